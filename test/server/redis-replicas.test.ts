/**
 * Several replicas on one Redis enforce one limit per key, not one per replica, and see a revocation
 * on their very next request: two apps in one process, then two server processes over real sockets.
 */
import test from 'ava';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROUTE_MODULES } from '../../src/server/routes/index.js';
import { makeTestApp } from './helpers.js';
import { DashboardClient, FAST_SCRYPT, csrfOf, keyIdsOf } from './dashboard-client.js';
import { freePort, hasRedis, reportMissingRedis, sharedRedis, testPrefix } from './redis-helpers.js';
import { testModule } from './test-module.js';

const twoApps = async (clock?: () => number) => {
  const url = (await sharedRedis()).url;
  const prefix = testPrefix();
  const mk = () => makeTestApp({ modules: [...ROUTE_MODULES, testModule], warmup: false, computeThreads: 0, redisUrl: url, redis: { prefix }, clock, dashboard: { scrypt: FAST_SCRYPT } } as any);
  return [await mk(), await mk()] as const;
};

/** Waits until at least `needSec` seconds remain in the current wall-clock minute. */
async function roomInMinute(needSec: number): Promise<void> {
  const left = 60 - (Date.now() / 1000) % 60;
  if (left < needSec) await new Promise((r) => setTimeout(r, left * 1000 + 200));
}

if (!hasRedis) reportMissingRedis(test);
else {
  test.after.always(async () => (await sharedRedis()).stop());

  test('two apps: a Free key sending 100 requests alternately gets exactly 20 successes', async (t) => {
    const now = Date.UTC(2026, 10, 21, 10, 0, 5);
    const [a, b] = await twoApps(() => now);
    const key = await a.newKey('free');
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await (i % 2 ? b : a).get('/test/v1/echo', { 'x-api-key': key })).status);
    t.is(statuses.filter((s) => s === 200).length, 20);
    t.is(statuses.filter((s) => s === 429).length, 80);
    t.deepEqual(statuses.slice(0, 20), new Array(20).fill(200), 'the first 20 pass, whichever replica answers');
    // Concurrently too: a second key, 200 requests in flight across both replicas.
    const key2 = await b.newKey('free');
    const burst = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? b : a).get('/test/v1/echo', { 'x-api-key': key2 })));
    t.is(burst.filter((r) => r.status === 200).length, 20);
    const limited = burst.find((r) => r.status === 429)!;
    t.is(limited.json.error.code, 'RATE_LIMIT_EXCEEDED');
    t.is(limited.headers['Retry-After'], '55');
    t.is(limited.headers['X-RateLimit-Remaining'], '0');
    await a.app.close();
    await b.app.close();
  });

  test('two apps: monthly quota counted once across replicas', async (t) => {
    let now = Date.UTC(2026, 10, 21, 10, 0, 0);
    const [a, b] = await twoApps(() => now);
    const key = await a.newKey('free');
    let ok = 0;
    // 20 requests a minute for 51 minutes: 1,020 attempts against the Free month of 1,000.
    for (let m = 0; m < 51; m++) {
      now = Date.UTC(2026, 10, 21, 10, m, 1);
      const rs = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a).get('/test/v1/echo', { 'x-api-key': key })));
      ok += rs.filter((r) => r.status === 200).length;
      if (m === 50) t.is(rs.find((r) => r.status === 429)!.json.error.code, 'MONTHLY_QUOTA_EXCEEDED');
    }
    t.is(ok, 1000);
    await a.app.close();
    await b.app.close();
  });

  test('two apps: a key revoked through one dashboard is refused by the other on the next request', async (t) => {
    const [a, b] = await twoApps();
    const onA = new DashboardClient(a.app);
    t.is((await onA.signUp('replica@example.org')).status, 303);
    const { apiKey } = await onA.createKey('shared');
    t.is((await b.get('/test/v1/echo', { 'x-api-key': apiKey! })).status, 200);
    // The session works on the other replica too (sessions live in Redis).
    const onB = new DashboardClient(b.app);
    for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
    const page = await onB.get('/dashboard');
    t.regex(page.text, /replica@example\.org/);
    const [keyId] = keyIdsOf(page.text);
    t.is((await onB.post(`/dashboard/keys/${keyId}/revoke`, { csrf: csrfOf(page.text) })).status, 303, 'CSRF tokens are valid on every replica');
    const next = await a.get('/test/v1/echo', { 'x-api-key': apiKey! });
    t.is(next.status, 401);
    t.is(next.json.error.code, 'INVALID_API_KEY');
    await a.app.close();
    await b.app.close();
  });

  test('two server processes on one Redis: 100 alternating requests → exactly 20 successes; revocation through one is seen by the other', async (t) => {
    const url = (await sharedRedis()).url;
    const prefix = testPrefix();
    const procs: ChildProcess[] = [];
    const start = async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import=tsx', join(process.cwd(), 'test/server/replica-server.ts'), String(port), url, prefix], { stdio: ['ignore', 'pipe', 'inherit'] });
      procs.push(child);
      await new Promise<void>((resolve, reject) => {
        let out = '';
        child.stdout!.on('data', (c) => {
          out += c;
          if (out.includes('listening')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`replica exited with ${code}`)));
      });
      return `http://127.0.0.1:${port}`;
    };
    try {
      const [A, B] = await Promise.all([start(), start()]);
      // Sign up and create the key through replica A's dashboard, over HTTP.
      const jar = new Map<string, string>();
      const http = async (base: string, path: string, form?: Record<string, string>) => {
        const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
        if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
        const r = await fetch(base + path, { method: form ? 'POST' : 'GET', headers, body: form ? new URLSearchParams(form).toString() : undefined, redirect: 'manual' });
        const sc = r.headers.get('set-cookie');
        if (sc) {
          const [pair] = sc.split(';');
          jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
        }
        return { status: r.status, text: await r.text() };
      };
      const form = await http(A, '/dashboard/signup');
      t.is((await http(A, '/dashboard/signup', { csrf: csrfOf(form.text), email: 'procs@example.org', password: 'two processes here' })).status, 303);
      const dash = await http(B, '/dashboard');
      const created = await http(B, '/dashboard/keys', { csrf: csrfOf(dash.text), name: 'load' });
      const apiKey = /id="new-key"[^>]*value="(kk_live_[0-9A-Za-z]+)"/.exec(created.text)![1];

      await roomInMinute(8);
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++) statuses.push((await fetch((i % 2 ? B : A) + '/test/v1/echo', { headers: { 'x-api-key': apiKey } })).status);
      t.is(statuses.filter((s) => s === 200).length, 20, statuses.join(','));
      t.is(statuses.filter((s) => s === 429).length, 80);

      // Revoke through B's dashboard; A refuses the very next request.
      const page = await http(B, '/dashboard');
      const [keyId] = keyIdsOf(page.text);
      t.is((await http(B, `/dashboard/keys/${keyId}/revoke`, { csrf: csrfOf(page.text) })).status, 303);
      const r = await fetch(A + '/test/v1/echo', { headers: { 'x-api-key': apiKey } });
      t.is(r.status, 401);
      t.is(((await r.json()) as any).error.code, 'INVALID_API_KEY');
    } finally {
      for (const p of procs) p.kill('SIGTERM');
      await Promise.all(procs.map((p) => (p.exitCode === null ? new Promise((r) => p.once('exit', r)) : null)));
    }
  });
}
