/**
 * The Sanskrit search analyser, applied alike to verses and queries (docs/corpus.md §"Search"):
 * text → SLP1 (script/to-slp1.ts) → loose key (script/loose-key.ts) → (a) character trigrams over the key
 * with spaces removed, which match across unsplit sandhi and compounds ("karmanye vadhikaraste" ~
 * "karmaṇy evādhikāras te"), and (b) word stems from a light suffix stripper, so a word finds its inflected
 * forms (kṛṣṇaḥ, kṛṣṇena, kṛṣṇasya → krsn).
 */
import { looseKey } from '../script/loose-key.js';
import { stripPunctuation } from '../script/clean.js';
import type { InputScheme } from '../script/scheme.js';
import { toSlp1 } from '../script/to-slp1.js';

/** Nominal/verbal endings on the loose key (length, visarga and final schwa already dropped), longest first. */
const SUFFIXES = ['anam', 'anti', 'antu', 'ante', 'ebya', 'eby', 'esu', 'asy', 'ayo', 'ati', 'asi', 'ami', 'atu', 'ate', 'ena', 'en', 'ay', 'at', 'am', 'ai', 'au', 'an', 'ani', 'e', 'i', 'o', 'u', 'a'];

export function stem(looseWord: string): string {
  for (const s of SUFFIXES) {
    if (looseWord.length - s.length >= 3 && looseWord.endsWith(s)) return looseWord.slice(0, -s.length);
  }
  return looseWord;
}

export function trigrams(key: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 3 <= key.length; i++) out.push(key.slice(i, i + 3));
  return out;
}

export interface Analysed {
  /** loose key words */
  words: string[];
  /** loose key, spaces removed */
  joined: string;
  stems: string[];
  grams: string[];
}

export function analyseSlp1(slp1: string): Analysed {
  const plain = stripPunctuation(slp1.replace(/'/g, ' '));
  const words = looseKey(plain).split(' ').filter((w) => w.length > 0);
  // Trigram key: schwa kept (so "citta" in a compound meets "chitta" typed alone), word-final s (visarga
  // sandhi: yogaś / yogaḥ / yoga) dropped, spaces removed.
  const joined = looseKey(plain, { keepFinalSchwa: true }).split(' ').map((w) => (w.length > 2 ? w.replace(/s$/, '') : w)).join('');
  return { words, joined, stems: words.map(stem), grams: trigrams(joined) };
}

export function analyseQuery(q: string, scheme?: InputScheme): Analysed {
  return analyseSlp1(toSlp1(q, scheme));
}
