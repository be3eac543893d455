/**
 * The Praśna and Chāndogya Upaniṣads as Sanskrit Wikisource prints them (CC BY-SA 4.0), from the raw page records of
 * yjzw6km8y5-hub/viveka (`data/raw/upanishads/prashna.json`, `chandogya.json`; data licence CC BY-SA 4.0, each record
 * with its Wikisource revision). The bundle keeps the Upaniṣad pages' wikitext as it is; the cleaning is here.
 *
 * Numbering: the Praśna by praśna.mantra (16 + 13 + 12 + 11 + 7 + 8 = 67, one page per praśna); the Chāndogya by
 * prapāṭhaka.khaṇḍa.mantra (one page per prapāṭhaka, a `॥ … खण्डः ॥` heading before each khaṇḍa: 13 + 24 + 19 + 17 +
 * 24 + 16 + 26 + 15 = 154 khaṇḍas; 3.14.1 "sarvaṃ khalv idaṃ brahma", 6.8.7 "tat tvam asi"). A mantra ends at its
 * `॥ N ॥` mark and is numbered by its place in the khaṇḍa, not by the mark: the page's slips in the marks (a mantra
 * marked ॥ ४ ॥ as the first of its khaṇḍa, a number skipped) are listed in the edition's notes. A mark one higher than
 * expected whose text holds a paragraph break closes two mantras, the first unmarked (Praśna 3.4, "yathā samrāḍ
 * evādhikṛtān viniyuṅkte …", has no mark on the page).
 *
 * Cleaning (`wikitextToPlain`): external links keep their label, which is part of the word they sit in
 * (`ओमित्येतदक्षर[https://… मुद्गीथ]मुपासीत` → ओमित्येतदक्षरमुद्गीथमुपासीत); templates, references, file embeds,
 * navigation lists, categories, HTML tags, headings and the "related links" section are dropped; the śānti-mantras
 * (paragraphs with "शान्तिः शान्तिः") and the closing colophons ("इति …") are left out and counted. The Vedic
 * anusvāra sign ꣳ (U+A8F3, the anusvāra before a sibilant or r in Sāmavedic recitation) is written as the anusvāra ं,
 * so that every script and search reads it (the count is in the notes). Otherwise the text is Wikisource's, its slips
 * included (kept, not fixed: Praśna 2.1 "प्रचां", 4.2 "होवच", "यथ").
 */
import type { EditionData, Verse } from '../../../corpus/model.js';
import { bundleMap } from '../source-bundle.js';
import { makeVerse, type Adapter, type AdapterContext } from '../adapter.js';
import { WORKS } from '../works.js';

const SOURCE = 'viveka-wikisource-upanishads';
const REPO = 'https://github.com/yjzw6km8y5-hub/viveka';
const COMMIT = '36a30601f797b301c3ebd65eb2e5be90e57537dd';
const EDITION = 'wikisource';

interface PageRow { work: string; title: string; pageid: number; revid: number; timestamp: string; permalink: string; wikitext: string }

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
const VEDIC_ANUSVARA = '\uA8F3';

/** Wikitext → plain text: markup dropped, link labels kept in place, the "related links" section cut off. */
export function wikitextToPlain(wikitext: string): string {
  let t = wikitext.replace(/==\s*संबंधित[^=\n]*==[\s\S]*$/, '');
  t = t.replace(/<ref[^>]*\/>/g, '').replace(/<ref[^>]*>[\s\S]*?<\/ref>/g, '');
  for (let prev = ''; prev !== t;) { prev = t; t = t.replace(/\{\{[^{}]*\}\}/g, ''); }
  t = t.replace(/\[\[(?:File|चित्रम्|Image|वर्गः|Category):[^\]]*\]\]/gi, '');
  // navigation: lists of links and lines that are nothing but links to the other pages
  t = t.replace(/^#.*$/gm, '').replace(/^\s*(?:\[\[[^\]]*\]\]\s*)+$/gm, '');
  t = t.replace(/\[\[(?:[^\]|]*\|)?([^\]]*)\]\]/g, '$1');
  t = t.replace(/\[https?:\/\/[^\s\]]+(?: ([^\]]*))?\]/g, (_m, label: string | undefined) => label ?? '');
  t = t.replace(/<\/?br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, '');
  // headings: wiki headings, and a page's title between daṇḍas (॥ द्वितीयः प्रश्नः ॥: no verse number in it; a
  // khaṇḍa's heading stays, splitKhandas reads it)
  t = t.replace(/^\s*=+.*=+\s*$/gm, '').replace(/^\s*॥(?![^॥\n]*खण्डः)[^॥\d०-९\n]*॥\s*$/gm, '').replace(/'''?/g, '').replace(/^[_=\-\s]{4,}$/gm, '');
  return t.replace(/\t/g, ' ').replace(/[ \u00A0]+\n/g, '\n');
}

/** Devanagari or ASCII digits → number. */
function markNumber(s: string): number {
  return Number([...s].map((c) => { const d = DEVANAGARI_DIGITS.indexOf(c); return d >= 0 ? String(d) : c; }).join(''));
}

export interface ParsedSection { mantras: string[]; slips: string[]; dropped: string[] }

/**
 * One khaṇḍa (or praśna) of plain text → its mantras, numbered by place. `label` names the section in notes. Text
 * after the last mark (a colophon) and śānti paragraphs are dropped and returned in `dropped`.
 */
export function splitMantras(text: string, label: string): ParsedSection {
  const mantras: string[] = [];
  const slips: string[] = [];
  const dropped: string[] = [];
  const mark = /॥\s*([०-९0-9]+)\s*॥/g;
  let from = 0;
  for (let m = mark.exec(text); m; m = mark.exec(text)) {
    let body = text.slice(from, m.index);
    from = m.index + m[0].length;
    const n = markNumber(m[1]!);
    const paragraphs = body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
    const kept = paragraphs.filter((p) => { if (/शान्तिः\s*शान्तिः/.test(p)) { dropped.push(p); return false; } return true; });
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

/** Spaces collapsed, lines trimmed; the verse closes with ॥ (its number is in the reference). */
function tidy(mantra: string): string {
  return mantra.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n').replace(/\s*॥?\s*$/, ' ॥');
}

/** A Chāndogya page (one prapāṭhaka) → its khaṇḍas' plain texts, split at the `॥ … खण्डः ॥` heading lines. */
export function splitKhandas(plain: string): string[] {
  const lines = plain.split('\n');
  const out: string[] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (/॥[^॥\n]*खण्डः\s*॥/.test(line)) { current = []; out.push(''); continue; }
    if (current) out[out.length - 1] += line + '\n';
  }
  return out;
}

export function parseWikisourcePages(jsonl: string): EditionData[] {
  const rows = jsonl.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as PageRow);
  const out: EditionData[] = [];
  for (const [key, slug] of [['prashna', 'prashna-upanishad'], ['chandogya', 'chandogya-upanishad']] as const) {
    const pages = rows.filter((r) => r.work === key);
    if (pages.length === 0) continue;
    const work = WORKS[slug]!;
    const verses: Verse[] = [];
    const slips: string[] = [];
    let dropped = 0;
    let vedicAnusvara = 0;
    let slashes = 0;
    pages.forEach((page, pi) => {
      let plain = wikitextToPlain(page.wikitext);
      // A slash between letters stands where the copy lost a sign: the anusvāra of the standard text (तस्मिंश्च).
      plain = plain.replace(/([\u0900-\u097F])\/([\u0900-\u097F])/g, (_m, a: string, b: string) => { slashes++; return `${a}\u0902${b}`; });
      vedicAnusvara += plain.split(VEDIC_ANUSVARA).length - 1;
      const text = plain.split(VEDIC_ANUSVARA).join('\u0902');
      const sections = key === 'chandogya' ? splitKhandas(text).map((t, k) => [`${pi + 1}.${k + 1}`, t] as const) : [[`${pi + 1}`, text] as const];
      for (const [chapter, body] of sections) {
        const s = splitMantras(body, chapter);
        slips.push(...s.slips);
        dropped += s.dropped.length;
        s.mantras.forEach((m, i) => verses.push(makeVerse(slug, EDITION, chapter, String(i + 1), m, 'devanagari')));
      }
    });
    const notes = [
      `Sanskrit Wikisource pages ${pages.map((p) => `${p.title} (revision ${p.revid})`).join(', ')}, as copied in yjzw6km8y5-hub/viveka`,
      `${dropped} śānti-mantra and colophon passages left out`,
    ];
    if (slashes) notes.push(`${slashes} slash(es) inside a word, where the copy lost the anusvāra, read as ं (Praśna 2.4 तस्मिंश्च, तस्मिंष्च)`);
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

export const wikisourcePagesAdapter: Adapter = {
  source: SOURCE,
  run(ctx: AdapterContext): EditionData[] {
    const out = parseWikisourcePages(bundleMap(ctx.dataDir, SOURCE).get('pages.jsonl') ?? '');
    ctx.log(`${SOURCE}: ${out.map((e) => `${e.work.slug} ${e.verses.length}`).join(', ')}`);
    return out;
  },
};
