/**
 * @module generator/stages/tables-stage
 * Stage `tables`: the location-free tables for the selected years (default 1900–2100), both conventions:
 * anga boundaries (tithi, karana, nakshatra, pada, yoga, Sun and Moon signs), new and full moons,
 * sankrantis, lunar months (amanta, purnimanta; adhika, kshaya; samvat years), Venus and Jupiter
 * combustion intervals, and the Sun/Moon node table the panchang stage computes rise/set times from.
 */
import { mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pack } from 'msgpackr';
import {
  ANGA_TABLES_FORMAT_VERSION, deserializeAngaTables, mergeAngaTables, serializeAngaTables, type AngaTables, type Convention,
} from '../../calendar/index.js';
import { runPool } from '../pool.js';
import type { Task, TaskResult } from '../worker-tasks.js';
import { buildLocationFreeEvents, EVENTS_FORMAT_VERSION, type LocationFreeEvents } from '../tables/location-free-events.js';
import { joinCombustion, type CombustionInterval, type CombustionOrb } from '../tables/combustion.js';
import { COMBUSTION_FORMAT_VERSION, encodeCombustionFile } from '../tables/combustion-file.js';
import { concatSkyNodes, encodeSkyNodes, SKY_NODES_FORMAT_VERSION } from '../writers/sky-nodes-file.js';
import type { SkyNodes } from '../../calendar/index.js';
import { GENERATOR_VERSION, sha256Of, sha256File, setStageFiles, stageCovers, type ManifestFile, type StageRecord } from '../manifest.js';
import { appendColumns, exportParquet, openDb, closeDb, T, ts } from '../writers/duckdb.js';
import { startProgress } from '../progress.js';
import { paths, selectTiles, yearRange, tileListPath } from './context.js';
import type { Stage, StageContext } from '../stage.js';

const CONVENTIONS: Convention[] = ['drik', 'swiss'];
/** The DuckDB tables this stage creates (the merge copies them from one shard). */
export const TABLES_STAGE_RELATIONS = ['anga_boundaries', 'syzygies', 'sankrantis', 'lunar_months', 'combustion', 'tiles'];
const CHUNK_YEARS = 10;
const DAY_MS = 86_400_000;

function combustionOrbs(ctx: StageContext): CombustionOrb[] {
  const raw = JSON.parse(readFileSync(join(ctx.dataDir, 'ceremonies', 'combustion.json'), 'utf8')) as { rows: Array<{ planet: string; orb_deg: number; orb_retrograde_deg: number }> };
  return raw.rows.filter((r) => r.planet === 'venus' || r.planet === 'jupiter')
    .map((r) => ({ planet: r.planet as 'venus' | 'jupiter', orbDeg: r.orb_deg, orbRetrogradeDeg: r.orb_retrograde_deg }));
}

function want(ctx: StageContext): StageRecord {
  const { fromYear, toYear } = yearRange(ctx);
  const orbs = JSON.stringify(combustionOrbs(ctx));
  return { baseHash: sha256Of('tables', GENERATOR_VERSION, String(ANGA_TABLES_FORMAT_VERSION), String(EVENTS_FORMAT_VERSION), String(SKY_NODES_FORMAT_VERSION), String(COMBUSTION_FORMAT_VERSION), orbs, sha256File(tileListPath(ctx))), fromYear, toYear, tileIds: null };
}

function fileEntry(outDir: string, path: string, rows: number, formatVersion: number, format: ManifestFile['format'] = 'msgpack'): ManifestFile {
  const bytes = readFileSync(path);
  return { path: relative(outDir, path), stage: 'tables', format, formatVersion, rows, bytes: bytes.byteLength, sha256: sha256File(path), deterministic: true };
}

const KIND_COLUMNS: Array<[string, keyof AngaTables['views']]> = [
  ['tithi', 'tithi'], ['karana', 'karana'], ['nakshatra', 'nakshatra'], ['pada', 'pada'], ['yoga', 'yoga'], ['sun_rashi', 'sunRashi'], ['moon_rashi', 'moonRashi'],
];

export const tablesStage: Stage = {
  name: 'tables',
  description: 'location-free anga tables, moons, sankrantis, lunar months, combustion, Sun/Moon nodes',
  default: true,
  isFresh: (ctx) => stageCovers(ctx.manifest!, ctx.outDir, 'tables', want(ctx)),
  async run(ctx) {
    const rec = want(ctx);
    const { fromYear, toYear } = rec;
    const p = paths(ctx.outDir);
    const tasks: Task[] = [];
    for (let y = fromYear; y <= toYear; y += CHUNK_YEARS) {
      const y1 = Math.min(toYear, y + CHUNK_YEARS - 1);
      for (const c of CONVENTIONS) tasks.push({ kind: 'anga', convention: c, fromYear: y, toYear: y1 });
      const fromMs = y === fromYear ? Date.UTC(y, 0, 1) - 4 * DAY_MS : Date.UTC(y, 0, 1);
      const toMs = y1 === toYear ? Date.UTC(y1 + 1, 0, 1) + 7 * DAY_MS : Date.UTC(y1 + 1, 0, 1);
      tasks.push({ kind: 'sky', fromMs, toMs });
    }
    const orbs = combustionOrbs(ctx);
    for (let y = fromYear; y <= toYear; y += 2 * CHUNK_YEARS) {
      const y1 = Math.min(toYear, y + 2 * CHUNK_YEARS - 1);
      for (const o of orbs) tasks.push({ kind: 'combustion', orb: o, fromMs: Date.UTC(y, 0, 1), toMs: Date.UTC(y1 + 1, 0, 1) });
    }
    const angaParts = new Map<Convention, Array<{ from: number; bytes: Uint8Array }>>();
    const skyParts: SkyNodes[] = [];
    const combParts: Array<{ key: string; iv: CombustionInterval[] }> = [];
    const bar = startProgress('tables', tasks.length, 'tasks', !!ctx.quiet);
    try {
    await runPool(tasks, ctx.workers ?? 1, (r: TaskResult, t: Task) => {
      if (r.kind === 'anga' && t.kind === 'anga') {
        const l = angaParts.get(t.convention) ?? [];
        l.push({ from: t.fromYear, bytes: r.bytes });
        angaParts.set(t.convention, l);
      } else if (r.kind === 'sky') skyParts.push(r.nodes);
      else if (r.kind === 'combustion' && t.kind === 'combustion') combParts.push({ key: `${t.orb.planet}|${String(t.fromMs).padStart(15, '0')}`, iv: r.intervals });
      bar.increment(1, r.kind === 'anga' ? r.bytes.byteLength / 9 : 0);
    });
    } finally {
      bar.stop();
    }

    rmSync(p.tablesDir, { recursive: true, force: true });
    mkdirSync(p.tablesDir, { recursive: true });
    const files: ManifestFile[] = [];
    const merged = new Map<Convention, AngaTables>();
    const events = new Map<Convention, LocationFreeEvents>();
    const fromMs = Date.UTC(fromYear, 0, 1);
    const toMs = Date.UTC(toYear + 1, 0, 1);
    for (const c of CONVENTIONS) {
      const parts = angaParts.get(c)!.sort((a, b) => a.from - b.from).map((x) => deserializeAngaTables(x.bytes));
      const tables = mergeAngaTables(parts);
      merged.set(c, tables);
      writeFileSync(p.anga(c), serializeAngaTables(tables));
      const rows = Object.values(tables.base).reduce((s, b) => s + b.numbers.length, 0);
      files.push(fileEntry(ctx.outDir, p.anga(c), rows, ANGA_TABLES_FORMAT_VERSION));
      const ev = buildLocationFreeEvents(tables, fromMs, toMs);
      events.set(c, ev);
      writeFileSync(p.events(c), pack(ev));
      files.push(fileEntry(ctx.outDir, p.events(c), ev.newMoonsMs.length + ev.fullMoonsMs.length + ev.sankrantis.length + ev.lunarMonths.length, EVENTS_FORMAT_VERSION));
    }
    combParts.sort((a, b) => (a.key < b.key ? -1 : 1));
    const combustion = joinCombustion(combParts.map((x) => x.iv));
    writeFileSync(p.combustion, encodeCombustionFile(fromMs, toMs, orbs, combustion));
    files.push(fileEntry(ctx.outDir, p.combustion, combustion.length, COMBUSTION_FORMAT_VERSION));
    const sky = concatSkyNodes(skyParts);
    writeFileSync(p.sky, encodeSkyNodes(sky));
    files.push(fileEntry(ctx.outDir, p.sky, sky.count, SKY_NODES_FORMAT_VERSION));

    // DuckDB + Parquet
    const db = await openDb(ctx.outDir);
    const con = db.con;
    try {
      await con.run(`CREATE OR REPLACE TABLE _anga (convention VARCHAR, kind VARCHAR, number SMALLINT, start_ms DOUBLE, end_ms DOUBLE)`);
      for (const c of CONVENTIONS) {
        const t = merged.get(c)!;
        for (const [kind, view] of KIND_COLUMNS) {
          const v = t.views[view];
          const n = v.numbers.length;
          await appendColumns(con, '_anga', [T.VARCHAR, T.VARCHAR, T.SMALLINT, T.DOUBLE, T.DOUBLE],
            [new Array(n).fill(c), new Array(n).fill(kind), v.numbers, v.boundariesUnixMs.subarray(0, n), v.boundariesUnixMs.subarray(1, n + 1)], n);
        }
      }
      await con.run(`CREATE OR REPLACE TABLE anga_boundaries AS SELECT convention, kind, CAST(number AS UTINYINT) AS number, ${ts('start_ms')} AS start_utc, ${ts('end_ms')} AS end_utc FROM _anga ORDER BY convention, kind, start_utc`);
      await con.run(`DROP TABLE _anga`);

      await con.run(`CREATE OR REPLACE TABLE _ev (convention VARCHAR, kind VARCHAR, n SMALLINT, at_ms DOUBLE)`);
      await con.run(`CREATE OR REPLACE TABLE _lm (convention VARCHAR, system VARCHAR, idx SMALLINT, adhika BOOLEAN, kshaya BOOLEAN, start_ms DOUBLE, end_ms DOUBLE, shaka INTEGER, vikram INTEGER, gujarati INTEGER)`);
      for (const c of CONVENTIONS) {
        const e = events.get(c)!;
        const nm = e.newMoonsMs, fm = e.fullMoonsMs, sk = e.sankrantis;
        await appendColumns(con, '_ev', [T.VARCHAR, T.VARCHAR, T.SMALLINT, T.DOUBLE],
          [new Array(nm.length + fm.length + sk.length).fill(c),
            [...nm.map(() => 'new_moon'), ...fm.map(() => 'full_moon'), ...sk.map(() => 'sankranti')],
            [...nm.map(() => 0), ...fm.map(() => 0), ...sk.map((s) => s.rashi)],
            [...nm, ...fm, ...sk.map((s) => s.unixMs)]], nm.length + fm.length + sk.length);
        const lm = e.lunarMonths;
        await appendColumns(con, '_lm', [T.VARCHAR, T.VARCHAR, T.SMALLINT, T.BOOLEAN, T.BOOLEAN, T.DOUBLE, T.DOUBLE, T.INTEGER, T.INTEGER, T.INTEGER],
          [lm.map(() => c), lm.map((m) => m.system), lm.map((m) => m.index), lm.map((m) => m.adhika), lm.map((m) => m.kshaya), lm.map((m) => m.startMs), lm.map((m) => m.endMs), lm.map((m) => m.shaka), lm.map((m) => m.vikram), lm.map((m) => m.gujarati)], lm.length);
      }
      await con.run(`CREATE OR REPLACE TABLE syzygies AS SELECT convention, kind, ${ts('at_ms')} AS at_utc FROM _ev WHERE kind <> 'sankranti' ORDER BY convention, at_utc, kind`);
      await con.run(`CREATE OR REPLACE TABLE sankrantis AS SELECT convention, CAST(n AS UTINYINT) AS rashi, ${ts('at_ms')} AS at_utc FROM _ev WHERE kind = 'sankranti' ORDER BY convention, at_utc`);
      const masaNames = `['Chaitra','Vaishakha','Jyeshtha','Ashadha','Shravana','Bhadrapada','Ashvina','Kartika','Margashirsha','Pausha','Magha','Phalguna']`;
      await con.run(`CREATE OR REPLACE TABLE lunar_months AS SELECT convention, system, CAST(idx AS UTINYINT) AS masa_index, (${masaNames})[idx + 1] AS masa_name, adhika, kshaya, ${ts('start_ms')} AS start_utc, ${ts('end_ms')} AS end_utc, shaka, vikram, gujarati FROM _lm ORDER BY convention, system, start_utc`);
      await con.run(`DROP TABLE _ev; DROP TABLE _lm`);
      await con.run(`CREATE OR REPLACE TABLE _cb (planet VARCHAR, start_ms DOUBLE, end_ms DOUBLE, retrograde BOOLEAN)`);
      await appendColumns(con, '_cb', [T.VARCHAR, T.DOUBLE, T.DOUBLE, T.BOOLEAN], [combustion.map((x) => x.planet), combustion.map((x) => x.startMs), combustion.map((x) => x.endMs), combustion.map((x) => x.retrograde)], combustion.length);
      await con.run(`CREATE OR REPLACE TABLE combustion AS SELECT planet, ${ts('start_ms')} AS start_utc, ${ts('end_ms')} AS end_utc, retrograde FROM _cb ORDER BY planet, start_utc; DROP TABLE _cb`);

      const { all } = selectTiles({ ...ctx, tiles: 'all' });
      await con.run(`CREATE OR REPLACE TABLE _tiles (tile_no SMALLINT, tile_id VARCHAR, geoname_id INTEGER, name VARCHAR, ascii_name VARCHAR, country VARCHAR, admin1 VARCHAR, lat DOUBLE, lng DOUBLE, altitude INTEGER, tz VARCHAR, population INTEGER)`);
      await appendColumns(con, '_tiles', [T.SMALLINT, T.VARCHAR, T.INTEGER, T.VARCHAR, T.VARCHAR, T.VARCHAR, T.VARCHAR, T.DOUBLE, T.DOUBLE, T.INTEGER, T.VARCHAR, T.INTEGER],
        [all.map((_, i) => i), all.map((t) => t.id), all.map((t) => t.geonameId), all.map((t) => t.name), all.map((t) => t.asciiName), all.map((t) => t.country), all.map((t) => t.admin1), all.map((t) => t.lat), all.map((t) => t.lng), all.map((t) => t.altitude), all.map((t) => t.tz), all.map((t) => t.population)], all.length);
      await con.run(`CREATE OR REPLACE TABLE tiles AS SELECT * FROM _tiles ORDER BY tile_no; DROP TABLE _tiles`);

      for (const c of CONVENTIONS) {
        files.push(await exportParquet(con, ctx.outDir, 'tables', `SELECT * FROM anga_boundaries WHERE convention = '${c}' ORDER BY kind, start_utc`, `parquet/anga_boundaries/convention=${c}/data.parquet`));
      }
      for (const t of ['syzygies', 'sankrantis', 'lunar_months', 'combustion', 'tiles']) {
        files.push(await exportParquet(con, ctx.outDir, 'tables', `SELECT * FROM ${t} ORDER BY ALL`, `parquet/${t}/data.parquet`));
      }
    } finally {
      await closeDb(db);
    }
    setStageFiles(ctx.manifest!, 'tables', files);
    ctx.manifest!.stages.tables = rec;
    ctx.manifest!.tilesHash = sha256File(tileListPath(ctx));
    ctx.stats?.push({ stage: 'tables', rows: files.reduce((s, f) => s + (f.format === 'parquet' ? f.rows : 0), 0) });
  },
};
