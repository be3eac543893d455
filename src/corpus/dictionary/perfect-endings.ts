/**
 * @module
 * The perfect's endings on its weak stem (Whitney §§ 790–800): the forms a dictionary does not list are made from
 * the weak stem its middle third person singular shows (jagmé → jagm-: jagmuḥ, jagmatuḥ, jagmire). Rows as in
 * athematic-classes.ts: nine cells, 3rd, 2nd, 1st person × singular, dual, plural; `-` a cell on the strong stem
 * (jagāma, jagantha), which the dictionary's own listing covers for the third person.
 */
import type { GrammaticalNumber, Person } from './grammar.js';

const ROWS: ReadonlyArray<{ voice: 'active' | 'middle'; endings: string }> = [
  { voice: 'active', endings: '- atuH uH - aTuH a - iva ima' },
  { voice: 'middle', endings: 'e Ate ire ize ATe iDve e ivahe imahe' },
];

const P: Person[] = ['third', 'second', 'first'];
const N: GrammaticalNumber[] = ['singular', 'dual', 'plural'];

export interface PerfectEnding { ending: string; voice: 'active' | 'middle'; person: Person; number: GrammaticalNumber }

/** Every weak-stem ending of the perfect, longest first. */
export const PERFECT_WEAK_ENDINGS: readonly PerfectEnding[] = ROWS.flatMap((row) => row.endings.split(' ').flatMap((ending, i) =>
  ending === '-' ? [] : [{ ending, voice: row.voice, person: P[Math.floor(i / 3)]!, number: N[i % 3]! }]))
  .sort((a, b) => b.ending.length - a.ending.length);
