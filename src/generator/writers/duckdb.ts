/**
 * @module generator/writers/duckdb
 * `build/kalakosha.duckdb` and the Parquet exports (`build/parquet/`). Table layouts are documented in
 * docs/generator.md. Times are `TIMESTAMP` in UTC (microsecond type, millisecond values); local dates are
 * `DATE`. Parquet files (format V2: delta encodings, zstd) are written one per partition with ORDER BY and a
 * single thread, so their bytes do not depend on scheduling (deterministic checksums).
 */
import { DuckDBConnection, DuckDBDataChunk, DuckDBInstance, DOUBLE, INTEGER, SMALLINT, VARCHAR, BOOLEAN, type DuckDBType } from '@duckdb/node-api';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describeFile, type ManifestFile } from '../manifest.js';

export const DUCKDB_SCHEMA_VERSION = 1;
export const PARQUET_FORMAT_VERSION = 1;

export async function openDb(outDir: string): Promise<{ instance: DuckDBInstance; con: DuckDBConnection }> {
  mkdirSync(outDir, { recursive: true });
  const instance = await DuckDBInstance.create(join(outDir, 'kalakosha.duckdb'));
  const con = await instance.connect();
  await con.run(`SET TimeZone = 'UTC'`);
  await con.run(`SET memory_limit = '1500MB'`);
  return { instance, con };
}

export async function closeDb(db: { instance: DuckDBInstance; con: DuckDBConnection }): Promise<void> {
  await db.con.run('CHECKPOINT');
  db.con.closeSync();
  db.instance.closeSync();
}

/** Appends columns (JS arrays or typed arrays; NaN / null → NULL) to `table` in chunks of 2048 rows. */
export async function appendColumns(con: DuckDBConnection, table: string, types: DuckDBType[], cols: ArrayLike<unknown>[], n: number): Promise<void> {
  const app = await con.createAppender(table);
  const CH = 2048;
  for (let s = 0; s < n; s += CH) {
    const m = Math.min(CH, n - s);
    const chunk = DuckDBDataChunk.create(types, m);
    for (let c = 0; c < cols.length; c++) {
      const src = cols[c]!;
      const vals = new Array(m);
      const bool = types[c] === BOOLEAN;
      for (let i = 0; i < m; i++) {
        const v = src[s + i];
        vals[i] = typeof v === 'number' && Number.isNaN(v) ? null : bool && typeof v === 'number' ? v !== 0 : v;
      }
      chunk.setColumnValues(c, vals);
    }
    app.appendDataChunk(chunk);
  }
  app.closeSync();
}

/** Drops table or view `name` if it exists, whichever it is (DROP VIEW on a table is an error in DuckDB). */
export async function dropRelation(con: DuckDBConnection, name: string): Promise<void> {
  const rows = (await con.runAndReadAll(`SELECT table_type FROM information_schema.tables WHERE table_name = '${name.replace(/'/g, "''")}'`)).getRows();
  for (const [type] of rows) await con.run(`DROP ${type === 'VIEW' ? 'VIEW' : 'TABLE'} IF EXISTS ${name}`);
}

export const T = { SMALLINT, INTEGER, DOUBLE, VARCHAR, BOOLEAN };

/** `epoch_ms` of a DOUBLE ms column (NULL stays NULL). */
export const ts = (col: string) => `CASE WHEN ${col} IS NULL THEN NULL ELSE epoch_ms(CAST(${col} AS BIGINT)) END`;

/**
 * @brief Writes `query` to `path` as Parquet (zstd), single-threaded for reproducible bytes, and returns its manifest entry.
 */
export async function exportParquet(con: DuckDBConnection, outDir: string, stage: string, query: string, path: string, formatVersion = PARQUET_FORMAT_VERSION): Promise<ManifestFile> {
  const full = join(outDir, path);
  mkdirSync(dirname(full), { recursive: true });
  rmSync(full, { force: true });
  await con.run(`SET threads = 1`);
  try {
    await con.run(`COPY (${query}) TO '${full.replace(/'/g, "''")}' (FORMAT parquet, COMPRESSION zstd, PARQUET_VERSION V2, ROW_GROUP_SIZE 122880)`);
  } finally {
    await con.run(`RESET threads`);
  }
  const rows = Number((await con.runAndReadAll(`SELECT count(*) FROM read_parquet('${full.replace(/'/g, "''")}')`)).getRows()[0]![0]);
  return describeFile(outDir, relative(outDir, full), stage, 'parquet', formatVersion, rows);
}

export async function scalar(con: DuckDBConnection, sql: string): Promise<unknown> {
  return (await con.runAndReadAll(sql)).getRows()[0]![0];
}
