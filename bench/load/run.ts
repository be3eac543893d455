/**
 * bench/load: wrk on loopback against each endpoint family with an `internal`-tier key (counted, never
 * refused), after a warm-up, against a bare uWS handler returning a fixed body in the same run; then a
 * Business key under the same load (exactly 2,000 requests in its minute, 429s after, with headers).
 *
 *   node --import=tsx bench/load/run.ts [--seconds 10] [--connections 100] [--threads 1] [--only panchang,cite] [--node-flags "--no-concurrent-marking"] [--business no]
 *
 * `--only` takes name prefixes, comma-separated; a name ending in `$` selects that row alone (e.g. `--only
 * "festivals (live, random location)$"`, without its gzip, dictionary and fields rows).
 *
 * `--business no` leaves out the Business-key run (8 s, and up to 20 s of waiting for a minute window): for short
 * runs of a few rows, e.g. the heavy rows' CPU ratios (`--only "festivals (live,shraddha (live,vivah" --paced-fraction 0`).
 *
 * The server runs compiled (dist/, `npx tsc -p .` first). With --threads 1 (default) it is pinned to
 * CPU 0 and wrk to CPU 1 (the method of api-practice §6); --threads 2 leaves both unpinned (the server
 * then shares the two cores with wrk). "cached" rows repeat one URL (response-cache hits); "live" rows
 * vary the location per request (cache misses: the engine computes every answer).
 *
 * Closed loop (wrk's default: each connection sends its next request as soon as the last is answered) measures
 * capacity: at 100 connections the latency of a route that costs c ms of CPU is ≈ 100·c ms (Little's law).
 * So each live row is followed by a "paced" row: the same 100 connections (at most one per request a second)
 * offering a fixed total rate of --paced-fraction (default 0.5) of the capacity just measured (wrk's `delay()`
 * hook), the latency a caller sees while the server is busy but not overloaded. Before each measured run the
 * bench waits for the server to finish what the last run left queued, so that its CPU is not counted twice.
 *
 * Heavy live rows are judged by what they cost: their server CPU per request as a multiple of a live day panchang's
 * (the "panchang (live, random location)" row of the same run, always measured when a heavy row is), against the
 * aim of each (a festival year ≤ 5×, twelve months of vivah muhurat ≤ 3×, a shraddha timeline ≤ 1.5×). The p99
 * aims: < 5 ms for cached and table-served rows, < 50 ms for live rows paced at half their capacity; a closed-loop
 * live row measures capacity (its latency is Little's law's, the floor column), it has no latency aim.
 *
 * The server runs with the node flags `make run` gives it (SERVE_NODE_FLAGS: --no-concurrent-marking --heap-growing-percent=100); --node-flags ""
 * runs it without, for comparison.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { haveWrk, runWrk, type WrkResult } from '../lib/wrk.js';
import { cpuSecondsOfPid, freePort, nodeFlagsFromArgv, rssOfPid, startServer } from '../lib/server-process.js';
import { arg } from '../lib/args.js';

const seconds = Number(arg('seconds', '10'));
const connections = Number(arg('connections', '100'));
const threads = Number(arg('threads', '1'));
/** comma-separated; commas inside a row name's parentheses do not separate */
const only = arg('only', '').split(/,(?![^(]*\))/).map((o) => o.trim()).filter(Boolean);
const pacedFraction = Number(arg('paced-fraction', '0.5'));
const business = arg('business', 'yes') !== 'no';
const nodeFlags = nodeFlagsFromArgv();
const pin = threads === 1;
const serverCpu = pin ? 0 : undefined;
const wrkCpu = pin ? 1 : undefined;

if (!haveWrk()) {
  console.error('wrk is not installed: apt-get install -y wrk');
  process.exit(2);
}

const LOC = 'lat=28.61&lng=77.2&tz=Asia%2FKolkata';
/** Lua: a random location in India (a cache miss per request, a live computation). */
const RANDOM_LOC = `"lat=" .. string.format("%.4f", 8 + math.random() * 25) .. "&lng=" .. string.format("%.4f", 68 + math.random() * 29)`;
const NER_TEXT = 'dharmakṣetre kurukṣetre samavetā yuyutsavaḥ māmakāḥ pāṇḍavāś caiva kim akurvata sañjaya';

interface Endpoint {
  name: string;
  kind: 'cached' | 'table' | 'live';
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  pathExpr?: string;
  /** extra request headers (e.g. Accept-Encoding, as browsers and HTTP libraries send) */
  headers?: Record<string, string>;
  /** aim: server CPU per request at most this multiple of a live day panchang's (heavy live rows) */
  cpuAim?: number;
}

/** The row every heavy row's CPU is compared with. */
const REFERENCE = 'panchang (live, random location)';

const endpoints: Endpoint[] = [
  { name: 'panchang (cached)', kind: 'cached', path: `/calendar/v1/panchang?${LOC}&date=2024-01-15` },
  { name: 'panchang (live, random location)', kind: 'live', path: `/calendar/v1/panchang?${LOC}&date=2024-01-15`, pathExpr: `"/calendar/v1/panchang?date=2024-01-15&" .. ${RANDOM_LOC}` },
  { name: 'panchang instant (live)', kind: 'live', path: `/calendar/v1/panchang?${LOC}&date=2024-01-15&time=10:30`, pathExpr: `"/calendar/v1/panchang?date=2024-01-15&time=10:30&" .. ${RANDOM_LOC}` },
  { name: 'festivals (cached)', kind: 'cached', path: `/calendar/v1/festivals?${LOC}&year=2024` },
  { name: 'festivals (cached, Accept-Encoding: gzip)', kind: 'cached', path: `/calendar/v1/festivals?${LOC}&year=2024`, headers: { 'Accept-Encoding': 'gzip' } },
  { name: 'festivals (live, random location)', kind: 'live', path: `/calendar/v1/festivals?${LOC}&year=2024`, pathExpr: `"/calendar/v1/festivals?year=2024&" .. ${RANDOM_LOC}`, cpuAim: 5 },
  { name: 'festivals (live, random location, Accept-Encoding: gzip)', kind: 'live', path: `/calendar/v1/festivals?${LOC}&year=2024`, pathExpr: `"/calendar/v1/festivals?year=2024&" .. ${RANDOM_LOC}`, headers: { 'Accept-Encoding': 'gzip' }, cpuAim: 5 },
  { name: 'festivals (live, random location, metadata=dictionary)', kind: 'live', path: `/calendar/v1/festivals?${LOC}&year=2024&metadata=dictionary`, pathExpr: `"/calendar/v1/festivals?year=2024&metadata=dictionary&" .. ${RANDOM_LOC}`, cpuAim: 5 },
  { name: 'festivals (live, random location, fields=id,date,name)', kind: 'live', path: `/calendar/v1/festivals?${LOC}&year=2024&fields=id,date,name`, pathExpr: `"/calendar/v1/festivals?year=2024&fields=id,date,name&" .. ${RANDOM_LOC}`, cpuAim: 5 },
  { name: 'namakarna (live)', kind: 'live', path: `/calendar/v1/namakarna?${LOC}&date=2024-01-15&time=10:30`, pathExpr: `"/calendar/v1/namakarna?date=2024-01-15&time=10:30&" .. ${RANDOM_LOC}` },
  { name: 'shraddha (cached)', kind: 'cached', path: `/calendar/v1/shraddha?${LOC}&date=2024-01-15` },
  { name: 'shraddha (live, random location)', kind: 'live', path: `/calendar/v1/shraddha?${LOC}&date=2024-01-15`, pathExpr: `"/calendar/v1/shraddha?date=2024-01-15&" .. ${RANDOM_LOC}`, cpuAim: 1.5 },
  { name: 'vivah muhurat (live)', kind: 'live', path: `/calendar/v1/vivah-muhurat?${LOC}&start_date=2024-11-01`, pathExpr: `"/calendar/v1/vivah-muhurat?start_date=2024-11-01&" .. ${RANDOM_LOC}`, cpuAim: 3 },
  { name: 'vivah muhurat (live, reasons=false)', kind: 'live', path: `/calendar/v1/vivah-muhurat?${LOC}&start_date=2024-11-01&reasons=false`, pathExpr: `"/calendar/v1/vivah-muhurat?start_date=2024-11-01&reasons=false&" .. ${RANDOM_LOC}`, cpuAim: 3 },
  { name: 'cite (cached)', kind: 'cached', path: '/corpus/v1/cite/gita/2.47' },
  { name: 'cite (cached, Accept-Encoding: gzip)', kind: 'cached', path: '/corpus/v1/cite/gita/2.47', headers: { 'Accept-Encoding': 'gzip' } },
  { name: 'search (cached)', kind: 'cached', path: '/corpus/v1/search?q=dharma' },
  { name: 'entity (table)', kind: 'table', path: '/corpus/v1/entity/{entity}' },
  { name: 'ner (live)', kind: 'live', path: '/corpus/v1/ner', method: 'POST', body: JSON.stringify({ text: NER_TEXT }) },
  { name: 'ner/batch of 8 (live)', kind: 'live', path: '/corpus/v1/ner/batch', method: 'POST', body: JSON.stringify({ texts: Array.from({ length: 8 }, () => NER_TEXT) }) },
];

const srv = await startServer({ transport: 'uws', cpu: serverCpu, threads, nodeFlags });
const base = `http://127.0.0.1:${srv.port}`;
// Missing calendar tables are built by the server in the background: wait, or they would steal the CPU.
if (/calendar tables: building/.test(srv.log())) {
  console.error('calendar tables missing: waiting for the server to build them (about a minute each) …');
  const building = (/building ([a-z, ]+) \d{4}/.exec(srv.log())?.[1] ?? '').split(', ').filter(Boolean);
  for (let i = 0; i < 1200 && !building.every((c) => srv.log().includes(`calendar tables: ${c} built`)); i++) await new Promise((r) => setTimeout(r, 500));
}

/** fetch with one retry: a kept-alive socket idle past uWS's 10 s timeout is closed under it. */
async function get(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}
const H = { 'X-API-Key': srv.key };

/**
 * Waits until the server is idle (under 20 % of a core over 250 ms, at most 15 s): a closed-loop run ends with up
 * to `connections` requests still queued in the server (a second of CPU for a festival year), which would be
 * counted in the next run's CPU per request.
 */
async function settle(): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const c0 = cpuSecondsOfPid(srv.child.pid!);
    await new Promise((r) => setTimeout(r, 250));
    if (cpuSecondsOfPid(srv.child.pid!) - c0 < 0.05) return;
  }
}
console.log(`kalakosha load bench: wrk -t1 -c${connections} -d${seconds}s after a 3 s warm-up; server: compiled (dist/), node ${nodeFlags.join(' ') || '(no flags)'}, uWS, --threads ${threads}${pin ? ', pinned to CPU 0, wrk on CPU 1' : ', unpinned'}; internal-tier key`);

// Resolve an entity id for the entity route.
try {
  const r = await get(`${base}/corpus/v1/entity?limit=1`, { headers: H });
  const j: any = await r.json();
  const id = j?.entities?.[0]?.id ?? j?.items?.[0]?.id ?? j?.results?.[0]?.id;
  for (const e of endpoints) if (e.path.includes('{entity}')) e.path = e.path.replace('{entity}', encodeURIComponent(id ?? 'deity-krishna'));
} catch {
  for (const e of endpoints) e.path = e.path.replace('{entity}', 'deity-krishna');
}

interface Row { name: string; kind: string; r: WrkResult | null; rssMb: number; note: string; cpuUs?: number; paced?: boolean; cpuAim?: number }
const rows: Row[] = [];
const rss = () => srv.rss() / 2 ** 20;

// `--only` names are prefixes; one ending in `$` is a whole row name ("festivals (live, random location)$" is that row alone)
const selected = (e: Endpoint) => !only.length || only.some((o) => (o.endsWith('$') ? e.name === o.slice(0, -1) : e.name.startsWith(o)));
const withReference = endpoints.some((e) => e.cpuAim !== undefined && selected(e));
for (const e of endpoints) {
  if (!selected(e) && !(withReference && e.name === REFERENCE)) continue;
  const probe = await get(base + e.path, { method: e.method ?? 'GET', headers: { ...H, ...e.headers, ...(e.body ? { 'Content-Type': 'application/json' } : {}) }, body: e.body });
  const text = await probe.text();
  if (probe.status === 501) {
    rows.push({ name: e.name, kind: e.kind, r: null, rssMb: rss(), note: 'not in this build (501)' });
    continue;
  }
  if (probe.status !== 200) {
    rows.push({ name: e.name, kind: e.kind, r: null, rssMb: rss(), note: `answers ${probe.status}: ${text.slice(0, 80)}` });
    continue;
  }
  const o = { connections, headers: { ...H, ...e.headers }, cpu: wrkCpu, method: e.method, body: e.body, pathExpr: e.pathExpr };
  runWrk(base + e.path, { ...o, seconds: 3 }); // warm-up, discarded
  await settle();
  const c0 = cpuSecondsOfPid(srv.child.pid!);
  const r = runWrk(base + e.path, { ...o, seconds });
  const cpuUs = ((cpuSecondsOfPid(srv.child.pid!) - c0) * 1e6) / Math.max(1, r.requests);
  rows.push({ name: e.name, kind: e.kind, r, rssMb: rss(), note: '', cpuUs, cpuAim: e.cpuAim });
  process.stderr.write(`${e.name}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99Ms.toFixed(2)} ms\n`);
  if (e.kind === 'live' && pacedFraction > 0) {
    const rate = Math.max(1, Math.round(r.rps * pacedFraction));
    // at most one connection per request a second: wrk's delay() hook spaces each connection's requests by
    // connections ÷ rate seconds, which at a few requests a second would leave a short run with none at all
    const pacedConnections = Math.min(connections, rate);
    await settle();
    const c1 = cpuSecondsOfPid(srv.child.pid!);
    const p = runWrk(base + e.path, { ...o, connections: pacedConnections, seconds, rate });
    const pacedCpuUs = ((cpuSecondsOfPid(srv.child.pid!) - c1) * 1e6) / Math.max(1, p.requests);
    rows.push({ name: `${e.name}, paced at ${rate} req/s over ${pacedConnections} connections (${Math.round(pacedFraction * 100)} % of the above)`, kind: 'live', r: p, rssMb: rss(), note: '', cpuUs: pacedCpuUs, paced: true });
    process.stderr.write(`${e.name} paced at ${rate} req/s: p99 ${p.p99Ms.toFixed(2)} ms\n`);
  }
}

// Bare uWS handler returning a fixed body (the cached panchang response), same machine, same pinning.
const sample = Buffer.from(await (await get(base + endpoints[0].path, { headers: H })).arrayBuffer());
const dir = mkdtempSync(join(tmpdir(), 'kalakosha-bare-'));
writeFileSync(join(dir, 'body'), sample);
const bport = await freePort();
const bareArgs = ['--import=tsx', join(process.cwd(), 'bench/gateway/bare-uws.ts'), String(bport), join(dir, 'body')];
const bare = serverCpu !== undefined ? spawn('taskset', ['-c', String(serverCpu), process.execPath, ...bareArgs], { stdio: ['ignore', 'ignore', 'pipe'] }) : spawn(process.execPath, bareArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
await new Promise<void>((resolve) => bare.stderr!.on('data', (c) => String(c).includes('listening') && resolve()));
runWrk(`http://127.0.0.1:${bport}/x`, { seconds: 3, connections, cpu: wrkCpu });
const cb0 = cpuSecondsOfPid(bare.pid!);
const b = runWrk(`http://127.0.0.1:${bport}/x`, { seconds, connections, cpu: wrkCpu });
const bareCpuUs = ((cpuSecondsOfPid(bare.pid!) - cb0) * 1e6) / b.requests;
const bareRss = rssOfPid(bare.pid!) / 2 ** 20;
bare.kill('SIGTERM');

const f = (n: number, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : '–');
/** Cores the server computes on: one when pinned, else the machine's (shared with wrk). */
const serverCores = pin ? 1 : availableParallelism();
/**
 * Little's law for a closed loop: `connections` requests always outstanding, each costing `cpuUs` of the
 * server's CPU, wait on average at least connections × cpuUs ÷ cores, whatever the scheduling.
 */
const closedLoopFloorMs = (cpuUs: number) => (connections * cpuUs) / 1000 / serverCores;
const referenceCpuUs = rows.find((row) => row.name === REFERENCE && row.r)?.cpuUs ?? NaN;
console.log('\n| endpoint | kind | req/s | p50 ms | p99 ms | p99.9 ms | errors | server CPU µs/req | CPU × live panchang | aim: CPU × live panchang at most | met | closed-loop floor ms | aim: p99 below (ms) | met | server RSS MB | vs bare uWS (req/s) |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---|---:|---:|');
for (const row of rows) {
  if (!row.r) {
    console.log(`| ${row.name} | ${row.kind} | ${row.note} | | | | | | | | | | | | ${f(row.rssMb, 0)} | |`);
    continue;
  }
  const r = row.r;
  const ratio = (row.cpuUs ?? NaN) / referenceCpuUs;
  // a closed-loop live row measures capacity: its latency is Little's law's (the floor), no aim
  const aimMs = row.kind !== 'live' ? 5 : row.paced ? 50 : NaN;
  const floor = row.paced ? '' : f(closedLoopFloorMs(row.cpuUs ?? NaN), 1);
  const errors = r.non2xx + r.socketErrors;
  const met = Number.isNaN(aimMs) ? '' : r.p99Ms < aimMs && errors === 0 ? 'yes' : 'no';
  const cpuAim = row.paced ? undefined : row.cpuAim;
  const cpuMet = cpuAim === undefined ? '' : ratio <= cpuAim ? 'yes' : Number.isNaN(ratio) ? '–' : 'no';
  console.log(`| ${row.name} | ${row.kind} | ${f(r.rps, 0)} | ${f(r.p50Ms)} | ${f(r.p99Ms)} | ${f(r.p999Ms)} | ${errors} | ${f(row.cpuUs ?? NaN, 1)} | ${f(ratio, 1)} | ${cpuAim ?? ''} | ${cpuMet} | ${floor} | ${Number.isNaN(aimMs) ? '' : aimMs} | ${met} | ${f(row.rssMb, 0)} | ${f(r.rps / b.rps)} |`);
}
console.log(`| bare uWS handler, fixed ${sample.length}-byte body | – | ${f(b.rps, 0)} | ${f(b.p50Ms)} | ${f(b.p99Ms)} | ${f(b.p999Ms)} | ${b.non2xx + b.socketErrors} | ${f(bareCpuUs, 1)} | | | | | | | ${f(bareRss, 0)} | 1.00 |`);
console.log('\nerrors = non-2xx answers + socket errors. Aims: p99 < 5 ms for cached and table-served routes; live routes paced at half their capacity p99 < 50 ms; heavy live routes at most a multiple of the server CPU of a live day panchang (the row \'' + REFERENCE + '\' of this run): festival year 5×, vivah muhurat (12 months) 3×, shraddha 1.5×.');
console.log(`Live rows: closed loop (capacity) and paced at ${Math.round(pacedFraction * 100)} % of that capacity (--paced-fraction).`);
console.log(`closed-loop floor = ${connections} connections × server CPU per request ÷ ${serverCores} core${serverCores > 1 ? 's' : ''} (Little's law): the least mean latency any server could give at that CPU cost; a floor above the aim cannot meet it without less CPU per request or more cores.`);

// ---- A Business key under the same load: exactly 2,000 in its minute, then 429 with the headers.
if (business) await businessKeyRun();
await srv.stop();
process.exit(0);

/** A Business key under the same load: exactly 2,000 in its minute, then 429 with the headers. */
async function businessKeyRun(): Promise<void> {
  const key = srv.newKey('business');
  const into = (Date.now() % 60_000) / 1000;
  if (into > 40) await new Promise((r) => setTimeout(r, (61 - into) * 1000)); // keep the run inside one minute window
  const path = endpoints[0].path;
  const bz = runWrk(base + path, { seconds: 8, connections, cpu: wrkCpu, headers: { 'X-API-Key': key }, countStatuses: true });
  const after = await get(base + path, { headers: { 'X-API-Key': key } });
  const afterBody: any = await after.json();
  const s200 = bz.statuses?.['200'] ?? 0;
  const s429 = bz.statuses?.['429'] ?? 0;
  console.log(`\nBusiness key, wrk -c${connections} -d8s on ${path.split('?')[0]} inside one minute window: ${s200} × 200, ${s429} × 429, other ${bz.requests - s200 - s429}, socket errors ${bz.socketErrors} → ${s200 === 2000 ? 'exactly 2,000 served' : 'NOT 2,000'}`);
  console.log(`next request: ${after.status} ${afterBody?.error?.code}; X-RateLimit-Limit ${after.headers.get('x-ratelimit-limit')}, X-RateLimit-Remaining ${after.headers.get('x-ratelimit-remaining')}, X-RateLimit-Reset ${after.headers.get('x-ratelimit-reset')}, Retry-After ${after.headers.get('retry-after')} s`);
  console.log(`message: ${afterBody?.error?.message}`);
}
