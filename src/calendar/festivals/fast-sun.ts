/**
 * @module calendar/festivals/fast-sun
 * A fast sunrise/sunset for the festival engine, which needs about 750 of them per year and place
 * (one astronomy-engine `SearchRiseSet` costs ≈ 0.12 ms, so a year would take ≈ 90 ms; this costs a
 * few µs each).
 *
 * Same definition as the calendar engine (`astro/rise-set.ts`, conventions §1): the upper limb of the
 * Sun on the horizon with 34′ of refraction, horizon lowered by the dip for the observer's height
 * (Sweer 1938, as astronomy-engine's `HorizonDipAngle`). The Sun's apparent right ascension and
 * declination come from the low-precision solar theory of Meeus, *Astronomical Algorithms* ch. 25
 * (≈ 0.01°), Greenwich sidereal time from Meeus (12.4); three fixed-point iterations on the hour
 * angle. Agreement with `SearchRiseSet`: within a few seconds at |latitude| ≤ 60° (tested in
 * test/festivals/fast-sun.test.ts).
 */

const DEG = Math.PI / 180;
const MS_PER_DAY = 86_400_000;
const MS_J2000 = Date.UTC(2000, 0, 1, 12);

/** Apparent RA (deg), declination (deg) and distance (AU) of the Sun at a Unix instant (UT ≈ TT here). */
function sunEquatorial(unixMs: number): { raDeg: number; decDeg: number; rAu: number } {
  const T = (unixMs - MS_J2000) / MS_PER_DAY / 36525;
  const L0 = 280.46646 + T * (36000.76983 + T * 0.0003032);
  const M = (357.52911 + T * (35999.05029 - T * 0.0001537)) * DEG;
  const e = 0.016708634 - T * (0.000042037 + T * 0.0000001267);
  const C = (1.914602 - T * (0.004817 + T * 0.000014)) * Math.sin(M) + (0.019993 - T * 0.000101) * Math.sin(2 * M) + 0.000289 * Math.sin(3 * M);
  const trueLon = L0 + C;
  const v = M + C * DEG;
  const rAu = (1.000001018 * (1 - e * e)) / (1 + e * Math.cos(v));
  const omega = (125.04 - 1934.136 * T) * DEG;
  const lambda = (trueLon - 0.00569 - 0.00478 * Math.sin(omega)) * DEG;
  const eps = (23.439291111 - T * (0.013004167 + T * (1.64e-7 - T * 5.04e-7)) + 0.00256 * Math.cos(omega)) * DEG;
  const ra = Math.atan2(Math.cos(eps) * Math.sin(lambda), Math.cos(lambda));
  const dec = Math.asin(Math.sin(eps) * Math.sin(lambda));
  return { raDeg: ((ra / DEG) % 360 + 360) % 360, decDeg: dec / DEG, rAu };
}

/** Greenwich mean sidereal time, degrees (Meeus 12.4). */
function gmstDeg(unixMs: number): number {
  const d = (unixMs - MS_J2000) / MS_PER_DAY;
  const T = d / 36525;
  const g = 280.46061837 + 360.98564736629 * d + T * T * (0.000387933 - T / 38710000);
  return ((g % 360) + 360) % 360;
}

/** Horizon dip (negative degrees) for a height above the surroundings, as astronomy-engine computes it. */
function dipDeg(latDeg: number, heightM: number): number {
  if (heightM <= 0) return 0;
  const k = 0.175 * Math.pow(1 - (6.5e-3 / 283.15) * (heightM / 3), 3.256);
  const radiusM = 6_371_000;
  return -(Math.sqrt((2 * (1 - k) * heightM) / radiusM) / (1 - k)) / DEG;
}

const wrap180 = (x: number) => ((((x + 180) % 360) + 360) % 360) - 180;

/**
 * @brief Sunrise (direction +1) or sunset (−1) nearest to `nearUnixMs` (give the local noon of the
 * civil day), or null when the Sun does not cross the horizon that day (polar day or night).
 */
export function fastSunEvent(direction: 1 | -1, latDeg: number, lngDeg: number, heightM: number, nearUnixMs: number): number | null {
  const phi = latDeg * DEG;
  const horizon = dipDeg(latDeg, heightM) - 34 / 60;
  let t = nearUnixMs;
  // transit first, then the event
  for (let i = 0; i < 2; i++) {
    const { raDeg } = sunEquatorial(t);
    const lha = wrap180(gmstDeg(t) + lngDeg - raDeg);
    t -= (lha / 360.98564736629) * MS_PER_DAY;
  }
  const transit = t;
  let ev = transit;
  for (let i = 0; i < 3; i++) {
    const s = sunEquatorial(ev);
    const h0 = (horizon - 0.266563 / s.rAu) * DEG;
    const cosH = (Math.sin(h0) - Math.sin(phi) * Math.sin(s.decDeg * DEG)) / (Math.cos(phi) * Math.cos(s.decDeg * DEG));
    if (cosH < -1 || cosH > 1) return null;
    const H = Math.acos(cosH) / DEG;
    const lha = wrap180(gmstDeg(ev) + lngDeg - s.raDeg);
    const target = direction === 1 ? -H : H;
    ev += (wrap180(target - lha) / 360.98564736629) * MS_PER_DAY;
  }
  return Math.round(ev);
}
