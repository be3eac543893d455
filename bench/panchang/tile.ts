/**
 * Day mode and the month view at the generated tiles against the same places computed live, median CPU per answer
 * (process.cpuUsage around each answer; tables and sky nodes loaded as on a serving thread):
 * - day live, include=(none) and include=all (no tile sun times: the rise/set search runs);
 * - day from a tile, include=(none) and include=all (the tile's sun times and stored daily values);
 * - month at a tile (src/server/month-task.ts `computeMonth`, festival facts from the tile file);
 * - month live: the same month's 28–31 day answers without tile times (the festival year search that a non-tile month
 *   adds on the compute pool is bench/panchang/month.ts's last row).
 * Targets (issue 20): all groups ≤ 1 ms median CPU live, ≤ 0.1 ms from a tile; a month at a tile ≤ 5 ms.
 * Run: node --import=tsx bench/panchang/tile.ts [--build build] [--data data] [--tiles in-delhi,gb-london,…] [--n 2000] [--months 12]
 */
import { arg } from '../lib/args.js';
import { computePanchangDay, PANCHANG_GROUPS, type PanchangDayOptions } from '../../src/calendar/index.js';
import { calendarPlace, ensureCalendarTablesLoaded } from '../../src/server/calendar-tables.js';
import { loadSkyNodes, skyNodesForDate } from '../../src/server/sky-nodes-store.js';
import { lookupTileDay, tileList } from '../../src/server/tile-store.js';
import { computeMonth } from '../../src/server/month-task.js';

const dirs = { buildDir: arg('build', 'build'), dataDir: arg('data', 'data') };
const tileIds = arg('tiles', 'in-delhi,in-chennai,gb-london,us-new-york-city,au-sydney').split(',');
const n = Number(arg('n', '2000'));
const months = Number(arg('months', '12'));

ensureCalendarTablesLoaded(dirs.buildDir);
if (!loadSkyNodes(dirs.buildDir, () => {})) throw new Error(`no sky nodes in ${dirs.buildDir}`);
const tiles = tileIds.map((id) => {
  const t = tileList(dirs).byId.get(id);
  if (!t) throw new Error(`no tile ${id} in ${dirs.dataDir}/tiles`);
  return t;
});

// Deterministic pseudo-random dates 1950–2090 (mulberry32).
let seed = 20;
const rnd = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const inputs = Array.from({ length: n }, () => {
  const t = tiles[Math.floor(rnd() * tiles.length)]!;
  const ms = Date.UTC(1950, 0, 1) + rnd() * (Date.UTC(2090, 11, 31) - Date.UTC(1950, 0, 1));
  return { tile: t, date: new Date(ms).toISOString().slice(0, 10) };
});

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;

/** Median and p90 CPU (ms) per call of `f` over `count` calls, after a warm-up pass. */
function measure(count: number, f: (i: number) => unknown): { median: number; p90: number } {
  for (let i = 0; i < Math.min(count, 300); i++) f(i);
  const cpu: number[] = [];
  for (let i = 0; i < count; i++) {
    const c0 = process.cpuUsage();
    f(i);
    cpu.push(cpuMs(process.cpuUsage(c0)));
  }
  return { median: pct(cpu, 0.5), p90: pct(cpu, 0.9) };
}

function dayOptions(i: number, fromTile: boolean, all: boolean): PanchangDayOptions {
  const { tile, date } = inputs[i % inputs.length]!;
  const place = calendarPlace({ lat: tile.lat, lng: tile.lng, altitude: tile.altitude, tz: tile.tz });
  return Object.assign(place, {
    date, calendarSystem: 'amant' as const, includeMuhurat: true, skyNodes: skyNodesForDate(date),
    include: all ? PANCHANG_GROUPS : null,
    sunTimes: fromTile ? lookupTileDay(dirs, place.lat, place.lng, place.altitudeM, date, place.tz) : null,
  });
}
// Decode every tile year once (what a warm serving thread has) so that the tile rows time the answer, not the decode.
for (let i = 0; i < inputs.length; i++) if (!dayOptions(i, true, false).sunTimes) throw new Error(`${inputs[i]!.tile.id} ${inputs[i]!.date} is not a tile day (generate --only panchang)`);

console.log(`load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)} (CPU time per answer; tiles ${tileIds.join(', ')}, ${n} dates 1950–2090)`);
const row = (label: string, r: { median: number; p90: number }, target: string) =>
  console.log(`${label.padEnd(34)} CPU median ${r.median.toFixed(3)} ms, p90 ${r.p90.toFixed(3)} ms  (target ${target})`);
row('day live, include=(none)', measure(Math.min(n, 1000), (i) => computePanchangDay(dayOptions(i, false, false))), '≤ 1 ms');
row('day live, include=all', measure(Math.min(n, 1000), (i) => computePanchangDay(dayOptions(i, false, true))), '≤ 1 ms');
row('day from a tile, include=(none)', measure(n, (i) => computePanchangDay(dayOptions(i, true, false))), '—');
row('day from a tile, include=all', measure(n, (i) => computePanchangDay(dayOptions(i, true, true))), '≤ 0.1 ms');

const monthQueries = Array.from({ length: months }, (_, k) => {
  const t = tiles[k % tiles.length]!;
  return { lat: t.lat, lng: t.lng, altitude: t.altitude, tz: t.tz, year: 2024 + Math.floor(k / 12), month: (k % 12) + 1 };
});
for (const q of monthQueries) computeMonth(dirs, q); // decode the tile and festival years
row('month at a tile', measure(months * 3, (i) => computeMonth(dirs, monthQueries[i % months]!)), '≤ 5 ms');
row('month live (day answers only)', measure(months, (i) => {
  const q = monthQueries[i]!;
  const days = new Date(Date.UTC(q.year, q.month, 0)).getUTCDate();
  for (let d = 1; d <= days; d++) {
    const date = `${q.year}-${String(q.month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    computePanchangDay(Object.assign(calendarPlace(q), { date, includeMuhurat: false, skyNodes: skyNodesForDate(date), include: null }));
  }
}), '—');
