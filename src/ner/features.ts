/**
 * Features of one surface word for the tagger: the word, affixes, candidate stems, gazetteer hits of the word
 * and its neighbours, the training-corpus "entity rate" of the word (lexicon) and the previous label.
 * Words are normalised SLP1 (normalize-slp1.ts).
 */
import { candidateStems } from './stem-slp1.js';
import { CLASS_BIT, matchWord, type Gazetteer, type GazetteerHit } from './gazetteer.js';

/** Per-word counts [O, person, location, misc] seen in training; only words that were ever a mention. */
export interface Lexicon { get(word: string): ArrayLike<number> | undefined }

export const LABELS = ['O', 'person', 'location', 'misc'] as const;
export type Label = (typeof LABELS)[number];

export interface WordContext {
  words: string[];
  hits: (GazetteerHit | null)[];
  rates: (string | null)[];
  /** Lexicon tag of the word's stem or gazetteer key (stemRate), or null. */
  stemRates: (string | null)[];
}

export function prepareContext(words: string[], gaz: Gazetteer, lexicon: Lexicon): WordContext {
  const hits = words.map((w) => (w.length >= 3 ? matchWord(gaz, w) : null));
  const rates = words.map((w) => rateBucket(lexicon.get(w)));
  const stemRates = words.map((w, i) => stemRate(w, hits[i]!, lexicon));
  return { words, hits, rates, stemRates };
}

/**
 * Lexicon tag of another form of the word: its gazetteer key when that is not the word itself (the stem of an
 * inflected name, the first member of a compound), else its first candidate stem the lexicon knows. The lexicon
 * holds surface words, so an inflection never seen as a mention (baBruvAhanaH) still borrows what the training
 * text says of its stem (baBruvAhana, seen as a vocative), and a compound of what its first member is.
 */
export function stemRate(w: string, h: GazetteerHit | null, lexicon: Lexicon): string | null {
  if (h && h.key !== w) {
    const r = rateBucket(lexicon.get(h.key));
    if (r) return (h.kind === 'prefix' ? 'p' : 's') + r;
  }
  const stems = candidateStems(w);
  for (let k = 1; k < stems.length; k++) {
    const r = rateBucket(lexicon.get(stems[k]!));
    if (r) return 's' + r;
  }
  return null;
}

/** Lexicon tag of a word: majority class × entity-rate bucket × frequency bucket, or null when unknown. */
export function rateBucket(c: ArrayLike<number> | undefined): string | null {
  if (!c) return null;
  const total = c[0]! + c[1]! + c[2]! + c[3]!;
  if (total === 0) return null;
  let best = 1;
  for (let k = 2; k <= 3; k++) if (c[k]! > c[best]!) best = k;
  const rate = (c[1]! + c[2]! + c[3]!) / total;
  const b = rate >= 0.9 ? 'h' : rate >= 0.6 ? 'm' : rate >= 0.3 ? 'l' : rate > 0 ? 'v' : 'z';
  const n = total >= 20 ? 'F' : total >= 4 ? 'S' : 'R';
  return `${LABELS[best]}${b}${n}`;
}

function hitTag(h: GazetteerHit | null): string {
  if (!h) return '-';
  const m = h.entry.classMask;
  const cls = (m & CLASS_BIT.person ? 'P' : '') + (m & CLASS_BIT.location ? 'L' : '') + (m & CLASS_BIT.misc ? 'M' : '');
  return `${h.kind[0]}${cls}`;
}

/** Feature strings of word i given the previous predicted label (the training path; order is part of the model's arithmetic). */
export function wordFeatures(ctx: WordContext, i: number, prevLabel: number, prev2Label: number, out: string[]): string[] {
  out.length = 0;
  wordInternalFeatures(ctx.words[i]!, ctx.hits[i]!, ctx.rates[i]!, ctx.stemRates[i]!, out);
  contextFeatures(ctx, i, out);
  labelFeatures(ctx.words[i]!, prevLabel, prev2Label, out);
  positionFeatures(ctx, i, out);
  return out;
}

/** Features of the word alone (word, affixes, stems, its gazetteer hit, lexicon rates): cacheable per word. */
export function wordInternalFeatures(w: string, h: GazetteerHit | null, r: string | null, sr: string | null, out: string[]): string[] {
  out.push('b', 'w=' + w, 'l=' + Math.min(w.length, 14));
  for (let k = 2; k <= 6; k++) if (w.length > k) out.push(`p${k}=` + w.slice(0, k));
  for (let k = 1; k <= 5; k++) if (w.length > k) out.push(`s${k}=` + w.slice(-k));
  const stems = candidateStems(w);
  for (let k = 1; k < stems.length && k < 5; k++) out.push('st=' + stems[k]);
  // Letter trigrams of the shortest candidate stem (inside the word, where affixes do not reach).
  const stem = stems[stems.length - 1]!;
  for (let k = 1; k + 3 < stem.length && k < 12; k++) out.push('c3=' + stem.slice(k, k + 3));
  const ht = hitTag(h);
  out.push('g=' + ht);
  if (h) {
    out.push('gl=' + ht + Math.min(h.end - h.start, 10), 'gcov=' + ht + (h.end - h.start === w.length ? 'all' : w.length - h.end));
    if (h.kind === 'prefix') out.push('gp=' + h.key, 'grest=' + w.slice(h.end, h.end + 3));
    else out.push('gk=' + h.key);
  }
  out.push('r=' + (r ?? '-'));
  if (r) out.push('rg=' + r + ht);
  else out.push('sr=' + (sr ?? '-'), 'srg=' + (sr ?? '-') + ht);
  return out;
}

/** Neighbour features (words ±2, suffixes, gazetteer and lexicon tags ±1). */
export function contextFeatures(ctx: WordContext, i: number, out: string[]): string[] {
  const { words, hits, rates, stemRates } = ctx;
  const prev = i > 0 ? words[i - 1]! : '<s>';
  const next = i + 1 < words.length ? words[i + 1]! : '</s>';
  const prev2 = i > 1 ? words[i - 2]! : '<s>';
  const next2 = i + 2 < words.length ? words[i + 2]! : '</s>';
  out.push('w-1=' + prev, 'w+1=' + next, 'w-2=' + prev2, 'w+2=' + next2);
  out.push('s3-1=' + prev.slice(-3), 's3+1=' + next.slice(-3));
  out.push('g-1=' + (i > 0 ? hitTag(hits[i - 1]!) : '<s>'), 'g+1=' + (i + 1 < words.length ? hitTag(hits[i + 1]!) : '</s>'));
  out.push('r-1=' + (i > 0 ? rates[i - 1] ?? '-' : '<s>'), 'r+1=' + (i + 1 < words.length ? rates[i + 1] ?? '-' : '</s>'));
  out.push('sr-1=' + (i > 0 ? stemRates[i - 1] ?? '-' : '<s>'), 'sr+1=' + (i + 1 < words.length ? stemRates[i + 1] ?? '-' : '</s>'));
  out.push('g-2=' + (i > 1 ? hitTag(hits[i - 2]!) : '<s>'), 'g+2=' + (i + 2 < words.length ? hitTag(hits[i + 2]!) : '</s>'));
  return out;
}

/** Previous-label features (the last label, the last two, the last with the word's ending). */
export function labelFeatures(w: string, prevLabel: number, prev2Label: number, out: string[]): string[] {
  out.push('pl=' + prevLabel, 'pl2=' + prev2Label + prevLabel, 'pls=' + prevLabel + w.slice(-2));
  return out;
}

/** Position and word-bigram features. */
export function positionFeatures(ctx: WordContext, i: number, out: string[]): string[] {
  const w = ctx.words[i]!;
  const next = i + 1 < ctx.words.length ? ctx.words[i + 1]! : '</s>';
  out.push('i=' + Math.min(i, 3), 'wn=' + w + '|' + next);
  return out;
}
