/** Builds both search indexes from an assembled corpus (default edition of each work only). */
import type { CorpusData } from '../model.js';
import { buildSanskritIndex, type SanskritIndex } from './sanskrit-index.js';
import { buildTranslationIndex, type TranslationIndex } from './translation-index.js';
import { defaultEditions } from '../editions.js';

export function buildSearchIndexes(corpus: CorpusData): { sanskrit: SanskritIndex; translation: TranslationIndex } {
  const def = defaultEditions(corpus.editions);
  const workIndex = new Map(corpus.works.map((w, i) => [w.slug, i]));
  const docs: Array<{ verseIndex: number; workIndex: number; slp1: string }> = [];
  corpus.verses.forEach((v, i) => {
    if (def.get(v.work_slug) === v.edition_slug) docs.push({ verseIndex: i, workIndex: workIndex.get(v.work_slug)!, slp1: v.content_slp1 });
  });
  const tdocs: Array<{ key: string; t: number; language: string; text: string }> = [];
  for (const [key, a] of Object.entries(corpus.apparatus).sort(([x], [y]) => x.localeCompare(y))) {
    a.translations.forEach((t, i) => {
      if (t.language === 'en' || t.language === 'hi') tdocs.push({ key, t: i, language: t.language, text: t.text });
    });
  }
  return { sanskrit: buildSanskritIndex(docs), translation: buildTranslationIndex(tdocs) };
}
