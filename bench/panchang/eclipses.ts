/**
 * GET /calendar/v1/eclipses' search on one core: the local eclipses of a year at a place (astronomy-engine's
 * searches plus the contact solver), cold (first call) and warm, CPU per year.
 * Run: node --import=tsx bench/panchang/eclipses.ts [--years 2024,2025,2026] [--rounds 3]
 */
import { arg } from '../lib/args.js';
import { localEclipsesBetween, type EclipsePlace } from '../../src/calendar/eclipse/index.js';

const years = arg('years', '2024,2025,2026,2027').split(',').map(Number);
const rounds = Number(arg('rounds', '3'));
const place: EclipsePlace = { lat: 28.6139, lng: 77.209, altitudeM: 0 };
const cpuMs = (f: () => unknown) => {
  const t0 = process.cpuUsage();
  f();
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000;
};
const yearMs = (y: number) => [Date.UTC(y, 0, 1), Date.UTC(y + 1, 0, 1)] as const;
const cold = cpuMs(() => localEclipsesBetween(place, ...yearMs(years[0]!)));
const warm: number[] = [];
for (let r = 0; r < rounds; r++) for (const y of years) warm.push(cpuMs(() => localEclipsesBetween(place, ...yearMs(y))));
warm.sort((a, b) => a - b);
console.log(`eclipses of a year at New Delhi: cold ${cold.toFixed(1)} ms CPU; warm median ${warm[Math.floor(warm.length / 2)]!.toFixed(1)} ms, max ${warm[warm.length - 1]!.toFixed(1)} ms (${warm.length} years)`);
