/**
 * @module
 * The request bodies of POST /corpus/v1/ner and /corpus/v1/ner/batch: their schemas (validated by the gateway,
 * or on the compute pool for a large body: ner-task.ts) and the NER input they give.
 */
import type { JsonSchema } from './schema/types.js';

/** One text (POST /corpus/v1/ner) or several (POST /corpus/v1/ner/batch), validated. */
export type NerInput = { text: string; threshold: number } | { texts: string[]; threshold: number };

/** Longest text one NER request may carry, in characters (Unicode code points). */
export const NER_MAX_TEXT_CHARS = 10_000;
/** Most texts in one batch (spec). */
export const NER_MAX_BATCH = 64;
/** Default confidence threshold: entities whose confidence is below it are dropped. */
export const NER_DEFAULT_THRESHOLD = 0.5;
const THRESHOLD: JsonSchema = { type: 'number', minimum: 0, maximum: 1, default: NER_DEFAULT_THRESHOLD, description: 'Drop entities whose confidence is below this (0–1, default 0.5). 0 returns every entity the tagger proposes; 0.9 trades recall for precision.' };
const TEXT: JsonSchema = { type: 'string', minLength: 1, maxLength: NER_MAX_TEXT_CHARS, description: 'Sanskrit text in IAST or Devanagari (SLP1, Harvard-Kyoto, ITRANS also detected); at most 10,000 characters.' };

export const NER_BODY_SCHEMA: JsonSchema = { type: 'object', additionalProperties: false, required: ['text'], properties: { text: TEXT, threshold: THRESHOLD } };
export const NER_BATCH_BODY_SCHEMA: JsonSchema = { type: 'object', additionalProperties: false, required: ['texts'], properties: { texts: { type: 'array', minItems: 1, maxItems: NER_MAX_BATCH, items: TEXT }, threshold: THRESHOLD } };

/**
 * Body size (bytes) from which the gateway leaves a NER body undecoded and the compute pool decodes, parses and
 * validates it. A full batch (64 × 10,000 characters, ~700 KB) took ~6 ms of UTF-8 decoding and JSON.parse on
 * the serving thread; 64 KiB takes ~0.5 ms, below which the pool's copy of the bytes is not worth it.
 */
export const NER_POOL_MIN_BODY_BYTES = 64 * 1024;

/** The NER input of a validated body of either route. */
export function nerInputOfBody(body: unknown): NerInput {
  const b = body as { text?: string; texts?: string[]; threshold?: number };
  const threshold = b.threshold ?? NER_DEFAULT_THRESHOLD;
  return b.texts !== undefined ? { texts: b.texts, threshold } : { text: b.text!, threshold };
}
