/**
 * sanskrit-lexicon/rvlinks @ b8dd7ae5 (GPL-3.0 repo; Griffith 1896 translation public domain). Rank 100: the
 * default Ṛgveda edition (10,552 verses, mandala.sukta.verse). Accents are stripped for display/search.
 */
import type { Apparatus, EditionData, Verse } from '../../../corpus/model.js';
import { bundleMap } from '../source-bundle.js';
import { apparatusFor, makeVerse, type Adapter, type AdapterContext } from '../adapter.js';
import { WORKS } from '../works.js';

interface RvLine { mandala: number; sukta: number; verse: number; devanagari_accented: string; iast: string; griffith_en: string }

export const rvlinksAdapter: Adapter = {
  source: 'rvlinks',
  run(ctx: AdapterContext): EditionData[] {
    const text = bundleMap(ctx.dataDir, 'rvlinks').get('rigveda_sa_iast_griffith.jsonl')!;
    const verses: Verse[] = [];
    const apparatus = new Map<string, Apparatus>();
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      const r = JSON.parse(line) as RvLine;
      const v = makeVerse('rigveda', 'rvlinks', `${r.mandala}.${r.sukta}`, String(r.verse), r.devanagari_accented, 'devanagari');
      verses.push(v);
      if (r.griffith_en) {
        apparatusFor(apparatus, v.reference).translations.push({ language: 'en', author: 'Ralph T. H. Griffith (1896)', text: r.griffith_en, licence: 'public domain', source: 'rvlinks' });
      }
    }
    return [{
      work: WORKS['rigveda']!,
      edition: {
        slug: 'rvlinks', work_slug: 'rigveda', title: 'Ṛgveda Saṃhitā with Griffith (sanskrit-lexicon rvlinks)', source: 'rvlinks',
        source_url: 'https://github.com/sanskrit-lexicon/rvlinks', source_commit: 'b8dd7ae557984e060eaca7c69d60663a68476b29',
        licence: 'GPL-3.0 (repository); Griffith translation public domain', licence_class: 'open', rank: 100, notes: [],
      },
      verses, apparatus,
    }];
  },
};
