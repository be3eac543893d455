/**
 * The drik clock, year by year: where our nakshatra and Moon-sign end instants fall relative to Drik's displayed
 * minute (New Delhi pages, even years 1900–2050), read as truncated (Drik's instant is in [minute, minute + 60 s)).
 * Per year: the median of ours − Drik's minute (30 s when our clock sits in the middle of Drik's minute), the
 * shift of our instants that would put the most of them in Drik's minute, and the share in it now. A clock whose
 * per-year shifts are all ≈ 0 needs no re-fit; a year's needed Moon time-scale change is −shift.
 * Run: node --import=tsx bench/accuracy/drik-clock-fit.ts [--from 1900] [--to 2050] [--every 2]
 */
import { compareDrikDecades } from './drik-decades.js';
import { drikTimeScaleOffsetSeconds } from '../../src/calendar/astro/delta-t.js';
import { arg } from '../lib/args.js';

const from = Number(arg('from', '1900'));
const to = Number(arg('to', '2050'));
const every = Number(arg('every', '2'));
console.log('year    n  median(ours−drik) s  best shift s  in minute now %  at best %  drik offset s');
for (let y = from + (from % 2); y <= to; y += every) {
  const d: number[] = [];
  compareDrikDecades('drik', [y], (_kind, ours, drik) => d.push((ours - drik) / 1000));
  if (d.length === 0) continue;
  d.sort((a, b) => a - b);
  const inWindow = (shift: number) => d.filter((x) => x + shift >= 0 && x + shift < 60).length;
  let best = 0, bestN = -1;
  for (let s = -90; s <= 90; s += 0.5) {
    const n = inWindow(s);
    if (n > bestN || (n === bestN && Math.abs(s) < Math.abs(best))) { best = s; bestN = n; }
  }
  // the centre of the best plateau of shifts
  let lo = best, hi = best;
  while (inWindow(lo - 0.5) === bestN) lo -= 0.5;
  while (inWindow(hi + 0.5) === bestN) hi += 0.5;
  const mid = (lo + hi) / 2;
  const pc = (k: number) => ((100 * k) / d.length).toFixed(1);
  console.log(`${y} ${String(d.length).padStart(4)}  ${d[Math.floor(d.length / 2)]!.toFixed(1).padStart(18)}  ${mid.toFixed(1).padStart(12)}  ${pc(inWindow(0)).padStart(15)}  ${pc(bestN).padStart(9)}  ${drikTimeScaleOffsetSeconds(Date.UTC(y, 6, 1)).toFixed(1).padStart(12)}`);
}
