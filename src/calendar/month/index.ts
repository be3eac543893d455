/**
 * @module calendar/month
 * The month view: the dates of a month, one day's projection of the day panchang, and its iCalendar form.
 */
export { daysInMonth, datesOfMonth } from './month-dates.js';
export { monthDayOf, type MonthDay, type MonthDayFestival, type MonthDayMasa, type MonthResponse } from './month-day.js';
export { monthToIcs, monthDaySummary } from './month-ics.js';
