/**
 * @module calendar/festivals/sky-lookup
 * Binary searches over a `FestivalSky`: which Hindu day, anga, lunation or solar month holds at an
 * instant.
 */
import type { AngaSpan, FestivalSky, Lunation } from './types.js';

/** Index of the last element whose key is ≤ t, or −1. */
function lastAtOrBefore<T>(arr: readonly T[], t: number, key: (x: T) => number): number {
  let lo = 0;
  let hi = arr.length - 1;
  let ans = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (key(arr[mid]!) <= t) { ans = mid; lo = mid + 1; } else hi = mid - 1;
  }
  return ans;
}

/** @brief Civil day whose sunrise-to-next-sunrise span holds instant t (−1 before the first sunrise). */
export function hinduDayOf(sky: FestivalSky, t: number): number {
  return lastAtOrBefore(sky.days, t, (d) => d.sunriseMs);
}

/** @brief Civil day (local date) holding instant t (−1 when before the first day). */
export function civilDayOf(sky: FestivalSky, t: number): number {
  return lastAtOrBefore(sky.days, t, (d) => d.midnightMs);
}

/** @brief The span of `spans` holding instant t, or null. */
export function spanAt(spans: readonly AngaSpan[], t: number): AngaSpan | null {
  const i = lastAtOrBefore(spans, t, (s) => s.startMs);
  const s = i >= 0 ? spans[i]! : null;
  return s && t < s.endMs ? s : null;
}

/** @brief The amanta lunation holding instant t, or null. */
export function lunationAt(sky: FestivalSky, t: number): Lunation | null {
  const i = lastAtOrBefore(sky.lunations, t, (l) => l.startMs);
  const l = i >= 0 ? sky.lunations[i]! : null;
  return l && t < l.endMs ? l : null;
}

/** @brief Sidereal rashi of the Sun (1 = Mesha) at instant t, from the sankranti list; null outside it. */
export function solarMonthAt(sky: FestivalSky, t: number): number | null {
  const i = lastAtOrBefore(sky.sankrantis, t, (s) => s.unixMs);
  return i >= 0 ? sky.sankrantis[i]!.rashi : null;
}

/** @brief Purnimanta month label of a Krishna-paksha day in amanta lunation `l` (§4 of the conventions). */
export function purnimantaOfKrishna(l: Pick<Lunation, 'masa' | 'adhika'>): { masa: number; adhika: boolean } {
  // An adhika lunation keeps its label in both systems (Drik 2023: Adhik Shravana 07-18 → 08-16);
  // otherwise the Krishna half belongs to the next (nija) month.
  return l.adhika ? { masa: l.masa, adhika: true } : { masa: (l.masa % 12) + 1, adhika: false };
}
