/**
 * bench/interference: what one heavy client does to everybody else. A cheap route (cached panchang) is asked
 * at a fixed rate over 100 connections, first alone, then while a few other connections send the heaviest
 * requests the API allows, closed loop (each sends its next one as soon as the last is answered):
 *
 * - `ner/batch max`: POST /corpus/v1/ner/batch with 64 texts of 10,000 characters (the limits), about 0.5–1 s
 *   of tagging;
 * - `ner max`: POST /corpus/v1/ner with one 10,000-character text;
 * - `festivals live`: a year of festivals at a new place each time (compute pool, 450 KB of JSON);
 * - `festivals ics at a tile`: a year of festivals as iCalendar at a city tile (from the tile's file), a random
 *   year and calendar system each time;
 * - `vivah max`: 24 months of vivah muhurat (the limit) with `explain=true`, at a new place each time;
 * - `shraddha max`: a shraddha timeline at the limits (24 monthly, 25 annual, 10 Pitru Paksha dates), a new place each time;
 * - `search wildcards`: GET /corpus/v1/search with 24 random wildcard and fuzzy terms (`k*`, `*a*`, `ra~2` …)
 *   and limit=100, a new query each time (no cache hit).
 *
 * A heavy request that runs on the serving thread holds up every request queued behind it on that thread; one
 * that runs on the compute pool does not. The table gives the cheap route's latency in each case, and the
 * heavy requests' own figures. Aim: the cached route's p99 < 10 ms beside each.
 *
 *   node --import=tsx bench/interference/run.ts [--seconds 10] [--rate 2000] [--heavy-connections 2] [--threads 1] [--only "ner/batch max"]
 *
 * Server: compiled (dist/), as `make run` starts it (SERVE_NODE_FLAGS); with --threads 1 (default) pinned to
 * CPU 0 with its compute pool, both wrk on CPU 1; --threads 2 leaves everything unpinned.
 */
import { haveWrk, runWrk, runWrkAsync, type WrkResult } from '../lib/wrk.js';
import { nodeFlagsFromArgv, startServer } from '../lib/server-process.js';
import { arg } from '../lib/args.js';

const seconds = Number(arg('seconds', '10'));
const rate = Number(arg('rate', '2000'));
const heavyConnections = Number(arg('heavy-connections', '2'));
const threads = Number(arg('threads', '1'));
const only = arg('only', '').split(',').filter(Boolean);
const pin = threads === 1;

if (!haveWrk()) {
  console.error('wrk is not installed: apt-get install -y wrk');
  process.exit(2);
}

/** Deterministic IAST text of `chars` characters from varied made-up words (so a word memo does not make it cheap). */
function iastText(chars: number, seed: number): string {
  const syllables = ['ka', 'kṛ', 'ṣṇa', 'rā', 'ma', 'dha', 'rma', 'kṣe', 'tre', 'yu', 'dhi', 'ṣṭhi', 'raḥ', 'bhī', 'ṣma', 'dro', 'ṇaḥ', 'gaṅ', 'gā', 'vi', 'ṣṇu', 'śi', 'vaḥ', 'pā', 'ṇḍa', 'vāḥ', 'su', 'ta', 'sya', 'nām'];
  let s = seed;
  const rnd = () => (s = (s * 48271) % 2147483647) / 2147483647;
  let out = 'arjunaḥ kṛṣṇam uvāca ';
  while (out.length < chars) {
    const k = 2 + Math.floor(rnd() * 4);
    for (let i = 0; i < k; i++) out += syllables[Math.floor(rnd() * syllables.length)];
    out += rnd() < 0.1 ? ' | ' : ' ';
  }
  return out.slice(0, chars);
}

const LOC = 'lat=28.61&lng=77.2&tz=Asia%2FKolkata';
/** The Mumbai tile (one of `make run`'s default tiles): its exact location, altitude and zone. */
const MUMBAI = 'lat=19.0728&lng=72.8826&altitude=8&tz=Asia%2FKolkata';
const RANDOM_LOC = `"lat=" .. string.format("%.4f", 8 + math.random() * 25) .. "&lng=" .. string.format("%.4f", 68 + math.random() * 29)`;
/** Lua: 24 terms, each a random letter or two with a wildcard or an edit distance (`k*`, `*ra*`, `dh~2`), space-separated. */
const WILDCARD_QUERY = `(function() local forms = {"%s*", "*%s*", "%s~2", "%s*~1"}; local t = {}; for i = 1, 24 do local l = string.char(97 + math.random(0, 25)); if math.random() < 0.5 then l = l .. string.char(97 + math.random(0, 25)) end; t[i] = string.format(forms[math.random(1, 4)], l) end; return table.concat(t, "%20") end)()`;
interface Heavy { name: string; path: string; method?: 'POST'; body?: string; pathExpr?: string }
const heavies = ([
  { name: 'ner/batch max', path: '/corpus/v1/ner/batch', method: 'POST', body: JSON.stringify({ texts: Array.from({ length: 64 }, (_, i) => iastText(10_000, i + 1)) }) },
  { name: 'ner max', path: '/corpus/v1/ner', method: 'POST', body: JSON.stringify({ text: iastText(10_000, 99) }) },
  { name: 'festivals live', path: `/calendar/v1/festivals?${LOC}&year=2024`, pathExpr: `"/calendar/v1/festivals?year=2024&" .. ${RANDOM_LOC}` },
  { name: 'festivals ics at a tile', path: `/calendar/v1/festivals?${MUMBAI}&year=2024&format=ics`, pathExpr: `"/calendar/v1/festivals?${MUMBAI}&format=ics&year=" .. math.random(1900, 2100) .. "&calendar_system=" .. (math.random() < 0.5 and "amant" or "purnimant")` },
  { name: 'vivah max', path: `/calendar/v1/vivah-muhurat?${LOC}&start_date=2024-01-01&months=24&explain=true`, pathExpr: `"/calendar/v1/vivah-muhurat?start_date=2024-01-01&months=24&explain=true&" .. ${RANDOM_LOC}` },
  { name: 'shraddha max', path: `/calendar/v1/shraddha?${LOC}&date=2024-01-15&monthly_count=24&annual_years=25&pitru_paksha_years=10`, pathExpr: `"/calendar/v1/shraddha?date=2024-01-15&monthly_count=24&annual_years=25&pitru_paksha_years=10&" .. ${RANDOM_LOC}` },
  { name: 'search wildcards', path: '/corpus/v1/search?limit=100&q=a*', pathExpr: `"/corpus/v1/search?limit=100&q=" .. ${WILDCARD_QUERY}` },
] satisfies Heavy[] as Heavy[]).filter((h) => !only.length || only.includes(h.name));

const srv = await startServer({ transport: 'uws', cpu: pin ? 0 : undefined, threads, nodeFlags: nodeFlagsFromArgv() });
const base = `http://127.0.0.1:${srv.port}`;
const H = { 'X-API-Key': srv.key };
const wrkCpu = pin ? 1 : undefined;
const cheapPath = `/calendar/v1/panchang?${LOC}&date=2024-01-15`;
console.log(`kalakosha interference bench: cached panchang at ${rate} req/s over 100 connections for ${seconds} s, alone and beside ${heavyConnections} closed-loop connections of a heavy request; server --threads ${threads}${pin ? ', pinned to CPU 0, wrk on CPU 1' : ', unpinned'}`);

for (let i = 0; i < 3; i++) await fetch(base + cheapPath, { headers: H }); // cached from here on
for (const h of heavies) {
  const r = await fetch(base + h.path, { method: h.method ?? 'GET', headers: { ...H, 'Content-Type': 'application/json' }, body: h.body });
  if (r.status !== 200) throw new Error(`${h.name}: ${r.status} ${(await r.text()).slice(0, 200)}`);
  await r.arrayBuffer();
}
runWrk(base + cheapPath, { seconds: 3, connections: 100, rate, headers: H, cpu: wrkCpu }); // warm-up

interface Row { heavy: string; cheap: WrkResult; load: WrkResult | null }
const rows: Row[] = [{ heavy: '(none)', cheap: runWrk(base + cheapPath, { seconds, connections: 100, rate, headers: H, cpu: wrkCpu }), load: null }];
for (const h of heavies) {
  const heavy = { seconds: seconds + 1, connections: heavyConnections, headers: H, cpu: wrkCpu, method: h.method, body: h.body, pathExpr: h.pathExpr, timeoutSec: 30 };
  const loadRun = runWrkAsync(base + h.path, heavy);
  await new Promise((r) => setTimeout(r, 500)); // the heavy requests are under way
  const cheap = await runWrkAsync(base + cheapPath, { seconds, connections: 100, rate, headers: H, cpu: wrkCpu });
  rows.push({ heavy: h.name, cheap, load: await loadRun });
  process.stderr.write(`${h.name}: cached panchang p99 ${cheap.p99Ms.toFixed(2)} ms\n`);
}

const f = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–');
const AIM_MS = 10;
console.log(`\n| beside | cached panchang req/s | p50 ms | p99 ms | p99.9 ms | max ms | errors | p99 < ${AIM_MS} ms | heavy req/s | heavy p50 ms | heavy max ms | heavy errors |`);
console.log('|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|');
for (const { heavy, cheap: c, load: l } of rows) {
  const met = c.p99Ms < AIM_MS && c.non2xx + c.socketErrors === 0 ? 'yes' : 'no';
  console.log(`| ${heavy} | ${c.rps.toFixed(0)} | ${f(c.p50Ms)} | ${f(c.p99Ms)} | ${f(c.p999Ms)} | ${f(c.maxMs)} | ${c.non2xx + c.socketErrors} | ${met} | ${l ? l.rps.toFixed(2) : ''} | ${l ? f(l.p50Ms) : ''} | ${l ? f(l.maxMs) : ''} | ${l ? l.non2xx + l.socketErrors : ''} |`);
}
await srv.stop();
process.exit(0);
