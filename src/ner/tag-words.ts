/**
 * Greedy left-to-right tagging of normalised SLP1 words with a trained perceptron.
 * Fast path: the score of a word's own features (wordInternalFeatures), its gazetteer hit and lexicon tag are
 * memoised per word in `model.cache` (results are identical; the cache only saves work and is bounded: at most
 * CACHE_LIMIT words of at most MAX_MEMO_WORD_LETTERS letters, so it holds ≤ 6.4 M letters; memoising words of
 * any length, a stream of distinct 10,000-letter words could have pinned a gigabyte).
 */
import {
  LABELS, contextFeatures, labelFeatures, positionFeatures, rateBucket, stemRate, wordInternalFeatures,
  type Lexicon, type WordContext,
} from './features.js';
import { matchWord, type Gazetteer, type GazetteerHit } from './gazetteer.js';
import { argmax, scoreFeatures, softmax, type PerceptronWeights } from './perceptron.js';

interface CachedWord { hit: GazetteerHit | null; rate: string | null; stemRate: string | null; scores: Float64Array }

export interface TaggerModel {
  perceptron: PerceptronWeights;
  temperature: number;
  lexicon: Lexicon;
  gazetteer: Gazetteer;
  /** Per-word memo (see module doc); created on first use. */
  cache?: Map<string, CachedWord>;
  /** Per-word memo of recognize.ts's sandhi-junction cuts (null: no cut), bounded the same way. */
  junctions?: Map<string, { length: number; left: string } | null>;
}

export interface WordTag {
  label: number;
  /** Probability of the chosen label (softmax of scores / temperature). */
  confidence: number;
  hit: GazetteerHit | null;
  /** Probability of each label (LABELS order): what a second pass over the whole text weighs. */
  probs: number[];
}

const CACHE_LIMIT = 100_000;

/** The label probabilities of a word the tagger does not score (no letters): O for certain. */
const certainlyO = (): number[] => Array.from(LABELS, (_, k) => (k === 0 ? 1 : 0));
/** Longest word memoised (the Mahānāma corpus's longest is 66 letters; long words are rare and seldom repeat). */
export const MAX_MEMO_WORD_LETTERS = 64;

/**
 * Keeps `value` for `w` in a per-word memo within the module's bounds (a word of at most MAX_MEMO_WORD_LETTERS
 * letters, at most CACHE_LIMIT words: a full memo starts again empty) and returns it. The tagger's word scores
 * and recognize.ts's junction cuts are memoised so. (No closure: the tagger calls it for every new word.)
 */
export function keepPerWord<V>(memo: Map<string, V>, w: string, value: V): V {
  if (w.length > MAX_MEMO_WORD_LETTERS) return value;
  if (memo.size >= CACHE_LIMIT) memo.clear();
  memo.set(w, value);
  return value;
}

function cachedWord(model: TaggerModel, w: string, feats: string[]): CachedWord {
  const cache = (model.cache ??= new Map());
  const c = cache.get(w);
  if (c) return c;
  const hit = w.length >= 3 ? matchWord(model.gazetteer, w) : null;
  const rate = rateBucket(model.lexicon.get(w));
  const sr = stemRate(w, hit, model.lexicon);
  feats.length = 0;
  wordInternalFeatures(w, hit, rate, sr, feats);
  return keepPerWord(cache, w, { hit, rate, stemRate: sr, scores: scoreFeatures(model.perceptron, feats, new Float64Array(LABELS.length)) });
}

/** Empties the model's word memo (an idle server gives its memory back). */
export function forgetWordMemo(model: TaggerModel): void {
  model.cache?.clear();
  model.junctions?.clear();
}

export function tagWords(model: TaggerModel, words: string[]): WordTag[] {
  const L = LABELS.length;
  const feats: string[] = [];
  const cached = words.map((w) => (w.length === 0 ? null : cachedWord(model, w, feats)));
  const ctx: WordContext = { words, hits: cached.map((c) => c?.hit ?? null), rates: cached.map((c) => c?.rate ?? null),
    stemRates: cached.map((c) => c?.stemRate ?? null) };
  const scores = new Float64Array(L);
  const part = new Float64Array(L);
  const probs = new Float64Array(L);
  const out: WordTag[] = [];
  let prev = 0; let prev2 = 0;
  for (let i = 0; i < words.length; i++) {
    const c = cached[i];
    if (!c) { out.push({ label: 0, confidence: 1, hit: null, probs: certainlyO() }); prev2 = prev; prev = 0; continue; }
    feats.length = 0;
    contextFeatures(ctx, i, feats);
    labelFeatures(words[i]!, prev, prev2, feats);
    positionFeatures(ctx, i, feats);
    scoreFeatures(model.perceptron, feats, part);
    for (let k = 0; k < L; k++) scores[k] = c.scores[k]! + part[k]!;
    const label = argmax(scores);
    softmax(scores, model.temperature, probs);
    out.push({ label, confidence: probs[label]!, hit: c.hit, probs: Array.from(probs) });
    prev2 = prev; prev = label;
  }
  return out;
}
