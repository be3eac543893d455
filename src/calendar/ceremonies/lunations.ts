/**
 * @module calendar/ceremonies/lunations
 * Amanta lunations with their month name and adhika flag, walked one after another.
 *
 * Same definition as the calendar engine (`panchang/lunar-month.ts`, notes/calendar-conventions.md §4):
 * a lunation runs from the end of one Amavasya (new moon, elongation 0°) to the next; it is named after
 * the sidereal sign r of the Sun at the new moon that begins it (index r mod 12, 0 = Chaitra); it is
 * adhika when the Sun is in the same sign at both new moons (no sankranti), kshaya with two sankrantis.
 * The Sun's sign is read from one ephemeris evaluation at each new moon (no boundary search).
 */
import { lastStartOf, names, nextStartOf, sunSiderealDeg, type AngaTables, type Convention } from '../index.js';

export interface Lunation {
  startMs: number;
  endMs: number;
  /** 0 = Chaitra … 11 = Phalguna */
  masaIndex: number;
  adhika: boolean;
  kshaya: boolean;
}

export interface AngaContext {
  convention: Convention;
  tables?: AngaTables | null;
}

const rashiAt = (ms: number, c: Convention) => Math.floor((sunSiderealDeg(ms, c) * 12) / 360) + 1;

function make(startMs: number, endMs: number, c: Convention): Lunation {
  const r0 = rashiAt(startMs, c);
  const steps = (rashiAt(endMs, c) - r0 + 12) % 12;
  return { startMs, endMs, masaIndex: r0 % 12, adhika: steps === 0, kshaya: steps >= 2 };
}

/** @brief The lunation in force at an instant. */
export function lunationAt(ms: number, a: AngaContext): Lunation {
  const s = lastStartOf('tithi', 1, ms, a.convention, a.tables);
  const e = nextStartOf('tithi', 1, ms, a.convention, a.tables);
  return make(s, e, a.convention);
}

/** @brief The lunation after `l`. */
export function nextLunation(l: Lunation, a: AngaContext): Lunation {
  return make(l.endMs, nextStartOf('tithi', 1, l.endMs, a.convention, a.tables), a.convention);
}

/** @brief Span [start, end) of tithi `t` (1–30) inside lunation `l`. */
export function tithiInLunation(l: Lunation, t: number, a: AngaContext): [number, number] {
  const start = t === 1 ? l.startMs : nextStartOf('tithi', t, l.startMs, a.convention, a.tables);
  const end = t === 30 ? l.endMs : nextStartOf('tithi', t + 1, start, a.convention, a.tables);
  return [start, end];
}

/** Month labels in both systems. */
export interface MasaLabel {
  /** amanta month name (ASCII as Drik prints it), e.g. "Shravana" */
  amanta: string;
  /** purnimanta month name of the same paksha */
  purnimanta: string;
  adhika: boolean;
  /** e.g. "Adhika Shravana" or "Shravana" */
  label: string;
  devanagari: string;
}

/**
 * @brief Month names of a tithi of lunation `l` in both systems: the Shukla half has the amanta name in
 * both; the Krishna half of a nija month belongs to the next purnimanta month; an adhika month's Krishna
 * half stays adhika (notes §4).
 */
export function masaLabel(l: Lunation, tithi: number): MasaLabel {
  const am = names.MASA_NAMES[l.masaIndex]!;
  const pIndex = tithi > 15 && !l.adhika ? (l.masaIndex + 1) % 12 : l.masaIndex;
  const pre = l.adhika ? 'Adhika ' : '';
  return {
    amanta: am.ascii,
    purnimanta: names.MASA_NAMES[pIndex]!.ascii,
    adhika: l.adhika,
    label: pre + am.ascii,
    devanagari: (l.adhika ? 'अधिक ' : '') + am.devanagari,
  };
}

/** @brief "Shukla Dwitiya", "Krishna Navami", "Purnima", "Amavasya". */
export function tithiLabel(t: number): string {
  if (t === 15) return 'Purnima';
  if (t === 30) return 'Amavasya';
  return (t <= 15 ? 'Shukla ' : 'Krishna ') + names.tithiName(t).ascii;
}

/** @brief Devanagari tithi label, e.g. "शुक्ल द्वितीया". */
export function tithiLabelDevanagari(t: number): string {
  if (t === 15) return 'पूर्णिमा';
  if (t === 30) return 'अमावस्या';
  return (t <= 15 ? 'शुक्ल ' : 'कृष्ण ') + names.tithiName(t).devanagari;
}

/** @brief The lunation before `l`. */
export function prevLunation(l: Lunation, a: AngaContext): Lunation {
  return make(lastStartOf('tithi', 1, l.startMs - 1, a.convention, a.tables), l.startMs, a.convention);
}
