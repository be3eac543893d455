/**
 * The Praśna, Chāndogya, Aitareya, Bṛhadāraṇyaka and Taittirīya Upaniṣads as Sanskrit Wikisource prints them (CC BY-SA
 * 4.0), from the raw page records of yjzw6km8y5-hub/viveka (`data/raw/upanishads/*.json`; data licence CC BY-SA 4.0,
 * each record with its Wikisource revision). The bundle keeps the Upaniṣad pages' wikitext as it is; the cleaning is
 * here.
 *
 * Numbering: the Praśna by praśna.mantra (16 + 13 + 12 + 11 + 7 + 8 = 67, one page per praśna); the Chāndogya by
 * prapāṭhaka.khaṇḍa.mantra (one page per prapāṭhaka, a `॥ … खण्डः ॥` heading before each khaṇḍa: 13 + 24 + 19 + 17 +
 * 24 + 16 + 26 + 15 = 154 khaṇḍas; 3.14.1 "sarvaṃ khalv idaṃ brahma", 6.8.7 "tat tvam asi"); the Aitareya by
 * adhyāya.khaṇḍa.mantra from its `॥ अथ … खण्डः ॥` / `॥ अथ … ध्यायः ॥` headings (4 + 5 + 14, 6, 4 = 33; adhyāyas 2 and 3
 * are one khaṇḍa each, so "prajñānaṃ brahma" is 3.1.3, as in GRETIL's edition); the Bṛhadāraṇyaka (Kāṇva) by the
 * adhyāya,brāhmaṇa.mantra each mark carries (`॥ बृह. १,४.१० ॥`: 435 mantras in 47 brāhmaṇas), the page's 3.9.29–36
 * being 3.9.28 (JOINED_MANTRAS); the Taittirīya by vallī.anuvāka.mantra, one page per vallī, the marks numbering the
 * mantras of an anuvāka (a mark ॥ १ ॥ after others begins the next: Bhṛguvallī 6 has no heading), its śānti-mantras
 * kept where they are mantras (Śikṣāvallī 1 and 12), Śaṅkara's commentary that the Brahmānanda and Bhṛgu pages print
 * among the mantras left out (isTaittiriyaCommentary). All three agree with GRETIL's numbering mantra by mantra
 * (`bench/corpus-sources/wikisource-pages-vs-gretil.ts`). Elsewhere a mantra ends at its
 * `॥ N ॥` mark and is numbered by its place in the khaṇḍa, not by the mark: the page's slips in the marks (a mantra
 * marked ॥ ४ ॥ as the first of its khaṇḍa, a number skipped) are listed in the edition's notes. A mark one higher than
 * expected whose text holds a paragraph break closes two mantras, the first unmarked (Praśna 3.4, "yathā samrāḍ
 * evādhikṛtān viniyuṅkte …", has no mark on the page).
 *
 * Cleaning (`wikitextToPlain`): external links keep their label, which is part of the word they sit in
 * (`ओमित्येतदक्षर[https://… मुद्गीथ]मुपासीत` → ओमित्येतदक्षरमुद्गीथमुपासीत), a link in parentheses is an editor's note and
 * goes; templates, references, file embeds,
 * navigation lists, categories, HTML tags, headings and the "related links" section are dropped; the śānti-mantras
 * (paragraphs with "शान्तिः शान्तिः") and the closing colophons ("इति …") are left out and counted. The Vedic
 * anusvāra sign ꣳ (U+A8F3, the anusvāra before a sibilant or r in Sāmavedic recitation) is written as the anusvāra ं,
 * so that every script and search reads it (the count is in the notes). Otherwise the text is Wikisource's, its slips
 * included (kept, not fixed: Praśna 2.1 "प्रचां", 4.2 "होवच", "यथ").
 */
import type { EditionData, Verse } from '../../../corpus/model.js';
import { asciiDigits } from '../../../corpus/citation/parse-reference.js';
import { makeVerse, oneFileAdapter, type Adapter } from '../adapter.js';
import { WORKS } from '../works.js';

const SOURCE = 'viveka-wikisource-upanishads';
const REPO = 'https://github.com/yjzw6km8y5-hub/viveka';
const COMMIT = '36a30601f797b301c3ebd65eb2e5be90e57537dd';
const EDITION = 'wikisource';

/**
 * Page numbers joined into the one mantra Śaṅkara's numbering has (the numbering of the work's other editions): the
 * Bṛhadāraṇyaka's seven tree verses ("yathā vṛkṣo vanaspatis …"), numbered 3.9.29–3.9.36 on the page with no 3.9.28,
 * are 3.9.28; a couplet the page prints twice in a row (3.9.35, repeated in 3.9.36) is kept once.
 */
export const JOINED_MANTRAS: { work: string; refs: string[]; into: string }[] = [
  { work: 'brihadaranyaka-upanishad', refs: ['3.9.29', '3.9.30', '3.9.31', '3.9.32', '3.9.33', '3.9.34', '3.9.35', '3.9.36'], into: '3.9.28' },
];

/** What a page numbers otherwise than GRETIL's edition, stated in the edition's notes. */
const PAGE_NOTES: Record<string, string[]> = {
  'taittiriya-upanishad': ['Brahmānandavallī 8 (the measure of bliss, "yuvā syāt sādhuyuvā …") is one mantra on the page, 2.8.1; GRETIL\'s edition numbers five'],
};

interface PageRow { work: string; title: string; pageid: number; revid: number; timestamp: string; permalink: string; wikitext: string }

const VEDIC_ANUSVARA = '\uA8F3';
/** A mantra's closing mark, ॥ ३ ॥ (Devanagari or ASCII digits). */
const NUMBER_MARK = /॥\s*([०-९0-9]+)\s*॥/;
/** A śānti-mantra's paragraph. */
const SHANTI = /शान्तिः\s*शान्तिः/;

/** Wikitext → plain text: markup dropped, link labels kept in place, the "related links" section cut off. */
export function wikitextToPlain(wikitext: string): string {
  let t = wikitext.replace(/==\s*(?:संबंधित|अधिकाध्ययनाय)[^=\n]*==[\s\S]*$/, '').replace(/<inputbox>[\s\S]*?<\/inputbox>/g, '');
  t = t.replace(/<ref[^>]*\/>/g, '').replace(/<ref[^>]*>[\s\S]*?<\/ref>/g, '');
  for (let prev = ''; prev !== t;) { prev = t; t = t.replace(/\{\{[^{}]*\}\}/g, ''); }
  t = t.replace(/\[\[(?:File|चित्रम्|Image|वर्गः|Category):[^\]]*\]\]/gi, '');
  // navigation: lists of links and lines that are nothing but links to the other pages
  t = t.replace(/^#.*$/gm, '').replace(/^\s*(?:\[\[[^\]]*\]\]\s*)+$/gm, '');
  t = t.replace(/\[\[(?:[^\]|]*\|)?([^\]]*)\]\]/g, '$1');
  // a link in parentheses is an editor's note ("([… रथन्तरोपरि टिप्पणी])", a note on the rathantara): dropped
  t = t.replace(/\(\s*\[https?:\/\/[^\]]*\]\s*\)/g, '');
  t = t.replace(/\[https?:\/\/[^\s\]]+(?: ([^\]]*))?\]/g, (_m, label: string | undefined) => label ?? '');
  // an editor's words in parentheses (a brāhmaṇa's name, a concordance "(शतपथब्राह्मणम् १०.६.४.१)") are no mantra's
  t = t.replace(/\([^()\n]*\)/g, '');
  // a bold line is a heading ('''प्रथमं ब्राह्मणम् ।''')
  t = t.replace(/^\s*'''[^\n]*'''\s*$/gm, '');
  t = t.replace(/<\/?br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, '');
  // headings: wiki headings, and a page's title between daṇḍas (॥ द्वितीयः प्रश्नः ॥: no verse number in it; a
  // khaṇḍa's or adhyāya's heading stays, splitKhandas and aitareyaSections read it)
  t = t.replace(/^\s*=+.*=+\s*$/gm, '').replace(/^\s*॥(?![^॥\n]*(?:खण्डः|ध्याय))[^॥\d०-९\n]*॥\s*$/gm, '').replace(/'''?/g, '').replace(/^[_=\-\s]{4,}$/gm, '');
  // a colophon that carries the section's last mark keeps the mark ("इति शिक्षावल्यां प्रथमोऽनुवाकः ॥१॥" → ॥१॥)
  t = t.replace(/^\s*इति\s[^\n]*?वाकः\s*(॥\s*[०-९\d]+\s*॥)\s*$/gm, '$1');
  // the end of a passage of commentary ("इति प्रथमानुवाकभाष्यम्॥")
  t = t.replace(/^\s*इति\s[^\n]*भाष्यम्[^\n]*$/gm, '');
  // a heading or colophon line: "अथ प्रथमोऽध्यायः ।", "इति बृहदारण्यकोपनिषदि प्रथमोऽध्यायः ॥"
  t = t.replace(/^\s*(?:अथ|इति)\s[^\n]*(?:ध्यायः|ध्याये|ब्राह्मणम्|खण्डः|नुवाकः|वल्ली|प्रश्नः)\s*[।॥]*\s*$/gm, '');
  // … or a heading of one or two words ("द्वितीयोऽध्यायः ।", "द्वितीयं ब्राह्मणम्")
  t = t.replace(/^\s*(?:\S+\s+)?\S*(?:ध्यायः|ब्राह्मणम्)\s*[।॥]*\s*$/gm, '');
  return t.replace(/&nbsp;/g, ' ').replace(/\t/g, ' ').replace(/[ \u00A0]+\n/g, '\n');
}

/** Devanagari or ASCII digits → number. */
function markNumber(s: string): number {
  return Number(asciiDigits(s));
}

export interface ParsedSection { mantras: string[]; slips: string[]; dropped: string[] }

/**
 * One khaṇḍa (or praśna) of plain text → its mantras, numbered by place. `label` names the section in notes. Text
 * after the last mark (a colophon) and śānti paragraphs are dropped and returned in `dropped`.
 */
export function splitMantras(text: string, label: string, keepShanti = false, isCommentary: (paragraph: string) => boolean = () => false): ParsedSection {
  const mantras: string[] = [];
  const slips: string[] = [];
  const dropped: string[] = [];
  const mark = new RegExp(NUMBER_MARK.source, 'g');
  let from = 0;
  for (let m = mark.exec(text); m; m = mark.exec(text)) {
    let body = text.slice(from, m.index);
    from = m.index + m[0].length;
    const n = markNumber(m[1]!);
    const paragraphs = body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
    const kept = paragraphs.filter((p) => { if ((!keepShanti && SHANTI.test(p)) || isCommentary(p)) { dropped.push(p); return false; } return true; });
    if (n === mantras.length + 2 && kept.length >= 2) {
      mantras.push(kept.slice(0, -1).join('\n'));
      slips.push(`${label}.${mantras.length} has no mark`);
      body = kept[kept.length - 1]!;
    } else body = kept.join('\n');
    if (!body.trim()) continue;
    mantras.push(body);
    if (n !== mantras.length) slips.push(`${label}.${mantras.length} marked ॥ ${m[1]} ॥`);
  }
  const rest = text.slice(from).trim();
  if (rest) dropped.push(rest);
  return { mantras: mantras.map(tidy), slips, dropped };
}

/**
 * Spaces collapsed, lines trimmed; a line that ends without a daṇḍa is the page's wrapping inside a sentence and is
 * joined to the next (a word broken at a hyphen, पुरुषमभि-ध्यायीत, without the hyphen), so that a verse keeps one
 * half-verse a line and prose one sentence; the verse closes with ॥ (its number is in the reference).
 */
export function tidy(mantra: string): string {
  const lines = mantra.replace(/^[\s॥।]+/, '').split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const out: string[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev === undefined || /[।॥|]$/.test(prev)) out.push(line);
    else out[out.length - 1] = prev.endsWith('-') ? prev.slice(0, -1) + line : `${prev} ${line}`;
  }
  return out.join('\n').replace(/\s*॥?\s*$/, ' ॥');
}

/** The texts after each heading line (`isHeading`), with the heading; text before the first heading is not a section. */
export function splitAtHeadings(plain: string, isHeading: RegExp): { heading: string; text: string }[] {
  const out: { heading: string; text: string }[] = [];
  for (const line of plain.split('\n')) {
    if (isHeading.test(line)) out.push({ heading: line, text: '' });
    else if (out.length > 0) out[out.length - 1]!.text += line + '\n';
  }
  return out;
}

/** A Chāndogya page (one prapāṭhaka) → its khaṇḍas' plain texts, split at the `॥ … खण्डः ॥` heading lines. */
export function splitKhandas(plain: string): string[] {
  return splitAtHeadings(plain, /॥[^॥\n]*खण्डः\s*॥/).map((s) => s.text);
}

const ORDINALS = ['प्रथम', 'द्वितीय', 'तृतीय', 'चतुर्थ', 'पञ्चम', 'षष्ठ', 'सप्तम', 'अष्टम', 'नवम', 'दशम'];
/** The number an ordinal word before `suffix` names in a heading (प्रथमाध्याये → 1), else null. */
function ordinalBefore(heading: string, suffix: RegExp): number | null {
  const m = new RegExp(`(\\S+?)${suffix.source}`).exec(heading);
  const i = m ? ORDINALS.findIndex((o) => m[1]!.endsWith(o)) : -1;
  return i >= 0 ? i + 1 : null;
}

/** The Aitareya's one page → adhyāya.khaṇḍa sections from headings naming both ("प्रथमाध्याये द्वितीयः खण्डः") or an adhyāya alone (its one khaṇḍa). */
export function aitareyaSections(plain: string): [string, string][] {
  return splitAtHeadings(plain, /॥\s*अथ[^॥\n]*(?:खण्डः|ध्यायः)\s*॥/).map(({ heading, text }) => {
    const adhyaya = ordinalBefore(heading, /(?:ाध्याये|ोध्यायः|ोऽध्यायः)/);
    const khanda = ordinalBefore(heading, /ः\s*खण्डः/) ?? 1;
    return [`${adhyaya}.${khanda}`, text];
  });
}

/**
 * A Taittirīya page (one vallī) → its mūla: in each section between anuvāka headings, only the text of its `<poem>`
 * blocks when it has any (Śaṅkara's commentary, and the opening verses of his bhāṣya in Śikṣāvallī 1, stand outside
 * them), else the whole section (Śikṣāvallī 2 is printed without one).
 */
export function taittiriyaMula(wikitext: string): string {
  // the page's preface (the vallī's śānti-pāṭha, before the first anuvāka) is no mantra
  const sections = wikitext.split(/^(?=[ \t]*==[^\n]*वाकः[^\n]*==[ \t]*$)/m).filter((sec) => /^\s*==[^\n]*वाकः/.test(sec));
  return sections.map((sec) => {
    const poems = [...sec.matchAll(/<poem>([\s\S]*?)<\/poem>/g)].map((m) => m[1]!);
    const heading = /^\s*==[^\n]*==/.exec(sec)?.[0] ?? '';
    return poems.length ? `${heading}\n${poems.join('\n\n')}` : sec;
  }).join('\n');
}

/**
 * A paragraph of Śaṅkara's commentary among a Taittirīya page's mantras (the Brahmānanda and Bhṛgu vallīs print it
 * inside the same blocks): the mantras are written with a spaced daṇḍa (" । ") and no commas, the commentary with
 * commas, dashes, or more daṇḍas against the word before them ("उक्तानि।") than spaced ones.
 */
export function isTaittiriyaCommentary(paragraph: string): boolean {
  const p = paragraph.replace(new RegExp(NUMBER_MARK.source, 'g'), '');
  if (/[,?]|--/.test(p)) return true;
  const attached = (p.match(/[^\s।॥|][।|](?![।|])/g) ?? []).length;
  const spaced = (p.match(/\s[।|](?![।|])/g) ?? []).length;
  return attached > spaced;
}

/**
 * A vallī's plain text → anuvāka texts: the marks number the mantras within an anuvāka, so a mark ॥ १ ॥ after others
 * begins the next anuvāka (the page's headings are not all there: Bhṛguvallī has no heading for its sixth).
 */
export function anuvakasByMarks(plain: string): string[] {
  const out: string[] = [];
  const mark = new RegExp(NUMBER_MARK.source, 'g');
  let from = 0;
  let prevEnd = 0;
  for (let m = mark.exec(plain); m; m = mark.exec(plain)) {
    if (markNumber(m[1]!) === 1 && prevEnd > 0) {
      out.push(plain.slice(from, prevEnd));
      from = prevEnd;
    }
    prevEnd = m.index + m[0].length;
  }
  out.push(plain.slice(from));
  return out.filter((t) => NUMBER_MARK.test(t));
}

/** Mantras closed by marks that carry their reference (॥ बृह. १,२.३ ॥ = adhyāya 1, brāhmaṇa 2, mantra 3). */
export function mantrasByReferenceMarks(plain: string): { chapter: string; verse: string; text: string }[] {
  const out: { chapter: string; verse: string; text: string }[] = [];
  // ॥ बृह. १,२.३ ॥, ॥ १,२.३ ॥, and with a single daṇḍa before the abbreviation (पश्यति। बृह. ४,४.१९ ॥)
  const mark = /(?:॥\s*(?:बृह\.?\s*)?|।\s*बृह\.?\s*)([०-९\d]+)\s*,\s*([०-९\d]+)\s*\.\s*([०-९\d]+)\s*॥/g;
  let from = 0;
  for (let m = mark.exec(plain); m; m = mark.exec(plain)) {
    const body = plain.slice(from, m.index).split(/\n\s*\n/).filter((p) => !SHANTI.test(p)).join('\n');
    from = m.index + m[0].length;
    out.push({ chapter: `${markNumber(m[1]!)}.${markNumber(m[2]!)}`, verse: String(markNumber(m[3]!)), text: tidy(body) });
  }
  return out;
}

export function parseWikisourcePages(jsonl: string): EditionData[] {
  const rows = jsonl.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as PageRow);
  const out: EditionData[] = [];
  for (const [key, slug] of [['prashna', 'prashna-upanishad'], ['chandogya', 'chandogya-upanishad'], ['aitareya', 'aitareya-upanishad'],
    ['brihadaranyaka', 'brihadaranyaka-upanishad'], ['taittiriya', 'taittiriya-upanishad']] as const) {
    const pages = rows.filter((r) => r.work === key);
    if (pages.length === 0) continue;
    const work = WORKS[slug]!;
    const verses: Verse[] = [];
    const slips: string[] = [];
    let dropped = 0;
    let vedicAnusvara = 0;
    let slashes = 0;
    pages.forEach((page, pi) => {
      let plain = wikitextToPlain(key === 'taittiriya' ? taittiriyaMula(page.wikitext) : page.wikitext);
      // A slash between letters stands where the copy lost a sign: the anusvāra of the standard text (तस्मिंश्च).
      plain = plain.replace(/([\u0900-\u097F])\/([\u0900-\u097F])/g, (_m, a: string, b: string) => { slashes++; return `${a}\u0902${b}`; });
      const parts = plain.split(VEDIC_ANUSVARA);
      vedicAnusvara += parts.length - 1;
      const text = parts.join('\u0902');
      if (key === 'brihadaranyaka') {
        for (const m of mantrasByReferenceMarks(text)) verses.push(makeVerse(slug, EDITION, m.chapter, m.verse, m.text, 'devanagari'));
        return;
      }
      const sections: (readonly [string, string])[] = key === 'chandogya' ? splitKhandas(text).map((t, k) => [`${pi + 1}.${k + 1}`, t] as const)
        : key === 'aitareya' ? aitareyaSections(text)
          : key === 'taittiriya' ? anuvakasByMarks(text).map((t, k) => [`${pi + 1}.${k + 1}`, t] as const) : [[`${pi + 1}`, text] as const];
      for (const [chapter, body] of sections) {
        // the Taittirīya's śānti-mantras are mantras of it (Śikṣāvallī 1 and 12); its other vallīs carry commentary
        const s = key === 'taittiriya' ? splitMantras(body, chapter, true, pi > 0 ? isTaittiriyaCommentary : undefined) : splitMantras(body, chapter);
        slips.push(...s.slips);
        dropped += s.dropped.length;
        s.mantras.forEach((m, i) => verses.push(makeVerse(slug, EDITION, chapter, String(i + 1), m, 'devanagari')));
      }
    });
    const notes = [
      `Sanskrit Wikisource pages ${pages.map((p) => `${p.title} (revision ${p.revid})`).join(', ')}, as copied in yjzw6km8y5-hub/viveka`,
      `${dropped} passages left out: śānti-mantras and colophons${key === 'taittiriya' ? ', and Śaṅkara\'s commentary printed among the mantras of the Brahmānanda and Bhṛgu vallīs' : ''}`,
      ...(PAGE_NOTES[slug] ?? []),
    ];
    if (slashes) notes.push(`${slashes} slash(es) inside a word, where the copy lost the anusvāra, read as ं (Praśna 2.4 तस्मिंश्च, तस्मिंष्च)`);
    for (const j of JOINED_MANTRAS.filter((x) => x.work === slug)) {
      const parts = j.refs.map((r) => verses.find((v) => v.reference === r)).filter((v): v is Verse => v !== undefined);
      if (parts.length !== j.refs.length) continue;
      const bodies = parts.map((v) => v.content_devanagari.replace(/\s*॥$/, ''));
      // a part repeated at the start of the next one is kept once
      const kept = bodies.filter((b, i) => !(bodies[i + 1]?.startsWith(b)));
      const [chapter, verse] = [j.into.slice(0, j.into.lastIndexOf('.')), j.into.slice(j.into.lastIndexOf('.') + 1)];
      const at = verses.indexOf(parts[0]!);
      verses.splice(at, parts.length, makeVerse(slug, EDITION, chapter, verse, kept.join('\n') + ' ॥', 'devanagari'));
      notes.push(`the page's ${j.refs[0]}–${j.refs[j.refs.length - 1]} are ${j.into}, one mantra in Śaṅkara's numbering${kept.length < bodies.length ? ` (${bodies.length - kept.length} couplet printed twice kept once)` : ''}`);
    }
    if (vedicAnusvara) notes.push(`${vedicAnusvara} Vedic anusvāra signs ꣳ (U+A8F3) written as the anusvāra ं`);
    if (slips.length) notes.push(`the page's verse marks differ from the mantras' places (numbered by place): ${slips.join('; ')}`);
    out.push({
      work,
      edition: {
        slug: EDITION, work_slug: slug, title: `${work.title_iast} (Sanskrit Wikisource)`, source: SOURCE, source_url: REPO, source_commit: COMMIT,
        licence: 'CC BY-SA 4.0 (Sanskrit Wikisource text)', licence_class: 'open', licence_note: null, rank: 100, notes,
      },
      verses, apparatus: new Map(),
    });
  }
  return out;
}

export const wikisourcePagesAdapter: Adapter = oneFileAdapter(SOURCE, 'pages.jsonl', parseWikisourcePages);
