/**
 * @module calendar/panchang/ekadashi
 * Ekadashi fast days and parana (notes/calendar-conventions.md §7), with the day rules fitted on all
 * 25 Ekadashis of Drik Panchang 2023 (labels "X Ekadashi", "Gauna X Ekadashi", "Vaishnava X Ekadashi"):
 *
 * Smarta (Drik's main date), d = the day whose sunrise falls in Ekadashi:
 * - Ekadashi holds one sunrise (day d): fast on d; but if Dwadashi ends before the sunrise after d (no
 *   parana possible within Dwadashi), fast on d − 1, with d as the alternate ("Gauna") day
 *   (2023-12-22/23 Mokshada).
 * - Ekadashi holds two sunrises (d, d + 1): fast on d + 1 (2023-08-12 Parama).
 * - Ekadashi holds no sunrise (kshaya): fast on the day it begins, the next day is the alternate
 *   (2023-09-25/26 Parsva).
 * Vaishnava (arunodaya = 96 min = 4 ghatis before sunrise), from the first day d whose sunrise has
 * Ekadashi (or the day it begins, when kshaya): the fast moves to d + 1 if Dashami is still running at
 * arunodaya of d, if Ekadashi is still running at arunodaya of d + 1, or if Ekadashi holds no sunrise;
 * else it stays on d (2023: Vijaya 02-17, Kamada 04-02, Parama 08-12, Parsva 09-26, Utpanna 12-09,
 * Mokshada 12-23).
 * Parana (breaking the fast) is on the day after the fast, after sunrise, within Dwadashi and not during
 * Hari Vasara (the first quarter of Dwadashi); in pratahkala (the first fifth of daytime) when possible,
 * else before madhyahna ends (the first three fifths), else before Dwadashi ends or sunset. When Dwadashi
 * ends before that sunrise, parana is in pratahkala. Drik's file has no parana clock times: unverified.
 * Names by amanta month and paksha; in an adhika month, Padmini (Shukla) and Parama (Krishna).
 */
import type { AngaSpan } from '../anga/spans.js';
import { addDays, type CivilDate } from '../time/zone.js';
import type { WindowMs } from './muhurat.js';

const ARUNODAYA_MS = 96 * 60000;

/** Sunrise/sunset on a civil date at the place (memoised by the caller); null in polar day/night. */
export interface SunTimesOnDate {
  sunrise(date: CivilDate): number | null;
  sunset(date: CivilDate): number | null;
  localDate(unixMs: number): CivilDate;
  /** The tithi span in force at an instant. */
  tithiAt(unixMs: number): AngaSpan;
}

export interface EkadashiDays {
  ekadashi: AngaSpan;
  /** Smarta fasting date (Drik's main label). */
  smartaDate: CivilDate;
  /** The alternate smarta day ("Gauna"), when the fast splits over two days; else null. */
  gaunaDate: CivilDate | null;
  vaishnavaDate: CivilDate;
  /** Number of sunrises Ekadashi holds: 0 (kshaya), 1 or 2 (vriddhi). */
  sunrisesHeld: number;
  dwadashi: AngaSpan;
  hariVasaraEndUnixMs: number;
  parana: (WindowMs & { date: CivilDate }) | null;
  vaishnavaParana: (WindowMs & { date: CivilDate }) | null;
}

/** @brief Fast days and parana windows for an Ekadashi tithi span (tithi 11 or 26). Null where the Sun does not rise. */
export function ekadashiDays(ekadashi: AngaSpan, sun: SunTimesOnDate): EkadashiDays | null {
  const dA = sun.localDate(ekadashi.startUnixMs);
  const inE = (t: number | null) => t !== null && t >= ekadashi.startUnixMs && t < ekadashi.endUnixMs;
  const srA = sun.sunrise(dA);
  if (srA === null) return null;
  let first: CivilDate | null = null;
  if (inE(srA)) first = dA;
  else if (inE(sun.sunrise(addDays(dA, 1)))) first = addDays(dA, 1);
  const dwadashi = sun.tithiAt(ekadashi.endUnixMs);
  let smartaDate: CivilDate;
  let gaunaDate: CivilDate | null = null;
  let vaishnavaDate: CivilDate;
  let held = 0;
  if (first) {
    const srFirst = sun.sunrise(first)!;
    const second = addDays(first, 1);
    const srSecond = sun.sunrise(second);
    held = inE(srSecond) ? 2 : 1;
    if (held === 2) smartaDate = second;
    else if (srSecond !== null && dwadashi.endUnixMs <= srSecond && sameDate(sun.localDate(ekadashi.startUnixMs), addDays(first, -1))) {
      smartaDate = addDays(first, -1);
      gaunaDate = first;
    } else smartaDate = first;
    const dashamiAtArunodaya = ekadashi.startUnixMs > srFirst - ARUNODAYA_MS;
    const ekadashiAtNextArunodaya = srSecond !== null && ekadashi.endUnixMs > srSecond - ARUNODAYA_MS;
    vaishnavaDate = dashamiAtArunodaya || ekadashiAtNextArunodaya ? second : first;
  } else {
    smartaDate = dA;
    gaunaDate = addDays(dA, 1);
    vaishnavaDate = addDays(dA, 1);
  }
  const hariVasaraEnd = dwadashi.startUnixMs + (dwadashi.endUnixMs - dwadashi.startUnixMs) / 4;
  const paranaOn = (fastDate: CivilDate) => {
    const date = addDays(fastDate, 1);
    const sr = sun.sunrise(date);
    const ss = sun.sunset(date);
    if (sr === null || ss === null) return null;
    const fifth = (ss - sr) / 5;
    if (dwadashi.endUnixMs <= sr) return { date, startUnixMs: sr, endUnixMs: sr + fifth };
    const start = Math.max(sr, hariVasaraEnd, ekadashi.endUnixMs);
    for (const limit of [sr + fifth, sr + 3 * fifth, ss]) {
      const end = Math.min(dwadashi.endUnixMs, limit);
      if (end > start) return { date, startUnixMs: start, endUnixMs: end };
    }
    return { date, startUnixMs: start, endUnixMs: Math.max(start, Math.min(dwadashi.endUnixMs, ss)) };
  };
  const parana = paranaOn(smartaDate);
  return {
    ekadashi,
    smartaDate,
    gaunaDate,
    vaishnavaDate,
    sunrisesHeld: held,
    dwadashi,
    hariVasaraEndUnixMs: hariVasaraEnd,
    parana,
    vaishnavaParana: sameDate(vaishnavaDate, smartaDate) ? parana : paranaOn(vaishnavaDate),
  };
}

const sameDate = (a: CivilDate, b: CivilDate) => a.year === b.year && a.month === b.month && a.day === b.day;
