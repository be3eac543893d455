/**
 * @module calendar/ceremonies/lunations
 * Labels of the calendar's amanta months (lunations, `amantaMonthAt` / `nextAmantaMonth` in
 * panchang/lunar-month.ts, notes/calendar-conventions.md §4) and of their tithis, as the ceremonies print them.
 */
import { names, type AngaTables, type Convention, type LunarMonth } from '../index.js';

/** The calendar's amanta month (lunation): index 0 = Chaitra, adhika, kshaya, start and end. */
export type Lunation = LunarMonth;

/** Which convention and anga tables the ceremonies search with. */
export interface AngaContext {
  convention: Convention;
  tables?: AngaTables | null;
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
  const am = names.MASA_NAMES[l.index]!;
  const pIndex = tithi > 15 && !l.adhika ? (l.index + 1) % 12 : l.index;
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
