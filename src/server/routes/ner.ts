/**
 * @module
 * Sanskrit named-entity recognition (engine: src/ner; model: build/ner/model.msgpack.gz, else the
 * pretrained data/ner/model.msgpack.gz).
 */
import { ENTITY_TYPES } from '../../corpus/entities/entity-model.js';
import type { NerModel } from '../../ner/model.js';
import { forgetWordMemo } from '../../ner/tag-words.js';
import { bodyOfBytes, runInPool } from '../compute-pool.js';
import { apiError } from '../errors.js';
import { JSON_TYPE, type HandlerContext, type Reply, type RouteModule } from '../route.js';
import type { JsonSchema } from '../schema/types.js';
import { NER_BATCH_BODY_SCHEMA, NER_BODY_SCHEMA, NER_POOL_MIN_BODY_BYTES, nerInputOfBody } from '../ner-body.js';
import { loadNerStore } from '../ner-store.js';
import { nerAnswer, nerInputChars, nerInputOfBytes, nerModelId, NER_POOL_MIN_CHARS, type NerInput } from '../ner-task.js';

export { NER_DEFAULT_THRESHOLD, NER_MAX_BATCH, NER_MAX_TEXT_CHARS } from '../ner-body.js';

let model: NerModel | null = null;
/** The file `model` came from; null for a model set by `setNerModel` (then NER never runs on the pool). */
let modelPath: string | null = null;
let loadError = 'NER model not loaded';

/** For tests and embedding: use a model loaded elsewhere (answered on the serving thread only). */
export function setNerModel(m: NerModel | null): void {
  model = m;
  modelPath = null;
}

function need(): NerModel {
  if (!model) throw apiError(503, 'NER_MODEL_NOT_BUILT', loadError);
  return model;
}

const NER_ENTITY_SCHEMA: JsonSchema = {
  type: 'object', required: ['type', 'confidence', 'text', 'entity_id', 'word_start', 'word_end', 'char_start', 'char_end'],
  properties: {
    type: { type: 'string', enum: [...ENTITY_TYPES] },
    confidence: { type: 'number', minimum: 0, maximum: 1 },
    text: { type: 'string', description: 'The surface text, equal to text.slice(char_start, char_end)' },
    entity_id: { type: ['string', 'null'], description: 'Linked knowledge-graph id (GET /corpus/v1/entity/{entity_id}), when known' },
    word_start: { type: 'integer', description: 'Index of the first word (words = runs of letters; daṇḍas and spaces separate them)' },
    word_end: { type: 'integer', description: 'Index after the last word (exclusive)' },
    char_start: { type: 'integer', description: 'Offset of the span in the original text (JavaScript string index, UTF-16 code units)' },
    char_end: { type: 'integer', description: 'End offset, exclusive' },
    slp1: { type: 'string', description: 'The span in SLP1' },
  },
};
const NER_RESPONSE_SCHEMA: JsonSchema = {
  type: 'object', required: ['entities', 'text', 'model'],
  properties: { entities: { type: 'array', items: NER_ENTITY_SCHEMA }, text: { type: 'string' }, model: { type: 'string', description: 'name@version' } },
};

/** Large requests on the compute pool, the rest here (src/server/ner-task.ts says why). */
async function answer(ctx: HandlerContext, input: NerInput): Promise<Reply> {
  const m = need();
  if (ctx.compute && modelPath !== null && nerInputChars(input) >= NER_POOL_MIN_CHARS) {
    const bytes = await runInPool<Uint8Array | null>(ctx, 'server/ner-task.js#nerTask', input, modelPath, nerModelId(m), ctx.config.idleMs);
    if (bytes) return { body: bodyOfBytes(bytes), contentType: JSON_TYPE };
  }
  return { body: nerAnswer(m, input) };
}

/**
 * Either route's handler. A body the gateway left as bytes (NER_POOL_MIN_BODY_BYTES and more, ctx.body
 * undefined) is decoded, validated and tagged in one pool task; its 422s are the gateway's own.
 */
async function handle(ctx: HandlerContext, batch: boolean): Promise<Reply> {
  if (ctx.body !== undefined) return answer(ctx, nerInputOfBody(ctx.body));
  const m = need();
  if (ctx.compute && modelPath !== null) {
    const bytes = await runInPool<Uint8Array | null>(ctx, 'server/ner-task.js#nerTaskOfBytes', ctx.rawBody, batch, modelPath, nerModelId(m), ctx.config.idleMs);
    if (bytes) return { body: bodyOfBytes(bytes), contentType: JSON_TYPE };
  }
  return { body: nerAnswer(m, nerInputOfBytes(ctx.rawBody!, batch)) };
}

const EXAMPLE = {
  text: 'dharmakṣetre kurukṣetre samavetā yuyutsavaḥ',
  model: 'kalakosha-ner@1.4.0',
  entities: [
    { type: 'PLACE', confidence: 0.97, text: 'kurukṣetre', entity_id: 'place-kurukshetra', word_start: 1, word_end: 2, char_start: 13, char_end: 23, slp1: 'kurukzetre' },
  ],
};

export const nerModule: RouteModule = {
  name: 'ner',
  idle: () => model && forgetWordMemo(model.tagger),
  warmup: (config, log) => {
    try {
      const t = performance.now();
      const s = loadNerStore(config.buildDir, config.dataDir);
      model = s.model;
      modelPath = s.path;
      log(`ner: ${model.name}@${model.version} loaded from ${s.path} in ${Math.round(performance.now() - t)} ms`);
    } catch (e) {
      loadError = (e as Error).message;
      log(`ner: not loaded: ${loadError}`);
    }
  },
  routes: [
    {
      method: 'POST', path: '/corpus/v1/ner', operationId: 'recognizeEntities', summary: 'Named entities in a Sanskrit text', tags: ['corpus'],
      description: 'Averaged-perceptron tagger trained on the Mahānāma corpus (Mahābhārata) combined with an inflection- and sandhi-aware gazetteer over SLP1; entities link to knowledge-graph ids. Held-out scores are in docs/ner.md. Texts longer than 10,000 characters are a 422.',
      body: { schema: NER_BODY_SCHEMA, parseOnPoolFromBytes: NER_POOL_MIN_BODY_BYTES, example: { text: EXAMPLE.text, threshold: 0.5 } },
      response: { description: 'NER response', schema: NER_RESPONSE_SCHEMA, example: EXAMPLE },
      extraResponses: { '503': { description: 'NER_MODEL_NOT_BUILT: no model file' } },
      handler: (ctx) => handle(ctx, false),
    },
    {
      method: 'POST', path: '/corpus/v1/ner/batch', operationId: 'recognizeEntitiesBatch', summary: 'NER over up to 64 texts', tags: ['corpus'],
      description: 'Same as POST /corpus/v1/ner for 1–64 texts; more than 64 is a 422.',
      body: { schema: NER_BATCH_BODY_SCHEMA, parseOnPoolFromBytes: NER_POOL_MIN_BODY_BYTES, example: { texts: [EXAMPLE.text] } },
      response: {
        description: 'NER batch response',
        schema: { type: 'object', required: ['results', 'model'], properties: { results: { type: 'array', items: NER_RESPONSE_SCHEMA }, model: { type: 'string' } } },
        example: { results: [EXAMPLE], model: EXAMPLE.model },
      },
      extraResponses: { '503': { description: 'NER_MODEL_NOT_BUILT: no model file' } },
      handler: (ctx) => handle(ctx, true),
    },
  ],
};
