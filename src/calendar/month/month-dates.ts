/**
 * @module calendar/month/month-dates
 * The civil dates of a Gregorian month (proleptic Gregorian, as the rest of the engine).
 */
import { formatIsoDate } from '../time/zone.js';

/** @brief Days in month 1–12 of `year` (February has 29 in a Gregorian leap year: divisible by 4, centuries by 400). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** @brief The dates YYYY-MM-DD of month 1–12 of `year`, in order. */
export function datesOfMonth(year: number, month: number): string[] {
  const out: string[] = [];
  for (let d = 1, n = daysInMonth(year, month); d <= n; d++) out.push(formatIsoDate({ year, month, day: d }));
  return out;
}
