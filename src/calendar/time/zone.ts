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
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** @brief Unix ms of 00:00 UTC of a civil date (the date read as if it were UTC). */
export function civilDateToUtcMidnight(d: CivilDate): number {
  const x = new Date(Date.UTC(2000, d.month - 1, d.day));
  x.setUTCFullYear(d.year);
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
  const d = new Date(unixMs + utcOffsetMs(tz, unixMs));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** @brief Adds days to a civil date. */
export function addDays(d: CivilDate, n: number): CivilDate {
  const x = new Date(civilDateToUtcMidnight(d) + n * 86400000);
  return { year: x.getUTCFullYear(), month: x.getUTCMonth() + 1, day: x.getUTCDate() };
}

/** @brief 'YYYY-MM-DD'. */
export function formatIsoDate(d: CivilDate): string {
  return `${pad4(d.year)}-${pad2(d.month)}-${pad2(d.day)}`;
}

/** @brief Day of week of a civil date, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(d: CivilDate): number {
  return new Date(civilDateToUtcMidnight(d)).getUTCDay();
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
