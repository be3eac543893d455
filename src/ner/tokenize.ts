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
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    const slp1 = wordToSlp1(raw, s);
    if (slp1.length === 0) continue;
    tokens.push({ index: tokens.length, text: raw, charStart: m.index!, charEnd: m.index! + raw.length, slp1 });
  }
  return { scheme: s, tokens };
}

export function wordToSlp1(word: string, scheme: InputScheme): string {
  return normalizeSlp1Word(toSlp1(word.replace(/’/g, "'"), scheme));
}

/**
 * Maps a range of SLP1 letters inside a token back to a range of the token's original characters:
 * the smallest original prefix whose SLP1 form reaches `slp1Start` / `slp1End` letters.
 * Devanagari consonants carry an inherent vowel, so a prefix can only end on an akṣara boundary.
 */
export function slp1RangeToChars(token: Token, scheme: InputScheme, slp1Start: number, slp1End: number): [number, number] {
  if (slp1Start <= 0 && slp1End >= token.slp1.length) return [token.charStart, token.charEnd];
  const lengths: number[] = [0];
  for (let j = 1; j <= token.text.length; j++) lengths.push(wordToSlp1(token.text.slice(0, j), scheme).length);
  const find = (n: number, fallback: number): number => {
    if (n <= 0) return 0;
    for (let j = 1; j <= token.text.length; j++) if (lengths[j]! >= n) return j;
    return fallback;
  };
  let a = find(slp1Start, 0);
  // Skip trailing combining marks of the previous akṣara.
  while (a < token.text.length && /\p{M}/u.test(token.text[a]!)) a++;
  let b = slp1End >= token.slp1.length ? token.text.length : find(slp1End, token.text.length);
  // Characters that add no SLP1 letter (the u of IAST "au", marks) belong to the span.
  while (b < token.text.length && (/\p{M}/u.test(token.text[b]!) || lengths[b + 1] === lengths[b])) b++;
  if (b <= a) return [token.charStart, token.charEnd];
  return [token.charStart + a, token.charStart + b];
}
