/**
 * The NER model as plain data (what the generator writes and the server loads) and its in-memory form.
 */
import type { EntityType } from '../corpus/entities/entity-model.js';
import { ENTITY_TYPES } from '../corpus/entities/entity-model.js';
import type { Lexicon } from './features.js';
import { LABELS } from './features.js';
import type { GazetteerEntry } from './gazetteer.js';
import type { TaggerModel } from './tag-words.js';

export const NER_MODEL_FORMAT_VERSION = 1;
export const NER_MODEL_NAME = 'kalakosha-ner';

export interface NerModelData {
  formatVersion: number;
  name: string;
  version: string;
  labels: string[];
  temperature: number;
  features: string[];
  /** Quantised weights: value = int16 * weightScale; `features.length * labels.length` long. */
  weights: Int16Array;
  weightScale: number;
  lexicon: [string, number, number, number, number][];
  /** [key, classMask, entity ids] */
  gazetteer: [string, number, string[]][];
  /** [entity id, index into ENTITY_TYPES] for every id in the gazetteer. */
  entityTypes: [string, number][];
  /** Free-form provenance: training volumes, options, counts. */
  meta: Record<string, unknown>;
}

export interface NerModel {
  name: string;
  version: string;
  tagger: TaggerModel;
  entityType: Map<string, EntityType>;
}

export function quantiseWeights(w: Float32Array): { weights: Int16Array; weightScale: number } {
  let max = 0;
  for (const x of w) max = Math.max(max, Math.abs(x));
  const weightScale = max > 0 ? max / 32767 : 1;
  const weights = new Int16Array(w.length);
  for (let i = 0; i < w.length; i++) weights[i] = Math.round(w[i]! / weightScale);
  return { weights, weightScale };
}

export function loadNerModel(d: NerModelData): NerModel {
  if (d.formatVersion !== NER_MODEL_FORMAT_VERSION) throw new Error(`NER model formatVersion ${d.formatVersion} ≠ ${NER_MODEL_FORMAT_VERSION}`);
  const L = LABELS.length;
  const index = new Map<string, number>();
  d.features.forEach((f, i) => index.set(f, i));
  const weights = new Float32Array(d.weights.length);
  for (let i = 0; i < weights.length; i++) weights[i] = d.weights[i]! * d.weightScale;
  const lex = new Map<string, number[]>(d.lexicon.map((r) => [r[0], [r[1], r[2], r[3], r[4]]]));
  const lexicon: Lexicon = lex;
  const entries = new Map<string, GazetteerEntry>(d.gazetteer.map(([k, m, ids]) => [k, { classMask: m, entityIds: ids }]));
  return {
    name: d.name,
    version: d.version,
    tagger: { perceptron: { nLabels: L, index, weights }, temperature: d.temperature, lexicon, gazetteer: { entries } },
    entityType: new Map(d.entityTypes.map(([id, t]) => [id, ENTITY_TYPES[t]!])),
  };
}
