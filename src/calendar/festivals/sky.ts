/**
 * @module calendar/festivals/sky
 * Builds the `FestivalSky` of a year at a place from the calendar engine: civil days with sunrise and
 * sunset (the calendar's fastSunriseSunsetOfDay), tithi / nakshatra / karana spans (from the location-free anga tables when given, otherwise a
 * live search: the same instants either way), amanta lunations with adhika flags, sankrantis, and a
 * memoised moonrise (the calendar's fastMoonrise) and the new crescent's Yallop q of an evening (astro/crescent.ts).
 *
 * Lunar months: the calendar's amanta months (`amantaMonthBetween`, conventions §4) between consecutive
 * new moons of the tithi spans.
 */
import {
  amantaMonthBetween, angaSpansBetween, addDays, daysInMonth, fastMoonrise, fastSunriseSunsetOfDay, formatIsoDate, weekdayOf, zoneOffsets,
  type AngaTables, type CivilDate, type Convention, type ZoneOffsets,
} from '../index.js';
import { crescentAtSunset } from '../astro/crescent.js';
import type { AngaSpan, FestivalSky, Lunation, Sankranti, SkyDay } from './types.js';

export interface SkyOptions {
  year: number;
  lat: number;
  lng: number;
  /** metres, default 0 */
  altitudeM?: number;
  /** IANA zone, default Asia/Kolkata */
  tz?: string;
  /** default 'drik' */
  convention?: Convention;
  /** location-free anga tables (optional; without them the spans are searched live) */
  tables?: AngaTables | null;
}

const DAY_MS = 86_400_000;
/** Civil days kept before and after the year (a festival decided on 31 Dec needs 1 Jan's sunrise). */
const DAY_MARGIN = 3;
/** Anga spans kept before and after the year (a whole lunation on each side). */
const ANGA_MARGIN_MS = 40 * DAY_MS;

const toSpan = (s: { number: number; startUnixMs: number; endUnixMs: number }): AngaSpan => ({ n: s.number, startMs: s.startUnixMs, endMs: s.endUnixMs });

export const DEFAULT_FESTIVAL_TZ = 'Asia/Kolkata';

/** @brief The UTC offsets of `tz` over a festival year and its margins (the sky's local times and dates). */
export function festivalYearZone(tz: string, year: number): ZoneOffsets {
  return zoneOffsets(tz, Date.UTC(year - 1, 11, 20), Date.UTC(year + 1, 0, 12));
}

/** The Gregorian date after `d`. */
function nextDate(d: CivilDate): CivilDate {
  if (d.day < daysInMonth(d.year, d.month)) return { year: d.year, month: d.month, day: d.day + 1 };
  return d.month === 12 ? { year: d.year + 1, month: 1, day: 1 } : { year: d.year, month: d.month + 1, day: 1 };
}

/** @brief Everything the festival evaluator needs for `opt.year` at a place. */
export function buildFestivalSky(opt: SkyOptions): FestivalSky {
  const tz = opt.tz ?? DEFAULT_FESTIVAL_TZ;
  const convention = opt.convention ?? 'drik';
  const place = { lat: opt.lat, lng: opt.lng, altitudeM: opt.altitudeM ?? 0 };
  const days: SkyDay[] = [];
  const zone = festivalYearZone(tz, opt.year);
  const first = addDays({ year: opt.year, month: 1, day: 1 }, -DAY_MARGIN);
  const n = (Date.UTC(opt.year + 1, 0, 1) - Date.UTC(opt.year, 0, 1)) / DAY_MS + 2 * DAY_MARGIN;
  const weekday0 = weekdayOf(first);
  // the dates are stepped, not recomputed through Date objects (about as costly as the sunrise itself)
  for (let k = 0, date = first; k < n; k++, date = nextDate(date)) {
    const midnightMs = zone.midnightMs(date.year, date.month, date.day);
    const { sunriseMs, sunsetMs } = fastSunriseSunsetOfDay(place, midnightMs);
    days.push({ date: formatIsoDate(date), midnightMs, weekday: (weekday0 + k) % 7, sunriseMs, sunsetMs });
  }
  const from = Date.UTC(opt.year, 0, 1) - ANGA_MARGIN_MS;
  const to = Date.UTC(opt.year + 1, 0, 1) + ANGA_MARGIN_MS;
  const tithis = angaSpansBetween('tithi', from, to, convention, opt.tables).map(toSpan);
  const nakshatras = angaSpansBetween('nakshatra', from, to, convention, opt.tables).map(toSpan);
  const sunRashis = angaSpansBetween('sunRashi', from - 31 * DAY_MS, to, convention, opt.tables).map(toSpan);
  const sankrantis: Sankranti[] = sunRashis.slice(1).map((s) => ({ rashi: s.n, unixMs: s.startMs }));
  const newMoons = tithis.filter((s) => s.n === 1).map((s) => s.startMs);
  const lunations: Lunation[] = [];
  for (let i = 0; i + 1 < newMoons.length; i++) {
    const m = amantaMonthBetween(newMoons[i]!, newMoons[i + 1]!, convention, opt.tables);
    lunations.push({ startMs: m.startUnixMs, endMs: m.endUnixMs, masa: m.index + 1, adhika: m.adhika });
  }
  const karanaCache = new Map<string, AngaSpan[]>();
  const moonrise = new Map<number, number | null>();
  const crescent = new Map<number, number | null>();
  return {
    year: opt.year, days, tithis, nakshatras, lunations, sankrantis,
    karanasBetween(fromMs, toMs) {
      const key = `${fromMs}|${toMs}`;
      let v = karanaCache.get(key);
      if (!v) { v = angaSpansBetween('karana', fromMs, toMs, convention, opt.tables).map(toSpan); karanaCache.set(key, v); }
      return v;
    },
    moonriseMs(i) {
      if (!moonrise.has(i)) {
        const d = days[i];
        moonrise.set(i, d ? fastMoonrise(place.lat, place.lng, place.altitudeM, d.midnightMs) : null);
      }
      return moonrise.get(i)!;
    },
    crescentQ(i) {
      if (!crescent.has(i)) {
        const d = days[i];
        crescent.set(i, d ? crescentAtSunset(place, d.sunsetMs)?.yallopQ ?? null : null);
      }
      return crescent.get(i)!;
    },
    utcOffsetMin: (t) => zone.offsetMs(t) / 60_000,
    isoLocal: zone.iso,
  };
}
