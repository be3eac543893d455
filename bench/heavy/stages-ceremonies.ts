/**
 * bench/heavy/stages-ceremonies: the CPU of a vivah year and a shraddha timeline split into computing the result and
 * writing its JSON (and the body's size), each at a new random place in India.
 *
 *   node --import=tsx bench/heavy/stages-ceremonies.ts [--n 100]
 */
import { arg } from '../lib/args.js';
import { computeShraddha, computeVivahMuhurat } from '../../src/calendar/ceremonies/index.js';
import { calendarPlace, ensureCalendarTablesLoaded } from '../../src/server/calendar-tables.js';
import { ceremonyTablesFor } from '../../src/server/routes/ceremonies.js';
import { combustionTableOf } from '../../src/server/combustion-store.js';

const n = Number(arg('n', '100'));
ensureCalendarTablesLoaded('build');
const tables = ceremonyTablesFor('data');
let seed = 20_240_115;
const rnd = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
const place = () => calendarPlace({ lat: Number((8 + rnd() * 25).toFixed(4)), lng: Number((68 + rnd() * 29).toFixed(4)) });
const combustion = combustionTableOf('build');
const vivah = () => computeVivahMuhurat(Object.assign(place(), { startDate: '2024-11-01', endDate: '2025-10-31', combustion }), tables);
const shraddha = () => computeShraddha(Object.assign(place(), { date: '2024-01-15', monthlyCount: 16, annualYears: 10, pitruPakshaYears: 5 }), tables);
const enc = new TextEncoder();
function cpu(f: () => unknown): number {
  for (let i = 0; i < 10; i++) f();
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000 / n;
}
for (const [name, f] of [['vivah 12 months', vivah], ['shraddha', shraddha]] as const) {
  const r = f();
  const body = enc.encode(JSON.stringify(r));
  console.log(`${name}: compute ${cpu(f).toFixed(3)} ms, JSON + UTF-8 ${cpu(() => enc.encode(JSON.stringify(r))).toFixed(3)} ms, ${body.length} bytes`);
}
