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

test('the crescent geometry from the node tables is astronomy-engine\'s topocentric geometry: the Moon\'s altitude within 0.01°, the Sun\'s and the elongation within 0.02° (Meeus\'s low-precision Sun, with aberration), the Moon\'s distance within 25 km (ρ = 1: the flattening)', async (t) => {
  const Astronomy = await import('astronomy-engine');
  await import('../../src/calendar/astro/ephemeris.js');
  const { fastCrescentGeometry } = await import('../../src/calendar/astro/fast-rise-set.js');
  const places = [NEW_DELHI, { lat: 13.08, lng: 80.27, altitudeM: 0 }, { lat: 51.5, lng: -0.12, altitudeM: 0 }, { lat: -33.9, lng: 151.2, altitudeM: 0 }];
  let n = 0;
  for (const p of places) {
    for (let d = 0; d < 3000; d += 7) {
      const unixMs = Date.UTC(2000, 0, 1, 13) + d * 86_400_000 + d * 3_331_000; // every hour of the day over the years
      const g = fastCrescentGeometry(p.lat, p.lng, unixMs);
      const time = Astronomy.MakeTime(new Date(unixMs));
      const observer = new Astronomy.Observer(p.lat, p.lng, 0);
      const moon = Astronomy.Equator(Astronomy.Body.Moon, time, observer, true, false);
      const sun = Astronomy.Equator(Astronomy.Body.Sun, time, observer, true, false);
      const moonAlt = Astronomy.Horizon(time, observer, moon.ra, moon.dec).altitude;
      const sunAlt = Astronomy.Horizon(time, observer, sun.ra, sun.dec).altitude;
      const arcl = Astronomy.AngleBetween(moon.vec, sun.vec);
      t.true(Math.abs(g.moonAltDeg - moonAlt) < 0.01 && Math.abs(g.sunAltDeg - sunAlt) < 0.02 && Math.abs(g.arclDeg - arcl) < 0.02,
        `${new Date(unixMs).toISOString()} at ${p.lat}: moon ${g.moonAltDeg} vs ${moonAlt}, sun ${g.sunAltDeg} vs ${sunAlt}, arcl ${g.arclDeg} vs ${arcl}`);
      t.true(Math.abs(g.moonDistKm - moon.dist * Astronomy.KM_PER_AU) < 25, `distance ${g.moonDistKm} vs ${moon.dist * Astronomy.KM_PER_AU}`);
      n++;
    }
  }
  t.true(n > 1500);
});
