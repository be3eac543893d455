/**
 * bench/gateway/in-process: the gateway's own CPU per cached hit, without sockets: the synchronous path
 * (`handleCachedSync`, what the transports try first) against the async one (`handle`).
 *
 *   node --import=tsx bench/gateway/in-process.ts
 */
import { makeTestApp } from '../../test/server/helpers.js';

const a = await makeTestApp({ warmup: false });
const req = { method: 'GET', path: '/calendar/v1/panchang', rawQuery: 'lat=28.61&lng=77.2&date=2024-01-01', headers: { 'x-api-key': a.key, host: 'x' }, body: null };
// The cache keeps an answer the second time it is computed, and the synchronous path knows a URL once the async
// path has answered it from the cache: three requests before the first synchronous hit.
for (let i = 0; i < 3; i++) await a.app.handle(req);
if (!a.app.handleCachedSync(req)) throw new Error('the synchronous path does not answer the warmed URL');
for (let round = 0; round < 3; round++) {
  const n = 200_000;
  let t0 = performance.now();
  for (let i = 0; i < n; i++) a.app.handleCachedSync(req);
  const syncUs = ((performance.now() - t0) * 1000) / n;
  t0 = performance.now();
  for (let i = 0; i < n / 4; i++) await a.app.handle(req);
  const asyncUs = ((performance.now() - t0) * 1000) / (n / 4);
  console.log(`round ${round + 1}: cached hit, synchronous path ${syncUs.toFixed(2)} µs, async path ${asyncUs.toFixed(2)} µs`);
}
await a.app.close();
