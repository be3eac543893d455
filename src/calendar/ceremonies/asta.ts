/**
 * @module calendar/ceremonies/asta
 * Guru / Shukra asta intervals for a vivah profile. The orbs of combustion.json are symmetric; a profile may give a
 * planet a different orb while it is west of the Sun (a morning star, setting in the east: `orb_west_deg`), as
 * Drik Panchang's 2024 list needs for Venus (no dates from 2024-04-23, 11.3° before superior conjunction, yet a
 * date on 2024-07-09, 9.3° after it; data/ceremonies/vivah-profiles.json). The intervals are the calendar's
 * (combustion.ts) for the wider orb, trimmed where the planet's side of the Sun calls for the narrower one.
 */
import { combustionIntervalsFrom, separationDeg, type CombustionInterval, type CombustionTable } from '../index.js';
import type { CombustionRow } from './tables.js';

/** A combustion row with the optional west-of-the-Sun orb of a profile. */
export type AstaOrb = CombustionRow & { orb_west_deg?: number };

const STEP_MS = 6 * 3_600_000;

/** Positive while combust: the orb for the planet's side of the Sun and its motion, minus the elongation. */
function margin(planet: 'venus' | 'jupiter', o: AstaOrb, ms: number): number {
  const { sepDeg, retrograde } = separationDeg(planet, ms);
  const orb = retrograde ? o.orb_retrograde_deg : sepDeg < 0 && o.orb_west_deg !== undefined ? o.orb_west_deg : o.orb_deg;
  return orb - Math.abs(sepDeg);
}

/** @brief Intervals of [fromMs, toMs) during which `planet` is combust under the orbs `o`. */
export function astaIntervals(table: CombustionTable | null | undefined, planet: 'venus' | 'jupiter', o: AstaOrb, fromMs: number, toMs: number): CombustionInterval[] {
  if (o.orb_west_deg === undefined || o.orb_west_deg === o.orb_deg) return combustionIntervalsFrom(table, planet, o, fromMs, toMs);
  const wide = { orb_deg: Math.max(o.orb_deg, o.orb_west_deg), orb_retrograde_deg: o.orb_retrograde_deg };
  const out: CombustionInterval[] = [];
  for (const [s, e] of combustionIntervalsFrom(table, planet, wide, fromMs, toMs)) {
    // Within the wide interval, scan the margin and refine each sign change to a minute.
    let t0 = s, m0 = margin(planet, o, s), start: number | null = m0 > 0 ? s : null;
    while (t0 < e) {
      const t1 = Math.min(t0 + STEP_MS, e);
      const m1 = t1 === e ? -1 : margin(planet, o, t1);
      if ((m0 > 0) !== (m1 > 0)) {
        let lo = t0, hi = t1;
        while (hi - lo > 60_000) { const mid = (lo + hi) / 2; if ((margin(planet, o, mid) > 0) === (m0 > 0)) lo = mid; else hi = mid; }
        const x = t1 === e && m0 > 0 ? e : Math.round(hi);
        if (m1 > 0) start = x; else { out.push([start ?? s, x]); start = null; }
      }
      t0 = t1; m0 = m1;
    }
  }
  return out;
}
