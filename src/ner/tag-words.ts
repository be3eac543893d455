/** Greedy left-to-right tagging of normalised SLP1 words with a trained perceptron. */
import { LABELS, prepareContext, wordFeatures, type Lexicon } from './features.js';
import type { Gazetteer, GazetteerHit } from './gazetteer.js';
import { argmax, scoreFeatures, softmax, type PerceptronWeights } from './perceptron.js';

export interface TaggerModel {
  perceptron: PerceptronWeights;
  temperature: number;
  lexicon: Lexicon;
  gazetteer: Gazetteer;
}

export interface WordTag {
  label: number;
  /** Probability of the chosen label (softmax of scores / temperature). */
  confidence: number;
  hit: GazetteerHit | null;
}

export function tagWords(model: TaggerModel, words: string[]): WordTag[] {
  const ctx = prepareContext(words, model.gazetteer, model.lexicon);
  const L = LABELS.length;
  const scores = new Float64Array(L);
  const probs = new Float64Array(L);
  const feats: string[] = [];
  const out: WordTag[] = [];
  let prev = 0;
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.length === 0) { out.push({ label: 0, confidence: 1, hit: null }); prev = 0; continue; }
    wordFeatures(ctx, i, prev, feats);
    scoreFeatures(model.perceptron, feats, scores);
    const label = argmax(scores);
    softmax(scores, model.temperature, probs);
    out.push({ label, confidence: probs[label]!, hit: ctx.hits[i]! });
    prev = label;
  }
  return out;
}
