/**
 * bench/soak: a steady request rate for ten minutes (wrk with a per-connection delay: a fixed-rate load,
 * wrk2-style) over a mix of cached and live routes, in one-minute segments; prints the first and the
 * last minute side by side (throughput, latency percentiles, errors, server RSS and CPU).
 *
 *   node --import=tsx bench/soak/run.ts [--minutes 10] [--rate 2000] [--connections 50] [--threads 2] [--node-flags "--no-concurrent-marking"]
 *
 * The server runs with the node flags `make run` gives it (SERVE_NODE_FLAGS); --node-flags "" runs it without.
 */
import { runWrk, type WrkResult } from '../lib/wrk.js';
import { cpuSecondsOfPid, nodeFlagsFromArgv, startServer } from '../lib/server-process.js';
import { arg } from '../lib/args.js';

const minutes = Number(arg('minutes', '10'));
const rate = Number(arg('rate', '2000'));
const connections = Number(arg('connections', '50'));
const threads = Number(arg('threads', '2'));
const nodeFlags = nodeFlagsFromArgv();

const srv = await startServer({ transport: 'uws', threads, nodeFlags });
const base = `http://127.0.0.1:${srv.port}`;
// 90 % cached panchang at a few locations, 10 % live (a random location: a cache miss).
const pathExpr = `(math.random() < 0.9) and ("/calendar/v1/panchang?date=2024-01-15&lat=28.61&lng=" .. (70 + math.random(0, 9))) or ("/calendar/v1/panchang?date=2024-01-15&lat=" .. string.format("%.4f", 8 + math.random() * 25) .. "&lng=" .. string.format("%.4f", 68 + math.random() * 29))`;
console.log(`soak: ${minutes} × 1 min at ~${rate} req/s (${connections} connections), 90 % cached / 10 % live panchang; server compiled, node ${nodeFlags.join(' ') || '(no flags)'}, uWS, --threads ${threads}`);

interface Seg { r: WrkResult; rssMb: number; cpuPct: number }
const segs: Seg[] = [];
for (let m = 0; m < minutes; m++) {
  const c0 = cpuSecondsOfPid(srv.child.pid!);
  const r = runWrk(base + '/calendar/v1/panchang?date=2024-01-15&lat=28.61&lng=77.2', { seconds: 60, connections, rate, pathExpr, headers: { 'X-API-Key': srv.key } });
  const cpuPct = ((cpuSecondsOfPid(srv.child.pid!) - c0) / 60) * 100;
  segs.push({ r, rssMb: srv.rss() / 2 ** 20, cpuPct });
  // /healthz describes the serving thread that answers it: ask a few times to see each thread's cache.
  const seen = new Map<number, string>();
  for (let i = 0; i < 8; i++) {
    const h: any = await fetch(base + '/healthz').then((x) => x.json()).catch(() => ({}));
    if (h.cache) seen.set(h.thread, `thread ${h.thread}: ${h.cache.entries} entries / ${(h.cache.bytes / 2 ** 20).toFixed(0)} MB, heap ${h.memory_mb?.heap_used} MB`);
  }
  process.stderr.write(`minute ${m + 1}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms, p99.9 ${r.p999Ms.toFixed(2)} ms, RSS ${(srv.rss() / 2 ** 20).toFixed(0)} MB, CPU ${cpuPct.toFixed(0)} %; ${[...seen.values()].join('; ')}\n`);
}
const first = segs[0];
const last = segs[segs.length - 1];
const f = (n: number, d = 2) => n.toFixed(d);
console.log('\n| | first minute | last minute |');
console.log('|---|---:|---:|');
console.log(`| requests/s | ${f(first.r.rps, 0)} | ${f(last.r.rps, 0)} |`);
console.log(`| p50 ms | ${f(first.r.p50Ms)} | ${f(last.r.p50Ms)} |`);
console.log(`| p99 ms | ${f(first.r.p99Ms)} | ${f(last.r.p99Ms)} |`);
console.log(`| p99.9 ms | ${f(first.r.p999Ms)} | ${f(last.r.p999Ms)} |`);
console.log(`| max ms | ${f(first.r.maxMs)} | ${f(last.r.maxMs)} |`);
console.log(`| errors | ${first.r.non2xx + first.r.socketErrors} | ${last.r.non2xx + last.r.socketErrors} |`);
console.log(`| server RSS MB | ${f(first.rssMb, 0)} | ${f(last.rssMb, 0)} |`);
console.log(`| server CPU % | ${f(first.cpuPct, 0)} | ${f(last.cpuPct, 0)} |`);
console.log(`\nRSS per minute: ${segs.map((s) => s.rssMb.toFixed(0)).join(' ')} MB`);
console.log(`p99 per minute: ${segs.map((s) => s.r.p99Ms.toFixed(1)).join(' ')} ms`);
await srv.stop();
process.exit(0);
