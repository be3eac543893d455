/**
 * @module
 * Verb forms → root, person, number, tense, voice, or the non-finite form (Whitney §§ 540–1073). The readings:
 * - a prefix (upasarga) is split off (`anupaSyAmi` → anu + paSyAmi); the lemma is the bare root, as the DCS and
 *   Apte list verbs;
 * - a thematic ending (present, imperfect with its augment a-, imperative, optative, and the future in
 *   -sya-/-izya-) leaves a stem, which a table of present, passive and future stems maps to its root
 *   (`paSya` → dfS, `ucya` → vac, `Bavizya` → BU): Sanskrit present stems are not derivable from the root by
 *   rule, so the table lists the common verbs (Whitney's Roots; Lanman's vocabulary);
 * - athematic and irregular forms (asti, karoti, bravIti, jAnAti, uvAca …) are listed whole;
 * - with a dictionary's principal parts (`listed`, principal-parts.ts): its stems take every thematic ending, its
 *   whole forms read as listed, the nu-/nā-classes (athematic-classes.ts), the perfect's weak stem
 *   (perfect-endings.ts), the periphrastic perfect and the seventh class's weak stem follow from them.
 */
import type { Analysis, GrammaticalNumber, Person } from './grammar.js';
import { paradigmCells, personNumberOf, type ParadigmCell } from './paradigm-table.js';
import type { PrincipalPartKind } from './principal-parts.js';
import { ATHEMATIC_ENDINGS } from './athematic-classes.js';
import { PERFECT_WEAK_ENDINGS } from './perfect-endings.js';

/** A root's form as a dictionary lists it (principal-parts.ts): a thematic stem, or a whole form. */
export interface ListedForm { root: string; kind: PrincipalPartKind; afterPrefix: boolean }
/** The listed forms and stems of a word or stem (SLP1); empty when none. */
export type ListedForms = (formOrStem: string) => readonly ListedForm[];
const NONE: ListedForms = () => [];
const THEMATIC_KINDS = new Set<PrincipalPartKind>(['present', 'future', 'passive', 'causative', 'desiderative']);

/** Upasargas with their sandhi shapes before a vowel or consonant, longest first when matched. */
const PREFIXES = ['aBi', 'aBy', 'prati', 'praty', 'pari', 'pary', 'upa', 'up', 'anu', 'anv', 'ava', 'apa', 'aDi', 'aDy', 'api', 'ati', 'aty', 'pra', 'parA', 'vi', 'vy',
  'ni', 'ny', 'A', 'sam', 'saM', 'saY', 'san', 'ut', 'ud', 'uc', 'uj', 'ud', 'un', 'nis', 'nir', 'niH', 'niz', 'niS', 'dus', 'dur', 'duz', 'su']
  .sort((a, b) => b.length - a.length);

/** Endings after a thematic stem's final a (paradigm-table.ts). */
const THEMATIC_ROWS: readonly ParadigmCell[] = paradigmCells(`
  present    active  -  ati ataH anti asi aTaH aTa Ami AvaH AmaH
  present    middle  -  ate ete ante ase eTe aDve e Avahe Amahe
  imperfect  active  +  at atAm an aH atam ata am Ava Ama
  imperfect  middle  +  ata etAm anta aTAH eTAm aDvam e Avahi Amahi
  imperative active  -  atu atAm antu a atam ata Ani Ava Ama
  imperative middle  -  atAm etAm antAm asva eTAm aDvam E AvahE AmahE
  optative   active  -  et etAm eyuH eH etam eta eyam eva ema
  optative   middle  -  eta eyAtAm eran eTAH eyATAm eDvam eya evahi emahi
`);

/** Present/passive/causative stems (without the final thematic a) → root. */
const STEMS: Record<string, string> = {
  Bav: 'BU', gacC: 'gam', paSy: 'dfS', tizW: 'sTA', vad: 'vad', pat: 'pat', car: 'car', jay: 'ji', smar: 'smf', tyaj: 'tyaj',
  BuYj: 'Buj', yaj: 'yaj', nay: 'nI', har: 'hf', vas: 'vas', vah: 'vah', roh: 'ruh', SfR: 'Sru', SfRv: 'Sru', jIv: 'jIv', rakz: 'rakz',
  pac: 'pac', Samy: 'Sam', many: 'man', yuDy: 'yuD', buDy: 'buD', jAy: 'jan', naSy: 'naS', muhy: 'muh', kupy: 'kup', kzip: 'kzip',
  viS: 'viS', sfj: 'sfj', icC: 'iz', pfcC: 'praC', vind: 'vid', muYc: 'muc', limp: 'lip', sId: 'sad', pib: 'pA', jiGr: 'GrA',
  krAm: 'kram', kram: 'kram', yacC: 'yam', As: 'As', Say: 'SI', mriy: 'mf', tap: 'tap', arh: 'arh', Ikz: 'Ikz', vart: 'vft',
  Dar: 'Df', tfpy: 'tfp', kzay: 'kzi', ram: 'ram', laB: 'laB', yuYj: 'yuj', sev: 'sev', mod: 'mud', roc: 'ruc', dvez: 'dviz',
  SoB: 'SuB', cint: 'cint', Sons: 'Sus', Soc: 'Suc', DyAy: 'DyE', gAy: 'gE', jap: 'jap', nand: 'nand', vard: 'vfD', varD: 'vfD',
  Bram: 'Bram', BrAmy: 'Bram', kANkz: 'kANkz', kAMkz: 'kANkz', hf: 'hf', ji: 'ji', SaMs: 'SaMs', Sams: 'SaMs', dah: 'dah', sah: 'sah',
  spfS: 'spfS', Bay: 'BI', Bz: 'Bz', DAv: 'DAv', gAh: 'gAh', jval: 'jval', kamp: 'kamp', pAl: 'pAl', vey: 'vye', syand: 'syand',
  vidy: 'vid', pady: 'pad', kalp: 'kxp', BAz: 'BAz', vyaTay: 'vyaT', Suzy: 'Suz', sraMs: 'sraMs', dahy: 'dah', Sray: 'Sri', duzy: 'duz',
  GAtay: 'han', Cind: 'Cid', SAdy: 'sad', sAdy: 'sad', nud: 'nud', tuz: 'tuz', tuzy: 'tuz', yAc: 'yAc', vft: 'vft', klid: 'klid', kliSy: 'kliS',
  SuDy: 'SuD', veSay: 'viS',
  // passives in -ya-
  kriy: 'kf', ucy: 'vac', dfSy: 'dfS', SrUy: 'Sru', hany: 'han', baDy: 'banD', baDny: 'banD', jYAy: 'jYA', dIy: 'dA', gIy: 'gE',
  sTIy: 'sTA', nIy: 'nI', mucy: 'muc', lipy: 'lip', yujy: 'yuj', iSy: 'iz', ijy: 'yaj', gamy: 'gam', pUjy: 'pUj', labhy: 'laB', laBy: 'laB',
  // causatives in -aya-
  BAvay: 'BU', kAray: 'kf', darSay: 'dfS', vartay: 'vft', DAray: 'Df', yojay: 'yuj', sTApay: 'sTA', pAlay: 'pAl', nASay: 'naS',
  jYApay: 'jYA', mohay: 'muh', BrAmay: 'Bram', kalpay: 'kxp', Dfzay: 'Dfz', vAday: 'vad', ramay: 'ram', SAsay: 'SAs', Sozay: 'Suz',
};

/** Future stems in -sya-/-izya- → root (their endings are the present's). */
const FUTURE_STEMS: Record<string, string> = {
  Bavizy: 'BU', karizy: 'kf', vakzy: 'vac', yotsy: 'yuD', mokzy: 'muc', gamizy: 'gam', Apsy: 'Ap', vetsy: 'vid', drakzy: 'dfS',
  sTAsy: 'sTA', hanizy: 'han', dAsy: 'dA', jYAsy: 'jYA', tarizy: 'tF', nezy: 'nI', Sozy: 'Suz', vartizy: 'vft', yAsy: 'yA', Sroxy: 'Sru',
  Srozy: 'Sru', mfzy: 'mf', marizy: 'mf', jezy: 'ji', tyakzy: 'tyaj', vadizy: 'vad', Sakzy: 'Sak', nivartizy: 'vft',
};

/** Athematic and irregular forms, with their analyses. */
const IRREGULAR: Record<string, [string, Person, GrammaticalNumber, string, 'active' | 'middle']> = {};
function irr(root: string, tense: string, voice: 'active' | 'middle', forms: string): void {
  forms.split(' ').forEach((f, i) => {
    const { person, number } = personNumberOf(i);
    if (f !== '-') for (const alt of f.split('/')) IRREGULAR[alt] = [root, person, number, tense, voice];
  });
}
irr('as', 'present', 'active', 'asti staH santi asi sTaH sTa asmi svaH smaH');
irr('as', 'imperfect', 'active', 'AsIt AstAm Asan AsIH Astam Asta Asam Asva Asma');
irr('as', 'optative', 'active', 'syAt syAtAm syuH syAH syAtam syAta syAm syAva syAma');
irr('as', 'imperative', 'active', 'astu stAm santu eDi stam sta asAni asAva asAma');
irr('kf', 'present', 'active', 'karoti kurutaH kurvanti karozi kuruTaH kuruTa karomi kurvaH kurmaH');
irr('kf', 'present', 'middle', 'kurute kurvAte kurvate kuruze kurvATe kuruDve kurve kurvahe kurmahe');
irr('kf', 'imperfect', 'active', 'akarot akurutAm akurvan akaroH akurutam akuruta akaravam akurva akurma');
irr('kf', 'imperfect', 'middle', 'akuruta akurvAtAm akurvata akuruTAH - - akurvi - -');
irr('kf', 'imperative', 'active', 'karotu kurutAm kurvantu kuru kurutam kuruta karavARi karavAva karavAma');
irr('kf', 'imperative', 'middle', '- - - kuruzva - - - - -');
irr('kf', 'optative', 'active', 'kuryAt kuryAtAm kuryuH kuryAH kuryAtam kuryAta kuryAm kuryAva kuryAma');
irr('kf', 'optative', 'middle', 'kurvIta - kurvIran - - - kurvIya - -');
irr('brU', 'present', 'active', 'bravIti brUtaH bruvanti bravIzi brUTaH brUTa bravImi brUvaH brUmaH');
irr('brU', 'imperfect', 'active', 'abravIt abrUtAm abruvan abravIH - - abravam - -');
irr('brU', 'imperative', 'active', 'bravItu - bruvantu brUhi - - bravARi - -');
irr('jYA', 'present', 'active', 'jAnAti jAnItaH jAnanti jAnAsi - jAnITa jAnAmi - jAnImaH');
irr('jYA', 'present', 'middle', 'jAnIte - jAnate - - - jAne - -');
irr('jYA', 'imperative', 'active', '- - - jAnIhi - - - - -');
irr('jYA', 'optative', 'active', 'jAnIyAt - - jAnIyAH - - jAnIyAm - -');
irr('vid', 'present', 'active', 'vetti vittaH vidanti vetsi - vitTa vedmi - vidmaH');
irr('vid', 'perfect', 'active', 'veda vidatuH viduH vetTa - - veda - vidma');
irr('dA', 'present', 'active', 'dadAti dattaH dadati dadAsi - datTa dadAmi - dadmaH');
irr('dA', 'imperative', 'active', 'dadAtu - dadatu dehi - - - - -');
irr('dA', 'optative', 'active', 'dadyAt - dadyuH - - - dadyAm - -');
irr('DA', 'present', 'active', 'daDAti - daDati - - - daDAmi - -');
irr('hA', 'present', 'active', 'jahAti - jahati jahAsi - - jahAmi - -');
irr('han', 'present', 'active', 'hanti hataH Granti hamsi - - hanmi - -');
irr('han', 'imperative', 'active', 'hantu - Gnantu jahi - - - - -');
irr('i', 'present', 'active', 'eti itaH yanti ezi - - emi - -');
irr('i', 'imperative', 'active', 'etu - yantu ihi - - ayAni - -');
irr('Ap', 'present', 'active', 'Apnoti - Apnuvanti Apnozi - - Apnomi - -');
irr('Ap', 'optative', 'active', 'ApnuyAt - - - - - - - -');
irr('Sak', 'present', 'active', 'Saknoti - Saknuvanti Saknozi - - Saknomi - -');
irr('Sru', 'present', 'active', 'SfRoti - SfRvanti SfRozi - - SfRomi - -');
irr('Sru', 'imperative', 'active', 'SfRotu - - SfRu - - - - -');
irr('aS', 'present', 'middle', 'aSnute - - aSnuze - - aSnuve - -');
irr('Buj', 'present', 'middle', 'BuNkte - BuYjate - - - - - -');
irr('ah', 'perfect', 'active', 'Aha AhatuH AhuH - - - - - -');
irr('vac', 'perfect', 'active', 'uvAca UcatuH UcuH - - - - - -');
irr('DmA', 'perfect', 'active', 'daDmO daDmatuH daDmuH - - - - - -');
irr('BU', 'perfect', 'active', 'baBUva baBUvatuH baBUvuH - - - baBUva - -');
irr('Sru', 'perfect', 'active', '- - SuSruvuH - - - SuSrAva - SuSruma');
irr('vid', 'imperative', 'active', 'vettu - vidantu vidDi - - - - -');
irr('SAs', 'imperative', 'active', '- - - SADi - - - - -');
irr('Buj', 'optative', 'middle', 'BuYjIta - - - - - BuYjIya - -');
irr('grah', 'present', 'active', 'gfhRAti - gfhRanti gfhRAsi - - gfhRAmi - -');
irr('Cid', 'present', 'active', 'Cinatti - Cindanti - - - - - -');
irr('han', 'optative', 'active', 'hanyAt - hanyuH - - - hanyAm - -');
irr('yA', 'present', 'active', 'yAti - yAnti yAsi - - yAmi - -');
irr('yA', 'imperative', 'active', 'yAtu - yAntu yAhi - yAta yAni - -');
irr('yA', 'perfect', 'active', 'yayO - yayuH - - - yayO - -');
irr('kf', 'aorist', 'middle', 'akfta - - akfTAH/kfTAH - - - - -');
irr('IS', 'present', 'middle', 'Izwe - - - - - - - -');
irr('As', 'present', 'middle', 'Aste - Asate - - - - - -');
irr('SI', 'present', 'middle', 'Sete - Serate - - - - - -');

export interface VerbReading {
  root: string; prefixes: string[]; analysis: Analysis;
  /** a root the dictionary lists the stem under besides the one this module's table names (ucyate: √uc beside vac) */
  secondary?: boolean;
}

/**
 * A prefix in a or ā whose vowel merged with the verb's first vowel (Whitney §§ 126–127): pra + āpnoti = prāpnoti,
 * upa + eṣyasi = upaiṣyasi, sam-ava + ita = samaveta. The merged vowel → the verb's possible first vowels.
 */
const MERGED_AFTER_A: Readonly<Record<string, readonly string[]>> = { A: ['a', 'A'], e: ['i', 'I'], o: ['u', 'U'], E: ['e', 'E'], O: ['o', 'O'] };
const PREFIXES_IN_A = ['pra', 'parA', 'upa', 'ava', 'apa', 'A'];

function prefixSplits(word: string): Array<{ prefixes: string[]; rest: string }> {
  const out = [{ prefixes: [] as string[], rest: word }];
  // up to two upasargas (sam-ava-, upa-sam-)
  for (let depth = 0; depth < 2; depth++) {
    for (const s of [...out]) {
      if (s.prefixes.length !== depth) continue;
      for (const p of PREFIXES) if (s.rest.startsWith(p) && s.rest.length - p.length >= 2) out.push({ prefixes: [...s.prefixes, p], rest: s.rest.slice(p.length) });
      for (const p of PREFIXES_IN_A) {
        const head = p.slice(0, -1);
        const merged = s.rest[head.length];
        if (!s.rest.startsWith(head) || !merged || !MERGED_AFTER_A[merged] || s.rest.length - head.length < 3) continue;
        for (const v of MERGED_AFTER_A[merged]!) out.push({ prefixes: [...s.prefixes, p], rest: v + s.rest.slice(head.length + 1) });
      }
    }
  }
  return out;
}

/**
 * Every verb reading of an SLP1 word; empty when it does not look like a known verb form. Besides the tables here,
 * `listed` gives the stems and forms a dictionary lists under its roots: a thematic stem takes every ending
 * (gamizy- → gamizyAmi), a whole form (jagAma, ajYAsIt, vakti, gatvA, Agatya) is read as listed.
 */
export function analyseVerb(word: string, listed: ListedForms = NONE): VerbReading[] {
  const out: VerbReading[] = [];
  const seen = new Set<string>();
  const push = (r: VerbReading) => {
    const k = `${r.root}|${r.analysis.tense}|${r.analysis.form}|${r.analysis.person}|${r.analysis.number}|${r.analysis.voice}`;
    if (!seen.has(k)) { seen.add(k); out.push(r); }
  };
  for (const { prefixes, rest } of prefixSplits(word)) {
    // the augment of an irregular past follows the prefix: a-kurvata, upa-A-gacCat (A = a + a)
    const irregular = IRREGULAR[rest] ?? (prefixes.length ? IRREGULAR['a' + rest.slice(1)] : undefined);
    if (irregular) {
      const [root, person, number, tense, voice] = irregular;
      push({ root, prefixes, analysis: { kind: 'verb', person, number, tense, voice, ending: rest } });
    }
    for (const row of THEMATIC_ROWS) {
      if (!rest.endsWith(row.ending)) continue;
      let stem = rest.slice(0, rest.length - row.ending.length);
      if (row.augment) {
        if (stem.startsWith('a')) stem = stem.slice(1);
        else if (stem.startsWith('A') && prefixes.length && /a$/.test(prefixes[prefixes.length - 1]!) === false) stem = stem.slice(1); // up(a) + a-viSat = upAviSat
        else continue;
      }
      const future = row.tense === 'present' ? FUTURE_STEMS[stem] : undefined;
      const root = future ?? STEMS[stem];
      if (root) {
        const tense = future ? 'future' : row.tense;
        push({ root, prefixes, analysis: { kind: 'verb', person: row.person, number: row.number, tense, voice: row.voice, stem_class: stem + 'a', ending: row.ending } });
      }
      // the dictionary may list the stem under another root as well (paśyati: √paś beside dṛś's table entry)
      for (const f of listed(stem)) {
        if (!THEMATIC_KINDS.has(f.kind) || f.root === root) continue;
        // a future stem takes the present's endings only; the others every thematic tense and mood
        if (f.kind === 'future' && row.tense !== 'present') continue;
        const tense = f.kind === 'future' ? 'future' : f.kind === 'present' ? row.tense : `${row.tense} ${f.kind}`;
        const analysis: Analysis = { kind: 'verb', person: row.person, number: row.number, tense, voice: row.voice, stem_class: stem + 'a', ending: row.ending };
        push(root ? { root: f.root, prefixes, analysis, secondary: true } : { root: f.root, prefixes, analysis });
      }
    }
    for (const f of listed(rest)) {
      if (THEMATIC_KINDS.has(f.kind) || f.kind === 'participle' || (f.afterPrefix && !prefixes.length)) continue;
      push({ root: f.root, prefixes, analysis: listedFormAnalysis(rest, f.kind) });
    }
    for (const r of nuNaClassReadings(rest, prefixes.length > 0, listed)) push({ root: r.root, prefixes, analysis: r.analysis });
    // the perfect on the weak stem its listed middle shows (jagme → jagmuḥ, jagmire)
    for (const e of PERFECT_WEAK_ENDINGS) {
      if (!rest.endsWith(e.ending) || rest.length - e.ending.length < 2) continue;
      const weak = rest.slice(0, rest.length - e.ending.length);
      for (const f of listed(weak + 'e')) {
        if (f.kind === 'perfect') push({ root: f.root, prefixes, analysis: { kind: 'verb', person: e.person, number: e.number, tense: 'perfect', voice: e.voice, stem_class: weak, ending: e.ending } });
      }
    }
    for (const e of PERIPHRASTIC_ENDINGS) {
      if (!rest.endsWith(e.ending)) continue;
      const stem = rest.slice(0, rest.length - e.ending.length);
      const root = stem.length >= 2 ? thematicStemRoot(stem, listed) : null;
      if (root) push({ root, prefixes, analysis: { kind: 'verb', person: e.person, number: e.number, tense: e.tense, voice: e.voice, stem_class: stem + 'a', ending: e.ending } });
    }
  }
  return out;
}

/**
 * The periphrastic perfect of a derived stem (Whitney §§ 1070–1073): the stem's accusative in -ām with a perfect of
 * as, kṛ or bhū (darśayām āsa, -āñcakre, -āmbabhūva), written as one word.
 */
const PERIPHRASTIC_ENDINGS: readonly ParadigmCell[] = paradigmCells(`
  periphrastic_perfect  active  -  AmAsa     AmAsatuH     AmAsuH     -  -  -  -  -  -
  periphrastic_perfect  middle  -  AYcakre   AYcakrAte    AYcakrire  -  -  -  -  -  -
  periphrastic_perfect  active  -  AmbaBUva  AmbaBUvatuH  AmbaBUvuH  -  -  -  -  -  -
`);

/**
 * A form of the nu- or nā-class whose third person singular the dictionary lists (athematic-classes.ts): aśnanti and
 * aśnīyāt from aśnāti, āpnuvanti from āpnoti. The class sign is ṇ after r, ṛ or ṣ in the root (śṛṇvanti, gṛhṇanti).
 */
function nuNaClassReadings(rest: string, prefixed: boolean, listed: ListedForms): { root: string; analysis: Analysis }[] {
  const out: { root: string; analysis: Analysis }[] = [];
  if (listed === NONE) return out;
  for (const e of ATHEMATIC_ENDINGS) {
    for (const n of ['n', 'R']) {
      const ending = n + e.ending.slice(1);
      if (!e.ending.startsWith('n') && n === 'R') continue;
      if (!rest.endsWith(ending)) continue;
      let base = rest.slice(0, rest.length - ending.length);
      if (e.augment) {
        if (base.startsWith('a')) base = base.slice(1);
        else if (!(prefixed && base.startsWith('A'))) continue;
        else base = base.slice(1);
      }
      if (!base) continue;
      const sign = (third: string) => (e.ending.startsWith('n') ? n + third.slice(1) : third);
      for (const third of [sign(e.cls.active3sg), sign(e.cls.middle3sg)]) {
        for (const f of listed(base + third)) {
          if (f.kind !== 'athematic') continue;
          out.push({ root: f.root, analysis: { kind: 'verb', person: e.person, number: e.number, tense: e.tense, voice: e.voice, stem_class: base + third.slice(0, 2), ending } });
        }
      }
    }
  }
  return out;
}

/** The analysis of a whole listed form: a perfect, aorist or athematic present as the third person singular Lanman lists. */
function listedFormAnalysis(form: string, kind: PrincipalPartKind): Analysis {
  if (kind === 'absolutive' || kind === 'infinitive') return { kind: 'verb', form: kind, ending: form };
  const voice = /e$|ta$/.test(form) ? 'middle' : 'active';
  return { kind: 'verb', person: 'third', number: 'singular', tense: kind === 'past' ? 'aorist' : kind === 'perfect' ? 'perfect' : 'present', voice, ending: form };
}

/** The roots of a past participle stem the dictionary lists, prefixes split off (gata; upeta = upa + ita; samaveta). */
export function listedParticiple(stem: string, listed: ListedForms = NONE): { root: string; prefixes: string[] }[] {
  const out: { root: string; prefixes: string[] }[] = [];
  for (const { prefixes, rest } of prefixSplits(stem)) {
    for (const f of listed(rest)) if (f.kind === 'participle' && !out.some((o) => o.root === f.root)) out.push({ root: f.root, prefixes });
  }
  return out;
}

/**
 * The root of a thematic stem (without its final a: gacC, vart, ucy), from the tables here or the dictionary's
 * listed stems; null when neither knows it. A present participle is such a stem with -at (gacchat) or -amāna
 * (vartamāna, ucyamāna).
 */
export function thematicStemRoot(stem: string, listed: ListedForms = NONE): string | null {
  const known = STEMS[stem] ?? FUTURE_STEMS[stem];
  if (known) return known;
  return listed(stem).find((f) => THEMATIC_KINDS.has(f.kind))?.root ?? null;
}

/** Strengthened vowels of a root's last syllable and what they strengthen (guṇa, vṛddhi: Whitney §§ 235–236, 1042). */
const WEAKENED: ReadonlyArray<[RegExp, string]> = [[/Ar(?=[^aAiIuUfeEoO]*$)/, 'f'], [/ar(?=[^aAiIuUfeEoO]*$)/, 'f'], [/[eE](?=[^aAiIuUfeEoO]*$)/, 'i'], [/[oO](?=[^aAiIuUfeEoO]*$)/, 'u'], [/A(?=[^aAiIuUfeEoO]*$)/, 'a']];

/**
 * Roots a causative stem (-aya-, and its passive -i-ya-: kāśaya-, dhāraya-, dhārya-) may come from: the stem without
 * -ay or -y, as it is and with its strengthened vowel weakened (kāś; dhār → dhṛ; bhāv → bhū is in the table).
 */
function causativeRootGuesses(stem: string): string[] {
  const base = /ay$/.test(stem) ? stem.slice(0, -2) : /[^aAiIuUfeEoO]y$/.test(stem) ? stem.slice(0, -1) : null;
  if (!base || base.length < 2) return [];
  const out = [base];
  for (const [re, weak] of WEAKENED) if (re.test(base)) out.push(base.replace(re, weak));
  return out;
}

/**
 * The seventh class's weak stem before a vowel (Whitney §§ 683–696): the root with a nasal of its last consonant's
 * class before it (yuj → yuñj-, bhid → bhind-, rudh → rundh-, bhuj → bhuñj-), with the endings that join it
 * unchanged: yuñjanti, yuñjīta, bhindanti, rundhyāt. The strong forms (yunakti, bhinatti) are listed or irregular.
 */
const CLASS7_ENDINGS: readonly ParadigmCell[] = paradigmCells(`
  present    active  -  -    -    anti  -  -  -  -    -  -
  present    middle  -  -    Ate  ate   -  -  -  -    -  -
  imperative active  -  -    -    antu  -  -  -  -    -  -
  optative   active  -  yAt  -    yuH   -  -  -  yAm  -  -
  optative   middle  -  Ita  -    Iran  -  -  -  Iya  -  -
`);
const NASAL_OF: Readonly<Record<string, string>> = {
  k: 'N', K: 'N', g: 'N', G: 'N', c: 'Y', C: 'Y', j: 'Y', J: 'Y', w: 'R', W: 'R', q: 'R', Q: 'R',
  t: 'n', T: 'n', d: 'n', D: 'n', p: 'm', P: 'm', b: 'm', B: 'm', z: 'M', S: 'M', s: 'M', h: 'M',
};

/** Seventh-class readings (root guesses: the caller keeps those a dictionary lists as roots). */
export function nasalInfixGuesses(word: string): VerbReading[] {
  const out: VerbReading[] = [];
  for (const { prefixes, rest } of prefixSplits(word)) {
    for (const { ending, person, number, tense, voice } of CLASS7_ENDINGS) {
      if (!rest.endsWith(ending)) continue;
      const stem = rest.slice(0, rest.length - ending.length);
      const last = stem[stem.length - 1]!;
      if (stem.length < 3 || NASAL_OF[last] !== stem[stem.length - 2]) continue;
      out.push({ root: stem.slice(0, -2) + last, prefixes, analysis: { kind: 'verb', person, number, tense, voice, stem_class: stem, ending } });
    }
  }
  return out;
}

/**
 * Thematic verb readings whose stem is not in the table: the stem as the root guess, and without its -y- (class 4
 * and passive stems: naSy-, viSizy-). The caller keeps a guess only when a dictionary lists it as a root.
 */
export function rootGuesses(word: string): VerbReading[] {
  const out: VerbReading[] = [];
  for (const { prefixes, rest } of prefixSplits(word)) {
    for (const row of THEMATIC_ROWS) {
      if (row.augment || row.ending.length < 2 || !rest.endsWith(row.ending)) continue;
      const stem = rest.slice(0, rest.length - row.ending.length);
      if (STEMS[stem] || FUTURE_STEMS[stem]) continue;
      for (const root of [stem, ...(stem.endsWith('y') ? [stem.slice(0, -1)] : []), ...causativeRootGuesses(stem)]) {
        if (root.length >= 2) out.push({ root, prefixes, analysis: { kind: 'verb', person: row.person, number: row.number, tense: row.tense, voice: row.voice, stem_class: stem + 'a', ending: row.ending } });
      }
    }
  }
  return out;
}
