/**
 * @module calendar/ceremonies/intervals
 * Sets of half-open time intervals [start, end) in Unix ms, kept sorted and disjoint: the algebra the
 * vivah muhurat search uses to intersect "every criterion holds" over a day.
 */

/** A half-open interval [start, end) in Unix ms. */
export type Interval = readonly [number, number];

/** @brief Sorts and merges overlapping or touching intervals; drops empty ones. */
export function normalize(xs: readonly Interval[]): Interval[] {
  const s = xs.filter(([a, b]) => b > a).slice().sort((p, q) => p[0] - q[0]);
  const out: [number, number][] = [];
  for (const [a, b] of s) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** @brief Intersection of two normalized sets. */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0, j = 0;
  while (i < a.length && j < b.length) {
    const lo = Math.max(a[i]![0], b[j]![0]);
    const hi = Math.min(a[i]![1], b[j]![1]);
    if (hi > lo) out.push([lo, hi]);
    if (a[i]![1] < b[j]![1]) i++;
    else j++;
  }
  return out;
}

/** @brief a minus b (both normalized). */
export function subtract(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let j = 0;
  for (const [a0, a1] of a) {
    let cur = a0;
    while (j < b.length && b[j]![1] <= cur) j++;
    let k = j;
    while (k < b.length && b[k]![0] < a1) {
      const [b0, b1] = b[k]!;
      if (b0 > cur) out.push([cur, b0]);
      cur = Math.max(cur, b1);
      if (cur >= a1) break;
      k++;
    }
    if (cur < a1) out.push([cur, a1]);
  }
  return out;
}

/** @brief Total length in ms. */
export function totalMs(xs: readonly Interval[]): number {
  let t = 0;
  for (const [a, b] of xs) t += b - a;
  return t;
}
