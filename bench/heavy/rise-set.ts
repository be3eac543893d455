/**
 * bench/heavy/rise-set: CPU of the fast rise/set solvers with the location-free node tables and with the series
 * evaluated at every iteration, interleaved in one process (a busy machine slows both alike).
 *
 *   node --import=tsx bench/heavy/rise-set.ts [--rounds 7] [--days 2000]
 */
import { arg } from '../lib/args.js';
import { fastMoonrise, fastMoonriseDirect, fastSunriseSunsetOfDay } from '../../src/calendar/astro/fast-rise-set.js';

const rounds = Number(arg('rounds', '7'));
const days = Number(arg('days', '2000'));
const base = Date.UTC(2024, 0, 1) - 5.5 * 3600_000;
let sink = 0;
const cases: Array<[string, (i: number) => number]> = [
  ['sunrise + sunset of a day, tables', (i) => fastSunriseSunsetOfDay({ lat: 12.97 + (i % 7), lng: 77.59 }, base + (i % 366) * 86_400_000).sunriseMs],
  ['sunrise + sunset of a day, series', (i) => fastSunriseSunsetOfDay({ lat: 12.97 + (i % 7), lng: 77.59 }, base + (i % 366) * 86_400_000, true).sunriseMs],
  ['moonrise, tables', (i) => fastMoonrise(12.97 + (i % 7), 77.59, 0, base + (i % 366) * 86_400_000) ?? 0],
  ['moonrise, series', (i) => fastMoonriseDirect(12.97 + (i % 7), 77.59, 0, base + (i % 366) * 86_400_000) ?? 0],
];
const us = new Map<string, number[]>(cases.map(([n]) => [n, []]));
for (const [, f] of cases) for (let i = 0; i < 800; i++) sink += f(i);
for (let r = 0; r < rounds; r++) {
  for (const [n, f] of cases) {
    const c0 = process.cpuUsage();
    for (let i = 0; i < days; i++) sink += f(i);
    const c = process.cpuUsage(c0);
    us.get(n)!.push((c.user + c.system) / days);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1]!;
for (const [n] of cases) console.log(`${n.padEnd(40)} ${median(us.get(n)!).toFixed(2)} µs CPU`);
if (sink === 42) console.log('');
