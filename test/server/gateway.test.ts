import test from 'ava';
import { gunzipSync } from 'node:zlib';
import { ROUTE_MODULES } from '../../src/server/routes/index.js';
import { CONTRACT_HEADERS, makeTestApp, type TestResponse } from './helpers.js';
import { testModule } from './test-module.js';
import { collectGarbage } from '../../src/server/idle-gc.js';
import { GZIP_OFF_THREAD_BYTES, transportRejection } from '../../src/server/gateway.js';
import { toTestResponse } from './helpers.js';

const modules = [...ROUTE_MODULES, testModule];
const mk = (o: Parameters<typeof makeTestApp>[0] = {}) => makeTestApp({ modules, warmup: false, handlerTimeoutMs: 300, ...o });

function assertContract(t: any, r: TestResponse) {
  for (const h of CONTRACT_HEADERS) t.truthy(r.headers[h], `${h} missing on ${r.status}`);
  t.regex(r.headers['Content-Type'], /^application\/json/);
  t.regex(r.headers['X-Cache'], /^(HIT|MISS)$/);
  t.regex(r.headers['X-RateLimit-Reset'], /^\d{10}$/);
  if (r.json?.error) {
    t.deepEqual(Object.keys(r.json.error).sort(), ['code', 'message', 'request_id']);
    t.is(r.json.error.request_id, r.headers['X-Request-ID']);
  }
}

test('every row of the error table, with the contract headers', async (t) => {
  const a = await mk();
  const missing = await a.get('/calendar/v1/panchang?lat=28.6&lng=77.2', { 'x-api-key': undefined as any });
  t.is(missing.status, 401);
  t.is(missing.json.error.code, 'MISSING_API_KEY');
  assertContract(t, missing);

  for (const bad of ['nonsense', 'kk_live_' + 'A'.repeat(28), a.key.slice(0, -1) + (a.key.endsWith('A') ? 'B' : 'A')]) {
    const r = await a.get('/calendar/v1/panchang?lat=28.6&lng=77.2', { 'x-api-key': bad });
    t.is(r.status, 401);
    t.is(r.json.error.code, 'INVALID_API_KEY');
    assertContract(t, r);
  }

  const boom = await a.get('/test/v1/boom');
  t.is(boom.status, 502);
  t.is(boom.json.error.code, 'COMPUTE_ERROR');
  assertContract(t, boom);
  const after = await a.get('/test/v1/echo');
  t.is(after.status, 200, 'the server keeps serving after an engine failure');

  const hang = await a.get('/test/v1/hang');
  t.is(hang.status, 502);
  t.is(hang.json.error.code, 'COMPUTE_ERROR');

  const v = await a.get('/calendar/v1/panchang?lat=91&lng=77.2');
  t.is(v.status, 422);
  assertContract(t, v);
  t.deepEqual(v.json.detail[0].loc, ['query', 'lat']);

  const nf = await a.get('/no/such/route');
  t.is(nf.status, 404);
  t.is(nf.json.error.code, 'NOT_FOUND');
  assertContract(t, nf);

  const nf2 = await a.get('/test/v1/missing/x');
  t.is(nf2.status, 404);
  t.is(nf2.json.error.code, 'THING_NOT_FOUND');

  const m = await a.post('/calendar/v1/panchang', {});
  t.is(m.status, 405);
  t.is(m.headers['Allow'], 'GET, HEAD, OPTIONS');
  assertContract(t, m);

  const ni = await a.get('/corpus/v1/works');
  if (ni.status === 501) t.is(ni.json.error.code, 'NOT_IMPLEMENTED');
  assertContract(t, ni);
  await a.app.close();
});

test('429 RATE_LIMIT_EXCEEDED with Retry-After and upgrade advice; exact under concurrency', async (t) => {
  const now = Date.UTC(2026, 10, 21, 10, 0, 5); // a fixed clock: the burst cannot straddle two windows
  const a = await mk({ clock: () => now });
  const key = await a.newKey('free');
  const results = await Promise.all(Array.from({ length: 200 }, () => a.get('/test/v1/echo', { 'x-api-key': key })));
  const ok = results.filter((r) => r.status === 200).length;
  const limited = results.filter((r) => r.status === 429);
  t.is(ok, 20);
  t.is(limited.length, 180);
  const r = limited[0];
  t.is(r.json.error.code, 'RATE_LIMIT_EXCEEDED');
  t.regex(r.json.error.message, /Upgrade to the Dev tier/);
  t.regex(r.headers['Retry-After'], /^\d+$/);
  t.true(Number(r.headers['Retry-After']) >= 1 && Number(r.headers['Retry-After']) <= 60);
  t.is(r.headers['X-RateLimit-Limit'], '20');
  t.is(r.headers['X-RateLimit-Remaining'], '0');
  t.is(r.headers['Retry-After'], '55');
  assertContract(t, r);
  await a.app.close();
});

test('monthly quota: 429 MONTHLY_QUOTA_EXCEEDED until the next UTC month', async (t) => {
  let now = Date.UTC(2026, 10, 30, 0, 0, 0);
  const a = await mk({ clock: () => now });
  const key = await a.newKey('free');
  let ok = 0;
  for (let i = 0; i < 1000; i++) {
    if (i % 20 === 0) now += 60_000;
    const r = await a.get('/test/v1/echo?n=' + (i % 10), { 'x-api-key': key });
    if (r.status === 200) ok++;
  }
  t.is(ok, 1000);
  now += 60_000;
  const r = await a.get('/test/v1/echo', { 'x-api-key': key });
  t.is(r.status, 429);
  t.is(r.json.error.code, 'MONTHLY_QUOTA_EXCEEDED');
  t.is(Number(r.headers['Retry-After']), Date.UTC(2026, 11, 1) / 1000 - Math.floor(now / 1000));
  t.is(r.headers['X-Quota-Remaining'], '0');
  now = Date.UTC(2026, 11, 1, 0, 0, 1);
  t.is((await a.get('/test/v1/echo', { 'x-api-key': key })).status, 200);
  await a.app.close();
});

test('the internal tier is never refused and reports unlimited figures', async (t) => {
  const a = await mk();
  const rs = await Promise.all(Array.from({ length: 300 }, () => a.get('/test/v1/echo')));
  t.true(rs.every((r) => r.status === 200));
  t.is(rs[0].headers['X-RateLimit-Limit'], '2147483647');
  await a.app.close();
});

test('revocation applies to the very next request', async (t) => {
  const a = await mk();
  const { apiKey, record } = await a.app.store.createKey({ account: 'rev', tier: 'dev' }, Date.now());
  t.is((await a.get('/test/v1/echo', { 'x-api-key': apiKey })).status, 200);
  await a.app.store.revokeKey(record.id, Date.now());
  const r = await a.get('/test/v1/echo', { 'x-api-key': apiKey });
  t.is(r.status, 401);
  t.is(r.json.error.code, 'INVALID_API_KEY');
  await a.app.close();
});

test('at most 5 active keys per account', async (t) => {
  const a = await mk();
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) ids.push((await a.app.store.createKey({ account: 'five', tier: 'free' }, Date.now())).record.id);
  const err = await t.throwsAsync(() => a.app.store.createKey({ account: 'five', tier: 'free' }, Date.now()));
  t.regex(err!.message, /already has 5 active keys/);
  await a.app.store.revokeKey(ids[0], Date.now());
  await t.notThrowsAsync(() => a.app.store.createKey({ account: 'five', tier: 'free' }, Date.now()));
  await a.app.close();
});

test('X-Cache: MISS, MISS (kept the second time it is computed), then HIT, keyed on normalised parameters; hits still count', async (t) => {
  const a = await mk();
  const key = await a.newKey('free');
  const first = await a.get('/test/v1/echo?n=7', { 'x-api-key': key });
  const second = await a.get('/test/v1/echo?n=07', { 'x-api-key': key });
  const third = await a.get('/test/v1/echo?n=7', { 'x-api-key': key });
  const other = await a.get('/test/v1/echo?n=8', { 'x-api-key': key });
  t.is(first.headers['X-Cache'], 'MISS');
  t.is(second.headers['X-Cache'], 'MISS', 'a first answer is not kept (one-off answers would churn the cache)');
  t.is(third.headers['X-Cache'], 'HIT', 'n=07 and n=7 share an entry');
  t.is(other.headers['X-Cache'], 'MISS');
  t.deepEqual(second.json, third.json, 'the hit is the kept (second) answer');
  t.is(third.headers['X-RateLimit-Remaining'], '17');
  await a.app.close();
});

test('an answer unused for the idle lifetime leaves the cache at the next sweep (a burst gives its memory back)', async (t) => {
  let now = Date.UTC(2026, 10, 22, 6, 0, 0);
  const a = await mk({ clock: () => now, cacheIdleSec: 60 });
  const get = () => a.get('/test/v1/echo?n=7');
  t.is((await get()).headers['X-Cache'], 'MISS');
  t.is((await get()).headers['X-Cache'], 'MISS', 'kept');
  now += 30_000;
  t.is((await get()).headers['X-Cache'], 'HIT');
  const cached = () => (a.app.gateway.cache as { size: number }).size;
  now += 59_000;
  a.app.gateway.sweepIdle(); // also drops the URL's expired cache-key memo (remembered at the hit)
  t.is(cached(), 1, 'read 59 s ago: kept');
  now += 2_000;
  t.true(a.app.gateway.sweepIdle() >= 1);
  t.is(cached(), 0, 'idle 61 s: dropped');
  t.is((await get()).headers['X-Cache'], 'MISS');
  t.true(collectGarbage(), 'this runtime lets the idle thread run a full collection');
  await a.app.close();
});

test('the synchronous cache path answers hits exactly as the async path (headers, counting, 429) and declines the rest', async (t) => {
  const a = await mk();
  const key = await a.newKey('free');
  const req = (path: string, k: string | null = key) => {
    const [p, q = ''] = path.split('?');
    return { method: 'GET', path: p!, rawQuery: q, headers: k ? { 'x-api-key': k } : {}, body: null };
  };
  const memo = (a.app.gateway as unknown as { hot: Map<string, unknown> }).hot;
  t.is(a.app.handleCachedSync(req('/test/v1/echo?n=5')), null, 'a miss is declined (and not counted)');
  t.is(memo.size, 0, 'a URL the cache has not answered is not memoised (a live answer for a new place would only churn the memo)');
  const first = await a.app.handle(req('/test/v1/echo?n=5'));
  t.is(first.headers['X-RateLimit-Remaining'], '19');
  await a.app.handle(req('/test/v1/echo?n=5')); // computed again: kept
  t.is(a.app.handleCachedSync(req('/test/v1/echo?n=5')), null, 'stored, but not yet answered from the cache by the async path');
  t.is(memo.size, 0);
  const viaAsync = await a.app.handle(req('/test/v1/echo?n=5'));
  const viaSync = a.app.handleCachedSync(req('/test/v1/echo?n=5'))!;
  t.truthy(viaSync);
  t.is(memo.size, 1, 'memoised once the async path answered from the cache');
  t.true(viaSync.body.equals(viaAsync.body));
  t.deepEqual(Object.keys(viaSync.headers).sort(), Object.keys(viaAsync.headers).sort());
  for (const h of Object.keys(viaAsync.headers)) if (h !== 'X-Request-ID' && h !== 'X-RateLimit-Remaining' && h !== 'X-Quota-Remaining') t.is(viaSync.headers[h], viaAsync.headers[h], h);
  t.is(viaAsync.headers['X-RateLimit-Remaining'], '17');
  t.is(viaSync.headers['X-RateLimit-Remaining'], '16');
  t.is(a.app.handleCachedSync(req('/test/v1/echo?n=5', 'kk_live_nope')), null, 'a bad key goes to the async path (401)');
  t.is(a.app.handleCachedSync(req('/test/v1/echo?n=5', null)), null, 'no key: the async path (401)');
  t.is(a.app.handleCachedSync(req('/test/v1/echo?n=oops')), null, 'invalid parameters go to the async path (422)');
  t.is(a.app.handleCachedSync(req('/nowhere')), null);
  // use up the minute: the synchronous path answers the 429 itself
  let last = viaSync;
  for (let i = 0; i < 16; i++) last = a.app.handleCachedSync(req('/test/v1/echo?n=5'))!;
  t.is(last.status, 200);
  t.is(last.headers['X-RateLimit-Remaining'], '0');
  const refused = a.app.handleCachedSync(req('/test/v1/echo?n=5'))!;
  t.is(refused.status, 429);
  t.is(JSON.parse(refused.body.toString()).error.code, 'RATE_LIMIT_EXCEEDED');
  t.truthy(refused.headers['Retry-After']);
  await a.app.close();
});

test('gzip: a freshly computed body over 64 KB is compressed off the serving thread, and reads the same', async (t) => {
  const a = await mk();
  const path = '/test/v1/big?kb=200';
  const gz = await a.get(path, { 'accept-encoding': 'gzip' });
  t.is(gz.status, 200);
  t.is(gz.headers['Content-Encoding'], 'gzip');
  t.is(gz.headers['Vary'], 'Accept-Encoding');
  const plain = await a.get(path); // computed again: kept, with no gzip form
  t.is(plain.headers['Content-Encoding'], undefined);
  t.true(plain.body.length > GZIP_OFF_THREAD_BYTES);
  t.true(gunzipSync(gz.body).equals(plain.body));
  const hit = await a.get(path, { 'accept-encoding': 'gzip' });
  t.is(hit.headers['X-Cache'], 'HIT');
  t.true(gunzipSync(hit.body).equals(plain.body), 'the first gzip hit compresses the kept entry');
  await a.app.close();
});

test('gzip: cached JSON over 1 KB is sent gzipped when Accept-Encoding allows it, identical once inflated', async (t) => {
  const a = await mk();
  const path = '/calendar/v1/panchang?lat=28.61&lng=77.2&date=2024-01-01';
  const miss = await a.get(path, { 'accept-encoding': 'gzip, deflate, br' });
  t.is(miss.headers['Content-Encoding'], 'gzip');
  t.true((await a.get(path, { 'accept-encoding': 'gzip' })).body.equals(miss.body), 'computed again (and now kept): the same bytes');
  t.is(miss.headers['Vary'], 'Accept-Encoding');
  const plain = await a.get(path);
  t.is(plain.headers['X-Cache'], 'HIT');
  t.is(plain.headers['Content-Encoding'], undefined);
  t.is(plain.headers['Vary'], 'Accept-Encoding');
  t.truthy(plain.json?.date);
  t.true(gunzipSync(miss.body).equals(plain.body));
  const hit = await a.get(path, { 'accept-encoding': 'gzip' });
  t.is(hit.headers['X-Cache'], 'HIT');
  t.true(hit.body.equals(miss.body));
  t.true(hit.body.length < plain.body.length / 2);
  const viaSync = a.app.handleCachedSync({ method: 'GET', path: '/calendar/v1/panchang', rawQuery: path.split('?')[1]!, headers: { 'x-api-key': a.key, 'accept-encoding': 'gzip' }, body: null })!;
  t.is(viaSync.headers['Content-Encoding'], 'gzip');
  t.true(viaSync.body.equals(miss.body));
  for (const refused of ['gzip;q=0', 'identity', 'br', '*;q=0', 'gzip;q=0, *']) {
    // `gzip;q=0, *`: gzip is refused explicitly, the wildcard does not bring it back
    const r = await a.get(path, { 'accept-encoding': refused });
    t.is(r.headers['Content-Encoding'], undefined, refused);
  }
  t.is((await a.get(path, { 'accept-encoding': '*' })).headers['Content-Encoding'], 'gzip');
  t.is((await a.get(path, { 'accept-encoding': 'GZIP;q=0.5' })).headers['Content-Encoding'], 'gzip');
  // an entry stored by a client without gzip is compressed on the first hit that takes it
  const other = '/calendar/v1/panchang?lat=28.61&lng=77.2&date=2024-01-02';
  const first = await a.get(other);
  await a.get(other); // kept
  t.is(first.headers['Content-Encoding'], undefined);
  t.is(first.headers['Vary'], 'Accept-Encoding');
  const later = await a.get(other, { 'accept-encoding': 'gzip' });
  t.is(later.headers['X-Cache'], 'HIT');
  t.is(later.headers['Content-Encoding'], 'gzip');
  t.true(gunzipSync(later.body).equals(first.body));
  // errors and small bodies are never compressed
  const bad = await a.get('/calendar/v1/panchang?lat=100&lng=2', { 'accept-encoding': 'gzip' });
  t.is(bad.status, 422);
  t.is(bad.headers['Content-Encoding'], undefined);
  await a.app.close();
});

test('X-Request-ID: unique, and a valid incoming one is echoed', async (t) => {
  const a = await mk();
  const ids = new Set((await Promise.all(Array.from({ length: 50 }, () => a.get('/healthz')))).map((r) => r.headers['X-Request-ID']));
  t.is(ids.size, 50);
  t.is((await a.get('/healthz', { 'x-request-id': 'client-trace-0001' })).headers['X-Request-ID'], 'client-trace-0001');
  t.not((await a.get('/healthz', { 'x-request-id': 'bad id with spaces' })).headers['X-Request-ID'], 'bad id with spaces');
  await a.app.close();
});

test('public routes need no key and are not charged', async (t) => {
  const a = await mk();
  const h = await a.get('/healthz', { 'x-api-key': undefined as any });
  t.is(h.status, 200);
  t.is(h.json.status, 'ok');
  const o = await a.get('/openapi.json', { 'x-api-key': undefined as any });
  t.is(o.status, 200);
  t.is(o.json.openapi, '3.1.0');
  const key = await a.newKey('free');
  await a.get('/healthz', { 'x-api-key': key });
  t.is((await a.get('/openapi.json', { 'x-api-key': key })).headers['X-RateLimit-Remaining'], '20');
  await a.app.close();
});

test('a revocation written by another process (the CLI) applies to the server\'s requests from the next millisecond', async (t) => {
  const { FileStore } = await import('../../src/server/store/file-store.js');
  const a = await mk();
  const { apiKey, record } = await a.app.store.createKey({ account: 'cli', tier: 'dev' }, Date.now());
  t.is((await a.get('/test/v1/echo', { 'x-api-key': apiKey })).status, 200);
  const cli = new FileStore({ stateDir: a.stateDir });
  await cli.revokeKey(record.id, Date.now());
  await cli.close();
  // The server re-reads the journal once per wall-clock millisecond (README, "Keys"): a request in the same
  // millisecond as the CLI's write may still pass, so wait until the clock has moved on.
  await nextMillisecond();
  t.is((await a.get('/test/v1/echo', { 'x-api-key': apiKey })).status, 401);
  // And a key created by the CLI works at once.
  const cli2 = new FileStore({ stateDir: a.stateDir });
  const fresh = await cli2.createKey({ account: 'cli2', tier: 'dev' }, Date.now());
  await cli2.close();
  await nextMillisecond();
  t.is((await a.get('/test/v1/echo', { 'x-api-key': fresh.apiKey })).status, 200);
  await a.app.close();
});

/** Resolves once `Date.now()` has passed the millisecond it was called in. */
async function nextMillisecond(): Promise<void> {
  const start = Date.now();
  while (Date.now() <= start) await new Promise((r) => setTimeout(r, 1));
}

/** A request straight to the gateway, with any method and exactly these (lower-cased) headers. */
function raw(a: Awaited<ReturnType<typeof mk>>, method: string, path: string, headers: Record<string, string> = {}) {
  const [p, q = ''] = path.split('?');
  return a.app.handle({ method, path: p!, rawQuery: q, headers, body: null }).then(toTestResponse);
}

const PREFLIGHT = { origin: 'https://example.org', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key, x-request-id' };

test('CORS: a preflight needs no key, is not counted, and gets 204 with the permissions', async (t) => {
  const a = await mk();
  const r = await raw(a, 'OPTIONS', '/calendar/v1/panchang', PREFLIGHT);
  t.is(r.status, 204);
  t.is(r.body.length, 0);
  t.is(r.headers['Access-Control-Allow-Origin'], '*');
  t.is(r.headers['Access-Control-Allow-Methods'], 'GET, HEAD, OPTIONS');
  const allowed = r.headers['Access-Control-Allow-Headers']!.split(/,\s*/).map((h) => h.toLowerCase());
  for (const h of ['x-api-key', 'content-type', 'x-request-id', 'accept', 'range']) t.true(allowed.includes(h), h);
  t.is(r.headers['Access-Control-Max-Age'], '86400');
  t.is(r.headers['Access-Control-Allow-Credentials'], undefined, 'no credentials mode');
  t.is(r.headers['Content-Type'], undefined);
  for (const h of ['X-Request-ID', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-Cache']) t.truthy(r.headers[h], h);
  const post = await raw(a, 'OPTIONS', '/corpus/v1/ner', { ...PREFLIGHT, 'access-control-request-method': 'POST' });
  t.is(post.status, 204);
  t.is(post.headers['Access-Control-Allow-Methods'], 'POST, OPTIONS');
  t.is((await raw(a, 'OPTIONS', '/test/v1/missing/x%20y', PREFLIGHT)).status, 204, 'a templated path');

  // not counted against the key it may carry
  const key = await a.newKey('free');
  for (let i = 0; i < 3; i++) t.is((await raw(a, 'OPTIONS', '/test/v1/echo', { ...PREFLIGHT, 'x-api-key': key })).status, 204);
  t.is((await a.get('/test/v1/echo', { 'x-api-key': key })).headers['X-RateLimit-Remaining'], '19');
  // a revoked or bad key does not matter either: the browser never sends one on a preflight anyway
  t.is((await raw(a, 'OPTIONS', '/test/v1/echo', { ...PREFLIGHT, 'x-api-key': 'nonsense' })).status, 204);

  // OPTIONS without Access-Control-Request-Method: 204 with Allow, no key, no CORS permissions
  const plain = await raw(a, 'OPTIONS', '/calendar/v1/panchang');
  t.is(plain.status, 204);
  t.is(plain.headers['Allow'], 'GET, HEAD, OPTIONS');
  t.is(plain.headers['Access-Control-Allow-Methods'], undefined);
  // an unknown path: 404 in the gateway shape, still without a key
  const nf = await raw(a, 'OPTIONS', '/no/such/route', PREFLIGHT);
  t.is(nf.status, 404);
  t.is(nf.json.error.code, 'NOT_FOUND');
  t.is(nf.headers['Access-Control-Allow-Origin'], '*');
  await a.app.close();
});

test('CORS: actual answers carry Allow-Origin and the exposed headers (successes, errors, cache hits on both paths, transport refusals)', async (t) => {
  const a = await mk();
  const exposes = (r: { headers: Record<string, string> }, what: string) => {
    t.is(r.headers['Access-Control-Allow-Origin'], '*', what);
    const exposed = (r.headers['Access-Control-Expose-Headers'] ?? '').split(/,\s*/);
    for (const h of ['X-Request-ID', 'X-Cache', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-Quota-Limit', 'X-Quota-Remaining', 'X-Quota-Reset', 'Retry-After', 'Content-Disposition', 'Content-Range', 'ETag']) t.true(exposed.includes(h), `${what}: ${h}`);
  };
  exposes(await a.get('/test/v1/echo?n=3', { origin: 'https://example.org' }), 'a computed answer');
  await a.get('/test/v1/echo?n=3');
  const hit = await a.get('/test/v1/echo?n=3');
  t.is(hit.headers['X-Cache'], 'HIT');
  exposes(hit, 'a hit on the async path');
  const viaSync = a.app.handleCachedSync({ method: 'GET', path: '/test/v1/echo', rawQuery: 'n=3', headers: { 'x-api-key': a.key }, body: null });
  t.truthy(viaSync);
  exposes(viaSync!, 'a hit on the synchronous path');
  exposes(await a.get('/test/v1/echo', { 'x-api-key': undefined as any }), '401');
  exposes(await a.get('/test/v1/echo?n=99'), '422');
  exposes(await a.get('/test/v1/boom'), '502');
  exposes(await a.get('/openapi.json', { 'x-api-key': undefined as any }), 'a public route');
  exposes(transportRejection(413, 'PAYLOAD_TOO_LARGE', 'too large'), 'a transport refusal');
  await a.app.close();
});

test('CORS: the dashboard\'s HTML pages carry no CORS headers, preflight or not', async (t) => {
  const a = await mk();
  const none = (r: { status: number; headers: Record<string, string> }, what: string) => {
    for (const h of Object.keys(r.headers)) t.false(h.toLowerCase().startsWith('access-control-'), `${what} (${r.status}): ${h}`);
  };
  const page = await a.get('/dashboard', { 'x-api-key': undefined as any });
  t.is(page.status, 200);
  none(page, 'GET /dashboard');
  none(await a.get('/dashboard/signup', { 'x-api-key': undefined as any }), 'GET /dashboard/signup');
  none(await a.post('/dashboard/login', 'email=x&password=y', { 'x-api-key': undefined as any, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }), 'POST /dashboard/login');
  none(await a.get('/dashboard/nowhere'), 'an unknown dashboard path');
  const pre = await raw(a, 'OPTIONS', '/dashboard/keys', { ...PREFLIGHT, 'access-control-request-method': 'POST' });
  t.is(pre.status, 204);
  t.is(pre.headers['Allow'], 'POST, OPTIONS');
  none(pre, 'a preflight to the dashboard');
  t.truthy((await a.get('/dashboards-are-not-this')).headers['Access-Control-Allow-Origin'], 'only /dashboard and below');
  await a.app.close();
});
