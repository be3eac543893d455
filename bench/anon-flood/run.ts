/**
 * bench/anon-flood: one address sending requests without an API key to a keyed route, as fast as wrk can, with
 * the per-address limit off (`--anon-rate-limit 0`: every answer a 401) and on (default 300 a minute: 300 × 401,
 * then 429): answers per second, statuses, and server CPU per answer. Server on CPU 0 (one serving thread), wrk on CPU 1.
 *
 *   node --import=tsx bench/anon-flood/run.ts [--seconds 5] [--connections 50] [--limit 300]
 */
import { haveWrk, runWrk } from '../lib/wrk.js';
import { cpuSecondsOfPid, startServer } from '../lib/server-process.js';
import { arg } from '../lib/args.js';

const seconds = Number(arg('seconds', '5'));
const connections = Number(arg('connections', '50'));
const limit = arg('limit', '300');
const path = '/calendar/v1/panchang?lat=28.61&lng=77.2&date=2024-01-01';

if (!haveWrk()) {
  console.error('wrk is not installed: apt-get install -y wrk');
  process.exit(2);
}

console.log(`GET ${path} without X-API-Key from one address, wrk -t1 -c${connections} -d${seconds}s; server on CPU 0 (1 serving thread), wrk on CPU 1`);
console.log('| --anon-rate-limit | answers/s | statuses | CPU µs/answer |');
console.log('|---|---|---|---|');
for (const setting of ['0', limit]) {
  const srv = await startServer({ transport: 'uws', cpu: 0, threads: 1, extraArgs: ['--anon-rate-limit', setting] });
  try {
    const c0 = cpuSecondsOfPid(srv.child.pid!);
    const r = runWrk(`http://127.0.0.1:${srv.port}${path}`, { seconds, connections, cpu: 1, countStatuses: true });
    const cpuUs = ((cpuSecondsOfPid(srv.child.pid!) - c0) * 1e6) / r.requests;
    const statuses = Object.entries(r.statuses ?? {}).map(([s, n]) => `${n} × ${s}`).join(', ');
    console.log(`| ${setting === '0' ? '0 (off)' : setting} | ${Math.round(r.rps)} | ${statuses} | ${cpuUs.toFixed(1)} |`);
  } finally {
    await srv.stop();
  }
}
