/**
 * @module calendar/anga/kinds
 * The angular quantities whose divisions make the angas, and how each division is numbered.
 *
 * Every kind is a monotonically increasing angle (mod 360°) divided into `divisions` equal parts;
 * division k (1-based) starts when the angle reaches (k − 1) · 360° / divisions. The targets are
 * computed as ((k − 1) · 360) / divisions so that, for instance, the 2k-th half-tithi target and the
 * k-th tithi target are the same double and their boundaries the same instant.
 *
 * - halfTithi (60): Moon − Sun elongation in 6° steps; a tithi is two halves, a karana is one half.
 * - pada (108): sidereal Moon in 3°20′ steps; four padas make a nakshatra, nine a Moon sign (rashi).
 * - yoga (27): sidereal Moon + sidereal Sun in 13°20′ steps.
 * - sunRashi (12): sidereal Sun in 30° steps; a boundary is a sankranti.
 */
import { siderealSunMoon, moonSiderealDeg, sunSiderealDeg, type Convention } from '../astro/ephemeris.js';

export type BaseKind = 'halfTithi' | 'pada' | 'yoga' | 'sunRashi';
export const BASE_KINDS: readonly BaseKind[] = ['halfTithi', 'pada', 'yoga', 'sunRashi'];

export interface KindDef {
  divisions: number;
  /** Mean rate of the angle, degrees per millisecond (a first guess for the root finder). */
  meanRateDegPerMs: number;
  /** The angle, degrees [0, 360), at a Unix instant (ms). */
  angleDeg(unixMs: number, convention: Convention): number;
}

const PER_DAY = 1 / 86400000;

export const KIND_DEFS: Record<BaseKind, KindDef> = {
  halfTithi: {
    divisions: 60,
    meanRateDegPerMs: 12.190749 * PER_DAY,
    angleDeg(ms, c) {
      const p = siderealSunMoon(ms, c);
      const e = p.moonDeg - p.sunDeg;
      return e < 0 ? e + 360 : e;
    },
  },
  pada: {
    divisions: 108,
    meanRateDegPerMs: 13.176358 * PER_DAY,
    angleDeg: (ms, c) => moonSiderealDeg(ms, c),
  },
  yoga: {
    divisions: 27,
    meanRateDegPerMs: 14.161967 * PER_DAY,
    angleDeg(ms, c) {
      const p = siderealSunMoon(ms, c);
      const s = p.moonDeg + p.sunDeg;
      return s >= 360 ? s - 360 : s;
    },
  },
  sunRashi: {
    divisions: 12,
    meanRateDegPerMs: 0.98564736 * PER_DAY,
    angleDeg: (ms, c) => sunSiderealDeg(ms, c),
  },
};

/** @brief Start angle (degrees) of division k (1-based) of a kind with n divisions. */
export function divisionStartDeg(k: number, n: number): number {
  return ((k - 1) * 360) / n;
}

/** @brief The division (1-based) an angle falls in, consistent with divisionStartDeg. */
export function divisionOf(angleDeg: number, n: number): number {
  let k = Math.floor((angleDeg * n) / 360) + 1;
  // Guard the rounding at the edges so that angleDeg ≥ divisionStartDeg(k) < divisionStartDeg(k+1).
  if (k > n) k = n;
  while (k > 1 && angleDeg < divisionStartDeg(k, n)) k--;
  while (k < n && angleDeg >= divisionStartDeg(k + 1, n)) k++;
  return k;
}
