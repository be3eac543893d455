/**
 * Deterministic training of the NER tagger: an averaged perceptron over surface words with greedy
 * left-to-right decoding (previous predicted label is a feature).
 *
 * Determinism: the example order is a fixed permutation per epoch drawn from a seeded xorshift32 generator;
 * no clock, no Math.random. Same inputs + options ⇒ byte-identical weights.
 *
 * Leakage control ("jackknifing"): the training sentences are split in `folds` folds by index; while a
 * sentence of fold k is featurised, the lexicon counts and the gazetteer keys learnt from mentions come
 * from the other folds only, so the tagger learns how far to trust them on unseen text.
 */
import { LABELS, prepareContext, wordFeatures, type Lexicon } from './features.js';
import { CLASS_BIT, longestKeyLength, MIN_GAZETTEER_KEY, type Gazetteer, type GazetteerEntry, type GazetteerItem } from './gazetteer.js';
import { PerceptronTrainer, argmax, softmax, type PerceptronWeights } from './perceptron.js';
import type { TaggedSentence } from './training-data.js';

export interface TrainOptions {
  epochs: number;
  seed: number;
  folds: number;
  /** Drop features whose averaged weights stay below this (model size). */
  pruneBelow: number;
  /**
   * Lowered score of the O label (subtracted from the weight of the always-on feature 'b' after training): the
   * greedy tagger misses more names than it invents, so a name needs a little less evidence. Chosen on a
   * validation split of the training volumes (bench/ner/validate.ts: volumes 10, 11, 14), never on the test.
   */
  outsideBias?: number;
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = { epochs: 6, seed: 20250918, folds: 5, pruneBelow: 0.05, outsideBias: 8 };

export interface TrainedTagger {
  perceptron: PerceptronWeights & { index: Map<string, number> };
  /** Softmax temperature fitted on the last fold (confidence calibration). */
  temperature: number;
  /** [word, O, person, location, misc] counts over all training sentences, words ever tagged only. */
  lexicon: [string, number, number, number, number][];
  /** Mention keys with their class masks, learnt from all training sentences. */
  mentionKeys: [string, number][];
}

export function trainTagger(
  sentences: readonly TaggedSentence[],
  mentionItems: readonly (GazetteerItem & { sentenceIndex: number })[],
  external: Gazetteer,
  options: TrainOptions = DEFAULT_TRAIN_OPTIONS,
): TrainedTagger {
  const K = options.folds;
  const foldOf = (i: number): number => i % K;
  const L = LABELS.length;

  // Lexicon counts per fold.
  const mentionWords = new Set<string>();
  sentences.forEach((s) => s.words.forEach((w, j) => { if (s.labels[j] !== 0) mentionWords.add(w); }));
  const lexFold = new Map<string, Float64Array>(); // K*L counts
  sentences.forEach((s, i) => {
    const f = foldOf(i);
    s.words.forEach((w, j) => {
      if (!mentionWords.has(w)) return;
      let c = lexFold.get(w);
      if (!c) { c = new Float64Array(K * L); lexFold.set(w, c); }
      c[f * L + s.labels[j]!]! += 1;
    });
  });
  const lexTotal = new Map<string, Float64Array>();
  for (const [w, c] of lexFold) {
    const t = new Float64Array(L);
    for (let f = 0; f < K; f++) for (let k = 0; k < L; k++) t[k]! += c[f * L + k]!;
    lexTotal.set(w, t);
  }
  const lexiconView = (fold: number): Lexicon => {
    const tmp = new Float64Array(L);
    return {
      get(w: string) {
        const t = lexTotal.get(w);
        if (!t) return undefined;
        const c = lexFold.get(w)!;
        for (let k = 0; k < L; k++) tmp[k] = t[k]! - c[fold * L + k]!;
        return tmp;
      },
    };
  };

  // Mention keys per fold.
  const keyFold = new Map<string, { mask: number; counts: Uint32Array }>();
  for (const it of mentionItems) {
    let e = keyFold.get(it.key);
    if (!e) { e = { mask: 0, counts: new Uint32Array(K) }; keyFold.set(it.key, e); }
    e.mask |= it.key.length >= MIN_GAZETTEER_KEY ? CLASS_BIT[it.nerClass] : 0; // buildGazetteer's rule
    e.counts[foldOf(it.sentenceIndex)]! += 1;
  }
  const maxKeyLength = Math.max(external.maxKeyLength ?? Infinity, longestKeyLength(keyFold.keys()));
  const gazView = (fold: number): Gazetteer => ({
    maxKeyLength,
    entries: {
      get(key: string): GazetteerEntry | undefined {
        const ext = external.entries.get(key);
        const t = keyFold.get(key);
        let total = 0;
        if (t) for (let f = 0; f < K; f++) if (f !== fold) total += t.counts[f]!;
        if (!t || total === 0) return ext;
        return { classMask: (ext?.classMask ?? 0) | t.mask, entityIds: ext?.entityIds ?? [] };
      },
    },
  });

  // Precompute contexts per fold view (they do not depend on weights).
  const views = Array.from({ length: K }, (_, f) => ({ gaz: gazView(f), lex: lexiconView(f) }));
  const contexts = sentences.map((s, i) => prepareContext(s.words, views[foldOf(i)]!.gaz, views[foldOf(i)]!.lex));

  const trainer = new PerceptronTrainer(L);
  const scores = new Float64Array(L);
  const feats: string[] = [];
  const order = sentences.map((_, i) => i);
  let rng = options.seed >>> 0 || 1;
  const next = (): number => { rng ^= rng << 13; rng >>>= 0; rng ^= rng >>> 17; rng ^= rng << 5; rng >>>= 0; return rng; };
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = next() % (i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const si of order) {
      const s = sentences[si]!;
      const ctx = contexts[si]!;
      let prev = 0; let prev2 = 0;
      for (let j = 0; j < s.words.length; j++) {
        wordFeatures(ctx, j, prev, prev2, feats);
        const pred = argmax(trainer.scores(feats, scores));
        trainer.update(feats, s.labels[j]!, pred);
        trainer.tick();
        prev2 = prev; prev = pred;
      }
    }
  }
  const perceptron = trainer.finish(options.pruneBelow);
  const bias = perceptron.index.get('b');
  if (options.outsideBias && bias !== undefined) perceptron.weights[bias * L]! -= options.outsideBias;
  const temperature = fitTemperature(perceptron, sentences, contexts, (i) => foldOf(i) === K - 1);

  const lexicon: [string, number, number, number, number][] = [...lexTotal.keys()].sort().map((w) => {
    const t = lexTotal.get(w)!;
    return [w, t[0]!, t[1]!, t[2]!, t[3]!];
  });
  const mentionKeys: [string, number][] = [...keyFold.keys()].sort().map((k) => [k, keyFold.get(k)!.mask]);
  return { perceptron, temperature, lexicon, mentionKeys };
}

/** Picks the softmax temperature with the lowest negative log-likelihood on the chosen sentences (grid search). */
function fitTemperature(
  model: PerceptronWeights,
  sentences: readonly TaggedSentence[],
  contexts: readonly ReturnType<typeof prepareContext>[],
  use: (i: number) => boolean,
): number {
  const rows: { s: Float64Array; gold: number }[] = [];
  const feats: string[] = [];
  sentences.forEach((s, i) => {
    if (!use(i) || rows.length > 60000) return;
    let prev = 0; let prev2 = 0;
    for (let j = 0; j < s.words.length; j++) {
      wordFeatures(contexts[i]!, j, prev, prev2, feats);
      const sc = new Float64Array(model.nLabels);
      for (const f of feats) {
        const id = model.index.get(f);
        if (id === undefined) continue;
        for (let k = 0; k < model.nLabels; k++) sc[k]! += model.weights[id * model.nLabels + k]!;
      }
      prev2 = prev; prev = argmax(sc);
      rows.push({ s: sc, gold: s.labels[j]! });
    }
  });
  const p = new Float64Array(LABELS.length);
  let best = 1; let bestNll = Infinity;
  for (let t = 0.25; t <= 64; t *= 1.25) {
    let nll = 0;
    for (const r of rows) nll -= Math.log(Math.max(1e-12, softmax(r.s, t, p)[r.gold]!));
    if (nll < bestNll) { bestNll = nll; best = t; }
  }
  return Math.round(best * 1000) / 1000;
}
