/**
 * @module generator/stages/panchang-stage
 * Stage `panchang`: per tile, the place-dependent part of every day (sunrise, sunset, next sunrise,
 * moonrise, moonset: ../tiles/tile-panchang.ts) from the location-free Sun/Moon nodes, written as one
 * msgpack file per tile with a chunk per year (../tiles/tile-chunks.ts), into DuckDB (`panchang_sun`, and
 * the view `panchang` that adds the elements at sunrise, masa, samvat and the day windows by ASOF joins on
 * the location-free tables) and Parquet: `panchang_sun/country=…` (the place-dependent times) and
 * `panchang/convention=drik/country=…` (the view's columns, drik convention; swiss is in the DuckDB view).
 */
import { rmSync, mkdirSync, existsSync } from 'node:fs';
import { relative } from 'node:path';
import { runPool } from '../pool.js';
import type { Task, PanchangColumns } from '../worker-tasks.js';
import { GENERATOR_VERSION, sha256Of, sha256File, setStageFiles, stageCovers, type ManifestFile, type StageRecord } from '../manifest.js';
import { TILE_CHUNK_FORMAT_VERSION } from '../tiles/tile-chunks.js';
import { SKY_NODES_FORMAT_VERSION } from '../writers/sky-nodes-file.js';
import { appendColumns, exportParquet, openDb, closeDb, T, ts } from '../writers/duckdb.js';
import { startProgress } from '../progress.js';
import { paths, selectTiles, yearRange, tileListPath } from './context.js';
import type { Stage, StageContext } from '../stages.js';

function want(ctx: StageContext): StageRecord {
  const { fromYear, toYear } = yearRange(ctx);
  const { chosen } = selectTiles(ctx);
  const tablesHash = ctx.manifest!.stages.tables?.baseHash ?? 'none';
  return {
    baseHash: sha256Of('panchang', GENERATOR_VERSION, String(TILE_CHUNK_FORMAT_VERSION), String(SKY_NODES_FORMAT_VERSION), sha256File(tileListPath(ctx)), tablesHash),
    fromYear, toYear, tileIds: chosen.map((t) => t.id),
  };
}

/** The `panchang` view: sun table + elements at the anchor from the location-free tables (docs/generator.md). */
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

/** Columns of the Parquet export of the view (the day windows are left out: arithmetic on sunrise/sunset, see the view). */
export const PANCHANG_PARQUET_COLUMNS = `tile_id, date, anchor_utc, sunrise_utc, sunset_utc, next_sunrise_utc, moonrise_utc, moonset_utc, vara,
  tithi, tithi_end_utc, nakshatra, pada, nakshatra_end_utc, yoga, yoga_end_utc, karana, karana_end_utc, sun_rashi, moon_rashi,
  masa_amanta, masa_amanta_adhika, masa_purnimanta, masa_purnimanta_adhika, shaka_year, vikram_year, gujarati_year`;

export const panchangStage: Stage = {
  name: 'panchang',
  description: 'per tile daily sunrise, sunset, moonrise, moonset (+ the panchang view over the location-free tables)',
  default: true,
  isFresh: (ctx) => stageCovers(ctx.manifest!, ctx.outDir, 'panchang', want(ctx)),
  async run(ctx) {
    const p = paths(ctx.outDir);
    if (!existsSync(p.sky)) throw new Error(`${p.sky} is missing: run \`kalakosha generate --only tables\` first`);
    const rec = want(ctx);
    const { all, chosen } = selectTiles(ctx);
    const tileNo = new Map(all.map((t, i) => [t.id, i]));
    rmSync(p.tilePanchangDir, { recursive: true, force: true });
    mkdirSync(p.tilePanchangDir, { recursive: true });
    const tasks: Task[] = chosen.map((t) => ({ kind: 'panchang', tile: t, tileNo: tileNo.get(t.id)!, fromYear: rec.fromYear, toYear: rec.toYear, skyPath: p.sky, outPath: p.tilePanchang(t.id) }));
    const files: ManifestFile[] = [];
    const db = await openDb(ctx.outDir);
    const con = db.con;
    try {
      await con.run(`CREATE OR REPLACE TABLE _sun (tile_no SMALLINT, day INTEGER, anchor_ms DOUBLE, sunrise_ms DOUBLE, sunset_ms DOUBLE, moonrise_ms DOUBLE, moonset_ms DOUBLE, next_sunrise_ms DOUBLE)`);
      const bar = startProgress('panchang', tasks.length, 'tiles', !!ctx.quiet);
      try {
        await runPool(tasks, ctx.workers ?? 1, async (r) => {
          if (r.kind !== 'panchang') return;
          const c: PanchangColumns = r.columns;
          const n = c.day.length;
          await appendColumns(con, '_sun', [T.SMALLINT, T.INTEGER, T.DOUBLE, T.DOUBLE, T.DOUBLE, T.DOUBLE, T.DOUBLE, T.DOUBLE],
            [new Int16Array(n).fill(c.tileNo), c.day, c.anchorMs, c.sunriseMs, c.sunsetMs, c.moonriseMs, c.moonsetMs, c.nextSunriseMs], n);
          files.push({ path: relative(ctx.outDir, r.file.path), stage: 'panchang', format: 'msgpack', formatVersion: TILE_CHUNK_FORMAT_VERSION, rows: r.file.rows, bytes: r.file.bytes, sha256: r.file.sha256, deterministic: true });
          bar.increment(1, n);
        });
      } finally {
        bar.stop();
      }
      ctx.stats?.push({ stage: 'panchang', rows: bar.rows(), rowsPerSecond: bar.rowsPerSecond() });
      await con.run(`CREATE OR REPLACE TABLE panchang_sun AS SELECT tile_no, CAST(DATE '1970-01-01' + day AS DATE) AS date,
        ${ts('anchor_ms')} AS anchor_utc, ${ts('sunrise_ms')} AS sunrise_utc, ${ts('sunset_ms')} AS sunset_utc,
        ${ts('next_sunrise_ms')} AS next_sunrise_utc, ${ts('moonrise_ms')} AS moonrise_utc, ${ts('moonset_ms')} AS moonset_utc
        FROM _sun ORDER BY tile_no, date`);
      await con.run(`DROP TABLE _sun`);
      await con.run(PANCHANG_VIEW_SQL);
      rmSync(`${p.parquetDir}/panchang`, { recursive: true, force: true });
      rmSync(`${p.parquetDir}/panchang_sun`, { recursive: true, force: true });
      const countries = [...new Set(chosen.map((t) => t.country))].sort();
      const pbar = startProgress('parquet', countries.length * 2, 'files', !!ctx.quiet);
      try {
        for (const cc of countries) {
          files.push(await exportParquet(con, ctx.outDir, 'panchang', `SELECT t.tile_id, s.* EXCLUDE (tile_no) FROM panchang_sun s JOIN tiles t USING (tile_no) WHERE t.country = '${cc}' ORDER BY t.tile_id, s.date`, `parquet/panchang_sun/country=${cc}/data.parquet`));
          pbar.increment();
          files.push(await exportParquet(con, ctx.outDir, 'panchang', `SELECT ${PANCHANG_PARQUET_COLUMNS} FROM panchang WHERE convention = 'drik' AND country = '${cc}' ORDER BY date, tile_id`, `parquet/panchang/convention=drik/country=${cc}/data.parquet`));
          pbar.increment();
        }
      } finally {
        pbar.stop();
      }
    } finally {
      await closeDb(db);
    }
    setStageFiles(ctx.manifest!, 'panchang', files);
    ctx.manifest!.stages.panchang = rec;
  },
};
