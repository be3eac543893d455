/**
 * Second pass over the words of one text (a request, or a chapter in the bench): a name is a name throughout
 * its text. When the tagger gives a word a class with high probability, the word's candidate stems (stem-slp1.ts)
 * vouch for that class elsewhere in the text, so another form of the same stem that the tagger left O in a
 * context it trusts less (baBruvAhanam after baBruvAhanaH was found; a name new to the book met several times)
 * takes the class when the tagger itself gives it some weight. Stems with conflicting vouches vouch for nothing.
 *
 * The thresholds were chosen on the validation split of the training volumes (bench/ner/validate.ts: volumes
 * 10, 11, 14, the tagger trained on the others, texts = chapters), never on the test volumes 15–18.
 */
import { LABELS } from './features.js';
import { candidateStems } from './stem-slp1.js';
import type { WordTag } from './tag-words.js';

export interface DocumentNameOptions {
  /** A word tagged with a class at this probability or more vouches for its stems. */
  vouchAbove: number;
  /** An O word with a vouched stem takes the class when the tagger gives that class this probability or more. */
  promoteAbove: number;
  /** Shortest stem that vouches (short stems are common words as often as names). */
  minStemLetters: number;
  /** Also an O word that begins with a vouched stem (first member of a compound: kfpaBojO after kfpaH). */
  prefixes: boolean;
}

export const DEFAULT_DOCUMENT_NAME_OPTIONS: DocumentNameOptions = { vouchAbove: 0.5, promoteAbove: 0.05, minStemLetters: 4, prefixes: true };

/** Confidence of a word relabelled by the second pass (kept at the default threshold 0.5, as gazetteer-rescue.ts). */
export const DOCUMENT_NAME_CONFIDENCE = 0.5;

/** Relabels, in place, O words of the text whose stem a confident tag vouches for; returns how many changed. */
export function harmoniseDocumentNames(
  words: readonly (readonly string[])[], tags: WordTag[][], opts: DocumentNameOptions = DEFAULT_DOCUMENT_NAME_OPTIONS,
): number {
  const vouched = new Map<string, number>(); // stem → label, or -1 when labels conflict
  words.forEach((ws, s) => ws.forEach((w, i) => {
    const t = tags[s]![i]!;
    if (t.label === 0 || t.confidence < opts.vouchAbove) return;
    for (const stem of candidateStems(w)) {
      if (stem.length < opts.minStemLetters) continue;
      const v = vouched.get(stem);
      vouched.set(stem, v === undefined || v === t.label ? t.label : -1);
    }
  }));
  if (vouched.size === 0) return 0;
  // Every vouched stem keeps the word's first two letters (a stem of ≥ 4 letters replaces at most 2 of them),
  // so a word whose first two letters start no vouched stem has nothing to look up.
  const heads = new Set<string>();
  for (const stem of vouched.keys()) heads.add(stem.slice(0, 2));
  let changed = 0;
  words.forEach((ws, s) => ws.forEach((w, i) => {
    const t = tags[s]![i]!;
    if (t.label !== 0 || !heads.has(w.slice(0, 2))) return;
    const keys = candidateStems(w);
    if (opts.prefixes) for (let n = Math.min(w.length - 1, 16); n >= opts.minStemLetters; n--) keys.push(w.slice(0, n));
    for (const stem of keys) {
      const k = vouched.get(stem);
      if (k === undefined || k < 1 || k >= LABELS.length || t.probs[k]! < opts.promoteAbove) continue;
      tags[s]![i] = { label: k, confidence: DOCUMENT_NAME_CONFIDENCE, hit: t.hit, probs: t.probs };
      changed++;
      return;
    }
  }));
  return changed;
}
