/** Builds both search indexes from an assembled corpus (Sanskrit: default edition of each work only). */
import type { CorpusData } from '../model.js';
import { buildSanskritIndex, type SanskritIndex } from './sanskrit-index.js';
import { buildTranslationIndex, type TranslationDocInput, type TranslationIndex } from './translation-index.js';
import { defaultEditions } from '../editions.js';

export function buildSearchIndexes(corpus: CorpusData): { sanskrit: SanskritIndex; translation: TranslationIndex } {
  const def = defaultEditions(corpus.editions);
  const workIndex = new Map(corpus.works.map((w, i) => [w.slug, i]));
  const docs: Array<{ verseIndex: number; workIndex: number; slp1: string }> = [];
  corpus.verses.forEach((v, i) => {
    if (def.get(v.work_slug) === v.edition_slug) docs.push({ verseIndex: i, workIndex: workIndex.get(v.work_slug)!, slp1: v.content_slp1 });
  });
  const tdocs: TranslationDocInput[] = [];
  for (const key of Object.keys(corpus.apparatus).sort()) {
    const wi = workIndex.get(key.slice(0, key.indexOf('|')));
    if (wi === undefined) continue;
    corpus.apparatus[key]!.translations.forEach((t, i) => {
      if (t.language === 'en' || t.language === 'hi') tdocs.push({ key, t: i, workIndex: wi, text: t.text, author: t.author, language: t.language });
    });
  }
  return { sanskrit: buildSanskritIndex(docs), translation: buildTranslationIndex(tdocs) };
}
