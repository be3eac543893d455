/**
 * Experiment (not shipped): two saved validation models tagged jointly, their probabilities mixed word by word:
 *   node --import=tsx bench/ner/ensemble-try.ts A.msgpack.gz B.msgpack.gz [valid volumes] [alphas]
 * (models from `bench/ner/validate.ts --save-model`).
 */
import { LABELS, contextFeatures, labelFeatures, positionFeatures, rateBucket, stemRate, wordInternalFeatures, type WordContext } from '../../src/ner/features.js';
import { matchWord } from '../../src/ner/gazetteer.js';
import { loadNerModel, type NerModel } from '../../src/ner/model.js';
import { argmax, scoreFeatures, softmax } from '../../src/ner/perceptron.js';
import type { WordTag } from '../../src/ner/tag-words.js';
import { DEFAULT_DOCUMENT_NAME_OPTIONS, harmoniseDocumentNames } from '../../src/ner/document-names.js';
import { toTaggedSentence } from '../../src/ner/training-data.js';
import { loadMahanamaSentences } from '../../src/generator/ner/load-training.js';
import { readNerModel } from '../../src/generator/ner/model-file.js';
import { chapterTexts } from './chapter-texts.js';

const [pa, pb] = process.argv.slice(2);
const valid = (process.argv[4] ?? '10,11,14').split(',').map(Number);
const models = [loadNerModel(readNerModel(pa!)), loadNerModel(readNerModel(pb!))];
const dev = loadMahanamaSentences().filter((s) => valid.includes(s.volume)).map(toTaggedSentence);
const L = LABELS.length;

function prep(m: NerModel, words: string[]) {
  const t = m.tagger; const feats: string[] = [];
  const hits = words.map((w) => (w.length >= 3 ? matchWord(t.gazetteer, w) : null));
  const rates = words.map((w) => rateBucket(t.lexicon.get(w)));
  const stemRates = words.map((w, i) => stemRate(w, hits[i]!, t.lexicon));
  const internal = words.map((w, i) => { feats.length = 0; wordInternalFeatures(w, hits[i]!, rates[i]!, stemRates[i]!, feats); return scoreFeatures(t.perceptron, feats, new Float64Array(L)); });
  const ctx: WordContext = { words, hits, rates, stemRates };
  return { ctx, internal };
}

function tagJoint(words: string[], alpha: number): WordTag[] {
  const preps = models.map((m) => prep(m, words));
  const out: WordTag[] = []; const feats: string[] = []; const part = new Float64Array(L); const sc = new Float64Array(L); const pr = new Float64Array(L);
  let prev = 0; let prev2 = 0;
  for (let i = 0; i < words.length; i++) {
    const mix = new Float64Array(L);
    models.forEach((m, k) => {
      feats.length = 0;
      contextFeatures(preps[k]!.ctx, i, feats); labelFeatures(words[i]!, prev, prev2, feats); positionFeatures(preps[k]!.ctx, i, feats);
      scoreFeatures(m.tagger.perceptron, feats, part);
      for (let j = 0; j < L; j++) sc[j] = preps[k]!.internal[i]![j]! + part[j]!;
      softmax(sc, m.tagger.temperature, pr);
      const a = k === 0 ? alpha : 1 - alpha;
      for (let j = 0; j < L; j++) mix[j]! += a * pr[j]!;
    });
    const label = argmax(mix);
    out.push({ label, confidence: mix[label]!, hit: preps[0]!.ctx.hits[i]!, probs: Array.from(mix) });
    prev2 = prev; prev = label;
  }
  return out;
}

const f1 = (tp: number, fp: number, fn: number): number => { const p = tp / Math.max(1, tp + fp); const r = tp / Math.max(1, tp + fn); return Math.round((2 * p * r / Math.max(1e-9, p + r)) * 1000) / 1000; };
function score(tags: WordTag[][]) {
  const c = [0, 0, 0, 0, 0, 0]; // span tp fp fn, person tp fp fn
  dev.forEach((s, si) => s.labels.forEach((g, i) => {
    const p = tags[si]![i]!.label;
    if (g && p) c[0]++; else if (p) c[1]++; else if (g) c[2]++;
    if (g === 1 && p === 1) c[3]++; else if (p === 1) c[4]++; else if (g === 1) c[5]++;
  }));
  return { span: f1(c[0]!, c[1]!, c[2]!), person: f1(c[3]!, c[4]!, c[5]!) };
}
const texts = chapterTexts(dev);
for (const alpha of (process.argv[5] ?? '1,0.75,0.6,0.5,0.4,0.25,0').split(',').map(Number)) {
  const tags = dev.map((s) => tagJoint(s.words, alpha));
  const alone = score(tags);
  for (const t of texts) { const sub = t.map((i) => tags[i]!); harmoniseDocumentNames(t.map((i) => dev[i]!.words), sub, DEFAULT_DOCUMENT_NAME_OPTIONS); t.forEach((i, j) => { tags[i] = sub[j]!; }); }
  console.log(JSON.stringify({ alpha, alone, documentPass: score(tags) }));
}
