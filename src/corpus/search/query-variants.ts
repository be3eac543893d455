/**
 * @module
 * Other readings of a fulltext query that matched weakly, tried in order (corpus-engine.ts keeps the first that
 * matches well). Pure: the query in SLP1 in, SLP1 variants out.
 * - Vowel sandhi at the word joints the query was typed with (Whitney §§ 126–132): a text prints "asty uttarasyāṃ"
 *   or "astyuttarasyāṃ" where people type "asti uttarasyam"; i, u before another vowel become y, v; a and ā merge
 *   with a following vowel (tathā eva → tathaiva); -aḥ before a becomes o' (devaḥ api → devo'pi).
 * - ṛ typed as "ru" after a consonant (matru, Krushna, amrut, as Hindi and Marathi spelling writes ṛ): only for plain
 *   ASCII input, where ITRANS reads "ru" literally.
 */

const JOINT_SANDHI: ReadonlyArray<[RegExp, string]> = [
  [/([iI])\s+([aAuUeEoOfF])/g, 'y$2'],
  [/([uU])\s+([aAiIeEoOfF])/g, 'v$2'],
  [/aH\s+a/g, "o'"],
  [/[aA]\s+[aA]/g, 'A'],
  [/[aA]\s+[iI]/g, 'e'],
  [/[aA]\s+[uU]/g, 'o'],
  [/[aA]\s+[eE]/g, 'E'],
  [/[aA]\s+[oO]/g, 'O'],
  [/e\s+a/g, "e'"],
];

/** A vowel-final word before a vowel-initial one, joined as the sandhi joins them; null when the query has no such joint. */
export function joinAtVowelJoints(slp1: string): string | null {
  let out = slp1;
  for (const [re, to] of JOINT_SANDHI) out = out.replace(re, to);
  return out === slp1 ? null : out;
}

/** "ru" after a consonant read as ṛ (f); null when the query has none. */
export function ruAsVocalicR(slp1: string): string | null {
  const out = slp1.replace(/(?<=[kKgGcCjJwWqQtTdDpPbBnmyvSzsh])ru/g, 'f');
  return out === slp1 ? null : out;
}

/** The variants to try, most specific first (both readings, then each alone); `asciiInput` allows the ṛ reading. */
export function queryVariants(slp1: string, asciiInput: boolean): string[] {
  const joined = joinAtVowelJoints(slp1);
  const r = asciiInput ? ruAsVocalicR(slp1) : null;
  const both = joined && r ? ruAsVocalicR(joined) : null;
  return [...new Set([both, joined, r].filter((v): v is string => v !== null))];
}
