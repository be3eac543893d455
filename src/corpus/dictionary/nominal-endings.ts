/**
 * @module
 * Nominal declension as ending tables (Whitney, Sanskrit Grammar §§ 326–450; pausa forms): for each stem class,
 * the stem-final letters the endings replace and the 24 endings in the order nom., acc., instr., dat., abl.,
 * gen., loc., voc. × sg., du., pl. (`/` separates alternatives). Inverted once (`ENDING_INDEX`) so a word is
 * analysed by its possible endings: `Darmasya` → stem `Darma`, a-stem, genitive singular, m./n.
 * Retroflex ṇ after r/ṛ/ṣ (`rAmeRa`) is matched by trying the word with that ṇ written n (lemma-candidates.ts).
 */
import { CASES, NUMBERS, type Analysis } from './grammar.js';

interface StemClass {
  /** label shown as `stem_class` */
  label: string;
  /** letters at the end of the stem that the endings replace */
  stemFinal: string;
  gender: 'm' | 'f' | 'n';
  /** 24 cells, each `e1/e2` */
  cells: string;
  /** how common the class is, a prior when nothing else decides (1 = a-stems) */
  prior: number;
}

const A_M = 'aH|O|AH  am|O|An  ena|AByAm|EH  Aya|AByAm|eByaH  At/Ad|AByAm|eByaH  asya|ayoH|AnAm  e|ayoH|ezu  a|O|AH';
const A_N = 'am|e|Ani  am|e|Ani  ena|AByAm|EH  Aya|AByAm|eByaH  At/Ad|AByAm|eByaH  asya|ayoH|AnAm  e|ayoH|ezu  a|e|Ani';

const CLASSES: StemClass[] = [
  { label: 'a', stemFinal: 'a', gender: 'm', prior: 1, cells: A_M },
  { label: 'a', stemFinal: 'a', gender: 'n', prior: 0.95, cells: A_N },
  { label: 'ā', stemFinal: 'A', gender: 'f', prior: 0.9, cells: 'A|e|AH  Am|e|AH  ayA|AByAm|ABiH  AyE|AByAm|AByaH  AyAH|AByAm|AByaH  AyAH|ayoH|AnAm  AyAm|ayoH|Asu  e|e|AH' },
  { label: 'i', stemFinal: 'i', gender: 'm', prior: 0.7, cells: 'iH|I|ayaH  im|I|In  inA|iByAm|iBiH  aye|iByAm|iByaH  eH|iByAm|iByaH  eH|yoH|InAm  O|yoH|izu  e|I|ayaH' },
  { label: 'i', stemFinal: 'i', gender: 'f', prior: 0.7, cells: 'iH|I|ayaH  im|I|IH  yA|iByAm|iBiH  aye/yE|iByAm|iByaH  eH/yAH|iByAm|iByaH  eH/yAH|yoH|InAm  O/yAm|yoH|izu  e|I|ayaH' },
  { label: 'i', stemFinal: 'i', gender: 'n', prior: 0.4, cells: 'i|inI|Ini  i|inI|Ini  inA|iByAm|iBiH  ine|iByAm|iByaH  inaH|iByAm|iByaH  inaH|inoH|InAm  ini|inoH|izu  i/e|inI|Ini' },
  { label: 'ī', stemFinal: 'I', gender: 'f', prior: 0.7, cells: 'I|yO|yaH  Im|yO|IH  yA|IByAm|IBiH  yE|IByAm|IByaH  yAH|IByAm|IByaH  yAH|yoH|InAm  yAm|yoH|Izu  i|yO|yaH' },
  { label: 'u', stemFinal: 'u', gender: 'm', prior: 0.6, cells: 'uH|U|avaH  um|U|Un  unA|uByAm|uBiH  ave|uByAm|uByaH  oH|uByAm|uByaH  oH|voH|UnAm  O|voH|uzu  o|U|avaH' },
  { label: 'u', stemFinal: 'u', gender: 'f', prior: 0.4, cells: 'uH|U|avaH  um|U|UH  vA|uByAm|uBiH  ave/vE|uByAm|uByaH  oH/vAH|uByAm|uByaH  oH/vAH|voH|UnAm  O/vAm|voH|uzu  o|U|avaH' },
  { label: 'u', stemFinal: 'u', gender: 'n', prior: 0.3, cells: 'u|unI|Uni  u|unI|Uni  unA|uByAm|uBiH  une|uByAm|uByaH  unaH|uByAm|uByaH  unaH|unoH|UnAm  uni|unoH|uzu  u/o|unI|Uni' },
  { label: 'ṛ', stemFinal: 'f', gender: 'm', prior: 0.4, cells: 'A|ArO/arO|AraH/araH  Aram/aram|ArO/arO|Fn  rA|fByAm|fBiH  re|fByAm|fByaH  uH|fByAm|fByaH  uH|roH|FRAm/FnAm  ari|roH|fzu  aH|ArO/arO|AraH/araH' },
  { label: 'ṛ', stemFinal: 'f', gender: 'f', prior: 0.3, cells: 'A|arO|araH  aram|arO|FH  rA|fByAm|fBiH  re|fByAm|fByaH  uH|fByAm|fByaH  uH|roH|FRAm/FnAm  ari|roH|fzu  aH|arO|araH' },
  { label: 'an', stemFinal: 'an', gender: 'm', prior: 0.5, cells: 'A|AnO|AnaH  Anam|AnO|naH/anaH  nA/anA|aByAm|aBiH  ne/ane|aByAm|aByaH  naH/anaH|aByAm|aByaH  naH/anaH|noH/anoH|nAm/anAm  ni/ani|noH/anoH|asu  an|AnO|AnaH' },
  { label: 'an', stemFinal: 'an', gender: 'n', prior: 0.5, cells: 'a|nI/anI|Ani  a|nI/anI|Ani  nA/anA|aByAm|aBiH  ne/ane|aByAm|aByaH  naH/anaH|aByAm|aByaH  naH/anaH|noH/anoH|nAm/anAm  ni/ani|noH/anoH|asu  a/an|nI/anI|Ani' },
  { label: 'in', stemFinal: 'in', gender: 'm', prior: 0.5, cells: 'I|inO|inaH  inam|inO|inaH  inA|iByAm|iBiH  ine|iByAm|iByaH  inaH|iByAm|iByaH  inaH|inoH|inAm  ini|inoH|izu  in|inO|inaH' },
  { label: 'as', stemFinal: 'as', gender: 'n', prior: 0.5, cells: 'aH|asI|AMsi  aH|asI|AMsi  asA|oByAm|oBiH  ase|oByAm|oByaH  asaH|oByAm|oByaH  asaH|asoH|asAm  asi|asoH|aHsu/assu  aH|asI|AMsi' },
  { label: 'at', stemFinal: 'at', gender: 'm', prior: 0.5, cells: 'an/An|antO/AntO|antaH/AntaH  antam/Antam|antO/AntO|ataH  atA|adByAm|adBiH  ate|adByAm|adByaH  ataH|adByAm|adByaH  ataH|atoH|atAm  ati|atoH|atsu  an|antO/AntO|antaH/AntaH' },
  { label: 'as', stemFinal: 'as', gender: 'm', prior: 0.3, cells: 'AH|asO|asaH  asam|asO|asaH  asA|oByAm|oBiH  ase|oByAm|oByaH  asaH|oByAm|oByaH  asaH|asoH|asAm  asi|asoH|aHsu/assu  aH|asO|asaH' },
  // comparatives in -yas and perfect participles in -vas (śreyān, vidvān): strong stem -āṃs-, weakest -uṣ- for -vas
  { label: 'as', stemFinal: 'as', gender: 'm', prior: 0.2, cells: 'An|AMsO|AMsaH  AMsam|AMsO|asaH/uzaH  asA/uzA|oByAm|oBiH  ase/uze|oByAm|oByaH  asaH/uzaH|oByAm|oByaH  asaH/uzaH|asoH/uzoH|asAm/uzAm  asi/uzi|asoH/uzoH|aHsu  an|AMsO|AMsaH' },
  { label: 'us', stemFinal: 'us', gender: 'n', prior: 0.3, cells: 'uH|uzI|UMzi  uH|uzI|UMzi  uzA|urByAm|urBiH  uze|urByAm|urByaH  uzaH|urByAm|urByaH  uzaH|uzoH|uzAm  uzi|uzoH|uHzu  uH|uzI|UMzi' },
  { label: 'is', stemFinal: 'is', gender: 'n', prior: 0.2, cells: 'iH|izI|IMzi  iH|izI|IMzi  izA|irByAm|irBiH  ize|irByAm|irByaH  izaH|irByAm|irByaH  izaH|izoH|izAm  izi|izoH|iHzu  iH|izI|IMzi' },
  // consonant stems (yuD, suhfd, vAc, diS): the endings join the bare stem
  { label: 'consonant', stemFinal: '', gender: 'm', prior: 0.2, cells: '-|O|aH  am|O|aH  A|ByAm|BiH  e|ByAm|ByaH  aH|ByAm|ByaH  aH|oH|Am  i|oH|su  -|O|aH' },
  { label: 'consonant', stemFinal: '', gender: 'f', prior: 0.2, cells: '-|O|aH  am|O|aH  A|ByAm|BiH  e|ByAm|ByaH  aH|ByAm|ByaH  aH|oH|Am  i|oH|su  -|O|aH' },
  // monosyllabic root nouns in ī and ū (dhī, śrī, bhī; bhū, bhrū: Whitney §§ 351–352): -iy-, -uv- before a vowel
  { label: 'ī', stemFinal: 'I', gender: 'f', prior: 0.3, cells: 'IH|iyO|iyaH  iyam|iyO|iyaH  iyA|IByAm|IBiH  iye/iyE|IByAm|IByaH  iyaH/iyAH|IByAm|IByaH  iyaH/iyAH|iyoH|iyAm/InAm  iyi/iyAm|iyoH|Izu  IH|iyO|iyaH' },
  { label: 'ū', stemFinal: 'U', gender: 'f', prior: 0.3, cells: 'UH|uvO|uvaH  uvam|uvO|uvaH  uvA|UByAm|UBiH  uve/uvE|UByAm|UByaH  uvaH/uvAH|UByAm|UByaH  uvaH/uvAH|uvoH|uvAm/UnAm  uvi/uvAm|uvoH|Uzu  UH|uvO|uvaH' },
  { label: 'at', stemFinal: 'at', gender: 'n', prior: 0.4, cells: 'at|atI/antI|anti/Anti  at|atI/antI|anti/Anti  atA|adByAm|adBiH  ate|adByAm|adByaH  ataH|adByAm|adByaH  ataH|atoH|atAm  ati|atoH|atsu  at|atI/antI|anti/Anti' },
];

export interface EndingRule {
  ending: string;
  stemFinal: string;
  prior: number;
  analysis: Analysis;
}

function rulesOf(c: StemClass): EndingRule[] {
  const out: EndingRule[] = [];
  const cells = c.cells.trim().split(/\s+/).flatMap((g) => g.split('|'));
  if (cells.length !== 24) throw new Error(`stem class ${c.label}/${c.gender}: ${cells.length} cells`);
  cells.forEach((cell, i) => {
    for (const ending of cell.split('/')) {
      if (ending === '-') continue;
      out.push({ ending, stemFinal: c.stemFinal, prior: c.prior, analysis: { kind: 'nominal', case: CASES[Math.floor(i / 3)]!, number: NUMBERS[i % 3]!, gender: c.gender, stem_class: c.label, ending } });
    }
  });
  return out;
}

/** Every ending rule, longest ending first. */
export const ENDING_RULES: readonly EndingRule[] = CLASSES.flatMap(rulesOf).sort((a, b) => b.ending.length - a.ending.length);

/** Feminines in -ī made from consonant stems (mahatī, bhagavatī, balinī) name their masculine stem as lemma. */
export const FEMININE_IN_I: ReadonlyArray<readonly [string, string]> = [['atI', 'at'], ['antI', 'at'], ['inI', 'in'], ['trI', 'tf'], ['YI', 'n']];
