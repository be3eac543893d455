/**
 * The per-address limit of requests without a valid API key (address-limiter.ts, Gateway.keylessResponse), and
 * `--trust-proxy` deciding whose address counts.
 */
import test from 'ava';
import { AddressLimiter, DEFAULT_ANON_RATE_LIMIT, addressKey } from '../../src/server/address-limiter.js';
import type { App } from '../../src/server/app.js';
import { makeTestApp, toTestResponse } from './helpers.js';
import { testModule } from './test-module.js';

const T0 = Date.UTC(2026, 10, 25, 8, 0, 5);

async function mk(o: Parameters<typeof makeTestApp>[0] = {}) {
  let nowMs = T0;
  const a = await makeTestApp({ modules: [testModule], warmup: false, clock: () => nowMs, ...o });
  return { ...a, setNow: (ms: number) => void (nowMs = ms) };
}

function call(app: App, path: string, opts: { key?: string; ip?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key !== undefined) headers['x-api-key'] = opts.key;
  return app.handle({ method: 'GET', path, rawQuery: '', headers, body: null, remoteAddress: opts.ip ?? '198.51.100.7' }).then(toTestResponse);
}

test('keyless requests: 401 up to the limit per address and minute, then 429 RATE_LIMIT_EXCEEDED with Retry-After; missing and invalid keys count together', async (t) => {
  const a = await mk({ anonRateLimit: 4 });
  const statuses: number[] = [];
  for (let i = 0; i < 2; i++) statuses.push((await call(a.app, '/test/v1/echo')).status);
  for (let i = 0; i < 2; i++) statuses.push((await call(a.app, '/test/v1/echo', { key: 'kk_live_' + 'A'.repeat(28) })).status);
  t.deepEqual(statuses, [401, 401, 401, 401]);
  const over = await call(a.app, '/test/v1/echo', { key: 'nonsense' });
  t.is(over.status, 429);
  t.is(over.json.error.code, 'RATE_LIMIT_EXCEEDED');
  t.is(over.json.error.request_id, over.headers['X-Request-ID']);
  t.is(over.headers['Retry-After'], '55', 'seconds to the end of the minute');
  t.is(over.headers['X-RateLimit-Limit'], '4');
  t.is(over.headers['X-RateLimit-Remaining'], '0');
  t.is((await call(a.app, '/no/such/route')).status, 429, 'unknown paths need a key too, so they count');
  // Another address is not affected; a valid key from the limited address still works; public routes are not counted.
  t.is((await call(a.app, '/test/v1/echo', { ip: '198.51.100.8' })).status, 401);
  t.is((await call(a.app, '/test/v1/echo', { key: a.key })).status, 200);
  t.is((await call(a.app, '/healthz')).status, 200);
  t.is((await call(a.app, '/openapi.json')).status, 200);
  // The next minute starts afresh.
  a.setNow(T0 + 60_000);
  t.is((await call(a.app, '/test/v1/echo')).status, 401);
});

test('public routes are not counted by the per-address limit', async (t) => {
  const a = await mk({ anonRateLimit: 2 });
  for (let i = 0; i < 5; i++) t.is((await call(a.app, '/healthz')).status, 200);
  t.is((await call(a.app, '/test/v1/echo')).status, 401, 'five public requests left the keyless budget untouched');
});

test(`the default is ${DEFAULT_ANON_RATE_LIMIT} a minute; 0 turns the limit off`, async (t) => {
  const a = await mk();
  for (let i = 0; i < DEFAULT_ANON_RATE_LIMIT; i++) if ((await call(a.app, '/test/v1/echo')).status !== 401) return t.fail(`request ${i + 1} was not a 401`);
  t.is((await call(a.app, '/test/v1/echo')).status, 429);
  const off = await mk({ anonRateLimit: 0 });
  for (let i = 0; i < DEFAULT_ANON_RATE_LIMIT + 50; i++) if ((await call(off.app, '/test/v1/echo')).status !== 401) return t.fail(`request ${i + 1} was not a 401 with the limit off`);
  t.pass();
});

test('X-Forwarded-For picks the counted address only with trustProxy', async (t) => {
  for (const trustProxy of [false, true]) {
    const a = await mk({ anonRateLimit: 2, trustProxy });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(a.app, '/test/v1/echo', { ip: '127.0.0.1', headers: { 'x-forwarded-for': `203.0.113.${i}` } })).status);
    // Without trust, four different X-Forwarded-For values are still one client (the socket's); with it, four clients.
    t.deepEqual(statuses, trustProxy ? [401, 401, 401, 401] : [401, 401, 429, 429], `trustProxy ${trustProxy}`);
  }
});

test('the counters are shared by every limiter on one buffer (the serving threads of a process)', (t) => {
  const buffer = AddressLimiter.sharedBuffer();
  const one = new AddressLimiter(3, buffer);
  const two = new AddressLimiter(3, buffer);
  t.is(one.count('192.0.2.1', T0), 1);
  t.is(two.count('192.0.2.1', T0), 2);
  t.is(one.count('192.0.2.1', T0), 3);
  t.is(two.count('192.0.2.1', T0 + 60_000), 1, 'a new minute clears the table for both');
  t.is(one.count('192.0.2.1', T0 + 60_000), 2);
});

test('bounded memory: a flood of distinct addresses changes neither the table size nor an innocent address\'s count much', (t) => {
  const limiter = new AddressLimiter(300);
  const before = process.memoryUsage().arrayBuffers;
  for (let i = 0; i < 200_000; i++) limiter.count(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, T0);
  t.true(process.memoryUsage().arrayBuffers - before < 1 << 20, 'no allocation per address');
  t.true(limiter.count('192.0.2.200', T0) < 300, 'an address seen once is far below the limit after 200,000 others');
});

test('IPv6 addresses count per /64; IPv4-mapped addresses as their IPv4 address', (t) => {
  t.is(addressKey('203.0.113.9'), '203.0.113.9');
  t.is(addressKey('::ffff:203.0.113.9'), '203.0.113.9', 'node:http on a dual-stack socket');
  t.is(addressKey('0000:0000:0000:0000:0000:ffff:7f00:0001'), '127.0.0.1', 'uWS on a dual-stack socket');
  t.is(addressKey('::ffff:cb00:7109'), '203.0.113.9');
  t.not(addressKey('0000:0000:0000:0000:0000:ffff:7f00:0001'), addressKey('0000:0000:0000:0000:0000:ffff:7f00:0002'), 'IPv4 clients are not one /64');
  t.is(addressKey('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64');
  t.is(addressKey('2001:0db8:0001:0002:ffff:1:2:3'), '2001:db8:1:2::/64');
  t.is(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
  t.is(addressKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
  const limiter = new AddressLimiter(2);
  limiter.count('2001:db8:1:2::1', T0);
  limiter.count('2001:db8:1:2::2', T0);
  t.is(limiter.count('2001:db8:1:2:ffff::3', T0), 3, 'three hosts of one /64 are one client');
  t.is(limiter.count('2001:db8:1:3::1', T0), 1);
});

test('rate-limit headers never read as throttled: a keyless 401 states its address\'s figures, a public route without a key "unlimited"', async (t) => {
  const a = await mk({ anonRateLimit: 300 });
  const first = await call(a.app, '/test/v1/echo');
  t.is(first.status, 401);
  t.is(first.headers['X-RateLimit-Limit'], '300');
  t.is(first.headers['X-RateLimit-Remaining'], '299');
  const health = await call(a.app, '/healthz');
  t.is(health.headers['X-RateLimit-Limit'], '2147483647');
  t.is(health.headers['X-RateLimit-Remaining'], '2147483647');
  const off = await mk({ anonRateLimit: 0 });
  t.is((await call(off.app, '/test/v1/echo')).headers['X-RateLimit-Remaining'], '2147483647', 'no per-address limit: not limited');
});
