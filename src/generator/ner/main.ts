/**
 * Generator step "ner": trains the NER model and writes build/ner/model.msgpack.gz.
 *   node --import=tsx src/generator/ner/main.ts [--epochs 6] [--holdout 15,16,17,18] [--pretrained]
 * --holdout   volumes left out of training (the bench uses 15–18; the shipped model trains on all 16 volumes)
 * --pretrained also copy the model to data/ner/model.msgpack.gz (the copy the server falls back to)
 * Needs build/entities/entities.msgpack (built on the fly when missing).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntityType } from '../../corpus/entities/entity-model.js';
import { DEFAULT_TRAIN_OPTIONS } from '../../ner/train-tagger.js';
import { trainNerModel } from '../../ner/train-model.js';
import { rankLinkRows } from '../../ner/link-rank.js';
import type { NerModelData } from '../../ner/model.js';
import { decodeEntitiesArtifact } from '../entities/artifact.js';
import { runEntitiesStep } from '../entities/main.js';
import { loadMahanamaSentences } from './load-training.js';
import { writeNerModel } from './model-file.js';

export const NER_MODEL_VERSION = '1.4.0';

export interface NerStepOptions {
  dataDir: string;
  buildDir: string;
  epochs: number;
  holdoutVolumes: number[];
  includeMahanamaKgRows: boolean;
}

export function buildNerModel(opts: NerStepOptions): NerModelData {
  const entPath = join(opts.buildDir, 'entities', 'entities.msgpack');
  if (!existsSync(entPath)) runEntitiesStep({ dataDir: join(opts.dataDir, 'entities'), outDir: join(opts.buildDir, 'entities'), includeNoncommercial: false });
  const kg = decodeEntitiesArtifact(readFileSync(entPath));
  const holdout = new Set(opts.holdoutVolumes);
  const sentences = loadMahanamaSentences(join(opts.dataDir, 'ner', 'mahanama-conllu.txt.gz')).filter((s) => !holdout.has(s.volume));
  const entityTypes = new Map<string, EntityType>(kg.entities.map((e) => [e.id, e.entity_type]));
  return trainNerModel({
    sentences,
    kgRows: rankLinkRows(kg.nerGazetteer, kg.entities),
    entityTypes,
    includeMahanamaKgRows: opts.includeMahanamaKgRows,
    version: NER_MODEL_VERSION,
    options: { ...DEFAULT_TRAIN_OPTIONS, epochs: opts.epochs },
    meta: { holdoutVolumes: opts.holdoutVolumes, corpus: 'Mahānāma (sujoysarkarai/mahanama @ cad85842)' },
  });
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = arg('--build') ?? 'build';
  const holdout = (arg('--holdout') ?? '').split(',').filter(Boolean).map(Number);
  const t0 = performance.now();
  const model = buildNerModel({
    dataDir: arg('--data') ?? 'data', buildDir, epochs: Number(arg('--epochs') ?? DEFAULT_TRAIN_OPTIONS.epochs),
    holdoutVolumes: holdout, includeMahanamaKgRows: holdout.length === 0,
  });
  mkdirSync(join(buildDir, 'ner'), { recursive: true });
  const out = join(buildDir, 'ner', 'model.msgpack.gz');
  writeNerModel(out, model);
  if (process.argv.includes('--pretrained')) copyFileSync(out, join('data', 'ner', 'model.msgpack.gz'));
  console.log(JSON.stringify({ out, ms: Math.round(performance.now() - t0), ...model.meta }, null, 2));
}
