/**
 * @module calendar/panchang/lunar-month
 * Lunar months (masa), amanta and purnimanta, with adhika and kshaya months; sankrantis; samvat years.
 *
 * Conventions (notes/calendar-conventions.md §4, §5; checked on Drik Panchang's 2023 output):
 * - An amanta month runs from one new moon (end of Amavasya, elongation 0°) to the next. It is named
 *   after the sidereal sign of the Sun at the new moon that begins it: Sun in Meena → Chaitra, in
 *   Mesha → Vaishakha, … (index = rashi mod 12, 0 = Chaitra).
 * - Adhika: no sankranti in the lunation (same solar sign at both new moons); it takes the name of the
 *   following (nija) month. Kshaya: two sankrantis in one lunation (very rare); the month carries
 *   `kshaya: true` and the name from the rule above, the next name is skipped.
 * - Purnimanta months run full moon to full moon: the Shukla half has the amanta name; the Krishna half
 *   has the name of the *next* amanta month, except in an adhika amanta month, whose Krishna half stays
 *   adhika (Drik 2023: Krishna half of nija Shravana 07-04…07-17, Adhik Shravana 07-18…08-16,
 *   Shukla half of nija Shravana 08-17…08-31).
 * - Samvat (Drik): Shaka year changes at amanta Chaitra Shukla Pratipada (Shaka = year − 78), Vikram at
 *   purnimanta Chaitra Krishna Pratipada (Vikram = year + 57), Gujarati at amanta Kartika Shukla
 *   Pratipada. Samvatsara (1 = Prabhava): (Shaka + 11) mod 60 + 1, (Vikram + 9) mod 60 + 1,
 *   (Gujarati + 8) mod 60 + 1 (verified on 2023 only).
 */
import type { Convention } from '../astro/ephemeris.js';
import type { AngaTables } from '../anga/tables.js';
import { angaNumberAt, angaSpanAt, angaSpansBetween, lastStartOf, nextStartOf } from '../anga/spans.js';

/** A lunar month in one system. `index` 0 = Chaitra … 11 = Phalguna. */
export interface LunarMonth {
  index: number;
  adhika: boolean;
  kshaya: boolean;
  startUnixMs: number;
  endUnixMs: number;
}

export interface MasaPair {
  amanta: LunarMonth;
  purnimanta: LunarMonth;
}

const SYNODIC_MS = 29.530589 * 86400000;

/**
 * @brief Sidereal sign of the Sun (1 = Mesha … 12 = Meena) at an instant: from the table when given,
 * else from one ephemeris evaluation (the same number: table boundaries are the canonical crossings).
 */
export function sunRashiAt(unixMs: number, convention: Convention, tables?: AngaTables | null): number {
  return tables && tables.convention === convention ? angaSpanAt('sunRashi', unixMs, convention, tables).number : angaNumberAt('sunRashi', unixMs, convention);
}

/** @brief The amanta month in force at an instant. */
export function amantaMonthAt(unixMs: number, convention: Convention, tables?: AngaTables | null): LunarMonth {
  const start = lastStartOf('tithi', 1, unixMs, convention, tables);
  const end = nextStartOf('tithi', 1, unixMs, convention, tables);
  return amantaMonthBetween(start, end, convention, tables);
}

/** @brief The amanta month (lunation) running from new moon `start` to new moon `end`, named and flagged by the rules above. */
export function amantaMonthBetween(start: number, end: number, convention: Convention, tables?: AngaTables | null): LunarMonth {
  const r0 = sunRashiAt(start, convention, tables);
  const r1 = sunRashiAt(end, convention, tables);
  const steps = (r1 - r0 + 12) % 12;
  return { index: r0 % 12, adhika: steps === 0, kshaya: steps >= 2, startUnixMs: start, endUnixMs: end };
}

/** @brief The amanta month after `m`. */
export function nextAmantaMonth(m: LunarMonth, convention: Convention, tables?: AngaTables | null): LunarMonth {
  return amantaMonthBetween(m.endUnixMs, nextStartOf('tithi', 1, m.endUnixMs, convention, tables), convention, tables);
}

/** @brief The amanta month before `m`. */
export function prevAmantaMonth(m: LunarMonth, convention: Convention, tables?: AngaTables | null): LunarMonth {
  return amantaMonthBetween(lastStartOf('tithi', 1, m.startUnixMs - 1, convention, tables), m.startUnixMs, convention, tables);
}

/** @brief [start, end) of tithi `tithi` (1–30) inside amanta month `m`. */
export function tithiSpanInMonth(m: LunarMonth, tithi: number, convention: Convention, tables?: AngaTables | null): [number, number] {
  const start = tithi === 1 ? m.startUnixMs : nextStartOf('tithi', tithi, m.startUnixMs, convention, tables);
  const end = tithi === 30 ? m.endUnixMs : nextStartOf('tithi', tithi + 1, start, convention, tables);
  return [start, end];
}

/** @brief Amanta and purnimanta months in force at an instant. */
export function masaAt(unixMs: number, convention: Convention, tables?: AngaTables | null): MasaPair {
  const amanta = amantaMonthAt(unixMs, convention, tables);
  const fullMoon = nextStartOf('tithi', 16, amanta.startUnixMs, convention, tables);
  let purnimanta: LunarMonth;
  if (unixMs < fullMoon) {
    // Shukla half: same name as amanta; the purnimanta month began at the previous full moon.
    const prevFull = lastStartOf('tithi', 16, amanta.startUnixMs, convention, tables);
    purnimanta = { index: amanta.index, adhika: amanta.adhika, kshaya: amanta.kshaya, startUnixMs: prevFull, endUnixMs: fullMoon };
  } else {
    const nextFull = nextStartOf('tithi', 16, amanta.endUnixMs, convention, tables);
    if (amanta.adhika) {
      purnimanta = { index: amanta.index, adhika: amanta.adhika, kshaya: amanta.kshaya, startUnixMs: fullMoon, endUnixMs: nextFull };
    } else {
      const next = nextAmantaMonth(amanta, convention, tables);
      purnimanta = { index: (amanta.index + 1) % 12, adhika: false, kshaya: next.kshaya, startUnixMs: fullMoon, endUnixMs: nextFull };
    }
  }
  return { amanta, purnimanta };
}

/** A sankranti: the Sun enters sidereal sign `rashi` (1 = Mesha … 12 = Meena) at `unixMs`. */
export interface Sankranti {
  rashi: number;
  unixMs: number;
}

/** @brief Sankrantis in [fromUnixMs, toUnixMs), in order. */
export function sankrantisBetween(fromUnixMs: number, toUnixMs: number, convention: Convention, tables?: AngaTables | null): Sankranti[] {
  return angaSpansBetween('sunRashi', fromUnixMs, toUnixMs, convention, tables)
    .filter((s) => s.startUnixMs >= fromUnixMs && s.startUnixMs < toUnixMs)
    .map((s) => ({ rashi: s.number, unixMs: s.startUnixMs }));
}

/** @brief New moons (ends of Amavasya) in [fromUnixMs, toUnixMs). */
export function newMoonsBetween(fromUnixMs: number, toUnixMs: number, convention: Convention, tables?: AngaTables | null): number[] {
  return tithiStartsBetween(1, fromUnixMs, toUnixMs, convention, tables);
}

/** @brief Full moons (ends of Purnima) in [fromUnixMs, toUnixMs). */
export function fullMoonsBetween(fromUnixMs: number, toUnixMs: number, convention: Convention, tables?: AngaTables | null): number[] {
  return tithiStartsBetween(16, fromUnixMs, toUnixMs, convention, tables);
}

function tithiStartsBetween(tithi: number, fromUnixMs: number, toUnixMs: number, convention: Convention, tables?: AngaTables | null): number[] {
  const out: number[] = [];
  let t = nextStartOf('tithi', tithi, fromUnixMs - 1, convention, tables);
  while (t < toUnixMs) {
    out.push(t);
    t = nextStartOf('tithi', tithi, t, convention, tables);
  }
  return out;
}

/** Era years with their samvatsara numbers (1 = Prabhava … 60 = Akshaya). */
export interface SamvatYears {
  shaka: number;
  shakaSamvatsara: number;
  vikram: number;
  vikramSamvatsara: number;
  gujarati: number;
  gujaratiSamvatsara: number;
}

const utcYear = (ms: number) => new Date(ms).getUTCFullYear();

/** @brief Shaka, Vikram (Drik, Chaitradi purnimanta) and Gujarati (Kartikadi) years for the months in force. */
export function samvatOf(masa: MasaPair): SamvatYears {
  const a = masa.amanta;
  const p = masa.purnimanta;
  // The Gregorian year in which the era year began: step back to the start of its first month.
  const shaka = utcYear(a.startUnixMs - a.index * SYNODIC_MS) - 78;
  const vikram = utcYear(p.startUnixMs - p.index * SYNODIC_MS) + 57;
  const gujarati = utcYear(a.startUnixMs - ((a.index - 7 + 12) % 12) * SYNODIC_MS) + 57;
  const cyc = (x: number, k: number) => ((((x + k) % 60) + 60) % 60) + 1;
  return {
    shaka,
    shakaSamvatsara: cyc(shaka, 11),
    vikram,
    vikramSamvatsara: cyc(vikram, 9),
    gujarati,
    gujaratiSamvatsara: cyc(gujarati, 8),
  };
}
