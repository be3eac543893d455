/**
 * Where the verse's words start in its search key (analyze.ts): the key is the words' keys joined, a doubled
 * letter across a former word boundary written once (the next word then starts on that letter). match_share
 * (corpus-engine.ts) counts a run of the query only from a word start, so that "tat tvam asi" inside
 * "sahamānātha tvam asi" is not a good match. When the words' keys do not join to the verse's key (a word's
 * key changes with its neighbours), every position counts as a word start.
 */
import { searchKey, wordSearchKey } from './analyze.js';

/** The verse's search key and the key offsets where its words start (null when they cannot be aligned). */
export function keyWithWordStarts(slp1: string): { key: string; starts: number[] | null } {
  const key = searchKey(slp1);
  let built = '';
  const starts: number[] = [];
  for (const w of slp1.replace(/'/g, ' ').split(/\s+/)) {
    let k = wordSearchKey(w);
    if (!k) continue;
    if (built && built.at(-1) === k[0]) {
      starts.push(built.length - 1);
      k = k.slice(1);
    } else starts.push(built.length);
    built += k;
  }
  return { key, starts: built === key ? starts : null };
}

/** Sets the word-start bits of a key written at `offset` of a bit array (every position when `starts` is null). */
export function markWordStarts(bits: Uint8Array, offset: number, keyLength: number, starts: number[] | null): void {
  if (starts === null) for (let p = offset; p < offset + keyLength; p++) bits[p >>> 3]! |= 1 << (p & 7);
  else for (const s of starts) bits[(offset + s) >>> 3]! |= 1 << ((offset + s) & 7);
}
