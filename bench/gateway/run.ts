/**
 * bench/gateway: requests per second and p50/p99 latency of an authenticated, cached route through the
 * whole gateway (auth, rate limit with an `internal` key, cache, headers), against a bare uWS handler
 * returning the same bytes, both measured with wrk on loopback. Server on CPU 0, wrk on CPU 1.
 *
 *   node --import=tsx bench/gateway/run.ts [--seconds 10] [--connections 100] [--path /calendar/v1/panchang?...]
 *
 * The server runs compiled (dist/, built first with `npx tsc -p .`), one serving thread pinned to CPU 0.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haveWrk, runWrk } from '../lib/wrk.js';
import { cpuSecondsOfPid, freePort, startServer } from '../lib/server-process.js';
import { arg } from '../lib/args.js';

const seconds = Number(arg('seconds', '10'));
const connections = Number(arg('connections', '100'));
const candidates = [arg('path', '/calendar/v1/panchang?lat=28.61&lng=77.2&date=2024-01-01'), '/corpus/v1/works', '/healthz'];

if (!haveWrk()) {
  console.error('wrk is not installed: apt-get install -y wrk');
  process.exit(2);
}

const srv = await startServer({ transport: 'uws', cpu: 0, threads: 1 });
let path = '';
let body = Buffer.alloc(0);
for (const p of candidates) {
  // The cache keeps an answer the second time it is computed: the third request is the first hit.
  await (await fetch(`http://127.0.0.1:${srv.port}${p}`, { headers: { 'X-API-Key': srv.key } })).arrayBuffer();
  const r = await fetch(`http://127.0.0.1:${srv.port}${p}`, { headers: { 'X-API-Key': srv.key } });
  const b = Buffer.from(await r.arrayBuffer());
  const again = await fetch(`http://127.0.0.1:${srv.port}${p}`, { headers: { 'X-API-Key': srv.key } });
  if (r.status === 200 && (again.headers.get('x-cache') === 'HIT' || p === '/healthz')) {
    path = p;
    body = b;
    break;
  }
  console.error(`(${p} answered ${r.status}${again.headers.get('x-cache') ? ', X-Cache ' + again.headers.get('x-cache') : ''}; trying the next route)`);
}
console.log(`route: GET ${path} (${body.length} bytes), wrk -t1 -c${connections} -d${seconds}s --latency, server on CPU 0, wrk on CPU 1`);

runWrk(`http://127.0.0.1:${srv.port}${path}`, { seconds: 2, connections, headers: { 'X-API-Key': srv.key }, cpu: 1 }); // warm-up, discarded
let c0 = cpuSecondsOfPid(srv.child.pid!);
const gw = runWrk(`http://127.0.0.1:${srv.port}${path}`, { seconds, connections, headers: { 'X-API-Key': srv.key }, cpu: 1 });
const gwCpuUs = ((cpuSecondsOfPid(srv.child.pid!) - c0) * 1e6) / gw.requests;
await srv.stop();

const dir = mkdtempSync(join(tmpdir(), 'kalakosha-bare-'));
writeFileSync(join(dir, 'body'), body);
const port = await freePort();
const bare = spawn('taskset', ['-c', '0', process.execPath, '--import=tsx', join(process.cwd(), 'bench/gateway/bare-uws.ts'), String(port), join(dir, 'body')], { stdio: ['ignore', 'ignore', 'pipe'] });
await new Promise<void>((resolve) => bare.stderr!.on('data', (c) => String(c).includes('listening') && resolve()));
runWrk(`http://127.0.0.1:${port}${path}`, { seconds: 2, connections, cpu: 1 });
c0 = cpuSecondsOfPid(bare.pid!);
const b = runWrk(`http://127.0.0.1:${port}${path}`, { seconds, connections, cpu: 1 });
const bareCpuUs = ((cpuSecondsOfPid(bare.pid!) - c0) * 1e6) / b.requests;
bare.kill('SIGTERM');

const row = (name: string, r: typeof gw, cpuUs: number) => `| ${name.padEnd(34)} | ${r.rps.toFixed(0).padStart(8)} | ${r.p50Ms.toFixed(2).padStart(7)} | ${r.p99Ms.toFixed(2).padStart(7)} | ${r.p999Ms.toFixed(2).padStart(8)} | ${cpuUs.toFixed(1).padStart(11)} | ${String(r.non2xx + r.socketErrors).padStart(6)} |`;
console.log('| server                             |    req/s | p50 ms  | p99 ms  | p99.9 ms | CPU µs/req  | errors |');
console.log('|------------------------------------|----------|---------|---------|----------|-------------|--------|');
console.log(row('kalakosha gateway (uWS, cached)', gw, gwCpuUs));
console.log(row('bare uWS handler, same bytes', b, bareCpuUs));
console.log(`\nratio gateway / bare: ${(gw.rps / b.rps).toFixed(2)} by req/s, ${(bareCpuUs / gwCpuUs).toFixed(2)} by server CPU per request (aim ≥ 0.70; the CPU figure is the one to trust on a shared machine); gateway p99 ${gw.p99Ms.toFixed(2)} ms (aim < 2 ms at ${connections} connections)`);
process.exit(0);
