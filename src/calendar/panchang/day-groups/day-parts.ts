/**
 * @module calendar/panchang/day-groups/day-parts
 * The one evaluator behind every day-part rule (choghadiya, hora, muhurtas): a span cut into equal parts.
 * Day = sunrise → sunset, night = sunset → next sunrise (the Hindu day runs sunrise to sunrise).
 */
import type { WindowMs } from '../muhurat.js';

/** Sunrise, sunset and the next sunrise of one Hindu day (Unix ms); null where the event does not happen. */
export interface DayFrame {
  sunriseUnixMs: number | null;
  sunsetUnixMs: number | null;
  nextSunriseUnixMs: number | null;
  /** The sunset before this sunrise (Brahma muhurta and Pratah sandhya lie in the night that ends at sunrise). */
  prevSunsetUnixMs: number | null;
  /** 0 = Sunday … 6 = Saturday: the weekday of the sunrise. */
  weekday: number;
}

/**
 * Why a group is null: the Sun does not rise (`no_sunrise`), does not set (`no_sunset`) or does not rise the next
 * day (`no_next_sunrise`) at this place and date (polar day or night).
 */
export type UnavailableReason = 'no_sunrise' | 'no_sunset' | 'no_next_sunrise' | 'no_previous_sunset';

/** @brief Part `k` (1-based) of `n` equal parts of [startMs, endMs). */
export function partOf(startMs: number, endMs: number, n: number, k: number): WindowMs {
  const len = (endMs - startMs) / n;
  // The last part ends exactly at endMs (no floating drift), so consecutive spans stay contiguous.
  return { startUnixMs: startMs + (k - 1) * len, endUnixMs: k === n ? endMs : startMs + k * len };
}

/** @brief All `n` equal parts of [startMs, endMs), in order. */
export function equalParts(startMs: number, endMs: number, n: number): WindowMs[] {
  const out: WindowMs[] = [];
  for (let k = 1; k <= n; k++) out.push(partOf(startMs, endMs, n, k));
  return out;
}

/** @brief The daytime span, or why there is none. */
export function daySpan(f: DayFrame): WindowMs | UnavailableReason {
  if (f.sunriseUnixMs === null) return 'no_sunrise';
  if (f.sunsetUnixMs === null || !(f.sunsetUnixMs > f.sunriseUnixMs)) return 'no_sunset';
  return { startUnixMs: f.sunriseUnixMs, endUnixMs: f.sunsetUnixMs };
}

/** @brief The night after the day (sunset → next sunrise), or why there is none. */
export function nightSpan(f: DayFrame): WindowMs | UnavailableReason {
  const d = daySpan(f);
  if (typeof d === 'string') return d;
  if (f.nextSunriseUnixMs === null || !(f.nextSunriseUnixMs > d.endUnixMs)) return 'no_next_sunrise';
  return { startUnixMs: d.endUnixMs, endUnixMs: f.nextSunriseUnixMs };
}

/** @brief The night before the day (previous sunset → sunrise), or why there is none. */
export function prevNightSpan(f: DayFrame): WindowMs | UnavailableReason {
  if (f.sunriseUnixMs === null) return 'no_sunrise';
  if (f.prevSunsetUnixMs === null || !(f.prevSunsetUnixMs < f.sunriseUnixMs)) return 'no_previous_sunset';
  return { startUnixMs: f.prevSunsetUnixMs, endUnixMs: f.sunriseUnixMs };
}
