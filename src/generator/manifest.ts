/**
 * @module generator/manifest
 * `build/manifest.json`: every generated file with its stage, format, format version, row count, size
 * and SHA-256, the generator version, the hash of the festival rules (data/festivals) and of the tile
 * list, and what each stage was built from (so `--missing` and `--check` know what is stale).
 * No timestamps: two runs over the same inputs write the same manifest (the DuckDB file, whose bytes
 * are not reproducible, is listed with `deterministic: false`).
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, readSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export const MANIFEST_FORMAT_VERSION = 1;
/** Bump when any generated content changes for the same inputs. */
export const GENERATOR_VERSION = '1.0.0';

export interface ManifestFile {
  path: string;
  stage: string;
  format: 'msgpack' | 'parquet' | 'duckdb' | 'json';
  formatVersion: number;
  rows: number;
  bytes: number;
  sha256: string;
  deterministic: boolean;
}

/** @brief The manifest entry of a file already written under `outDir` (size and SHA-256 read from disk). */
export function describeFile(outDir: string, relPath: string, stage: string, format: ManifestFile['format'], formatVersion: number, rows: number, deterministic = true): ManifestFile {
  const abs = join(outDir, relPath);
  return { path: relPath, stage, format, formatVersion, rows, bytes: statSync(abs).size, sha256: sha256File(abs), deterministic };
}

export interface StageRecord {
  /** Hash of every input except the tile / year selection. */
  baseHash: string;
  fromYear: number;
  toYear: number;
  tileIds: string[] | null;
}

/**
 * What a shard's partial manifest says about it (`generate --shard K/N`, ./shard.ts); absent from a whole run's
 * and a merged manifest.
 */
export interface ShardRecord {
  /** 1-based index and number of shards. */
  index: number;
  count: number;
  /** Tiles in the whole selection (before partition) and the hash of their ids in order: shards of one run share both. */
  selectionTiles: number;
  selectionHash: string;
  /** 0-based position of this shard's first tile in the selection, and how many tiles it holds. */
  firstTile: number;
  tileCount: number;
}

export interface Manifest {
  formatVersion: number;
  generatorVersion: string;
  rulesHash: string | null;
  tilesHash: string | null;
  stages: Record<string, StageRecord>;
  files: ManifestFile[];
  shard?: ShardRecord;
}

export function emptyManifest(): Manifest {
  return { formatVersion: MANIFEST_FORMAT_VERSION, generatorVersion: GENERATOR_VERSION, rulesHash: null, tilesHash: null, stages: {}, files: [] };
}

export function readManifest(outDir: string): Manifest {
  const p = join(outDir, 'manifest.json');
  if (!existsSync(p)) return emptyManifest();
  try {
    const m = JSON.parse(readFileSync(p, 'utf8')) as Manifest;
    return m.formatVersion === MANIFEST_FORMAT_VERSION ? m : emptyManifest();
  } catch {
    return emptyManifest();
  }
}

export function writeManifest(outDir: string, m: Manifest): void {
  m.files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const ordered: Manifest = { ...m, stages: Object.fromEntries(Object.entries(m.stages).sort(([a], [b]) => (a < b ? -1 : 1))) };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(ordered, null, 1) + '\n');
}

/** @brief SHA-256 of a file, read in 8 MiB blocks (files may exceed Node's 2 GiB Buffer limit). */
export function sha256File(path: string): string {
  const h = createHash('sha256');
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.allocUnsafe(8 << 20);
    let n: number;
    while ((n = readSync(fd, buf, 0, buf.length, null)) > 0) h.update(buf.subarray(0, n));
  } finally {
    closeSync(fd);
  }
  return h.digest('hex');
}

export function sha256Of(...parts: Array<string | Uint8Array>): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(typeof p === 'string' ? p + '\u0000' : p);
  return h.digest('hex');
}

/** @brief Hash of every file under dir (recursively, sorted by relative path; path and bytes both count). */
export function hashTree(dir: string, filter: (name: string) => boolean = () => true): string {
  const h = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (filter(name)) {
        h.update(relative(dir, p) + '\u0000');
        h.update(readFileSync(p));
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return h.digest('hex');
}

/** @brief Replaces the files of `stage` in the manifest. */
export function setStageFiles(m: Manifest, stage: string, files: ManifestFile[]): void {
  m.files = m.files.filter((f) => f.stage !== stage).concat(files);
}

/** @brief Whether a recorded build covers a request (same inputs, superset of tiles and years) and its files exist. */
export function stageCovers(m: Manifest, outDir: string, stage: string, want: StageRecord): boolean {
  const r = m.stages[stage];
  if (!r || r.baseHash !== want.baseHash || m.generatorVersion !== GENERATOR_VERSION) return false;
  if (want.fromYear < r.fromYear || want.toYear > r.toYear) return false;
  if (want.tileIds && r.tileIds) {
    const have = new Set(r.tileIds);
    if (!want.tileIds.every((id) => have.has(id))) return false;
  }
  return m.files.filter((f) => f.stage === stage).every((f) => existsSync(join(outDir, f.path)));
}
