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
import { readBundle, type SourceFile } from '../source-bundle.js';

export const GANGULI_SOURCE = 'ganguli-mahabharata';
const AUTHOR = 'Kisari Mohan Ganguli (1883–96)';

/** Ganguli book → Kumbhakonam parva, and the last section aligned by number (null = the whole book). */
export const GANGULI_ALIGNED: Array<{ book: number; files: RegExp; parva: number; upTo: number | null }> = [
  { book: 3, files: /^src\/vana-parva\/(?!00-)/, parva: 3, upTo: 108 },
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

/** Adds the aligned sections to the apparatus of the Kumbhakonam edition; returns the log line. */
export function alignGanguli(dataDir: string, corpus: CorpusData): string {
  const files = readBundle(dataDir, GANGULI_SOURCE);
  const firstVerse = new Map<string, string>();
  for (const v of corpus.verses) {
    if (v.work_slug !== 'mahabharata' || v.edition_slug !== 'kumbhakonam-sarit') continue;
    const cur = firstVerse.get(v.chapter!);
    if (cur === undefined || Number(v.verse_number) < Number(cur.split('.').pop())) firstVerse.set(v.chapter!, v.reference);
  }
  const ed = corpus.editions.find((e) => e.work_slug === 'mahabharata' && e.slug === 'kumbhakonam-sarit');
  const parts: string[] = [];
  for (const a of GANGULI_ALIGNED) {
    const sections = splitGanguliSections(files.filter((f) => a.files.test(f.path)));
    let n = 0;
    for (const [s, text] of sections) {
      if (a.upTo !== null && s > a.upTo) continue;
      const ref = firstVerse.get(`${a.parva}.${s}`);
      if (!ref) continue;
      const app = (corpus.apparatus[`mahabharata|${ref}`] ??= emptyApparatus());
      app.translations.push({ language: 'en', author: AUTHOR, text: `[Section ${s}, the whole adhyāya] ${text}`, licence: 'public domain', source: GANGULI_SOURCE });
      if (ed) ed.counts.translations++;
      n++;
    }
    parts.push(`book ${a.book} → parva ${a.parva}: ${n} of ${sections.size} sections${a.upTo ? ` (1–${a.upTo} only)` : ''}`);
  }
  const msg = `ganguli: sections aligned to the Kumbhakonam adhyāyas where the numbering agrees — ${parts.join('; ')}; other books not aligned (section and adhyāya counts differ)`;
  if (ed) ed.notes.push(msg.replace(/^ganguli: /, 'Ganguli translation: '));
  return msg;
}
