/**
 * @module
 * The generator's stages. A stage knows whether its artifacts are present and current (`isFresh`) and how
 * to build them; `--missing` builds only stale stages. Every stage's files are listed in
 * `build/manifest.json` (./manifest.ts).
 *
 * Corpus and NER engineers: add a Stage object (./stage.ts: name, description, default, isFresh, run) to STAGES below,
 * in dependency order, and record your files with `setStageFiles(ctx.manifest, name, files)`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readManifest, writeManifest, describeFile, setStageFiles, GENERATOR_VERSION } from './manifest.js';
import { defaultWorkerCount } from './pool.js';
import { DUCKDB_SCHEMA_VERSION } from './writers/duckdb.js';
import type { Stage, StageContext, StageStats } from './stage.js';
import { tablesStage } from './stages/tables-stage.js';
import { panchangStage } from './stages/panchang-stage.js';
import { festivalsStage } from './stages/festivals-stage.js';
import { entitiesStage, nerStage } from './ner/ner-stage.js';
import { corpusStage } from './corpus/corpus-stage.js';
import { SHARD_STAGES, TILE_STAGES, sameShard, shardRecord, type ShardSpec } from './shard.js';
import { selectTiles } from './stages/context.js';
import { dictionaryStage } from './dictionary/dictionary-stage.js';

export type { Stage, StageContext, StageStats } from './stage.js';

/** Registered stages, in dependency order. */
export const STAGES: Stage[] = [tablesStage, panchangStage, festivalsStage, corpusStage, dictionaryStage, entitiesStage, nerStage];

export interface RunOptions {
  outDir: string;
  dataDir?: string;
  only?: string[];
  missingOnly: boolean;
  all: boolean;
  log: (m: string) => void;
  fromYear?: number;
  toYear?: number;
  tiles?: string;
  workers?: number;
  quiet?: boolean;
  /** Report stale stages and exit 1 instead of building (CI). */
  check?: boolean;
  stats?: StageStats[];
  includeNoncommercial?: boolean;
  excludeUncleared?: boolean;
  projectRoot?: string;
  /** `--shard K/N`: build tables and the K-th slice of the tiles, with a partial manifest (./shard.ts). */
  shard?: ShardSpec;
}

function recordDuckDb(ctx: StageContext): void {
  const p = join(ctx.outDir, 'kalakosha.duckdb');
  if (!existsSync(p)) return;
  setStageFiles(ctx.manifest!, 'duckdb', [describeFile(ctx.outDir, 'kalakosha.duckdb', 'duckdb', 'duckdb', DUCKDB_SCHEMA_VERSION, 0, false)]);
}

/**
 * @brief Makes the manifest describe the requested shard (or none); true when it changed. A directory holds one shard's tiles: when the
 * request names another shard, another selection, or none (a whole run), the tile stages' records are dropped so
 * that they rebuild (a whole build "covers" a shard's tiles but is not that shard's partial output).
 */
function adoptShard(ctx: StageContext): boolean {
  const m = ctx.manifest!;
  const want = ctx.shard ? shardRecord(selectTiles(ctx).selection.map((t) => t.id), ctx.shard) : undefined;
  if (sameShard(m.shard, want)) return false;
  for (const s of TILE_STAGES) delete m.stages[s];
  m.files = m.files.filter((f) => !TILE_STAGES.includes(f.stage));
  if (want) m.shard = want;
  else delete m.shard;
  return true;
}

export async function runStages(opts: RunOptions): Promise<number> {
  const ctx: StageContext = {
    outDir: opts.outDir, dataDir: opts.dataDir ?? './data', all: opts.all, log: opts.log,
    fromYear: opts.fromYear, toYear: opts.toYear, tiles: opts.tiles, workers: opts.workers ?? defaultWorkerCount(),
    quiet: opts.quiet, manifest: readManifest(opts.outDir), stats: opts.stats,
    includeNoncommercial: opts.includeNoncommercial, excludeUncleared: opts.excludeUncleared, projectRoot: opts.projectRoot, shard: opts.shard,
  };
  const unknown = (opts.only ?? []).filter((n) => !STAGES.some((s) => s.name === n));
  if (unknown.length) {
    opts.log(`kalakosha generate: unknown stage(s) ${unknown.join(', ')}; known: ${STAGES.map((s) => s.name).join(', ') || '(none yet)'}`);
    return 2;
  }
  const unsharded = opts.shard ? (opts.only ?? []).filter((n) => !SHARD_STAGES.includes(n)) : [];
  if (unsharded.length) {
    opts.log(`kalakosha generate: --shard builds ${SHARD_STAGES.join(', ')} only; build ${unsharded.join(', ')} once, e.g. in the merged directory after \`generate merge\``);
    return 2;
  }
  // --check looks at the default stages and every stage built before (its record is in the manifest).
  const chosen = STAGES.filter((s) => (opts.only ? opts.only.includes(s.name) : opts.all || s.default || (opts.check && !!ctx.manifest!.stages[s.name])))
    .filter((s) => !opts.shard || SHARD_STAGES.includes(s.name));
  const shardChanged = adoptShard(ctx);
  if (opts.check) {
    const stale: string[] = [];
    for (const s of chosen) if (!(await s.isFresh(ctx))) stale.push(s.name);
    if (stale.length) {
      opts.log(`generate --check: stale: ${stale.join(', ')} (rebuild with \`kalakosha generate --missing${opts.all ? ' --all' : ''}\`)`);
      return 1;
    }
    opts.log('generate --check: every stage is up to date');
    return 0;
  }
  for (const s of chosen) {
    if (opts.missingOnly && (await s.isFresh(ctx))) {
      opts.log(`generate: ${s.name} is up to date`);
      continue;
    }
    const t0 = performance.now();
    opts.log(`generate: ${s.name}: ${s.description}`);
    await s.run(ctx);
    const st = ctx.stats?.find((x) => x.stage === s.name);
    if (st) st.seconds = (performance.now() - t0) / 1000;
    ctx.manifest!.generatorVersion = GENERATOR_VERSION;
    recordDuckDb(ctx);
    writeManifest(ctx.outDir, ctx.manifest!);
    opts.log(`generate: ${s.name} done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  if (!chosen.length) opts.log('generate: nothing to do');
  // e.g. `--shard K/N --only tables` on tables that are up to date: the manifest must still say which shard it is.
  if (shardChanged) writeManifest(ctx.outDir, ctx.manifest!);
  return 0;
}
