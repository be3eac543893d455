import test from 'ava';
import fc from 'fast-check';
import { fastMoonrise, fastMoonriseDirect, fastSunEvent, fastSunEventDirect, fastSunriseSunsetOfDay, TABLE_MAX_LAT_DEG } from '../../src/calendar/astro/fast-rise-set.js';

const DAY_MS = 86_400_000;
/** Local noon of a day at a place, roughly (what the callers pass). */
const noonOf = (y: number, d: number, lng: number) => Date.UTC(y, 0, 1) + d * DAY_MS + DAY_MS / 2 - (lng / 15) * 3_600_000;

const place = fc.record({
  lat: fc.double({ min: -75, max: 75, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
  heightM: fc.constantFrom(0, 0, 120, 900),
  year: fc.integer({ min: 1900, max: 2099 }),
  day: fc.integer({ min: 0, max: 364 }),
  /** the caller's "noon" is the zone's, up to a few hours from the Sun's */
  offsetMs: fc.integer({ min: -3.5 * 3_600_000, max: 3.5 * 3_600_000 }),
});

test('sunrise and sunset from the daily node table (one transit step): the same events as the series, to 20 ms, from a start hours off the Sun\'s noon; beyond 60° the series itself', (t) => {
  let worst = 0;
  fc.assert(fc.property(place, ({ lat, lng, heightM, year, day, offsetMs }) => {
    for (const dir of [1, -1] as const) {
      const a = fastSunEvent(dir, lat, lng, heightM, noonOf(year, day, lng) + offsetMs);
      const b = fastSunEventDirect(dir, lat, lng, heightM, noonOf(year, day, lng) + offsetMs);
      if (Math.abs(lat) > TABLE_MAX_LAT_DEG && a !== b) return false;
      if ((a === null) !== (b === null)) return false;
      if (a !== null && b !== null) { worst = Math.max(worst, Math.abs(a - b)); if (Math.abs(a - b) > 20) return false; }
    }
    return true;
  }), { numRuns: 3000, seed: 19 });
  t.log(`worst ${worst} ms`);
  t.pass();
});

test('the pair of a civil day (fastSunriseSunsetOfDay) from the table agrees with its series form to 20 ms', (t) => {
  fc.assert(fc.property(place, ({ lat, lng, year, day }) => {
    const midnight = Date.UTC(year, 0, 1) + day * DAY_MS - (lng / 15) * 3_600_000;
    const a = fastSunriseSunsetOfDay({ lat, lng }, midnight);
    const b = fastSunriseSunsetOfDay({ lat, lng }, midnight, true);
    return Math.abs(a.sunriseMs - b.sunriseMs) <= 20 && Math.abs(a.sunsetMs - b.sunsetMs) <= 20;
  }), { numRuns: 1500, seed: 20 });
  t.pass();
});

test('moonrise from the 6-hourly node table: the same rises as the lunar theory, to 100 ms, and the same days without one', (t) => {
  let worst = 0;
  fc.assert(fc.property(place, ({ lat, lng, heightM, year, day }) => {
    const from = noonOf(year, day, lng) - DAY_MS / 2;
    const a = fastMoonrise(lat, lng, heightM, from);
    const b = fastMoonriseDirect(lat, lng, heightM, from);
    if (Math.abs(lat) > TABLE_MAX_LAT_DEG) return a === b;
    if ((a === null) !== (b === null)) return false;
    if (a !== null && b !== null) { worst = Math.max(worst, Math.abs(a - b)); return Math.abs(a - b) <= 100; }
    return true;
  }), { numRuns: 1500, seed: 21 });
  t.log(`worst ${worst} ms`);
  t.pass();
});

test('a year of sunrises at the Arctic Circle and at 0° crossing the RA wrap (March equinox) matches the series', (t) => {
  for (const [lat, lng] of [[66.5, 25.7], [-59.9, -70], [59.9, 10.7], [0, 0]] as const) {
    for (let d = 0; d < 366; d++) {
      for (const dir of [1, -1] as const) {
        const a = fastSunEvent(dir, lat, lng, 0, noonOf(2024, d, lng));
        const b = fastSunEventDirect(dir, lat, lng, 0, noonOf(2024, d, lng));
        if (a === null || b === null) t.is(a, b);
        else if (Math.abs(a - b) > 20) t.fail(`${lat},${lng} day ${d}: ${a} vs ${b}`);
      }
    }
  }
  t.pass();
});
