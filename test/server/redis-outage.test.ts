/**
 * The Redis outage policy (docs/dashboard-and-replicas.md), tested by killing redis-server (SIGKILL)
 * mid-run and starting it again on the same port and append-only file:
 * - a key this replica validated within the grace period keeps working, metered locally against
 *   limit/replicas (here 2 replicas: the minute base Redis last reported + 2 × local count);
 * - keys this replica never validated fail closed: 502 COMPUTE_ERROR with Retry-After;
 * - malformed or missing keys still get 401; /healthz still answers; the dashboard shows a 503 page;
 * - no request waits on the dead connection;
 * - when Redis returns the store reconnects by itself, the requests counted locally are added to
 *   the Redis counters, and every key works again.
 */
import test from 'ava';
import { ROUTE_MODULES } from '../../src/server/routes/index.js';
import { RedisStore } from '../../src/server/store/redis-store.js';
import { makeTestApp } from './helpers.js';
import { FAST_SCRYPT } from './dashboard-client.js';
import { REDIS_SERVER, reportMissingRedis, startRedis, testPrefix } from './redis-helpers.js';
import { testModule } from './test-module.js';

async function until(cond: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await cond()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

if (!REDIS_SERVER) reportMissingRedis(test);
else {
  test('stop Redis mid-run: the documented outage policy, then automatic recovery', async (t) => {
    const redis = await startRedis({ persistent: true });
    const prefix = testPrefix();
    let now = Math.floor(Date.now() / 60_000) * 60_000 + 5_000; // a frozen clock, 5 s into this minute
    const logs: string[] = [];
    const mk = () => makeTestApp({
      modules: [...ROUTE_MODULES, testModule], warmup: false, computeThreads: 0, clock: () => now,
      redisUrl: redis.url, redis: { prefix, graceSec: 300, replicas: 2 }, dashboard: { scrypt: FAST_SCRYPT },
      log: (r: any) => logs.push(r.msg),
    } as any);
    const a = await mk();
    const b = await mk();
    try {
      const seen = await a.newKey('free');
      const unseen = await a.newKey('free');
      for (let i = 0; i < 4; i++) t.is((await a.get('/test/v1/echo', { 'x-api-key': seen })).status, 200);

      await redis.kill();
      t.true(await until(() => !(a.app.store as RedisStore).isAvailable, 5000), 'the store notices the lost connection');

      const latencies: number[] = [];
      const timed = async (app: typeof a, key: string | undefined, path = '/test/v1/echo') => {
        const t0 = performance.now();
        const r = await app.get(path, { 'x-api-key': key as any });
        latencies.push(performance.now() - t0);
        return r;
      };
      // Fail open, conservatively: 4 counted in Redis + 2 × local < 20 → 8 more, then 429.
      const during: number[] = [];
      for (let i = 0; i < 10; i++) during.push((await timed(a, seen)).status);
      t.deepEqual(during, [200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
      // Fail closed for a key this replica never validated, and on a replica that never saw the other key.
      const closed = await timed(a, unseen);
      t.is(closed.status, 502);
      t.is(closed.json.error.code, 'COMPUTE_ERROR');
      t.is(closed.headers['Retry-After'], '5');
      t.is((await timed(b, seen)).status, 502);
      // What needs no store still works.
      t.is((await timed(a, 'kk_live_' + 'A'.repeat(28))).json.error.code, 'INVALID_API_KEY');
      t.is((await timed(a, undefined)).json.error.code, 'MISSING_API_KEY');
      t.is((await timed(a, undefined, '/healthz')).status, 200);
      const dash = await a.get('/dashboard', { 'x-api-key': undefined as any });
      t.is(dash.status, 503);
      t.regex(dash.text, /Temporarily unavailable/);
      t.true(Math.max(...latencies) < 250, `no request waits on the dead connection (max ${Math.max(...latencies).toFixed(1)} ms)`);
      t.log(`during the outage: ${latencies.length} requests, max latency ${Math.max(...latencies).toFixed(1)} ms`);

      // After the grace period even a validated key fails closed.
      now += 301_000;
      t.is((await a.get('/test/v1/echo', { 'x-api-key': seen })).status, 502);

      await redis.restart();
      t.true(await until(() => (a.app.store as RedisStore).isAvailable && (b.app.store as RedisStore).isAvailable, 15_000), 'both replicas reconnect by themselves');
      t.is((await a.get('/test/v1/echo', { 'x-api-key': unseen })).status, 200, 'keys survived the restart (append-only file)');
      t.is((await b.get('/test/v1/echo', { 'x-api-key': seen })).status, 200);
      // The 8 requests accepted during the outage were added to the month counter: 4 + 8 + 1 = 13.
      const k = (await a.app.store.authenticate(seen, now))!;
      t.true(await until(async () => (await a.app.store.peek(k, now)).monthUsed === 13, 5000), `month counter ${(await a.app.store.peek(k, now)).monthUsed}`);
      // And revocation works again, on the other replica's next request.
      await a.app.store.revokeKey(k.id, now);
      t.is((await b.get('/test/v1/echo', { 'x-api-key': seen })).status, 401);
      t.true(logs.includes('redis unavailable: serving with the outage policy'));
      t.true(logs.some((m) => /redis available again/.test(m)));
    } finally {
      await a.app.close();
      await b.app.close();
      await redis.stop();
    }
  });
}
