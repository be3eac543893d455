/**
 * @module
 * `kalakosha query "SQL"`: runs one SQL statement against the generated DuckDB file, read-only, and prints the rows as
 * a table (or JSON lines): the data engineer's walk-through needs no DuckDB command-line tool.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Rows as a box-drawn table, as the DuckDB shell prints them. */
export function formatTable(columns: string[], rows: string[][]): string {
  const w = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i]!.length)));
  const line = (xs: string[]) => '│ ' + xs.map((x, i) => x.padEnd(w[i]!)).join(' │ ') + ' │';
  const rule = '├─' + w.map((n) => '─'.repeat(n)).join('─┼─') + '─┤';
  return [line(columns), rule, ...rows.map(line)].join('\n');
}

/** Runs `sql` on `buildDir/kalakosha.duckdb` (read-only, times in UTC); returns the column names and the rows as text. */
export async function queryBuild(buildDir: string, sql: string): Promise<{ columns: string[]; rows: string[][] }> {
  const file = join(buildDir, 'kalakosha.duckdb');
  if (!existsSync(file)) throw new Error(`${file} does not exist: build it with kalakosha generate --missing`);
  const inst = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const con = await inst.connect();
  try {
    await con.run(`SET TimeZone = 'UTC'`);
    const r = await con.runAndReadAll(sql);
    return { columns: r.columnNames(), rows: r.getRowsJson().map((row) => row.map((v) => (v === null ? 'NULL' : String(v)))) };
  } finally {
    con.closeSync();
  }
}
