/**
 * @module
 * The nu- and nā-classes (Whitney §§ 697–728): a root of the fifth or eighth class (āpnoti, śṛṇoti, tanoti) or the
 * ninth (aśnāti, badhnāti, jānāti) inflects its whole present system from the third person singular a dictionary
 * lists, by these endings after the class sign (paradigm-table.ts; `a|b`: after a consonant and after a vowel,
 * āpnuvanti, cinvanti).
 */
import { paradigmCells, type ParadigmCell } from './paradigm-table.js';

export interface AthematicClass {
  /** the ending of the listed third person singular, active or middle (āp-noti, aś-nute; aś-nāti, badh-nīte) */
  active3sg: string;
  middle3sg: string;
  cells: readonly ParadigmCell[];
}

export const ATHEMATIC_CLASSES: readonly AthematicClass[] = [
  {
    active3sg: 'noti', middle3sg: 'nute',
    cells: paradigmCells(`
      present    active  -  noti nutaH nuvanti|nvanti nozi nuTaH nuTa nomi nuvaH|nvaH numaH
      present    middle  -  nute nuvAte|nvAte nuvate|nvate nuze nuvATe|nvATe nuDve nuve|nve nuvahe|nvahe numahe
      imperfect  active  +  not nutAm nuvan|nvan noH nutam nuta navam nuva numa
      imperative active  -  notu nutAm nuvantu|nvantu nuhi|nu nutam nuta navAni navAva navAma
      optative   active  -  nuyAt nuyAtAm nuyuH nuyAH nuyAtam nuyAta nuyAm nuyAva nuyAma
      optative   middle  -  nuvIta|nvIta - nuvIran|nvIran - - - nuvIya|nvIya - -
    `),
  },
  {
    active3sg: 'nAti', middle3sg: 'nIte',
    cells: paradigmCells(`
      present    active  -  nAti nItaH nanti nAsi nITaH nITa nAmi nIvaH nImaH
      present    middle  -  nIte nAte nate nIze nATe nIDve ne nIvahe nImahe
      imperfect  active  +  nAt nItAm nan nAH nItam nIta nAm nIva nIma
      imperative active  -  nAtu nItAm nantu nIhi|Ana nItam nIta nAni nAva nAma
      optative   active  -  nIyAt nIyAtAm nIyuH nIyAH nIyAtam nIyAta nIyAm nIyAva nIyAma
      optative   middle  -  nIta - nIran - - - nIya - -
    `),
  },
];

/** Every cell of both classes with its class, longest ending first. */
export const ATHEMATIC_ENDINGS: ReadonlyArray<ParadigmCell & { cls: AthematicClass }> = ATHEMATIC_CLASSES
  .flatMap((cls) => cls.cells.map((c) => Object.assign({ cls }, c)))
  .sort((a, b) => b.ending.length - a.ending.length);
