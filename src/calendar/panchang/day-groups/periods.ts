/**
 * @module calendar/panchang/day-groups/periods
 * Ritu (season) and ayana (half-year) in three reckonings, each named:
 * - `tropical`: by the tropical (sāyana) Sun. Ritu = two tropical signs from Pisces + Aries (Vasanta) on; ayana =
 *   Uttarāyaṇa from the winter solstice (tropical Capricorn) to the summer solstice. Drik Panchang's day page prints
 *   "Drik Ritu" and "Drik Ayana", which follow the solstices and equinoxes (drikpanchang.com's definitions; not in
 *   either reference file, so *unverified* by test).
 * - `sidereal`: the same rule on the sidereal (nirayana, Lahiri) Sun: Uttarāyaṇa from Makara Sankranti to Karka
 *   Sankranti, the reckoning of the sankranti festivals.
 * - `lunar` (ritu only): by the amanta month, two months each from Chaitra (Vasanta); an adhika month has the ritu
 *   of the month it precedes (Taittirīya Saṃhitā 4.4.11 pairs the months Madhu–Mādhava … with the six ritus).
 *   Whether Drik's "Vedic Ritu" is this or the sidereal solar reckoning is *unverified*.
 */
import * as Astronomy from 'astronomy-engine';
import { astroTimeOf } from '../../astro/ephemeris.js';

export interface Named { iast: string; devanagari: string; label: string }

/** Ritus 1–6 from Vasanta. */
export const RITU_NAMES: readonly Named[] = [
  { iast: 'Vasanta', devanagari: 'वसन्त', label: 'Vasant (spring)' },
  { iast: 'Grīṣma', devanagari: 'ग्रीष्म', label: 'Grishma (summer)' },
  { iast: 'Varṣā', devanagari: 'वर्षा', label: 'Varsha (monsoon)' },
  { iast: 'Śarad', devanagari: 'शरद्', label: 'Sharad (autumn)' },
  { iast: 'Hemanta', devanagari: 'हेमन्त', label: 'Hemant (pre-winter)' },
  { iast: 'Śiśira', devanagari: 'शिशिर', label: 'Shishir (winter)' },
];
export const AYANA_NAMES = {
  uttarayana: { iast: 'Uttarāyaṇa', devanagari: 'उत्तरायण', label: 'Uttarayana (northward)' },
  dakshinayana: { iast: 'Dakṣiṇāyana', devanagari: 'दक्षिणायन', label: 'Dakshinayana (southward)' },
} as const;

/** @brief Tropical (apparent, of date) ecliptic longitude of the Sun, degrees [0, 360). */
export function sunTropicalDeg(unixMs: number): number {
  return Astronomy.SunPosition(astroTimeOf(unixMs)).elon;
}

/** @brief Ritu number 1–6 from a solar longitude (tropical or sidereal), degrees. */
export function rituOfSunDeg(lonDeg: number): number {
  const sign0 = Math.floor((((lonDeg % 360) + 360) % 360) / 30);
  return Math.floor(((sign0 + 1) % 12) / 2) + 1;
}

/** @brief Ritu number 1–6 of an amanta month index (0 = Chaitra); adhika months share their nija month's index. */
export function rituOfMonth(monthIndex: number): number {
  return Math.floor(monthIndex / 2) + 1;
}

/** @brief Uttarāyaṇa while the Sun is in the half from 270° (Capricorn/Makara) to 90° (Cancer/Karka). */
export function isUttarayana(lonDeg: number): boolean {
  const l = ((lonDeg % 360) + 360) % 360;
  return l >= 270 || l < 90;
}
