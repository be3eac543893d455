/**
 * @module generator/ner/ner-stage
 * Stage `ner` for `kalakosha generate --only ner`: builds the knowledge graph (build/entities/entities.msgpack)
 * and trains the NER model on all 16 Mahānāma volumes (build/ner/model.msgpack.gz). Deterministic; about
 * 6 s + 2–4 min on one core. Fresh when data/entities, the training corpus, the format versions and the
 * generator version are unchanged and both files exist.
 *
 * To register: `import { nerStage } from './ner/ner-stage.js'` in src/generator/stages.ts and append it to STAGES.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATOR_VERSION, describeFile, hashTree, setStageFiles, sha256File, sha256Of, stageCovers, type StageRecord } from '../manifest.js';
import type { Stage, StageContext } from '../stage.js';
import { ENTITIES_FORMAT_VERSION } from '../entities/artifact.js';
import { runEntitiesStep } from '../entities/main.js';
import { NER_MODEL_FORMAT_VERSION } from '../../ner/model.js';
import { CORPUS_MENTIONS_RULE } from '../../corpus/entities/corpus-mentions.js';
import { DEFAULT_TRAIN_OPTIONS } from '../../ner/train-tagger.js';
import { buildNerModel } from './main.js';
import { writeNerModel } from './model-file.js';

function want(ctx: StageContext): StageRecord {
  const corpus = join(ctx.dataDir, 'ner', 'mahanama-conllu.txt.gz');
  return {
    baseHash: sha256Of('ner', GENERATOR_VERSION, String(ENTITIES_FORMAT_VERSION), String(NER_MODEL_FORMAT_VERSION),
      JSON.stringify(DEFAULT_TRAIN_OPTIONS), `nc=${!!ctx.includeNoncommercial}`, hashTree(join(ctx.dataDir, 'entities')), existsSync(corpus) ? sha256File(corpus) : 'missing'),
    fromYear: 0, toYear: 0, tileIds: null,
  };
}


export const nerStage: Stage = {
  name: 'ner',
  description: 'knowledge graph (data/entities) and the NER model trained on Mahānāma (data/ner)',
  default: false,
  isFresh: (ctx) => stageCovers(ctx.manifest!, ctx.outDir, 'ner', want(ctx)),
  async run(ctx) {
    const rec = want(ctx);
    const t0 = performance.now();
    const g = runEntitiesStep({ dataDir: join(ctx.dataDir, 'entities'), outDir: join(ctx.outDir, 'entities'), includeNoncommercial: !!ctx.includeNoncommercial, corpusDir: join(ctx.outDir, 'corpus') });
    ctx.log(`ner: ${g.entities.length} entities in ${((performance.now() - t0) / 1000).toFixed(1)} s; training the tagger`);
    const model = buildNerModel({ dataDir: ctx.dataDir, buildDir: ctx.outDir, epochs: DEFAULT_TRAIN_OPTIONS.epochs, holdoutVolumes: [], includeMahanamaKgRows: true });
    mkdirSync(join(ctx.outDir, 'ner'), { recursive: true });
    writeNerModel(join(ctx.outDir, 'ner', 'model.msgpack.gz'), model);
    // entities/entities.msgpack is recorded by the `entities` stage; this one records the model only.
    setStageFiles(ctx.manifest!, 'ner', [describeFile(ctx.outDir, 'ner/model.msgpack.gz', 'ner', 'msgpack', NER_MODEL_FORMAT_VERSION, model.features.length)]);
    ctx.stats?.push({ stage: 'ner', rows: Number(model.meta.sentences ?? 0), rowsPerSecond: Number(model.meta.sentences ?? 0) / ((performance.now() - t0) / 1000) });
    ctx.manifest!.stages.ner = rec;
  },
};

function wantEntities(ctx: StageContext): StageRecord {
  // The corpus verses feed the corpus-wide mention counts that rank lookups: a rebuilt corpus makes this stale.
  const verses = join(ctx.outDir, 'corpus', 'verses.msgpack');
  const corpus = existsSync(verses) ? `${statSync(verses).size}:${statSync(verses).mtimeMs}` : 'no-corpus';
  return { baseHash: sha256Of('entities', GENERATOR_VERSION, String(ENTITIES_FORMAT_VERSION), `mentions=${CORPUS_MENTIONS_RULE}`, `nc=${!!ctx.includeNoncommercial}`, hashTree(join(ctx.dataDir, 'entities')), corpus), fromYear: 0, toYear: 0, tileIds: null };
}

/**
 * Stage `entities` (default; about 6 s): the knowledge graph alone, so `make run` serves /corpus/v1/entity
 * without training the tagger (the server falls back to the pretrained model in data/ner).
 */
export const entitiesStage: Stage = {
  name: 'entities',
  description: 'knowledge graph (data/entities) → build/entities/entities.msgpack',
  default: true,
  isFresh: (ctx) => stageCovers(ctx.manifest!, ctx.outDir, 'entities', wantEntities(ctx)),
  async run(ctx) {
    const rec = wantEntities(ctx);
    const t0 = performance.now();
    const g = runEntitiesStep({ dataDir: join(ctx.dataDir, 'entities'), outDir: join(ctx.outDir, 'entities'), includeNoncommercial: !!ctx.includeNoncommercial, corpusDir: join(ctx.outDir, 'corpus') });
    setStageFiles(ctx.manifest!, 'entities', [describeFile(ctx.outDir, 'entities/entities.msgpack', 'entities', 'msgpack', ENTITIES_FORMAT_VERSION, g.entities.length)]);
    const seconds = (performance.now() - t0) / 1000;
    ctx.stats?.push({ stage: 'entities', rows: g.entities.length, rowsPerSecond: g.entities.length / seconds, seconds });
    ctx.manifest!.stages.entities = rec;
  },
};
