/**
 * @module
 * NER answers (POST /corpus/v1/ner and /corpus/v1/ner/batch), shaped in one place for the serving thread and
 * the compute pool.
 *
 * A request of NER_POOL_MIN_CHARS characters or more is tagged on the compute pool (`nerTask`). A full batch
 * (64 texts of 10,000 characters) is about a second of tagging. On the serving thread, every request queued
 * behind it waited that long: beside two clients sending such batches, cached panchang at 2,000 req/s went
 * from p99 0.22 ms to 1,009 ms (bench/interference). Smaller requests stay inline, where a pool round trip
 * (~0.17 ms) would cost more than the tagging (~0.1 ms for a verse).
 */
import type { NerModel } from '../ner/model.js';
import { recognizeEntities } from '../ner/recognize.js';
import { ValidationError, type ValidationIssue } from './errors.js';
import { gcWhenIdle } from './idle-gc.js';
import { NER_BATCH_BODY_SCHEMA, NER_BODY_SCHEMA, nerInputOfBody, type NerInput } from './ner-body.js';
import { loadNerModelFile } from './ner-store.js';
import { parseJsonBody } from './schema/json-body.js';

/** Characters (all texts of a request together) from which NER runs on the compute pool: ≈ 3 ms of tagging. */
export const NER_POOL_MIN_CHARS = 2000;

export type { NerInput } from './ner-body.js';

export const nerModelId = (m: NerModel): string => `${m.name}@${m.version}`;

/** Characters to tag in a request: what decides where it runs. */
export function nerInputChars(input: NerInput): number {
  if ('text' in input) return input.text.length;
  let n = 0;
  for (const t of input.texts) n += t.length;
  return n;
}

/** The response body of either route. */
export function nerAnswer(m: NerModel, input: NerInput) {
  const model = nerModelId(m);
  const one = (text: string) => ({ entities: recognizeEntities(m, text, input.threshold).entities, text, model });
  return 'text' in input ? one(input.text) : { results: input.texts.map(one), model };
}

const encoder = new TextEncoder();
let loaded: { path: string; model: NerModel } | null = null;
let idle: { busy(): void } | null = null;

/** Whether this thread holds a model loaded by `nerTask` (tests). */
export const nerTaskModelLoaded = (): boolean => loaded !== null;

/**
 * Compute-pool task: the answer as UTF-8 JSON, from the model file the serving thread loaded (`modelPath`,
 * read once per worker, ~0.4 s and ~120 MB). null when that file now holds another model than `modelId`
 * (rebuilt while serving): the serving thread then answers with its own, so one server never mixes two models.
 * The model is dropped after `idleMs` (the server's idle lifetime) without a NER task, as the serving
 * threads drop what a burst brought in.
 */
export function nerTask(input: NerInput, modelPath: string, modelId: string, idleMs: number): Uint8Array | null {
  if (loaded?.path !== modelPath) loaded = { path: modelPath, model: loadNerModelFile(modelPath) };
  (idle ??= gcWhenIdle(idleMs, () => (loaded = null))).busy();
  if (nerModelId(loaded.model) !== modelId) return null;
  return encoder.encode(JSON.stringify(nerAnswer(loaded.model, input)));
}

/**
 * A request body as the gateway would parse it (schema/json-body.ts, same 422s: thrown as ValidationError),
 * for a large body the gateway left as bytes (`parseOnPoolFromBytes`): `batch` for /corpus/v1/ner/batch.
 */
export function nerInputOfBytes(raw: Uint8Array, batch: boolean): NerInput {
  const issues: ValidationIssue[] = [];
  const body = parseJsonBody(batch ? NER_BATCH_BODY_SCHEMA : NER_BODY_SCHEMA, raw, issues);
  if (issues.length) throw new ValidationError(issues);
  return nerInputOfBody(body);
}

/** Compute-pool task: `nerTask` for a body still in bytes (decoded, parsed and validated here, off the serving thread). */
export function nerTaskOfBytes(raw: Uint8Array, batch: boolean, modelPath: string, modelId: string, idleMs: number): Uint8Array | null {
  return nerTask(nerInputOfBytes(raw, batch), modelPath, modelId, idleMs);
}
