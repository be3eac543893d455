/**
 * bench/generator/shard-merge: `generate --shard K/N` + `generate merge` against one run over the same selection.
 *
 *   node --import=tsx bench/generator/shard-merge.ts [--tiles first:6] [--from 2023] [--to 2024] [--shards 3] [--workers 1] [--out <tmp dir>]
 *
 * Runs (in this process, one after the other, as N machines would in parallel) the whole selection, then each shard
 * into its own directory, then the merge; prints each wall time, the critical path of a parallel run (slowest shard
 * + merge) against the single run, the share of a shard spent on the location-free tables every shard rebuilds, and
 * whether every msgpack and Parquet file of the merge equals the single run's (SHA-256 from the manifests).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arg } from '../lib/args.js';
import { runStages, type StageStats } from '../../src/generator/stages.js';
import { mergeShards } from '../../src/generator/merge.js';
import type { Manifest } from '../../src/generator/manifest.js';

const TILES = arg('tiles', 'first:6');
const FROM = Number(arg('from', '2023'));
const TO = Number(arg('to', '2024'));
const SHARDS = Number(arg('shards', '3'));
const WORKERS = Number(arg('workers', '1'));
const OUT = arg('out', '');
const root = OUT || mkdtempSync(join(tmpdir(), 'kalakosha-bench-shard-'));

async function generate(outDir: string, shard?: { index: number; count: number }): Promise<{ seconds: number; stats: StageStats[] }> {
  const stats: StageStats[] = [];
  const log: string[] = [];
  const t0 = performance.now();
  const code = await runStages({
    outDir, dataDir: 'data', only: ['tables', 'panchang', 'festivals'], missingOnly: false, all: false, log: (m) => log.push(m),
    fromYear: FROM, toYear: TO, tiles: TILES, workers: WORKERS, quiet: true, stats, shard,
  });
  if (code !== 0) throw new Error(log.join('\n'));
  return { seconds: (performance.now() - t0) / 1000, stats };
}

const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
const s = (x: number) => `${x.toFixed(1)} s`;

console.log(`# bench/generator/shard-merge  (tiles=${TILES}, ${FROM}–${TO}, shards=${SHARDS}, workers=${WORKERS}, out=${root})`);
const whole = await generate(join(root, 'whole'));
console.log(`single run:        ${s(whole.seconds)}  (${whole.stats.map((x) => `${x.stage} ${s(x.seconds ?? 0)}`).join(', ')})`);
const shardDirs: string[] = [];
const shardTimes: number[] = [];
for (let k = 1; k <= SHARDS; k++) {
  const dir = join(root, `shard-${k}`);
  const r = await generate(dir, { index: k, count: SHARDS });
  shardDirs.push(dir);
  shardTimes.push(r.seconds);
  const tables = r.stats.find((x) => x.stage === 'tables')?.seconds ?? 0;
  console.log(`shard ${k}/${SHARDS}:         ${s(r.seconds)}  (${manifestOf(dir).shard!.tileCount} tiles; tables ${s(tables)} = ${((100 * tables) / r.seconds).toFixed(0)} %)`);
}
const merged = join(root, 'merged');
const t0 = performance.now();
await mergeShards({ shardDirs, outDir: merged, log: () => {}, quiet: true });
const mergeSeconds = (performance.now() - t0) / 1000;
console.log(`merge:             ${s(mergeSeconds)}`);
const critical = Math.max(...shardTimes) + mergeSeconds;
console.log(`parallel critical path (slowest shard + merge): ${s(critical)} vs single ${s(whole.seconds)} → ×${(whole.seconds / critical).toFixed(2)}`);

const shas = (m: Manifest) => new Map(m.files.filter((f) => f.deterministic).map((f) => [f.path, f.sha256]));
const a = shas(manifestOf(join(root, 'whole')));
const b = shas(manifestOf(merged));
const differ = [...a].filter(([p, h]) => b.get(p) !== h).map(([p]) => p);
console.log(`identity: ${a.size} msgpack/Parquet files in the single run, ${b.size} merged, ${differ.length} differ${differ.length ? ': ' + differ.slice(0, 5).join(', ') : ''}`);
if (!OUT) rmSync(root, { recursive: true, force: true });
if (differ.length || a.size !== b.size) process.exitCode = 1;
