/**
 * Training of the complete NER model (tagger + gazetteer + linking table) as plain data. Deterministic.
 *
 * Gazetteer recipe (the same for the bench and the shipped model, so features mean the same thing):
 * - while training, the tagger sees knowledge-graph keys that do NOT come from Mahānāma annotations
 *   (curated, Purāṇa Index, Vedic Index) plus the mention keys of the training sentences, jackknifed by fold;
 * - the shipped gazetteer holds all knowledge-graph keys (Mahānāma included) plus all training mention keys.
 * In the bench the knowledge-graph rows from Mahānāma are dropped entirely, since they were derived from all
 * volumes, held-out ones included.
 */
import { ENTITY_TYPES, type EntityType } from '../corpus/entities/entity-model.js';
import type { MahanamaSentence } from './conllu.js';
import { LABELS } from './features.js';
import { buildGazetteer, type GazetteerItem, type NerClass } from './gazetteer.js';
import { NER_MODEL_FORMAT_VERSION, NER_MODEL_NAME, quantiseWeights, type NerModelData } from './model.js';
import { normalizeSlp1Word } from './normalize-slp1.js';
import { DEFAULT_TRAIN_OPTIONS, trainTagger, type TrainOptions } from './train-tagger.js';
import { mentionGazetteerItems, toTaggedSentence } from './training-data.js';

export interface KgGazetteerRow {
  key: string; nerClass: NerClass; entityId: string; weight: number; fromMahanama: boolean;
  /** The name is well attested for the entity (link-rank.ts): it may be found by the gazetteer alone. */
  famous?: boolean;
}

export interface TrainModelInput {
  sentences: readonly MahanamaSentence[];
  kgRows: readonly KgGazetteerRow[];
  entityTypes: ReadonlyMap<string, EntityType>;
  /** Use Mahānāma-derived knowledge-graph rows in the shipped gazetteer (false in the bench). */
  includeMahanamaKgRows: boolean;
  version: string;
  options?: TrainOptions;
  meta?: Record<string, unknown>;
}

export function trainNerModel(input: TrainModelInput): NerModelData {
  const options = input.options ?? DEFAULT_TRAIN_OPTIONS;
  const tagged = input.sentences.map(toTaggedSentence);
  const mentionItems = input.sentences.flatMap((s, i) => mentionGazetteerItems([s]).map((it) => ({ ...it, sentenceIndex: i })));
  const kgItems = (rows: readonly KgGazetteerRow[]): GazetteerItem[] =>
    rows.map((r) => ({ key: normalizeSlp1Word(r.key), nerClass: r.nerClass, entityId: r.entityId, weight: r.weight, famous: r.famous }));
  const external = buildGazetteer(kgItems(input.kgRows.filter((r) => !r.fromMahanama)));
  const trained = trainTagger(tagged, mentionItems, external, options);

  const shipped = buildGazetteer([
    ...kgItems(input.kgRows.filter((r) => input.includeMahanamaKgRows || !r.fromMahanama)),
    ...mentionItems,
  ]);
  const gazetteer: [string, number, string[]][] = [...shipped.entries].map(([k, e]) => [k, e.classMask, e.entityIds]);
  const ids = new Set<string>();
  for (const [, , list] of gazetteer) for (const id of list) ids.add(id);
  const entityTypes: [string, number][] = [...ids].sort().map((id) => [id, ENTITY_TYPES.indexOf(input.entityTypes.get(id) ?? 'CONCEPT')]);
  const features = [...trained.perceptron.index.keys()];
  const { weights, weightScale } = quantiseWeights(trained.perceptron.weights);
  return {
    formatVersion: NER_MODEL_FORMAT_VERSION,
    name: NER_MODEL_NAME,
    version: input.version,
    labels: [...LABELS],
    temperature: trained.temperature,
    features,
    weights,
    weightScale,
    lexicon: trained.lexicon,
    gazetteer,
    entityTypes,
    meta: { ...input.meta, options, sentences: input.sentences.length, features: features.length, gazetteerKeys: gazetteer.length },
  };
}
