/**
 * The four first-day rules (src/calendar/solar/first-day-rules.ts, Sewell, Indian Chronography §43) on constructed
 * sankranti instants around each threshold, with a synthetic place: civil days in UTC, sunrise 06:00, sunset 18:00
 * (so 3/5 of the daytime ends at 13:12 and the middle of the night is 00:00).
 */
import test from 'ava';
import { firstDayOfMonth, hinduDayOf, type FirstDayRule, type SolarDayContext } from '../../src/calendar/solar/index.js';

const DAY = 86400000;
const HOUR = 3600000;
const D = 19828; // civil day number of 2024-04-15 (UTC)
const ctx: SolarDayContext = {
  civilDayOf: (ms) => Math.floor(ms / DAY),
  sunOf: (day) => ({ sunriseUnixMs: day * DAY + 6 * HOUR, sunsetUnixMs: day * DAY + 18 * HOUR }),
};
/** Day 1 relative to D for a sankranti at `h` hours after 00:00 of day D. */
const start = (rule: FirstDayRule, h: number) => firstDayOfMonth(rule, D * DAY + h * HOUR, ctx) - D;
const MIN = 1 / 60;

test('Tamil rule: before sunset → that day, at or after sunset → the next; after midnight → that civil day', (t) => {
  t.is(start('before_sunset', 18 - MIN), 0);
  t.is(start('before_sunset', 18), 1);
  t.is(start('before_sunset', 18 + MIN), 1);
  t.is(start('before_sunset', 23.9), 1);
  t.is(start('before_sunset', 2), 0, 'a sankranti at 02:00 (before sunrise) is before that civil day’s sunset');
});

test('Malabar rule: within the first 3/5 of the daytime → that day, else the next; before sunrise → the previous Hindu day, so its next day', (t) => {
  const threeFifths = 6 + 0.6 * 12; // 13:12
  t.is(start('before_three_fifths_of_daytime', threeFifths - MIN), 0);
  t.is(start('before_three_fifths_of_daytime', threeFifths + MIN), 1);
  t.is(start('before_three_fifths_of_daytime', 6 + MIN), 0);
  t.is(start('before_three_fifths_of_daytime', 6 - MIN), 0, '05:59 belongs to the Hindu day of D−1, past its 3/5: the next day, D');
  t.is(start('before_three_fifths_of_daytime', 20), 1);
});

test('Bengal rule: sunrise to midnight → the next day; after midnight → the day after that', (t) => {
  t.is(start('before_midnight_next_day', 6 + MIN), 1);
  t.is(start('before_midnight_next_day', 24 - MIN), 1, 'just before midnight');
  t.is(start('before_midnight_next_day', 24 + MIN), 2, 'just after midnight: the Hindu day is still D, so day 1 is D+2');
  t.is(start('before_midnight_next_day', 6 - MIN), 1, '05:59 on D is after the midnight of Hindu day D−1: D−1+2');
  // Sewell & Dikshit Art. 28 example x: Kumbha sankranti 20 h 5 m after sunrise on a Saturday (02:05 Sunday) → Monday.
  t.is(start('before_midnight_next_day', 6 + 20 + 5 / 60), 2);
});

test('civil-day rule (Odisha, Punjab): the civil day of the sankranti, before or after sunrise, sunset, midnight', (t) => {
  t.is(start('civil_day_of_sankranti', 6 + MIN), 0);
  t.is(start('civil_day_of_sankranti', 23), 0);
  t.is(start('civil_day_of_sankranti', 24 - MIN), 0);
  t.is(start('civil_day_of_sankranti', 24 + MIN), 1);
  t.is(start('civil_day_of_sankranti', 6 - MIN), 0, 'before sunrise: still that civil day (Pana Sankranti 2025, sankranti 03:30 on 14 April)');
});

test('hinduDayOf: a Hindu day runs sunrise to sunrise', (t) => {
  t.is(hinduDayOf(D * DAY + 6 * HOUR, ctx), D);
  t.is(hinduDayOf(D * DAY + 6 * HOUR - 1, ctx), D - 1);
});

test('Vishu rule: the civil day of the first sunrise after the sankranti', (t) => {
  t.is(start('first_sunrise_after', 6 + MIN), 1, 'just after sunrise: the next dawn');
  t.is(start('first_sunrise_after', 9), 1, 'morning (Vishu 2022: 08:55 → the 15th)');
  t.is(start('first_sunrise_after', 23), 1);
  t.is(start('first_sunrise_after', 6 - MIN), 0, 'just before sunrise: that dawn');
  t.is(start('first_sunrise_after', 3.5), 0, 'Vishu 2025: 03:29 → the 14th');
});
