/**
 * @module generator/merge
 * `kalakosha generate merge DIR… --out DIR`: joins the outputs of `generate --shard K/N` (K = 1…N) into the dataset
 * a single run writes. Refuses shards that do not fit together (./merge-plan.ts). Then:
 * - msgpack files (tables from shard 1, every tile's files from its shard) are copied and checked against their
 *   shard's manifest (size and SHA-256);
 * - DuckDB: the location-free tables from shard 1; `panchang_drik` and `festival_days` as the shards' rows in shard
 *   order, which with the contiguous partition (./shard.ts) is the single run's tile order; festival labels renumbered
 *   as the single run numbers them (first seen in that order); the same views;
 * - Parquet: the location-free exports copied from shard 1; the tile stages' exported from the merged tables by the
 *   stages' own export functions, so they are byte-identical to a single run's.
 * The manifest equals a single run's except the DuckDB file's `bytes` and `sha256` (its bytes are not reproducible).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { describeFile, sha256File, writeManifest, type Manifest } from './manifest.js';
import { planMerge, type MergePlan, type ShardInput } from './merge-plan.js';
import { appendColumns, closeDb, openDb, T, DUCKDB_SCHEMA_VERSION } from './writers/duckdb.js';
import { TABLES_STAGE_RELATIONS } from './stages/tables-stage.js';
import { PANCHANG_SUN_VIEW_SQL, PANCHANG_TABLE_COLUMNS, PANCHANG_VIEW_SQL, exportPanchangParquet } from './stages/panchang-stage.js';
import { FESTIVALS_VIEW_SQL, FESTIVAL_TABLES_SQL, exportFestivalsParquet } from './stages/festivals-stage.js';

/** Shards that cannot be merged: the message lists every reason. */
export class MergeRefusedError extends Error {
  constructor(readonly reasons: string[]) {
    super(`cannot merge these shards:\n${reasons.map((r) => `  - ${r}`).join('\n')}`);
  }
}

export interface MergeOptions {
  shardDirs: string[];
  outDir: string;
  log: (m: string) => void;
  quiet?: boolean;
}

/** What the merge writes under --out (removed first, so a second merge into the same directory starts clean). */
const OUTPUTS = ['manifest.json', 'kalakosha.duckdb', 'kalakosha.duckdb.wal', 'tables', 'tiles/panchang', 'tiles/festivals', 'parquet'];

function readShardManifest(dir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

const sqlString = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** @brief Merges the shards into `outDir`; throws MergeRefusedError when they do not fit together (nothing written then). */
export async function mergeShards(opts: MergeOptions): Promise<Manifest> {
  const inputs: ShardInput[] = opts.shardDirs.map((dir) => ({ dir, manifest: readShardManifest(dir) }));
  const out = resolve(opts.outDir);
  const clash = opts.shardDirs.filter((d) => OUTPUTS.some((o) => { const r = resolve(d); return r === out || r === join(out, o) || r.startsWith(join(out, o) + sep); }));
  if (clash.length) throw new MergeRefusedError([`--out ${opts.outDir} would overwrite shard director${clash.length > 1 ? 'ies' : 'y'} ${clash.join(', ')}: merge into another directory`]);
  const { plan, errors } = planMerge(inputs);
  if (!plan) throw new MergeRefusedError(errors);

  for (const o of OUTPUTS) rmSync(join(out, o), { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  opts.log(`generate merge: ${plan.shards.length} shards, ${plan.tileIds.length} tiles, ${plan.fromYear}–${plan.toYear}, stages ${Object.keys(plan.manifest.stages).join(', ')}`);

  // msgpack (and the location-free Parquet files): copied, then checked against the shard's manifest.
  for (const { from, file } of plan.copies) {
    const dest = join(out, file.path);
    mkdirSync(dirname(dest), { recursive: true });
    copyFileSync(join(from, file.path), dest);
    if (sha256File(dest) !== file.sha256) throw new Error(`${join(from, file.path)} does not match ${from}/manifest.json (SHA-256): the shard's artifact is damaged or incomplete`);
  }
  const tablesParquet = plan.shards[0]!.manifest.files.filter((f) => f.stage === 'tables' && f.format === 'parquet');
  opts.log(`generate merge: copied ${plan.copies.length} files (${tablesParquet.length} location-free Parquet)`);

  const db = await openDb(out);
  const files = [...plan.manifest.files];
  try {
    await mergeDuckDb(db.con, plan, opts.log);
    const tiles = (await db.con.runAndReadAll(`SELECT tile_no, tile_id, country FROM tiles`)).getRows();
    const byId = new Map(tiles.map(([no, id, cc]) => [String(id), { tileNo: Number(no), country: String(cc) }]));
    const chosen = plan.tileIds.map((id) => byId.get(id)!);
    if (plan.tileStages.includes('panchang')) files.push(...await exportPanchangParquet(db.con, out, chosen, plan.fromYear, plan.toYear, !!opts.quiet));
    if (plan.tileStages.includes('festivals')) files.push(...await exportFestivalsParquet(db.con, out, chosen, plan.fromYear, plan.toYear));
  } finally {
    await closeDb(db);
  }
  files.push(describeFile(out, 'kalakosha.duckdb', 'duckdb', 'duckdb', DUCKDB_SCHEMA_VERSION, 0, false));
  const manifest: Manifest = { ...plan.manifest, files };
  writeManifest(out, manifest);
  opts.log(`generate merge: wrote ${opts.outDir} (${files.length} files)`);
  return manifest;
}

/** @brief Fills the new database from the shards' databases (attached read-only one at a time). */
async function mergeDuckDb(con: DuckDBConnection, plan: MergePlan, log: (m: string) => void): Promise<void> {
  const hasPanchang = plan.tileStages.includes('panchang');
  const hasFestivals = plan.tileStages.includes('festivals');
  if (hasPanchang) await con.run(`CREATE OR REPLACE TABLE panchang_drik (${PANCHANG_TABLE_COLUMNS.map(([n, t]) => `${n} ${t}`).join(', ')})`);
  if (hasFestivals) await con.run(FESTIVAL_TABLES_SQL);
  // Festival labels in the single run's numbering: first seen over the tiles in order, i.e. each shard's list (itself
  // in first-seen order of its tiles) after those of the shards before it, repeats dropped.
  const labelNo = new Map<string, number>();
  const labels: unknown[][] = [];
  for (const [i, s] of plan.shards.entries()) {
    const path = join(s.dir, 'kalakosha.duckdb');
    if (!existsSync(path)) throw new Error(`${path} is missing (listed in ${s.dir}/manifest.json)`);
    await con.run(`ATTACH ${sqlString(path)} AS shard (READ_ONLY)`);
    try {
      if (i === 0) for (const t of TABLES_STAGE_RELATIONS) await con.run(`CREATE OR REPLACE TABLE ${t} AS SELECT * FROM shard.${t}`);
      // Plain scans in storage order: the merged tables are stored in (tile, day) order as a single run's are.
      if (hasPanchang) await con.run(`INSERT INTO panchang_drik SELECT * FROM shard.panchang_drik`);
      if (hasFestivals) {
        const rows = (await con.runAndReadAll(`SELECT * FROM shard.festival_labels ORDER BY label_no`)).getRows();
        const map: number[] = [];
        for (const [no, ...text] of rows) {
          const key = JSON.stringify(text);
          let g = labelNo.get(key);
          if (g === undefined) {
            g = labels.length;
            labelNo.set(key, g);
            labels.push(text);
          }
          map[Number(no)] = g;
        }
        const mapSql = map.length ? `[${Array.from(map, (g) => g ?? 'NULL').join(', ')}][label_no + 1]` : 'label_no';
        await con.run(`INSERT INTO festival_days SELECT tile_no, year, day, ${mapSql}, kaala_start_s, kaala_end_s FROM shard.festival_days`);
      }
    } finally {
      await con.run(`DETACH shard`);
    }
    log(`generate merge: rows of shard ${i + 1}/${plan.shards.length} (${s.dir})`);
  }
  if (hasPanchang) {
    await con.run(PANCHANG_SUN_VIEW_SQL);
    await con.run(PANCHANG_VIEW_SQL);
  }
  if (hasFestivals) {
    await appendColumns(con, 'festival_labels', [T.INTEGER, ...Array(7).fill(T.VARCHAR)], [labels.map((_, i) => i), ...[0, 1, 2, 3, 4, 5, 6].map((j) => labels.map((l) => l[j]))], labels.length);
    await con.run(FESTIVALS_VIEW_SQL);
  }
}
