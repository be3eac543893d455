/**
 * Snippet highlighting: the words of a hit that match the query, in `<mark>…</mark>` (docs/corpus.md §"Search").
 * A page of hits is often long commentary paragraphs (300–600 words each), so the Sanskrit marker tests a
 * word's trigrams against stamp arrays over the trigram space instead of building a set per word.
 */
import { GRAM_SPACE, gramAt, wordSearchKey } from './analyze.js';
import { foldSpelling } from './spelling-variants.js';
import { toSlp1 } from '../script/to-slp1.js';

/** gram → stamp of the call whose query holds it; gram → stamp of the word that has read it (one call at a time) */
const queryMark = new Int32Array(GRAM_SPACE);
const wordMark = new Int32Array(GRAM_SPACE);
let queryStamp = 0;
let wordStamp = 0;

/**
 * Marks the verse words that match the query: a word whose search key is part of the query key, or holds it,
 * or has at least 60% of its distinct trigrams among the query's (`qGrams`, distinct trigram codes of
 * `qJoined`). Words are read from the SLP1 text when it has as many words as the display text (always, for
 * texts built by verse-text.ts), else transliterated one by one.
 */
export function highlightSanskrit(text: string, slp1: string, devanagari: boolean, qGrams: Iterable<number>, qJoined: string): string {
  if (queryStamp === 0x7fffffff) {
    queryMark.fill(0);
    queryStamp = 0;
  }
  const qs = ++queryStamp;
  for (const g of qGrams) queryMark[g] = qs;
  // read with the SLP1 words; when the two texts turn out to differ in their word counts, again with each word
  // transliterated
  return markWords(text, slp1, devanagari, qJoined, qs, true) ?? markWords(text, slp1, devanagari, qJoined, qs, false)!;
}

/**
 * The marked text. The words are the pieces between runs of white space (as `split(/\s+/)` gives them), read in
 * place. `fromSlp1`: the n-th word's SLP1 is the n-th piece of `slp1` (null when `slp1` has another number of
 * pieces than `text`).
 */
function markWords(text: string, slp1: string, devanagari: boolean, qJoined: string, qs: number, fromSlp1: boolean): string | null {
  const n = text.length;
  let sp = 0; // start of the next SLP1 word
  let textRuns = 0;
  let slpRuns = 0;
  let out = '';
  for (let i = 0; ;) {
    let j = i;
    while (j < n && !isSpace(text.charCodeAt(j))) j++;
    if (j > i) {
      const tok = text.slice(i, j);
      let s: string;
      if (fromSlp1) {
        let e = sp;
        while (e < slp1.length && !isSpace(slp1.charCodeAt(e))) e++;
        s = slp1.slice(sp, e);
        for (sp = e; sp < slp1.length && isSpace(slp1.charCodeAt(sp)); sp++);
        slpRuns += +(sp > e);
      } else s = toSlp1(tok.replace(/[|।॥]/g, ''), devanagari ? 'devanagari' : 'iast');
      out += matches(wordSearchKey(s), qJoined, qs) ? `<mark>${tok}</mark>` : tok;
    }
    if (j >= n) break;
    for (i = j; i < n && isSpace(text.charCodeAt(i)); i++);
    textRuns++;
    out += text.slice(j, i);
  }
  return fromSlp1 && slpRuns + spaceRuns(slp1, sp) !== textRuns ? null : out;
}

/** Whether a word of search key `k` matches the query (see highlightSanskrit). */
function matches(k: string, qJoined: string, qs: number): boolean {
  if (k.length < 2) return false;
  if ((k.length >= 3 && qJoined.includes(k)) || (qJoined.length >= 3 && k.includes(qJoined))) return true;
  return k.length >= 4 && sharedGrams(k, qs);
}

/** White space as regular expressions' `\s` (ECMAScript: WhiteSpace and LineTerminator). */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  // letters: Latin with diacritics, Devanagari (below U+1680), and U+1E00–U+1EFF (ṛ ṃ ṇ ṣ ḥ) in two tests
  if (c < 0x1680) return c === 0xa0;
  if (c < 0x2000) return c === 0x1680;
  return c <= 0x200a || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** Runs of white space in `s` from `from` on (its words by `split(/\s+/)` are one more). */
function spaceRuns(s: string, from: number): number {
  let runs = 0;
  let inRun = false;
  for (let i = from; i < s.length; i++) {
    const sp = isSpace(s.charCodeAt(i));
    runs += +(sp && !inRun);
    inRun = sp;
  }
  return runs;
}

/** Whether at least 60% of the distinct trigrams of key `k` are marked with the query stamp `qs`. */
function sharedGrams(k: string, qs: number): boolean {
  if (wordStamp === 0x7fffffff) {
    wordMark.fill(0);
    wordStamp = 0;
  }
  const ws = ++wordStamp;
  let distinct = 0;
  let shared = 0;
  for (let p = 0; p + 3 <= k.length; p++) {
    const g = gramAt(k, p);
    if (wordMark[g] === ws) continue;
    wordMark[g] = ws;
    distinct++;
    shared += +(queryMark[g] === qs);
  }
  return shared >= 0.6 * distinct;
}

const foldedTokens = new Map<string, string>();

/**
 * A translation token's letters and digits, spelling-folded; memoised (bounded): a page of translation hits is
 * thousands of words, folding one costs a few regular expressions, and the words of translations repeat.
 */
function foldedToken(tok: string): string {
  let l = foldedTokens.get(tok);
  if (l === undefined) {
    l = foldSpelling(tok.replace(/[^\p{L}\p{M}\p{N}]/gu, ''));
    if (foldedTokens.size >= 200_000) foldedTokens.clear();
    foldedTokens.set(tok, l);
  }
  return l;
}

/** Empties the folded-token memo (an idle server gives its memory back). */
export function forgetFoldedTokens(): void {
  foldedTokens.clear();
}

/** Marks the translation words that start with a query word's stem (its spelling folded: śūdra marks "Shudra"). */
export function highlightWords(text: string, terms: string[]): string {
  if (terms.length === 0) return text;
  const stems = terms.map((t) => foldSpelling(t)).map((t) => t.slice(0, Math.max(3, t.length - 2)));
  return text.split(/(\s+)/).map((tok) => {
    const l = foldedToken(tok);
    return l.length > 2 && stems.some((s) => l.startsWith(s)) ? `<mark>${tok}</mark>` : tok;
  }).join('');
}
