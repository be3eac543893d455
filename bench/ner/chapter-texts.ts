/**
 * Texts for the document pass (src/ner/document-names.ts) in the benches: consecutive sentences of one chapter
 * (sent_id MBh_<volume>_<sub-book>_<chapter>_<verse>), cut so that no text exceeds the request limit of
 * 10,000 characters in IAST. Returns the sentence indices of each text.
 */
import { slp1To } from '../../src/corpus/script/index.js';
import type { TaggedSentence } from '../../src/ner/training-data.js';

export const MAX_TEXT_CHARS = 10_000;

export function chapterTexts(sentences: readonly TaggedSentence[]): number[][] {
  const texts: number[][] = [];
  let chapter = ''; let chars = 0;
  sentences.forEach((s, i) => {
    const ch = s.sentId.split('_').slice(0, 4).join('_');
    const n = slp1To(s.words.join(' '), 'iast').length + 1;
    if (ch !== chapter || chars + n > MAX_TEXT_CHARS) { texts.push([]); chapter = ch; chars = 0; }
    texts[texts.length - 1]!.push(i); chars += n;
  });
  return texts;
}
