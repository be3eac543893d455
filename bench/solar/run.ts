/**
 * Cost of the panchang's regional solar date on one core: the default day-mode panchang (engine, tables loaded) alone
 * and with `solar_date` (place → calendar lookup + solarDateOn), alternating passes on the same random inputs in the
 * six regions, 1900–2100; plus the lookup alone and the one-off load of data/regions (parse + grid decode).
 * Tables: build/tables/anga-drik.msgpack when present (else `--years` years built here, inputs in those years).
 * Run: node --import=tsx bench/solar/run.ts [--n 400] [--passes 4]
 */
import { existsSync, readFileSync } from 'node:fs';
import { arg } from '../lib/args.js';
import { buildAngaTables, computePanchangDay, deserializeAngaTables, type AngaTables } from '../../src/calendar/index.js';
import { decodeSolarRegionGrid, parseSolarCalendars, solarCalendarAt, solarDateOn, type SolarRegionGridFile } from '../../src/calendar/solar/index.js';
import { parseIsoDate } from '../../src/calendar/time/zone.js';

const n = Number(arg('n', '400'));
const passes = Number(arg('passes', '4'));
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
let seed = 777;
const rnd = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const tablePath = 'build/tables/anga-drik.msgpack';
let tables: AngaTables;
let fromYear = 1900, toYear = 2100;
if (existsSync(tablePath)) tables = deserializeAngaTables(readFileSync(tablePath));
else { fromYear = 2024; toYear = 2024 + Number(arg('years', '2')) - 1; tables = buildAngaTables(fromYear, toYear, 'drik'); }

let t0 = performance.now();
const calendars = parseSolarCalendars(JSON.parse(readFileSync('data/regions/solar-calendars.json', 'utf8')));
const grid = decodeSolarRegionGrid(JSON.parse(readFileSync('data/regions/solar-region-grid.json', 'utf8')) as SolarRegionGridFile);
console.log(`load data/regions (parse + decode): ${(performance.now() - t0).toFixed(1)} ms`);

const CITIES: [number, number][] = [[13.08, 80.27], [8.52, 76.94], [22.57, 88.36], [20.3, 85.82], [26.14, 91.74], [31.63, 74.87]];
const inputs = Array.from({ length: n }, () => {
  const [lat, lng] = CITIES[Math.floor(rnd() * CITIES.length)]!;
  const ms = Date.UTC(fromYear, 2, 15) + rnd() * (Date.UTC(toYear, 9, 15) - Date.UTC(fromYear, 2, 15));
  return { date: new Date(ms).toISOString().slice(0, 10), lat: lat + rnd() * 0.2 - 0.1, lng: lng + rnd() * 0.2 - 0.1, tz: 'Asia/Kolkata', altitudeM: 0 };
});

const base = (x: (typeof inputs)[number]) => computePanchangDay({ ...x, convention: 'drik', tables, calendarSystem: 'amant', includeMuhurat: true });
const withSolar = (x: (typeof inputs)[number]) => {
  const body = base(x);
  const id = solarCalendarAt(grid, x.lat, x.lng);
  const s = id ? solarDateOn(calendars.get(id)!, { ...x, date: parseIsoDate(x.date)!, convention: 'drik', tables }) : null;
  return [body, s];
};
for (const x of inputs.slice(0, 50)) withSolar(x); // warm up
const plain: number[] = [], solar: number[] = [];
for (let p = 0; p < passes; p++) {
  for (const [fn, out] of (p % 2 ? [[withSolar, solar], [base, plain]] : [[base, plain], [withSolar, solar]]) as [(x: (typeof inputs)[number]) => unknown, number[]][]) {
    for (const x of inputs) { const t = performance.now(); fn(x); out.push(performance.now() - t); }
  }
}
console.log(`day mode, default answer:        median ${pct(plain, 0.5).toFixed(3)} ms, p99 ${pct(plain, 0.99).toFixed(3)} ms (${plain.length} calls)`);
console.log(`day mode + solar_date (auto):    median ${pct(solar, 0.5).toFixed(3)} ms, p99 ${pct(solar, 0.99).toFixed(3)} ms`);
const alone: number[] = [];
for (const x of inputs) {
  const t = performance.now();
  const id = solarCalendarAt(grid, x.lat, x.lng);
  if (id) solarDateOn(calendars.get(id)!, { ...x, date: parseIsoDate(x.date)!, convention: 'drik', tables });
  alone.push(performance.now() - t);
}
console.log(`solar_date alone:                median ${pct(alone, 0.5).toFixed(3)} ms, p99 ${pct(alone, 0.99).toFixed(3)} ms`);
t0 = performance.now();
let hits = 0;
for (let i = 0; i < 1e6; i++) if (solarCalendarAt(grid, 5 + (i % 3000) * 0.01, 70 + (i % 2500) * 0.01)) hits++;
console.log(`place → calendar lookup: ${((performance.now() - t0) * 1000 / 1e6).toFixed(3)} µs (${hits} of 1e6 in a region)`);
