/**
 * @module
 * Pronoun forms (Whitney §§ 491–526), which no ending table derives: the personal pronouns asmad/yuṣmad, the
 * demonstratives tad, etad, idam, adas, the relative yad and the interrogative kim, and the pronominal adjectives
 * declined like tad (sarva, anya, …). A form → every (lemma, case, number, gender) it can be.
 */
import { CASES, NUMBERS, type Analysis } from './grammar.js';

/** 24 cells as in nominal-endings.ts (`/` alternatives, `-` none). */
function table(cells: string): string[][] {
  const out = cells.trim().split(/\s+/).flatMap((g) => g.split('|')).map((c) => (c === '-' ? [] : c.split('/')));
  if (out.length !== 24) throw new Error(`pronoun table: ${out.length} cells`);
  return out;
}

const ASMAD = table('aham|AvAm|vayam  mAm/mA|AvAm/nO|asmAn/naH  mayA|AvAByAm|asmABiH  mahyam/me|AvAByAm/nO|asmaByam/naH  mat|AvAByAm|asmat  mama/me|AvayoH/nO|asmAkam/naH  mayi|AvayoH|asmAsu  -|-|-');
const YUSHMAD = table('tvam|yuvAm|yUyam  tvAm/tvA|yuvAm/vAm|yuzmAn/vaH  tvayA|yuvAByAm|yuzmABiH  tuByam/te|yuvAByAm/vAm|yuzmaByam/vaH  tvat|yuvAByAm|yuzmat  tava/te|yuvayoH/vAm|yuzmAkam/vaH  tvayi|yuvayoH|yuzmAsu  -|-|-');
const IDAM_M = table('ayam|imO|ime  imam|imO|imAn  anena|AByAm|eBiH  asmE|AByAm|eByaH  asmAt|AByAm|eByaH  asya|anayoH|ezAm  asmin|anayoH|ezu  -|-|-');
const IDAM_F = table('iyam|ime|imAH  imAm|ime|imAH  anayA|AByAm|ABiH  asyE|AByAm|AByaH  asyAH|AByAm|AByaH  asyAH|anayoH|AsAm  asyAm|anayoH|Asu  -|-|-');
const IDAM_N = table('idam|ime|imAni  idam|ime|imAni  anena|AByAm|eBiH  asmE|AByAm|eByaH  asmAt|AByAm|eByaH  asya|anayoH|ezAm  asmin|anayoH|ezu  -|-|-');

const ENAD_M = table('-|-|-  enam|enO|enAn  enena|-|-  -|-|-  -|-|-  -|enayoH|-  -|enayoH|-  -|-|-');
const ENAD_F = table('-|-|-  enAm|ene|enAH  enayA|-|-  -|-|-  -|-|-  -|enayoH|-  -|enayoH|-  -|-|-');
const ENAD_N = table('-|-|-  enat|ene|enAni  enena|-|-  -|-|-  -|-|-  -|enayoH|-  -|enayoH|-  -|-|-');

// adas, "yonder" (Whitney § 501): asau in the nominative singular, the amu-/amī- stems elsewhere
const ADAS_M = table('asO|amU|amI  amum|amU|amUn  amunA|amUByAm|amIBiH  amuzmE|amUByAm|amIByaH  amuzmAt|amUByAm|amIByaH  amuzya|amuyoH|amIzAm  amuzmin|amuyoH|amIzu  -|-|-');
const ADAS_F = table('asO|amU|amUH  amUm|amU|amUH  amuyA|amUByAm|amUBiH  amuzyE|amUByAm|amUByaH  amuzyAH|amUByAm|amUByaH  amuzyAH|amuyoH|amUzAm  amuzyAm|amuyoH|amUzu  -|-|-');
const ADAS_N = table('adaH|amU|amUni  adaH|amU|amUni  amunA|amUByAm|amIBiH  amuzmE|amUByAm|amIByaH  amuzmAt|amUByAm|amIByaH  amuzya|amuyoH|amIzAm  amuzmin|amuyoH|amIzu  -|-|-');

/** Pronominal endings after the base (t-, y-, k-, et-, sarv- …); nominatives singular are given per lemma. */
const PRON_M = table('*|O|e  am|O|An  ena|AByAm|EH  asmE|AByAm|eByaH  asmAt|AByAm|eByaH  asya|ayoH|ezAm  asmin|ayoH|ezu  *|O|e');
const PRON_F = table('*|e|AH  Am|e|AH  ayA|AByAm|ABiH  asyE|AByAm|AByaH  asyAH|AByAm|AByaH  asyAH|ayoH|AsAm  asyAm|ayoH|Asu  *|e|AH');
const PRON_N = table('*|e|Ani  *|e|Ani  ena|AByAm|EH  asmE|AByAm|eByaH  asmAt|AByAm|eByaH  asya|ayoH|ezAm  asmin|ayoH|ezu  *|e|Ani');

interface Pronominal { lemma: string; base: string; nom: { m: string; f: string; n: string } }

const PRONOMINALS: Pronominal[] = [
  { lemma: 'tad', base: 't', nom: { m: 'saH/sa/so', f: 'sA', n: 'tat/tad' } },
  { lemma: 'etad', base: 'et', nom: { m: 'ezaH/eza', f: 'ezA', n: 'etat/etad' } },
  { lemma: 'yad', base: 'y', nom: { m: 'yaH', f: 'yA', n: 'yat/yad' } },
  { lemma: 'kim', base: 'k', nom: { m: 'kaH', f: 'kA', n: 'kim' } },
  ...['sarva', 'anya', 'itara', 'viSva', 'eka', 'ubaya', 'para', 'pUrva', 'apara', 'sva'].map((w) => ({
    lemma: w, base: w.slice(0, -1), nom: { m: `${w.slice(0, -1)}aH`, f: `${w.slice(0, -1)}A`, n: `${w.slice(0, -1)}am` },
  })),
];

export interface PronounReading { lemma: string; analysis: Analysis }

function addTable(out: Map<string, PronounReading[]>, lemma: string, cells: string[][], gender?: 'm' | 'f' | 'n', vocOk = true): void {
  cells.forEach((forms, i) => {
    if (!vocOk && i >= 21) return;
    for (const form of forms) {
      const list = out.get(form) ?? [];
      const analysis: Analysis = { kind: 'pronoun', case: CASES[Math.floor(i / 3)]!, number: NUMBERS[i % 3]!, ending: form };
      if (gender) analysis.gender = gender;
      list.push({ lemma, analysis });
      out.set(form, list);
    }
  });
}

function build(): Map<string, PronounReading[]> {
  const out = new Map<string, PronounReading[]>();
  addTable(out, 'asmad', ASMAD);
  addTable(out, 'yuzmad', YUSHMAD);
  addTable(out, 'idam', IDAM_M, 'm');
  addTable(out, 'idam', IDAM_F, 'f');
  addTable(out, 'idam', IDAM_N, 'n');
  // the enclitic enad- forms of idam (Whitney § 500)
  addTable(out, 'idam', ENAD_M, 'm');
  addTable(out, 'idam', ENAD_F, 'f');
  addTable(out, 'idam', ENAD_N, 'n');
  addTable(out, 'adas', ADAS_M, 'm');
  addTable(out, 'adas', ADAS_F, 'f');
  addTable(out, 'adas', ADAS_N, 'n');
  for (const p of PRONOMINALS) {
    for (const [g, t] of [['m', PRON_M], ['f', PRON_F], ['n', PRON_N]] as const) {
      const cells = t.map((forms) => forms.flatMap((e) => (e === '*' ? p.nom[g].split('/') : [p.base + e])));
      // etad is declined on its base et- but its nominatives (eṣaḥ, eṣā) come from the nom table
      addTable(out, p.lemma, cells, g, !['tad', 'etad', 'yad', 'kim'].includes(p.lemma));
    }
  }
  return out;
}

export const PRONOUN_FORMS: ReadonlyMap<string, PronounReading[]> = build();
