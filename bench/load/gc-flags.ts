/**
 * bench/load/gc-flags: the tail latency of one live route paced at a fixed rate, after the server has already served
 * a minute's worth of heavy answers, under each of several sets of node flags, in alternating runs. It shows what the
 * server's V8 flags (`SERVE_NODE_FLAGS` in the Makefile) do to a serving thread's full collections.
 *
 *   node --import=tsx bench/load/gc-flags.ts [--path 'vivah-muhurat?start_date=2024-11-01'] [--rate 270]
 *     [--before 'festivals?year=2024'] [--before-seconds 5] [--seconds 8] [--runs 3]
 *     [--flags '--no-concurrent-marking|--no-concurrent-marking --heap-growing-percent=100']
 *
 * Each run starts a fresh compiled server (dist/; `npx tsc -p .` first) pinned to CPU 0 with wrk on CPU 1, warms the
 * route for 3 s, serves `--before` closed-loop for `--before-seconds` (100 connections, a random place per request),
 * then `--path` closed-loop for 5 s, then measures `--path` paced at `--rate` requests a second (a random place per
 * request) for `--seconds`. `--flags` lists the flag sets, separated by `|`. Add `--trace-gc` to a set and
 * `--gc-log /tmp/gc.txt` to keep the server's GC trace of the last run.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arg } from '../lib/args.js';
import { runWrk, haveWrk } from '../lib/wrk.js';
import { ensureCompiled, freePort } from '../lib/server-process.js';

const path = arg('path', 'vivah-muhurat?start_date=2024-11-01');
const rate = Number(arg('rate', '270'));
const before = arg('before', 'festivals?year=2024');
const beforeSeconds = Number(arg('before-seconds', '5'));
const seconds = Number(arg('seconds', '8'));
const runs = Number(arg('runs', '3'));
const flagSets = arg('flags', '--no-concurrent-marking|--no-concurrent-marking --heap-growing-percent=100').split('|').map((f) => f.split(' ').filter(Boolean));
const gcLog = arg('gc-log', '/dev/null');

if (!haveWrk()) {
  console.error('wrk is not installed: apt-get install -y wrk');
  process.exit(2);
}
ensureCompiled();
const cli = join(process.cwd(), 'dist/src/cli/main.js');
const RANDOM_LOC = `"lat=" .. string.format("%.4f", 8 + math.random() * 25) .. "&lng=" .. string.format("%.4f", 68 + math.random() * 29) .. "&tz=Asia%2FKolkata"`;
const FIXED_LOC = 'lat=28.61&lng=77.2&tz=Asia%2FKolkata';

async function once(flags: string[]): Promise<{ rps: number; p50: number; p99: number; p999: number }> {
  const stateDir = mkdtempSync(join(tmpdir(), 'kalakosha-gcflags-'));
  const key = execFileSync(process.execPath, [cli, 'keys', 'create', '--account', 'bench', '--tier', 'internal', '--state-dir', stateDir], { encoding: 'utf8' }).trim().split('\n').pop()!;
  const port = await freePort();
  const child = spawn('taskset', ['-c', '0', process.execPath, ...flags, cli, 'serve', '--port', String(port), '--state-dir', stateDir, '--transport', 'uws', '--threads', '1', '--anon-rate-limit', '0'], { stdio: ['ignore', openSync(gcLog, 'w'), 'pipe'] });
  let log = '';
  child.stderr!.on('data', (c) => (log += c));
  for (let i = 0; i < 1800 && !log.includes('"listening"'); i++) await new Promise((r) => setTimeout(r, 100));
  const url = (p: string) => `http://127.0.0.1:${port}/calendar/v1/${p}&${FIXED_LOC}`;
  const load = (p: string) => {
    const [route, query] = p.split('?');
    return { connections: 100, headers: { 'X-API-Key': key }, cpu: 1, pathExpr: `"/calendar/v1/${route}?${query}&" .. ${RANDOM_LOC}` };
  };
  try {
    runWrk(url(path), { ...load(path), seconds: 3 });
    if (before) runWrk(url(before), { ...load(before), seconds: beforeSeconds });
    runWrk(url(path), { ...load(path), seconds: 5 });
    await new Promise((r) => setTimeout(r, 2000)); // what the closed loop left queued
    const r = runWrk(url(path), { ...load(path), connections: Math.min(100, rate), seconds, rate });
    return { rps: r.rps, p50: r.p50Ms, p99: r.p99Ms, p999: r.p999Ms };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

console.log(`kalakosha gc-flags bench: ${path} paced at ${rate} req/s for ${seconds} s after ${before ? `${before} for ${beforeSeconds} s` : 'nothing'}; server pinned to CPU 0, wrk on CPU 1`);
console.log('| run | node flags | req/s | p50 ms | p99 ms | p99.9 ms |\n|---:|---|---:|---:|---:|---:|');
for (let i = 1; i <= runs; i++) {
  for (const flags of flagSets) {
    const r = await once(flags);
    console.log(`| ${i} | ${flags.join(' ') || '(none)'} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.p999.toFixed(2)} |`);
  }
}
