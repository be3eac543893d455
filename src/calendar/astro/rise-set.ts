/**
 * @module calendar/astro/rise-set
 * Sunrise, sunset, moonrise and moonset as Drik Panchang uses them.
 *
 * Definition (notes/calendar-conventions.md §1, verified on all 730 rise/set times of Drik's 2023 output):
 * the instant the *upper limb* crosses the horizon with standard refraction (34′, astronomy-engine's
 * `SearchRiseSet`), i.e. the Sun's centre at about −0.833°. Not the "Hindu rising" (disc centre, no
 * refraction). The Moon uses its own apparent radius and topocentric parallax, on a horizon lowered by
 * MOON_HORIZON_DEPRESSION_DEG (./moon-horizon.ts: fitted on Drik's 2023 moonrises and moonsets).
 *
 * Altitude model: `altitudeM` (metres above sea level) is taken as the observer's height above the
 * surrounding terrain, which lowers the apparent horizon by the dip angle
 * δ = √(2(1−k)h/R)/(1−k) (Sweer 1938, terrestrial refraction coefficient k ≈ 0.175 scaled for the air
 * density; astronomy-engine's `metersAboveGround`), e.g. 100 m → 0.30°, about 1–2 minutes earlier sunrise
 * and later sunset in India. Refraction at the horizon stays the sea-level value. With altitude 0 (the
 * default) this is the sea-level sunrise Drik prints.
 */
import * as Astronomy from 'astronomy-engine';
import './ephemeris.js';
import { MOON_HORIZON_DEPRESSION_DEG } from './moon-horizon.js';
import { fastObserver } from './rise-set-fast.js';

/** A place on the Earth. */
export interface GeoPoint {
  /** Latitude, degrees, −90…90 (north positive). */
  lat: number;
  /** Longitude, degrees, −180…180 (east positive). */
  lng: number;
  /** Height above sea level, metres (lowers the horizon, see module doc). Default 0. */
  altitudeM?: number;
}

const MS_PER_DAY = 86400000;

/**
 * @brief Next rise (direction +1) or set (−1) of the Sun or Moon after `fromUnixMs`, within `limitMs`.
 * @returns Unix ms (rounded to the ms), or null when the event does not happen in that window
 *   (polar day or night, or a Moon that does not rise/set that day).
 */
export function searchRiseSet(
  body: 'sun' | 'moon',
  direction: 1 | -1,
  point: GeoPoint,
  fromUnixMs: number,
  limitMs: number,
): number | null {
  const h = Math.max(0, point.altitudeM ?? 0);
  const observer = new Astronomy.Observer(point.lat, point.lng, h);
  const found = body === 'moon'
    ? searchMoonRiseSet(observer, point, direction, fromUnixMs, limitMs)
    : Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, direction, new Date(fromUnixMs), limitMs / MS_PER_DAY, h)?.date.getTime() ?? null;
  if (found === null) return null;
  const ms = Math.round(found);
  return ms < fromUnixMs + limitMs ? ms : null;
}

const MOON_EQUATORIAL_RADIUS_KM = 1738.1;

/** The Moon's semidiameter seen from `observer` at `ms`, degrees. */
function moonSemidiameterDeg(observer: Astronomy.Observer, ms: number): number {
  const eq = Astronomy.Equator(Astronomy.Body.Moon, Astronomy.MakeTime(new Date(ms)), observer, true, true);
  return Math.asin(MOON_EQUATORIAL_RADIUS_KM / Astronomy.KM_PER_AU / eq.dist) * Astronomy.RAD2DEG;
}

/**
 * Moonrise or moonset on the horizon lowered by MOON_HORIZON_DEPRESSION_DEG: SearchRiseSet's target for the
 * upper limb (34′ of refraction and the dip, as `fastObserver` computes it) less that angle, searched as an
 * altitude of the Moon's centre (SearchAltitude) less the semidiameter at the event (refined twice: it changes
 * by under 0.1″ a minute).
 */
function searchMoonRiseSet(observer: Astronomy.Observer, point: GeoPoint, direction: 1 | -1, fromUnixMs: number, limitMs: number): number | null {
  const target = fastObserver(point.lat, point.lng, point.altitudeM ?? 0).horizonDeg - MOON_HORIZON_DEPRESSION_DEG;
  let t = Astronomy.SearchAltitude(Astronomy.Body.Moon, observer, direction, new Date(fromUnixMs), limitMs / MS_PER_DAY, target - moonSemidiameterDeg(observer, fromUnixMs));
  for (let pass = 0; t && pass < 2; pass++) {
    const near = t.date.getTime();
    const from = Math.max(fromUnixMs, near - 10 * 60_000);
    t = Astronomy.SearchAltitude(Astronomy.Body.Moon, observer, direction, new Date(from), (near + 10 * 60_000 - from) / MS_PER_DAY, target - moonSemidiameterDeg(observer, near)) ?? t;
  }
  return t ? t.date.getTime() : null;
}

/** @brief Sunrise in [fromUnixMs, fromUnixMs + limitMs), or null. */
export function sunriseBetween(point: GeoPoint, fromUnixMs: number, limitMs: number): number | null {
  return searchRiseSet('sun', 1, point, fromUnixMs, limitMs);
}

/** @brief Sunset in [fromUnixMs, fromUnixMs + limitMs), or null. */
export function sunsetBetween(point: GeoPoint, fromUnixMs: number, limitMs: number): number | null {
  return searchRiseSet('sun', -1, point, fromUnixMs, limitMs);
}
