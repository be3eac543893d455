/**
 * @module
 * The one format of the verb tables (verb-forms.ts, athematic-classes.ts, perfect-endings.ts): a row per tense and
 * voice, `tense voice augment e1 … e9`, the nine endings in the order 3rd, 2nd, 1st person × singular, dual,
 * plural (Whitney's order); `augment` is `+` when the past takes the augment a-, else `-`; in a cell `a|b` are two
 * shapes of one form and `-` a form the table does not give. A multi-word tense is written with `_`
 * (`periphrastic_perfect`).
 */
import type { GrammaticalNumber, Person } from './grammar.js';

const PERSONS: readonly Person[] = ['third', 'second', 'first'];
const NUMBERS: readonly GrammaticalNumber[] = ['singular', 'dual', 'plural'];

/** The person and number of cell `i` (0–8) of a row. */
export function personNumberOf(i: number): { person: Person; number: GrammaticalNumber } {
  return { person: PERSONS[Math.floor(i / 3)]!, number: NUMBERS[i % 3]! };
}

export interface ParadigmCell {
  ending: string;
  tense: string;
  voice: 'active' | 'middle';
  augment: boolean;
  person: Person;
  number: GrammaticalNumber;
}

/** Every cell of a table, longest ending first. */
export function paradigmCells(table: string): ParadigmCell[] {
  const out: ParadigmCell[] = [];
  for (const line of table.split('\n').map((l) => l.trim()).filter(Boolean)) {
    const [tense, voice, augment, ...cells] = line.split(/\s+/);
    if (cells.length !== 9 || (voice !== 'active' && voice !== 'middle') || (augment !== '+' && augment !== '-')) {
      throw new Error(`paradigm row: ${line}`);
    }
    cells.forEach((cell, i) => {
      if (cell === '-') return;
      for (const ending of cell.split('|')) out.push({ ending, tense: tense!.replace(/_/g, ' '), voice, augment: augment === '+', ...personNumberOf(i) });
    });
  }
  return out.sort((a, b) => b.ending.length - a.ending.length);
}
