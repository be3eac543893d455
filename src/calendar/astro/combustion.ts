/**
 * @module calendar/astro/combustion
 * Combustion (asta) of Venus and Jupiter: intervals during which the planet's geocentric ecliptic
 * longitude is within its orb of the Sun's (orbs and sources in data/ceremonies/combustion.json:
 * Jupiter 11°, Venus 10°, or 8° while retrograde).
 *
 * Longitudes are geocentric in the J2000 ecliptic from astronomy-engine's heliocentric VSOP87 vectors
 * (planet at t − light-time, minus the Earth at t; the Sun is the negated Earth vector), the same frame
 * for the planet and the Sun, so their difference does not depend on the frame. Aberration moves both
 * by nearly the same ~20″ and is left out: the separation is good to well under 1′ (a few minutes of
 * time at the orb), about 5× cheaper than `GeoVector`. The separation is sampled every two days (a
 * Venus retrograde combustion lasts about ten days, a Jupiter one about four weeks) and each crossing of
 * the orb refined by bisection to a minute.
 */
import * as Astronomy from 'astronomy-engine';
import './ephemeris.js';
import { nodeCache, type NodeCache } from './location-free-nodes.js';

export type AstaPlanet = 'venus' | 'jupiter';
/** Orbs in degrees, as the rows of data/ceremonies/combustion.json give them. */
export interface CombustionOrb { orb_deg: number; orb_retrograde_deg: number }
/** A half-open interval [startMs, endMs) in Unix ms. */
export type CombustionInterval = readonly [number, number];

const BODY = { venus: Astronomy.Body.Venus, jupiter: Astronomy.Body.Jupiter } as const;
const MS_J2000 = Date.UTC(2000, 0, 1, 12);
const DAY_MS = 86_400_000;

const LIGHT_DAYS_PER_AU = 0.0057755183;
/** Obliquity of the ecliptic at J2000 (IAU 1976), radians: EQJ → ecliptic J2000. */
const EPS = (23.4392911 * Math.PI) / 180;
const COS_E = Math.cos(EPS), SIN_E = Math.sin(EPS);
const wrap180 = (x: number) => ((((x + 180) % 360) + 360) % 360) - 180;
const timeOf = (ms: number) => new Astronomy.AstroTime((ms - MS_J2000) / DAY_MS);

/** Ecliptic (J2000) longitude in degrees of an equatorial J2000 vector. */
const eclLon = (x: number, y: number, z: number) => (Math.atan2(y * COS_E + z * SIN_E, x) * 180) / Math.PI;

/** Geocentric ecliptic longitudes of the planet and the Sun at ms. */
function lons(body: Astronomy.Body, ms: number): { planet: number; sun: number } {
  const t = timeOf(ms);
  const e = Astronomy.HelioVector(Astronomy.Body.Earth, t);
  let p = Astronomy.HelioVector(body, t);
  const dist = Math.hypot(p.x - e.x, p.y - e.y, p.z - e.z);
  p = Astronomy.HelioVector(body, t.AddDays(-dist * LIGHT_DAYS_PER_AU));
  return { planet: eclLon(p.x - e.x, p.y - e.y, p.z - e.z), sun: eclLon(-e.x, -e.y, -e.z) };
}

/** @brief Signed separation planet − Sun (degrees, −180…180) and whether the planet is retrograde. */
export function separationDeg(planet: AstaPlanet, ms: number): { sepDeg: number; retrograde: boolean } {
  const b = BODY[planet];
  const l = lons(b, ms);
  const speed = wrap180(lons(b, ms + DAY_MS / 4).planet - lons(b, ms - DAY_MS / 4).planet);
  return { sepDeg: wrap180(l.planet - l.sun), retrograde: speed < 0 };
}

/** @brief Angular distance planet − Sun in longitude (degrees, 0…180): `separationDeg` without the motion (a third of its cost). */
export function elongationDeg(planet: AstaPlanet, ms: number): number {
  const l = lons(BODY[planet], ms);
  return Math.abs(wrap180(l.planet - l.sun));
}

/**
 * Signed separation planet − Sun every 12 h (./location-free-nodes.ts: blocks of 2 days, filled where asked, up to
 * 8,192 blocks kept per planet). Interpolated, it is within 1e-5° of `elongationDeg` (the ceremonies print it to
 * 0.1°) for a fraction of a microsecond instead of three VSOP evaluations.
 */
const ELONGATION_NODES: Record<AstaPlanet, NodeCache> = {
  venus: nodeCache(DAY_MS / 2, 4, 1, 8192, (ms, out) => { const l = lons(BODY.venus, ms); out[0] = wrap180(l.planet - l.sun); }, [0]),
  jupiter: nodeCache(DAY_MS / 2, 4, 1, 8192, (ms, out) => { const l = lons(BODY.jupiter, ms); out[0] = wrap180(l.planet - l.sun); }, [0]),
};
const elongationScratch = new Float64Array(1);

/** @brief `elongationDeg` from the location-free 12-hourly nodes (for per-day reports of a whole year's search). */
export function elongationDegFromNodes(planet: AstaPlanet, ms: number): number {
  return Math.abs(wrap180(ELONGATION_NODES[planet].at(ms, elongationScratch)[0]!));
}

/** Positive while combust. Retrograde motion is only checked where it could matter. */
function margin(planet: AstaPlanet, orb: CombustionOrb, ms: number): number {
  const b = BODY[planet];
  const l = lons(b, ms);
  const sep = Math.abs(wrap180(l.planet - l.sun));
  if (orb.orb_retrograde_deg === orb.orb_deg || sep >= Math.max(orb.orb_deg, orb.orb_retrograde_deg)) return orb.orb_deg - sep;
  const retro = wrap180(lons(b, ms + DAY_MS / 4).planet - lons(b, ms - DAY_MS / 4).planet) < 0;
  return (retro ? orb.orb_retrograde_deg : orb.orb_deg) - sep;
}

/** @brief Intervals of [fromMs, toMs) during which `planet` is combust. */
export function combustionIntervals(planet: AstaPlanet, orb: CombustionOrb, fromMs: number, toMs: number): CombustionInterval[] {
  const step = 2 * DAY_MS;
  const out: CombustionInterval[] = [];
  let t0 = fromMs;
  let m0 = margin(planet, orb, t0);
  let start: number | null = m0 > 0 ? fromMs : null;
  while (t0 < toMs) {
    const t1 = Math.min(t0 + step, toMs);
    const m1 = margin(planet, orb, t1);
    if ((m0 > 0) !== (m1 > 0)) {
      let lo = t0, hi = t1;
      while (hi - lo > 60_000) {
        const mid = (lo + hi) / 2;
        if ((margin(planet, orb, mid) > 0) === (m0 > 0)) lo = mid;
        else hi = mid;
      }
      const x = Math.round(hi);
      if (m1 > 0) start = x;
      else { out.push([start ?? fromMs, x]); start = null; }
    }
    t0 = t1;
    m0 = m1;
  }
  if (start !== null) out.push([start, toMs]);
  return out;
}

/**
 * Precomputed combustion intervals of both planets over [fromMs, toMs) (the generator's tables stage:
 * build/tables/combustion.msgpack), for the orbs they were computed with. Intervals open at an end are
 * clipped to it.
 */
export interface CombustionTable {
  fromMs: number;
  toMs: number;
  planets: Record<AstaPlanet, { orb: CombustionOrb; intervals: readonly CombustionInterval[] }>;
}

/**
 * @brief {@link combustionIntervals} read from a table when it covers [fromMs, toMs) for the same orb
 * (clipped as the search clips), else searched. The two agree to the search's minute.
 */
export function combustionIntervalsFrom(table: CombustionTable | null | undefined, planet: AstaPlanet, orb: CombustionOrb, fromMs: number, toMs: number): CombustionInterval[] {
  const p = table?.planets[planet];
  if (!table || !p || fromMs < table.fromMs || toMs > table.toMs || p.orb.orb_deg !== orb.orb_deg || p.orb.orb_retrograde_deg !== orb.orb_retrograde_deg) {
    return combustionIntervals(planet, orb, fromMs, toMs);
  }
  const out: CombustionInterval[] = [];
  for (const [s, e] of p.intervals) if (e > fromMs && s < toMs) out.push([Math.max(s, fromMs), Math.min(e, toMs)]);
  return out;
}
