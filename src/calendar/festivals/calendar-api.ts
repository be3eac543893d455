/**
 * @module calendar/festivals/calendar-api
 * The one place the festival engine imports the calendar engine from (its public API), so that the
 * evaluator and sky builder do not depend on the calendar's internal layout.
 */
export { angaSpansBetween } from '../anga/spans.js';
export type { AngaTables } from '../anga/tables.js';
export { searchRiseSet } from '../astro/rise-set.js';
export { sunSiderealDeg, type Convention } from '../astro/ephemeris.js';
export { addDays, formatIsoDate, formatIsoLocal, startOfLocalDay, utcOffsetMs, weekdayOf } from '../time/zone.js';
