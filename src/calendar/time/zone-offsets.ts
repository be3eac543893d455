/**
 * @module calendar/time/zone-offsets
 * The UTC offsets of a time zone over a span, as a few constant segments found once (sampling every
 * 5 days, then bisecting each change to the second), so that the ~1,500 local-time conversions of a
 * festival year are array lookups instead of tz-database queries. Built on `utcOffsetMs` (./zone.ts).
 */
import { civilDateOfDayNumber, utcMidnightOfDate, utcOffsetMs } from './zone.js';

export interface ZoneOffsets {
  /** offset (local − UTC) in ms at an instant */
  offsetMs(unixMs: number): number;
  /** Unix ms of local midnight starting civil date y-m-d (first instant of the date) */
  midnightMs(y: number, m: number, d: number): number;
  /** ISO 8601 local time with offset, to the second (`2023-11-12T17:29:03+05:30`) */
  iso(unixMs: number): string;
}

const STEP_MS = 5 * 86_400_000;
const pad2 = (n: number) => (n < 10 ? '0' : '') + n;

/**
 * Built segments by zone and span. The generator asks for the same (Asia/Kolkata, year) span once per tile, and
 * finding the segments (about 150 tz-database queries) costs more than the rest of a festival year's local times.
 */
const memo = new Map<string, ZoneOffsets>();
const MEMO_MAX = 4096;

/** @brief Offset segments of `tz` over [fromMs, toMs] (memoised: a pure function of its arguments). */
export function zoneOffsets(tz: string, fromMs: number, toMs: number): ZoneOffsets {
  const key = `${tz}|${fromMs}|${toMs}`;
  let z = memo.get(key);
  if (!z) {
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(key, (z = buildZoneOffsets(tz, fromMs, toMs)));
  }
  return z;
}

function buildZoneOffsets(tz: string, fromMs: number, toMs: number): ZoneOffsets {
  const starts: number[] = [fromMs];
  const offs: number[] = [utcOffsetMs(tz, fromMs)];
  let prevT = fromMs;
  let prevO = offs[0]!;
  for (let t = fromMs + STEP_MS; t <= toMs + STEP_MS; t += STEP_MS) {
    const o = utcOffsetMs(tz, t);
    if (o !== prevO) {
      let lo = prevT;
      let hi = t; // offset(lo) = prevO, offset(hi) = o
      while (hi - lo > 1000) {
        const mid = Math.floor((lo + hi) / 2000) * 1000;
        if (mid <= lo) break;
        if (utcOffsetMs(tz, mid) === prevO) lo = mid; else hi = mid;
      }
      starts.push(hi);
      offs.push(o);
      prevO = o;
    }
    prevT = t;
  }
  // the ISO text of each offset (`+05:30`, seconds only when the offset has them), and of each local date asked
  const suffix = offs.map((off) => {
    const a = Math.abs(off) / 1000;
    const os = a % 60;
    return `${off < 0 ? '-' : '+'}${pad2(Math.floor(a / 3600))}:${pad2(Math.floor((a % 3600) / 60))}${os ? ':' + pad2(os) : ''}`;
  });
  const dates = new Map<number, string>();
  const dateText = (dayNumber: number): string => {
    let d = dates.get(dayNumber);
    if (d === undefined) {
      const c = civilDateOfDayNumber(dayNumber);
      dates.set(dayNumber, (d = `${String(c.year).padStart(4, '0')}-${pad2(c.month)}-${pad2(c.day)}`));
    }
    return d;
  };
  /** the offset segment in force at t: the last whose start is not after t */
  const segmentAt = (t: number): number => {
    let i = starts.length - 1;
    while (i > 0 && starts[i]! > t) i--;
    return i;
  };
  const offsetMs = (t: number): number => offs[segmentAt(t)]!;
  return {
    offsetMs,
    midnightMs(y, m, d) {
      const wall = utcMidnightOfDate(y, m, d);
      // try each offset in force around that date; the first consistent one is the first instant of the date
      const before = wall - offsetMs(wall - 86_400_000), after = wall - offsetMs(wall + 86_400_000);
      const first = Math.min(before, after), second = Math.max(before, after);
      if (offsetMs(first) === wall - first) return first;
      if (offsetMs(second) === wall - second) return second;
      return before; // midnight inside a gap: the offset in force before the change (as time/zone.ts)
    },
    iso(unixMs) {
      // integer arithmetic on the local day number and second of day, not a Date per call: a festival year
      // formats ~1,500 instants, and the Date getters cost about as much as deciding the year's days
      const t = Math.round(unixMs / 1000) * 1000;
      const i = segmentAt(t);
      const local = Math.floor((t + offs[i]!) / 1000); // whole seconds, as the Date getters
      const dayNumber = Math.floor(local / 86_400);
      const s = local - dayNumber * 86_400;
      return `${dateText(dayNumber)}T${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}${suffix[i]}`;
    },
  };
}
