/**
 * Turns Mahānāma sentences into tagger examples: punctuation tokens dropped, each word normalised SLP1 and
 * labelled with the class of its first mention (3.7 % of mention-bearing words hold two or more mentions,
 * e.g. `nakulasahadevO`; the word carries the first one's class and the gazetteer segmenter splits it later).
 */
import type { MahanamaSentence } from './conllu.js';
import { isWordToken, normalizeSlp1Word } from './normalize-slp1.js';
import { LABELS } from './features.js';
import type { GazetteerItem, NerClass } from './gazetteer.js';

export interface TaggedSentence {
  sentId: string;
  volume: number;
  words: string[];
  /** Index into LABELS per word. */
  labels: number[];
}

export function toTaggedSentence(s: MahanamaSentence): TaggedSentence {
  const keep: number[] = [];
  const remap = new Map<number, number>();
  s.words.forEach((w, i) => { if (isWordToken(w)) { remap.set(i, keep.length); keep.push(i); } });
  const words = keep.map((i) => normalizeSlp1Word(s.words[i]!));
  const labels = new Array<number>(words.length).fill(0);
  for (const m of s.mentions) {
    const j = remap.get(m.word);
    if (j === undefined || labels[j] !== 0) continue;
    labels[j] = LABELS.indexOf(m.type);
  }
  return { sentId: s.sentId, volume: s.volume, words, labels };
}

/** Gazetteer keys learnt from annotated mentions: the base name and the inflected form of each mention. */
export function mentionGazetteerItems(sentences: readonly MahanamaSentence[]): GazetteerItem[] {
  const out: GazetteerItem[] = [];
  for (const s of sentences) {
    for (const m of s.mentions) {
      const cls = m.type as NerClass;
      if (m.baseName) out.push({ key: normalizeSlp1Word(m.baseName), nerClass: cls });
      const f = normalizeSlp1Word(m.partsForm);
      if (f) out.push({ key: f, nerClass: cls });
    }
  }
  return out;
}
