/**
 * bench/metrics: what counting costs the gateway's cached-hit paths. In one process, the gateway of this tree
 * and that of another commit (default: the commit before /metrics) answer the same warmed cached URL in
 * alternating rounds (so a loaded machine slows both alike); prints each path's median and fastest round in µs.
 *
 *   node --import=tsx bench/metrics/run.ts [--base-rev c9617e2~1] [--rounds 15] [--n 100000]
 *
 * The other commit is unpacked with `git archive` into a temporary directory sharing this tree's node_modules and build.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { arg } from '../lib/args.js';

const baseRev = arg('base-rev', 'c9617e2~1');
const rounds = Number(arg('rounds', '15'));
const n = Number(arg('n', '100000'));
const here = resolve(import.meta.dirname, '../..');
const baseDir = mkdtempSync(join(tmpdir(), 'kalakosha-metrics-base-'));
execSync(`git archive ${baseRev} | tar -x -C ${baseDir}`, { cwd: here, shell: '/bin/bash' });
for (const d of ['node_modules', 'build']) symlinkSync(realpathSync(join(here, d)), join(baseDir, d));

async function warmed(root: string) {
  const helpers = await import(pathToFileURL(join(root, 'test/server/helpers.ts')).href);
  const a = await helpers.makeTestApp({ warmup: false });
  const req = { method: 'GET', path: '/calendar/v1/panchang', rawQuery: 'lat=28.61&lng=77.2&date=2024-01-01', headers: { 'x-api-key': a.key, host: 'x' }, body: null };
  // The cache keeps an answer the second time it is computed; the synchronous path knows the URL after a cached answer.
  for (let i = 0; i < 3; i++) await a.app.handle(req);
  if (!a.app.handleCachedSync(req)) throw new Error(`${root}: the synchronous path does not answer the warmed URL`);
  return { app: a.app, req };
}

const sides = { [baseRev]: await warmed(baseDir), 'this tree': await warmed(here) };
const times: Record<string, { sync: number[]; async: number[] }> = {};
for (const name of Object.keys(sides)) times[name] = { sync: [], async: [] };
for (let r = 0; r < rounds; r++) {
  const order = r % 2 ? Object.keys(sides).reverse() : Object.keys(sides);
  for (const name of order) {
    const { app, req } = sides[name]!;
    let t0 = performance.now();
    for (let i = 0; i < n; i++) app.handleCachedSync(req);
    times[name]!.sync.push(((performance.now() - t0) * 1000) / n);
    t0 = performance.now();
    for (let i = 0; i < n / 10; i++) await app.handle(req);
    times[name]!.async.push(((performance.now() - t0) * 1000) / (n / 10));
  }
}
const median = (x: number[]) => x.slice().sort((a, b) => a - b)[x.length >> 1]!;
console.log(`cached hit of GET /calendar/v1/panchang, ${rounds} alternating rounds of ${n} synchronous / ${n / 10} async requests`);
console.log('| gateway | sync median µs | sync fastest µs | async median µs | async fastest µs |\n|---|---|---|---|---|');
for (const [name, t] of Object.entries(times)) console.log(`| ${name} | ${median(t.sync).toFixed(3)} | ${Math.min(...t.sync).toFixed(3)} | ${median(t.async).toFixed(2)} | ${Math.min(...t.async).toFixed(2)} |`);
for (const { app } of Object.values(sides)) await app.close();
rmSync(baseDir, { recursive: true, force: true });
