import test from 'ava';
import fc from 'fast-check';
import { fastSunEventOfDay, fastSunriseSunsetOfDay } from '../../src/calendar/index.js';

test('fastSunriseSunsetOfDay gives exactly fastSunEventOfDay’s sunrise and sunset (one transit search for both)', (t) => {
  fc.assert(fc.property(
    fc.double({ min: -80, max: 80, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), fc.integer({ min: 0, max: 3000 }),
    fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 11, 31) }),
    (lat, lng, altitudeM, utcMs) => {
      const p = { lat, lng, altitudeM };
      const midnightMs = Math.floor(utcMs / 86_400_000) * 86_400_000 - Math.round((lng / 15) * 3_600_000);
      t.deepEqual(fastSunriseSunsetOfDay(p, midnightMs), { sunriseMs: fastSunEventOfDay(1, p, midnightMs), sunsetMs: fastSunEventOfDay(-1, p, midnightMs) });
    },
  ), { numRuns: 2000 });
  t.pass();
});
