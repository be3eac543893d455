/**
 * @module generator/tiles/tile-panchang
 * The place-dependent part of the daily panchang of one tile: sunrise, sunset, the next sunrise, moonrise
 * and moonset, with the day-window rules of the calendar engine's day mode (`computePanchangDay`):
 * - sunrise: the first rise of the Sun in the local civil day [00:00, next 00:00);
 * - sunset: the first set after that sunrise within the day (else any set in the day);
 * - the Hindu day runs from sunrise to the next day's sunrise (local midnight when there is no sunrise);
 * - moonrise / moonset: the first of each within that Hindu day.
 * Everything else in a day (anga numbers and ends, masa, samvat) is location-free and looked up in the
 * anga tables at the anchor (sunrise).
 */
import { addDays, zoneOffsets, type CivilDate, type ZoneOffsets } from '../../calendar/index.js';
import { fastObserver, firstEventBetween, riseSetEvents, type SkyNodes } from '../../calendar/index.js';

const DAY_MS = 86_400_000;

/** One tile-year of sun and moon times. Times are Unix ms; NaN = the event does not happen. */
export interface TileYearSun {
  year: number;
  /** Days in the year (365/366). Arrays below have `days` entries; `dayStartMs` and `sunriseMs` one more (1 Jan of next year). */
  days: number;
  dayStartMs: Float64Array;
  sunriseMs: Float64Array;
  sunsetMs: Float64Array;
  moonriseMs: Float64Array;
  moonsetMs: Float64Array;
}

export interface TilePlace { lat: number; lng: number; altitude: number; tz: string }

const orNaN = (x: number | null) => (x === null ? NaN : x);

const zoneCache = new Map<string, ZoneOffsets>();

/** Offsets of a zone over 1899–2102 (the calendar engine's segments: the same local midnights as startOfLocalDay). */
function zoneOf(tz: string): ZoneOffsets {
  let z = zoneCache.get(tz);
  if (!z) zoneCache.set(tz, (z = zoneOffsets(tz, Date.UTC(1899, 11, 1), Date.UTC(2102, 1, 1))));
  return z;
}

/** @brief Sun and moon times of a tile for the local civil years fromYear…toYear. */
export function computeTileYears(nodes: SkyNodes, place: TilePlace, fromYear: number, toYear: number): TileYearSun[] {
  const obs = fastObserver(place.lat, place.lng, place.altitude);
  const zone = zoneOf(place.tz);
  const startOfLocalDay = (d: CivilDate, _tz: string) => zone.midnightMs(d.year, d.month, d.day);
  const first: CivilDate = { year: fromYear, month: 1, day: 1 };
  const rangeStart = startOfLocalDay(first, place.tz);
  const rangeEnd = startOfLocalDay({ year: toYear + 1, month: 1, day: 3 }, place.tz);
  const sun = riseSetEvents(nodes, 'sun', obs, rangeStart, rangeEnd + DAY_MS);
  const moon = riseSetEvents(nodes, 'moon', obs, rangeStart, rangeEnd + 2 * DAY_MS);
  const out: TileYearSun[] = [];
  let date = first;
  let dayStart = rangeStart;
  let nextStart = startOfLocalDay(addDays(date, 1), place.tz);
  let sunrise = firstEventBetween(sun, 1, dayStart, nextStart);
  for (let year = fromYear; year <= toYear; year++) {
    const days = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365;
    const y: TileYearSun = {
      year, days, dayStartMs: new Float64Array(days + 1), sunriseMs: new Float64Array(days + 1),
      sunsetMs: new Float64Array(days), moonriseMs: new Float64Array(days), moonsetMs: new Float64Array(days),
    };
    for (let i = 0; i < days; i++) {
      const next = addDays(date, 1);
      const nextNextStart = startOfLocalDay(addDays(next, 1), place.tz);
      const nextSunrise = firstEventBetween(sun, 1, nextStart, nextNextStart);
      const sunset = (sunrise !== null ? firstEventBetween(sun, -1, sunrise, nextStart) : null) ?? firstEventBetween(sun, -1, dayStart, nextStart);
      const anchor = sunrise ?? dayStart;
      const windowEnd = sunrise !== null && nextSunrise !== null ? nextSunrise : Math.max(nextStart, anchor + 1);
      y.dayStartMs[i] = dayStart;
      y.sunriseMs[i] = orNaN(sunrise);
      y.sunsetMs[i] = orNaN(sunset);
      y.moonriseMs[i] = orNaN(firstEventBetween(moon, 1, anchor, windowEnd));
      y.moonsetMs[i] = orNaN(firstEventBetween(moon, -1, anchor, windowEnd));
      date = next;
      dayStart = nextStart;
      nextStart = nextNextStart;
      sunrise = nextSunrise;
    }
    y.dayStartMs[days] = dayStart;
    y.sunriseMs[days] = orNaN(sunrise);
    out.push(y);
  }
  return out;
}
