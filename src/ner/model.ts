/**
 * The NER model as plain data (what the generator writes and the server loads) and its in-memory form.
 */
import type { EntityType } from '../corpus/entities/entity-model.js';
import { ENTITY_TYPES } from '../corpus/entities/entity-model.js';
import type { Lexicon } from './features.js';
import { LABELS } from './features.js';
import { longestKeyLength, type GazetteerEntry } from './gazetteer.js';
import type { TaggerModel } from './tag-words.js';
import { PackedStringMap } from '../corpus/packed-string-map.js';

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
  entityType: { get(id: string): EntityType | undefined };
}

export function quantiseWeights(w: Float32Array): { weights: Int16Array; weightScale: number } {
  let max = 0;
  for (const x of w) max = Math.max(max, Math.abs(x));
  const weightScale = max > 0 ? max / 32767 : 1;
  const weights = new Int16Array(w.length);
  for (let i = 0; i < w.length; i++) weights[i] = Math.round(w[i]! / weightScale);
  return { weights, weightScale };
}

/**
 * The in-memory model: every table packed into typed arrays (PackedStringMap), so the ~430,000 feature strings,
 * the lexicon and the gazetteer are not objects the garbage collector marks on every full collection.
 */
export function loadNerModel(d: NerModelData): NerModel {
  if (d.formatVersion !== NER_MODEL_FORMAT_VERSION) throw new Error(`NER model formatVersion ${d.formatVersion} ≠ ${NER_MODEL_FORMAT_VERSION}`);
  const L = LABELS.length;
  const weights = new Float32Array(d.weights.length);
  for (let i = 0; i < weights.length; i++) weights[i] = d.weights[i]! * d.weightScale;
  const ids = new PackedEntityTypes(d.entityTypes, d.gazetteer);
  return {
    name: d.name,
    version: d.version,
    tagger: {
      perceptron: { nLabels: L, index: new PackedStringMap(d.features), weights },
      temperature: d.temperature,
      lexicon: new PackedLexicon(d.lexicon),
      gazetteer: { entries: new PackedGazetteerEntries(d.gazetteer, ids), maxKeyLength: longestKeyLength(d.gazetteer.map((r) => r[0])) },
    },
    entityType: ids,
  };
}

/** Per-word training counts [O, person, location, misc], four per key. */
class PackedLexicon implements Lexicon {
  private readonly keys: PackedStringMap;
  private readonly counts: Int32Array;
  constructor(rows: NerModelData['lexicon']) {
    this.keys = new PackedStringMap(rows.map((r) => r[0]));
    this.counts = new Int32Array(rows.length * 4);
    rows.forEach((r, i) => this.counts.set([r[1], r[2], r[3], r[4]], i * 4));
  }
  get(word: string): Int32Array | undefined {
    const i = this.keys.indexOf(word);
    return i < 0 ? undefined : this.counts.subarray(i * 4, i * 4 + 4);
  }
}

/** Entity ids known to the model (every id the gazetteer links to) and their types. */
class PackedEntityTypes {
  readonly ids: PackedStringMap;
  private readonly types: Uint8Array;
  constructor(entityTypes: NerModelData['entityTypes'], gazetteer: NerModelData['gazetteer']) {
    const all = new Map<string, number>(entityTypes);
    for (const [, , list] of gazetteer) for (const id of list) if (!all.has(id)) all.set(id, -1);
    this.ids = new PackedStringMap([...all.keys()]);
    this.types = new Uint8Array([...all.values()].map((t) => (t < 0 ? 255 : t)));
  }
  get(id: string): EntityType | undefined {
    const i = this.ids.indexOf(id);
    return i < 0 || this.types[i] === 255 ? undefined : ENTITY_TYPES[this.types[i]!];
  }
}

/** Gazetteer keys → class mask and linked entity ids (as numbers into PackedEntityTypes; strings made on a hit). */
class PackedGazetteerEntries {
  private readonly keys: PackedStringMap;
  private readonly masks: Uint8Array;
  private readonly idStart: Uint32Array;
  private readonly idList: Int32Array;
  constructor(rows: NerModelData['gazetteer'], private readonly entityIds: PackedEntityTypes) {
    this.keys = new PackedStringMap(rows.map((r) => r[0]));
    this.masks = new Uint8Array(rows.map((r) => r[1]));
    this.idStart = new Uint32Array(rows.length + 1);
    let n = 0;
    rows.forEach((r, i) => { this.idStart[i] = n; n += r[2].length; });
    this.idStart[rows.length] = n;
    this.idList = new Int32Array(n);
    rows.forEach((r, i) => r[2].forEach((id, j) => { this.idList[this.idStart[i]! + j] = entityIds.ids.indexOf(id); }));
  }
  get(key: string): GazetteerEntry | undefined {
    const i = this.keys.indexOf(key);
    if (i < 0) return undefined;
    const entityIds: string[] = [];
    for (let j = this.idStart[i]!; j < this.idStart[i + 1]!; j++) entityIds.push(this.entityIds.ids.keyAt(this.idList[j]!));
    return { classMask: this.masks[i]!, entityIds };
  }
}
