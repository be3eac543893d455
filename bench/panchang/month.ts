/**
 * GET /calendar/v1/month's computation on one core (src/server/month-task.ts `computeMonth`):
 * - at a tile (the tile's sun and moon times and stored festival facts, anga tables and sky nodes loaded as on a
 *   serving thread): the first month of a year (its tile chunk and festival year decoded) and the others; target
 *   ≤ 5 ms a month;
 * - a month at a place that is not a tile (the festival year is searched: what the compute pool runs).
 * Run: node --import=tsx bench/panchang/month.ts [--build build] [--data data] [--tile in-delhi] [--years 2024,2025] [--live 2] [--rounds 3]
 */
import { arg } from '../lib/args.js';
import { computeMonth, isTileMonth } from '../../src/server/month-task.js';
import { ensureCalendarTablesLoaded } from '../../src/server/calendar-tables.js';
import { loadSkyNodes } from '../../src/server/sky-nodes-store.js';
import { tileList } from '../../src/server/tile-store.js';

const dirs = { buildDir: arg('build', 'build'), dataDir: arg('data', 'data') };
const tileId = arg('tile', 'in-delhi');
const years = arg('years', '2024,2025').split(',').map(Number);
const liveMonths = Number(arg('live', '2'));
/** Passes over the months: the first decodes the tile years, the last is measured (a warm serving thread). */
const rounds = Number(arg('rounds', '3'));
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

ensureCalendarTablesLoaded(dirs.buildDir);
loadSkyNodes(dirs.buildDir, () => {});
const tile = tileList(dirs).byId.get(tileId);
if (!tile) throw new Error(`no tile ${tileId} in ${dirs.dataDir}/tiles`);
const place = { lat: tile.lat, lng: tile.lng, altitude: tile.altitude, tz: tile.tz };
computeMonth(dirs, { ...place, year: years[0]!, month: 1 }); // warm the code paths (JIT) on the first year

const first: number[] = [];
const rest: number[] = [];
const restCpu: number[] = [];
for (let round = 1; round <= rounds; round++) for (const year of years) {
  for (let month = 1; month <= 12; month++) {
    const q = { ...place, year, month };
    if (!isTileMonth(dirs, q)) throw new Error(`${tileId} ${year}-${month} is not a tile month (generated years and festival file?)`);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    computeMonth(dirs, q);
    const c = process.cpuUsage(c0);
    const wall = performance.now() - t0;
    if (round === 1 && month === 1 && year !== years[0]) first.push(wall);
    else if (round === rounds) {
      rest.push(wall);
      restCpu.push((c.user + c.system) / 1000);
    }
  }
}
console.log(`load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)} (wall times include preemption when loaded)`);
console.log(`month at tile ${tileId} (${years.join(', ')}): wall median ${pct(rest, 0.5).toFixed(2)} ms, max ${Math.max(...rest).toFixed(2)} ms; CPU median ${pct(restCpu, 0.5).toFixed(2)} ms, p90 ${pct(restCpu, 0.9).toFixed(2)} ms (n=${rest.length}, pass ${rounds} of ${rounds}; target ≤ 5 ms); first month of a new year (tile chunk and festival year decoded): ${first.map((x) => x.toFixed(1)).join(', ') || '—'} ms wall`);

const live: number[] = [];
for (let i = 0; i < liveMonths; i++) {
  const t0 = performance.now();
  computeMonth(dirs, { lat: 19.5 + i, lng: 75.5 + i, tz: 'Asia/Kolkata', year: 2025, month: 3 + i });
  live.push(performance.now() - t0);
}
if (live.length) console.log(`month live (not a tile: festival year searched, on the compute pool): ${live.map((x) => x.toFixed(0)).join(', ')} ms`);
