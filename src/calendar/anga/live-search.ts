/**
 * @module calendar/anga/live-search
 * The live root search for the division of an anga kind in force at an instant, and the one after it
 * (boundaries are canonical, see ./crossing.ts): what the tables are built from and what a lookup falls
 * back to outside them.
 */
import type { Convention } from '../astro/ephemeris.js';
import { findCrossing } from './crossing.js';
import { KIND_DEFS, divisionOf, divisionStartDeg } from './kinds.js';
import { KIND_VIEWS, type AngaKind } from './views.js';

/** A live span with its division (1-based, before numberOf). */
export interface DivisionSpan {
  division: number;
  startUnixMs: number;
  endUnixMs: number;
}

/** @brief Live search: the division of `kind` in force at unixMs (floored to the ms), with its boundaries. */
export function liveDivisionAt(kind: AngaKind, unixMs: number, convention: Convention): DivisionSpan {
  const view = KIND_VIEWS[kind];
  const def = KIND_DEFS[view.base];
  const n = view.divisions;
  const angle = (ms: number) => def.angleDeg(ms, convention);
  const t = Math.floor(unixMs);
  const a = angle(t);
  const k = divisionOf(a, n);
  const startDeg = divisionStartDeg(k, n);
  const endDeg = k === n ? 360 : divisionStartDeg(k + 1, n);
  const start = findCrossing(angle, startDeg, t - (a - startDeg) / def.meanRateDegPerMs, def.meanRateDegPerMs);
  const end = findCrossing(angle, endDeg === 360 ? 0 : endDeg, t + (endDeg - a) / def.meanRateDegPerMs, start.rateDegPerMs);
  return { division: k, startUnixMs: start.unixMs, endUnixMs: end.unixMs };
}

/** @brief Live search: the division that follows a span ending at endUnixMs. */
export function liveNextDivision(kind: AngaKind, prev: DivisionSpan, convention: Convention): DivisionSpan {
  const view = KIND_VIEWS[kind];
  const def = KIND_DEFS[view.base];
  const n = view.divisions;
  const k = (prev.division % n) + 1;
  const endDeg = k === n ? 0 : divisionStartDeg(k + 1, n);
  const guess = prev.endUnixMs + 360 / n / def.meanRateDegPerMs;
  const end = findCrossing((ms) => def.angleDeg(ms, convention), endDeg, guess, def.meanRateDegPerMs);
  return { division: k, startUnixMs: prev.endUnixMs, endUnixMs: end.unixMs };
}
