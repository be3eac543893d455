/**
 * @module calendar/panchang/day-groups/lagna
 * Udaya lagna: the sidereal sign on the eastern horizon (the ascendant), each sign's rise and set from sunrise to
 * the next sunrise at the place.
 *
 * The ecliptic point of tropical longitude λ (true equinox of date, true obliquity ε) rises when the local apparent
 * sidereal time equals its oblique ascension: RA(λ) − H₀, with tan RA = sin λ cos ε / cos λ, sin δ = sin λ sin ε and
 * cos H₀ = −tan φ tan δ (geometric horizon: the lagna is the ecliptic's intersection with it, no refraction). A sign
 * begins when its first point rises; sidereal = tropical − (mean Lahiri ayanamsa + Δψ), the angas' ayanamsa
 * (astro/ayanamsa.ts). Local sidereal time = Greenwich apparent sidereal time at sunrise (astronomy-engine) + east
 * longitude, advancing 360.98564736629° per day of UT; ε, Δψ and the ayanamsa are taken at sunrise (over a day they
 * move by under 0.01″, far below a second of lagna time).
 * Where |φ| ≥ 90° − ε part of the ecliptic never rises (the ascendant jumps): no table (`ecliptic_circumpolar`).
 * Source: the oblique-ascension rule of Sūrya Siddhānta ch. 3, tripraśna (lagna from the rising times of the signs), in its
 * spherical-trigonometry form (J. Meeus, *Astronomical Algorithms* ch. 13 and 14). Not in the reference data:
 * checked against a direct ascendant formula and by its properties (test/calendar/day-groups-2.test.ts).
 */
import * as Astronomy from 'astronomy-engine';
import { astroTimeOf } from '../../astro/ephemeris.js';
import { lahiriMeanAyanamsaDeg } from '../../astro/ayanamsa.js';

const DEG = Math.PI / 180;
/** Degrees of sidereal time per millisecond of UT (360.98564736629° per day). */
export const SIDEREAL_DEG_PER_MS = 360.98564736629 / 86_400_000;
const JD_J2000 = 2451545.0;
const norm360 = (x: number) => ((x % 360) + 360) % 360;

/** The sky of one day at one place, fixed at an epoch: LST there, true obliquity, true Lahiri ayanamsa. */
export interface LagnaSky {
  epochUnixMs: number;
  /** Local apparent sidereal time at the epoch, degrees. */
  lstDeg: number;
  oblDeg: number;
  ayanamsaDeg: number;
  latDeg: number;
}

/** A time far from any date in use, to empty astronomy-engine's one-entry nutation cache (see astro/ephemeris.ts). */
const CACHE_RESET_TIME = { tt: -1.0e7 } as Astronomy.AstroTime;

/** @brief The sky at a place and instant (one nutation evaluation). */
export function lagnaSky(epochUnixMs: number, latDeg: number, lngDeg: number): LagnaSky {
  Astronomy.e_tilt(CACHE_RESET_TIME);
  const time = astroTimeOf(epochUnixMs);
  const tilt = Astronomy.e_tilt(time);
  const gastDeg = Astronomy.SiderealTime(time) * 15;
  return {
    epochUnixMs, lstDeg: norm360(gastDeg + lngDeg), oblDeg: tilt.tobl,
    ayanamsaDeg: lahiriMeanAyanamsaDeg(time.tt + JD_J2000) + tilt.dpsi / 3600, latDeg,
  };
}

/** @brief Local sidereal time at which the tropical ecliptic longitude `lonDeg` rises, degrees; null if it never rises. */
export function risingLstDeg(sky: LagnaSky, lonDeg: number): number | null {
  const l = lonDeg * DEG, e = sky.oblDeg * DEG;
  const ra = Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l));
  const dec = Math.asin(Math.sin(l) * Math.sin(e));
  const c = -Math.tan(sky.latDeg * DEG) * Math.tan(dec);
  if (!(c > -1 && c < 1)) return null;
  return norm360((ra - Math.acos(c)) / DEG);
}

export interface LagnaSpan { number: number; startUnixMs: number; endUnixMs: number }

/**
 * @brief The sidereal lagnas from `fromMs` to `toMs` (12–13 spans, the first starting at `fromMs` and the last ending
 * at `toMs`), or null where part of the ecliptic never rises at the latitude.
 */
export function lagnasBetween(sky: LagnaSky, fromMs: number, toMs: number): LagnaSpan[] | null {
  if (Math.abs(sky.latDeg) >= 90 - sky.oblDeg) return null;
  const lst0 = norm360(sky.lstDeg + (fromMs - sky.epochUnixMs) * SIDEREAL_DEG_PER_MS);
  // Time after `fromMs` at which the first point of each sidereal sign k (0 = Mesha) rises next.
  const next: number[] = [];
  for (let k = 0; k < 12; k++) {
    const lst = risingLstDeg(sky, norm360(k * 30 + sky.ayanamsaDeg));
    if (lst === null) return null;
    next.push(fromMs + norm360(lst - lst0) / SIDEREAL_DEG_PER_MS);
  }
  // The sign in force at `fromMs` is the one whose first point rose last, i.e. will rise again latest.
  let cur = 0;
  for (let k = 1; k < 12; k++) if (next[k]! > next[cur]!) cur = k;
  const sidDayMs = 360 / SIDEREAL_DEG_PER_MS;
  const out: LagnaSpan[] = [];
  let start = fromMs;
  for (let i = 1; start < toMs && i <= 36; i++) {
    const k = (cur + i) % 12;
    const end = Math.min(toMs, next[k]! + Math.floor((i - 1) / 12) * sidDayMs);
    if (end > start) out.push({ number: ((cur + i - 1) % 12) + 1, startUnixMs: start, endUnixMs: end });
    start = Math.max(start, end);
  }
  return out;
}
