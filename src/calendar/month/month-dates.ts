/**
 * @module calendar/month/month-dates
 * The civil dates of a Gregorian month (proleptic Gregorian, as the rest of the engine).
 */
import { daysInMonth, formatIsoDate } from '../time/zone.js';

export { daysInMonth };

/** @brief The dates YYYY-MM-DD of month 1–12 of `year`, in order. */
export function datesOfMonth(year: number, month: number): string[] {
  const out: string[] = [];
  for (let d = 1, n = daysInMonth(year, month); d <= n; d++) out.push(formatIsoDate({ year, month, day: d }));
  return out;
}
