/**
 * @module calendar/solar
 * Regional solar calendars (Tamil, Malayalam, Bengali, Odia, Assamese, Punjabi Bikrami) and the place → calendar map.
 */
export { SOLAR_CALENDAR_IDS, parseSolarCalendars, type SolarCalendarId, type SolarCalendarRecord } from './calendar-records.js';
export { FIRST_DAY_RULES, firstDayOfMonth, hinduDayOf, type FirstDayRule, type DaySun, type SolarDayContext } from './first-day-rules.js';
export { solarDateOn, solarDayContext, type SolarDate, type SolarDateInput } from './solar-date.js';
export { SOLAR_GRID_BOX, SOLAR_REGION_GRID_FORMAT_VERSION, decodeSolarRegionGrid, solarCalendarAt, type SolarRegionGrid, type SolarRegionGridFile } from './region-grid.js';
