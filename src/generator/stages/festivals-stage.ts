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
import { FESTIVAL_FILE_FORMAT_VERSION, StringTable, type FestivalLabel } from '../tiles/tile-festivals.js';
import type { DuckDBConnection } from '@duckdb/node-api';
import { appendColumns, dropRelation, exportParquet, openDb, closeDb, T } from '../writers/duckdb.js';
import { startProgress } from '../progress.js';
import { paths, selectTiles, yearRange, tileListPath } from './context.js';
import type { Stage, StageContext } from '../stage.js';

/** Parquet partitions: country and 50-year period, as the panchang tables. */
const FESTIVAL_PERIOD_YEARS = 50;
const LABEL_NAMES = ['label_no', 'festival_id', 'rule_id', 'name', 'category', 'variant', 'decided_by', 'kaala'];
const LABEL_COLUMNS = LABEL_NAMES.map((n, i) => `${n} ${i === 0 ? 'INTEGER' : 'VARCHAR'}`).join(', ');
/** DDL of the two festival tables (the stage and the merge create them alike). */
export const FESTIVAL_TABLES_SQL = `CREATE OR REPLACE TABLE festival_labels (${LABEL_COLUMNS});
  CREATE OR REPLACE TABLE festival_days (tile_no SMALLINT, year SMALLINT, day INTEGER, label_no INTEGER, kaala_start_s DOUBLE, kaala_end_s DOUBLE)`;

/**
 * `festivals`: one row per tile and observance, the columns documented in docs/generator.md. A view over
 * `festival_days` (numbers) and `festival_labels` (the text of each distinct festival, name and kaala), so the
 * text is stored once, not once per tile and year.
 */
export const FESTIVALS_VIEW_SQL = `CREATE OR REPLACE VIEW festivals AS SELECT t.tile_id, t.country, f.year, CAST(DATE '1970-01-01' + f.day AS DATE) AS date,
  l.festival_id, l.rule_id, l.name, l.category, l.variant, l.decided_by, l.kaala,
  to_timestamp(f.kaala_start_s) AS kaala_start, to_timestamp(f.kaala_end_s) AS kaala_end
  FROM festival_days f JOIN tiles t USING (tile_no) JOIN festival_labels l USING (label_no)`;

export const rulesDir = (ctx: StageContext) => join(ctx.dataDir, 'festivals');
export const rulesHash = (ctx: StageContext) => hashTree(rulesDir(ctx), (n) => n.endsWith('.toml'));

function want(ctx: StageContext): StageRecord {
  const { fromYear, toYear } = yearRange(ctx);
  const { chosen } = selectTiles(ctx);
  const tablesHash = ctx.manifest!.stages.tables?.baseHash ?? 'none';
  return {
    baseHash: sha256Of('festivals', GENERATOR_VERSION, String(FESTIVAL_FILE_FORMAT_VERSION), rulesHash(ctx), sha256File(tileListPath(ctx)), tablesHash),
    fromYear, toYear, tileIds: chosen.map((t) => t.id),
  };
}

/**
 * @brief Writes `festivals/country=…/period=…` from `festival_days` (stored in tile order) and `festival_labels` for
 * `tiles` and the years, and returns their manifest entries.
 */
export async function exportFestivalsParquet(con: DuckDBConnection, outDir: string, tiles: Array<{ tileNo: number; country: string }>, fromYear: number, toYear: number): Promise<ManifestFile[]> {
  const files: ManifestFile[] = [];
  // tile_id and the label by list lookup (a projection keeps the scan's storage order; no join, no sort).
  const ids = `(SELECT list(tile_id ORDER BY tile_no) FROM tiles)`;
  const labs = `(SELECT list(struct_pack(${LABEL_NAMES.join(', ')}) ORDER BY label_no) FROM festival_labels)`;
  for (const cc of [...new Set(tiles.map((t) => t.country))].sort()) {
    const nos = tiles.filter((t) => t.country === cc).map((t) => t.tileNo).join(', ');
    for (let y0 = FESTIVAL_PERIOD_YEARS * Math.floor(fromYear / FESTIVAL_PERIOD_YEARS); y0 <= toYear; y0 += FESTIVAL_PERIOD_YEARS) {
      const where = `WHERE tile_no IN (${nos}) AND year >= ${Math.max(y0, fromYear)} AND year < ${Math.min(y0 + FESTIVAL_PERIOD_YEARS, toYear + 1)}`;
      files.push(await exportParquet(con, outDir, 'festivals', `SELECT tile_id, year, date, ${LABEL_NAMES.slice(1).map((n) => `lab.${n} AS ${n}`).join(', ')}, kaala_start, kaala_end FROM (
        SELECT ${ids}[tile_no + 1] AS tile_id, year, CAST(DATE '1970-01-01' + day AS DATE) AS date, ${labs}[label_no + 1] AS lab,
        to_timestamp(kaala_start_s) AS kaala_start, to_timestamp(kaala_end_s) AS kaala_end FROM festival_days ${where})`,
      `parquet/festivals/country=${cc}/period=${y0}/data.parquet`));
    }
  }
  return files;
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
    const hash = rulesHash(ctx);
    const tasks: Task[] = chosen.map((t) => ({ kind: 'festivals', tile: t, tileNo: tileNo.get(t.id)!, fromYear: rec.fromYear, toYear: rec.toYear, angaPath: p.anga('drik'), rulesDir: rulesDir(ctx), rulesHash: hash, outPath: p.tileFestivals(t.id) }));
    const files: ManifestFile[] = [];
    const db = await openDb(ctx.outDir);
    const con = db.con;
    try {
      await dropRelation(con, 'festivals');
      await con.run(FESTIVAL_TABLES_SQL);
      const bar = startProgress('festivals', tasks.length, 'tiles', !!ctx.quiet);
      // Appended in task (= tile) order, as the panchang stage does: the table is stored sorted by (tile, date)
      // without a sort, and labels are numbered in first-seen order of that sequence (deterministic exports).
      const labelNo = new StringTable();
      try {
        await runPool(tasks, ctx.workers ?? 1, async (r) => {
          if (r.kind !== 'festivals') return;
          files.push({ path: relative(ctx.outDir, r.file.path), stage: 'festivals', format: 'msgpack', formatVersion: FESTIVAL_FILE_FORMAT_VERSION, rows: r.file.rows, bytes: r.file.bytes, sha256: r.file.sha256, deterministic: true });
          const c = r.columns;
          const global = c.labels.map((key) => labelNo.of(key));
          const n = c.day.length;
          const label = new Int32Array(n);
          for (let i = 0; i < n; i++) label[i] = global[c.label[i]!]!;
          await appendColumns(con, 'festival_days', [T.SMALLINT, T.SMALLINT, T.INTEGER, T.INTEGER, T.DOUBLE, T.DOUBLE],
            [new Int16Array(n).fill(c.tileNo), c.year, c.day, label, c.kaalaStartS, c.kaalaEndS], n);
          bar.increment(1, n);
        }, { ordered: true });
      } finally {
        bar.stop();
      }
      ctx.stats?.push({ stage: 'festivals', rows: bar.rows(), rowsPerSecond: bar.rowsPerSecond() });
      const labels = labelNo.list.map((k) => JSON.parse(k) as FestivalLabel);
      await appendColumns(con, 'festival_labels', [T.INTEGER, ...Array(7).fill(T.VARCHAR)],
        [labels.map((_, i) => i), ...[0, 1, 2, 3, 4, 5, 6].map((j) => labels.map((l) => l[j]))], labels.length);
      await con.run(FESTIVALS_VIEW_SQL);
      rmSync(`${p.parquetDir}/festivals`, { recursive: true, force: true });
      // A shard's rows are only part of a partition's: the merge exports the Parquet files (../merge.ts).
      if (!ctx.shard) files.push(...await exportFestivalsParquet(con, ctx.outDir, chosen.map((t) => ({ tileNo: tileNo.get(t.id)!, country: t.country })), rec.fromYear, rec.toYear));
    } finally {
      await closeDb(db);
    }
    setStageFiles(ctx.manifest!, 'festivals', files);
    ctx.manifest!.stages.festivals = rec;
    ctx.manifest!.rulesHash = rulesHash(ctx);
  },
};
