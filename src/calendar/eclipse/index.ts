/**
 * @module calendar/eclipse
 * Solar and lunar eclipses as seen from a place, their sutak, and the API / iCalendar forms.
 */
export { localEclipsesBetween, type EclipseContact, type EclipsePlace, type LocalEclipse } from './local-eclipses.js';
export { sutakOf, SOLAR_SUTAK_HOURS, LUNAR_SUTAK_HOURS, REDUCED_SUTAK_HOURS, type Sutak } from './sutak.js';
export { eclipsesResponse, eclipseOut, SUTAK_RULE, type EclipsesResponse, type EclipseOut } from './response.js';
export { eclipsesToIcs } from './eclipse-ics.js';
