/**
 * bench/fuzz: the full hostile-input run (the short one is test/server/fuzz.test.ts): ≥ 100,000 generated
 * requests over raw sockets against the compiled server (uWS, --threads 2 by default) with the product's
 * routes, plus slow clients throughout; checks every answer (documented status and shape, contract
 * headers, never a 500, a dropped connection only for unparseable HTTP), that the server never stops,
 * and that its memory returns to its baseline afterwards.
 *
 * Baseline: after a warm-up of 2,000 requests (code compiled, indexes and tables touched) and an idle wait.
 * "Afterwards": after the rounds and the same idle wait. The server runs with `--cache-idle-sec <idle-sec>`,
 * so the answers and decoded tiles the run brought in are dropped once idle (in production, after 10 minutes).
 * The run fails when RSS afterwards exceeds the baseline by more than 10 %.
 *
 * The server runs with MALLOC_ARENA_MAX=2, as `make run` starts it: with glibc's default arenas the freed native
 * memory of the serving and compute threads stays mapped (measured +15.6 % RSS afterwards, against +8.1 %).
 *
 *   node --import=tsx bench/fuzz/run.ts [--count 100000] [--threads 2] [--seed 1] [--transport uws|node] [--idle-sec 20] [--malloc-arena-max 2|0]
 */
import { routesFromOpenApi, runFuzz, slowClients } from '../lib/fuzz.js';
import { startServer } from '../lib/server-process.js';
import { get } from 'node:http';
import { arg } from '../lib/args.js';

const count = Number(arg('count', '100000'));
const threads = Number(arg('threads', '2'));
const seed = Number(arg('seed', '1'));
const transport = arg('transport', 'uws') as 'uws' | 'node';
const idleSec = Number(arg('idle-sec', '20'));
/** glibc malloc arenas for the server (as `make run` and docs/operations.md set it; 0 = glibc's default, 8 per core). */
const arenas = arg('malloc-arena-max', '2');

const srv = await startServer({ transport, threads, extraArgs: ['--cache-idle-sec', String(idleSec)], env: arenas !== '0' ? { MALLOC_ARENA_MAX: arenas } : {} });
const mb = () => (srv.rss() / 2 ** 20).toFixed(0);
/** Each serving thread's heap and response cache from /healthz (answers come from either thread: ask until both seen). */
async function threadMemory(): Promise<string> {
  const seen = new Map<number, { heap: number; buffers: number; cacheMb: number; entries: number }>();
  for (let k = 0; k < 40 && seen.size < threads; k++) {
    // a new connection each time (no keep-alive): the kernel spreads new connections over the serving threads
    const h = JSON.parse(await new Promise<string>((res, rej) => get({ host: '127.0.0.1', port: srv.port, path: '/healthz', agent: false }, (r) => {
      let t = '';
      r.on('data', (c) => (t += c)).on('end', () => res(t));
    }).on('error', rej))) as { thread?: number; cache?: { entries: number; bytes: number }; memory_mb?: { heap_used: number; array_buffers: number } };
    seen.set(h.thread ?? 0, { heap: h.memory_mb?.heap_used ?? NaN, buffers: h.memory_mb?.array_buffers ?? NaN, cacheMb: (h.cache?.bytes ?? 0) / 2 ** 20, entries: h.cache?.entries ?? 0 });
  }
  return [...seen].sort(([a], [b]) => a - b).map(([t, m]) => `thread ${t}: heap ${m.heap} MB, array buffers ${m.buffers} MB, response cache ${m.entries} entries / ${m.cacheMb.toFixed(0)} MB`).join('; ');
}
const doc = await (await fetch(`http://127.0.0.1:${srv.port}/openapi.json`)).json();
const routes = routesFromOpenApi(doc);
console.log(`fuzz: ${count} requests, seed ${seed}, ${routes.length} routes, server compiled, ${transport}, --threads ${threads}, --cache-idle-sec ${idleSec}, MALLOC_ARENA_MAX ${arenas === '0' ? 'unset' : arenas}; RSS at start ${mb()} MB`);
console.log(`  at start: ${await threadMemory()}`);

/** Waits past the idle lifetime (and the sweep after it), then reads memory. */
async function afterIdle(): Promise<{ rss: number; threads: string }> {
  await new Promise((res) => setTimeout(res, (idleSec + Math.min(30, Math.max(1, idleSec / 4)) + 10) * 1000));
  return { rss: srv.rss() / 2 ** 20, threads: await threadMemory() };
}
await runFuzz({ port: srv.port, key: srv.key, count: 2000, seed: seed + 1000, routes, concurrency: 32 });
const baseline = await afterIdle();
console.log(`baseline (after 2,000 warm-up requests and ${idleSec} s idle): RSS ${baseline.rss.toFixed(0)} MB; ${baseline.threads}`);

const rounds = 4;
const per = Math.ceil(count / rounds);
const rss: string[] = [];
let failures = 0;
const byStatus: Record<string, number> = {};
let closed = 0;
let seconds = 0;
for (let i = 0; i < rounds; i++) {
  const slow = slowClients(srv.port, 50, 12_000); // slow clients during every round
  const r = await runFuzz({ port: srv.port, key: srv.key, count: per, seed: seed + i, routes, concurrency: 32, onProgress: (n) => process.stderr.write(`  round ${i + 1}: ${n}\n`) });
  const sl = await slow;
  seconds += r.seconds;
  closed += r.closed;
  for (const [k, v] of Object.entries(r.byStatus)) byStatus[k] = (byStatus[k] ?? 0) + v;
  failures += r.failures.length;
  const seen = new Set<string>();
  for (const f of r.failures) {
    const sig = f.kind + ' ' + f.problems[0];
    if (seen.has(sig)) continue;
    seen.add(sig);
    console.log('FAIL', JSON.stringify(f).slice(0, 800));
  }
  if (srv.child.exitCode !== null) {
    console.log('SERVER STOPPED', srv.log().slice(-3000));
    process.exit(1);
  }
  await new Promise((res) => setTimeout(res, 3000));
  rss.push(mb());
  console.log(`round ${i + 1}: ${r.sent} requests in ${r.seconds.toFixed(1)} s, ${r.failures.length} failures, ${r.closed} closed without answer; slow clients: ${sl.opened} opened, ${sl.closedByServer} closed by the server within 12 s; RSS ${rss[i]} MB`);
  console.log(`  ${await threadMemory()}`);
}
const after = await afterIdle();
const growth = after.rss / baseline.rss - 1;
console.log(`afterwards (${idleSec} s idle): RSS ${after.rss.toFixed(0)} MB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % on the baseline); ${after.threads}`);
const health = await fetch(`http://127.0.0.1:${srv.port}/healthz`);
console.log(`\n${rounds * per} requests in ${seconds.toFixed(0)} s; statuses ${JSON.stringify(byStatus)}; ${closed} connections closed without an answer (unparseable HTTP only)`);
console.log(`failures: ${failures}; 500s: ${byStatus['500'] ?? 0}; 502s: ${byStatus['502'] ?? 0}; /healthz after: ${health.status}; RSS: baseline ${baseline.rss.toFixed(0)}, after each round ${rss.join(' → ')}, afterwards ${after.rss.toFixed(0)} MB`);
await srv.stop();
process.exit(failures === 0 && health.status === 200 && growth <= 0.1 ? 0 : 1);
