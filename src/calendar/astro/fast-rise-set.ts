/**
 * @module calendar/astro/fast-rise-set
 * Fast sunrise, sunset and moonrise: closed-form hour-angle iterations instead of astronomy-engine's
 * `SearchRiseSet` (≈ 0.12 ms for the Sun, ≈ 0.5 ms for the Moon; these cost a few µs and ≈ 50 µs), for
 * callers that need hundreds of them per year and place (festivals, ceremonies).
 *
 * Same definition as `searchRiseSet` (./rise-set.ts, conventions §1): the upper limb on a horizon
 * lowered by 34′ of refraction and by the dip for the observer's height (Sweer 1938, as
 * astronomy-engine's `HorizonDipAngle`), the Moon seen from the observer (topocentric) on a horizon lowered
 * further by MOON_HORIZON_DEPRESSION_DEG (./moon-horizon.ts).
 * - Sun: apparent right ascension and declination from the low-precision solar theory of Meeus,
 *   *Astronomical Algorithms* ch. 25 (≈ 0.01°), Greenwich mean sidereal time from Meeus (12.4); two
 *   fixed-point iterations to the transit, then three on the hour angle of the event.
 * - Moon: apparent geocentric ecliptic position of date from astronomy-engine (`EclipticGeoMoon`, the same
 *   lunar theory), converted to right ascension and declination with the true obliquity, Greenwich
 *   apparent sidereal time from `SiderealTime`; the rise condition on the geocentric altitude of the
 *   centre is h0 = π − s − 34′ − 0.12° (π horizontal parallax, s semi-diameter; Meeus 15.1 with 0.7275π = π − s).
 * Agreement with `searchRiseSet`: within a few seconds at |latitude| ≤ 60° (test/calendar/fast-rise-set.test.ts).
 *
 * Location-free nodes (./location-free-nodes.ts): up to TABLE_MAX_LAT_DEG of latitude the iterations read the
 * Sun's right ascension, declination and distance from a daily table, and the Moon's (with the sidereal time's
 * nutation) from a 6-hourly one, each node computed once per process with the formulas above, instead of evaluating
 * them at every iteration of every place (the Sun ≈ 4× and the Moon ≈ 10× cheaper per event). Interpolation errors
 * are far below a millisecond of time (test/calendar/fast-rise-set-nodes.test.ts: the same events to within
 * 20 ms); beyond that latitude, where grazing events make the iterations sensitive, the series are evaluated
 * directly, as they are for `*Direct` callers (the reference).
 */
import * as Astronomy from 'astronomy-engine';
import './ephemeris.js';
import { MOON_HORIZON_DEPRESSION_DEG } from './moon-horizon.js';
import { nodeCache } from './location-free-nodes.js';

const DEG = Math.PI / 180;
const MS_PER_DAY = 86_400_000;
const MS_J2000 = Date.UTC(2000, 0, 1, 12);
const EARTH_RADIUS_KM = 6378.1366;
const MOON_RADIUS_KM = 1737.4;
/** Sidereal rate of a fixed point's hour angle, degrees per day. */
const SIDEREAL_DEG_PER_DAY = 360.98564736629;
/** Mean rate of the Moon's hour angle, degrees per day. */
const MOON_LHA_RATE = SIDEREAL_DEG_PER_DAY - 13.176358;

const wrap180 = (x: number) => ((((x + 180) % 360) + 360) % 360) - 180;

/** Apparent RA (deg), declination (deg) and distance (AU) of the Sun at a Unix instant (UT ≈ TT here). */
function sunEquatorial(unixMs: number, out: Float64Array): Float64Array {
  const T = (unixMs - MS_J2000) / MS_PER_DAY / 36525;
  const L0 = 280.46646 + T * (36000.76983 + T * 0.0003032);
  const M = (357.52911 + T * (35999.05029 - T * 0.0001537)) * DEG;
  const e = 0.016708634 - T * (0.000042037 + T * 0.0000001267);
  const C = (1.914602 - T * (0.004817 + T * 0.000014)) * Math.sin(M) + (0.019993 - T * 0.000101) * Math.sin(2 * M) + 0.000289 * Math.sin(3 * M);
  const trueLon = L0 + C;
  const v = M + C * DEG;
  const rAu = (1.000001018 * (1 - e * e)) / (1 + e * Math.cos(v));
  const omega = (125.04 - 1934.136 * T) * DEG;
  const lambda = (trueLon - 0.00569 - 0.00478 * Math.sin(omega)) * DEG;
  const eps = (23.439291111 - T * (0.013004167 + T * (1.64e-7 - T * 5.04e-7)) + 0.00256 * Math.cos(omega)) * DEG;
  const ra = Math.atan2(Math.cos(eps) * Math.sin(lambda), Math.cos(lambda));
  const dec = Math.asin(Math.sin(eps) * Math.sin(lambda));
  out[0] = ((ra / DEG) % 360 + 360) % 360;
  out[1] = dec / DEG;
  out[2] = rAu;
  return out;
}

/** Latitudes up to which the location-free node tables are read (beyond: the series directly). */
export const TABLE_MAX_LAT_DEG = 60;

/** The Sun's [RA°, dec°, distance AU] at 0h UT of each day, ~11 years kept. */
const SUN_NODES = nodeCache(MS_PER_DAY, 64, 3, 64, sunEquatorial, [0]);

/** The Sun's position source: the node table or the series. */
type SunSource = (unixMs: number, out: Float64Array) => Float64Array;
const sunFromNodes: SunSource = (t, out) => SUN_NODES.at(t, out);
const sunSourceFor = (latDeg: number, direct: boolean): SunSource => (direct || Math.abs(latDeg) > TABLE_MAX_LAT_DEG ? sunEquatorial : sunFromNodes);
const sunScratch = new Float64Array(3);

/** Greenwich mean sidereal time, degrees (Meeus 12.4). */
function gmstDeg(unixMs: number): number {
  const d = (unixMs - MS_J2000) / MS_PER_DAY;
  const T = d / 36525;
  const g = 280.46061837 + SIDEREAL_DEG_PER_DAY * d + T * T * (0.000387933 - T / 38710000);
  return ((g % 360) + 360) % 360;
}

/** Horizon dip (negative degrees) for a height above the surroundings, as astronomy-engine computes it. */
function dipDeg(heightM: number): number {
  if (heightM <= 0) return 0;
  const k = 0.175 * Math.pow(1 - (6.5e-3 / 283.15) * (heightM / 3), 3.256);
  const radiusM = 6_371_000;
  return -(Math.sqrt((2 * (1 - k) * heightM) / radiusM) / (1 - k)) / DEG;
}

/** The rise/set horizon of the upper limb before the body's own terms: dip − 34′ of refraction (degrees). */
const limbHorizonDeg = (heightM: number) => dipDeg(heightM) - 34 / 60;

/**
 * @brief Sunrise (direction +1) or sunset (−1) nearest to `nearUnixMs` (give the local noon of the
 * civil day), or null when the Sun does not cross the horizon that day (polar day or night).
 * @param heightM observer height above the surroundings (horizon dip), metres
 */
export function fastSunEvent(direction: 1 | -1, latDeg: number, lngDeg: number, heightM: number, nearUnixMs: number): number | null {
  const src = sunSourceFor(latDeg, false);
  return sunEventFromTransit(src, direction, latDeg, lngDeg, heightM, sunTransitNear(src, lngDeg, nearUnixMs));
}

/** @brief `fastSunEvent` with the solar series evaluated at every iteration (no node table): the reference of the tests. */
export function fastSunEventDirect(direction: 1 | -1, latDeg: number, lngDeg: number, heightM: number, nearUnixMs: number): number | null {
  return sunEventFromTransit(sunEquatorial, direction, latDeg, lngDeg, heightM, sunTransitNear(sunEquatorial, lngDeg, nearUnixMs));
}

/**
 * The Sun's upper transit nearest `nearUnixMs` (fixed-point iterations): the start of both events' search. The
 * event iterations read the hour angle where they stand, so they need the transit only to within minutes, not to
 * the second: one iteration does on the node tables (the same events to 1 ms, test/calendar/fast-rise-set-nodes),
 * the series path keeps its two.
 */
function sunTransitNear(src: SunSource, lngDeg: number, nearUnixMs: number): number {
  let t = nearUnixMs;
  const iterations = src === sunEquatorial ? 2 : 1;
  for (let i = 0; i < iterations; i++) {
    const raDeg = src(t, sunScratch)[0]!;
    const lha = wrap180(gmstDeg(t) + lngDeg - raDeg);
    t -= (lha / SIDEREAL_DEG_PER_DAY) * MS_PER_DAY;
  }
  return t;
}

function sunEventFromTransit(src: SunSource, direction: 1 | -1, latDeg: number, lngDeg: number, heightM: number, transitMs: number): number | null {
  const phi = latDeg * DEG;
  const sinPhi = Math.sin(phi), cosPhi = Math.cos(phi);
  const horizon = limbHorizonDeg(heightM);
  let ev = transitMs;
  for (let i = 0; i < 3; i++) {
    const s = src(ev, sunScratch);
    const raDeg = s[0]!, decDeg = s[1]!, rAu = s[2]!;
    const h0 = (horizon - 0.266563 / rAu) * DEG;
    const cosH = (Math.sin(h0) - sinPhi * Math.sin(decDeg * DEG)) / (cosPhi * Math.cos(decDeg * DEG));
    if (cosH < -1 || cosH > 1) return null;
    const H = Math.acos(cosH) / DEG;
    const lha = wrap180(gmstDeg(ev) + lngDeg - raDeg);
    const target = direction === 1 ? -H : H;
    ev += (wrap180(target - lha) / SIDEREAL_DEG_PER_DAY) * MS_PER_DAY;
  }
  return Math.round(ev);
}

/**
 * The Moon's location-free terms at an instant: [RA°, dec (rad), distance km, Greenwich apparent sidereal time −
 * `gmstDeg` (°)] (the last so that a slowly varying quantity is interpolated, not the fast sidereal angle).
 */
function moonEquatorial(unixMs: number, out: Float64Array): Float64Array {
  const time = new Astronomy.AstroTime((unixMs - MS_J2000) / MS_PER_DAY);
  const ecl = Astronomy.EclipticGeoMoon(time);
  const eps = Astronomy.e_tilt(time).tobl * DEG;
  const lon = ecl.lon * DEG;
  const lat = ecl.lat * DEG;
  out[0] = Math.atan2(Math.sin(lon) * Math.cos(eps) - Math.tan(lat) * Math.sin(eps), Math.cos(lon)) / DEG;
  out[1] = Math.asin(Math.sin(lat) * Math.cos(eps) + Math.cos(lat) * Math.sin(eps) * Math.sin(lon));
  out[2] = ecl.dist * Astronomy.KM_PER_AU;
  out[3] = wrap180(Astronomy.SiderealTime(time) * 15 - gmstDeg(unixMs));
  return out;
}

/**
 * The Moon's terms every 6 h, in blocks of 2 days (a festival year asks for moonrise on a few dozen days: small
 * blocks fill only those, ~25 µs a node), up to 8,192 blocks (~45 years, 1 MB) kept.
 */
const MOON_NODES = nodeCache(6 * 3600_000, 8, 4, 8192, moonEquatorial, [0, 3]);
const moonScratch = new Float64Array(4);

function moonHourAngleInfo(direct: boolean, unixMs: number, latDeg: number, lngDeg: number, horizonDeg: number): { lhaDeg: number; riseLhaDeg: number | null } {
  const m = direct ? moonEquatorial(unixMs, moonScratch) : MOON_NODES.at(unixMs, moonScratch);
  const ra = m[0]!, dec = m[1]!, distKm = m[2]!;
  const parallax = Math.asin(EARTH_RADIUS_KM / distKm) / DEG;
  const semi = Math.asin(MOON_RADIUS_KM / distKm) / DEG;
  const h0 = (parallax - semi + horizonDeg) * DEG;
  const phi = latDeg * DEG;
  const cosH = (Math.sin(h0) - Math.sin(phi) * Math.sin(dec)) / (Math.cos(phi) * Math.cos(dec));
  const lhaDeg = wrap180(gmstDeg(unixMs) + m[3]! + lngDeg - ra);
  return { lhaDeg, riseLhaDeg: cosH < -1 || cosH > 1 ? null : -Math.acos(cosH) / DEG };
}

/**
 * @brief Moonrise within [fromUnixMs, fromUnixMs + 1 day), or null (no rise that day).
 * @param heightM observer height above the surroundings (horizon dip), metres
 */
export function fastMoonrise(latDeg: number, lngDeg: number, heightM: number, fromUnixMs: number): number | null {
  return moonriseSearch(Math.abs(latDeg) > TABLE_MAX_LAT_DEG, latDeg, lngDeg, heightM, fromUnixMs);
}

/** @brief `fastMoonrise` with the lunar theory evaluated at every iteration (no node table): the reference of the tests. */
export function fastMoonriseDirect(latDeg: number, lngDeg: number, heightM: number, fromUnixMs: number): number | null {
  return moonriseSearch(true, latDeg, lngDeg, heightM, fromUnixMs);
}

function moonriseSearch(direct: boolean, latDeg: number, lngDeg: number, heightM: number, fromUnixMs: number): number | null {
  const horizon = limbHorizonDeg(heightM) - MOON_HORIZON_DEPRESSION_DEG;
  // Try guesses spread over the day; each converges to the nearest rise.
  for (const startFrac of [0.5, 0.1, 0.9]) {
    let t = fromUnixMs + startFrac * MS_PER_DAY;
    let ok = true;
    for (let i = 0; i < 6; i++) {
      const info = moonHourAngleInfo(direct, t, latDeg, lngDeg, horizon);
      if (info.riseLhaDeg === null) { ok = false; break; }
      const step = (wrap180(info.riseLhaDeg - info.lhaDeg) / MOON_LHA_RATE) * MS_PER_DAY;
      t += step;
      if (Math.abs(step) < 500) break;
    }
    if (ok && t >= fromUnixMs && t < fromUnixMs + MS_PER_DAY) return Math.round(t);
  }
  return null;
}

/** What the new crescent's visibility needs at one instant (./crescent.ts), topocentric and airless, degrees. */
export interface CrescentGeometry {
  /** the Moon's centre's altitude, parallax applied */
  moonAltDeg: number;
  /** the Sun's centre's altitude */
  sunAltDeg: number;
  /** the Sun–Moon elongation seen from the place */
  arclDeg: number;
  /** the Moon's distance from the place, km */
  moonDistKm: number;
}

/**
 * @brief The Moon's and the Sun's topocentric places at `unixMs` from the node tables (the series beyond
 * TABLE_MAX_LAT_DEG): the Moon's parallax by Meeus (Astronomical Algorithms, ch. 40, with ρ = 1 and φ′ = φ: the
 * Earth's flattening moves the Moon by under 0.1′ here), the Sun's (8.8″) neglected.
 */
export function fastCrescentGeometry(latDeg: number, lngDeg: number, unixMs: number): CrescentGeometry {
  const direct = Math.abs(latDeg) > TABLE_MAX_LAT_DEG;
  const m = direct ? moonEquatorial(unixMs, moonScratch) : MOON_NODES.at(unixMs, moonScratch);
  const sun = sunSourceFor(latDeg, false)(unixMs, sunScratch);
  const lstRad = (gmstDeg(unixMs) + m[3]! + lngDeg) * DEG; // apparent local sidereal time
  const phi = latDeg * DEG, sinPhi = Math.sin(phi), cosPhi = Math.cos(phi);
  const dec = m[1]!, sinPi = EARTH_RADIUS_KM / m[2]!;
  const h = lstRad - m[0]! * DEG;
  // the Moon as seen from the place, in geocentric-distance units
  const x = Math.cos(dec) * Math.cos(h) - cosPhi * sinPi, y = Math.cos(dec) * Math.sin(h), z = Math.sin(dec) - sinPhi * sinPi;
  const rho = Math.sqrt(x * x + y * y + z * z);
  const decT = Math.asin(z / rho), hT = Math.atan2(y, x);
  const sunDec = sun[1]! * DEG, sunH = lstRad - sun[0]! * DEG;
  const altOf = (d: number, ha: number) => Math.asin(sinPhi * Math.sin(d) + cosPhi * Math.cos(d) * Math.cos(ha)) / DEG;
  const cosArcl = Math.sin(decT) * Math.sin(sunDec) + Math.cos(decT) * Math.cos(sunDec) * Math.cos(sunH - hT);
  return { moonAltDeg: altOf(decT, hT), sunAltDeg: altOf(sunDec, sunH), arclDeg: Math.acos(Math.min(1, Math.max(-1, cosArcl))) / DEG, moonDistKm: m[2]! * rho };
}

/**
 * @brief The moonset nearest `nearUnixMs` (within half a day), or null: hour-angle iterations as for moonrise, started
 * at that instant (the crescent's evening, ./crescent.ts, starts them at sunset, which a young Moon sets within hours of).
 */
export function fastMoonsetNear(latDeg: number, lngDeg: number, heightM: number, nearUnixMs: number): number | null {
  const direct = Math.abs(latDeg) > TABLE_MAX_LAT_DEG;
  const horizon = limbHorizonDeg(heightM) - MOON_HORIZON_DEPRESSION_DEG;
  let t = nearUnixMs;
  for (let i = 0; i < 8; i++) {
    const info = moonHourAngleInfo(direct, t, latDeg, lngDeg, horizon);
    if (info.riseLhaDeg === null) return null;
    const step = (wrap180(-info.riseLhaDeg - info.lhaDeg) / MOON_LHA_RATE) * MS_PER_DAY;
    t += step;
    if (Math.abs(step) < 500) break;
  }
  return Math.abs(t - nearUnixMs) < MS_PER_DAY / 2 ? Math.round(t) : null;
}

/**
 * @brief Sunrise (+1) or sunset (−1) of the civil day starting at local midnight `midnightMs`: the event
 * nearest local noon when it falls within 3 h of the day; where the Sun does not rise or set (polar day
 * or night) local 06:00 / 18:00 stand in (the festival and ceremony engines' convention, docs/festivals.md).
 */
export function fastSunEventOfDay(direction: 1 | -1, point: { lat: number; lng: number; altitudeM?: number }, midnightMs: number): number {
  return eventOfDay(direction, fastSunEvent(direction, point.lat, point.lng, point.altitudeM ?? 0, midnightMs + MS_PER_DAY / 2), midnightMs);
}

/**
 * @brief Sunrise and sunset of the civil day starting at local midnight `midnightMs`: the same instants as
 * `fastSunEventOfDay(1, …)` and `fastSunEventOfDay(-1, …)`, for the price of one transit search instead of two
 * (ceremony and festival engines need both for hundreds of days per answer).
 */
export function fastSunriseSunsetOfDay(point: { lat: number; lng: number; altitudeM?: number }, midnightMs: number, direct = false): { sunriseMs: number; sunsetMs: number } {
  const src = sunSourceFor(point.lat, direct);
  const transit = sunTransitNear(src, point.lng, midnightMs + MS_PER_DAY / 2);
  const h = point.altitudeM ?? 0;
  return {
    sunriseMs: eventOfDay(1, sunEventFromTransit(src, 1, point.lat, point.lng, h, transit), midnightMs),
    sunsetMs: eventOfDay(-1, sunEventFromTransit(src, -1, point.lat, point.lng, h, transit), midnightMs),
  };
}

/**
 * How far outside its civil day a sunrise or sunset of `fastSunEventOfDay` / `fastSunriseSunsetOfDay` may fall: the
 * day's events lie in [midnight − this, midnight + 24 h + this) (local 06:00 / 18:00 when the Sun does not rise or set).
 */
export const SUN_EVENT_DAY_MARGIN_MS = 3 * 3600_000;

function eventOfDay(direction: 1 | -1, t: number | null, midnightMs: number): number {
  if (t !== null && t >= midnightMs - SUN_EVENT_DAY_MARGIN_MS && t < midnightMs + MS_PER_DAY + SUN_EVENT_DAY_MARGIN_MS) return t;
  return midnightMs + (direction === 1 ? 6 : 18) * 3600_000;
}
