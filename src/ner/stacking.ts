/**
 * Stacked two-stage tagging (Krishnan & Manning 2006, "An effective two-stage model for exploiting non-local
 * dependencies in named entity recognition"; Ratinov & Roth 2009, "two-stage prediction aggregation"). The
 * greedy first-stage tagger sees only the labels to its left; a second-stage tagger gets, besides the same word
 * features, the first stage's labels for words i−2..i+2 and what the first stage said of the word elsewhere in
 * its text: of the same form, of a word sharing one of its candidate stems, and of words containing its first
 * compound member. Pure: features from the first stage's tags of one text.
 *
 * Training without leakage: on training text, the first-stage tags come from a tagger trained on the other
 * folds (`stackFolds`: whole chapters per fold, so that the aggregates of a chapter come from a model that never
 * saw it); at run time from the full first-stage model.
 */
import { LABELS } from './features.js';
import { candidateStems } from './stem-slp1.js';
import type { WordTag } from './tag-words.js';

/** Shortest candidate stem or first member that aggregates (as document-names.ts: short ones are common words). */
export const MIN_AGGREGATE_STEM_LETTERS = 4;

/**
 * Fold of each sentence for jackknifing the first stage: whole chapters or whole volumes (sent_id
 * `MBh_<volume>_<sub-book>_<chapter>_…`) dealt round-robin in order of appearance. By volume, the first stage
 * tags a training book it has never seen, as it meets a new text at run time (names new to the book); by
 * chapter, every fold holds chapters of every volume.
 */
export function stackFolds(sentIds: readonly string[], folds: number, by: 'chapter' | 'volume' = 'chapter'): number[] {
  const unitNumber = new Map<string, number>();
  const parts = by === 'chapter' ? 4 : 2;
  return sentIds.map((id) => {
    const unit = id.split('_').slice(0, parts).join('_');
    let n = unitNumber.get(unit);
    if (n === undefined) { n = unitNumber.size; unitNumber.set(unit, n); }
    return n % folds;
  });
}

/** First-stage summary of a word for the second stage's features: a few short interned strings. */
export interface StageOneView {
  /** Label letter per word (O P L M) and, for the word itself, with its probability bucket. */
  label: string;
  own: string;
  /** Aggregates over the rest of the text: same form, shared stem, first member ('-' when none). */
  form: string;
  stem: string;
  member: string;
}

const LETTER = ['O', 'P', 'L', 'M'];

/** Bucket of the probability of the best non-O label (the first stage's doubt about a word). */
function ownTag(t: WordTag): string {
  let k = 1;
  for (let j = 2; j < LABELS.length; j++) if (t.probs[j]! > t.probs[k]!) k = j;
  const p = t.probs[k]!;
  const b = p >= 0.95 ? 5 : p >= 0.8 ? 4 : p >= 0.5 ? 3 : p >= 0.2 ? 2 : p >= 0.05 ? 1 : 0;
  return LETTER[t.label]! + LETTER[k]! + b;
}

/** Tag of label counts over other words: the most frequent non-O label, its share of the words, their number. */
function aggregateTag(counts: ArrayLike<number>): string {
  let total = 0;
  for (let k = 0; k < counts.length; k++) total += counts[k]!;
  if (total === 0) return '-';
  let k = 1;
  for (let j = 2; j < counts.length; j++) if (counts[j]! > counts[k]!) k = j;
  const named = total - counts[0]!;
  const share = named === 0 ? 'z' : named === total ? 'a' : named * 2 >= total ? 'h' : 'l';
  const n = total >= 4 ? 'F' : total >= 2 ? 'S' : 'R';
  return (named === 0 ? 'O' : LETTER[k]!) + share + n;
}

/**
 * The first stage's view of every word of one text (sentences of one request text or one bench chapter), from
 * its tags. Aggregates leave the word itself out.
 */
export function stageOneViews(words: readonly (readonly string[])[], tags: readonly (readonly WordTag[])[]): StageOneView[][] {
  const L = LABELS.length;
  const formCounts = new Map<string, Float64Array>();
  const stemCounts = new Map<string, Float64Array>();
  const bump = (m: Map<string, Float64Array>, key: string, label: number): void => {
    let c = m.get(key);
    if (!c) { c = new Float64Array(L); m.set(key, c); }
    c[label]! += 1;
  };
  const stemsOf = words.map((ws) => ws.map((w) => candidateStems(w).filter((s) => s.length >= MIN_AGGREGATE_STEM_LETTERS)));
  words.forEach((ws, s) => ws.forEach((w, i) => {
    const label = tags[s]![i]!.label;
    bump(formCounts, w, label);
    for (const st of new Set(stemsOf[s]![i]!)) bump(stemCounts, st, label);
  }));
  const tmp = new Float64Array(L);
  const without = (c: Float64Array | undefined, label: number): Float64Array => {
    tmp.fill(0);
    if (c) { tmp.set(c); tmp[label]! -= 1; }
    return tmp;
  };
  return words.map((ws, s) => ws.map((w, i) => {
    const t = tags[s]![i]!;
    const form = aggregateTag(without(formCounts.get(w), t.label));
    // The stem shared with the most other words (ties: the longest, listed first by candidateStems).
    let stemAgg = '-'; let best = 0;
    const own = new Set(stemsOf[s]![i]!);
    for (const st of own) {
      const c = without(stemCounts.get(st), t.label);
      let n = 0;
      for (let k = 0; k < L; k++) n += c[k]!;
      if (n > best) { best = n; stemAgg = aggregateTag(c); }
    }
    // First member: the longest proper beginning of ≥ 4 letters that is a stem of another word of the text.
    let member = '-';
    for (let n = Math.min(w.length - 1, 16); n >= MIN_AGGREGATE_STEM_LETTERS; n--) {
      const key = w.slice(0, n);
      if (own.has(key)) continue;
      const c = stemCounts.get(key);
      if (c) { member = aggregateTag(c); break; }
    }
    return { label: LETTER[t.label]!, own: ownTag(t), form, stem: stemAgg, member };
  }));
}

/**
 * Which first-stage features the second stage reads: `all` (its labels at i−2..i+2 with the word's own probability,
 * and the aggregates alone and with the word's own tag), `context` (labels of the neighbours i−2..i+2, not of the
 * word itself, and the aggregates), `aggregates` (the per-text aggregates only, as Krishnan & Manning's second
 * stage reads).
 */
export type StackedFeatureSet = 'all' | 'context' | 'aggregates';

/** The second stage's extra features of word i of a sentence (appended to the first stage's features). */
export function stackedFeatures(views: readonly StageOneView[], i: number, out: string[], set: StackedFeatureSet = 'all'): string[] {
  const at = (j: number): string => (j < 0 ? '<s>' : j >= views.length ? '</s>' : views[j]!.label);
  const v = views[i]!;
  out.push('df=' + v.form, 'ds=' + v.stem, 'dm=' + v.member);
  if (set === 'aggregates') return out;
  out.push('q-1=' + at(i - 1), 'q+1=' + at(i + 1), 'q-2=' + at(i - 2), 'q+2=' + at(i + 2));
  if (set === 'context') return out;
  out.push('q0=' + v.own, 'q3=' + at(i - 1) + v.label + at(i + 1), 'dfq=' + v.form + v.own, 'dsq=' + v.stem + v.own, 'dmq=' + v.member + v.label);
  return out;
}
