/**
 * cltk/sanskrit_text_wikisource @ d5f49448 (repository CC0 1.0; text scraped from Sanskrit Wikisource in 2017,
 * CC BY-SA 4.0, credited to Wikisource): 11 Purāṇas, one raw text per chapter.
 * Numbering: section.adhyāya.verse for Purāṇas with sections (aṃśa, bhāga, khaṇḍa — ordered by their name,
 * not the file order, which is alphabetical), adhyāya.verse otherwise. The verse number is the last number of
 * each daṇḍa marker (`।। ४-१-१ ।।`, `॥ १,१.१ ॥`, `।। १.१ ।।`); Kannada zero `೦` (U+0CE6, some Liṅga chapters)
 * is read as `०`. Chapters without any marker (the Vāmana) are numbered by sequence, one verse per couplet
 * closed by `॥`/`।।` (stated in the edition notes). A repeated number inside a chapter keeps the first verse.
 * The Vāmana's file names carry no adhyāya number: it is read from the markers (`।। ५८.१`).
 */
import type { EditionData, Verse } from '../../../corpus/model.js';
import { asciiDigits } from '../../../corpus/citation/parse-reference.js';
import { readBundle } from '../source-bundle.js';
import { logEditions, makeVerse, type Adapter, type AdapterContext } from '../adapter.js';
import { WORKS } from '../works.js';

const SOURCE = 'puranas-wikisource-cltk';
const COMMIT = 'd5f49448654f85fd379d88387e7e9e2c1822028e';

/** file → work slug; the SARIT Brahmapurāṇa is the better text, so this one ranks below it. */
export const PURANA_FILES: Record<string, { slug: string; rank: number }> = {
  'agni.jsonl': { slug: 'agni-purana', rank: 100 }, 'brahma.jsonl': { slug: 'brahma-purana', rank: 80 },
  'brahmavaivarta.jsonl': { slug: 'brahmavaivarta-purana', rank: 100 }, 'garuda.jsonl': { slug: 'garuda-purana', rank: 100 },
  'linga.jsonl': { slug: 'linga-purana', rank: 100 }, 'matsya.jsonl': { slug: 'matsya-purana', rank: 100 },
  'narada.jsonl': { slug: 'narada-purana', rank: 100 }, 'vamana.jsonl': { slug: 'vamana-purana', rank: 100 },
  'varaha.jsonl': { slug: 'varaha-purana', rank: 100 }, 'vayu.jsonl': { slug: 'vayu-purana', rank: 100 },
  'vishnu.jsonl': { slug: 'vishnu-purana', rank: 100 },
};

const ORDINALS: Array<[RegExp, number]> = [
  [/प्रथम|पूर्व|आचार/, 1], [/द्वितीय|उत्तर|प्रेत/, 2], [/तृतीय|ब्रह्मकाण्ड/, 3], [/चतुर्थ/, 4], [/पञ्चम/, 5], [/षष्[टठ]/, 6],
];

/** Section name → its number (1 = first aṃśa / pūrvabhāga / ācārakāṇḍa …), null when unknown. */
export function sectionNumber(section: string | null): number | null {
  if (!section) return null;
  for (const [re, n] of ORDINALS) if (re.test(section)) return n;
  return null;
}

/** `।। ४-१-१ ।।`, `॥ १,१.१ ॥`, or an unclosed `।। ५८.१` at the end of a line (Vāmana). */
const MARKER = /(?:।।|॥)[ \t]*([०-९೦0-9][०-९೦0-9.,\- \t]*?)[ \t]*(?:।।|॥|(?=\n|$))/g;

function arabic(s: string): number {
  return Number(asciiDigits(s.replace(/೦/g, '०')));
}

/** Splits a chapter's raw text into numbered verses; unnumbered text is cut at each closing daṇḍa pair. */
export function splitPuranaChapter(raw: string): { verses: Array<{ n: number; text: string }>; numbered: boolean; chapterInMarker: number | null } {
  const verses: Array<{ n: number; text: string }> = [];
  let last = 0;
  let chapterInMarker: number | null = null;
  for (const m of raw.matchAll(MARKER)) {
    const nums = m[1]!.split(/[.,\-\s]+/).filter(Boolean);
    const n = arabic(nums[nums.length - 1]!);
    if (chapterInMarker === null && nums.length >= 2) chapterInMarker = arabic(nums[nums.length - 2]!);
    const text = raw.slice(last, m.index).trim();
    last = m.index! + m[0].length;
    if (text && Number.isFinite(n)) verses.push({ n, text: text + ' ॥' });
  }
  if (verses.length > 0) return { verses, numbered: true, chapterInMarker };
  let seq = 0;
  for (const part of raw.split(/(?:।।|॥)/)) {
    const text = part.trim();
    if (text.length > 8) verses.push({ n: ++seq, text: text + ' ॥' });
  }
  return { verses, numbered: false, chapterInMarker: null };
}

interface Row { purana: string; section: string | null; adhyaya: number | null; raw: string }

export function parsePurana(file: string, text: string): EditionData | null {
  const meta = PURANA_FILES[file];
  if (!meta) return null;
  const w = WORKS[meta.slug]!;
  const rows = text.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Row);
  const sectioned = w.chapter_scheme.length === 3;
  const verses: Verse[] = [];
  const seenChapters = new Set<string>();
  let dup = 0;
  let unnumberedChapters = 0;
  let skipped = 0;
  // Vāmana: no adhyāya number in the file name; the markers carry it (`५८.१`).
  const withAdhyaya = rows.map((r) => ({ r, s: sectionNumber(r.section), split: splitPuranaChapter(r.raw) }))
    .map((x) => ({ ...x, a: x.r.adhyaya ?? x.split.chapterInMarker }));
  const ordered = withAdhyaya.sort((a, b) => (a.s ?? 0) - (b.s ?? 0) || (a.a ?? 0) - (b.a ?? 0));
  for (const { s, split, a } of ordered) {
    if ((sectioned && s === null) || a === null || !Number.isFinite(a)) {
      skipped++;
      continue;
    }
    const chapter = sectioned ? `${s}.${a}` : String(a);
    if (seenChapters.has(chapter)) {
      skipped++;
      continue;
    }
    seenChapters.add(chapter);
    const { verses: vs, numbered } = split;
    if (!numbered) unnumberedChapters++;
    const seen = new Set<number>();
    for (const v of vs) {
      if (seen.has(v.n)) {
        dup++;
        continue;
      }
      seen.add(v.n);
      verses.push(makeVerse(w.slug, 'wikisource-cltk', chapter, String(v.n), v.text, 'devanagari'));
    }
  }
  const notes = [`${seenChapters.size} chapters (2017 Wikisource snapshot)`];
  if (dup) notes.push(`${dup} repeated verse numbers inside a chapter dropped`);
  if (skipped) notes.push(`${skipped} chapter files skipped (duplicate chapter or unknown section)`);
  if (unnumberedChapters) notes.push(`${unnumberedChapters} chapters have no verse numbers upstream: their verses are numbered by sequence (one per closing daṇḍa)`);
  if (file === 'linga.jsonl') notes.push('Kannada digit zero (U+0CE6) in verse markers read as ०');
  return {
    work: w,
    edition: {
      slug: 'wikisource-cltk', work_slug: w.slug, title: `${w.title_iast} (Sanskrit Wikisource, via CLTK 2017)`, source: SOURCE,
      source_url: 'https://github.com/cltk/sanskrit_text_wikisource', source_commit: COMMIT,
      licence: 'CC BY-SA 4.0 (Sanskrit Wikisource text); repository CC0 1.0', licence_class: 'open', licence_note: null, rank: meta.rank, notes,
    },
    verses, apparatus: new Map(),
  };
}

export const wikisourcePuranasAdapter: Adapter = {
  source: SOURCE,
  run(ctx: AdapterContext): EditionData[] {
    const out: EditionData[] = [];
    for (const f of readBundle(ctx.dataDir, SOURCE)) {
      const e = parsePurana(f.path, f.text);
      if (e) out.push(e);
    }
    return logEditions(ctx, SOURCE, out);
  },
};
