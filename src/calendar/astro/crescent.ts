/**
 * @module calendar/astro/crescent
 * The new crescent's visibility parameter q of Yallop (B. D. Yallop, "A method for predicting the first sighting of
 * the new crescent moon", NAO Technical Note 69, 1997), evaluated on one evening at a place.
 *
 * Yallop's recipe: the lag is moonset − sunset; the best time of observation is sunset + 4/9 of the lag; at that
 * instant ARCV is the Moon's altitude minus the Sun's (airless, centres), W′ = SD′(1 − cos ARCL) the crescent width in
 * arcminutes (SD′ the Moon's topocentric semidiameter, ARCL the Sun–Moon elongation), and
 * q = (ARCV − (11.8371 − 6.3226 W′ + 0.7319 W′² − 0.1018 W′³)) / 10.
 * Yallop's zones: A q > +0.216 (easily visible), B > −0.014 (visible in perfect conditions), C > −0.160 (may need
 * optical aid to find the crescent), D > −0.232 (optical aid needed), below that not visible.
 * Here ARCV is topocentric (the Moon seen from the place, as Odeh 2004 takes it; Yallop takes a geocentric ARCV, which
 * at these altitudes is about 1° larger and would shift q by about +0.1), and sunset and moonset are the service's
 * (./rise-set.ts: upper limb, 34′ refraction, the Moon's lowered horizon), so q here is the measure fitted against
 * Drik Panchang's Chandra Darshana (bench/drik/chandra-darshana.ts). The places come from the location-free node tables
 * (fast-rise-set.ts fastCrescentGeometry): q within 0.0014 of astronomy-engine's topocentric positions on 7,233 young
 * evenings 1990–2044 at five places, none moved across −0.160 (test/calendar/crescent.test.ts checks a sample).
 */
import { fastCrescentGeometry, fastMoonsetNear } from './fast-rise-set.js';
import type { GeoPoint } from './rise-set.js';

const DEG = 180 / Math.PI;
const MOON_MEAN_RADIUS_KM = 1737.4;

export interface CrescentEvening {
  /** Yallop's q at the best time */
  yallopQ: number;
  /** moonset − sunset, minutes (≤ 0 when the Moon sets first) */
  lagMin: number;
  /** Moon's altitude − Sun's altitude at the best time, airless, topocentric, degrees */
  arcvDeg: number;
  /** Sun–Moon elongation at the best time, topocentric, degrees */
  arclDeg: number;
  /** crescent width W′, arcminutes */
  widthArcmin: number;
}

/**
 * @brief Yallop's quantities for the evening whose sunset is `sunsetMs` at `point`, or null when the Moon has no set
 * within half a day of it (near the poles). The moonset is the one nearest sunset (fastMoonsetNear: the service's
 * moonset to a few seconds, test/calendar/crescent.test.ts).
 */
export function crescentAtSunset(point: GeoPoint, sunsetMs: number): CrescentEvening | null {
  const moonset = fastMoonsetNear(point.lat, point.lng, point.altitudeM ?? 0, sunsetMs);
  if (moonset === null) return null;
  const lagMin = (moonset - sunsetMs) / 60_000;
  const bestMs = sunsetMs + (lagMin > 0 ? (4 / 9) * (moonset - sunsetMs) : 0);
  const g = fastCrescentGeometry(point.lat, point.lng, bestMs);
  const arcvDeg = g.moonAltDeg - g.sunAltDeg;
  const arclDeg = g.arclDeg;
  const sdArcmin = Math.asin(MOON_MEAN_RADIUS_KM / g.moonDistKm) * DEG * 60;
  const w = sdArcmin * (1 - Math.cos(arclDeg / DEG));
  const yallopQ = (arcvDeg - (11.8371 - 6.3226 * w + 0.7319 * w * w - 0.1018 * w * w * w)) / 10;
  return { yallopQ, lagMin, arcvDeg, arclDeg, widthArcmin: w };
}
