/**
 * @module generator/shard
 * `generate --shard K/N`: which slice of the tile selection shard K of N builds, and what its partial manifest
 * records about it. Pure (no I/O).
 *
 * The partition is **contiguous**: shard K (1-based) gets positions ⌊T·(K−1)/N⌋ … ⌊T·K/N⌋−1 of the T selected
 * tiles in tile-list order (slice sizes differ by at most one tile). A single run appends rows to `panchang_drik`
 * and `festival_days` in tile order and numbers festival labels in first-seen order of that sequence, so with
 * contiguous slices the merged tables are exactly the shards' tables concatenated in shard order (labels: the
 * shards' label lists concatenated, first occurrence kept): the merge streams rows without sorting 44 M of them,
 * and its Parquet re-export is byte-identical to a single run's. An interleaved partition (tile index mod N) would
 * need a sort and each tile's own label order, which the shards' tables do not keep. The per-tile cost is nearly
 * uniform (the festival stage dominates), so equal tile counts balance the shards.
 */
import { sha256Of, type ShardRecord } from './manifest.js';

export type { ShardRecord } from './manifest.js';

/** Stages a shard builds: the location-free tables (every shard: they are its panchang and festival inputs) and the tile stages. */
export const SHARD_STAGES = ['tables', 'panchang', 'festivals'];
/** Stages whose rows and files are per tile (split between shards; the merge joins them). */
export const TILE_STAGES = ['panchang', 'festivals'];
/** The most shards one selection may be split into (a matrix that large is already unusual). */
export const MAX_SHARDS = 10_000;

/** Shard `index` (1-based) of `count`. */
export type ShardSpec = Pick<ShardRecord, 'index' | 'count'>;

/** @brief Parses `K/N` (1 ≤ K ≤ N ≤ MAX_SHARDS); null when malformed. */
export function parseShardSpec(spec: string): ShardSpec | null {
  const m = /^(\d{1,5})\/(\d{1,5})$/.exec(spec.trim());
  if (!m) return null;
  const index = Number(m[1]);
  const count = Number(m[2]);
  return index >= 1 && index <= count && count <= MAX_SHARDS ? { index, count } : null;
}

/** @brief Positions [start, end) of shard `index` of `count` among `total` tiles (contiguous, sizes differ by ≤ 1). */
export function shardRange(total: number, s: ShardSpec): { start: number; end: number } {
  return { start: Math.floor((total * (s.index - 1)) / s.count), end: Math.floor((total * s.index) / s.count) };
}

/** @brief The hash identifying a tile selection (ids in order). */
export const selectionHash = (tileIds: string[]): string => sha256Of('tile-selection', ...tileIds);

/** @brief The record of shard `s` of the selection `tileIds`. */
export function shardRecord(tileIds: string[], s: ShardSpec): ShardRecord {
  const { start, end } = shardRange(tileIds.length, s);
  return { index: s.index, count: s.count, selectionTiles: tileIds.length, selectionHash: selectionHash(tileIds), firstTile: start, tileCount: end - start };
}

/** @brief Whether two records describe the same shard of the same selection. */
export const sameShard = (a: ShardRecord | undefined, b: ShardRecord | undefined): boolean =>
  (!a && !b) || (!!a && !!b && a.index === b.index && a.count === b.count && a.selectionHash === b.selectionHash);
