/**
 * Experiment: a right-to-left tagger beside the left-to-right one, their label probabilities mixed word by word.
 *   node --import=tsx bench/ner/validate-bidirectional.ts [--valid 10,11,14] [--dir /tmp/bidi]
 */
import { existsSync, readFileSync } from 'node:fs';
import { unpack as decode } from 'msgpackr';
import type { EntityType } from '../../src/corpus/entities/entity-model.js';
import type { MahanamaSentence } from '../../src/ner/conllu.js';
import { LABELS } from '../../src/ner/features.js';
import { loadNerModel } from '../../src/ner/model.js';
import { tagWords, type WordTag } from '../../src/ner/tag-words.js';
import { DEFAULT_DOCUMENT_NAME_OPTIONS, harmoniseDocumentNames } from '../../src/ner/document-names.js';
import { chapterTexts } from './chapter-texts.js';
import { toTaggedSentence } from '../../src/ner/training-data.js';
import { trainNerModel, type KgGazetteerRow } from '../../src/ner/train-model.js';
import { DEFAULT_TRAIN_OPTIONS } from '../../src/ner/train-tagger.js';
import { loadMahanamaSentences } from '../../src/generator/ner/load-training.js';
import { readNerModel, writeNerModel } from '../../src/generator/ner/model-file.js';

const TEST_VOLUMES = [15, 16, 17, 18];
const argOf = (name: string): string | undefined => { const i = process.argv.indexOf(name); return i >= 0 ? process.argv[i + 1] : undefined; };
const valid = (argOf('--valid') ?? '10,11,14').split(',').map(Number);
const dir = argOf('--dir') ?? '/tmp/bidi';
const tag = valid.join('-');

const all = loadMahanamaSentences();
const train = all.filter((s) => !TEST_VOLUMES.includes(s.volume) && !valid.includes(s.volume));
const dev = all.filter((s) => valid.includes(s.volume));
const c = decode(readFileSync('bench/out/ner-kg-rows.msgpack')) as { rows: KgGazetteerRow[]; types: [string, EntityType][] };
const kgRows = c.rows; const entityTypes = new Map(c.types);

const reverse = (s: MahanamaSentence): MahanamaSentence => ({
  ...s, words: [...s.words].reverse(), mentions: s.mentions.map((m) => ({ ...m, word: s.words.length - 1 - m.word })),
});
function modelFor(name: string, sentences: MahanamaSentence[], seed = DEFAULT_TRAIN_OPTIONS.seed) {
  const file = `${dir}/${name}-${tag}-${seed}.msgpack`;
  if (!existsSync(file)) {
    const t0 = Date.now();
    writeNerModel(file, trainNerModel({ sentences, kgRows, entityTypes, includeMahanamaKgRows: false, version: 'validate', options: { ...DEFAULT_TRAIN_OPTIONS, seed } }));
    console.error(`${name}: trained in ${Math.round((Date.now() - t0) / 1000)} s`);
  }
  return loadNerModel(readNerModel(file));
}
const l2r = modelFor('l2r', train);
const r2l = modelFor('r2l', train.map(reverse));

const devTagged = dev.map(toTaggedSentence);
const texts = chapterTexts(devTagged);
const tagsL = devTagged.map((s) => tagWords(l2r.tagger, s.words));
const tagsR = devTagged.map((s) => tagWords(r2l.tagger, [...s.words].reverse()).reverse());

function mix(a: WordTag[][], b: WordTag[][], wR: number, bias: number): WordTag[][] {
  return a.map((sa, si) => sa.map((x, i) => {
    const y = b[si]![i]!;
    const probs = x.probs.map((p, k) => (1 - wR) * p + wR * y.probs[k]!);
    const sc = probs.map((p, k) => (k === 0 ? p - bias : p));
    let label = 0; for (let k = 1; k < sc.length; k++) if (sc[k]! > sc[label]!) label = k;
    return { label, confidence: probs[label]!, hit: x.hit, probs };
  }));
}
const r3 = (x: number): number => Math.round(x * 1000) / 1000;
function score(tags: WordTag[][], doc: boolean): string {
  const t = tags.map((ts) => [...ts]);
  if (doc) for (const tx of texts) {
    const sub = tx.map((i) => t[i]!);
    harmoniseDocumentNames(tx.map((i) => devTagged[i]!.words), sub, DEFAULT_DOCUMENT_NAME_OPTIONS);
    tx.forEach((i, j) => { t[i] = sub[j]!; });
  }
  const cnt = LABELS.map(() => ({ tp: 0, fp: 0, fn: 0 })); const sp = { tp: 0, fp: 0, fn: 0 };
  devTagged.forEach((s, si) => s.labels.forEach((g, i) => {
    const p = t[si]![i]!.label;
    if (g && p) sp.tp++; else if (p) sp.fp++; else if (g) sp.fn++;
    for (let k = 1; k < LABELS.length; k++) { const x = cnt[k]!; if (g === k && p === k) x.tp++; else if (p === k) x.fp++; else if (g === k) x.fn++; }
  }));
  const f = (x: { tp: number; fp: number; fn: number }) => r3((2 * x.tp) / Math.max(1, 2 * x.tp + x.fp + x.fn));
  return `span ${f(sp)} person ${f(cnt[1]!)} loc ${f(cnt[2]!)} misc ${f(cnt[3]!)}`;
}
console.log('l2r alone', score(tagsL, false), '| doc', score(tagsL, true));
console.log('r2l alone', score(tagsR, false), '| doc', score(tagsR, true));
for (const wR of [0.3, 0.4, 0.5, 0.6]) for (const bias of [-0.1, -0.05, 0, 0.05, 0.1]) {
  const m = mix(tagsL, tagsR, wR, bias);
  console.log(`mix wR=${wR} bias=${bias}`, score(m, false), '| doc', score(m, true));
}
