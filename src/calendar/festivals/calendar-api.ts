/**
 * @module calendar/festivals/calendar-api
 * The one place the festival engine imports the calendar engine from: its public API
 * (src/calendar/index.ts), so the evaluator and sky builder do not depend on the calendar's internals.
 */
export {
  angaSpansBetween, searchRiseSet, sunSiderealDeg, addDays, formatIsoDate, formatIsoLocal, startOfLocalDay, utcOffsetMs,
  weekdayOf, buildAngaTables, type AngaTables, type Convention,
} from '../index.js';
