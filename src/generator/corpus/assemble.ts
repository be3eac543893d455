/**
 * Merges adapter output into one CorpusData: one Work per slug (first definition wins), editions with counts,
 * verses, and the apparatus pooled per (work, reference) over every source of the work.
 */
import type { Apparatus, CorpusData, EditionData, Work } from '../../corpus/model.js';
import { CORPUS_FORMAT_VERSION, emptyApparatus } from '../../corpus/model.js';

/**
 * Spacing of a translation or commentary as its source typed it, tidied for display: no-break spaces are spaces
 * and a run of spaces inside a line is one (a poem's indentation at a line's start is kept), and the wiki markup
 * a page left at a text's end (`</poem>}}`) goes.
 */
export function tidyText(text: string): string {
  return text.replace(/\u00a0/g, ' ').replace(/(\S) {2,}(?=\S)/g, '$1 ').replace(/\s*<\/?poem>\s*\}*\s*$/, '').replace(/ +$/gm, '');
}

/** `x` with its text tidied (tidyText), or `x` itself when there is nothing to tidy. */
function tidied<T extends { text: string }>(x: T): T {
  const text = tidyText(x.text);
  return text === x.text ? x : { ...x, text };
}

export function assembleCorpus(parts: EditionData[], builtAt: string): CorpusData {
  const works = new Map<string, Work>();
  const apparatus: Record<string, Apparatus> = {};
  const data: CorpusData = { formatVersion: CORPUS_FORMAT_VERSION, builtAt, works: [], editions: [], verses: [], apparatus };
  for (const p of parts) {
    if (!works.has(p.work.slug)) works.set(p.work.slug, p.work);
    let translations = 0;
    let commentaries = 0;
    for (const [ref, a] of p.apparatus) {
      const key = `${p.work.slug}|${ref}`;
      const dst = (apparatus[key] ??= emptyApparatus());
      for (const t of a.translations) dst.translations.push(tidied(t));
      for (const c of a.commentaries) dst.commentaries.push(tidied(c));
      dst.interpretations.push(...a.interpretations);
      translations += a.translations.length;
      commentaries += a.commentaries.length;
    }
    const chapters = new Set(p.verses.map((v) => v.chapter)).size;
    data.editions.push({ ...p.edition, counts: { chapters, verses: p.verses.length, translations, commentaries } });
    data.verses.push(...p.verses);
  }
  data.works = [...works.values()].sort((a, b) => a.slug.localeCompare(b.slug));
  data.editions.sort((a, b) => a.work_slug.localeCompare(b.work_slug) || b.rank - a.rank || a.slug.localeCompare(b.slug));
  return data;
}
