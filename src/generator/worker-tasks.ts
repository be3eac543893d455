/**
 * @module generator/worker-tasks
 * The units of work the pool hands to worker threads. Each task reads what it needs from build files
 * (cached per worker), computes, may write its own output file, and returns plain data (typed arrays are
 * transferred, not copied).
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { buildAngaTables, deserializeAngaTables, serializeAngaTables, type AngaTables, type Convention } from '../calendar/index.js';
import { buildSkyNodes, type SkyNodes } from '../calendar/index.js';
import { combustionIntervals, type CombustionInterval, type CombustionOrb } from './tables/combustion.js';
import { computeTileYears } from './tiles/tile-panchang.js';
import { encodeTileFile, TILE_CHUNK_FORMAT_VERSION } from './tiles/tile-chunks.js';
import { decodeSkyNodes } from './writers/sky-nodes-file.js';
import { computeTileFestivals, type FestivalColumns } from './tiles/tile-festivals.js';
import type { Tile } from './tiles/tile-list.js';
import { dayElements, type DayElements } from './tiles/tile-elements.js';

export type Task =
  | { kind: 'anga'; convention: Convention; fromYear: number; toYear: number }
  | { kind: 'sky'; fromMs: number; toMs: number }
  | { kind: 'combustion'; orb: CombustionOrb; fromMs: number; toMs: number }
  | { kind: 'panchang'; tile: Tile; tileNo: number; fromYear: number; toYear: number; skyPath: string; angaPath: string; outPath: string }
  | { kind: 'festivals'; tile: Tile; tileNo: number; fromYear: number; toYear: number; angaPath: string; rulesDir: string; rulesHash: string; outPath: string };

export type TaskResult =
  | { kind: 'anga'; bytes: Uint8Array }
  | { kind: 'sky'; nodes: SkyNodes }
  | { kind: 'combustion'; intervals: CombustionInterval[] }
  | { kind: 'panchang'; file: FileResult; columns: PanchangColumns }
  | { kind: 'festivals'; file: FileResult; columns: FestivalColumns };

export interface FileResult { path: string; bytes: number; sha256: string; rows: number }

/**
 * Rows of one tile for DuckDB (Unix ms, NaN = no event; day = days since 1970-01-01 of the local date), with the
 * drik elements at the anchor from the location-free tables (./tiles/tile-elements.ts).
 */
export interface PanchangColumns extends DayElements {
  tileNo: number;
  day: Int32Array;
  anchorMs: Float64Array;
  sunriseMs: Float64Array;
  sunsetMs: Float64Array;
  moonriseMs: Float64Array;
  moonsetMs: Float64Array;
  nextSunriseMs: Float64Array;
}

const skyCache = new Map<string, SkyNodes>();
const angaCache = new Map<string, AngaTables>();

function writeOut(path: string, bytes: Uint8Array, rows: number): FileResult {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  return { path, bytes: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex'), rows };
}

export async function runTask(t: Task): Promise<TaskResult> {
  switch (t.kind) {
    case 'anga':
      return { kind: 'anga', bytes: serializeAngaTables(buildAngaTables(t.fromYear, t.toYear, t.convention)) };
    case 'sky':
      return { kind: 'sky', nodes: buildSkyNodes(t.fromMs, t.toMs) };
    case 'combustion':
      return { kind: 'combustion', intervals: combustionIntervals(t.orb, t.fromMs, t.toMs) };
    case 'panchang': {
      let nodes = skyCache.get(t.skyPath);
      if (!nodes) skyCache.set(t.skyPath, (nodes = decodeSkyNodes(readFileSync(t.skyPath))));
      const years = computeTileYears(nodes, t.tile, t.fromYear, t.toYear);
      const bytes = encodeTileFile({
        formatVersion: TILE_CHUNK_FORMAT_VERSION, tileId: t.tile.id, lat: t.tile.lat, lng: t.tile.lng,
        altitude: t.tile.altitude, tz: t.tile.tz, fromYear: t.fromYear, toYear: t.toYear,
      }, years);
      const n = years.reduce((s, y) => s + y.days, 0);
      let tables = angaCache.get(t.angaPath);
      if (!tables) angaCache.set(t.angaPath, (tables = deserializeAngaTables(readFileSync(t.angaPath))));
      const anchors = new Float64Array(n);
      const windowEnds = new Float64Array(n);
      const days = new Int32Array(n);
      {
        let k = 0;
        let day = Math.round(Date.UTC(t.fromYear, 0, 1) / 86_400_000);
        for (const y of years) for (let i = 0; i < y.days; i++, k++) {
          days[k] = day++;
          const rise = y.sunriseMs[i]!, next = y.sunriseMs[i + 1]!;
          anchors[k] = Number.isNaN(rise) ? y.dayStartMs[i]! : rise;
          // computePanchangDay's Hindu day: to the next sunrise, else to the next local midnight.
          windowEnds[k] = !Number.isNaN(rise) && !Number.isNaN(next) ? next : Math.max(y.dayStartMs[i + 1]!, anchors[k]! + 1);
        }
      }
      const c: PanchangColumns = {
        tileNo: t.tileNo, day: days, anchorMs: anchors, sunriseMs: new Float64Array(n), sunsetMs: new Float64Array(n),
        moonriseMs: new Float64Array(n), moonsetMs: new Float64Array(n), nextSunriseMs: new Float64Array(n),
        ...dayElements(anchors, days, windowEnds, tables),
      };
      let k = 0;
      for (const y of years) {
        for (let i = 0; i < y.days; i++, k++) {
          const sr = y.sunriseMs[i]!;
          c.sunriseMs[k] = sr;
          c.sunsetMs[k] = y.sunsetMs[i]!;
          c.moonriseMs[k] = y.moonriseMs[i]!;
          c.moonsetMs[k] = y.moonsetMs[i]!;
          c.nextSunriseMs[k] = y.sunriseMs[i + 1]!;
        }
      }
      return { kind: 'panchang', file: writeOut(t.outPath, bytes, n), columns: c };
    }
    case 'festivals': {
      let tables = angaCache.get(t.angaPath);
      if (!tables) angaCache.set(t.angaPath, (tables = deserializeAngaTables(readFileSync(t.angaPath))));
      const { bytes, rows, columns } = computeTileFestivals(t.tile, t.tileNo, t.fromYear, t.toYear, tables, t.rulesDir, t.rulesHash);
      return { kind: 'festivals', file: writeOut(t.outPath, bytes, rows), columns };
    }
  }
}

/** @brief The buffers of a result that can be transferred to the main thread. */
export function transferablesOf(r: TaskResult): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  const add = (a: { buffer: ArrayBufferLike }) => { if (a.buffer instanceof ArrayBuffer && !out.includes(a.buffer)) out.push(a.buffer); };
  if (r.kind === 'panchang') {
    const c = r.columns;
    for (const a of Object.values(c)) if (ArrayBuffer.isView(a)) add(a as unknown as { buffer: ArrayBufferLike });
  } else if (r.kind === 'festivals') {
    const c = r.columns;
    for (const a of [c.year, c.day, c.label, c.kaalaStartS, c.kaalaEndS]) add(a);
  } else if (r.kind === 'sky') {
    for (const a of [r.nodes.sun, r.nodes.moon, r.nodes.eqeqSec, r.nodes.ttMinusUtDays]) add(a);
  }
  return out;
}
