/**
 * Tokenizer that keeps positions in the ORIGINAL input string.
 * A word is a maximal run of letters, combining marks, avagraha (ऽ, `'`, `’`) and ZWJ/ZWNJ
 * (`/[\p{L}\p{M}'’\u200C\u200D]+/u`); daṇḍas, digits, punctuation and spaces separate words.
 * Offsets are JavaScript string indices (UTF-16 code units; equal to code points for Devanagari and IAST,
 * which lie in the BMP), end exclusive.
 * Each word is folded to SLP1 with src/corpus/script (`toSlp1`, scheme detected once for the whole text)
 * and normalised (normalize-slp1.ts).
 */
import { detectScheme, toSlp1, type InputScheme } from '../corpus/script/index.js';
import { normalizeSlp1Word } from './normalize-slp1.js';

export interface Token {
  index: number;
  text: string;
  charStart: number;
  charEnd: number;
  slp1: string;
}

const WORD = /[\p{L}\p{M}'’\u200C\u200D]+/gu;

export function tokenize(text: string, scheme?: InputScheme): { scheme: InputScheme; tokens: Token[] } {
  const s = scheme ?? detectScheme(text);
  const matches = [...text.matchAll(WORD)];
  // One transliteration call for the whole text (fast path); per word when the word count does not survive it.
  let folded = toSlp1(matches.map((m) => m[0].replace(/’/g, "'")).join(' '), s).split(/\s+/).filter((w) => w.length > 0);
  if (folded.length !== matches.length) folded = matches.map((m) => toSlp1(m[0].replace(/’/g, "'"), s));
  const tokens: Token[] = [];
  matches.forEach((m, i) => {
    const raw = m[0];
    const slp1 = normalizeSlp1Word(folded[i]!);
    if (slp1.length === 0) return;
    tokens.push({ index: tokens.length, text: raw, charStart: m.index!, charEnd: m.index! + raw.length, slp1 });
  });
  return { scheme: s, tokens };
}

export function wordToSlp1(word: string, scheme: InputScheme): string {
  return normalizeSlp1Word(toSlp1(word.replace(/’/g, "'"), scheme));
}

/** Letters of a word's prefix once folded: `len(j) = wordToSlp1(word.slice(0, j), scheme).length`. */
export type PrefixLetters = (j: number) => number;

/**
 * PrefixLetters of a word. `allAtOnce`: one transliteration call over all prefixes joined by spaces, for a word
 * mapped at many places (a call costs ~15 µs besides its length, so a call per prefix made a compound's
 * segments the costliest step of NER); per prefix when the piece count does not survive the call (a prefix that
 * folds to nothing). Otherwise each prefix is folded when first asked (one place: a binary search asks ~log n).
 * Either way O(length²) letters at worst: callers bound the length (recognize.ts).
 */
export function prefixLetterCounter(word: string, scheme: InputScheme, allAtOnce: boolean): PrefixLetters {
  const text = word.replace(/’/g, "'");
  const memo = new Int32Array(text.length + 1).fill(-1);
  memo[0] = 0;
  if (allAtOnce && text.length > 0) {
    const prefixes: string[] = [];
    for (let j = 1; j <= text.length; j++) prefixes.push(text.slice(0, j));
    const pieces = toSlp1(prefixes.join(' '), scheme).split(' ');
    if (pieces.length === prefixes.length) pieces.forEach((p, i) => { memo[i + 1] = normalizeSlp1Word(p).length; });
  }
  return (j) => {
    let v = memo[j]!;
    if (v < 0) { v = normalizeSlp1Word(toSlp1(text.slice(0, j), scheme)).length; memo[j] = v; }
    return v;
  };
}

/**
 * Maps a range of SLP1 letters inside a token back to a range of the token's original characters:
 * the smallest original prefix whose SLP1 form reaches `slp1Start` / `slp1End` letters.
 * Devanagari consonants carry an inherent vowel, so a prefix can only end on an akṣara boundary.
 * Pass one `len` (prefixLetterCounter of the token's text) to map several ranges of one token.
 */
export function slp1RangeToChars(
  token: Token, scheme: InputScheme, slp1Start: number, slp1End: number,
  len: PrefixLetters = prefixLetterCounter(token.text, scheme, false),
): [number, number] {
  if (slp1Start <= 0 && slp1End >= token.slp1.length) return [token.charStart, token.charEnd];
  const text = token.text;
  // Binary search for the smallest prefix reaching n letters (prefix lengths grow monotonically up to the
  // ±1 of a Devanagari inherent vowel, fixed by the local step back below).
  const find = (n: number): number => {
    if (n <= 0) return 0;
    let lo = 1; let hi = text.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (len(mid) >= n) hi = mid; else lo = mid + 1; }
    while (lo > 1 && len(lo - 1) >= n) lo--;
    return lo;
  };
  let a = find(slp1Start);
  while (a < text.length && /\p{M}/u.test(text[a]!)) a++;
  let b = slp1End >= token.slp1.length ? text.length : find(slp1End);
  // Characters that add no SLP1 letter (the u of IAST "au", marks) belong to the span.
  while (b < text.length && (/\p{M}/u.test(text[b]!) || len(b + 1) === len(b))) b++;
  if (b <= a) return [token.charStart, token.charEnd];
  return [token.charStart + a, token.charStart + b];
}
