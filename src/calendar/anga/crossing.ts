/**
 * @module calendar/anga/crossing
 * Root finder for the instant an increasing angle reaches a target.
 *
 * The result is canonical: the smallest integer millisecond t with wrap180(angle(t) − target) ≥ 0.
 * It does not depend on the first guess, so a boundary found while building a table and the same
 * boundary found by a live search are the same number (the property the table tests check).
 */

/** Signed difference a − b wrapped to [−180, 180). */
export function wrap180(d: number): number {
  let x = d % 360;
  if (x < -180) x += 360;
  else if (x >= 180) x -= 360;
  return x;
}

/**
 * @brief Finds the instant (integer Unix ms) at which `angleDeg` (increasing, mod 360) reaches `targetDeg`.
 * @param angleDeg the angle at a Unix instant, degrees
 * @param targetDeg the target angle, degrees
 * @param guessMs a first guess, within about a quarter of the angle's period of the answer
 * @param rateDegPerMs a rough rate of the angle, degrees per ms (the secant refines it)
 * @returns the canonical crossing instant and the last secant rate (a guess for the next crossing)
 */
export function findCrossing(
  angleDeg: (unixMs: number) => number,
  targetDeg: number,
  guessMs: number,
  rateDegPerMs: number,
): { unixMs: number; rateDegPerMs: number } {
  let t0 = guessMs;
  let d0 = wrap180(angleDeg(t0) - targetDeg);
  let rate = rateDegPerMs;
  for (let i = 0; i < 40; i++) {
    const step = -d0 / rate;
    if (Math.abs(step) < 0.25) break;
    const t1 = t0 + step;
    const d1 = wrap180(angleDeg(t1) - targetDeg);
    const r = (d1 - d0) / (t1 - t0);
    if (r > rate * 0.3 && r < rate * 3) rate = r;
    t0 = t1;
    d0 = d1;
  }
  // Canonical integer millisecond, using the sign already known at t0 (monotonic angle): usually one
  // more evaluation.
  const ok = (ms: number) => wrap180(angleDeg(ms) - targetDeg) >= 0;
  let t: number;
  if (d0 < 0) {
    // crossing after t0: the first integer > t0 with ok()
    t = Math.floor(t0) + 1;
    while (!ok(t)) t++;
  } else {
    // crossing at or before t0: ceil(t0) is ok; step back while the previous integer is ok
    t = Math.ceil(t0);
    while (ok(t - 1)) t--;
  }
  return { unixMs: t, rateDegPerMs: rate };
}
