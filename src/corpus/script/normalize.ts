/**
 * Tokenisation of Sanskrit text into normalised SLP1 words: clean (clean.ts), fold to SLP1 (to-slp1.ts),
 * drop punctuation/daṇḍas/avagraha, and write a nasal before a stop as anusvāra M (saṅkalpa = saṃkalpa;
 * ../notes/corpus-and-ner.md §3 step 4).
 */
import { stripPunctuation } from './clean.js';
import type { InputScheme } from './scheme.js';
import { toSlp1 } from './to-slp1.js';

/** Homorganic nasal before a stop → M, in SLP1. */
export function foldAnusvara(slp1: string): string {
  return slp1
    .replace(/N(?=[kKgG])/g, 'M')
    .replace(/Y(?=[cCjJ])/g, 'M')
    .replace(/R(?=[wWqQ])/g, 'M')
    .replace(/n(?=[tTdD])/g, 'M')
    .replace(/m(?=[pPbB])/g, 'M');
}

/** Sanskrit text in any supported scheme → normalised SLP1 words. */
export function normalizeSanskrit(text: string, scheme?: InputScheme): string[] {
  const slp1 = toSlp1(text, scheme);
  return stripPunctuation(slp1.replace(/'/g, ' '))
    .split(' ')
    .filter((w) => w.length > 0)
    .map(foldAnusvara);
}
