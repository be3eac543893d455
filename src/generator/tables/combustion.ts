/**
 * @module generator/tables/combustion
 * Combustion (asta) intervals of Venus and Jupiter for the tables: the calendar engine's
 * `combustionIntervals` (orbs from data/ceremonies/combustion.json; see src/calendar/astro/combustion.ts),
 * computed per year range in workers and joined here, with the planet's motion at the middle of each
 * interval (retrograde Venus = the inferior conjunction).
 */
import { combustionIntervals as engineIntervals, separationDeg, type AstaPlanet } from '../../calendar/index.js';

export interface CombustionOrb { planet: AstaPlanet; orbDeg: number; orbRetrogradeDeg: number }
export interface CombustionInterval { planet: string; startMs: number; endMs: number; retrograde: boolean }

/** @brief Combustion intervals overlapping [fromMs, toMs) (an interval open at an end is clipped to it). */
export function combustionIntervals(o: CombustionOrb, fromMs: number, toMs: number): CombustionInterval[] {
  return engineIntervals(o.planet, { orb_deg: o.orbDeg, orb_retrograde_deg: o.orbRetrogradeDeg }, fromMs, toMs)
    .map(([startMs, endMs]) => ({ planet: o.planet, startMs, endMs, retrograde: false }));
}

/** @brief Joins interval lists of consecutive ranges (an interval cut at a range edge is rejoined) and sets `retrograde`. */
export function joinCombustion(parts: CombustionInterval[][]): CombustionInterval[] {
  const out: CombustionInterval[] = [];
  for (const p of parts) for (const iv of p) {
    const last = out[out.length - 1];
    if (last && last.planet === iv.planet && last.endMs === iv.startMs) last.endMs = iv.endMs;
    else out.push({ ...iv });
  }
  for (const iv of out) iv.retrograde = separationDeg(iv.planet as AstaPlanet, Math.round((iv.startMs + iv.endMs) / 2)).retrograde;
  return out;
}
