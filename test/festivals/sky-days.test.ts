import test from 'ava';
import { buildFestivalSky } from '../../src/calendar/festivals/index.js';
import { addDays, formatIsoDate, weekdayOf } from '../../src/calendar/index.js';

test('festival sky: the stepped civil days are the calendar\'s dates and weekdays, across century years and leap days', (t) => {
  for (const year of [1900, 1904, 2000, 2023, 2024, 2100]) {
    const sky = buildFestivalSky({ year, lat: 25.3, lng: 83.0 });
    const first = addDays({ year, month: 1, day: 1 }, -3);
    t.is(sky.days.length, (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000 + 6);
    sky.days.forEach((d, k) => {
      const c = addDays(first, k);
      if (d.date !== formatIsoDate(c) || d.weekday !== weekdayOf(c)) t.fail(`${year} day ${k}: ${d.date} ${d.weekday} vs ${formatIsoDate(c)} ${weekdayOf(c)}`);
    });
  }
  t.pass();
});
