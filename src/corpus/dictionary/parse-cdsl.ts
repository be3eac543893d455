/**
 * @module
 * Parsers for the Cologne (CDSL) source files in data/dictionaries (pure: text in, entries out).
 * - Lanman (`lan.txt`): `<L>n<pc>page<k1>slp1<k2>…[<h>n]` / body / `<LEND>`; the body opens with the headword
 *   in `{@…@}¦`, then the part of speech in `{%<ab>m.</ab>%}`; `{@ @}` is Sanskrit (IAST), `{% %}` italics,
 *   `<ls>` a citation, `[ … ]` Lanman's etymology (dropped here: the meaning is what precedes it).
 * - Abhidhānaratnamālā (`armh.txt`): one record per headword (`k1`), whose body is the verse that lists it with
 *   its synonyms; the verse ref is `<vn>`.
 * - The other koshas (`abch`, `acph`, `acsj`, `nmmb`): records of synonym groups, `<eid>n<syns>a-puM,b-strI,…`
 *   (gender marks: puM masculine, strI feminine, klI/napuM neuter; sanskrit-kosha annotation_thoughts.md).
 */
import type { DictionaryEntry, Gender } from './dictionary-model.js';
import { lemmaKey } from './lemma-key.js';
import { slp1To } from '../script/from-slp1.js';
import { lanmanPrincipalParts, type PrincipalPart } from './principal-parts.js';

const RECORD = /<L>([^<\n]*)(?:<pc>([^<\n]*))?(?:<k1>([^<\n]*))?(?:<k2>([^<\n]*))?(?:<h>([^<\n]*))?(?:<vn>([^<\n]*))?[^\n]*\n([\s\S]*?)<LEND>/g;

interface RawRecord { pc: string | null; k1: string | null; h: string | null; vn: string | null; body: string }

function* records(text: string): Generator<RawRecord> {
  for (const m of text.matchAll(RECORD)) yield { pc: m[2] ?? null, k1: m[3] ?? null, h: m[5] ?? null, vn: m[6] ?? null, body: m[7]! };
}

/**
 * Lanman's grammatical labels (his list of abbreviations): the run of these at the head of an entry is its grammar
 * ("m. n.", "f. pl.", "a."); an abbreviation that is not one of them ("lit.", "V.", "cf.") ends the run.
 */
const LAN_GRAMMAR = new Set(['a.', 'adj.', 'm.', 'f.', 'fem.', 'n.', 'pl.', 'du.', 'sing.', 'adv.', 'grd.', 'grdv.', 'ppl.', 'pron.',
  'vbl.', 'subst.', 'num.', 'prep.', 'encl.', 'excl.', 'pcl.', 'indecl.', 'conj.', 'interr.']);
const LAN_GENDER_OF: Record<string, Gender> = { 'm.': 'm', 'f.': 'f', 'fem.': 'f', 'n.': 'n' };

/**
 * What may precede Lanman's grammar label, skipped one piece at a time: punctuation, the headword's other forms and
 * an adjective's feminine (`{@áhar, áhas@}`, `{%<ab>f.</ab>%} {@áruṣī,@}`: the label after them, "n.", "a.", is the
 * grammar), a citation of Whitney's grammar (`[<ls n="wg,352">352]</ls>`), forms in parentheses
 * (`({@átrā,@} <ls n="wg,248">248a</ls>)`) and the number of a first sense (`<div n="2"/>{@—1.@}`).
 */
const LAN_BEFORE_LABEL = [
  /^[\s,;]+/, /^<div n="\d"\/>/, /^\{@[^@]*@\}/, /^\{%<ab>f\.<\/ab>%\}(?=\s*\{@)/,
  /^\[<ls[^>]*>[\s\S]*?(?:\]<\/ls>|<\/ls>\])/, /^\([^()]*\)/,
];

/** The grammar label at the head of a Lanman entry body (after `¦`), or null. */
export function lanmanLabel(after: string): string | null {
  let head = after;
  for (let skipped = true; skipped;) {
    skipped = false;
    for (const re of LAN_BEFORE_LABEL) {
      const m = re.exec(head);
      if (m && m[0].length) { head = head.slice(m[0].length); skipped = true; }
    }
  }
  const group = /^\{%((?:\s*<ab>[^<]+<\/ab>)+)/.exec(head)?.[1];
  if (!group) return null;
  const labels: string[] = [];
  for (const m of group.matchAll(/<ab>([^<]+)<\/ab>/g)) {
    if (!LAN_GRAMMAR.has(m[1]!.trim())) break;
    labels.push(m[1]!.trim());
  }
  return labels.length ? labels.join(' ') : null;
}

/** A bracketed citation of Whitney's grammar whose closing bracket Lanman's file puts inside the `<ls>` (`[<ls n="wg,352">352]</ls>`). */
const LAN_WHITNEY_BRACKETED = /\[<ls n="wg,[^"]*">[^<\]]*\]<\/ls>/g;

/** Lanman's markup → plain text (Sanskrit stays IAST); a citation of Whitney's grammar outside brackets ("see 393") names it. */
export function plainLanman(s: string): string {
  return s
    .replace(/<ls n="wg,[^"]*">([^<]*)(?:<sup>[^<]*<\/sup>)?<\/ls>/g, 'Whitney §$1')
    .replace(/<ls[^>]*>[\s\S]*?<\/ls>/g, '')
    .replace(/<lbinfo[^>]*\/>/g, '').replace(/<div[^>]*\/>/g, ' ')
    .replace(/<lang[^>]*>([\s\S]*?)<\/lang>/g, '$1')
    .replace(/<\/?(ab|sup|i|b|s)>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\{[@%]|[@%]\}/g, '')
    .replace(/¦/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;.:])/g, '$1')
    .replace(/[,;](?:\s*[,;])*\s*([,;])/g, '$1') // a citation removed between two marks leaves the later one
    .trim();
}

const MAX_MEANING = 600;

function cut(s: string): string {
  return s.length <= MAX_MEANING ? s : s.slice(0, s.lastIndexOf(' ', MAX_MEANING)) + ' …';
}

export function parseLanman(text: string, source: number): DictionaryEntry[] {
  const out: DictionaryEntry[] = [];
  for (const r of records(text)) {
    if (!r.k1) continue;
    const after = r.body.slice(r.body.indexOf('¦') + 1);
    const isRoot = /^\{@√/.test(r.body);
    const label = lanmanLabel(after);
    const grammar = isRoot ? '√' : label;
    // the meaning: the body without Lanman's etymological notes in [ ] at the end
    const meaning = cut(plainLanman(after.replace(LAN_WHITNEY_BRACKETED, '').replace(/\[[^\]]*\]/g, '')).replace(/^[,;:]\s*/, ''));
    const genders = label ? [...new Set(label.split(' ').flatMap((l) => LAN_GENDER_OF[l] ?? []))] : [];
    out.push({ source, key: lemmaKey(r.k1), homonym: r.h ? Number(r.h) : null, grammar, genders, meaning, reference: r.pc });
  }
  return out;
}

/** The forms Lanman lists under each of his roots. */
export function parseLanmanPrincipalParts(text: string): PrincipalPart[] {
  const out: PrincipalPart[] = [];
  for (const r of records(text)) if (r.k1) out.push(...lanmanPrincipalParts(r.k1, r.body));
  return out;
}

const KOSHA_GENDER: Record<string, Gender> = { puM: 'm', strI: 'f', klI: 'n', napuM: 'n' };
const GRAMMAR_OF: Record<Gender, string> = { m: 'm.', f: 'f.', n: 'n.' };

function iast(slp1: string): string { return slp1To(slp1, 'iast'); }

/**
 * A kosha's verse line (SLP1, `.` a daṇḍa, `.. 53 ..` a verse's end with its number) in IAST with daṇḍas `|`, `||`.
 * The marks are put in after the letters are converted: in SLP1 `|` is a letter (Vedic ḻh).
 */
function verseLineIast(slp1Line: string): string {
  return slp1Line.split(/(\.\.\s*\d+\s*\.\.|\s\.(?=\s|$))/)
    .map((part) => (/^\.\./.test(part) ? ' ||' : /^\s\.$/.test(part) ? ' |' : iast(part))).join('').replace(/\s+/g, ' ').trim();
}

/** A synonym-group kosha (abch, acph, acsj, nmmb): one entry per word of each group. */
export function parseSynonymKosha(text: string, source: number): DictionaryEntry[] {
  const out: DictionaryEntry[] = [];
  for (const r of records(text)) {
    const verse = /\.\.\s*(\d+)\s*\.\./.exec(r.body)?.[1] ?? null;
    // the record's verse lines (not the <syns> line): the meaning of a word listed alone
    const verseText = r.body.split('\n').map((l) => l.replace(/<\/?s>/g, '').trim())
      .filter((l) => l && !l.startsWith('<') && !l.startsWith(';')).map(verseLineIast).join(' ');
    for (const m of r.body.matchAll(/<eid>\d+<syns>(?:<s>)?([^<\n]*)/g)) {
      const words = m[1]!.split(',').map((w) => w.trim()).filter(Boolean).map((w) => {
        const i = w.lastIndexOf('-');
        const g = i > 0 ? KOSHA_GENDER[w.slice(i + 1)] : undefined;
        return { slp1: g ? w.slice(0, i) : w, gender: g };
      });
      for (const w of words) {
        const others = words.filter((o) => o !== w).map((o) => iast(o.slp1));
        out.push({
          source, key: lemmaKey(w.slp1), homonym: null, grammar: w.gender ? GRAMMAR_OF[w.gender] : null,
          genders: w.gender ? [w.gender] : [], meaning: cut(others.length ? `= ${others.join(', ')}` : verseText),
          reference: verse ? `v. ${verse}${r.pc ? `, p. ${Number(r.pc)}` : ''}` : r.pc,
        });
      }
    }
  }
  return out;
}

/** Abhidhānaratnamālā: the headword's record holds the verse listing its synonyms (SLP1, daṇḍas `.`). */
export function parseRatnamala(text: string, source: number): DictionaryEntry[] {
  const out: DictionaryEntry[] = [];
  for (const r of records(text)) {
    if (!r.k1) continue;
    const lines = r.body.split('\n').map((l) => l.trim()).filter(Boolean);
    const verse = lines.filter((l) => !/;$/.test(l) && !/^[\d.]+$/.test(l)).join(' ').replace(/\.\.\s*\d+\s*\.\./g, ' ');
    const halves = verse.split(/\s\.\s/).map((h) => iast(h.trim()).replace(/\s+/g, ' ')).filter(Boolean);
    out.push({
      source, key: lemmaKey(r.k1), homonym: null, grammar: null, genders: [],
      meaning: cut(halves.join(' | ') + ' ||'), reference: r.vn,
    });
  }
  return out;
}
