/**
 * What the shared Redis store costs per request, against the embedded file store, in process (no
 * socket): per-request latency (sequential) and throughput (64 requests in flight) for an uncached and a
 * cached keyed route, plus a revocation's visibility on a second replica.
 * Usage: REDIS_URL=redis://127.0.0.1:6390 node --import=tsx bench/redis-gateway/run.ts [requests]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createApp, type App } from '../../src/server/app.js';
import type { RouteModule } from '../../src/server/route.js';

const N = Number(process.argv[2] ?? 5000);
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6390';
const mod: RouteModule = {
  name: 'bench',
  routes: [
    { method: 'GET', path: '/bench/v1/plain', operationId: 'p', summary: 'p', tags: ['b'], response: { description: 'x' }, handler: () => ({ body: { ok: true } }) },
    { method: 'GET', path: '/bench/v1/cached', operationId: 'c', summary: 'c', tags: ['b'], cacheTtlSec: 300, response: { description: 'x' }, handler: () => ({ body: { ok: true, pad: 'x'.repeat(2000) } }) },
  ],
};

const req = (path: string, key: string) => ({ method: 'GET', path, rawQuery: '', headers: { 'x-api-key': key }, body: null });
const pct = (xs: number[], p: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function measure(app: App, key: string, path: string) {
  for (let i = 0; i < 200; i++) await app.handle(req(path, key)); // warm-up
  const lat: number[] = [];
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    const r = await app.handle(req(path, key));
    lat.push((performance.now() - t0) * 1000);
    if (r.status !== 200) throw new Error(`status ${r.status}`);
  }
  const t0 = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: 64 }, async () => {
    while (next++ < N) await app.handle(req(path, key));
  }));
  const rps = N / ((performance.now() - t0) / 1000);
  return { p50: pct(lat, 50), p99: pct(lat, 99), rps };
}

const results: string[] = [];
for (const kind of ['file', 'redis'] as const) {
  const app = await createApp({ modules: [mod], warmup: false, log: () => {}, computeThreads: 0, stateDir: mkdtempSync(join(tmpdir(), 'kk-bench-')), ...(kind === 'redis' ? { redisUrl: url, redis: { prefix: `kkbench:${randomBytes(4).toString('hex')}:` } } : {}) } as any);
  const { apiKey } = await app.store.createKey({ account: 'bench', tier: 'internal' }, Date.now());
  for (const path of ['/bench/v1/plain', '/bench/v1/cached']) {
    const m = await measure(app, apiKey, path);
    results.push(`${kind.padEnd(5)} ${path.padEnd(17)} p50 ${m.p50.toFixed(0).padStart(5)} µs  p99 ${m.p99.toFixed(0).padStart(5)} µs  ${m.rps.toFixed(0).padStart(6)} req/s (64 in flight)`);
  }
  if (kind === 'redis') {
    const other = await createApp({ modules: [mod], warmup: false, log: () => {}, computeThreads: 0, redisUrl: url, redis: { prefix: (app.store as any).prefix } } as any);
    const { apiKey: k2, record } = await app.store.createKey({ account: 'bench2', tier: 'internal' }, Date.now());
    await other.handle(req('/bench/v1/plain', k2));
    const t0 = performance.now();
    await app.store.revokeKey(record.id, Date.now());
    const r = await other.handle(req('/bench/v1/plain', k2));
    results.push(`redis revocation → next request on another app: ${r.status} after ${((performance.now() - t0) * 1000).toFixed(0)} µs`);
    await other.close();
  }
  await app.close();
}
process.stdout.write(`${N} requests each, Node ${process.version}, Redis ${url}\n${results.join('\n')}\n`);
