import test from 'ava';
import { sunDay, sunDays } from '../../src/calendar/ceremonies/index.js';
import { addDays, startOfLocalDay } from '../../src/calendar/index.js';

// Zones with DST changes at midnight (São Paulo until 2019, Havana, Beirut), half-hour DST (Lord Howe), historical
// offsets in seconds before rounding (Kolkata before 1942), and a date-line jump (Apia skipped 2011-12-30).
const ZONES = ['Asia/Kolkata', 'America/Sao_Paulo', 'America/Havana', 'Asia/Beirut', 'Australia/Lord_Howe', 'Europe/London', 'America/New_York', 'Pacific/Apia'];

test('sunDay: the local midnight from the year\'s zone offsets is startOfLocalDay\'s, in zones with midnight DST changes', (t) => {
  let n = 0;
  for (const tz of ZONES) {
    for (const year of [1905, 1942, 1985, 2011, 2018, 2024, 2090]) {
      for (let d = addDays({ year, month: 1, day: 1 }, -2); d.year <= year; d = addDays(d, 1)) {
        const expected = startOfLocalDay(d, tz);
        const got = sunDay(d, { lat: 0, lng: 0, tz }).midnightMs;
        if (got !== expected) t.fail(`${tz} ${d.year}-${d.month}-${d.day}: ${new Date(got).toISOString()} vs ${new Date(expected).toISOString()}`);
        n++;
      }
    }
  }
  t.log(`${n} days`);
  t.pass();
});

test('sunDays: a run of days across DST changes and the Apia date-line jump has startOfLocalDay\'s midnights', (t) => {
  for (const tz of ZONES) {
    for (const year of [1942, 2011, 2024]) {
      const from = { year, month: 1, day: 1 };
      const days = sunDays(from, 370, { lat: 0, lng: 0, tz });
      days.forEach((d, k) => t.is(d.midnightMs, startOfLocalDay(addDays(from, k), tz), `${tz} ${d.iso}`));
    }
  }
});
