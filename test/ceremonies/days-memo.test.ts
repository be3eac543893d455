import test from 'ava';
import fc from 'fast-check';
import { chooseByAparahna, sunDayMemo, sunDays, sunriseDays } from '../../src/calendar/ceremonies/days.js';
import { localDateOf } from '../../src/calendar/index.js';

test('chooseByAparahna with remembered days (sunDayMemo) chooses exactly as with sunDays, across zones and DST changes', (t) => {
  const places = [
    { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' },
    { lat: 40.7128, lng: -74.006, tz: 'America/New_York', altitudeM: 10 },
    { lat: -33.87, lng: 151.21, tz: 'Australia/Sydney' },
  ];
  const memos = places.map((p) => sunDayMemo(p));
  fc.assert(fc.property(
    fc.integer({ min: 0, max: places.length - 1 }), fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2090, 0, 1) }), fc.integer({ min: 1, max: 40 * 3600_000 }),
    (k, startMs, lengthMs) => {
      const p = places[k]!;
      const span: [number, number] = [startMs, startMs + lengthMs];
      const localDate = (ms: number) => localDateOf(ms, p.tz);
      t.deepEqual(chooseByAparahna(span, p, localDate, memos[k]), chooseByAparahna(span, p, localDate));
    },
  ), { numRuns: 300 });
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
