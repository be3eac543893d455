/**
 * Stacked two-stage tagging (src/ner/stacking.ts) on a validation split carved out of the training volumes
 * (never the held-out 15–18 of run.ts):
 *   node --import=tsx bench/ner/validate-stacked.ts [--valid 10,11,14] [--folds 4] [--features all|context|aggregates]
 *     [--fold-by chapter|volume] [--model FILE] [--save-model FILE]
 * Trains the first stage with the bench gazetteer recipe on every volume except the test volumes (15–18) and the
 * validation volumes, jackknifes its tags over folds of training chapters or volumes (kept in
 * bench/out/ner-stack-s1-*.msgpack; they depend only on the split, the folds and the training options), trains the second stage on them, and prints
 * word-level F1 (span and per class) on the validation volumes for the first stage alone, the first stage with the
 * document pass (src/ner/document-names.ts, over the chapter texts), the second stage alone and the second stage
 * with the document pass, with a sweep of the second stage's O-score bias. `--model` scores a kept stacked model
 * instead of training. Writes bench/out/ner-validate-stacked-<split>-<features>-<folds>.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pack as encode, unpack as decode } from 'msgpackr';
import type { EntityType } from '../../src/corpus/entities/entity-model.js';
import { LABELS } from '../../src/ner/features.js';
import { loadNerModel } from '../../src/ner/model.js';
import { tagWords, type WordTag } from '../../src/ner/tag-words.js';
import { harmoniseDocumentNames } from '../../src/ner/document-names.js';
import { chapterTexts } from '../../src/ner/chapter-texts.js';
import { stackedFeatures, stageOneViews, type StackedFeatureSet } from '../../src/ner/stacking.js';
import { toTaggedSentence } from '../../src/ner/training-data.js';
import { DEFAULT_STACKING, jackknifeStageOneProbs, trainNerModel, type KgGazetteerRow } from '../../src/ner/train-model.js';
import { rankLinkRows } from '../../src/ner/link-rank.js';
import { DEFAULT_TRAIN_OPTIONS } from '../../src/ner/train-tagger.js';
import { buildKnowledgeGraph } from '../../src/corpus/entities/build-graph.js';
import { loadGraphSources } from '../../src/generator/entities/load-sources.js';
import { loadMahanamaSentences } from '../../src/generator/ner/load-training.js';
import { encodeNerModel, readNerModel, writeNerModel } from '../../src/generator/ner/model-file.js';

const TEST_VOLUMES = [15, 16, 17, 18];
function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const valid = (arg('--valid') ?? '10,11,14').split(',').map(Number);
const folds = Number(arg('--folds') ?? DEFAULT_STACKING.folds);
const featureSet = (arg('--features') ?? 'all') as StackedFeatureSet;
const foldBy = (arg('--fold-by') ?? 'chapter') as 'chapter' | 'volume';
if (valid.some((v) => TEST_VOLUMES.includes(v))) throw new Error('validation volumes must not be test volumes');

const all = loadMahanamaSentences();
const train = all.filter((s) => !TEST_VOLUMES.includes(s.volume) && !valid.includes(s.volume));
const dev = all.filter((s) => valid.includes(s.volume));

const kgCache = 'bench/out/ner-kg-rows.msgpack';
let kgRows: KgGazetteerRow[]; let entityTypes: Map<string, EntityType>;
if (existsSync(kgCache)) {
  const c = decode(readFileSync(kgCache)) as { rows: KgGazetteerRow[]; types: [string, EntityType][] };
  kgRows = c.rows; entityTypes = new Map(c.types);
} else {
  const kg = buildKnowledgeGraph(loadGraphSources('data/entities'));
  kgRows = rankLinkRows(kg.nerGazetteer, kg.entities);
  entityTypes = new Map(kg.entities.map((e) => [e.id, e.entity_type]));
  mkdirSync('bench/out', { recursive: true });
  writeFileSync(kgCache, encode({ rows: kgRows, types: [...entityTypes] }));
}

const cpu = (c0: NodeJS.CpuUsage): number => { const u = process.cpuUsage(c0); return Math.round((u.user + u.system) / 1e5) / 10; };
const input = { sentences: train, kgRows, entityTypes, includeMahanamaKgRows: false, version: 'validate', options: DEFAULT_TRAIN_OPTIONS };
let jackknifeCpuSeconds = 0; let trainCpuSeconds = 0;
const savedModel = arg('--model');
let data;
if (savedModel) data = readNerModel(savedModel);
else {
  const s1Cache = `bench/out/ner-stack-s1-${valid.join('-')}-k${folds}${foldBy === 'volume' ? '-volume' : ''}.msgpack`;
  let probs: Float32Array[];
  if (existsSync(s1Cache)) probs = (decode(readFileSync(s1Cache)) as Uint8Array[]).map((b) => new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength)));
  else {
    const c0 = process.cpuUsage();
    probs = jackknifeStageOneProbs({ ...input, stacking: { ...DEFAULT_STACKING, folds, foldBy } });
    jackknifeCpuSeconds = cpu(c0);
    mkdirSync('bench/out', { recursive: true });
    writeFileSync(s1Cache, encode(probs.map((p) => new Uint8Array(p.buffer, p.byteOffset, p.byteLength))));
  }
  if (process.argv.includes('--stage1-only')) process.exit(0);
  const c0 = process.cpuUsage();
  data = trainNerModel({ ...input, stacking: { ...DEFAULT_STACKING, folds, foldBy, stageOneProbs: probs, featureSet } });
  trainCpuSeconds = cpu(c0);
  const save = arg('--save-model');
  if (save) writeNerModel(save, data);
}
const model = loadNerModel(data);
const stage2 = model.stage2!;

interface Counts { tp: number; fp: number; fn: number }
const f1 = (c: Counts): number => { const p = c.tp / Math.max(1, c.tp + c.fp); const r = c.tp / Math.max(1, c.tp + c.fn); return Math.round((p + r > 0 ? (2 * p * r) / (p + r) : 0) * 1000) / 1000; };
const devTagged = dev.map(toTaggedSentence);
const texts = chapterTexts(devTagged);
function score(tags: WordTag[][]) {
  const c = { span: { tp: 0, fp: 0, fn: 0 }, person: { tp: 0, fp: 0, fn: 0 }, location: { tp: 0, fp: 0, fn: 0 }, misc: { tp: 0, fp: 0, fn: 0 } };
  devTagged.forEach((s, si) => s.labels.forEach((g, i) => {
    const p = tags[si]![i]!.label;
    if (g && p) c.span.tp++; else if (p) c.span.fp++; else if (g) c.span.fn++;
    (['person', 'location', 'misc'] as const).forEach((name, k0) => {
      const k = k0 + 1; const x = c[name];
      if (g === k && p === k) x.tp++; else if (p === k) x.fp++; else if (g === k) x.fn++;
    });
  }));
  return { span: f1(c.span), person: f1(c.person), location: f1(c.location), misc: f1(c.misc), personCounts: c.person };
}
function withDocumentPass(tags: WordTag[][]): WordTag[][] {
  const out = tags.map((ts) => [...ts]);
  for (const t of texts) {
    const sub = t.map((i) => out[i]!);
    harmoniseDocumentNames(t.map((i) => devTagged[i]!.words), sub);
    t.forEach((i, j) => { out[i] = sub[j]!; });
  }
  return out;
}
const first = devTagged.map((s) => tagWords(model.tagger, s.words));
const views = new Array<ReturnType<typeof stageOneViews>[number]>(devTagged.length);
for (const t of texts) {
  const v = stageOneViews(t.map((i) => devTagged[i]!.words), t.map((i) => first[i]!));
  t.forEach((i, j) => { views[i] = v[j]!; });
}
const second = (): WordTag[][] => devTagged.map((s, si) => tagWords(stage2, s.words, (i, out) => { stackedFeatures(views[si]!, i, out, stage2.featureSet); }));
const L = LABELS.length;
const b = (stage2.perceptron.index as { get(f: string): number | undefined }).get('b')!;
const w0 = stage2.perceptron.weights[b * L]!;
const biasSweep: Record<string, unknown>[] = [];
for (const d of [-4, -2, 0, 2, 4]) {
  stage2.perceptron.weights[b * L] = w0 - d; stage2.cache = undefined;
  const t2 = second();
  biasSweep.push({ extraBias: d, stage2: score(t2), stage2WithDocumentPass: score(withDocumentPass(t2)) });
}
stage2.perceptron.weights[b * L] = w0; stage2.cache = undefined;
const t2 = second();
const report = {
  validVolumes: valid, folds, foldBy, featureSet: stage2.featureSet, trainSentences: train.length, validSentences: dev.length, texts: texts.length,
  jackknifeCpuSeconds, trainCpuSeconds, features: data.features.length, stage2Features: data.stage2?.features.length,
  modelBytesGz: encodeNerModel(data).length,
  stage1: score(first), stage1WithDocumentPass: score(withDocumentPass(first)),
  stage2: score(t2), stage2WithDocumentPass: score(withDocumentPass(t2)), biasSweep,
};
mkdirSync('bench/out', { recursive: true });
writeFileSync(`bench/out/ner-validate-stacked-${valid.join('-')}-${stage2.featureSet}-${foldBy}.json`, JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 1));
