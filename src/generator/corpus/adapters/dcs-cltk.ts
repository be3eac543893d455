/**
 * Single-chapter works of the Digital Corpus of Sanskrit as CLTK scraped them in 2016 (cltk/sanskrit_text_dcs
 * @ 1e5e094d): one plain-text file per DCS text, each line a half-verse ending in `/` or `//` and its DCS
 * reference `(verse.line)`. CLTK kept only the first DCS chapter of every text, so only works that are one chapter
 * are complete and listed in DCS_CLTK_WORKS (checked against GRETIL's verse counts: Sāṃkhyakārikā 73 with the
 * closing kārikā, Brahmabindu 22, Nādabindu 20; the Atharvaśiras ends with its colophon). A line numbered `(n.0)` is a
 * one-line verse (the Atharvaśiras' prose sections), except a bare closing `iti` (Nādabindu 21.0), which is skipped. The data are Hellwig's DCS (CC BY 4.0, as the DCS repository states for
 * its dumps); the CLTK repository states no licence of its own (recorded in NOTICE and the edition's licence).
 */
import type { EditionData, Verse, Work } from '../../../corpus/model.js';
import { readBundle } from '../source-bundle.js';
import { makeVerse, type Adapter, type AdapterContext } from '../adapter.js';
import { WORKS } from '../works.js';
import { cleanDcsText } from './dcs-conllu.js';

export const DCS_CLTK_SOURCE = 'dcs-cltk-2016';
const COMMIT = '1e5e094daa69521bf6b9916aa5e390b99727b7d9';

/** File name (NFC, without .txt) → work; only texts that are a single DCS chapter, hence complete. */
export const DCS_CLTK_WORKS: Record<string, { work: Work; expectedVerses: number }> = {
  'Sāṃkhyakārikā': { work: WORKS['samkhyakarika']!, expectedVerses: 73 },
  'Brahmabindūpaniṣat': { work: WORKS['brahmabindu-upanishad']!, expectedVerses: 22 },
  'Nādabindūpaniṣat': { work: WORKS['nadabindu-upanishad']!, expectedVerses: 20 },
  // Prose: the DCS's 45 sections (its "verses"), each of several sentences; the file ends "… samāptā".
  "Śira'upaniṣad": { work: WORKS['atharvashiras-upanishad']!, expectedVerses: 45 },
};

const LINE = /^(.*?)\s*\/{1,2}\s*\((\d+)\.(\d+)\)\s*$/;

/** Verses of one CLTK DCS file: lines grouped by their verse number, in file order. */
export function parseDcsCltk(text: string, work: Work, edition: string): { verses: Verse[]; unparsed: number; closings: number } {
  const byVerse = new Map<number, string[]>();
  let unparsed = 0;
  let closings = 0;
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    const m = LINE.exec(raw.trim());
    if (!m) {
      unparsed++;
      continue;
    }
    if (m[3] === '0' && m[1]!.trim() === 'iti') {
      closings++;
      continue;
    }
    const n = parseInt(m[2]!, 10);
    let list = byVerse.get(n);
    if (!list) byVerse.set(n, (list = []));
    list.push(cleanDcsText(m[1]!));
  }
  const verses = [...byVerse].map(([n, lines]) => makeVerse(work.slug, edition, null, String(n), `${lines.join(' |\n')} ||`, 'iast'));
  return { verses, unparsed, closings };
}

export const dcsCltkAdapter: Adapter = {
  source: DCS_CLTK_SOURCE,
  run(ctx: AdapterContext): EditionData[] {
    const out: EditionData[] = [];
    for (const f of readBundle(ctx.dataDir, DCS_CLTK_SOURCE)) {
      const name = f.path.normalize('NFC').replace(/^corpora\//, '').replace(/\.txt$/, '');
      const entry = DCS_CLTK_WORKS[name];
      if (!entry) continue;
      const { verses, unparsed, closings } = parseDcsCltk(f.text, entry.work, 'dcs');
      if (verses.length !== entry.expectedVerses) ctx.log(`  ${DCS_CLTK_SOURCE}: ${name} has ${verses.length} verses, expected ${entry.expectedVerses}`);
      out.push({
        work: entry.work,
        edition: {
          slug: 'dcs', work_slug: entry.work.slug, title: `${entry.work.title_iast} (Digital Corpus of Sanskrit, O. Hellwig; CLTK 2016 snapshot)`,
          source: DCS_CLTK_SOURCE, source_url: 'https://github.com/cltk/sanskrit_text_dcs', source_commit: COMMIT,
          licence: 'CC BY 4.0 (Digital Corpus of Sanskrit, Oliver Hellwig); the CLTK snapshot states no licence of its own',
          licence_class: 'open', licence_note: null, rank: 100,
          notes: [
            'DCS numbering (verse.line references of the source); one DCS chapter = the whole work',
            ...(unparsed > 0 ? [`${unparsed} line(s) without a (verse.line) reference skipped`] : []),
            ...(closings > 0 ? [`${closings} closing "iti" line(s) numbered (n.0) skipped`] : []),
          ],
        },
        verses, apparatus: new Map(),
      });
    }
    return out;
  },
};
