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
 * Vaishnava (arunodaya: the last 4 ghatis of the night, ./arunodaya.ts), from the first day d whose sunrise has
 * Ekadashi (or the day it begins, when kshaya): the fast moves to d + 1 if Dashami is still running at
 * arunodaya of d, if Ekadashi is still running at arunodaya of d + 1, or if Ekadashi holds no sunrise;
 * else it stays on d (2023: Vijaya 02-17, Kamada 04-02, Parama 08-12, Parsva 09-26, Utpanna 12-09,
 * Mokshada 12-23).
 * Parana (breaking the fast) is on the day after the fast, within Dwadashi, as Drik states it: "Parana should not
 * be done during Hari Vasara (the first quarter of Dwadashi). The most preferred time is Pratahkal. One should avoid
 * breaking the fast during Madhyahna; if one is not able to break it during Pratahkal, do it after Madhyahna."
 * With the day in fifths (pratahkala, sangava, madhyahna, aparahna, sayahna):
 * - Dwadashi over before sunrise: pratahkala (sunrise to the first fifth);
 * - Hari Vasara (and Ekadashi) over before pratahkala ends: from then to the end of pratahkala or of Dwadashi;
 * - otherwise after madhyahna: the aparahna (the fourth fifth), from the end of Hari Vasara if that is later,
 *   ended by Dwadashi if it ends sooner; when nothing of the aparahna is left, what is left of Dwadashi after Hari
 *   Vasara until sunset (no Drik window seen).
 * Hari Vasara stays excluded where Drik's printed window ignores it: Utpanna 2020-12-11, Hari Vasara to 15:18, Drik
 * 13:17–15:21 (the whole aparahna), ours 15:18–15:20, a known difference (Drik's own rule and
 * notes/calendar-conventions.md §7: not during Hari Vasara).
 * Checked on Drik's windows as quoted with their source (test/fixtures/drik-parana, bench/drik/parana.ts), e.g.
 * Nirjala 2025-06-07 13:43–16:30 (Hari Vasara to 11:25), Papmochani 2025-03-26 13:41–16:08 (to 09:14), Utpanna
 * 2025-11-16 13:10–15:18 (to 09:09), Devutthana 2021-11-15 13:10–15:19 (to 13:00), Apara 2024-06-03 08:05–08:10
 * (to 08:05).
 * Names by amanta month and paksha; in an adhika month, Padmini (Shukla) and Parama (Krishna).
 */
import type { AngaSpan } from '../anga/spans.js';
import { addDays, type CivilDate } from '../time/zone.js';
import { arunodayaStartMs } from './arunodaya.js';
import type { WindowMs } from './muhurat.js';

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
    const dashamiAtArunodaya = ekadashi.startUnixMs > arunodayaStartMs(srFirst, sun.sunset(addDays(first, -1)));
    const ekadashiAtNextArunodaya = srSecond !== null && ekadashi.endUnixMs > arunodayaStartMs(srSecond, sun.sunset(first));
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
    const pratahEnd = sr + fifth;
    if (dwadashi.endUnixMs <= sr) return { date, startUnixMs: sr, endUnixMs: pratahEnd };
    const start = Math.max(sr, hariVasaraEnd, ekadashi.endUnixMs);
    if (start < pratahEnd) return { date, startUnixMs: start, endUnixMs: Math.min(dwadashi.endUnixMs, pratahEnd) };
    // after madhyahna: the aparahna, the fourth fifth of the day, still after Hari Vasara and within Dwadashi
    const from = Math.max(start, sr + 3 * fifth), to = Math.min(dwadashi.endUnixMs, sr + 4 * fifth);
    if (to > from) return { date, startUnixMs: from, endUnixMs: to };
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
