/**
 * @module generator/tables/combustion
 * Combustion (asta) intervals of Venus and Jupiter: a planet is combust while its geocentric apparent
 * ecliptic longitude is within its orb of the Sun's (data/ceremonies/combustion.json: Venus 10°, 8° when
 * retrograde; Jupiter 11°; notes/calendar-conventions.md §10). The difference of two longitudes does not
 * depend on the ayanamsa, so the intervals are the same in both conventions.
 *
 * Method: daily samples of the elongation (astronomy-engine `GeoVector(body, t, aberration = true)` →
 * `Ecliptic`), each entry/exit refined by bisection to one second. Motion (direct/retrograde) is the sign
 * of the planet's longitude change over ±12 h.
 */
import * as Astronomy from 'astronomy-engine';
import '../../calendar/index.js';

export interface CombustionOrb { planet: 'venus' | 'jupiter'; orbDeg: number; orbRetrogradeDeg: number }
export interface CombustionInterval { planet: string; startMs: number; endMs: number; retrograde: boolean }

const DAY_MS = 86_400_000;
const BODY = { venus: Astronomy.Body.Venus, jupiter: Astronomy.Body.Jupiter } as const;

function lonDeg(body: Astronomy.Body, ms: number): number {
  return Astronomy.Ecliptic(Astronomy.GeoVector(body, new Date(ms), true)).elon;
}
const wrap180 = (x: number) => ((((x + 180) % 360) + 360) % 360) - 180;

/** Signed margin: negative while combust. */
function margin(o: CombustionOrb, ms: number): { m: number; retro: boolean } {
  const b = BODY[o.planet];
  const retro = wrap180(lonDeg(b, ms + DAY_MS / 2) - lonDeg(b, ms - DAY_MS / 2)) < 0;
  const elong = Math.abs(wrap180(lonDeg(b, ms) - lonDeg(Astronomy.Body.Sun, ms)));
  return { m: elong - (retro ? o.orbRetrogradeDeg : o.orbDeg), retro };
}

function bisect(o: CombustionOrb, a: number, b: number, fa: number): number {
  while (b - a > 1000) {
    const c = Math.floor((a + b) / 2);
    const fc = margin(o, c).m;
    if ((fc < 0) === (fa < 0)) { a = c; fa = fc; } else b = c;
  }
  return b;
}

/** @brief Combustion intervals overlapping [fromMs, toMs) (an interval open at an end is clipped to it). */
export function combustionIntervals(o: CombustionOrb, fromMs: number, toMs: number): CombustionInterval[] {
  const out: CombustionInterval[] = [];
  let t0 = fromMs;
  let f0 = margin(o, t0);
  let start: number | null = f0.m < 0 ? fromMs : null;
  let retro = f0.retro;
  while (t0 < toMs) {
    const t1 = Math.min(t0 + DAY_MS, toMs);
    const f1 = margin(o, t1);
    if ((f0.m < 0) !== (f1.m < 0)) {
      const x = bisect(o, t0, t1, f0.m);
      if (f1.m < 0) { start = x; retro = f1.retro; }
      else if (start !== null) { out.push({ planet: o.planet, startMs: start, endMs: x, retrograde: retro }); start = null; }
    }
    t0 = t1;
    f0 = f1;
  }
  if (start !== null) out.push({ planet: o.planet, startMs: start, endMs: toMs, retrograde: retro });
  return out;
}

/** @brief Joins interval lists of consecutive ranges (an interval cut at a range edge is rejoined). */
export function joinCombustion(parts: CombustionInterval[][]): CombustionInterval[] {
  const out: CombustionInterval[] = [];
  for (const p of parts) for (const iv of p) {
    const last = out[out.length - 1];
    if (last && last.planet === iv.planet && last.endMs === iv.startMs) last.endMs = iv.endMs;
    else out.push({ ...iv });
  }
  return out;
}
