/**
 * @module calendar/astro/ayanamsa
 * Lahiri ayanamsa as Swiss Ephemeris defines `SE_SIDM_LAHIRI` (mode 1).
 *
 * Source: Swiss Ephemeris `sweph.h` ayanamsa table: t0 = JD 2435553.5 TT (1956-03-21 0h TT),
 * ayanamsa(t0) = 23.250182778° − 0.004658035° = 23.245524743° (the Indian Astronomical Ephemeris value
 * 23°15′00.658″ with nutation removed, i.e. a *mean* value), precessed with IAU 1976 precession
 * (Lieske et al. 1977). As in Swiss Ephemeris, the ayanamsa at date t is the value at t0 plus the
 * precession of the equinox of date measured along the ecliptic of t0: the vernal point of date is
 * carried to the equator of t0 with the IAU 1976 angles ζ, z, θ and its ecliptic longitude (on the
 * mean ecliptic of t0) is subtracted.
 *
 * Sidereal longitude (`swiss` convention) = apparent tropical longitude (true equinox of date) − true
 * ayanamsa, where true ayanamsa = mean ayanamsa + Δψ (nutation in longitude). Equivalently, mean-equinox
 * tropical longitude − mean ayanamsa: the two agree exactly because Δψ cancels.
 *
 * Drik Panchang's Moon (`drik` convention, ./ephemeris.ts) is the apparent longitude minus the mean
 * ayanamsa plus LAHIRI_T0_NUTATION_DEG: the IAE value 23°15′00.658″ used as a mean value, without the
 * nutation correction Swiss Ephemeris applies at t0, and without Δψ at the date. Measured, not documented
 * by Drik: on 26,640 New Delhi nakshatra ends (1900–2050) the regression gives 1.00·Δψ and −15.4″ (before
 * 2020) / −17.1″ (after) for this constant.
 */

const DEG = Math.PI / 180;
const ASEC = DEG / 3600;

/** JD (TT) of the Lahiri epoch, 1956-03-21 0h TT. */
export const LAHIRI_T0_JD_TT = 2435553.5;
/** Mean Lahiri ayanamsa at t0, degrees. */
export const LAHIRI_T0_DEG = 23.250182778 - 0.004658035;
/** Nutation in longitude at t0 (16.77″) that Swiss Ephemeris removes from the IAE value, degrees. */
export const LAHIRI_T0_NUTATION_DEG = 0.004658035;

/** IAU 1976 mean obliquity of the ecliptic (Lieske 1977), radians, at JD (TT). */
function meanObliquityIau1976Rad(jdTt: number): number {
  const t = (jdTt - 2451545.0) / 36525;
  return (((1.813e-3 * t - 5.9e-4) * t - 46.815) * t + 84381.448) * ASEC;
}

/**
 * IAU 1976 precession angles ζ, z, θ (Lieske et al. 1977, general form with start epoch T and interval t),
 * radians, precessing equatorial coordinates from epoch jd1 to epoch jd2 (both TT).
 */
function precessionAngles(jd1: number, jd2: number): [number, number, number] {
  const T = (jd1 - 2451545.0) / 36525;
  const t = (jd2 - jd1) / 36525;
  const T2 = T * T;
  const t2 = t * t;
  const t3 = t2 * t;
  const zeta = (2306.2181 + 1.39656 * T - 0.000139 * T2) * t + (0.30188 - 0.000344 * T) * t2 + 0.017998 * t3;
  const z = (2306.2181 + 1.39656 * T - 0.000139 * T2) * t + (1.09468 + 0.000066 * T) * t2 + 0.018203 * t3;
  const theta = (2004.3109 - 0.8533 * T - 0.000217 * T2) * t - (0.42665 + 0.000217 * T) * t2 - 0.041833 * t3;
  return [zeta * ASEC, z * ASEC, theta * ASEC];
}

/**
 * @brief Mean Lahiri ayanamsa (SE_SIDM_LAHIRI, no nutation) at a Terrestrial Time Julian day, in degrees.
 * @param jdTt Julian day, TT.
 */
export function lahiriMeanAyanamsaDeg(jdTt: number): number {
  // Vernal point of date, unit vector on the mean equator of date, precessed to the mean equator of t0.
  const [zeta, z, theta] = precessionAngles(jdTt, LAHIRI_T0_JD_TT);
  // Rotation: Rz(-z) · Ry(theta) · Rz(-zeta) applied to (1, 0, 0).
  const cz = Math.cos(zeta), sz = Math.sin(zeta);
  const cZ = Math.cos(z), sZ = Math.sin(z);
  const ct = Math.cos(theta), st = Math.sin(theta);
  const x = cZ * ct * cz - sZ * sz;
  const y = sZ * ct * cz + cZ * sz;
  const zz = st * cz;
  // Equatorial (t0) → ecliptic (t0).
  const eps = meanObliquityIau1976Rad(LAHIRI_T0_JD_TT);
  const ye = y * Math.cos(eps) + zz * Math.sin(eps);
  const lon = Math.atan2(ye, x) / DEG;
  return LAHIRI_T0_DEG - lon;
}
