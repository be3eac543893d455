/**
 * @module calendar/astro/ephemeris
 * Apparent sidereal (Lahiri) longitudes of the Sun and the Moon, on top of astronomy-engine.
 *
 * Conventions (see docs/calendar.md):
 * - `swiss`: plain Swiss Ephemeris convention: apparent geocentric tropical longitude (true equinox of
 *   date, light-time/aberration included) minus the true Lahiri ayanamsa (mean + Δψ).
 * - `drik` (default of the service): Drik Panchang, whose sidereal longitudes are apparent tropical
 *   longitudes minus a Lahiri ayanamsa *without* nutation:
 *   - Sun (fitted on Drik's whole 2023 output, notes/calendar-conventions.md §2a):
 *     λ☉(drik) = λ☉apparent − mean ayanamsa − 20.4898″/R, i.e. λ☉(swiss) + Δψ + the solar aberration once more.
 *   - Moon (measured on Drik's New Delhi pages, even years 1900–2050, see ./delta-t.ts):
 *     λ☾(drik) = λ☾apparent − (mean ayanamsa + 16.77″), read on Drik's time scale (UT shifted by
 *     drikTimeScaleOffsetSeconds, so TT = UT + ΔT(drik)). The +Δψ (relative to `swiss`) makes the ±30 s
 *     18.6-year wave of the nakshatra ends vs Drik (regression coefficient on Δψ/rate: 1.00); the 16.77″ is
 *     Swiss Ephemeris's own correction of the IAE value at t0 (./ayanamsa.ts), i.e. Drik's ayanamsa is the
 *     IAE 23°15′00.658″ taken as a mean value (fitted: −15.4″ before 2020, −17.1″ after).
 *     Drik truncates anga end times to the minute (sunrise and sunset are rounded); our nakshatra ends floored to
 *     the minute are Drik's minute on 93–97 % of days in every decade 1900–2050 (before this model: 6–61 %), all
 *     within a minute (bench/accuracy/run.ts).
 *
 * Importing this module installs the service's ΔT model (./delta-t.ts) into astronomy-engine.
 */
import * as Astronomy from 'astronomy-engine';
import { deltaTSeconds, drikTimeScaleOffsetSeconds } from './delta-t.js';
import { lahiriMeanAyanamsaDeg, LAHIRI_T0_NUTATION_DEG } from './ayanamsa.js';

Astronomy.SetDeltaTFunction(deltaTSeconds);

/** Which sidereal Sun and Moon to use: `drik` (Drik Panchang, default) or `swiss` (plain Swiss Ephemeris). */
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

/** The sidereal Sun in a convention, degrees (not normalised). */
function sunDegAt(time: Astronomy.AstroTime, convention: Convention): number {
  const sun = Astronomy.SunPosition(time);
  const meanDeg = lahiriMeanAyanamsaDeg(time.tt + JD_J2000);
  if (convention === 'swiss') return sun.elon - meanDeg - Astronomy.e_tilt(time).dpsi / 3600;
  return sun.elon - meanDeg - ABERRATION_DEG_AU / Math.hypot(sun.vec.x, sun.vec.y, sun.vec.z);
}

/** The sidereal Moon in a convention, degrees (not normalised). */
function moonDegAt(unixMs: number, time: Astronomy.AstroTime, convention: Convention): number {
  if (convention === 'swiss') {
    const moon = Astronomy.EclipticGeoMoon(time);
    return moon.lon - lahiriMeanAyanamsaDeg(time.tt + JD_J2000) - Astronomy.e_tilt(time).dpsi / 3600;
  }
  const drikTime = astroTimeOf(unixMs + drikTimeScaleOffsetSeconds(unixMs) * 1000);
  return Astronomy.EclipticGeoMoon(drikTime).lon - lahiriMeanAyanamsaDeg(drikTime.tt + JD_J2000) - LAHIRI_T0_NUTATION_DEG;
}

/**
 * @brief Apparent sidereal (Lahiri) longitudes of the Sun and Moon at a Unix instant (UT, ms).
 * A pure function of its arguments (see CACHE_RESET_TIME).
 */
export function siderealSunMoon(unixMs: number, convention: Convention): SiderealSunMoon {
  Astronomy.e_tilt(CACHE_RESET_TIME);
  const time = astroTimeOf(unixMs);
  const sunDeg = sunDegAt(time, convention);
  Astronomy.e_tilt(CACHE_RESET_TIME);
  return { sunDeg: norm360(sunDeg), moonDeg: norm360(moonDegAt(unixMs, time, convention)) };
}

/** @brief Apparent sidereal longitude of the Moon in a convention, degrees [0, 360). */
export function moonSiderealDeg(unixMs: number, convention: Convention): number {
  Astronomy.e_tilt(CACHE_RESET_TIME);
  return norm360(moonDegAt(unixMs, astroTimeOf(unixMs), convention));
}

/** @brief Apparent sidereal longitude of the Sun in a convention, degrees [0, 360). */
export function sunSiderealDeg(unixMs: number, convention: Convention): number {
  Astronomy.e_tilt(CACHE_RESET_TIME);
  return norm360(sunDegAt(astroTimeOf(unixMs), convention));
}
