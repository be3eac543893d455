/**
 * @module calendar/panchang/ekadashi
 * Ekadashi fast days and parana (notes/calendar-conventions.md §7).
 *
 * - Smarta (Drik's main label): the fast is on the civil day whose sunrise falls in Ekadashi. If Ekadashi
 *   holds two sunrises, smarta households keep the first; the second is the "Gauna" / Vaishnava day.
 *   If it holds none (kshaya Ekadashi), the fast is on the day during which it runs.
 * - Vaishnava (arunodaya-viddha): if Dashami is still running at arunodaya (96 minutes = 4 ghatis before
 *   sunrise) of the smarta day, the Vaishnava fast moves to the next day.
 * - Parana (breaking the fast) is on the next day after sunrise, within Dwadashi and not during Hari
 *   Vasara (the first quarter of Dwadashi); preferably in pratahkala (the first fifth of daytime), else
 *   before madhyahna (the first two fifths), else before Dwadashi ends. When Dwadashi ends before that
 *   sunrise, parana is in pratahkala.
 * - Names by amanta month and paksha; in an adhika month, Padmini (Shukla) and Parama (Krishna).
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
  smartaDate: CivilDate;
  vaishnavaDate: CivilDate;
  /** Ekadashi holds two sunrises (the fast is kept on two days by different traditions). */
  spansTwoSunrises: boolean;
  /** Ekadashi holds no sunrise. */
  kshaya: boolean;
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
  let first: CivilDate | null = null;
  if (inE(srA)) first = dA;
  else {
    const dB = addDays(dA, 1);
    if (inE(sun.sunrise(dB))) first = dB;
  }
  let smartaDate: CivilDate;
  let vaishnavaDate: CivilDate;
  let spansTwo = false;
  let kshaya = false;
  if (first) {
    const srFirst = sun.sunrise(first)!;
    const second = addDays(first, 1);
    spansTwo = inE(sun.sunrise(second));
    smartaDate = first;
    vaishnavaDate = spansTwo || ekadashi.startUnixMs > srFirst - ARUNODAYA_MS ? second : first;
  } else {
    if (srA === null) return null;
    kshaya = true;
    smartaDate = dA;
    vaishnavaDate = addDays(dA, 1);
  }
  const dwadashi = sun.tithiAt(ekadashi.endUnixMs);
  const hariVasaraEnd = dwadashi.startUnixMs + (dwadashi.endUnixMs - dwadashi.startUnixMs) / 4;
  const paranaOn = (fastDate: CivilDate) => {
    const date = addDays(fastDate, 1);
    const sr = sun.sunrise(date);
    const ss = sun.sunset(date);
    if (sr === null || ss === null) return null;
    const fifth = (ss - sr) / 5;
    if (dwadashi.endUnixMs <= sr) return { date, startUnixMs: sr, endUnixMs: sr + fifth };
    const start = Math.max(sr, hariVasaraEnd);
    for (const limit of [sr + fifth, sr + 2 * fifth, ss]) {
      const end = Math.min(dwadashi.endUnixMs, limit);
      if (end > start) return { date, startUnixMs: start, endUnixMs: end };
    }
    return { date, startUnixMs: start, endUnixMs: Math.max(start, dwadashi.endUnixMs) };
  };
  const parana = paranaOn(smartaDate);
  const same = vaishnavaDate.year === smartaDate.year && vaishnavaDate.month === smartaDate.month && vaishnavaDate.day === smartaDate.day;
  return {
    ekadashi,
    smartaDate,
    vaishnavaDate,
    spansTwoSunrises: spansTwo,
    kshaya,
    dwadashi,
    hariVasaraEndUnixMs: hariVasaraEnd,
    parana,
    vaishnavaParana: same ? parana : paranaOn(vaishnavaDate),
  };
}
