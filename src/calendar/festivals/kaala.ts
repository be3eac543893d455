/**
 * @module calendar/festivals/kaala
 * Day windows (kaala) of a civil day at a place, and how an anga span meets them.
 *
 * Definitions (adyatithi rule catalogue README, `notes/calendar-conventions.md` §8; checked against
 * Drik Panchang 2023 festival days at Mirzapur):
 * - daytime = sunrise → sunset, split into five equal parts: pratah, sangava, madhyahna, aparahna,
 *   sayahna; purvahna = its first half (sunrise → midday: the two-fold forenoon of Drik's Vasant Panchami and
 *   Akshaya Tritiya muhurtas, e.g. "07:07 to 12:35");
 * - night = sunset → next sunrise, 15 muhurtas; pradosha = the first three (night / 5), nishita = the
 *   8th;
 * - arunodaya = the last 4 ghatis of the night before, up to sunrise (panchang/arunodaya.ts);
 * - sunrise, sunset, moonrise: instants (an anga "touches" them when it holds at that instant).
 */
import type { AngaSpan, FestivalSky, Kaala } from './types.js';
import { arunodayaStartMs } from '../panchang/arunodaya.js';

/**
 * @brief The window of `kaala` belonging to civil day `i` (a Hindu day: its night runs to the next
 * sunrise), as [startMs, endMs] (start = end for instants), or null (no moonrise that day).
 */
export function kaalaWindow(sky: FestivalSky, i: number, kaala: Kaala): [number, number] | null {
  const d = sky.days[i]!;
  const next = sky.days[i + 1];
  const sr = d.sunriseMs;
  const ss = d.sunsetMs;
  const day = ss - sr;
  const night = (next ? next.sunriseMs : sr + 86_400_000) - ss;
  switch (kaala) {
    case 'sunrise': return [sr, sr];
    case 'sunset': return [ss, ss];
    case 'arunodaya': return [arunodayaStartMs(sr, sky.days[i - 1]?.sunsetMs ?? null), sr];
    case 'pratah': return [sr, sr + day / 5];
    case 'sangava': return [sr + day / 5, sr + (2 * day) / 5];
    case 'madhyahna': return [sr + (2 * day) / 5, sr + (3 * day) / 5];
    case 'aparahna': return [sr + (3 * day) / 5, sr + (4 * day) / 5];
    case 'sayahna': return [sr + (4 * day) / 5, ss];
    case 'purvahna': return [sr, sr + day / 2];
    case 'daytime': return [sr, ss];
    case 'night': return [ss, ss + night];
    case 'pradosha': return [ss, ss + night / 5];
    case 'nishita': return [ss + (7 * night) / 15, ss + (8 * night) / 15];
    case 'moonrise': {
      const mr = sky.moonriseMs(i);
      return mr === null ? null : [mr, mr];
    }
  }
}

/** Pieces of [a, b] left after removing the given spans (sorted, non-overlapping output). */
export function subtractSpans(a: number, b: number, remove: AngaSpan[]): Array<[number, number]> {
  let pieces: Array<[number, number]> = [[a, b]];
  for (const r of remove) {
    if (r.endMs <= a || r.startMs >= b) continue;
    const next: Array<[number, number]> = [];
    for (const [p, q] of pieces) {
      if (r.endMs <= p || r.startMs >= q) { next.push([p, q]); continue; }
      if (r.startMs > p) next.push([p, r.startMs]);
      if (r.endMs < q) next.push([r.endMs, q]);
    }
    pieces = next;
  }
  return pieces;
}

export interface Touch {
  /** overlap in ms (1 for an instant kaala that the anga holds at) */
  overlapMs: number;
  /** the parts of the anga inside the window, with exclusions removed */
  pieces: Array<[number, number]>;
}

/**
 * @brief How anga span `s` meets `window`, after removing `excluded` spans (e.g. Vishti karana).
 * With `fullCoverage` the anga must hold over the whole window (arunodaya-viddha rule), otherwise it
 * counts as not touching.
 */
export function touchOf(s: AngaSpan, window: [number, number], excluded: AngaSpan[], fullCoverage: boolean): Touch {
  const [a, b] = window;
  if (a === b) {
    const holds = s.startMs <= a && a < s.endMs && !excluded.some((x) => x.startMs <= a && a < x.endMs);
    return holds ? { overlapMs: 1, pieces: [[a, a]] } : { overlapMs: 0, pieces: [] };
  }
  if (fullCoverage && !(s.startMs <= a && s.endMs >= b)) return { overlapMs: 0, pieces: [] };
  const lo = Math.max(a, s.startMs);
  const hi = Math.min(b, s.endMs);
  if (hi <= lo) return { overlapMs: 0, pieces: [] };
  const pieces = subtractSpans(lo, hi, excluded);
  return { overlapMs: pieces.reduce((t, [p, q]) => t + (q - p), 0), pieces };
}
