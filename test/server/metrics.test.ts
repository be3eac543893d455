/**
 * GET /metrics: Prometheus text that parses, counters that move with requests (the cached-hit path too), route
 * templates as labels, rate-limit refusals, time-outs and the compute pool, and internal-tier keys only.
 * (Two serving threads in one scrape: threads.test.ts.)
 */
import test from 'ava';
import { makeTestApp, tempDir, type TestApp } from './helpers.js';
import { rawRequest, startChildServer, stopChild } from './server-process.js';
import { testModule } from './test-module.js';
import { metricsModule } from '../../src/server/routes/metrics.js';
import { SYNC_TIMING_PERIOD, ThreadMetrics } from '../../src/server/metrics/thread-metrics.js';
import { prometheusText } from '../../src/server/metrics/prometheus-text.js';
import { parsePrometheusText, sampleValue } from './prometheus-parse.js';

const modules = [testModule, metricsModule];
const NOW = Date.UTC(2026, 10, 21, 10, 0, 5); // a fixed clock: a burst cannot straddle two minute windows
const mk = (o: Parameters<typeof makeTestApp>[0] = {}) => makeTestApp({ modules, warmup: false, handlerTimeoutMs: 300, clock: () => NOW, ...o });

async function scrape(a: TestApp) {
  const r = await a.get('/metrics');
  if (r.status !== 200) throw new Error(`/metrics answered ${r.status}: ${r.text}`);
  return parsePrometheusText(r.text);
}

test('/metrics parses as Prometheus text; request, latency and cache counters move, labelled by route template', async (t) => {
  const a = await mk();
  const before = await scrape(a);
  t.is(sampleValue(before, 'kalakosha_http_requests_total', { route: '/test/v1/echo', status: '200' }), null);
  for (let i = 0; i < 4; i++) t.is((await a.get('/test/v1/echo?n=2')).status, 200);
  // The synchronous cached-hit path (what the transports try first) counts every request and times one in 16.
  const req = { method: 'GET', path: '/test/v1/echo', rawQuery: 'n=2', headers: { 'x-api-key': a.key }, body: null };
  for (let i = 0; i < SYNC_TIMING_PERIOD; i++) t.is(a.app.handleCachedSync(req)?.status, 200);
  t.is((await a.get('/test/v1/missing/secret-raw-path-1234')).status, 404);
  t.is((await a.get('/no/such/path/xyz')).status, 404);
  const r = await a.get('/metrics');
  t.is(r.headers['Content-Type'], 'text/plain; version=0.0.4; charset=utf-8');
  t.is(r.headers['Cache-Control'], 'no-store');
  const m = parsePrometheusText(r.text);
  const echo = { thread: '0', method: 'GET', route: '/test/v1/echo' };
  t.is(sampleValue(m, 'kalakosha_http_requests_total', { ...echo, status: '200' }), 4 + SYNC_TIMING_PERIOD);
  t.is(sampleValue(m, 'kalakosha_http_request_duration_seconds_count', echo), 5);
  t.is(sampleValue(m, 'kalakosha_http_request_duration_seconds_bucket', { ...echo, le: '+Inf' }), 5);
  t.true(sampleValue(m, 'kalakosha_http_request_duration_seconds_sum', echo)! > 0);
  // Buckets are cumulative and bounded by the count.
  const buckets = m.samples.filter((s) => s.name === 'kalakosha_http_request_duration_seconds_bucket' && s.labels.route === '/test/v1/echo');
  t.is(buckets.length, 17);
  t.is(buckets[0]!.labels.le, '0.0001');
  for (let i = 1; i < buckets.length; i++) t.true(buckets[i]!.value >= buckets[i - 1]!.value);
  // Two computed (the cache keeps an answer the second time it is computed), the rest from the cache.
  t.is(sampleValue(m, 'kalakosha_response_cache_misses_total', echo), 2);
  t.is(sampleValue(m, 'kalakosha_response_cache_hits_total', echo), 2 + SYNC_TIMING_PERIOD);
  // The template, never the raw path: bounded label values.
  t.is(sampleValue(m, 'kalakosha_http_requests_total', { route: '/test/v1/missing/{id}', status: '404' }), 1);
  t.is(sampleValue(m, 'kalakosha_http_requests_total', { route: 'unmatched', method: '*', status: '404' }), 1);
  t.false(r.text.includes('secret-raw-path-1234'));
  t.false(r.text.includes('/no/such/path'));
  // The earlier scrape is counted under the /metrics route itself.
  t.is(sampleValue(m, 'kalakosha_http_requests_total', { route: '/metrics', status: '200' }), 1);
  await a.app.close();
});

test('/metrics takes an internal-tier key: 401 without a key or with an invalid one, 403 for other tiers', async (t) => {
  const a = await mk();
  t.is((await a.get('/metrics', { 'x-api-key': '' })).status, 401);
  const invalid = await a.get('/metrics', { 'x-api-key': 'kk_live_nonsense' });
  t.is(invalid.status, 401);
  t.is(invalid.json.error.code, 'INVALID_API_KEY');
  for (const tier of ['free', 'dev', 'pro', 'business'] as const) {
    const r = await a.get('/metrics', { 'x-api-key': await a.newKey(tier) });
    t.is(r.status, 403, tier);
    t.is(r.json.error.code, 'FORBIDDEN');
    t.falsy(r.text.includes('kalakosha_'));
  }
  t.is((await a.get('/metrics')).status, 200);
  await a.app.close();
});

test('/metrics counts 429s by reason (minute, address) and time-outs', async (t) => {
  const a = await mk({ anonRateLimit: 2 });
  const free = await a.newKey('free');
  const statuses: number[] = [];
  for (let i = 0; i < 22; i++) statuses.push((await a.get('/test/v1/echo?n=1', { 'x-api-key': free })).status);
  t.is(statuses.filter((s) => s === 429).length, 2);
  for (let i = 0; i < 4; i++) await a.get('/test/v1/echo', { 'x-api-key': '' });
  t.is((await a.get('/test/v1/hang')).status, 502);
  const m = await scrape(a);
  t.is(sampleValue(m, 'kalakosha_rate_limit_refusals_total', { reason: 'minute' }), 2);
  t.is(sampleValue(m, 'kalakosha_rate_limit_refusals_total', { reason: 'month' }), 0);
  t.is(sampleValue(m, 'kalakosha_rate_limit_refusals_total', { reason: 'address' }), 2);
  t.is(sampleValue(m, 'kalakosha_http_requests_total', { route: '/test/v1/echo', status: '429' }), 4);
  t.is(sampleValue(m, 'kalakosha_http_requests_total', { route: '/test/v1/echo', status: '401' }), 2);
  t.is(sampleValue(m, 'kalakosha_request_timeouts_total', { thread: '0' }), 1);
  t.is(sampleValue(m, 'kalakosha_http_requests_total', { route: '/test/v1/hang', status: '502' }), 1);
  await a.app.close();
});

test('/metrics shows the compute pool: workers, tasks by outcome, a timed-out task and its replacement worker', async (t) => {
  const a = await mk({ computeThreads: 1, clock: undefined });
  await a.app.compute!.ready();
  t.is((await a.get('/test/v1/pool/add?a=2&b=3')).status, 200);
  t.is((await a.get('/test/v1/pool/explode')).status, 502);
  t.is((await a.get('/test/v1/pool/spin')).status, 502);
  // The gateway's time limit and the pool's end together; the pool's bookkeeping may follow the 502 by a moment.
  let m = await scrape(a);
  for (let i = 0; i < 100 && sampleValue(m, 'kalakosha_compute_worker_restarts_total', {}) === 0; i++) {
    await new Promise((r) => setTimeout(r, 20));
    m = await scrape(a);
  }
  t.is(sampleValue(m, 'kalakosha_compute_tasks_total', { outcome: 'completed' }), 1);
  t.is(sampleValue(m, 'kalakosha_compute_tasks_total', { outcome: 'failed' }), 1);
  t.is(sampleValue(m, 'kalakosha_compute_tasks_total', { outcome: 'timed_out' }), 1);
  t.is(sampleValue(m, 'kalakosha_compute_worker_restarts_total', {}), 1);
  t.is(sampleValue(m, 'kalakosha_compute_workers', {}), 1);
  t.is(sampleValue(m, 'kalakosha_compute_queue_length', {}), 0);
  await a.app.close();
});

test('latency buckets: a time equal to a bound counts in that bucket (Prometheus le), beyond 10 s only in +Inf', (t) => {
  const tm = new ThreadMetrics();
  tm.request(0, 200, 0.0001);
  tm.request(0, 200, 0.00011);
  tm.request(0, 599, 12);
  const m = parsePrometheusText(prometheusText(tm.buffer, [{ method: 'GET', route: '/x' }]));
  const le = (b: string) => sampleValue(m, 'kalakosha_http_request_duration_seconds_bucket', { route: '/x', le: b });
  t.is(le('0.0001'), 1);
  t.is(le('0.00025'), 2);
  t.is(le('10'), 2);
  t.is(le('+Inf'), 3);
  t.is(sampleValue(m, 'kalakosha_http_requests_total', { route: '/x', status: 'other' }), 1);
});

test('serve --metrics-port (one serving thread, node:http): GET /metrics without a key on 127.0.0.1; the API port still wants one', async (t) => {
  const stateDir = tempDir();
  const srv = await startChildServer({ stateDir, threads: 1, transport: 'node', computeThreads: 0, extraModules: [new URL('./test-module.ts', import.meta.url).href + '#testModule', new URL('../../src/server/routes/metrics.ts', import.meta.url).href + '#metricsModule'], metricsPort: 0 });
  try {
    t.is((await rawRequest(srv.port, 'GET', '/test/v1/echo?n=1', {})).status, 401);
    t.is((await rawRequest(srv.port, 'GET', '/metrics', {})).status, 401);
    const metricsPort = Number(/"metrics_url":"http:\/\/127\.0\.0\.1:(\d+)\/metrics"/.exec(srv.log())?.[1]);
    t.true(metricsPort > 0, srv.log());
    const r = await rawRequest(metricsPort, 'GET', '/metrics');
    t.is(r.status, 200);
    const m = parsePrometheusText(r.body);
    t.is(sampleValue(m, 'kalakosha_http_requests_total', { thread: '0', route: '/test/v1/echo', status: '401' }), 1);
    t.is(sampleValue(m, 'kalakosha_http_requests_total', { thread: '0', route: '/metrics', status: '401' }), 1);
    t.is((await rawRequest(metricsPort, 'POST', '/metrics')).status, 405);
    t.is((await rawRequest(metricsPort, 'GET', '/healthz')).status, 404);
  } finally {
    await stopChild(srv);
  }
});
