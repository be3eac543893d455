/**
 * Śaṅkara's Brahmasūtrabhāṣya from IIT Kanpur's Gita Supersite, as scraped and packed by CLTK
 * (cltk/sanskrit_text_gitasupersite @ d8a6ccec). Licence flagged: the Public Domain Mark was applied by the CLTK
 * packager, not by IIT Kanpur, whose own terms are not stated — so `uncleared` (built by default, dropped with
 * --exclude-uncleared), like the other sources without a licence from the rights holder.
 * Numbering adhyāya.pāda.sūtra.paragraph (`1.1.1.1` … ): the bhāṣya of each sūtra (`1.1.1` … `4.4.22`) is cut
 * at the source's line breaks into paragraphs (1,095, median 578 characters), so a citation of one sūtra's
 * bhāṣya is `/cite/brahma-sutra-bhashya/1.1.1/1-50` and search ranks paragraphs, not whole bhāṣyas (a whole
 * bhāṣya as one record matched almost any query and made fulltext search several times slower). Prose, no
 * meter. The pāda openings (upstream `n` 0: the invocation and the adhyāsa-bhāṣya before 1.1.1) are sūtra 0.
 * The sūtra wording itself was not captured by the scraper (the record holds the adhikaraṇa name and bhāṣya): a
 * record's marker line (`ईक्षत्यधिकरणम्।।1.1.5।।`, or `।।1.1.6।।` alone) is no paragraph, its name the header of
 * paragraph 1.
 */
import type { Apparatus, EditionData, Verse } from '../../../corpus/model.js';
import { UNCLEARED } from '../../../corpus/model.js';
import { bundleMap } from '../source-bundle.js';
import { apparatusFor, makeVerse, type Adapter, type AdapterContext } from '../adapter.js';
import { WORKS } from '../works.js';

const SOURCE = 'brahmasutra-bhashya-gitasupersite';
export const NOTE_BRAHMASUTRA = 'The Public Domain Mark on this scrape was applied by the CLTK packager; IIT Kanpur (Gita Supersite) states no terms. Included for research and evaluation; deployers who need cleared content build with --exclude-uncleared.';

/** A record's marker line: the adhikaraṇa name, if any, then the sūtra number in double daṇḍas. */
const SUTRA_MARKER = /^[^।|]*(?:।।|\|\|)[\d.\s]+(?:।।|\|\|)$/;

interface Row { adhyaya: number; pada: number; n: number; ref: string | null; heading: string | null; raw: string }

export function parseBrahmasutraBhashya(text: string): { verses: Verse[]; apparatus: Map<string, Apparatus> } {
  const verses: Verse[] = [];
  const apparatus = new Map<string, Apparatus>();
  const seen = new Set<string>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as Row;
    const chapter = `${r.adhyaya}.${r.pada}.${r.n}`;
    if (seen.has(chapter)) continue;
    seen.add(chapter);
    const lines = r.raw.split('\n').map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim()).filter((l) => l.length > 0);
    // the record's first line is its marker, the adhikaraṇa name (kept as the header) and ।।1.1.6।।: no bhāṣya
    const paragraphs = lines.length > 0 && SUTRA_MARKER.test(lines[0]!) ? lines.slice(1) : lines;
    paragraphs.forEach((para, i) => {
      const v = makeVerse('brahma-sutra-bhashya', 'gitasupersite-cltk', chapter, String(i + 1), para, 'devanagari', 'prose');
      v.meter = null;
      verses.push(v);
    });
    if (r.heading) apparatusFor(apparatus, `${chapter}.1`).interpretations.push({ kind: 'header', language: 'sa', author: null, text: r.heading, machine_generated: false, source: SOURCE });
  }
  return { verses, apparatus };
}

export const brahmasutraBhashyaAdapter: Adapter = {
  source: SOURCE,
  run(ctx: AdapterContext): EditionData[] {
    if (!ctx.includeUncleared) return [];
    const { verses, apparatus } = parseBrahmasutraBhashya(bundleMap(ctx.dataDir, SOURCE).get('brahmasutra_shankarabhashya.jsonl') ?? '');
    return [{
      work: WORKS['brahma-sutra-bhashya']!,
      edition: {
        slug: 'gitasupersite-cltk', work_slug: 'brahma-sutra-bhashya', title: 'Brahmasūtrabhāṣya of Śaṅkara (Gita Supersite, IIT Kanpur, via CLTK)', source: SOURCE,
        source_url: 'https://github.com/cltk/sanskrit_text_gitasupersite', source_commit: 'd8a6ccec70099d8f2e23aa3d7fdf439d336b4116',
        licence: UNCLEARED, licence_class: 'uncleared', licence_note: NOTE_BRAHMASUTRA, rank: 100,
        notes: ['sūtra wording not captured by the scraper: each record is the adhikaraṇa name (apparatus header) and the bhāṣya', 'numbered adhyāya.pāda.sūtra.paragraph (paragraphs = the source line breaks); sūtra 0 of a pāda = its opening (invocation, adhyāsa-bhāṣya)'],
      },
      verses, apparatus,
    }];
  },
};
