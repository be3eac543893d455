/**
 * sanskritsahitya.org's data, NO LICENCE STATED: hareeshbabu82ns/sanskritsahitya-com-data @ c8b7bdab (a mirror,
 * bundle `sanskritsahitya-com-data`) and, for the Raghuvaṃśa that mirror's staging left out, the file of
 * adarshtadwai/SahityaData @ ff715433 (the site's data history, bundle `sahityadata-raghuvamsha`); each edition
 * names the repository and commit it came from.
 * Rank 50. Licence 'uncleared' (licence_note NOTE_NO_LICENCE); left out with --exclude-uncleared. Verse rows `{c, n, v, ch}`; rows with
 * `t` are headings. Meter names from `ch.n` (origin 'source'); `custom` columns become commentaries, or
 * interpretations when marked aiGenerated (anvaya, English summary). Also the meter-labelled test set.
 */
import type { Apparatus, EditionData, Verse } from '../../../corpus/model.js';
import { bundleMap } from '../source-bundle.js';
import { apparatusFor, makeVerse, NOTE_NO_LICENCE, type Adapter, type AdapterContext } from '../adapter.js';
import { UNCLEARED } from '../../../corpus/model.js';
import { SAHITYA_WORKS } from '../works.js';

export const SAHITYA_SOURCE = 'sanskritsahitya-com-data';

/** A bundle of the site's data, with the repository and commit its files came from. */
interface SahityaBundle { source: string; url: string; commit: string }
const MIRROR: SahityaBundle = { source: SAHITYA_SOURCE, url: 'https://github.com/hareeshbabu82ns/sanskritsahitya-com-data', commit: 'c8b7bdab784825ece7c9cbc63d55a63c54dda300' };
const RAGHUVAMSHA: SahityaBundle = { source: 'sahityadata-raghuvamsha', url: 'https://github.com/adarshtadwai/SahityaData', commit: 'ff7154337fc43968dc7c224ce2c9b5fb2d86f717' };

export interface SahityaRow { c?: string; n?: string; v?: string; t?: string; ch?: { n?: string }; [k: string]: unknown }
interface CustomCol { name: string; lang?: string; aiGenerated?: boolean }

/** The works of one bundle (default: the mirror's), by folder. */
export function readSahitya(dataDir: string, source: string = SAHITYA_SOURCE): Map<string, { title: string; custom: Record<string, CustomCol> | null; data: SahityaRow[] }> {
  const out = new Map<string, { title: string; custom: Record<string, CustomCol> | null; data: SahityaRow[] }>();
  for (const [p, text] of bundleMap(dataDir, source)) if (p.endsWith('.json')) out.set(p.split('/')[0]!, JSON.parse(text));
  return out;
}

/** The editions of one bundle: every work of it that SAHITYA_WORKS knows. */
function sahityaEditions(ctx: AdapterContext, bundle: SahityaBundle): EditionData[] {
  if (!ctx.includeUncleared) return [];
  const out: EditionData[] = [];
  for (const [folder, doc] of readSahitya(ctx.dataDir, bundle.source)) {
    const work = SAHITYA_WORKS[folder];
    if (!work) continue;
    const verses: Verse[] = [];
    const apparatus = new Map<string, Apparatus>();
    const seen = new Set<string>();
    let dup = 0;
    for (const row of doc.data) {
      if (row.t || !row.v || !row.n) continue;
      const chapter = work.chapter_scheme.length > 1 ? (row.c ?? '1') : null;
      const ref = chapter ? `${chapter}.${row.n}` : row.n;
      if (seen.has(ref)) {
        dup++;
        continue;
      }
      seen.add(ref);
      const v = makeVerse(work.slug, 'sanskritsahitya', chapter, row.n, row.v, 'devanagari', row.ch?.n ?? null);
      verses.push(v);
      for (const [key, col] of Object.entries(doc.custom ?? {})) {
        const val = row[key];
        if (typeof val !== 'string' || !val.trim()) continue;
        const lang = (col.lang === 'en' || col.lang === 'hi' ? col.lang : 'sa') as 'en' | 'hi' | 'sa';
        const app = apparatusFor(apparatus, ref);
        if (col.aiGenerated) app.interpretations.push({ kind: key === 'anv' ? 'anvaya' : 'summary', language: lang, author: null, text: val, machine_generated: true, licence: UNCLEARED, licence_note: NOTE_NO_LICENCE, source: bundle.source });
        else if (key === 'et') app.translations.push({ language: 'en', author: col.name, text: val, licence: UNCLEARED, licence_note: NOTE_NO_LICENCE, source: bundle.source });
        else app.commentaries.push({ author: col.name, language: lang, text: val, licence: UNCLEARED, licence_note: NOTE_NO_LICENCE, source: bundle.source });
      }
    }
    out.push({
      work,
      edition: {
        slug: 'sanskritsahitya', work_slug: work.slug, title: `${doc.title} (sanskritsahitya.org)`, source: bundle.source,
        source_url: bundle.url, source_commit: bundle.commit,
        licence: UNCLEARED, licence_class: 'uncleared', licence_note: NOTE_NO_LICENCE, rank: 50,
        notes: dup ? [`${dup} duplicate verse numbers dropped`] : [],
      },
      verses, apparatus,
    });
  }
  return out;
}

export const sanskritSahityaAdapter: Adapter = { source: MIRROR.source, run: (ctx) => sahityaEditions(ctx, MIRROR) };
/** The Raghuvaṃśa, which the mirror's staging left out (a large file), from the site's data history. */
export const sahityaRaghuvamshaAdapter: Adapter = { source: RAGHUVAMSHA.source, run: (ctx) => sahityaEditions(ctx, RAGHUVAMSHA) };
