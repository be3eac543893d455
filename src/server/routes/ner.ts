/**
 * @module
 * Sanskrit named-entity recognition (engine: src/ner). Stubs until the model lands.
 */
import type { RouteModule } from '../route.js';
import { notImplemented } from './not-implemented.js';

/** Longest text one NER request may carry, in characters (Unicode code points). */
export const NER_MAX_TEXT_CHARS = 10_000;
/** Most texts in one batch (spec). */
export const NER_MAX_BATCH = 64;
const THRESHOLD = { type: 'number', minimum: 0, maximum: 1, default: 0.5, description: 'Drop entities whose confidence is below this (0–1).' } as const;
const TEXT = { type: 'string', minLength: 1, maxLength: NER_MAX_TEXT_CHARS, description: 'Sanskrit text in IAST or Devanagari.' } as const;

export const nerModule: RouteModule = {
  name: 'ner',
  routes: [
    {
      method: 'POST', path: '/corpus/v1/ner', operationId: 'recognizeEntities', summary: 'Named entities in a Sanskrit text', tags: ['corpus'],
      body: { schema: { type: 'object', additionalProperties: false, required: ['text'], properties: { text: TEXT, threshold: THRESHOLD } } },
      response: { description: 'NER response', schema: { type: 'object' } },
      handler: notImplemented('NER'),
    },
    {
      method: 'POST', path: '/corpus/v1/ner/batch', operationId: 'recognizeEntitiesBatch', summary: 'NER over up to 64 texts', tags: ['corpus'],
      body: { schema: { type: 'object', additionalProperties: false, required: ['texts'], properties: { texts: { type: 'array', minItems: 1, maxItems: NER_MAX_BATCH, items: TEXT }, threshold: THRESHOLD } } },
      response: { description: 'NER batch response', schema: { type: 'object' } },
      handler: notImplemented('NER'),
    },
  ],
};
