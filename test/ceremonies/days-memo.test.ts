import test from 'ava';
import fc from 'fast-check';
import { aparahnaOf, chooseByAparahna, lazySunriseDays, sunDayMemo, sunDays, sunriseDays, type Place, type SunDay, type VyaptiChoice } from '../../src/calendar/ceremonies/days.js';
import { addDays, localDateOf, SUN_EVENT_DAY_MARGIN_MS, type CivilDate } from '../../src/calendar/index.js';

/** chooseByAparahna as it was written first: every day from the day before the tithi's first date, from sunDays. */
function chooseByAparahnaOverAllDays(span: [number, number], p: Place, localDate: (ms: number) => CivilDate): VyaptiChoice {
  const first = addDays(localDate(span[0]), -1);
  const last = localDate(span[1]);
  const n = Math.max(1, Math.round((Date.UTC(last.year, last.month - 1, last.day) - Date.UTC(first.year, first.month - 1, first.day)) / 86_400_000) + 1);
  const days = sunDays(first, n, p);
  const overlap = (a: readonly [number, number], b: readonly [number, number]) => Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));
  let best: VyaptiChoice | null = null;
  for (const d of days) {
    const ap = aparahnaOf(d);
    const o = overlap(ap, span);
    if (o > 0 && (!best || o > best.overlapMs)) best = { day: d, aparahna: ap, overlapMs: o, rule: 'aparahna-vyapti' };
  }
  if (best) return best;
  let dayBest: SunDay | null = null;
  let dayO = 0;
  for (const d of days) {
    const o = overlap([d.sunriseMs, d.sunsetMs], span);
    if (o > dayO) { dayO = o; dayBest = d; }
  }
  if (dayBest) return { day: dayBest, aparahna: aparahnaOf(dayBest), overlapMs: 0, rule: 'daytime-fallback' };
  const before = days.filter((d) => d.sunriseMs <= span[0]).pop() ?? days[0]!;
  return { day: before, aparahna: aparahnaOf(before), overlapMs: 0, rule: 'night-fallback' };
}

test('chooseByAparahna (the days that can matter, remembered or not) chooses exactly as over every day from sunDays, across zones, DST changes, high latitudes and zones far from the place\'s solar time', (t) => {
  const places: Place[] = [
    { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' },
    { lat: 40.7128, lng: -74.006, tz: 'America/New_York', altitudeM: 10 },
    { lat: -33.87, lng: 151.21, tz: 'Australia/Sydney' },
    { lat: 62.5, lng: 25.7, tz: 'Europe/Helsinki' },
    { lat: 69.65, lng: 18.96, tz: 'Europe/Oslo' },
    { lat: 20.5, lng: -75, tz: 'Asia/Kolkata' },
    { lat: 35, lng: 150, tz: 'America/New_York' },
  ];
  const rules = new Set<string>();
  const memos = places.map((p) => sunDayMemo(p));
  fc.assert(fc.property(
    fc.integer({ min: 0, max: places.length - 1 }), fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2090, 0, 1) }), fc.integer({ min: 1, max: 40 * 3600_000 }),
    (k, startMs, lengthMs) => {
      const p = places[k]!;
      const span: [number, number] = [startMs, startMs + lengthMs];
      const localDate = (ms: number) => localDateOf(ms, p.tz);
      const expected = chooseByAparahnaOverAllDays(span, p, localDate);
      rules.add(expected.rule);
      t.deepEqual(chooseByAparahna(span, p, localDate, memos[k]), expected);
      t.deepEqual(chooseByAparahna(span, p, localDate), expected);
    },
  ), { numRuns: 3000 });
  t.log([...rules].join(', '));
  const p = places[1]!;
  const from = { year: 2024, month: 3, day: 5 };
  t.deepEqual(Array.from({ length: 10 }, (_, i) => memos[1]!({ year: 2024, month: 3, day: 5 + i })), sunDays(from, 10, p), 'across the March DST change');
});

test('sunriseDays gives sunDays’ days and sunrises (a year, across DST changes)', (t) => {
  for (const p of [{ lat: 40.7128, lng: -74.006, tz: 'America/New_York' }, { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata', altitudeM: 216 }]) {
    const from = { year: 2024, month: 1, day: 1 };
    t.deepEqual(sunriseDays(from, 367, p), sunDays(from, 367, p).map(({ sunsetMs: _s, ...day }) => day));
  }
});

test('lazySunriseDays gives sunriseDays’ days and sunrises, asked in any order, each within the bounds its midnight sets', (t) => {
  for (const p of [{ lat: 40.7128, lng: -74.006, tz: 'America/New_York' }, { lat: 20.5, lng: -97.5, tz: 'Asia/Kolkata' }, { lat: 69.65, lng: 18.96, tz: 'Europe/Oslo' }]) {
    const from = { year: 2024, month: 1, day: 1 };
    const eager = sunriseDays(from, 367, p);
    const lazy = lazySunriseDays(from, 367, p);
    const order = Array.from({ length: 367 }, (_, i) => (i * 149) % 367); // every index once, out of order
    for (const i of order) {
      const { sunriseMs, ...day } = eager[i]!;
      const d = lazy.days[i]!; // its text is a getter (written when first read): compared member by member
      t.deepEqual({ date: d.date, iso: d.iso, weekday: d.weekday, midnightMs: d.midnightMs }, day);
      t.is(lazy.sunriseMs(i), sunriseMs);
      t.true(sunriseMs >= day.midnightMs - SUN_EVENT_DAY_MARGIN_MS && sunriseMs < day.midnightMs + 86_400_000 + SUN_EVENT_DAY_MARGIN_MS);
    }
  }
});
