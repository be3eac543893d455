/**
 * @module generator/stages/festivals-stage
 * Stage `festivals`: per tile and year, the festival list of the festival engine (`computeFestivals`,
 * drik convention, purnimanta names) from the rules in data/festivals. Its inputs hash includes the hash
 * of the rule files, so a change in data/festivals makes only this stage stale (`--missing` rebuilds it
 * alone; `--check` exits 1).
 */
import { rmSync, mkdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runPool } from '../pool.js';
import type { Task } from '../worker-tasks.js';
import { GENERATOR_VERSION, hashTree, sha256Of, sha256File, setStageFiles, stageCovers, type ManifestFile, type StageRecord } from '../manifest.js';
import { FESTIVAL_FILE_FORMAT_VERSION } from '../tiles/tile-festivals.js';
import { appendColumns, exportParquet, openDb, closeDb, T } from '../writers/duckdb.js';
import { startProgress } from '../progress.js';
import { DEFAULT_FESTIVAL_FROM_YEAR, DEFAULT_FESTIVAL_TO_YEAR, paths, selectTiles, yearRange, tileListPath } from './context.js';
import type { Stage, StageContext } from '../stages.js';

export const rulesDir = (ctx: StageContext) => join(ctx.dataDir, 'festivals');
export const rulesHash = (ctx: StageContext) => hashTree(rulesDir(ctx), (n) => n.endsWith('.toml'));

function want(ctx: StageContext): StageRecord {
  const { fromYear, toYear } = yearRange(ctx, DEFAULT_FESTIVAL_FROM_YEAR, DEFAULT_FESTIVAL_TO_YEAR);
  const { chosen } = selectTiles(ctx);
  const tablesHash = ctx.manifest!.stages.tables?.baseHash ?? 'none';
  return {
    baseHash: sha256Of('festivals', GENERATOR_VERSION, String(FESTIVAL_FILE_FORMAT_VERSION), rulesHash(ctx), sha256File(tileListPath(ctx)), tablesHash),
    fromYear, toYear, tileIds: chosen.map((t) => t.id),
  };
}

export const festivalsStage: Stage = {
  name: 'festivals',
  description: 'per tile and year festival lists from data/festivals (festival engine)',
  default: true,
  isFresh: (ctx) => stageCovers(ctx.manifest!, ctx.outDir, 'festivals', want(ctx)),
  async run(ctx) {
    const p = paths(ctx.outDir);
    if (!existsSync(p.anga('drik'))) throw new Error(`${p.anga('drik')} is missing: run \`kalakosha generate --only tables\` first`);
    const rec = want(ctx);
    const { all, chosen } = selectTiles(ctx);
    const tileNo = new Map(all.map((t, i) => [t.id, i]));
    rmSync(p.tileFestivalsDir, { recursive: true, force: true });
    mkdirSync(p.tileFestivalsDir, { recursive: true });
    const tasks: Task[] = chosen.map((t) => ({ kind: 'festivals', tile: t, tileNo: tileNo.get(t.id)!, fromYear: rec.fromYear, toYear: rec.toYear, angaPath: p.anga('drik'), rulesDir: rulesDir(ctx), outPath: p.tileFestivals(t.id) }));
    const files: ManifestFile[] = [];
    const db = await openDb(ctx.outDir);
    const con = db.con;
    try {
      await con.run(`CREATE OR REPLACE TABLE _fest (tile_no SMALLINT, year SMALLINT, festival_id VARCHAR, rule_id VARCHAR, name VARCHAR, category VARCHAR, date VARCHAR, variant VARCHAR, decided_by VARCHAR, kaala VARCHAR, kaala_start VARCHAR, kaala_end VARCHAR)`);
      const bar = startProgress('festivals', tasks.length, 'tiles', !!ctx.quiet);
      try {
        await runPool(tasks, ctx.workers ?? 1, async (r) => {
          if (r.kind !== 'festivals') return;
          const rows = r.rows;
          const col = <K extends keyof (typeof rows)[number]>(k: K) => rows.map((x) => x[k]);
          await appendColumns(con, '_fest', [T.SMALLINT, T.SMALLINT, T.VARCHAR, T.VARCHAR, T.VARCHAR, T.VARCHAR, T.VARCHAR, T.VARCHAR, T.VARCHAR, T.VARCHAR, T.VARCHAR, T.VARCHAR],
            [col('tileNo'), col('year'), col('festivalId'), col('ruleId'), col('name'), col('category'), col('date'), col('variant'), col('decidedBy'), col('kaalaName'), col('kaalaStart'), col('kaalaEnd')], rows.length);
          files.push({ path: relative(ctx.outDir, r.file.path), stage: 'festivals', format: 'msgpack', formatVersion: FESTIVAL_FILE_FORMAT_VERSION, rows: r.file.rows, bytes: r.file.bytes, sha256: r.file.sha256, deterministic: true });
          bar.increment(1, rows.length);
        });
      } finally {
        bar.stop();
      }
      ctx.stats?.push({ stage: 'festivals', rows: bar.rows(), rowsPerSecond: bar.rowsPerSecond() });
      await con.run(`CREATE OR REPLACE TABLE festivals AS SELECT t.tile_id, t.country, f.year, CAST(f.date AS DATE) AS date, f.festival_id, f.rule_id, f.name, f.category, f.variant, f.decided_by, f.kaala,
        CAST(f.kaala_start AS TIMESTAMPTZ) AS kaala_start, CAST(f.kaala_end AS TIMESTAMPTZ) AS kaala_end
        FROM _fest f JOIN tiles t USING (tile_no) ORDER BY t.tile_id, date, f.festival_id`);
      await con.run(`DROP TABLE _fest`);
      rmSync(`${p.parquetDir}/festivals`, { recursive: true, force: true });
      for (const cc of [...new Set(chosen.map((t) => t.country))].sort()) {
        files.push(await exportParquet(con, ctx.outDir, 'festivals', `SELECT * EXCLUDE (country) FROM festivals WHERE country = '${cc}' ORDER BY tile_id, date, festival_id`, `parquet/festivals/country=${cc}/data.parquet`));
      }
    } finally {
      await closeDb(db);
    }
    setStageFiles(ctx.manifest!, 'festivals', files);
    ctx.manifest!.stages.festivals = rec;
    ctx.manifest!.rulesHash = rulesHash(ctx);
  },
};
