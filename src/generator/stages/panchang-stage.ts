/**
 * @module generator/stages/panchang-stage
 * Stage `panchang`: per tile, the place-dependent part of every day (sunrise, sunset, next sunrise,
 * moonrise, moonset: ../tiles/tile-panchang.ts) from the location-free Sun/Moon nodes, written as one
 * msgpack file per tile with a chunk per year (../tiles/tile-chunks.ts), into DuckDB (`panchang_sun`, and
 * the view `panchang` that adds the elements at sunrise, masa, samvat and the day windows by ASOF joins on
 * the location-free tables; the workers compute the drik elements at sunrise by binary search in the anga tables,
 * ../tiles/tile-elements.ts, and DuckDB stores them as `panchang_drik`) and Parquet:
 * `panchang_sun/country=…` (the place-dependent times) and `panchang/convention=drik/country=…`.
 */
import { rmSync, mkdirSync, existsSync } from 'node:fs';
import { relative } from 'node:path';
import { runPool } from '../pool.js';
import type { Task } from '../worker-tasks.js';
import { GENERATOR_VERSION, sha256Of, sha256File, setStageFiles, stageCovers, type ManifestFile, type StageRecord } from '../manifest.js';
import { TILE_CHUNK_FORMAT_VERSION } from '../tiles/tile-chunks.js';
import { AMRIT_PER_DAY, VARJYAM_PER_DAY, type DayElements } from '../tiles/tile-elements.js';
import { SKY_NODES_FORMAT_VERSION } from '../writers/sky-nodes-file.js';
import { UTINYINT, type DuckDBConnection, type DuckDBType } from '@duckdb/node-api';
import { appendColumns, dropRelation, exportParquet, openDb, closeDb, T, ts } from '../writers/duckdb.js';
import { startProgress } from '../progress.js';
import { paths, selectTiles, yearRange, tileListPath } from './context.js';
import type { Stage, StageContext } from '../stage.js';

/**
 * Version of the `panchang_drik` table and of the Parquet `panchang` dataset (the manifest's formatVersion of those
 * Parquet files). 2: sun_rashi_end, moon_rashi_end, the Varjyam and Amrit kalam windows. A build whose files carry
 * another version is stale (`generate --missing` rebuilds the stage).
 */
export const PANCHANG_DATASET_VERSION = 2;

/** The formatVersion each of the stage's files must carry to be fresh (the DuckDB file has none of its own). */
function currentVersion(f: ManifestFile): number | null {
  return f.format === 'msgpack' ? TILE_CHUNK_FORMAT_VERSION : f.format === 'parquet' ? PANCHANG_DATASET_VERSION : null;
}

function want(ctx: StageContext): StageRecord {
  const { fromYear, toYear } = yearRange(ctx);
  const { chosen } = selectTiles(ctx);
  const tablesHash = ctx.manifest!.stages.tables?.baseHash ?? 'none';
  return {
    baseHash: sha256Of('panchang', GENERATOR_VERSION, String(TILE_CHUNK_FORMAT_VERSION), String(SKY_NODES_FORMAT_VERSION), String(PANCHANG_DATASET_VERSION), sha256File(tileListPath(ctx)), tablesHash),
    fromYear, toYear, tileIds: chosen.map((t) => t.id),
  };
}

/**
 * The `panchang` view, both conventions: `panchang_sun` + the elements at the anchor by ASOF joins on the
 * location-free tables (docs/generator.md). Fine for a few tiles or dates; for bulk work use `panchang_drik`
 * (materialised, drik) or the Parquet export.
 */
export const PANCHANG_VIEW_SQL = `
CREATE OR REPLACE VIEW panchang AS
WITH days AS (
  SELECT s.*, t.tile_id, t.country, t.tz, c.convention, CAST(dayofweek(s.date) AS UTINYINT) AS vara
  FROM panchang_sun s JOIN tiles t USING (tile_no) CROSS JOIN (VALUES ('drik'), ('swiss')) c(convention)
),
b AS (SELECT * FROM anga_boundaries)
SELECT d.tile_id, d.country, d.date, d.convention, d.tz,
  d.anchor_utc, d.sunrise_utc, d.sunset_utc, d.next_sunrise_utc, d.moonrise_utc, d.moonset_utc,
  d.vara,
  ti.number AS tithi, ti.end_utc AS tithi_end_utc,
  na.number AS nakshatra, CAST(((pa.number - 1) % 4) + 1 AS UTINYINT) AS pada, na.end_utc AS nakshatra_end_utc,
  yo.number AS yoga, yo.end_utc AS yoga_end_utc,
  ka.number AS karana, ka.end_utc AS karana_end_utc,
  sr.number AS sun_rashi, mr.number AS moon_rashi,
  am.masa_index AS masa_amanta, am.adhika AS masa_amanta_adhika, pm.masa_index AS masa_purnimanta, pm.adhika AS masa_purnimanta_adhika,
  am.shaka AS shaka_year, pm.vikram AS vikram_year, am.gujarati AS gujarati_year,
  -- Day windows (src/calendar/panchang/muhurat.ts): daytime in 8 parts; Abhijit = midday ± daylength/30, none on Wednesdays.
  d.sunrise_utc + (([8,2,7,5,6,4,3])[d.vara + 1] - 1) * ((d.sunset_utc - d.sunrise_utc) / 8) AS rahu_kalam_start_utc,
  d.sunrise_utc + ([8,2,7,5,6,4,3])[d.vara + 1] * ((d.sunset_utc - d.sunrise_utc) / 8) AS rahu_kalam_end_utc,
  d.sunrise_utc + (([5,4,3,2,1,7,6])[d.vara + 1] - 1) * ((d.sunset_utc - d.sunrise_utc) / 8) AS yama_gandam_start_utc,
  d.sunrise_utc + ([5,4,3,2,1,7,6])[d.vara + 1] * ((d.sunset_utc - d.sunrise_utc) / 8) AS yama_gandam_end_utc,
  d.sunrise_utc + (([7,6,5,4,3,2,1])[d.vara + 1] - 1) * ((d.sunset_utc - d.sunrise_utc) / 8) AS gulika_kalam_start_utc,
  d.sunrise_utc + ([7,6,5,4,3,2,1])[d.vara + 1] * ((d.sunset_utc - d.sunrise_utc) / 8) AS gulika_kalam_end_utc,
  CASE WHEN d.vara = 3 THEN NULL ELSE d.sunrise_utc + (d.sunset_utc - d.sunrise_utc) / 2 - (d.sunset_utc - d.sunrise_utc) / 30 END AS abhijit_start_utc,
  CASE WHEN d.vara = 3 THEN NULL ELSE d.sunrise_utc + (d.sunset_utc - d.sunrise_utc) / 2 + (d.sunset_utc - d.sunrise_utc) / 30 END AS abhijit_end_utc
FROM days d
ASOF LEFT JOIN (SELECT * FROM b WHERE kind = 'tithi') ti ON ti.convention = d.convention AND d.anchor_utc >= ti.start_utc
ASOF LEFT JOIN (SELECT * FROM b WHERE kind = 'nakshatra') na ON na.convention = d.convention AND d.anchor_utc >= na.start_utc
ASOF LEFT JOIN (SELECT * FROM b WHERE kind = 'pada') pa ON pa.convention = d.convention AND d.anchor_utc >= pa.start_utc
ASOF LEFT JOIN (SELECT * FROM b WHERE kind = 'yoga') yo ON yo.convention = d.convention AND d.anchor_utc >= yo.start_utc
ASOF LEFT JOIN (SELECT * FROM b WHERE kind = 'karana') ka ON ka.convention = d.convention AND d.anchor_utc >= ka.start_utc
ASOF LEFT JOIN (SELECT * FROM b WHERE kind = 'sun_rashi') sr ON sr.convention = d.convention AND d.anchor_utc >= sr.start_utc
ASOF LEFT JOIN (SELECT * FROM b WHERE kind = 'moon_rashi') mr ON mr.convention = d.convention AND d.anchor_utc >= mr.start_utc
ASOF LEFT JOIN (SELECT * FROM lunar_months WHERE system = 'amanta') am ON am.convention = d.convention AND d.anchor_utc >= am.start_utc
ASOF LEFT JOIN (SELECT * FROM lunar_months WHERE system = 'purnimanta') pm ON pm.convention = d.convention AND d.anchor_utc >= pm.start_utc
`;

/** The Varjyam and Amrit kalam columns: `varjyam_1_start` … `amrit_kalam_2_end` (../tiles/tile-elements.ts). */
const WINDOW_SLOTS: Array<[string, number, string]> = [['varjyam', VARJYAM_PER_DAY, 'varjyam'], ['amrit_kalam', AMRIT_PER_DAY, 'amrit']];
const WINDOW_COLUMNS = WINDOW_SLOTS.flatMap(([name, n]) => Array.from({ length: n }, (_, k) => [`${name}_${k + 1}_start`, `${name}_${k + 1}_end`]).flat());

/**
 * The table `panchang_drik`: one row per tile and day, times as DOUBLE Unix ms (NULL = no event), elements at the anchor;
 * since dataset version 2 also `sun_rashi_end_ms` / `moon_rashi_end_ms` (end of the sign in force at the anchor) and the
 * Varjyam and Amrit kalam windows beginning in the Hindu day, in order (`varjyam_1_start_ms` … `varjyam_3_end_ms`,
 * `amrit_kalam_1_start_ms` … `amrit_kalam_2_end_ms`, NULL when the day has fewer): what `include=signs,muhurtas`
 * answers beyond the sun times (../tiles/tile-elements.ts).
 */
export const PANCHANG_TABLE_COLUMNS: Array<[string, string]> = [
  ['tile_no', 'SMALLINT'], ['day', 'INTEGER'], ['anchor_ms', 'DOUBLE'], ['sunrise_ms', 'DOUBLE'], ['sunset_ms', 'DOUBLE'], ['next_sunrise_ms', 'DOUBLE'],
  ['moonrise_ms', 'DOUBLE'], ['moonset_ms', 'DOUBLE'], ['vara', 'UTINYINT'], ['tithi', 'UTINYINT'], ['tithi_end_ms', 'DOUBLE'], ['nakshatra', 'UTINYINT'],
  ['pada', 'UTINYINT'], ['nakshatra_end_ms', 'DOUBLE'], ['yoga', 'UTINYINT'], ['yoga_end_ms', 'DOUBLE'], ['karana', 'UTINYINT'], ['karana_end_ms', 'DOUBLE'],
  ['sun_rashi', 'UTINYINT'], ['moon_rashi', 'UTINYINT'], ['masa_amanta', 'UTINYINT'], ['masa_amanta_adhika', 'BOOLEAN'], ['masa_purnimanta', 'UTINYINT'],
  ['masa_purnimanta_adhika', 'BOOLEAN'], ['shaka_year', 'SMALLINT'], ['vikram_year', 'SMALLINT'], ['gujarati_year', 'SMALLINT'],
  ['sun_rashi_end_ms', 'DOUBLE'], ['moon_rashi_end_ms', 'DOUBLE'],
  ...WINDOW_COLUMNS.map((c): [string, string] => [`${c}_ms`, 'DOUBLE']),
];
/** PanchangColumns field of each table column. */
const FIELD_OF: Record<string, string> = {
  tile_no: 'tile_no', day: 'day', anchor_ms: 'anchorMs', sunrise_ms: 'sunriseMs', sunset_ms: 'sunsetMs', next_sunrise_ms: 'nextSunriseMs', moonrise_ms: 'moonriseMs',
  moonset_ms: 'moonsetMs', vara: 'vara', tithi: 'tithi', tithi_end_ms: 'tithiEndMs', nakshatra: 'nakshatra', pada: 'pada', nakshatra_end_ms: 'nakshatraEndMs',
  yoga: 'yoga', yoga_end_ms: 'yogaEndMs', karana: 'karana', karana_end_ms: 'karanaEndMs', sun_rashi: 'sunRashi', moon_rashi: 'moonRashi',
  masa_amanta: 'masaAmanta', masa_amanta_adhika: 'masaAmantaAdhika', masa_purnimanta: 'masaPurnimanta', masa_purnimanta_adhika: 'masaPurnimantaAdhika',
  shaka_year: 'shakaYear', vikram_year: 'vikramYear', gujarati_year: 'gujaratiYear', sun_rashi_end_ms: 'sunRashiEndMs', moon_rashi_end_ms: 'moonRashiEndMs',
};
const STAGING_TYPE: Record<string, DuckDBType> = { SMALLINT: T.SMALLINT, INTEGER: T.INTEGER, DOUBLE: T.DOUBLE, UTINYINT: UTINYINT, BOOLEAN: T.BOOLEAN };

/** The window columns' values in a tile's PanchangColumns (`varjyam_2_start_ms` → c.varjyamStartMs[1]). */
function windowColumnsOf(c: DayElements): Record<string, ArrayLike<number>> {
  const out: Record<string, ArrayLike<number>> = {};
  for (const [name, n, field] of WINDOW_SLOTS) {
    const starts = c[`${field}StartMs` as 'varjyamStartMs'], ends = c[`${field}EndMs` as 'varjyamEndMs'];
    for (let k = 0; k < n; k++) {
      out[`${name}_${k + 1}_start_ms`] = starts[k]!;
      out[`${name}_${k + 1}_end_ms`] = ends[k]!;
    }
  }
  return out;
}

/** Parquet partitions: 50-year periods (1900, 1950, 2000, 2050) within each country. */
const PERIOD_YEARS = 50;

/** The columns of the Parquet export of `panchang_drik` (after tile_id; the sun and moon times are in panchang_sun). */
const PANCHANG_DRIK_SELECT = `CAST(DATE '1970-01-01' + day AS DATE) AS date, ${ts('anchor_ms')} AS anchor_utc,
  vara, tithi, ${ts('tithi_end_ms')} AS tithi_end_utc, nakshatra, pada, ${ts('nakshatra_end_ms')} AS nakshatra_end_utc, yoga, ${ts('yoga_end_ms')} AS yoga_end_utc,
  karana, ${ts('karana_end_ms')} AS karana_end_utc, sun_rashi, moon_rashi, masa_amanta, masa_amanta_adhika, masa_purnimanta, masa_purnimanta_adhika,
  shaka_year, vikram_year, gujarati_year, ${ts('sun_rashi_end_ms')} AS sun_rashi_end_utc, ${ts('moon_rashi_end_ms')} AS moon_rashi_end_utc,
  ${WINDOW_COLUMNS.map((c) => `${ts(c + '_ms')} AS ${c}_utc`).join(', ')}`;

/** `panchang_sun`: the place-dependent part of `panchang_drik` (a view: nothing is stored twice). */
export const PANCHANG_SUN_VIEW_SQL = `CREATE OR REPLACE VIEW panchang_sun AS SELECT tile_no, CAST(DATE '1970-01-01' + day AS DATE) AS date,
  ${['anchor', 'sunrise', 'sunset', 'next_sunrise', 'moonrise', 'moonset'].map((c) => `${ts(c + '_ms')} AS ${c}_utc`).join(', ')} FROM panchang_drik`;

/**
 * @brief Writes `panchang_sun/country=…/period=…` and `panchang/convention=drik/country=…/period=…` from `panchang_drik`
 * (stored in (tile_no, day) order) for `tiles` and the years, and returns their manifest entries.
 */
export async function exportPanchangParquet(con: DuckDBConnection, outDir: string, tiles: Array<{ tileNo: number; country: string }>, fromYear: number, toYear: number, quiet: boolean): Promise<ManifestFile[]> {
  const files: ManifestFile[] = [];
  const countries = [...new Set(tiles.map((t) => t.country))].sort();
  const pbar = startProgress('parquet', countries.length * 2, 'files', quiet);
  // tile_id by list lookup (a projection keeps the scan's storage order; no join, no sort).
  const ids = `(SELECT list(tile_id ORDER BY tile_no) FROM tiles)`;
  try {
    for (const cc of countries) {
      const nos = tiles.filter((t) => t.country === cc).map((t) => t.tileNo).join(', ');
      for (let y0 = PERIOD_YEARS * Math.floor(fromYear / PERIOD_YEARS); y0 <= toYear; y0 += PERIOD_YEARS) {
        const d0 = Math.round(Date.UTC(Math.max(y0, fromYear), 0, 1) / 86_400_000);
        const d1 = Math.round(Date.UTC(Math.min(y0 + PERIOD_YEARS, toYear + 1), 0, 1) / 86_400_000);
        const where = `WHERE tile_no IN (${nos}) AND day >= ${d0} AND day < ${d1}`;
        files.push(await exportParquet(con, outDir, 'panchang', `SELECT ${ids}[tile_no + 1] AS tile_id, CAST(DATE '1970-01-01' + day AS DATE) AS date, ${ts('sunrise_ms')} AS sunrise_utc, ${ts('sunset_ms')} AS sunset_utc, ${ts('moonrise_ms')} AS moonrise_utc, ${ts('moonset_ms')} AS moonset_utc FROM panchang_drik ${where}`, `parquet/panchang_sun/country=${cc}/period=${y0}/data.parquet`, PANCHANG_DATASET_VERSION));
        files.push(await exportParquet(con, outDir, 'panchang', `SELECT ${ids}[tile_no + 1] AS tile_id, ${PANCHANG_DRIK_SELECT} FROM panchang_drik ${where}`, `parquet/panchang/convention=drik/country=${cc}/period=${y0}/data.parquet`, PANCHANG_DATASET_VERSION));
      }
      pbar.increment(2);
    }
  } finally {
    pbar.stop();
  }
  return files;
}

export const panchangStage: Stage = {
  name: 'panchang',
  description: 'per tile daily sunrise, sunset, moonrise, moonset (+ the panchang view over the location-free tables)',
  default: true,
  isFresh: (ctx) => stageCovers(ctx.manifest!, ctx.outDir, 'panchang', want(ctx))
    && ctx.manifest!.files.every((f) => f.stage !== 'panchang' || currentVersion(f) === null || f.formatVersion === currentVersion(f)),
  async run(ctx) {
    const p = paths(ctx.outDir);
    if (!existsSync(p.sky)) throw new Error(`${p.sky} is missing: run \`kalakosha generate --only tables\` first`);
    const rec = want(ctx);
    const { all, chosen } = selectTiles(ctx);
    const tileNo = new Map(all.map((t, i) => [t.id, i]));
    rmSync(p.tilePanchangDir, { recursive: true, force: true });
    mkdirSync(p.tilePanchangDir, { recursive: true });
    const tasks: Task[] = chosen.map((t) => ({ kind: 'panchang', tile: t, tileNo: tileNo.get(t.id)!, fromYear: rec.fromYear, toYear: rec.toYear, skyPath: p.sky, angaPath: p.anga('drik'), outPath: p.tilePanchang(t.id) }));
    const files: ManifestFile[] = [];
    const db = await openDb(ctx.outDir);
    const con = db.con;
    try {
      for (const rel of ['panchang', 'panchang_sun']) await dropRelation(con, rel);
      await con.run(`CREATE OR REPLACE TABLE panchang_drik (${PANCHANG_TABLE_COLUMNS.map(([n, t]) => `${n} ${t}`).join(', ')})`);
      const bar = startProgress('panchang', tasks.length, 'tiles', !!ctx.quiet);
      // Rows are appended in task (= tile) order (the pool's `ordered`), so the table is stored sorted by
      // (tile_no, date) without a sort.
      try {
        await runPool(tasks, ctx.workers ?? 1, async (r) => {
          if (r.kind !== 'panchang') return;
          files.push({ path: relative(ctx.outDir, r.file.path), stage: 'panchang', format: 'msgpack', formatVersion: TILE_CHUNK_FORMAT_VERSION, rows: r.file.rows, bytes: r.file.bytes, sha256: r.file.sha256, deterministic: true });
          const c = r.columns;
          const n = c.day.length;
          const src: Record<string, ArrayLike<number>> = { tile_no: new Int16Array(n).fill(c.tileNo), ...(c as unknown as Record<string, ArrayLike<number>>), ...windowColumnsOf(c) };
          await appendColumns(con, 'panchang_drik', PANCHANG_TABLE_COLUMNS.map(([, t]) => STAGING_TYPE[t]!), PANCHANG_TABLE_COLUMNS.map(([name]) => src[FIELD_OF[name] ?? name]!), n);
          bar.increment(1, n);
        }, { ordered: true });
      } finally {
        bar.stop();
      }
      ctx.stats?.push({ stage: 'panchang', rows: bar.rows(), rowsPerSecond: bar.rowsPerSecond() });
      await con.run(PANCHANG_SUN_VIEW_SQL);
      await con.run(PANCHANG_VIEW_SQL);
      rmSync(`${p.parquetDir}/panchang`, { recursive: true, force: true });
      rmSync(`${p.parquetDir}/panchang_sun`, { recursive: true, force: true });
      // A shard's rows are only part of a partition's: the merge exports the Parquet files (../merge.ts).
      if (!ctx.shard) files.push(...await exportPanchangParquet(con, ctx.outDir, chosen.map((t) => ({ tileNo: tileNo.get(t.id)!, country: t.country })), rec.fromYear, rec.toYear, !!ctx.quiet));
    } finally {
      await closeDb(db);
    }
    setStageFiles(ctx.manifest!, 'panchang', files);
    ctx.manifest!.stages.panchang = rec;
  },
};
