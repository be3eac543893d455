import test from 'ava';
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { tempDataDir } from './fixture-build.js';
import { runStages } from '../../src/generator/stages.js';
import { mergeShards, MergeRefusedError } from '../../src/generator/merge.js';
import { planMerge, type ShardInput } from '../../src/generator/merge-plan.js';
import { parseShardSpec, shardRange } from '../../src/generator/shard.js';
import type { Manifest } from '../../src/generator/manifest.js';

// 5 tiles (tile-list order: au, gb, in, in, us), 2 years; 3 shards hold 1, 2 and 2 tiles, India split between shards 2 and 3.
const TILES = 'in-varanasi,gb-london,us-new-york-city,au-sydney,in-delhi';
const N = 3;
const made: string[] = [];
const tmp = (p: string) => {
  const d = mkdtempSync(join(tmpdir(), `kalakosha-shard-${p}-`));
  made.push(d);
  return d;
};
test.after.always(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;

function run(outDir: string, dataDir: string, extra: Partial<Parameters<typeof runStages>[0]> = {}): Promise<number> {
  const log: string[] = [];
  return runStages({
    outDir, dataDir, only: ['tables', 'panchang', 'festivals'], missingOnly: true, all: false, log: (m) => log.push(m),
    fromYear: 2023, toYear: 2024, tiles: TILES, workers: 0, quiet: true, ...extra,
  }).then((code) => (code === 0 ? code : Promise.reject(new Error(`generate failed (${code}): ${log.join('\n')}`))));
}

/**
 * The whole run and the shards. The location-free tables are built once and copied into the whole run's and shards
 * 2–3's directories (`--missing` then skips them: what a separate tables job would give); shard 1 builds its own, so
 * the merge also sees tables built twice and finds them identical.
 */
let built: Promise<{ dataDir: string; tables: string; whole: string; shards: string[]; merged: string }> | null = null;
function build() {
  built ??= (async () => {
    const dataDir = tempDataDir();
    const tables = tmp('tables');
    await run(tables, dataDir, { only: ['tables'] });
    const whole = tmp('whole');
    cpSync(tables, whole, { recursive: true });
    await run(whole, dataDir);
    const shards: string[] = [];
    for (let k = 1; k <= N; k++) {
      const dir = tmp(`s${k}`);
      if (k > 1) cpSync(tables, dir, { recursive: true });
      await run(dir, dataDir, { shard: { index: k, count: N } });
      shards.push(dir);
    }
    const merged = join(tmp('merged'), 'out');
    await mergeShards({ shardDirs: [shards[2]!, shards[0]!, shards[1]!], outDir: merged, log: () => {}, quiet: true });
    return { dataDir, tables, whole, shards, merged };
  })();
  return built;
}

/** Every file under dir (relative path → bytes), the DuckDB file left out. */
function tree(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (!name.startsWith('kalakosha.duckdb')) out.set(relative(dir, p), readFileSync(p));
    }
  };
  walk(dir);
  return out;
}

test('the partition: contiguous slices of sizes differing by at most one cover the selection once; K/N parsing', (t) => {
  for (const total of [0, 1, 2, 5, 7, 600, 601]) {
    for (const count of [1, 2, 3, 7, 8, 13]) {
      let next = 0;
      const sizes: number[] = [];
      for (let index = 1; index <= count; index++) {
        const { start, end } = shardRange(total, { index, count });
        t.is(start, next, `${total} ${index}/${count}`);
        next = end;
        sizes.push(end - start);
      }
      t.is(next, total);
      t.true(Math.max(...sizes) - Math.min(...sizes) <= 1, `${total}/${count}: ${sizes.join(',')}`);
    }
  }
  t.deepEqual(parseShardSpec('2/8'), { index: 2, count: 8 });
  for (const bad of ['0/3', '4/3', '1/0', '3', '1/2/3', 'a/b', '-1/3', '1.5/3', '1/100000']) t.is(parseShardSpec(bad), null, bad);
});

test('3 shards + merge = one run: byte-identical msgpack and Parquet, the same DuckDB rows, the same manifest but for the DuckDB checksum', async (t) => {
  const { whole, shards, merged, dataDir } = await build();

  // Each shard's partial manifest says which shard it is and holds its slice only (no tile-stage Parquet).
  const ids = ['au-sydney', 'gb-london', 'in-delhi', 'in-varanasi', 'us-new-york-city'];
  for (const [i, dir] of shards.entries()) {
    const m = manifestOf(dir);
    const { start, end } = shardRange(5, { index: i + 1, count: N });
    t.like(m.shard, { index: i + 1, count: N, selectionTiles: 5, firstTile: start, tileCount: end - start });
    t.deepEqual(m.stages['panchang']!.tileIds, ids.slice(start, end));
    t.deepEqual(m.stages['festivals']!.tileIds, ids.slice(start, end));
    t.false(m.files.some((f) => f.format === 'parquet' && f.stage !== 'tables'), dir);
  }

  // Files: every msgpack and Parquet file (and nothing else but the manifest) byte-identical.
  const a = tree(whole);
  const b = tree(merged);
  t.deepEqual([...b.keys()], [...a.keys()]);
  t.true([...a.keys()].some((p) => p.startsWith('parquet/festivals/country=IN/')));
  for (const [p, bytes] of a) if (p !== 'manifest.json') t.true(bytes.equals(b.get(p)!), p);

  // The manifest: identical apart from the DuckDB file's size and SHA-256; no shard record.
  const ma = manifestOf(whole);
  const mb = manifestOf(merged);
  t.is(mb.shard, undefined);
  const blank = (m: Manifest) => ({ ...m, files: m.files.map((f) => (f.stage === 'duckdb' ? { ...f, bytes: 0, sha256: '' } : f)) });
  t.deepEqual(blank(mb), blank(ma));
  t.deepEqual(Object.keys(mb), Object.keys(ma));
  // …so `generate --check` over the whole selection passes on the merged directory.
  const checkLog: string[] = [];
  t.is(await runStages({ outDir: merged, dataDir, only: ['tables', 'panchang', 'festivals'], missingOnly: false, check: true, all: false, log: (m) => checkLog.push(m), fromYear: 2023, toYear: 2024, tiles: TILES, quiet: true }), 0, checkLog.join('\n'));

  // DuckDB: the same relations with the same rows (as multisets), tables and views.
  const inst = await DuckDBInstance.create(':memory:');
  const con = await inst.connect();
  await con.run(`ATTACH '${join(whole, 'kalakosha.duckdb')}' AS w (READ_ONLY); ATTACH '${join(merged, 'kalakosha.duckdb')}' AS m (READ_ONLY)`);
  const rels = async (db: string) => (await con.runAndReadAll(`SELECT table_name, table_type FROM information_schema.tables WHERE table_catalog = '${db}' ORDER BY 1`)).getRows().map((r) => r.join(' '));
  const relations = await rels('w');
  t.deepEqual(await rels('m'), relations);
  t.true(relations.includes('festivals VIEW') && relations.includes('panchang_drik BASE TABLE'));
  for (const r of relations) {
    const name = r.split(' ')[0]!;
    const row = (await con.runAndReadAll(`SELECT (SELECT count(*) FROM w.${name}) AS n, (SELECT count(*) FROM m.${name}) AS n2,
      (SELECT count(*) FROM (SELECT * FROM w.${name} EXCEPT ALL SELECT * FROM m.${name})) AS only_whole,
      (SELECT count(*) FROM (SELECT * FROM m.${name} EXCEPT ALL SELECT * FROM w.${name})) AS only_merged`)).getRows()[0]!.map(Number);
    t.deepEqual(row.slice(1), [row[0]!, 0, 0], name);
    t.true(row[0]! > 0, name);
  }
  con.closeSync();
  inst.closeSync();
});

test('merge refuses shards that do not fit together, with every reason and nothing written', async (t) => {
  const { shards } = await build();
  const inputs = (): ShardInput[] => shards.map((dir) => ({ dir, manifest: manifestOf(dir) }));
  const refused = (xs: ShardInput[]) => planMerge(xs).errors?.join('\n') ?? 'merged';
  t.is(refused(inputs()), 'merged');

  t.regex(refused(inputs().slice(0, 2)), /missing shard\(s\) 3\/3/);
  t.regex(refused([...inputs(), inputs()[1]!]), /shard 2\/3 given more than once/);
  const edit = (i: number, f: (m: Manifest) => void) => {
    const xs = inputs();
    f(xs[i]!.manifest!);
    return refused(xs);
  };
  t.regex(edit(1, (m) => { m.generatorVersion = '0.9.0'; }), /different generator versions/);
  t.regex(edit(1, (m) => { m.formatVersion = 99; }), /manifest formatVersion 99/);
  t.regex(edit(2, (m) => { m.files.find((f) => f.stage === 'panchang')!.formatVersion = 99; }), /stage panchang files have different format versions/);
  t.regex(edit(2, (m) => { m.rulesHash = 'x'; }), /different festival rules/);
  t.regex(edit(0, (m) => { m.tilesHash = 'x'; }), /different tile lists/);
  t.regex(edit(0, (m) => { m.stages['festivals']!.baseHash = 'x'; }), /stage festivals was built from different inputs/);
  t.regex(edit(0, (m) => { m.shard!.selectionHash = 'x'; }), /different tile selections/);
  t.regex(edit(2, (m) => { m.shard!.count = 4; }), /different splits/);
  t.regex(edit(1, (m) => { m.stages['panchang']!.toYear = 2025; }), /stage panchang covers different years/);
  t.regex(edit(1, (m) => { m.files.find((f) => f.path === 'tables/sky-nodes.msgpack')!.sha256 = 'x'; }), /location-free tables differ between .* tables\/sky-nodes.msgpack/);
  t.regex(edit(1, (m) => { delete m.shard; }), /not a shard's output/);
  t.regex(refused([...inputs(), { dir: '/nowhere', manifest: null }]), /\/nowhere: no readable manifest.json/);

  // A rules change between shard runs: the real thing, through mergeShards (nothing written).
  const dataDir = tempDataDir();
  appendFileSync(join(dataDir, 'festivals', 'major.toml'), '\n# a comment changes the rules hash\n');
  const s3 = tmp('s3-new-rules');
  cpSync(shards[2]!, s3, { recursive: true });
  await run(s3, dataDir, { shard: { index: 3, count: N } });
  const out = join(tmp('refused'), 'out');
  const e = await t.throwsAsync(mergeShards({ shardDirs: [shards[0]!, shards[1]!, s3], outDir: out, log: () => {} }), { instanceOf: MergeRefusedError });
  t.regex(e!.message, /different festival rules/);
  t.false(existsSync(out));
  await t.throwsAsync(mergeShards({ shardDirs: shards, outDir: shards[0]!, log: () => {} }), { instanceOf: MergeRefusedError, message: /would overwrite shard directory/ });

  // A damaged artifact (a truncated download): the copy does not match the shard's manifest.
  const s2 = tmp('s2-damaged');
  cpSync(shards[1]!, s2, { recursive: true });
  writeFileSync(join(s2, 'tiles', 'panchang', 'in-delhi.msgpack'), readFileSync(join(s2, 'tiles', 'panchang', 'in-delhi.msgpack')).subarray(0, 100));
  await t.throwsAsync(mergeShards({ shardDirs: [shards[0]!, s2, shards[2]!], outDir: join(tmp('damaged'), 'out'), log: () => {} }), { message: /in-delhi.msgpack does not match .* \(SHA-256\)/ });
});

test('CLI: generate merge exits 2 with the reason when a shard is missing; --shard rejects a malformed K/N', async (t) => {
  const { shards } = await build();
  const cli = (...args: string[]) => spawnSync(process.execPath, ['--import=tsx', 'src/cli/main.ts', 'generate', ...args], { encoding: 'utf8' });
  const r = cli('merge', shards[0]!, shards[2]!, '--out', join(tmp('cli'), 'out'));
  t.is(r.status, 2, r.stderr);
  t.regex(r.stderr, /cannot merge these shards:\n {2}- missing shard\(s\) 2\/3/);
  const bad = cli('--shard', '4/3', '--check');
  t.not(bad.status, 0);
  t.regex(bad.stderr, /--shard <K\/N>.*K\/N with 1 <= K <= N/);
});

test('a directory switches to a shard: the tile stages rebuild for its slice (a whole build is not a shard output); --shard refuses stages it does not build', async (t) => {
  const { whole, dataDir } = await build();
  const dir = tmp('whole-to-shard');
  cpSync(whole, dir, { recursive: true });
  const log: string[] = [];
  t.is(await runStages({ outDir: dir, dataDir, only: ['tables', 'panchang', 'festivals'], missingOnly: true, all: false, log: (m) => log.push(m), fromYear: 2023, toYear: 2024, tiles: TILES, workers: 0, quiet: true, shard: { index: 1, count: N } }), 0);
  t.deepEqual(log.filter((l) => / done in /.test(l)).map((l) => l.split(' ')[1]), ['panchang', 'festivals'], log.join('\n'));
  const m = manifestOf(dir);
  t.like(m.shard, { index: 1, count: N, firstTile: 0, tileCount: 1 });
  t.deepEqual(m.stages['festivals']!.tileIds, ['au-sydney']);
  t.false(existsSync(join(dir, 'parquet', 'panchang')));
  const log2: string[] = [];
  t.is(await runStages({ outDir: dir, dataDir, only: ['corpus'], missingOnly: true, all: false, log: (m) => log2.push(m), shard: { index: 1, count: N } }), 2);
  t.regex(log2.join('\n'), /--shard builds tables, panchang, festivals only/);
});

test('more shards than tiles: an empty shard merges too', async (t) => {
  const { dataDir, tables } = await build();
  const dirs: string[] = [];
  for (let k = 1; k <= 2; k++) {
    const dir = tmp(`e${k}`);
    cpSync(tables, dir, { recursive: true });
    await run(dir, dataDir, { tiles: 'in-delhi', shard: { index: k, count: 2 } });
    dirs.push(dir);
  }
  t.like(manifestOf(dirs[0]!).shard, { tileCount: 0 });
  const out = join(tmp('empty-merged'), 'out');
  const m = await mergeShards({ shardDirs: dirs, outDir: out, log: () => {}, quiet: true });
  t.deepEqual(m.stages['festivals']!.tileIds, ['in-delhi']);
  t.true(m.files.some((f) => f.path === 'tiles/festivals/in-delhi.msgpack') && m.files.some((f) => f.path.startsWith('parquet/festivals/country=IN/')));
});
