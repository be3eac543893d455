import test from 'ava';
import fc from 'fast-check';
import { addDays, civilDateOfDayNumber, civilDayNumber, localDateOf, utcOffsetMs, weekdayOf, type CivilDate } from '../../src/calendar/index.js';
import { civilDateToUtcMidnight } from '../../src/calendar/time/zone.js';

// The Date-based definitions the arithmetic replaced (proleptic Gregorian, as Date.UTC counts; a month or day out of
// range is read within year 2000, then the year set).
const DAY_MS = 86_400_000;
const utcMidnightByDate = (d: CivilDate) => {
  const x = new Date(Date.UTC(2000, d.month - 1, d.day));
  x.setUTCFullYear(d.year);
  return x.getTime();
};
const dateOfMs = (ms: number): CivilDate => {
  const x = new Date(ms);
  return { year: x.getUTCFullYear(), month: x.getUTCMonth() + 1, day: x.getUTCDate() };
};

test('civilDayNumber and civilDateOfDayNumber agree with Date.UTC on every day of 1600–2400 and around year 0', (t) => {
  let n = 0;
  for (const [from, to] of [[Date.UTC(1600, 0, 1), Date.UTC(2400, 0, 1)], [utcMidnightByDate({ year: -3, month: 1, day: 1 }), utcMidnightByDate({ year: 3, month: 1, day: 1 })]] as const) {
    for (let ms = from; ms < to; ms += DAY_MS) {
      const d = dateOfMs(ms);
      const k = ms / DAY_MS;
      if (civilDayNumber(d.year, d.month, d.day) !== k) t.fail(`${JSON.stringify(d)} → ${civilDayNumber(d.year, d.month, d.day)}, expected ${k}`);
      const back = civilDateOfDayNumber(k);
      if (back.year !== d.year || back.month !== d.month || back.day !== d.day) t.fail(`${k} → ${JSON.stringify(back)}, expected ${JSON.stringify(d)}`);
      if (weekdayOf(d) !== new Date(ms).getUTCDay()) t.fail(`weekday of ${JSON.stringify(d)}`);
      n++;
    }
  }
  t.log(`${n} days`);
  t.pass();
});

test('civilDateToUtcMidnight, addDays, weekdayOf and localDateOf give what their Date-based definitions gave, dates out of range included', (t) => {
  fc.assert(fc.property(
    fc.integer({ min: -4000, max: 6000 }), fc.integer({ min: -30, max: 40 }), fc.integer({ min: -40, max: 70 }), fc.integer({ min: -100_000, max: 100_000 }),
    (year, month, day, n) => {
      const d = { year, month, day };
      t.is(civilDateToUtcMidnight(d), utcMidnightByDate(d));
      t.is(weekdayOf(d), new Date(utcMidnightByDate(d)).getUTCDay());
      t.deepEqual(addDays(d, n), dateOfMs(utcMidnightByDate(d) + n * DAY_MS));
      t.deepEqual(addDays(d, n + 0.5), dateOfMs(utcMidnightByDate(d) + (n + 0.5) * DAY_MS));
      t.deepEqual(addDays(d, n - 0.5), dateOfMs(utcMidnightByDate(d) + (n - 0.5) * DAY_MS));
    },
  ), { numRuns: 3000 });
  fc.assert(fc.property(fc.integer({ min: Date.UTC(1800, 0, 1), max: Date.UTC(2200, 0, 1) }), fc.constantFrom('Asia/Kolkata', 'America/New_York', 'Pacific/Apia', 'Asia/Kathmandu'), (ms, tz) => {
    t.deepEqual(localDateOf(ms, tz), dateOfMs(ms + utcOffsetMs(tz, ms)));
  }), { numRuns: 2000 });
});
