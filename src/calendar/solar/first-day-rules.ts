/**
 * @module calendar/solar/first-day-rules
 * Which civil day is day 1 of a solar month, from the instant of its sankranti and the Sun's rise and set at the
 * place. Source of all four rules: R. Sewell, *Indian Chronography* (1912) §43, and Sewell & Dikshit, *The Indian
 * Calendar* (1896) Art. 28. A Hindu day runs from sunrise to sunrise and is named by the civil date of its sunrise;
 * day numbers here are civil days (days since 1970-01-01 of the local date in the request's zone).
 *
 * - `before_sunset` (Tamil rule): sankranti before sunset of its civil day → that day, else the next day.
 * - `before_three_fifths_of_daytime` (Malabar rule): daytime (sunrise → sunset) in five equal parts; sankranti within
 *   the first three of its Hindu day → that day, else the next day.
 * - `before_midnight_next_day` (Bengal rule): sankranti between sunrise and midnight → the next day, after midnight
 *   → the day after that. Midnight is the middle of the night (sunset → next sunrise), as the rule counts the
 *   night in the Hindu day. In civil dates this is almost always the civil day after the sankranti's.
 * - `first_sunrise_after` (Vishu): the civil day of the first sunrise after the sankranti. The Vishukkani is seen at
 *   the first dawn of the Sun in Mesha, so Kerala keeps Vishu there even when Medam 1 by the Malabar rule is the
 *   sankranti's own day: Mesha sankranti 14 Apr 2022 08:55 IST, Kerala's holiday list put Vishu on 15 April (2023:
 *   15:11 → 15 Apr; 2024: 13 Apr 21:15 → 14 Apr; 2025: 14 Apr 03:29 → 14 Apr, every one Kerala's date).
 * - `civil_day_of_sankranti` (Odisha, Punjab today): the civil day (midnight to midnight in the zone) of the sankranti.
 *   Sewell's Orissa rule counts the Hindu day instead (a sankranti 10 minutes before sunrise belongs to the day
 *   before), but today's calendars follow the civil day: Mesha sankranti 2025 fell at 03:30 IST on 14 April, and the
 *   Odisha government calendar put Pana Sankranti (Baisakha 1) on 14 April, Drik Panchang Baisakhi on 14 April.
 */

export const FIRST_DAY_RULES = ['before_sunset', 'before_three_fifths_of_daytime', 'before_midnight_next_day', 'first_sunrise_after', 'civil_day_of_sankranti'] as const;
export type FirstDayRule = (typeof FIRST_DAY_RULES)[number];

/** Sunrise and sunset (Unix ms) of a civil day at the place; where the Sun does not rise or set, a stand-in (see caller). */
export interface DaySun {
  sunriseUnixMs: number;
  sunsetUnixMs: number;
}

/** The place's sun and clock, as the rules need them. */
export interface SolarDayContext {
  /** Civil day number (days since 1970-01-01 in the zone) of an instant. */
  civilDayOf(unixMs: number): number;
  /** Sun of civil day `day`. */
  sunOf(day: number): DaySun;
}

/** @brief Hindu day (civil day number of its sunrise) that contains `unixMs`. */
export function hinduDayOf(unixMs: number, ctx: SolarDayContext): number {
  const d = ctx.civilDayOf(unixMs);
  return unixMs < ctx.sunOf(d).sunriseUnixMs ? d - 1 : d;
}

/** Three fifths of the daytime (Malabar rule). */
const MALABAR_FRACTION = 3 / 5;

/** @brief Civil day number of day 1 of the month that the sankranti at `sankrantiUnixMs` begins. */
export function firstDayOfMonth(rule: FirstDayRule, sankrantiUnixMs: number, ctx: SolarDayContext): number {
  switch (rule) {
    case 'before_sunset': {
      const d = ctx.civilDayOf(sankrantiUnixMs);
      return sankrantiUnixMs < ctx.sunOf(d).sunsetUnixMs ? d : d + 1;
    }
    case 'before_three_fifths_of_daytime': {
      const h = hinduDayOf(sankrantiUnixMs, ctx);
      const sun = ctx.sunOf(h);
      return sankrantiUnixMs < sun.sunriseUnixMs + MALABAR_FRACTION * (sun.sunsetUnixMs - sun.sunriseUnixMs) ? h : h + 1;
    }
    case 'before_midnight_next_day': {
      const h = hinduDayOf(sankrantiUnixMs, ctx);
      const midnight = (ctx.sunOf(h).sunsetUnixMs + ctx.sunOf(h + 1).sunriseUnixMs) / 2;
      return sankrantiUnixMs < midnight ? h + 1 : h + 2;
    }
    case 'first_sunrise_after':
      return hinduDayOf(sankrantiUnixMs, ctx) + 1;
    case 'civil_day_of_sankranti':
      return ctx.civilDayOf(sankrantiUnixMs);
  }
}
