/**
 * @module generator/stages/context
 * What the generator's own stages (tables, panchang, festivals) share: the resolved selection of years
 * and tiles, the build paths, the manifest and the DuckDB handle.
 */
import { join } from 'node:path';
import { readTileList, DEFAULT_TILE_IDS, type Tile } from '../tiles/tile-list.js';
import type { StageContext } from '../stage.js';
import { shardRange } from '../shard.js';

export const FULL_FROM_YEAR = 1900;
export const FULL_TO_YEAR = 2100;

export const paths = (outDir: string) => ({
  tablesDir: join(outDir, 'tables'),
  anga: (c: string) => join(outDir, 'tables', `anga-${c}.msgpack`),
  events: (c: string) => join(outDir, 'tables', `events-${c}.msgpack`),
  combustion: join(outDir, 'tables', 'combustion.msgpack'),
  sky: join(outDir, 'tables', 'sky-nodes.msgpack'),
  tilePanchangDir: join(outDir, 'tiles', 'panchang'),
  tilePanchang: (id: string) => join(outDir, 'tiles', 'panchang', `${id}.msgpack`),
  tileFestivalsDir: join(outDir, 'tiles', 'festivals'),
  tileFestivals: (id: string) => join(outDir, 'tiles', 'festivals', `${id}.msgpack`),
  parquetDir: join(outDir, 'parquet'),
});

export const tileListPath = (ctx: StageContext) => join(ctx.dataDir, 'tiles', 'tiles.json');

/**
 * @brief The tiles a stage works on: `selection` = --tiles (ids, `all`, `default`, `first:N`), else all with --all,
 * else the default set, in tile-list order; `chosen` = the selection, or with --shard its slice (../shard.ts).
 */
export function selectTiles(ctx: StageContext): { all: Tile[]; selection: Tile[]; chosen: Tile[] } {
  const all = readTileList(tileListPath(ctx)).tiles;
  const spec = ctx.tiles ?? (ctx.all ? 'all' : 'default');
  let chosen: Tile[];
  if (spec === 'all') chosen = all;
  else if (spec === 'default') chosen = all.filter((t) => DEFAULT_TILE_IDS.includes(t.id));
  else if (/^first:\d+$/.test(spec)) chosen = all.slice(0, Number(spec.slice(6)));
  else {
    const ids = spec.split(',').map((s) => s.trim()).filter(Boolean);
    const unknown = ids.filter((id) => !all.some((t) => t.id === id));
    if (unknown.length) throw new Error(`unknown tile id(s): ${unknown.join(', ')} (see data/tiles/tiles.json)`);
    chosen = all.filter((t) => ids.includes(t.id));
  }
  if (!ctx.shard) return { all, selection: chosen, chosen };
  const { start, end } = shardRange(chosen.length, ctx.shard);
  return { all, selection: chosen, chosen: chosen.slice(start, end) };
}

export function yearRange(ctx: StageContext, defFrom = FULL_FROM_YEAR, defTo = FULL_TO_YEAR): { fromYear: number; toYear: number } {
  const fromYear = ctx.fromYear ?? (ctx.all ? FULL_FROM_YEAR : defFrom);
  const toYear = ctx.toYear ?? (ctx.all ? FULL_TO_YEAR : defTo);
  if (!(fromYear >= FULL_FROM_YEAR && toYear <= FULL_TO_YEAR && fromYear <= toYear)) {
    throw new Error(`years must satisfy ${FULL_FROM_YEAR} <= from <= to <= ${FULL_TO_YEAR} (got ${fromYear}–${toYear})`);
  }
  return { fromYear, toYear };
}
