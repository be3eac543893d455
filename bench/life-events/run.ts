/**
 * Life-event endpoints, engine only, one thread: Namakarna, Shraddha (defaults: 16 monthly, 10 annual,
 * 5 Pitru Paksha) and twelve months of Vivah muhurat. Prints median and p99 per call, first live
 * (every anga boundary by root search, as a server without its anga tables), then with the location-free
 * anga tables the server installs at start (built here for 2019–2036), then with the combustion table too.
 *
 * Targets (issue 5): namakarna ≤ 1 ms, shraddha ≤ 30 ms, vivah 12 months ≤ 100 ms.
 * Wall time and process CPU time are both printed: on a shared, loaded machine the CPU time is the closer
 * figure for one free core.
 * Run: node --import=tsx bench/life-events/run.ts [--quick]
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { computeNamakarna, computeShraddha, computeVivahMuhurat } from '../../src/calendar/ceremonies/index.js';
import { buildAngaTables, combustionIntervals, formatIsoDate, addDays, type AngaTables, type CombustionTable } from '../../src/calendar/index.js';
import { loadCeremonyTables } from '../../src/server/routes/ceremonies.js';

const quick = process.argv.includes('--quick');
const tables = loadCeremonyTables(join(import.meta.dirname, '../../data'));
const PLACES = [
  { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' },
  { lat: 13.0827, lng: 80.2707, tz: 'Asia/Kolkata' },
  { lat: 19.076, lng: 72.8777, tz: 'Asia/Kolkata' },
  { lat: 51.5074, lng: -0.1278, tz: 'Europe/London' },
  { lat: 40.7128, lng: -74.006, tz: 'America/New_York' },
];
let seed = 42;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const date = (y0: number, y1: number) => formatIsoDate(addDays({ year: y0, month: 1, day: 1 }, Math.floor(rnd() * 365 * (y1 - y0))));
const hhmm = () => `${String(Math.floor(rnd() * 24)).padStart(2, '0')}:${String(Math.floor(rnd() * 60)).padStart(2, '0')}`;

function measure(name: string, n: number, f: (i: number) => void): { median: number; p99: number } {
  for (let i = 0; i < Math.min(5, n); i++) f(-1 - i); // warm-up (JIT)
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    f(i);
    ms.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const q = (xs: number[], p: number) => { const s = xs.slice().sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]!; };
  const r = { median: q(ms, 0.5), p99: q(ms, 0.99) };
  console.log(`${name.padEnd(58)} n=${String(n).padStart(4)}  wall median ${r.median.toFixed(2).padStart(7)} ms  p99 ${r.p99.toFixed(2).padStart(7)} ms | cpu median ${q(cpu, 0.5).toFixed(2).padStart(7)} ms  p99 ${q(cpu, 0.99).toFixed(2).padStart(7)} ms`);
  return r;
}

function suite(label: string, anga: AngaTables | null, y0: number, y1: number, combustion: CombustionTable | null = null) {
  console.log(`\n${label}`);
  measure('namakarna (random instant)', quick ? 200 : 2000, () => {
    computeNamakarna({ date: date(y0, y1), time: hhmm(), ...PLACES[Math.floor(rnd() * 5)]!, tables: anga }, tables);
  });
  measure('shraddha, defaults (16 monthly, 10 annual, 5 pitru paksha)', quick ? 20 : 100, () => {
    computeShraddha({ date: date(y0, y1 - 10), ...PLACES[Math.floor(rnd() * 5)]!, tables: anga }, tables);
  });
  const starts = Array.from({ length: quick ? 6 : 30 }, () => date(y0, y1 - 1));
  measure('vivah muhurat, 12 months (eclipse years already seen)', starts.length, (i) => {
    const s = starts[Math.max(0, i)]!;
    const e = formatIsoDate(addDays({ year: +s.slice(0, 4) + 1, month: +s.slice(5, 7), day: +s.slice(8, 10) }, -1));
    computeVivahMuhurat({ startDate: s, endDate: e, ...PLACES[Math.floor(rnd() * 5)]!, tables: anga, combustion }, tables);
  });
  measure('vivah muhurat, 12 months, explain=true', quick ? 4 : 15, (i) => {
    const s = starts[Math.max(0, i)]!;
    const e = formatIsoDate(addDays({ year: +s.slice(0, 4) + 1, month: +s.slice(5, 7), day: +s.slice(8, 10) }, -1));
    computeVivahMuhurat({ startDate: s, endDate: e, ...PLACES[0]!, tables: anga, explain: true, combustion }, tables);
  });
}

console.log(`node ${process.version}, load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
// Eclipse search costs ≈ 10–30 ms per UTC year on first use (memoised): measure it once, then warm the years used.
{
  const t0 = performance.now();
  computeVivahMuhurat({ startDate: '2041-01-01', endDate: '2041-01-31', ...PLACES[0]! }, tables);
  console.log(`first vivah request of an unseen year (eclipse search of that year included): ${(performance.now() - t0).toFixed(1)} ms for one month`);
  for (let y = 2019; y <= 2037; y++) computeVivahMuhurat({ startDate: `${y}-06-01`, endDate: `${y}-06-02`, ...PLACES[0]! }, tables);
}
suite('live (no anga tables: every boundary by root search)', null, 2020, 2035);
const t0 = performance.now();
const anga = buildAngaTables(2019, 2036, 'drik');
console.log(`\n(anga tables 2019–2036 built in ${((performance.now() - t0) / 1000).toFixed(1)} s; the server loads 1900–2100 from build/tables at start)`);
suite('with the anga tables', anga, 2020, 2035);
// The compute workers also read the generated combustion intervals (build/tables/combustion.msgpack): the same
// intervals, searched here for 2019–2037 as the generator's tables stage does.
const cFrom = Date.UTC(2019, 0, 1), cTo = Date.UTC(2038, 0, 1);
const planet = (p: 'venus' | 'jupiter') => ({ orb: tables.combustion[p], intervals: combustionIntervals(p, tables.combustion[p], cFrom, cTo) });
suite('with the anga tables and the combustion table (as the server)', anga, 2020, 2035, { fromMs: cFrom, toMs: cTo, planets: { venus: planet('venus'), jupiter: planet('jupiter') } });
console.log(`\nload average at end ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
