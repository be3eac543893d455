/**
 * @module
 * The nu- and nā-classes (Whitney §§ 697–728): a root of the fifth or eighth class (āpnoti, śṛṇoti, tanoti) or the
 * ninth (aśnāti, badhnāti, jānāti) inflects its whole present system from the third person singular a dictionary
 * lists, by these endings after the class sign. Rules as data: each row is a tense and voice, its nine endings in
 * the order 3rd, 2nd, 1st person × singular, dual, plural (as verb-forms.ts's thematic table), `a|b` two shapes of
 * one cell (after a consonant and after a vowel: āpnuvanti, cinvanti), `-` a form not listed.
 */
import type { GrammaticalNumber, Person } from './grammar.js';

export interface AthematicClass {
  /** the ending of the listed third person singular, active or middle (āp-noti, aś-nute; aś-nāti, badh-nīte) */
  active3sg: string;
  middle3sg: string;
  rows: ReadonlyArray<{ tense: string; voice: 'active' | 'middle'; augment: boolean; endings: string }>;
}

export const ATHEMATIC_CLASSES: readonly AthematicClass[] = [
  {
    active3sg: 'noti', middle3sg: 'nute',
    rows: [
      { tense: 'present', voice: 'active', augment: false, endings: 'noti nutaH nuvanti|nvanti nozi nuTaH nuTa nomi nuvaH|nvaH numaH' },
      { tense: 'present', voice: 'middle', augment: false, endings: 'nute nuvAte|nvAte nuvate|nvate nuze nuvATe|nvATe nuDve nuve|nve nuvahe|nvahe numahe' },
      { tense: 'imperfect', voice: 'active', augment: true, endings: 'not nutAm nuvan|nvan noH nutam nuta navam nuva numa' },
      { tense: 'imperative', voice: 'active', augment: false, endings: 'notu nutAm nuvantu|nvantu nuhi|nu nutam nuta navAni navAva navAma' },
      { tense: 'optative', voice: 'active', augment: false, endings: 'nuyAt nuyAtAm nuyuH nuyAH nuyAtam nuyAta nuyAm nuyAva nuyAma' },
      { tense: 'optative', voice: 'middle', augment: false, endings: 'nuvIta|nvIta - nuvIran|nvIran - - - nuvIya|nvIya - -' },
    ],
  },
  {
    active3sg: 'nAti', middle3sg: 'nIte',
    rows: [
      { tense: 'present', voice: 'active', augment: false, endings: 'nAti nItaH nanti nAsi nITaH nITa nAmi nIvaH nImaH' },
      { tense: 'present', voice: 'middle', augment: false, endings: 'nIte nAte nate nIze nATe nIDve ne nIvahe nImahe' },
      { tense: 'imperfect', voice: 'active', augment: true, endings: 'nAt nItAm nan nAH nItam nIta nAm nIva nIma' },
      { tense: 'imperative', voice: 'active', augment: false, endings: 'nAtu nItAm nantu nIhi|Ana nItam nIta nAni nAva nAma' },
      { tense: 'optative', voice: 'active', augment: false, endings: 'nIyAt nIyAtAm nIyuH nIyAH nIyAtam nIyAta nIyAm nIyAva nIyAma' },
      { tense: 'optative', voice: 'middle', augment: false, endings: 'nIta - nIran - - - nIya - -' },
    ],
  },
];

const P: Person[] = ['third', 'second', 'first'];
const N: GrammaticalNumber[] = ['singular', 'dual', 'plural'];

export interface AthematicEnding {
  ending: string; cls: AthematicClass; tense: string; voice: 'active' | 'middle'; augment: boolean; person: Person; number: GrammaticalNumber;
}

/** Every ending of both classes, longest first. */
export const ATHEMATIC_ENDINGS: readonly AthematicEnding[] = ATHEMATIC_CLASSES.flatMap((cls) => cls.rows.flatMap((row) =>
  row.endings.split(' ').flatMap((cell, i) => (cell === '-' ? [] : cell.split('|').map((ending) => ({
    ending, cls, tense: row.tense, voice: row.voice, augment: row.augment, person: P[Math.floor(i / 3)]!, number: N[i % 3]!,
  })))))).sort((a, b) => b.ending.length - a.ending.length);
