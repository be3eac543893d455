/**
 * @module calendar/anga/spans
 * "Which anga is in force at instant t, and when does it start and end", from a precomputed table
 * (binary search) or by a live root search. Both give the same numbers and the same instants
 * (boundaries are canonical, see ./crossing.ts).
 */
import type { Convention } from '../astro/ephemeris.js';
import { findCrossing } from './crossing.js';
import { KIND_DEFS, divisionOf, divisionStartDeg } from './kinds.js';
import { liveDivisionAt, liveNextDivision } from './live-search.js';
import { angaAt, boundaryIndexAt, type AngaTables } from './tables.js';
import { KIND_VIEWS, identityNumber, type AngaKind, type AngaSpan } from './views.js';

export { karanaOfHalfTithi, type AngaKind, type AngaSpan } from './views.js';

/**
 * @brief The element of `kind` in force at unixMs (floored to the ms).
 * Uses `tables` when given and covering the instant, else a live search (same answer).
 */
export function angaSpanAt(kind: AngaKind, unixMs: number, convention: Convention, tables?: AngaTables | null): AngaSpan {
  const t = Math.floor(unixMs);
  if (tables && tables.convention === convention) {
    const hit = angaAt(tables.views[kind], t);
    if (hit) return hit;
  }
  const d = liveDivisionAt(kind, t, convention);
  return { number: KIND_VIEWS[kind].numberOf(d.division), startUnixMs: d.startUnixMs, endUnixMs: d.endUnixMs };
}

/**
 * @brief Every element of `kind` overlapping [fromUnixMs, toUnixMs), in order.
 */
export function angaSpansBetween(
  kind: AngaKind,
  fromUnixMs: number,
  toUnixMs: number,
  convention: Convention,
  tables?: AngaTables | null,
): AngaSpan[] {
  const out: AngaSpan[] = [];
  if (tables && tables.convention === convention) {
    let last = angaAt(tables.views[kind], Math.floor(fromUnixMs));
    while (last) {
      out.push(last);
      if (last.endUnixMs >= toUnixMs) return out;
      last = angaAt(tables.views[kind], last.endUnixMs);
    }
    out.length = 0; // the table does not cover the whole range: search live
  }
  const view = KIND_VIEWS[kind];
  let d = liveDivisionAt(kind, fromUnixMs, convention);
  out.push({ number: view.numberOf(d.division), startUnixMs: d.startUnixMs, endUnixMs: d.endUnixMs });
  while (d.endUnixMs < toUnixMs) {
    d = liveNextDivision(kind, d, convention);
    out.push({ number: view.numberOf(d.division), startUnixMs: d.startUnixMs, endUnixMs: d.endUnixMs });
  }
  return out;
}

/** @brief Number of the element of `kind` at unixMs from a single ephemeris evaluation (no boundary search). */
export function angaNumberAt(kind: AngaKind, unixMs: number, convention: Convention): number {
  const view = KIND_VIEWS[kind];
  const a = KIND_DEFS[view.base].angleDeg(Math.floor(unixMs), convention);
  return view.numberOf(divisionOf(a, view.divisions));
}

/**
 * @brief The latest instant ≤ unixMs at which element `number` of `kind` begins (e.g. the new moon
 * before t is `lastStartOf('tithi', 1, t)`).
 */
export function lastStartOf(kind: AngaKind, number: number, unixMs: number, convention: Convention, tables?: AngaTables | null): number {
  return startOfNear(kind, number, unixMs, convention, tables, -1);
}

/** @brief The earliest instant > unixMs at which element `number` of `kind` begins. */
export function nextStartOf(kind: AngaKind, number: number, unixMs: number, convention: Convention, tables?: AngaTables | null): number {
  return startOfNear(kind, number, unixMs, convention, tables, 1);
}

/**
 * The start of element `number` nearest to unixMs on one side: the latest ≤ unixMs (direction −1) or
 * the earliest > unixMs (+1). From the table when it covers the answer (identity-numbered kinds), else
 * by a root search from the mean-rate guess (one more search when the guess lands on the wrong side).
 */
function startOfNear(kind: AngaKind, number: number, unixMs: number, convention: Convention, tables: AngaTables | null | undefined, direction: 1 | -1): number {
  const view = KIND_VIEWS[kind];
  const n = view.divisions;
  const t = Math.floor(unixMs);
  if (tables && tables.convention === convention && view.numberOf === identityNumber) {
    const tb = tables.views[kind];
    const i = boundaryIndexAt(tb, t);
    if (i >= 0) {
      const idx = direction < 0 ? i - ((tb.numbers[i]! - number + n) % n) : i + ((number - tb.numbers[i]! + n - 1) % n) + 1;
      if (idx >= 0 && idx < tb.boundariesUnixMs.length) return tb.boundariesUnixMs[idx]!;
    }
  }
  const def = KIND_DEFS[view.base];
  const angle = (ms: number) => def.angleDeg(ms, convention);
  const target = divisionStartDeg(number, n);
  const a = angle(t);
  const periodMs = 360 / def.meanRateDegPerMs;
  const dist = direction < 0 ? (((a - target) % 360) + 360) % 360 : (((target - a) % 360) + 360) % 360;
  let r = findCrossing(angle, target, t + (direction * dist) / def.meanRateDegPerMs, def.meanRateDegPerMs).unixMs;
  if (direction < 0 ? r > t : r <= t) r = findCrossing(angle, target, r + direction * periodMs, def.meanRateDegPerMs).unixMs;
  return r;
}
