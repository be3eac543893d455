/**
 * @module calendar/ceremonies/calendar-api
 * The one place the ceremonies engine imports the calendar engine from: its public API
 * (`src/calendar/index.ts`), plus the festival engine's fast sunrise (`fastSunEvent`, a few µs instead of
 * ≈ 0.12 ms for `searchRiseSet`; a year of vivah days needs ≈ 750 of them). The fast sunrise belongs in
 * the calendar engine; until it moves there it is imported from the festival engine.
 */
export {
  addDays, angaSpansBetween, formatIsoDate, formatIsoLocal, lastStartOf, localDateOf, localToUnixMs, nextStartOf,
  padaAt, nakshatraAt, tithiAt, angaNumberAt, moonSiderealDeg, sunSiderealDeg, parseClockTime, parseIsoDate, startOfLocalDay,
  utcOffsetMs, weekdayOf, names,
  type AngaSpan, type AngaTables, type CivilDate, type Convention,
} from '../index.js';
export { fastSunEvent } from '../festivals/fast-sun.js';
