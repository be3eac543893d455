import test from 'ava';
import { crescentAtSunset } from '../../src/calendar/astro/crescent.js';
import { fastMoonsetNear, fastSunriseSunsetOfDay } from '../../src/calendar/astro/fast-rise-set.js';
import { searchRiseSet } from '../../src/calendar/astro/rise-set.js';

const NEW_DELHI = { lat: 28.63576, lng: 77.22445, altitudeM: 0 };
const sunsetOf = (date: string) => fastSunriseSunsetOfDay(NEW_DELHI, Date.parse(`${date}T00:00:00+05:30`)).sunsetMs;

test('the moonset nearest sunset is the service\'s moonset to within 10 s, before or after sunset', (t) => {
  for (const date of ['2024-04-08', '2024-04-09', '2024-04-10', '2023-07-18', '2023-12-13', '2023-12-14', '2030-06-02']) {
    const ss = sunsetOf(date);
    const fast = fastMoonsetNear(NEW_DELHI.lat, NEW_DELHI.lng, 0, ss)!;
    const ref = searchRiseSet('moon', -1, NEW_DELHI, ss - 4 * 3_600_000, 12 * 3_600_000)!;
    t.true(Math.abs(fast - ref) < 10_000, `${date}: ${new Date(fast).toISOString()} vs ${new Date(ref).toISOString()}`);
  }
});

test('Yallop q grows from the evening of the new moon to the next ones (Chaitra 2024 at New Delhi)', (t) => {
  // new moon 2024-04-08 18:21 UT, after New Delhi's sunset that day
  const [a, b, c] = ['2024-04-08', '2024-04-09', '2024-04-10'].map((d) => crescentAtSunset(NEW_DELHI, sunsetOf(d))!);
  t.true(a!.lagMin < 0 && a!.yallopQ < -1, `8 Apr: lag ${a!.lagMin}, q ${a!.yallopQ}`);
  // 9 Apr: lag ≈ 50 min, ARCL ≈ 10°, q just above zone C's lower edge (−0.160)
  t.true(b!.lagMin > 45 && b!.lagMin < 55, `lag ${b!.lagMin}`);
  t.true(b!.arclDeg > 9 && b!.arclDeg < 12, `arcl ${b!.arclDeg}`);
  t.true(b!.yallopQ > -0.16 && b!.yallopQ < 0.2, `q ${b!.yallopQ}`);
  t.true(c!.yallopQ > 1, `10 Apr q ${c!.yallopQ}`);
  t.true(c!.widthArcmin > b!.widthArcmin);
});
