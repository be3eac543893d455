/**
 * bench/load/cpu: CPU per answer of the heavy live routes as a multiple of a live day panchang's, in one process
 * and interleaved, so that a busy machine slows every route alike (bench/load's rows run one after the other
 * over HTTP, and on a shared machine their CPU per request drifts by ±25 % from run to run).
 *
 *   node --import=tsx bench/load/cpu.ts [--rounds 7] [--per-round 1] [--warmup 15] [--compute-threads 0] [--only vivah,shraddha]
 *
 * The app runs in this process without a compute pool (tasks inline: the same code as on the pool, minus the
 * transfer; `--compute-threads 1` puts them on a pool as the server does, its CPU counted too) and is called through the gateway as the transports call it (`app.handle`: key, limits, validation,
 * cache, body), without the socket. Every request is at a new random place in India (a cache miss). Before measuring,
 * each route answers `--warmup` times (× 40 for the panchang day): with the default 15 a heavy route's code is still
 * partly unoptimised (a server under load has answered thousands). Each round
 * asks every route in turn (`--per-round` heavy answers, 40 × as many panchang days); the figure per route is the
 * median over rounds of its CPU per answer (`process.cpuUsage`, this thread), and its ratio to the panchang's of
 * the same round. Aims (docs: benchmarks): a festival year ≤ 5×, twelve months of vivah muhurat ≤ 3×, a shraddha
 * timeline ≤ 1.5×.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/server/app.js';
import { arg } from '../lib/args.js';

const rounds = Number(arg('rounds', '7'));
const perRound = Number(arg('per-round', '1'));
const warmup = Number(arg('warmup', '15'));
/** 0: tasks inline (default); N: on a compute pool of N workers, as the server runs them (their CPU is this process's too) */
const computeThreads = Number(arg('compute-threads', '0'));
/** comma-separated name prefixes of the heavy routes to measure (the panchang day always is); default all */
const only = arg('only', '').split(',').map((x) => x.trim()).filter(Boolean);

interface Route { name: string; query: string; aim?: number; repeat: number }
const routes: Route[] = [
  { name: 'panchang day (live)', query: '/calendar/v1/panchang?date=2024-01-15', repeat: 40 },
  { name: 'festival year', query: '/calendar/v1/festivals?year=2024', aim: 5, repeat: 1 },
  { name: 'festival year, metadata=dictionary', query: '/calendar/v1/festivals?year=2024&metadata=dictionary', aim: 5, repeat: 1 },
  { name: 'festival year, fields=id,date,name', query: '/calendar/v1/festivals?year=2024&fields=id,date,name', aim: 5, repeat: 1 },
  { name: 'vivah muhurat, 12 months', query: '/calendar/v1/vivah-muhurat?start_date=2024-11-01', aim: 3, repeat: 1 },
  { name: 'vivah muhurat, 12 months, reasons=false', query: '/calendar/v1/vivah-muhurat?start_date=2024-11-01&reasons=false', aim: 3, repeat: 1 },
  { name: 'shraddha timeline', query: '/calendar/v1/shraddha?date=2024-01-15', aim: 1.5, repeat: 1 },
];

if (only.length) routes.splice(1, routes.length - 1, ...routes.slice(1).filter((r) => only.some((o) => r.name.startsWith(o))));

const app = await createApp({ log: () => {}, computeThreads, stateDir: mkdtempSync(join(tmpdir(), 'kalakosha-cpu-')) });
const key = (await app.store.createKey({ account: 'bench-cpu', tier: 'internal' }, Date.now())).apiKey;
let seed = 20_240_115;
const rnd = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
const place = () => `&lat=${(8 + rnd() * 25).toFixed(4)}&lng=${(68 + rnd() * 29).toFixed(4)}`;

async function ask(path: string): Promise<number> {
  const q = path.indexOf('?');
  const r = await app.handle({ method: 'GET', path: path.slice(0, q), rawQuery: path.slice(q + 1), headers: { 'x-api-key': key }, body: null });
  return r.status;
}

/** CPU ms per answer of `n` answers of `route` (each at a new place). */
async function cpuMsPerAnswer(route: Route, n: number): Promise<number | null> {
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) if ((await ask(route.query + place())) !== 200) return null;
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000 / n;
}

const supported = new Map<string, boolean>();
for (const r of routes) {
  supported.set(r.name, (await ask(r.query + place())) === 200); // also the first (slow) call of each
  for (let i = 0; i < warmup * r.repeat && supported.get(r.name); i++) await ask(r.query + place()); // warm-up (the JIT)
}
const ms = new Map<string, number[]>(routes.map((r) => [r.name, []]));
const ratios = new Map<string, number[]>(routes.map((r) => [r.name, []]));
for (let k = 0; k < rounds; k++) {
  let panchangMs = NaN;
  for (const r of routes) {
    if (!supported.get(r.name)) continue;
    const v = await cpuMsPerAnswer(r, r.repeat * perRound);
    if (v === null) continue;
    if (r === routes[0]) panchangMs = v;
    ms.get(r.name)!.push(v);
    ratios.get(r.name)!.push(v / panchangMs);
  }
}
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[(s.length - 1) >> 1]! : NaN; };
console.log(`kalakosha heavy-route CPU, in process (gateway without socket, ${computeThreads ? `compute pool of ${computeThreads}` : 'no compute pool'}), ${rounds} interleaved rounds, median per route; node ${process.version}`);
console.log('\n| answer | CPU ms per answer | × live panchang day | aim | met |');
console.log('|---|---:|---:|---:|---|');
for (const r of routes) {
  if (!supported.get(r.name)) { console.log(`| ${r.name} | not in this build | | | |`); continue; }
  const x = median(ratios.get(r.name)!);
  console.log(`| ${r.name} | ${median(ms.get(r.name)!).toFixed(3)} | ${x.toFixed(1)} | ${r.aim ? `≤ ${r.aim}` : ''} | ${r.aim ? (x <= r.aim ? 'yes' : 'no') : ''} |`);
}
await app.close();
process.exit(0);
