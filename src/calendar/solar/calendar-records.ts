/**
 * @module calendar/solar/calendar-records
 * The regional solar calendars as data (data/regions/solar-calendars.json): month names, era, and the rule that
 * decides each month's first civil day. This module only validates the parsed file; the server reads it.
 */
import { FIRST_DAY_RULES, type FirstDayRule } from './first-day-rules.js';

/** Ids of the regional solar calendars, in the order of the data file. */
export const SOLAR_CALENDAR_IDS = ['tamil', 'malayalam', 'bengali', 'odia', 'assamese', 'punjabi'] as const;
export type SolarCalendarId = (typeof SOLAR_CALENDAR_IDS)[number];

/** One regional reckoning. */
export interface SolarCalendarRecord {
  id: SolarCalendarId;
  firstDayRule: FirstDayRule;
  /** Sidereal sign (1 Mesha … 12 Meena) whose sankranti begins month 1 of the year. */
  firstMonthRashi: number;
  /** Month 1 … 12: IAST and the regional script. */
  months: ReadonlyArray<{ name: string; nameNative: string }>;
  /** Era year = Gregorian year in which the era year began + offset. */
  era: { name: string; nameNative: string; offset: number };
}

/**
 * @brief Validates the parsed data file; throws an Error naming the field on a malformed record (start-up only).
 */
export function parseSolarCalendars(json: unknown): Map<SolarCalendarId, SolarCalendarRecord> {
  const out = new Map<SolarCalendarId, SolarCalendarRecord>();
  const list = (json as { calendars?: unknown })?.calendars;
  if (!Array.isArray(list)) throw new Error('solar-calendars: `calendars` must be an array');
  for (const [i, raw] of list.entries()) {
    const r = raw as Record<string, any>;
    const where = `solar-calendars: calendars[${i}]`;
    if (!SOLAR_CALENDAR_IDS.includes(r.id)) throw new Error(`${where}.id: unknown calendar ${String(r.id)}`);
    if (!FIRST_DAY_RULES.includes(r.first_day_rule)) throw new Error(`${where}.first_day_rule: one of ${FIRST_DAY_RULES.join(', ')}`);
    if (!Number.isInteger(r.first_month_rashi) || r.first_month_rashi < 1 || r.first_month_rashi > 12) throw new Error(`${where}.first_month_rashi: 1–12`);
    if (!Array.isArray(r.months) || r.months.length !== 12 || !r.months.every((m: unknown) => Array.isArray(m) && m.length === 2 && m.every((s) => typeof s === 'string' && s))) {
      throw new Error(`${where}.months: 12 pairs [IAST, native]`);
    }
    const era = r.era as Record<string, unknown> | undefined;
    if (!era || typeof era.name !== 'string' || typeof era.name_native !== 'string' || !Number.isInteger(era.offset)) throw new Error(`${where}.era: name, name_native, integer offset`);
    if (out.has(r.id)) throw new Error(`${where}.id: ${r.id} twice`);
    out.set(r.id, {
      id: r.id,
      firstDayRule: r.first_day_rule,
      firstMonthRashi: r.first_month_rashi,
      months: r.months.map(([name, nameNative]: [string, string]) => ({ name, nameNative })),
      era: { name: era.name, nameNative: era.name_native, offset: era.offset as number },
    });
  }
  for (const id of SOLAR_CALENDAR_IDS) if (!out.has(id)) throw new Error(`solar-calendars: no record for ${id}`);
  return out;
}
