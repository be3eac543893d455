/**
 * NER tuning on a validation split carved out of the training volumes (never the held-out 15–18 of run.ts):
 *   node --import=tsx bench/ner/validate.ts [--valid 10,11,14] [--epochs 6] [--outside-bias 8] [--errors 30]
 *     [--seed N] [--save-model FILE] [--model FILE] [--include-noncommercial]
 * Trains with the bench gazetteer recipe on every volume except the held-out test volumes (15–18) and the
 * validation volumes, then prints word-level P / R / F1 (span and per class) on the validation volumes, a
 * sweep of the O-score bias (TrainOptions.outsideBias: span and person F1 per total bias), a grid of the
 * document pass (src/ner/document-names.ts: F1 per option set over the validation chapters, `documentPass`; the
 * first row is the tagger alone, the second the shipped options) and a profile of the person errors: false
 * negatives and false positives by gazetteer hit kind and lexicon status, and the most frequent words of each.
 * `--seed` changes the order the training examples are visited in (what one draw of it is worth: docs/ner.md).
 * `--save-model` keeps the trained model, `--model` scores a kept one instead of training (seconds instead of
 * minutes, for choices made after tagging). Writes bench/out/ner-validate.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pack as encode, unpack as decode } from 'msgpackr';
import type { EntityType } from '../../src/corpus/entities/entity-model.js';
import { LABELS } from '../../src/ner/features.js';
import { loadNerModel } from '../../src/ner/model.js';
import { tagWords } from '../../src/ner/tag-words.js';
import { DEFAULT_DOCUMENT_NAME_OPTIONS, harmoniseDocumentNames, type DocumentNameOptions } from '../../src/ner/document-names.js';
import { chapterTexts } from './chapter-texts.js';
import { toTaggedSentence } from '../../src/ner/training-data.js';
import { trainNerModel, type KgGazetteerRow } from '../../src/ner/train-model.js';
import { rankLinkRows } from '../../src/ner/link-rank.js';
import { DEFAULT_TRAIN_OPTIONS } from '../../src/ner/train-tagger.js';
import { buildKnowledgeGraph } from '../../src/corpus/entities/build-graph.js';
import { loadGraphSources } from '../../src/generator/entities/load-sources.js';
import { loadMahanamaSentences } from '../../src/generator/ner/load-training.js';
import { readNerModel, writeNerModel } from '../../src/generator/ner/model-file.js';

const TEST_VOLUMES = [15, 16, 17, 18];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const valid = (arg('--valid') ?? '10,11,14').split(',').map(Number);
const epochs = Number(arg('--epochs') ?? DEFAULT_TRAIN_OPTIONS.epochs);
const outsideBias = Number(arg('--outside-bias') ?? DEFAULT_TRAIN_OPTIONS.outsideBias ?? 0);
const nErrors = Number(arg('--errors') ?? 30);
if (valid.some((v) => TEST_VOLUMES.includes(v))) throw new Error('validation volumes must not be test volumes');

const all = loadMahanamaSentences();
const train = all.filter((s) => !TEST_VOLUMES.includes(s.volume) && !valid.includes(s.volume));
const dev = all.filter((s) => valid.includes(s.volume));

// The knowledge graph's gazetteer rows, cached between runs (they depend only on data/entities).
// The default build's graph (no Purāṇa or Vedic Index: they are non-commercial), as the shipped model has it;
// `--include-noncommercial` the graph of a non-commercial build.
const includeNoncommercial = process.argv.includes('--include-noncommercial');
const cache = includeNoncommercial ? 'bench/out/ner-kg-rows-nc.msgpack' : 'bench/out/ner-kg-rows.msgpack';
let kgRows: KgGazetteerRow[]; let entityTypes: Map<string, EntityType>;
if (existsSync(cache)) {
  const c = decode(readFileSync(cache)) as { rows: KgGazetteerRow[]; types: [string, EntityType][] };
  kgRows = c.rows; entityTypes = new Map(c.types);
} else {
  const kg = buildKnowledgeGraph(loadGraphSources('data/entities', { includeNoncommercial }));
  kgRows = rankLinkRows(kg.nerGazetteer, kg.entities);
  entityTypes = new Map(kg.entities.map((e) => [e.id, e.entity_type]));
  mkdirSync('bench/out', { recursive: true });
  writeFileSync(cache, encode({ rows: kgRows, types: [...entityTypes] }));
}

const cpu0 = process.cpuUsage();
const savedModel = arg('--model');
const data = savedModel ? readNerModel(savedModel) : trainNerModel({
  sentences: train, kgRows, entityTypes, includeMahanamaKgRows: false, version: 'validate',
  options: { ...DEFAULT_TRAIN_OPTIONS, epochs, outsideBias, seed: Number(arg('--seed') ?? DEFAULT_TRAIN_OPTIONS.seed) },
});
const trainCpuSeconds = Math.round((process.cpuUsage(cpu0).user + process.cpuUsage(cpu0).system) / 1e5) / 10;
const model = loadNerModel(data);
const saveModel = arg('--save-model');
if (saveModel) writeNerModel(saveModel, data);

interface Counts { tp: number; fp: number; fn: number }
const prf = (c: Counts) => {
  const p = c.tp / Math.max(1, c.tp + c.fp); const r = c.tp / Math.max(1, c.tp + c.fn);
  const r3 = (x: number): number => Math.round(x * 1000) / 1000;
  return { p: r3(p), r: r3(r), f1: r3(p + r > 0 ? (2 * p * r) / (p + r) : 0), ...c };
};
const span: Counts = { tp: 0, fp: 0, fn: 0 };
const per = LABELS.map(() => ({ tp: 0, fp: 0, fn: 0 }));
const fnBy = new Map<string, number>(); const fpBy = new Map<string, number>();
const fnWords = new Map<string, number>(); const fpWords = new Map<string, number>();
const samples: Record<string, string[]> = {};
const bump = (m: Map<string, number>, k: string): void => { m.set(k, (m.get(k) ?? 0) + 1); };
const PERSON = LABELS.indexOf('person');
for (const s of dev.map(toTaggedSentence)) {
  const tags = tagWords(model.tagger, s.words);
  s.words.forEach((w, i) => {
    const g = s.labels[i]!; const p = tags[i]!.label;
    if (g && p) span.tp++; else if (p) span.fp++; else if (g) span.fn++;
    for (let k = 1; k < LABELS.length; k++) {
      if (g === k && p === k) per[k]!.tp++; else if (p === k) per[k]!.fp++; else if (g === k) per[k]!.fn++;
    }
    if ((g === PERSON) === (p === PERSON)) return;
    const hit = tags[i]!.hit;
    const known = model.tagger.lexicon.get(w) ? 'lex' : 'unseen';
    const why = `${hit ? hit.kind : 'nohit'}/${known}/${g === PERSON ? 'pred=' + LABELS[p] : 'gold=' + LABELS[g]}`;
    if (g === PERSON) { bump(fnBy, why); bump(fnWords, w); } else { bump(fpBy, why); bump(fpWords, w); }
    const list = (samples[why] ??= []);
    if (list.length < 12) list.push(s.words.map((x, j) => (j === i ? `[${x}|${hit?.key ?? ''}]` : x)).slice(Math.max(0, i - 3), i + 4).join(' '));
  });
}
// Outside-label bias sweep: the score of O lowered by δ before the argmax (baked into the weight of the
// always-on feature 'b', as trainTagger does with TrainOptions.outsideBias), span and person F1 per total bias
// (the trained bias + δ).
const biasSweep: [number, number, number][] = [];
{
  const L = LABELS.length;
  const b = model.tagger.perceptron.index.get('b')!;
  const w0 = model.tagger.perceptron.weights[b * L]!;
  for (const d of [0, 1, 2, 3, 4, 6, 8, 10, 12, 16]) {
    model.tagger.perceptron.weights[b * L] = w0 - d;
    model.tagger.cache = undefined;
    const sp: Counts = { tp: 0, fp: 0, fn: 0 }; const pe: Counts = { tp: 0, fp: 0, fn: 0 };
    for (const s of dev.map(toTaggedSentence)) {
      const tags = tagWords(model.tagger, s.words);
      s.words.forEach((_, i) => {
        const g = s.labels[i]!; const p = tags[i]!.label;
        if (g && p) sp.tp++; else if (p) sp.fp++; else if (g) sp.fn++;
        if (g === PERSON && p === PERSON) pe.tp++; else if (p === PERSON) pe.fp++; else if (g === PERSON) pe.fn++;
      });
    }
    biasSweep.push([outsideBias + d, prf(sp).f1, prf(pe).f1]);
  }
  model.tagger.perceptron.weights[b * L] = w0;
  model.tagger.cache = undefined;
}
// Second pass over each text (document-names.ts): the validation chapters cut into texts of at most 10,000
// IAST characters (the request limit), each sentence tagged alone as before.
const devTagged = dev.map(toTaggedSentence);
const texts = chapterTexts(devTagged);
const baseTags = devTagged.map((s) => tagWords(model.tagger, s.words));
const documentPass: Record<string, unknown>[] = [];
const grid: (DocumentNameOptions | null)[] = [null, DEFAULT_DOCUMENT_NAME_OPTIONS];
for (const vouchAbove of [0.5, 0.6, 0.8]) {
  for (const promoteAbove of [0.02, 0.05, 0.1]) {
    for (const minStemLetters of [4, 5]) for (const prefixes of [false, true]) grid.push({ vouchAbove, promoteAbove, minStemLetters, prefixes });
  }
}
for (const opts of grid) {
  const tags = baseTags.map((ts) => [...ts]);
  let changed = 0;
  if (opts) for (const t of texts) {
    const sub = t.map((i) => tags[i]!);
    changed += harmoniseDocumentNames(t.map((i) => devTagged[i]!.words), sub, opts);
    t.forEach((i, j) => { tags[i] = sub[j]!; });
  }
  const c = { span: { tp: 0, fp: 0, fn: 0 }, person: { tp: 0, fp: 0, fn: 0 }, location: { tp: 0, fp: 0, fn: 0 }, misc: { tp: 0, fp: 0, fn: 0 } };
  devTagged.forEach((s, si) => s.labels.forEach((g, i) => {
    const p = tags[si]![i]!.label;
    if (g && p) c.span.tp++; else if (p) c.span.fp++; else if (g) c.span.fn++;
    (['person', 'location', 'misc'] as const).forEach((name, k0) => {
      const k = k0 + 1; const x = c[name];
      if (g === k && p === k) x.tp++; else if (p === k) x.fp++; else if (g === k) x.fn++;
    });
  }));
  documentPass.push({ opts, changed, span: prf(c.span).f1, person: prf(c.person).f1, location: prf(c.location).f1, misc: prf(c.misc).f1 });
}
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n);
const report = {
  validVolumes: valid, trainSentences: train.length, validSentences: dev.length, epochs, trainCpuSeconds,
  features: data.features.length,
  outsideBias, biasSweep, texts: texts.length, documentPass,
  span: prf(span), person: prf(per[1]!), location: prf(per[2]!), misc: prf(per[3]!),
  personFnBy: top(fnBy, 20), personFpBy: top(fpBy, 20),
  personFnWords: top(fnWords, nErrors), personFpWords: top(fpWords, nErrors), samples,
};
mkdirSync('bench/out', { recursive: true });
writeFileSync('bench/out/ner-validate.json', JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 1));
