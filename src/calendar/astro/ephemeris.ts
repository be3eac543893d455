/**
 * @module calendar/astro/ephemeris
 * Apparent sidereal (Lahiri) longitudes of the Sun and the Moon, on top of astronomy-engine.
 *
 * Conventions (see docs/calendar.md):
 * - `swiss`: plain Swiss Ephemeris convention: apparent geocentric tropical longitude (true equinox of
 *   date, light-time/aberration included) minus the true Lahiri ayanamsa (mean + Δψ).
 * - `drik` (default of the service): Drik Panchang's Sun, fitted on its whole 2023 output
 *   (notes/calendar-conventions.md §2a): λ☉(drik) = λ☉(swiss) + (λ☉apparent − λ☉geometric) + Δψ,
 *   i.e. the solar aberration (−20.4898″/R) and the nutation in longitude applied once more.
 *   The Moon and the ayanamsa are the same in both conventions.
 *
 * Importing this module installs the service's ΔT model (./delta-t.ts) into astronomy-engine.
 */
import * as Astronomy from 'astronomy-engine';
import { deltaTSeconds } from './delta-t.js';
import { lahiriMeanAyanamsaDeg } from './ayanamsa.js';

Astronomy.SetDeltaTFunction(deltaTSeconds);

/** Which sidereal Sun to use: `drik` (Drik Panchang, default) or `swiss` (plain Swiss Ephemeris). */
export type Convention = 'drik' | 'swiss';

export const MS_J2000 = Date.UTC(2000, 0, 1, 12);
export const MS_PER_DAY = 86400000;
const JD_J2000 = 2451545.0;
/** Constant of aberration over the Sun's distance in AU (Meeus, Astronomical Algorithms, 25.10), degrees. */
const ABERRATION_DEG_AU = 20.4898 / 3600;

/** A time far from any date in use: evaluating e_tilt at it empties astronomy-engine's one-entry
 * nutation cache, so that each evaluation below is a function of its argument only (the cache
 * otherwise reuses a nutation computed up to 86 ms away). */
const CACHE_RESET_TIME = { tt: -1.0e7 } as Astronomy.AstroTime;

/** @brief astronomy-engine time for a Unix time in milliseconds (UT). */
export function astroTimeOf(unixMs: number): Astronomy.AstroTime {
  return new Astronomy.AstroTime((unixMs - MS_J2000) / MS_PER_DAY);
}

const norm360 = (x: number) => {
  const y = x % 360;
  return y < 0 ? y + 360 : y;
};

/** Sidereal longitudes in degrees, [0, 360). */
export interface SiderealSunMoon {
  sunDeg: number;
  moonDeg: number;
}

/**
 * @brief Apparent sidereal (Lahiri) longitudes of the Sun and Moon at a Unix instant (UT, ms).
 * A pure function of its arguments (see CACHE_RESET_TIME).
 */
export function siderealSunMoon(unixMs: number, convention: Convention): SiderealSunMoon {
  Astronomy.e_tilt(CACHE_RESET_TIME);
  const time = astroTimeOf(unixMs);
  const sun = Astronomy.SunPosition(time);
  const moon = Astronomy.EclipticGeoMoon(time);
  const tilt = Astronomy.e_tilt(time);
  const dpsiDeg = tilt.dpsi / 3600;
  const ayanamsaDeg = lahiriMeanAyanamsaDeg(time.tt + JD_J2000) + dpsiDeg;
  let sunDeg = sun.elon - ayanamsaDeg;
  if (convention === 'drik') {
    const rAu = Math.hypot(sun.vec.x, sun.vec.y, sun.vec.z);
    sunDeg += -ABERRATION_DEG_AU / rAu + dpsiDeg;
  }
  return { sunDeg: norm360(sunDeg), moonDeg: norm360(moon.lon - ayanamsaDeg) };
}

/** @brief Apparent sidereal longitude of the Moon (same in both conventions), degrees [0, 360). */
export function moonSiderealDeg(unixMs: number): number {
  Astronomy.e_tilt(CACHE_RESET_TIME);
  const time = astroTimeOf(unixMs);
  const moon = Astronomy.EclipticGeoMoon(time);
  const tilt = Astronomy.e_tilt(time);
  return norm360(moon.lon - lahiriMeanAyanamsaDeg(time.tt + JD_J2000) - tilt.dpsi / 3600);
}

/** @brief Apparent sidereal longitude of the Sun in a convention, degrees [0, 360). */
export function sunSiderealDeg(unixMs: number, convention: Convention): number {
  Astronomy.e_tilt(CACHE_RESET_TIME);
  const time = astroTimeOf(unixMs);
  const sun = Astronomy.SunPosition(time);
  const tilt = Astronomy.e_tilt(time);
  const dpsiDeg = tilt.dpsi / 3600;
  let sunDeg = sun.elon - lahiriMeanAyanamsaDeg(time.tt + JD_J2000) - dpsiDeg;
  if (convention === 'drik') {
    sunDeg += -ABERRATION_DEG_AU / Math.hypot(sun.vec.x, sun.vec.y, sun.vec.z) + dpsiDeg;
  }
  return norm360(sunDeg);
}
