/**
 * @module calendar/solar/solar-date
 * The regional solar date (month, day, year and era) of a civil date at a place, in one of the calendars of
 * data/regions/solar-calendars.json. Month m begins on the civil day that the calendar's first-day rule
 * (./first-day-rules.ts) gives for the sankranti of its sign, with sankrantis from the same location-free tables as
 * the rest of the panchang (so `convention` moves them as it moves every sankranti) and the Sun's rise and set at
 * the place (upper limb, standard refraction) from the closed-form `fastSunEvent` (a few µs; within a few seconds of
 * `searchRiseSet` at |latitude| ≤ 60°, so a sankranti within seconds of a rule's threshold may fall either way). Where the Sun does not rise or set that day (polar day or night, only
 * with an explicit calendar far from its region) sunrise stands at 06:00 and sunset at 18:00 local clock time.
 */
import type { Convention } from '../astro/ephemeris.js';
import type { AngaTables } from '../anga/tables.js';
import { fastSunEvent } from '../astro/fast-rise-set.js';
import { sankrantisBetween } from '../panchang/lunar-month.js';
import { addDays, civilDateToUtcMidnight, formatIsoDate, localDateOf, localToUnixMs, startOfLocalDay, type CivilDate } from '../time/zone.js';
import { firstDayOfMonth, type DaySun, type SolarDayContext } from './first-day-rules.js';
import type { SolarCalendarId, SolarCalendarRecord } from './calendar-records.js';

/** A date in a regional solar calendar. */
export interface SolarDate {
  calendar: SolarCalendarId;
  /** Month 1 … 12 of the calendar's year, its sidereal sign (1 Mesha … 12 Meena) and names. */
  month: { number: number; rashi: number; name: string; nameNative: string };
  /** Day of the month, from 1. */
  day: number;
  year: number;
  era: { name: string; nameNative: string };
  /** First and last civil dates of the month (YYYY-MM-DD) and its length in days. */
  monthStart: string;
  monthEnd: string;
  monthDays: number;
  /** The sankranti that began the month (Unix ms). */
  sankrantiUnixMs: number;
}

export interface SolarDateInput {
  date: CivilDate;
  lat: number;
  lng: number;
  altitudeM: number;
  tz: string;
  convention: Convention;
  tables: AngaTables | null;
}

const DAY_MS = 86400000;
const EPOCH: CivilDate = { year: 1970, month: 1, day: 1 };
/** Mean length of a solar month (days): to step back to the start of the era year. */
const MEAN_SOLAR_MONTH_DAYS = 365.2564 / 12;

const dayNumberOf = (d: CivilDate) => civilDateToUtcMidnight(d) / DAY_MS;
const civilDateOf = (n: number) => addDays(EPOCH, n);

/** @brief The place's civil days and Sun, memoised per day (a date needs the Sun of two to four days). */
export function solarDayContext(lat: number, lng: number, altitudeM: number, tz: string): SolarDayContext {
  const suns = new Map<number, DaySun>();
  return {
    civilDayOf: (unixMs) => dayNumberOf(localDateOf(unixMs, tz)),
    sunOf: (day) => {
      let s = suns.get(day);
      if (!s) {
        const date = civilDateOf(day);
        const noon = localToUnixMs(date, 12 * 3600, tz);
        s = {
          sunriseUnixMs: fastSunEvent(1, lat, lng, altitudeM, noon) ?? localToUnixMs(date, 6 * 3600, tz),
          sunsetUnixMs: fastSunEvent(-1, lat, lng, altitudeM, noon) ?? localToUnixMs(date, 18 * 3600, tz),
        };
        suns.set(day, s);
      }
      return s;
    },
  };
}

/**
 * @brief The solar date of civil `date` at the place in calendar `cal`, or null outside the sankranti tables'
 * reach (never within 1900–2100).
 */
export function solarDateOn(cal: SolarCalendarRecord, input: SolarDateInput, ctx = solarDayContext(input.lat, input.lng, input.altitudeM, input.tz)): SolarDate | null {
  const day = dayNumberOf(input.date);
  const noon = startOfLocalDay(input.date, input.tz) + DAY_MS / 2;
  // A month is 29–32 days and day 1 is at most two days after its sankranti's civil day: from 66 days back there are
  // always two sankrantis up to `date` (the month's, and the one before when day 1 of the later is still to come).
  const sankrantis = sankrantisBetween(noon - 66 * DAY_MS, noon + 36 * DAY_MS, input.convention, input.tables);
  let i = -1;
  for (let k = 0; k < sankrantis.length; k++) if (ctx.civilDayOf(sankrantis[k]!.unixMs) <= day) i = k;
  if (i < 1 || i + 1 >= sankrantis.length) return null;
  const startOf = (k: number) => firstDayOfMonth(cal.firstDayRule, sankrantis[k]!.unixMs, ctx);
  let start = startOf(i);
  let next: number;
  if (start > day) {
    next = start;
    i -= 1;
    start = startOf(i);
  } else {
    next = startOf(i + 1);
  }
  const s = sankrantis[i]!;
  const number = ((s.rashi - cal.firstMonthRashi + 12) % 12) + 1;
  const names = cal.months[number - 1]!;
  // The era year began with month 1: step back from this month's start to that month, then read its Gregorian year.
  const yearStartApprox = civilDateOf(Math.round(start - (number - 1) * MEAN_SOLAR_MONTH_DAYS));
  return {
    calendar: cal.id,
    month: { number, rashi: s.rashi, name: names.name, nameNative: names.nameNative },
    day: day - start + 1,
    year: yearStartApprox.year + cal.era.offset,
    era: { name: cal.era.name, nameNative: cal.era.nameNative },
    monthStart: formatIsoDate(civilDateOf(start)),
    monthEnd: formatIsoDate(civilDateOf(next - 1)),
    monthDays: next - start,
    sankrantiUnixMs: s.unixMs,
  };
}
