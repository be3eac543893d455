/**
 * The Devīmāhātmya as it stands in the Mārkaṇḍeya Purāṇa of Sanskrit Wikisource (CC BY-SA 4.0), from the
 * vyasa-sa-wikisource/content-puranas crawl @ 0bf10c90 (`data/processed/markandeya-purana/content/mula/*.vy`,
 * one file per adhyāya in reading order; the workspace's `vyasac.toml` states `license = "CC-BY-SA-4.0"`).
 * Only the thirteen files of the Devīmāhātmya (080–092) are in the bundle.
 *
 * Chapters: file 080 is Wikisource's adhyāya 81 (printed number 67 is missing upstream, so file and printed
 * numbers differ by one), and the thirteen files are the Purāṇa's adhyāyas 81–93, the Devīmāhātmya's chapters
 * 1–13 (in editions that number the Purāṇa without the three lost chapters, 78–90). Identified by content, not by
 * number: the first opens "sāvarṇiḥ sūryatanayo", the colophons name the Devīmāhātmya, the last is the boon
 * (varapradāna), and the next file begins the Raucya manvantara.
 * Numbering: chapter.verse with Wikisource's verse numbers (588 verses). The Durgāsaptaśatī's recitation count of
 * 700 numbers uvāca lines and some half-verses as verses; this edition does not, so "yā devī sarvabhūteṣu
 * viṣṇumāyeti śabditā" is 5.12 here (5.14–16 in the 700-verse recitation numbering).
 * Cleaning: the heading lines Wikisource leaves inside a chapter's first verse (`== ==`, `82(79)`,
 * `द्व्यशीतितमोऽध्यायः- ८२`, `देवीमाहात्म्यम्`) and image captions (`thumb|…`) are dropped; a speaker line
 * (`मार्कण्डेय उवाच`, `; श्रीदेव्युवाच`, the misspelt `राजौवाच`, `ऋषिरूवाच`) inside a verse or in a `speaker` block
 * becomes the verse's speaker. The text is otherwise Wikisource's, typing errors included (counted, not fixed).
 */
import type { Apparatus, EditionData, Verse } from '../../../corpus/model.js';
import { bundleMap } from '../source-bundle.js';
import { apparatusFor, makeVerse, type Adapter, type AdapterContext } from '../adapter.js';
import { WORKS } from '../works.js';

const SOURCE = 'vyasa-markandeya-devi-mahatmya';
const COMMIT = '0bf10c904887dde3bf900a0f6cef11c2f61c66cf';
const DIR = 'data/processed/markandeya-purana/content/mula/';

/** Devīmāhātmya chapter → the Wikisource file holding it (reading order) and the Purāṇa adhyāya it is. */
export const DM_CHAPTER_FILES: Array<{ chapter: number; file: string; adhyaya: number }> = Array.from({ length: 13 }, (_, i) => ({
  chapter: i + 1, file: `${DIR}${String(80 + i).padStart(3, '0')}.vy`, adhyaya: 81 + i,
}));

/** A heading Wikisource leaves in a chapter's first verse: `== ==`, `82(79)`, `…तमोऽध्यायः- ८२`, the title. */
const HEADING = /^(?:=+\s*=*|\d+\(\d+\)|[\u0900-\u097F]*तमोऽध्यायः[-\s।०-९]*|देवीमाहात्म्यम्|thumb\|.*)$/;
/** A speaker line: "X उवाच", "ऋषिरुवाच", "राजोवाच", "देवा ऊचुः", and the misspelt राजौवाच / ऋषिरूवाच; a leading ";" is wiki markup. */
const SPEAKER_LINE = /^;?\s*((?:श्री)?[\u0900-\u097F]*(?:\s[\u0900-\u097F]+)?\s*(?:[उुोौू]वाच|ऊचुः))$/;

interface Block { kind: 'verse' | 'speaker' | 'colophon'; n: number | null; lines: string[] }

/** The `` `verse N [ … ] ``, `` `speaker [ … ] `` and `` `colophon [ … ] `` blocks of a .vy file, in order. */
export function parseVyBlocks(text: string): Block[] {
  const out: Block[] = [];
  for (const m of text.matchAll(/^`(verse|speaker|colophon)(?: (\d+))? \[\n([\s\S]*?)\n\]$/gm)) {
    out.push({ kind: m[1] as Block['kind'], n: m[2] ? Number(m[2]) : null, lines: m[3]!.split('\n').map((l) => l.trim()).filter(Boolean) });
  }
  return out;
}

export interface ChapterParse { verses: Array<{ n: number; speaker: string | null; text: string }>; colophon: string | null; headings: number }

/** One chapter file → its verses (text lines joined, headings dropped, speaker lines lifted out). */
export function parseDeviMahatmyaChapter(text: string): ChapterParse {
  const verses: ChapterParse['verses'] = [];
  let speaker: string | null = null;
  let colophon: string | null = null;
  let headings = 0;
  for (const b of parseVyBlocks(text)) {
    if (b.kind === 'colophon') {
      colophon = b.lines[0] ?? null;
      continue;
    }
    if (b.kind === 'speaker') {
      speaker = b.lines.join(' ');
      continue;
    }
    const body: string[] = [];
    for (const l of b.lines) {
      if (HEADING.test(l)) {
        headings++;
        continue;
      }
      const s = SPEAKER_LINE.exec(l);
      if (s && body.length === 0) {
        speaker = s[1]!.trim();
        continue;
      }
      body.push(l);
    }
    if (body.length === 0 || b.n === null) continue;
    verses.push({ n: b.n, speaker, text: body.join('\n') + ' ॥' });
    speaker = null;
  }
  return { verses, colophon, headings };
}

export function parseDeviMahatmya(files: Map<string, string>): { verses: Verse[]; apparatus: Map<string, Apparatus>; headings: number; missing: string[]; repeated: string[] } {
  const verses: Verse[] = [];
  const apparatus = new Map<string, Apparatus>();
  const missing: string[] = [];
  const repeated: string[] = [];
  let headings = 0;
  for (const { chapter, file, adhyaya } of DM_CHAPTER_FILES) {
    const text = files.get(file);
    if (!text) {
      missing.push(file);
      continue;
    }
    const ch = parseDeviMahatmyaChapter(text);
    headings += ch.headings;
    let previous = '';
    for (const v of ch.verses) {
      const verse = makeVerse('devi-mahatmya', 'wikisource-vyasa', String(chapter), String(v.n), v.text, 'devanagari');
      if (v.speaker) verse.speaker = v.speaker;
      if (v.text === previous) repeated.push(verse.reference);
      previous = v.text;
      verses.push(verse);
      apparatusFor(apparatus, verse.reference).interpretations.push({
        kind: 'concordance', language: 'en', author: null, text: `= Mārkaṇḍeya Purāṇa ${adhyaya}.${v.n} (Sanskrit Wikisource numbering)`, machine_generated: false, source: SOURCE,
      });
    }
  }
  return { verses, apparatus, headings, missing, repeated };
}

export const deviMahatmyaAdapter: Adapter = {
  source: SOURCE,
  run(ctx: AdapterContext): EditionData[] {
    const { verses, apparatus, headings, missing, repeated } = parseDeviMahatmya(bundleMap(ctx.dataDir, SOURCE));
    if (missing.length) ctx.log(`${SOURCE}: missing chapter files ${missing.join(', ')}`);
    if (verses.length === 0) return [];
    const notes = [
      'Mārkaṇḍeya Purāṇa adhyāyas 81–93 of Sanskrit Wikisource = Devīmāhātmya chapters 1–13; verse numbers are Wikisource\'s (588 verses), not the 700 of the Saptaśatī recitation count',
      `${headings} heading lines and image captions left inside verses upstream dropped; speaker lines moved to speaker`,
      'typing errors of the Wikisource text kept as they are',
    ];
    if (repeated.length) notes.push(`${repeated.join(', ')}: the same text as the verse before it upstream (kept)`);
    ctx.log(`${SOURCE}: devi-mahatmya ${verses.length} verses`);
    return [{
      work: WORKS['devi-mahatmya']!,
      edition: {
        slug: 'wikisource-vyasa', work_slug: 'devi-mahatmya', title: 'Devīmāhātmya, Mārkaṇḍeya Purāṇa 81–93 (Sanskrit Wikisource, via vyasa-sa-wikisource)', source: SOURCE,
        source_url: 'https://github.com/vyasa-sa-wikisource/content-puranas', source_commit: COMMIT,
        licence: 'CC BY-SA 4.0 (Sanskrit Wikisource text)', licence_class: 'open', licence_note: null, rank: 100, notes,
      },
      verses, apparatus,
    }];
  },
};
