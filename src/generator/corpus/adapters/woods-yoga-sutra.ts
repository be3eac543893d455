/**
 * J. H. Woods's English Yoga Sūtra (The Yoga-System of Patañjali, Harvard Oriental Series 17, 1914; public domain):
 * the sūtra renderings of his body text as occult-kranti/astrology-sim-ant's data files hold them (commit 89e2622f;
 * the bundle keeps only the translation strings, README.md). Woods numbers the sūtras as the Vyāsa-bhāṣya vulgate
 * does (51, 55, 55, 34), as the default edition (SARIT's Pātañjalayogaśāstra) does, except that the edition has no
 * 2.33 (vitarkabādhane pratipakṣabhāvanam): Woods's rendering of it ("If there be inhibition by perverse-considerations
 * …") is left out. Every sūtra of the edition best-matches the repository's sūtra of the same number (letter
 * trigrams of its IAST against the edition's, checked when the bundle was made; the bundle keeps no Sanskrit). Three
 * renderings (I.23–25) are "after Woods": the repository wrote his Īçvara as Īśvara.
 */
import type { CorpusData } from '../../../corpus/model.js';
import { attachTranslations, translationLog, type TranslationFileRule, type TranslationSegment } from '../anchored-translation.js';

export const WOODS_SOURCE = 'astrology-sim-ant-woods-yoga-sutra';
const FILE = 'woods.jsonl';

/** Woods's sūtras from the bundle's records (pure). */
export function woodsSegments(jsonl: string): TranslationSegment[] {
  return jsonl.split('\n').filter((l) => l.trim()).map((l) => {
    const r = JSON.parse(l) as { pada: number; sutra: number; translation: string };
    return { ref: `${r.pada}.${r.sutra}`, text: r.translation.replace(/\s+/g, ' ').trim() };
  });
}

export const WOODS_FILES: TranslationFileRule[] = [{
  work: 'yoga-sutra', source: WOODS_SOURCE, path: FILE, author: 'James Haughton Woods (Harvard Oriental Series 17, 1914)', licence: 'public domain',
  refOf: (a) => a, repairs: [], segments: woodsSegments, holdsUnnumbered: false, joinsExtras: false,
}];

/** Adds Woods's translation to the apparatus of the Yoga Sūtra's default edition; returns the log line. */
export function alignWoods(dataDir: string, corpus: CorpusData): string {
  return translationLog("Woods's Yoga Sūtra", attachTranslations(dataDir, corpus, WOODS_FILES, "J. H. Woods's translation (HOS 17)"));
}
