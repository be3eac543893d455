/**
 * @module calendar/astro/delta-t
 * ΔT = TT − UT in seconds, as Swiss Ephemeris 2.10 effectively applies it over 1900–2100.
 *
 * Convention and source:
 * - Up to about 2024 Swiss Ephemeris uses observed ΔT (IERS / Astronomical Almanac tables); after that
 *   the Stephenson–Morrison–Hohenkerk 2016 extrapolation, which grows slowly (SE 2.10: about 78 s in
 *   2060 and 93 s in 2100). astronomy-engine's default (Espenak–Meeus 2006 polynomials) runs ahead
 *   of it after 2030 (114 s in 2060, 204 s in 2100), moving the Moon by up to ~55″.
 * - The knots below were fitted (linear spline, 5-year knots, smoothed after 2025) so that
 *   astronomy-engine's Moon and Sun reproduce the tithi, nakshatra and yoga start/end instants of the
 *   1,000 Swiss Ephemeris 2.10 reference cases (test/fixtures/calendar/panchang-*-sample.jsonl):
 *   residual 1.4 s rms, 4.6 s worst. Besides ΔT proper they absorb the small (≈1–5 s of time,
 *   ≈0.5–2.5″) difference between astronomy-engine's lunar theory and Swiss Ephemeris's Moshier
 *   ephemeris, so before ~1920 they sit a few seconds below the observed ΔT
 *   (1900: −8.0 s vs −2.7 s observed); from 1950 on they agree with the observed values within ~1.5 s.
 * - Outside 1900–2100 the Espenak–Meeus polynomial is used, shifted to join the table continuously.
 * - The `drik` convention reads the Moon on Drik Panchang's own time scale, measured against this one
 *   (drikTimeScaleOffsetSeconds below).
 */
import * as Astronomy from 'astronomy-engine';

/** First knot (decimal year) and knot spacing (years). */
const KNOT0_YEAR = 1900;
const KNOT_STEP_YEARS = 5;
/** ΔT knots in seconds at 1900, 1905, …, 2100. */
const KNOTS_S = [
  -8.01, 0.32, 7.35, 14.23, 20.65, 21.02, 22.38, 23.04, 22.88, 27.24, 28.05, 30.93, 32.27, 33.7, 39.75,
  45.59, 50.14, 54.09, 57.74, 61.37, 64.0, 64.81, 67.33, 69.4, 70.57, 70.65, 71.1, 71.91, 73.15, 74.71,
  76.27, 77.61, 78.9, 80.41, 82.05, 83.8, 85.65, 87.55, 89.44, 91.32, 93.25,
];
const LAST_KNOT_YEAR = KNOT0_YEAR + KNOT_STEP_YEARS * (KNOTS_S.length - 1);
const DAYS_PER_YEAR = 365.25;

const utDaysOfYear = (year: number) => (year - 2000) * DAYS_PER_YEAR;
const OFFSET_BEFORE = KNOTS_S[0]! - Astronomy.DeltaT_EspenakMeeus(utDaysOfYear(KNOT0_YEAR));
const OFFSET_AFTER = KNOTS_S[KNOTS_S.length - 1]! - Astronomy.DeltaT_EspenakMeeus(utDaysOfYear(LAST_KNOT_YEAR));

/**
 * @brief ΔT (TT − UT) in seconds.
 * @param utDays Universal Time as days since J2000.0 (2000-01-01T12:00Z), astronomy-engine's `ut`.
 */
export function deltaTSeconds(utDays: number): number {
  const year = 2000 + utDays / DAYS_PER_YEAR;
  if (year < KNOT0_YEAR) return Astronomy.DeltaT_EspenakMeeus(utDays) + OFFSET_BEFORE;
  if (year >= LAST_KNOT_YEAR) return Astronomy.DeltaT_EspenakMeeus(utDays) + OFFSET_AFTER;
  const x = (year - KNOT0_YEAR) / KNOT_STEP_YEARS;
  const i = Math.floor(x);
  const f = x - i;
  return KNOTS_S[i]! * (1 - f) + KNOTS_S[i + 1]! * f;
}

/**
 * Drik Panchang's time scale (the `drik` convention only): ΔT(drik) = ΔT above + the offset below.
 *
 * Measured on Drik's New Delhi month pages for the even years 1900–2050 (26,640 nakshatra end times,
 * test/fixtures/calendar/drik-newdelhi-daily-even.csv.gz; bench/accuracy/drik-clock-fit.ts prints it year by year).
 * Drik truncates anga end times (it prints the minute in progress), so its instant lies in [minute, minute + 60 s).
 * Once the longitudes follow Drik's ayanamsa (./ayanamsa.ts), ours − Drik's minute is, year by year, a uniform
 * 60 s window around a constant (within ±2 s) that moves like a time-scale difference, not a longitude one
 * (regressed on 1/(Moon's rate) and a constant: −31.9 s + 1.0″ ± 1.2″/rate before 2020, −27.5 s − 1.5″ ± 2.3″ after,
 * i.e. all of it time):
 * - 2007–2019: −32.184 s, i.e. TT − TAI: there Drik's Moon is Swiss Ephemeris's read at TAI instead of TT (its ΔT
 *   is the leap-second count TAI − UT); measured −32.2 s;
 * - 1900–1904: −53.5 s; 1908–2002: −43.6 s (that is, 21.3 s and 11.4 s below the TAI reading), with linear
 *   transitions 1904.5–1907.5 and 2002.5–2006.5;
 * - from 2020 (Dec 2018 is unshifted, Jan 2020 shifted; the odd year 2019 was not seen): +15.0 s growing 1.21 s a
 *   year (Drik's ΔT ≈ 84 s in 2020, 129 s in 2050: a long-term formula instead of the observed ≈ 69 s).
 * Read as rounded (the model before the owner's truncation finding) every offset was 30 s larger: the one change is
 * Drik's instants being 30 s later than the rounded reading placed them, all of it in time.
 * Which formula Drik uses outside 2007–2019 is not known; these are the measured offsets, rounded. Only the Moon is
 * read on this scale: the Sun stays on ours (Drik's 2023 tithi, yoga and karana ends, bench/accuracy/run.ts).
 */
const DRIK_OFFSET_KNOTS: readonly (readonly [year: number, offsetS: number])[] = [
  [1904.5, -53.5], [1907.5, -43.6], [2002.5, -43.6], [2006.5, -32.184],
];
/** The step: 2020-01-01 00:00 UTC. */
const DRIK_STEP_UNIX_MS = Date.UTC(2020, 0, 1);
const DRIK_STEP_YEAR = 2020;
const DRIK_AFTER_STEP_S = 15.0;
const DRIK_AFTER_STEP_S_PER_YEAR = 1.21;
const MS_J2000_UTC = Date.UTC(2000, 0, 1, 12);

/**
 * @brief ΔT(drik) − ΔT in seconds at a Unix instant: how far Drik's Moon runs ahead of ours in time.
 * −53.5 s before 1904.5; after 2050 the 2020–2050 growth goes on (an extrapolation, not measured).
 */
export function drikTimeScaleOffsetSeconds(unixMs: number): number {
  const year = 2000 + (unixMs - MS_J2000_UTC) / 86400000 / DAYS_PER_YEAR;
  if (unixMs >= DRIK_STEP_UNIX_MS) return DRIK_AFTER_STEP_S + DRIK_AFTER_STEP_S_PER_YEAR * (year - DRIK_STEP_YEAR);
  const k = DRIK_OFFSET_KNOTS;
  if (year <= k[0]![0]) return k[0]![1];
  for (let i = 1; i < k.length; i++) {
    const [y1, v1] = k[i]!;
    if (year <= y1) {
      const [y0, v0] = k[i - 1]!;
      return v0 + ((v1 - v0) * (year - y0)) / (y1 - y0);
    }
  }
  return k[k.length - 1]![1];
}
