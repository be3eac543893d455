/** The chapter texts of the benches: src/ner/chapter-texts.ts (the second stage trains on the same texts). */
import type { NerModel } from '../../src/ner/model.js';
import { stackedFeatures, stageOneViews } from '../../src/ner/stacking.js';
import { tagWords, type WordTag } from '../../src/ner/tag-words.js';
import { harmoniseDocumentNames } from '../../src/ner/document-names.js';

export { chapterTexts, MAX_TEXT_CHARS } from '../../src/ner/chapter-texts.js';

/**
 * The second stage's tags of sentences (src/ner/stacking.ts) given the first stage's: each sentence tagged alone,
 * the first stage's view of each word taken over its whole text (a chapter cut at the request limit).
 */
export function secondStageTags(model: NerModel, sentences: readonly { words: string[] }[], texts: readonly number[][], first: readonly WordTag[][]): WordTag[][] {
  const out = new Array<WordTag[]>(sentences.length);
  for (const t of texts) {
    const views = stageOneViews(t.map((i) => sentences[i]!.words), t.map((i) => first[i]!));
    t.forEach((i, j) => { out[i] = tagWords(model.stage2!, sentences[i]!.words, (w, f) => { stackedFeatures(views[j]!, w, f, model.stage2!.featureSet); }); });
  }
  return out;
}

/** Tags after the document pass (src/ner/document-names.ts) over each text; returns them and the words changed. */
export function documentPassTags(sentences: readonly { words: string[] }[], texts: readonly number[][], tags: readonly WordTag[][]): { tags: WordTag[][]; changed: number } {
  const out = tags.map((ts) => [...ts]);
  let changed = 0;
  for (const t of texts) {
    const sub = t.map((i) => out[i]!);
    changed += harmoniseDocumentNames(t.map((i) => sentences[i]!.words), sub);
    t.forEach((i, j) => { out[i] = sub[j]!; });
  }
  return { tags: out, changed };
}
