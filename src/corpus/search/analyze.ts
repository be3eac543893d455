/**
 * The Sanskrit search analyser, applied alike to verses and queries (docs/corpus.md §"Search"):
 * text → SLP1 (script/to-slp1.ts) → loose key (script/loose-key.ts: vowel length, aspiration, retroflexion,
 * sibilants and nasals folded) → the *search key*: words joined without spaces, final schwa kept (so "citta"
 * inside a compound meets "chitta" typed alone), word-final s dropped (visarga sandhi: yogaś / yogaḥ / yoga),
 * doubled letters collapsed again across the former word boundaries ("āsīn no" = "āsīnno"). Character trigrams
 * over the search key are the index terms: they match across unsplit sandhi and compounds ("karmanye
 * vadhikaraste" ~ "karmaṇy evādhikāras te") and a word finds its inflected forms (kṛṣṇaḥ, kṛṣṇena → krs, rsn).
 * The key alphabet is a–z, so a trigram is an integer code < 26³.
 */
import { looseKey } from '../script/loose-key.js';
import { stripPunctuation } from '../script/clean.js';
import type { InputScheme } from '../script/scheme.js';
import { toSlp1 } from '../script/to-slp1.js';

export const GRAM_SPACE = 26 * 26 * 26;

/** Search key of one SLP1 word or run of words (see the module comment). */
export function searchKey(slp1: string): string {
  const plain = stripPunctuation(slp1.replace(/'/g, ' '));
  return looseKey(plain, { keepFinalSchwa: true })
    .split(' ')
    .map((w) => (w.length > 2 ? w.replace(/s$/, '') : w))
    .join('')
    .replace(/([a-z])\1+/g, '$1');
}

const wordKeys = new Map<string, string>();

/**
 * `searchKey` of one word, memoised (bounded): highlighting a hit keys each of its words, ~2 µs a word, and a
 * long hit (a commentary paragraph of 1,000 words) is a few ms; the words of a corpus repeat.
 */
export function wordSearchKey(slp1Word: string): string {
  let k = wordKeys.get(slp1Word);
  if (k === undefined) {
    k = searchKey(slp1Word);
    if (wordKeys.size >= 200_000) wordKeys.clear();
    wordKeys.set(slp1Word, k);
  }
  return k;
}

/** Empties the word-key memo (an idle server gives its memory back). */
export function forgetWordKeys(): void {
  wordKeys.clear();
}

/** Trigram code at position i of a key (a–z only). */
export function gramAt(key: string, i: number): number {
  return (key.charCodeAt(i) - 97) * 676 + (key.charCodeAt(i + 1) - 97) * 26 + (key.charCodeAt(i + 2) - 97);
}

/** Distinct trigram codes of a key, in order of first occurrence. */
export function gramCodes(key: string): number[] {
  const seen = new Set<number>();
  for (let i = 0; i + 3 <= key.length; i++) seen.add(gramAt(key, i));
  return [...seen];
}

export interface Analysed {
  /** the search key (words joined, see above) */
  joined: string;
  /** distinct trigram codes of `joined` */
  grams: number[];
}

export function analyseSlp1(slp1: string): Analysed {
  const joined = searchKey(slp1);
  return { joined, grams: gramCodes(joined) };
}

export function analyseQuery(q: string, scheme?: InputScheme): Analysed {
  return analyseSlp1(toSlp1(q, scheme));
}
