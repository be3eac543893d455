/**
 * @module
 * The perfect's endings on its weak stem (Whitney §§ 790–800): the forms a dictionary does not list are made from
 * the weak stem its middle third person singular shows (jagmé → jagm-: jagmuḥ, jagmatuḥ, jagmire). In the table's
 * format (paradigm-table.ts); `-` a cell on the strong stem (jagāma, jagantha), which the dictionary's own listing
 * covers for the third person.
 */
import { paradigmCells, type ParadigmCell } from './paradigm-table.js';

export const PERFECT_WEAK_ENDINGS: readonly ParadigmCell[] = paradigmCells(`
  perfect  active  -  -  atuH  uH   -    aTuH  a     -  iva    ima
  perfect  middle  -  e  Ate   ire  ize  ATe   iDve  e  ivahe  imahe
`);
