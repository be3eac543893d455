/**
 * @module calendar/time/zone
 * Local civil dates and clock times in IANA time zones, through `Intl` (the ICU copy of the tz database
 * bundled with Node): historic local mean time (e.g. Asia/Kolkata before 1906 is UTC+05:21:10 in tzdata),
 * standard-time changes and DST.
 *
 * Offsets are rounded to the whole minute: tzdata's local mean times have seconds (Asia/Kolkata before
 * 1906: +05:21:10), which RFC 3339 / ISO 8601 extended format and JavaScript's Date.parse cannot
 * express. Rounding (as pytz does, and as the reference cases do) keeps every formatted time an exact
 * denotation of its instant; the printed local clock time differs from true LMT by under 30 s.
 * Offsets are memoised per zone and 6-hour bucket of UTC: a bucket whose
 * two ends (its start and the next bucket's start) have the same offset is taken as constant (no zone changes its
 * offset twice within 6 h); other buckets are resolved exactly on each call. The last bucket looked up is kept apart (an answer formats a
 * hundred times of one day: a number compare instead of a string key and a Map lookup), and formatIsoLocal keeps the
 * text of the last local date it printed.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
const BUCKET_MS = 6 * 3600 * 1000;
/** Entries per zone and map before it is emptied (200,000 buckets: 137 years). */
const MAX_CACHE = 200_000;

/** Per zone, a formatter that prints the offset alone ("GMT+05:30", "GMT-00:44:30", "GMT" for zero). */
function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset', hour: 'numeric' });
    formatters.set(tz, f);
  }
  return f;
}

/** @brief Whether `tz` is an IANA zone name Intl knows. */
export function isValidTimeZone(tz: string): boolean {
  try {
    formatterFor(tz);
    return true;
  } catch {
    return false;
  }
}

/**
 * Offset (local − UTC) in ms at an instant, computed by Intl (no cache), rounded to the minute (half-minutes up, as
 * Math.round: −00:44:30 → −44 min). The offset text is read rather than the local clock parts (4× cheaper; identical
 * on 600,000 instants over every zone Intl knows, years −500…2200).
 */
const OFFSET_TEXT = /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;
function offsetExact(tz: string, unixMs: number): number {
  const m = OFFSET_TEXT.exec(formatterFor(tz).format(new Date(Math.floor(unixMs / 1000) * 1000)));
  if (!m) throw new Error(`no UTC offset in Intl's text for ${tz}`);
  if (!m[1]) return 0;
  const seconds = (m[1] === '-' ? -1 : 1) * (+m[2]! * 3600 + +m[3]! * 60 + (m[4] ? +m[4] : 0));
  return Math.round(seconds / 60) * 60000;
}

/**
 * @brief Offset of local clock time from UTC, in milliseconds, at an instant.
 * @param tz IANA zone name
 */
export function utcOffsetMs(tz: string, unixMs: number): number {
  const bucket = Math.floor(unixMs / BUCKET_MS);
  if (bucket === lastBucket && tz === lastTz) return lastOffsetMs;
  const z = tz === lastTz && lastZone ? lastZone : zoneCacheOf(tz);
  const cached = z.buckets.get(bucket);
  if (cached !== undefined) return Number.isNaN(cached) ? offsetExact(tz, unixMs) : remember(tz, z, bucket, cached);
  // The bucket's end is the next bucket's start: each boundary is asked of Intl once.
  const a = boundaryOffsetMs(tz, z, bucket);
  const b = boundaryOffsetMs(tz, z, bucket + 1);
  if (z.buckets.size > MAX_CACHE) z.buckets.clear();
  z.buckets.set(bucket, a === b ? a : NaN);
  return a === b ? remember(tz, z, bucket, a) : offsetExact(tz, unixMs);
}

/** Per zone: bucket → its constant offset (NaN: it changes within the bucket); bucket → the offset at its start. */
interface ZoneCache { buckets: Map<number, number>; boundaries: Map<number, number> }
const zoneCaches = new Map<string, ZoneCache>();
function zoneCacheOf(tz: string): ZoneCache {
  let z = zoneCaches.get(tz);
  if (!z) zoneCaches.set(tz, (z = { buckets: new Map(), boundaries: new Map() }));
  return z;
}

function boundaryOffsetMs(tz: string, z: ZoneCache, k: number): number {
  let off = z.boundaries.get(k);
  if (off === undefined) {
    off = offsetExact(tz, k * BUCKET_MS);
    if (z.boundaries.size > MAX_CACHE) z.boundaries.clear();
    z.boundaries.set(k, off);
  }
  return off;
}

/** The last constant bucket looked up and its zone's cache (see the module comment). */
let lastTz = '';
let lastZone: ZoneCache | null = null;
let lastBucket = NaN;
let lastOffsetMs = 0;
function remember(tz: string, z: ZoneCache, bucket: number, offsetMs: number): number {
  lastTz = tz;
  lastZone = z;
  lastBucket = bucket;
  lastOffsetMs = offsetMs;
  return offsetMs;
}

/** A civil date. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** @brief Parses 'YYYY-MM-DD' (validating the calendar date) or returns null. */
export function parseIsoDate(s: string): CivilDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return null;
  const year = +m[1]!, month = +m[2]!, day = +m[3]!;
  return isValidCivilDate(year, month, day) ? { year, month, day } : null;
}

/**
 * @brief Days from 1970-01-01 to a valid civil date of the proleptic Gregorian calendar (as `Date.UTC` counts them),
 * by arithmetic: H. Hinnant, "chrono-compatible low-level date algorithms" (days_from_civil).
 */
export function civilDayNumber(year: number, month: number, day: number): number {
  const y = year - (month <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** @brief The civil date of a day number (days from 1970-01-01, proleptic Gregorian): Hinnant's civil_from_days. */
export function civilDateOfDayNumber(dayNumber: number): CivilDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** @brief Days in month 1–12 of `year` (February has 29 in a Gregorian leap year: divisible by 4, centuries by 400). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** Whether y-m-d is a date of the calendar (integers; February 29 in leap years only). */
function isValidCivilDate(y: number, m: number, d: number): boolean {
  if (!(m >= 1 && m <= 12 && d >= 1 && Number.isInteger(d) && Number.isInteger(m) && Number.isInteger(y))) return false;
  return d <= 28 || d <= daysInMonth(y, m);
}

/**
 * @brief Unix ms of 00:00 UTC of a civil date (the date read as if it were UTC). A date out of range (month 13,
 * day 0 or 31 in a short month) is read as it always was: the month and day within year 2000, then the year set.
 */
export function civilDateToUtcMidnight(d: CivilDate): number {
  return utcMidnightOfDate(d.year, d.month, d.day);
}

/** @brief `civilDateToUtcMidnight` of year, month and day. */
export function utcMidnightOfDate(year: number, month: number, day: number): number {
  if (isValidCivilDate(year, month, day)) return civilDayNumber(year, month, day) * 86400000;
  const x = new Date(Date.UTC(2000, month - 1, day));
  x.setUTCFullYear(year);
  return x.getTime();
}

/**
 * @brief The instant at which local clock time `secondsOfDay` on civil date `date` occurs in `tz`.
 * A clock time skipped by a forward change (DST gap) maps to the instant after the gap at the same
 * offset as before (e.g. 02:30 on a spring-forward day → 03:30 new time); a repeated clock time
 * (fall-back) maps to its first occurrence.
 */
export function localToUnixMs(date: CivilDate, secondsOfDay: number, tz: string): number {
  const wall = civilDateToUtcMidnight(date) + secondsOfDay * 1000;
  const before = wall - utcOffsetMs(tz, wall - 86400000);
  const after = wall - utcOffsetMs(tz, wall + 86400000);
  const okBefore = utcOffsetMs(tz, before) === wall - before;
  const okAfter = utcOffsetMs(tz, after) === wall - after;
  if (okBefore && okAfter) return Math.min(before, after);
  if (okBefore) return before;
  if (okAfter) return after;
  return before; // in a gap: the offset in force before the change
}

/** @brief Local midnight that starts civil `date` in `tz` (the first instant of that date). */
export function startOfLocalDay(date: CivilDate, tz: string): number {
  return localToUnixMs(date, 0, tz);
}

/** @brief The civil date in `tz` at an instant. */
export function localDateOf(unixMs: number, tz: string): CivilDate {
  return civilDateOfDayNumber(Math.floor((unixMs + utcOffsetMs(tz, unixMs)) / 86400000));
}

/** @brief Adds days to a civil date. */
export function addDays(d: CivilDate, n: number): CivilDate {
  const k = isValidCivilDate(d.year, d.month, d.day) && Number.isFinite(n) ? civilDayNumber(d.year, d.month, d.day) + Math.floor(n) : Math.floor((civilDateToUtcMidnight(d) + n * 86400000) / 86400000);
  return civilDateOfDayNumber(k);
}

/** @brief 'YYYY-MM-DD'. */
export function formatIsoDate(d: CivilDate): string {
  return `${pad4(d.year)}-${pad2(d.month)}-${pad2(d.day)}`;
}

/** @brief Day of week of a civil date, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(d: CivilDate): number {
  return weekdayOfDayNumber(civilDateToUtcMidnight(d) / 86400000);
}

/** @brief Day of week of a day number (days from 1970-01-01, a Thursday), 0 = Sunday … 6 = Saturday. */
export function weekdayOfDayNumber(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

const pad2 = (n: number) => (n < 10 ? '0' : '') + n;
const pad4 = (n: number) => (n < 0 ? '-' + String(-n).padStart(6, '0') : String(n).padStart(4, '0'));

/**
 * @brief ISO 8601 / RFC 3339 local time with offset, to the second, e.g. `2023-01-01T06:45:12+05:30`.
 */
export function formatIsoLocal(unixMs: number, tz: string): string {
  const t = Math.round(unixMs / 1000) * 1000;
  const off = utcOffsetMs(tz, t);
  const local = t + off;
  const dayNo = Math.floor(local / 86_400_000);
  if (dayNo !== lastDayNo) {
    const d = new Date(dayNo * 86_400_000);
    lastDayNo = dayNo;
    lastDateText = `${pad4(d.getUTCFullYear())}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}T`;
  }
  if (off !== lastOffMs) {
    const a = Math.abs(off) / 1000;
    lastOffMs = off;
    lastOffText = `${off < 0 ? '-' : '+'}${pad2(Math.floor(a / 3600))}:${pad2(Math.floor((a % 3600) / 60))}`;
  }
  const s = (local - dayNo * 86_400_000) / 1000;
  return lastDateText + TWO_DIGITS[Math.floor(s / 3600)] + ':' + TWO_DIGITS[Math.floor(s / 60) % 60] + ':' + TWO_DIGITS[s % 60] + lastOffText;
}

/** The last local date and offset formatIsoLocal printed, as text. */
let lastDayNo = NaN;
let lastDateText = '';
let lastOffMs = NaN;
let lastOffText = '';
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => pad2(i));
