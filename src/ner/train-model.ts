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
import { DEFAULT_TRAIN_OPTIONS, trainTagger, type TrainedTagger, type TrainOptions } from './train-tagger.js';
import { mentionGazetteerItems, toTaggedSentence } from './training-data.js';
import { chapterTexts } from './chapter-texts.js';
import { stackFolds, stackedFeatures, stageOneViews, type StackedFeatureSet, type StageOneView } from './stacking.js';
import { tagWords, type TaggerModel, type WordTag } from './tag-words.js';
import { argmax } from './perceptron.js';

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
  /** Train a second stage on the first stage's jackknifed tags (stacking.ts); absent: one stage. */
  stacking?: StackingOptions;
  meta?: Record<string, unknown>;
}

export interface StackingOptions {
  /** Folds for the first stage's tags on training text, and what a fold is made of (stacking.ts stackFolds). */
  folds: number;
  foldBy?: 'chapter' | 'volume';
  /** Training options of the second stage. */
  options: TrainOptions;
  /** What of the first stage the second reads (stacking.ts); default `all`. */
  featureSet?: StackedFeatureSet;
  /**
   * The jackknifed first-stage label probabilities of every training sentence (LABELS order, 4 per word), when
   * already computed for these sentences and options (the validation bench keeps them between runs).
   */
  stageOneProbs?: readonly Float32Array[];
}

export const DEFAULT_STACKING: StackingOptions = { folds: 4, options: DEFAULT_TRAIN_OPTIONS };

export function trainNerModel(input: TrainModelInput): NerModelData {
  const options = input.options ?? DEFAULT_TRAIN_OPTIONS;
  const tagged = input.sentences.map(toTaggedSentence);
  const mentionItems = input.sentences.flatMap((s, i) => mentionGazetteerItems([s]).map((it) => ({ ...it, sentenceIndex: i })));
  const kgItems = (rows: readonly KgGazetteerRow[]): GazetteerItem[] =>
    rows.map((r) => ({ key: normalizeSlp1Word(r.key), nerClass: r.nerClass, entityId: r.entityId, weight: r.weight, famous: r.famous }));
  const external = buildGazetteer(kgItems(input.kgRows.filter((r) => !r.fromMahanama)));
  const trained = trainTagger(tagged, mentionItems, external, options);
  let stage2: NerModelData['stage2'];
  if (input.stacking) {
    const probs = input.stacking.stageOneProbs ?? jackknifeStageOneProbs(input);
    const views = new Array<StageOneView[]>(tagged.length);
    for (const text of chapterTexts(tagged)) {
      const v = stageOneViews(text.map((i) => tagged[i]!.words), text.map((i) => tagsFromProbs(probs[i]!)));
      text.forEach((i, j) => { views[i] = v[j]!; });
    }
    const second = trainTagger(tagged, mentionItems, external, input.stacking.options, (si, j, out) => { stackedFeatures(views[si]!, j, out, input.stacking!.featureSet); });
    const q = quantiseWeights(second.perceptron.weights);
    stage2 = { features: [...second.perceptron.index.keys()], weights: q.weights, weightScale: q.weightScale, temperature: second.temperature, featureSet: input.stacking.featureSet ?? 'all' };
  }

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
    ...(stage2 ? { stage2 } : {}),
    meta: { ...input.meta, options, ...(input.stacking ? { stacking: { folds: input.stacking.folds, foldBy: input.stacking.foldBy ?? 'chapter', options: input.stacking.options, featureSet: input.stacking.featureSet ?? 'all', stage2Features: stage2!.features.length } } : {}), sentences: input.sentences.length, features: features.length, gazetteerKeys: gazetteer.length },
  };
}

/** Word tags as the second stage's features read them (label = most probable label). */
function tagsFromProbs(p: Float32Array): WordTag[] {
  const out: WordTag[] = [];
  for (let i = 0; i + 4 <= p.length; i += 4) {
    const probs = Array.from(p.subarray(i, i + 4));
    const label = argmax(probs);
    out.push({ label, confidence: probs[label]!, hit: null, probs });
  }
  return out;
}

/**
 * The first stage's label probabilities on its own training sentences, each fold of chapters (stackFolds) tagged
 * by a first stage trained on the other folds, with the gazetteer it would have had: the knowledge-graph keys
 * not from Mahānāma and the mention keys of the other folds.
 */
export function jackknifeStageOneProbs(input: TrainModelInput): Float32Array[] {
  const K = input.stacking?.folds ?? DEFAULT_STACKING.folds;
  const options = input.options ?? DEFAULT_TRAIN_OPTIONS;
  const fold = stackFolds(input.sentences.map((s) => s.sentId), K, input.stacking?.foldBy);
  const tagged = input.sentences.map(toTaggedSentence);
  const out = new Array<Float32Array>(tagged.length);
  const kgItems: GazetteerItem[] = input.kgRows.filter((r) => !r.fromMahanama)
    .map((r) => ({ key: normalizeSlp1Word(r.key), nerClass: r.nerClass, entityId: r.entityId, weight: r.weight, famous: r.famous }));
  for (let f = 0; f < K; f++) {
    const inside = input.sentences.filter((_, i) => fold[i] !== f);
    const sub = inside.map(toTaggedSentence);
    const mentions = inside.flatMap((s, i) => mentionGazetteerItems([s]).map((it) => ({ ...it, sentenceIndex: i })));
    const trained = trainTagger(sub, mentions, buildGazetteer(kgItems), options);
    const tagger = foldTagger(trained, buildGazetteer([...kgItems, ...mentions]));
    tagged.forEach((s, i) => { if (fold[i] === f) out[i] = probsOf(tagWords(tagger, s.words)); });
  }
  return out;
}

function probsOf(tags: readonly WordTag[]): Float32Array {
  const p = new Float32Array(tags.length * 4);
  tags.forEach((t, i) => p.set(t.probs, i * 4));
  return p;
}

function foldTagger(trained: TrainedTagger, gazetteer: ReturnType<typeof buildGazetteer>): TaggerModel {
  const lexicon = new Map(trained.lexicon.map(([w, ...c]) => [w, c]));
  return { perceptron: trained.perceptron, temperature: trained.temperature, lexicon, gazetteer };
}
