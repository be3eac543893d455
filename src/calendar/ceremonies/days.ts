/**
 * @module calendar/ceremonies/days
 * Civil days at a place with their sunrise and sunset, and the kaala windows ceremonies use.
 *
 * Sunrise and sunset follow the calendar engine's definition (upper limb on the horizon with standard
 * refraction, notes/calendar-conventions.md §1) through the calendar's fast closed-form solver
 * (`fastSunriseSunsetOfDay`, within a few seconds of `searchRiseSet` below ±60° latitude; local 06:00 / 18:00
 * where the Sun does not rise or set), as in the festival engine.
 *
 * Kaala (notes §8, the festival engine's kaala.ts): daytime sunrise → sunset split into five equal
 * parts; the 4th is **aparahna**, the shraddha kaala.
 */
import { addDays, civilDateOfDayNumber, civilDateToUtcMidnight, fastSunEventOfDay, fastSunriseSunsetOfDay, formatIsoDate, SUN_EVENT_DAY_MARGIN_MS, weekdayOf, weekdayOfDayNumber, zoneOffsets, type CivilDate, type ZoneOffsets } from '../index.js';
import type { Interval } from './intervals.js';

export interface Place {
  lat: number;
  lng: number;
  /** metres above sea level, default 0 */
  altitudeM?: number;
  /** IANA zone */
  tz: string;
}

export interface SunDay {
  date: CivilDate;
  iso: string;
  /** 0 = Sunday */
  weekday: number;
  midnightMs: number;
  sunriseMs: number;
  sunsetMs: number;
}

const DAY_MS = 86_400_000;

/**
 * The offsets of `tz` over a Gregorian year and its margins (memoised per zone and year by `zoneOffsets`, the same
 * span as the festival engine's year zone, so both share it): a local midnight is an array lookup instead of four
 * tz-database queries (`startOfLocalDay`, which it equals: test/ceremonies/sun-day-zone.test.ts).
 */
function zoneOfYear(tz: string, year: number): ZoneOffsets {
  // the last zone and year asked for, kept apart: an answer asks for the days of one zone, a year at a time
  if (tz !== lastZoneTz || year !== lastZoneYear) {
    lastZone = zoneOffsets(tz, Date.UTC(year - 1, 11, 20), Date.UTC(year + 1, 0, 12));
    lastZoneTz = tz;
    lastZoneYear = year;
  }
  return lastZone!;
}
let lastZoneTz = '';
let lastZoneYear = NaN;
let lastZone: ZoneOffsets | null = null;

/** @brief Local midnight starting civil `date` in `tz` (`startOfLocalDay`, from the year's zone offsets). */
export function localMidnightMs(date: CivilDate, tz: string): number {
  return zoneOfYear(tz, date.year).midnightMs(date.year, date.month, date.day);
}

/** @brief A civil day at a place with its sunrise and sunset. */
export function sunDay(date: CivilDate, p: Place): SunDay {
  const midnightMs = localMidnightMs(date, p.tz);
  return { date, iso: formatIsoDate(date), weekday: weekdayOf(date), midnightMs, ...fastSunriseSunsetOfDay(p, midnightMs) };
}

/** @brief Consecutive civil days from `from`, `count` of them (local midnights from the zone's offsets of each year). */
export function sunDays(from: CivilDate, count: number, p: Place): SunDay[] {
  return civilDays(from, count, p, (midnightMs) => fastSunriseSunsetOfDay(p, midnightMs));
}

/** A civil day with its sunrise only (what a search from sunrise to sunrise needs). */
export type SunriseDay = Omit<SunDay, 'sunsetMs'>;

/** @brief `sunDays` without the sunsets (the same days and sunrises, for about 60 % of the cost). */
export function sunriseDays(from: CivilDate, count: number, p: Place): SunriseDay[] {
  return civilDays(from, count, p, (midnightMs) => ({ sunriseMs: fastSunEventOfDay(1, p, midnightMs) }));
}

/** A civil day without its sun: date, text, weekday, local midnight. */
export type CivilDay = Omit<SunDay, 'sunriseMs' | 'sunsetMs'>;

/**
 * @brief `sunriseDays` with each sunrise computed when first asked for (a search that can tell from a day's local
 * midnights alone that the day does not matter skips its sunrise): the same days, and for each day asked the same
 * sunrise. A day's sunrise lies in [its midnight − SUN_EVENT_DAY_MARGIN_MS, its midnight + 24 h + that margin).
 */
export function lazySunriseDays(from: CivilDate, count: number, p: Place): { days: CivilDay[]; sunriseMs: (i: number) => number } {
  const days: CivilDay[] = eachCivilDay(from, count, p, (date, weekday, midnightMs) => new LazyIsoDay(date, weekday, midnightMs));
  const known = new Float64Array(count).fill(NaN);
  return {
    days,
    sunriseMs(i) {
      let v = known[i]!;
      if (Number.isNaN(v)) known[i] = v = fastSunEventOfDay(1, p, days[i]!.midnightMs);
      return v;
    },
  };
}

/** A civil day whose text is written when first read (a search reads it only for the days it answers). */
class LazyIsoDay implements CivilDay {
  private text: string | null = null;
  constructor(readonly date: CivilDate, readonly weekday: number, readonly midnightMs: number) {}
  get iso(): string { return (this.text ??= formatIsoDate(this.date)); }
}

/** The `count` civil days from `from` in `p`'s zone, each made by `make` from its date, weekday and local midnight. */
function eachCivilDay<D>(from: CivilDate, count: number, p: Place, make: (date: CivilDate, weekday: number, midnightMs: number) => D): D[] {
  const out: D[] = [];
  let zoneYear = NaN;
  let zone: ZoneOffsets | null = null;
  const first = civilDateToUtcMidnight(from) / DAY_MS; // day numbers: addDays(from, k) is day first + k
  for (let k = 0; k < count; k++) {
    const d = civilDateOfDayNumber(first + k);
    if (d.year !== zoneYear) { zone = zoneOfYear(p.tz, d.year); zoneYear = d.year; }
    out.push(make(d, weekdayOfDayNumber(first + k), zone!.midnightMs(d.year, d.month, d.day)));
  }
  return out;
}

function civilDays<T>(from: CivilDate, count: number, p: Place, sun: (midnightMs: number) => T): Array<Omit<SunDay, 'sunriseMs' | 'sunsetMs'> & T> {
  return eachCivilDay(from, count, p, (date, weekday, midnightMs) => ({ date, iso: formatIsoDate(date), weekday, midnightMs, ...sun(midnightMs) }));
}

/**
 * @brief `sunDay` at `p` remembered per civil date: for one answer that asks for the same days again (a
 * shraddha timeline looks at each tithi's days two or three times).
 */
export function sunDayMemo(p: Place): (date: CivilDate) => SunDay {
  const memo = new Map<number, SunDay>();
  return (date) => {
    const key = date.year * 10_000 + date.month * 100 + date.day;
    let d = memo.get(key);
    if (!d) { d = sunDay(date, p); memo.set(key, d); }
    return d;
  };
}

/** @brief Aparahna: the 4th fifth of daytime (sunrise → sunset). */
export function aparahnaOf(d: SunDay): Interval {
  const len = d.sunsetMs - d.sunriseMs;
  return [d.sunriseMs + (3 * len) / 5, d.sunriseMs + (4 * len) / 5];
}

const overlap = (a: Interval, b: Interval) => Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));

export interface VyaptiChoice {
  day: SunDay;
  aparahna: Interval;
  /** ms of the tithi inside that day's aparahna (0 when decided by the fallback) */
  overlapMs: number;
  /** `aparahna-vyapti`: largest overlap (ties → the earlier day); `daytime-fallback`: the tithi touches no
   * aparahna, the day whose daytime holds more of it; `night-fallback`: it lies wholly in one night, the
   * day whose sunrise precedes it. */
  rule: 'aparahna-vyapti' | 'daytime-fallback' | 'night-fallback';
}

/**
 * @brief The civil day on which a tithi span is kept by aparahna vyapti (notes §8, §9: the day whose
 * aparahna holds the larger part of the tithi; equal parts → the earlier day, "samye purva").
 * `dayOf` (optional, e.g. `sunDayMemo(p)`) supplies the days, the same as `sunDays` would; only the days that can
 * matter are asked for.
 */
export function chooseByAparahna(span: Interval, p: Place, localDate: (ms: number) => CivilDate, dayOf: (date: CivilDate) => SunDay = (date) => sunDay(date, p)): VyaptiChoice {
  const first = addDays(localDate(span[0]), -1);
  const last = localDate(span[1]);
  const n = Math.max(1, Math.round((Date.UTC(last.year, last.month - 1, last.day) - Date.UTC(first.year, first.month - 1, first.day)) / DAY_MS) + 1);
  // The day before the tithi's first date counts only when its sunset may reach the tithi (a day's events fall at most
  // SUN_EVENT_DAY_MARGIN_MS after its end) or, in the night fallback, when no later sunrise precedes the tithi.
  const firstMayOverlap = span[0] < localMidnightMs(first, p.tz) + DAY_MS + SUN_EVENT_DAY_MARGIN_MS;
  const days = Array.from({ length: n }, (_, k) => (k > 0 || n === 1 || firstMayOverlap ? dayOf(addDays(first, k)) : null));
  let best: VyaptiChoice | null = null;
  for (const d of days) {
    if (!d) continue;
    const ap = aparahnaOf(d);
    const o = overlap(ap, span);
    if (o > 0 && (!best || o > best.overlapMs)) best = { day: d, aparahna: ap, overlapMs: o, rule: 'aparahna-vyapti' };
  }
  if (best) return best;
  let dayBest: SunDay | null = null;
  let dayO = 0;
  for (const d of days) {
    if (!d) continue;
    const o = overlap([d.sunriseMs, d.sunsetMs], span);
    if (o > dayO) { dayO = o; dayBest = d; }
  }
  if (dayBest) return { day: dayBest, aparahna: aparahnaOf(dayBest), overlapMs: 0, rule: 'daytime-fallback' };
  // the last day whose sunrise is not after the tithi's start; none after the first: the first
  const before = days.slice(1).filter((d) => d!.sunriseMs <= span[0]).pop() ?? days[0] ?? dayOf(first);
  return { day: before, aparahna: aparahnaOf(before), overlapMs: 0, rule: 'night-fallback' };
}
