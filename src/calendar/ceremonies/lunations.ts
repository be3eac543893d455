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
  /** amanta month name (IAST), e.g. "Śrāvaṇa" */
  amanta: string;
  /** purnimanta month name of the same paksha (IAST) */
  purnimanta: string;
  adhika: boolean;
  /** e.g. "Adhika Śrāvaṇa" or "Śrāvaṇa" */
  label: string;
  devanagari: string;
  /** The same in English (Drik Panchang's spelling), e.g. "Shravana", "Adhika Shravana". */
  amanta_en: string;
  purnimanta_en: string;
  label_en: string;
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
    amanta: am.iast,
    purnimanta: names.MASA_NAMES[pIndex]!.iast,
    adhika: l.adhika,
    label: pre + am.iast,
    devanagari: (l.adhika ? 'अधिक ' : '') + am.devanagari,
    amanta_en: am.ascii,
    purnimanta_en: names.MASA_NAMES[pIndex]!.ascii,
    label_en: pre + am.ascii,
  };
}

const iastLabel = (t: number) => (t === 15 || t === 30 ? names.tithiName(t).iast : (t <= 15 ? 'Śukla ' : 'Kṛṣṇa ') + names.tithiName(t).iast);
const enLabel = (t: number) => (t === 15 ? 'Purnima' : t === 30 ? 'Amavasya' : (t <= 15 ? 'Shukla ' : 'Krishna ') + names.tithiName(t).ascii);
const devanagariLabel = (t: number) => (t === 15 ? 'पूर्णिमा' : t === 30 ? 'अमावस्या' : (t <= 15 ? 'शुक्ल ' : 'कृष्ण ') + names.tithiName(t).devanagari);
/** The labels of tithis 1–30 (index 0 unused), written once: an answer names the same thirty tithis again and again. */
const labelsOf = (f: (t: number) => string): readonly string[] => Array.from({ length: 31 }, (_, t) => (t === 0 ? '' : f(t)));
const IAST_LABELS = labelsOf(iastLabel);
const EN_LABELS = labelsOf(enLabel);
const DEVANAGARI_LABELS = labelsOf(devanagariLabel);
const known = (t: number) => t >= 1 && t <= 30 && Number.isInteger(t);

/** @brief IAST tithi label (the naming convention, src/calendar/names): "Śukla Dvitīyā", "Kṛṣṇa Navamī", "Pūrṇimā", "Amāvāsyā". */
export function tithiLabel(t: number): string {
  return known(t) ? IAST_LABELS[t]! : iastLabel(t);
}

/** @brief English tithi label (Drik Panchang's spelling): "Shukla Dwitiya", "Krishna Navami", "Purnima", "Amavasya". */
export function tithiLabelEn(t: number): string {
  return known(t) ? EN_LABELS[t]! : enLabel(t);
}

/** @brief Devanagari tithi label, e.g. "शुक्ल द्वितीया". */
export function tithiLabelDevanagari(t: number): string {
  return known(t) ? DEVANAGARI_LABELS[t]! : devanagariLabel(t);
}
