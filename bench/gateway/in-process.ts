/**
 * bench/gateway/in-process: the gateway's own CPU per cached hit, without sockets: the synchronous path
 * (`handleCachedSync`, what the transports try first) against the async one (`handle`).
 *
 *   node --import=tsx bench/gateway/in-process.ts
 */
import { makeTestApp } from '../../test/server/helpers.js';

const a = await makeTestApp({ warmup: false });
const req = { method: 'GET', path: '/calendar/v1/panchang', rawQuery: 'lat=28.61&lng=77.2&date=2024-01-01', headers: { 'x-api-key': a.key, host: 'x' }, body: null };
await a.app.handle(req); // fills the cache
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
