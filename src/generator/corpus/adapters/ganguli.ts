/**
 * K. M. Ganguli's English Mahābhārata (1883–96, public domain; ashutoshmjain/mahabharata @ 2ec80bfb, CC0
 * repository, text as proofed at sacred-texts.com). Ganguli translated the Calcutta/Nīlakaṇṭha vulgate, so his
 * sections are aligned to the Kumbhakonam edition (work `mahabharata`), never to BORI, and only where the
 * section numbers can be trusted to be the adhyāya numbers: the parva's section count equals the Kumbhakonam
 * adhyāya count and the adhyāyas are numbered 1..N without gaps (GANGULI_ALIGNED), or, for the Vana/Āraṇyaka,
 * the sections before the first gap in the Kumbhakonam numbering (its adhyāyas 109–110 are empty, so 1–108).
 * Elsewhere the counts differ (Ādi 235 vs 260, Śānti 363 vs 375, Anuśāsana 168 vs 274 …) and nothing is
 * aligned. A section's whole translation is attached to the first verse of its adhyāya (the apparatus is per
 * verse), with the section named in the text.
 */
import type { CorpusData } from '../../../corpus/model.js';
import { emptyApparatus } from '../../../corpus/model.js';
import type { Verse } from '../../../corpus/model.js';
import { readBundle, type SourceFile } from '../source-bundle.js';
import { toSlp1 } from '../../../corpus/script/to-slp1.js';
import { alignSections, type SanskritUnit } from '../ganguli-align.js';

export const GANGULI_SOURCE = 'ganguli-mahabharata';
export const GANGULI_AUTHOR = 'Kisari Mohan Ganguli (1883–96)';

/** Ganguli book → Kumbhakonam parva, and the last section aligned by number (null = the whole book). */
export const GANGULI_ALIGNED: Array<{ book: number; files: RegExp; parva: number; upTo: number | null }> = [
  { book: 3, files: /^src\/vana-parva\/(?!00-)/, parva: 3, upTo: 43 },
  { book: 10, files: /^src\/maha10\.md$/, parva: 10, upTo: null },
  { book: 17, files: /^src\/maha17\.md$/, parva: 17, upTo: null },
  { book: 18, files: /^src\/maha18\.md$/, parva: 18, upTo: null },
];

function roman(s: string): number {
  const v: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const a = v[s[i]!]!;
    const b = v[s[i + 1]!] ?? 0;
    n += a < b ? -a : a;
  }
  return n;
}

/** Ganguli's books → their files and the Kumbhakonam parva (whose Mausala is 15 and Āśramavāsika 16). */
export const GANGULI_BOOKS: Array<{ book: number; files: RegExp; parva: number }> = [
  { book: 1, files: /^src\/adi-parva\//, parva: 1 },
  { book: 2, files: /^src\/sabha-parva\//, parva: 2 },
  { book: 3, files: /^src\/vana-parva\/(?!00-)/, parva: 3 },
  ...Array.from({ length: 15 }, (_, k) => ({ book: k + 4, files: new RegExp(`^src/maha${String(k + 4).padStart(2, '0')}\\.md$`), parva: k + 4 === 15 ? 16 : k + 4 === 16 ? 15 : k + 4 })),
];

/**
 * Sections of one book in reading order: `## SECTION CXLIX` or `## SECTION XXXIV-XXXV` headings (a merged pair,
 * labelled "34–35"), or a bare number line (books 8–11, 16–18). A repeated number keeps its first text.
 */
export function ganguliSectionList(files: SourceFile[]): Array<{ label: string; first: number; text: string }> {
  const out: Array<{ label: string; first: number; text: string }> = [];
  const seen = new Set<number>();
  for (const f of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    let cur: { label: string; first: number } | null = null;
    let buf: string[] = [];
    const flush = () => {
      if (cur !== null && !seen.has(cur.first)) {
        const text = buf.join('\n').replace(/\[\d+\]/g, '').replace(/\n{2,}/g, '\n\n').trim();
        if (text) { out.push({ ...cur, text }); seen.add(cur.first); }
      }
      buf = [];
    };
    for (const line of f.text.split('\n')) {
      const h = /^##\s+SECTION\s+([IVXLCDM]+)(?:\s*-\s*([IVXLCDM]+))?\s*$/.exec(line) ?? /^(\d{1,3})\s*$/.exec(line);
      if (h) {
        flush();
        const a = /^\d/.test(h[1]!) ? Number(h[1]) : roman(h[1]!);
        cur = { first: a, label: h[2] ? `${a}–${roman(h[2])}` : String(a) };
        continue;
      }
      if (/^#/.test(line)) continue;
      buf.push(line);
    }
    flush();
  }
  return out;
}

/** Sections of one book: `## SECTION CXLIX` headings, or a bare number line (books 8–11, 16–18). */
export function splitGanguliSections(files: SourceFile[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const f of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    let cur: number | null = null;
    let buf: string[] = [];
    const flush = () => {
      if (cur !== null && !out.has(cur)) {
        const text = buf.join('\n').replace(/\[\d+\]/g, '').replace(/\n{2,}/g, '\n\n').trim();
        if (text) out.set(cur, text);
      }
      buf = [];
    };
    for (const line of f.text.split('\n')) {
      const h = /^##\s+SECTION\s+([IVXLCDM]+)\s*$/.exec(line) ?? /^(\d{1,3})\s*$/.exec(line);
      if (h) {
        flush();
        cur = /^\d/.test(h[1]!) ? Number(h[1]) : roman(h[1]!);
        continue;
      }
      if (/^#/.test(line)) continue;
      buf.push(line);
    }
    flush();
  }
  return out;
}

/** The Kumbhakonam adhyāyas of each parva in adhyāya order, with their text and first verse (pure). */
export function kumbhakonamUnits(verses: readonly Verse[]): Map<number, Array<SanskritUnit & { firstRef: string; firstVerse: number }>> {
  const byChapter = new Map<string, SanskritUnit & { firstRef: string; firstVerse: number; parts: string[] }>();
  for (const v of verses) {
    if (v.work_slug !== 'mahabharata' || v.edition_slug !== 'kumbhakonam-sarit' || !v.chapter) continue;
    let u = byChapter.get(v.chapter);
    if (!u) byChapter.set(v.chapter, (u = { chapter: v.chapter, slp1: '', firstSpeakerSlp1: null, firstRef: v.reference, firstVerse: Number(v.verse_number), parts: [] }));
    if (Number(v.verse_number) < u.firstVerse) { u.firstVerse = Number(v.verse_number); u.firstRef = v.reference; }
    if (u.parts.length === 0 && v.speaker) u.firstSpeakerSlp1 = toSlp1(v.speaker, 'devanagari');
    if (v.speaker) u.parts.push(toSlp1(v.speaker, 'devanagari'));
    u.parts.push(v.content_slp1);
  }
  const out = new Map<number, Array<SanskritUnit & { firstRef: string; firstVerse: number }>>();
  for (const u of byChapter.values()) {
    const p = Number(u.chapter.split('.')[0]);
    if (!out.has(p)) out.set(p, []);
    out.get(p)!.push({ chapter: u.chapter, slp1: u.parts.join(' '), firstSpeakerSlp1: u.firstSpeakerSlp1, firstRef: u.firstRef, firstVerse: u.firstVerse });
  }
  for (const list of out.values()) list.sort((a, b) => Number(a.chapter.split('.')[1]) - Number(b.chapter.split('.')[1]));
  return out;
}

export interface GanguliAttachment { chapter: string; firstRef: string; text: string; by: 'number' | 'content'; span: string[] }
export interface GanguliParvanReport { book: number; parva: number; sections: number; adhyayas: number; byNumber: number; attached: number; covered: number; coveredBefore: number; unattachedSections: number; groundTruth: number; reproduced: number }

/**
 * All of Ganguli's attachments to the Kumbhakonam adhyāyas (pure): by number where GANGULI_ALIGNED trusts it,
 * elsewhere by content (ganguli-align.ts), confident steps only, never over a section or adhyāya aligned by
 * number. The number-aligned sections are the ground truth the content alignment is scored against.
 */
export function planGanguli(files: SourceFile[], verses: readonly Verse[]): { attachments: GanguliAttachment[]; reports: GanguliParvanReport[] } {
  const units = kumbhakonamUnits(verses);
  const attachments: GanguliAttachment[] = [];
  const reports: GanguliParvanReport[] = [];
  for (const b of GANGULI_BOOKS) {
    const sections = ganguliSectionList(files.filter((f) => b.files.test(f.path)));
    const sa = units.get(b.parva) ?? [];
    if (sections.length === 0 || sa.length === 0) continue;
    const fixed = GANGULI_ALIGNED.find((a) => a.book === b.book);
    const saIndex = new Map(sa.map((u, j) => [u.chapter, j]));
    const numbered = new Map<number, number>();
    if (fixed) {
      sections.forEach((s, i) => {
        if (s.label !== String(s.first) || (fixed.upTo !== null && s.first > fixed.upTo)) return;
        const j = saIndex.get(`${b.parva}.${s.first}`);
        if (j !== undefined) numbered.set(i, j);
      });
    }
    const steps = alignSections(sections, sa);
    const takenSa = new Set(numbered.values());
    const covered = new Set<number>();
    let attachedSections = 0, reproduced = 0;
    for (const [i, j] of numbered) {
      const st = steps.find((x) => x.sections.includes(i));
      if (st && st.confident && st.sections.length === 1 && st.adhyayas.length === 1 && st.adhyayas[0] === j) reproduced++;
      attachments.push({ chapter: sa[j]!.chapter, firstRef: sa[j]!.firstRef, by: 'number', span: [sa[j]!.chapter], text: `[Section ${sections[i]!.label}, the whole adhyāya] ${sections[i]!.text}` });
      covered.add(j);
      attachedSections++;
    }
    for (const st of steps) {
      if (!st.confident || st.sections.some((i) => numbered.has(i)) || st.adhyayas.some((j) => takenSa.has(j))) continue;
      const first = sa[st.adhyayas[0]!]!;
      const labels = st.sections.map((i) => sections[i]!.label);
      const span = st.adhyayas.map((j) => sa[j]!.chapter);
      const head = st.sections.length > 1
        ? `[Sections ${labels.join(' and ')}, aligned to this adhyāya by content]`
        : span.length > 1 ? `[Section ${labels[0]}, aligned by content to adhyāyas ${span.join(' and ')}]` : `[Section ${labels[0]}, aligned to this adhyāya by content]`;
      attachments.push({ chapter: first.chapter, firstRef: first.firstRef, by: 'content', span, text: `${head} ${st.sections.map((i) => sections[i]!.text).join('\n\n')}` });
      for (const j of st.adhyayas) covered.add(j);
      attachedSections += st.sections.length;
    }
    reports.push({
      book: b.book, parva: b.parva, sections: sections.length, adhyayas: sa.length, byNumber: numbered.size, attached: attachedSections,
      covered: covered.size, coveredBefore: numbered.size, unattachedSections: sections.length - attachedSections, groundTruth: numbered.size, reproduced,
    });
  }
  return { attachments, reports };
}

/** Adds Ganguli's sections to the apparatus of the Kumbhakonam edition (planGanguli); returns the log line. */
export function alignGanguli(dataDir: string, corpus: CorpusData): string {
  const { attachments, reports } = planGanguli(readBundle(dataDir, GANGULI_SOURCE), corpus.verses);
  const ed = corpus.editions.find((e) => e.work_slug === 'mahabharata' && e.slug === 'kumbhakonam-sarit');
  for (const a of attachments) {
    const app = (corpus.apparatus[`mahabharata|${a.firstRef}`] ??= emptyApparatus());
    app.translations.push({ language: 'en', author: GANGULI_AUTHOR, text: a.text, licence: 'public domain', source: GANGULI_SOURCE });
    if (ed) ed.counts.translations++;
  }
  const parts = reports.map((r) => `book ${r.book} → parva ${r.parva}: ${r.covered} of ${r.adhyayas} adhyāyas (${r.coveredBefore} by number), ${r.attached} of ${r.sections} sections attached`);
  const gt = reports.reduce((n, r) => n + r.groundTruth, 0);
  const rep = reports.reduce((n, r) => n + r.reproduced, 0);
  const msg = `ganguli: sections attached by number where it agrees, elsewhere by a monotone content alignment (names, length, opening speaker; confident steps only) — ${parts.join('; ')}; the content alignment reproduces ${rep} of ${gt} number-aligned sections`;
  if (ed) ed.notes.push(msg.replace(/^ganguli: /, 'Ganguli translation: '));
  return msg;
}
