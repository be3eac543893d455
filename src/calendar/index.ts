/**
 * @module calendar
 * Public API of the calendar engine (pure: no I/O, no clock, no environment). Other modules
 * (festivals, ceremonies, server, generator) import from here only.
 *
 * Conventions (docs/calendar.md):
 * - Instants are Unix milliseconds (UT), integers. Anga boundaries are canonical: the first integer ms
 *   at which the element is in force, so tables and live searches agree exactly.
 * - `convention`: `drik` (default; Drik Panchang's Sun, notes §2a) or `swiss` (plain Swiss Ephemeris
 *   apparent sidereal positions, Lahiri SE_SIDM_LAHIRI).
 * - Numbers: tithi 1–30 (1–15 Shukla, 16–30 Krishna, 30 = Amavasya); nakshatra 1–27; pada 1–4;
 *   yoga 1–27; karana 1–11 (1 Bava … 7 Vishti, 8 Shakuni, 9 Chatushpada, 10 Naga, 11 Kimstughna);
 *   rashi 1–12 (1 Mesha … 12 Meena); masa index 0–11 (0 = Chaitra); vara 0–6 (0 = Sunday).
 * - Every function that takes `tables?` answers identically with or without them; tables only make it
 *   faster (a binary search instead of a root search). Pass the AngaTables of the same convention.
 */
import type { Convention } from './astro/ephemeris.js';
import type { AngaTables } from './anga/tables.js';
import { angaSpanAt, angaSpansBetween, lastStartOf, nextStartOf, type AngaKind, type AngaSpan } from './anga/spans.js';

// --- astronomy ---------------------------------------------------------------------------------
export type { Convention } from './astro/ephemeris.js';
export { siderealSunMoon, moonSiderealDeg, sunSiderealDeg } from './astro/ephemeris.js';
export { lahiriMeanAyanamsaDeg } from './astro/ayanamsa.js';
export { deltaTSeconds, drikTimeScaleOffsetSeconds } from './astro/delta-t.js';
export { searchRiseSet, type GeoPoint } from './astro/rise-set.js';
export { fastSunEvent, fastMoonrise, fastSunEventOfDay, fastSunriseSunsetOfDay, SUN_EVENT_DAY_MARGIN_MS } from './astro/fast-rise-set.js';
export { buildSkyNodes, sliceSkyNodes, NODE_STEP_MS, type SkyNodes } from './astro/sky-nodes.js';
export { fastObserver, firstEventBetween, riseSetEvents, limbAltitudeDeg, gastDeg, sampleStepMs, type FastObserver, type RiseSetEvents } from './astro/rise-set-fast.js';
export { combustionIntervals, combustionIntervalsFrom, elongationDeg, elongationDegFromNodes, separationDeg, type AstaPlanet, type CombustionOrb, type CombustionInterval, type CombustionTable } from './astro/combustion.js';
export { eclipsesBetween, type EclipseEvent } from './astro/eclipses.js';

// --- anga tables -------------------------------------------------------------------------------
export {
  ANGA_TABLES_FORMAT_VERSION, angaAt, buildAngaTables, mergeAngaTables, serializeAngaTables, deserializeAngaTables,
  type AngaTable, type AngaTables,
} from './anga/tables.js';
export { angaSpanAt, angaSpansBetween, angaNumberAt, karanaOfHalfTithi, type AngaKind, type AngaSpan } from './anga/spans.js';

// --- months, sankrantis, samvat ----------------------------------------------------------------
export {
  masaAt, amantaMonthAt, amantaMonthBetween, nextAmantaMonth, prevAmantaMonth, tithiSpanInMonth, sunRashiAt, sankrantisBetween, newMoonsBetween, fullMoonsBetween, samvatOf,
  type LunarMonth, type MasaPair, type Sankranti, type SamvatYears,
} from './panchang/lunar-month.js';

// --- panchang ----------------------------------------------------------------------------------
export {
  computePanchangDay, computePanchangInstant, sunriseAt, sunsetAt, parseClockTime, PanchangInputError,
  type PanchangDayOptions, type PanchangInstantOptions, type PanchangSunTimes,
} from './panchang/day.js';
export type * from './panchang/response.js';
export { rahuKalam, yamaGandam, gulikaKalam, abhijitMuhurat, type WindowMs } from './panchang/muhurat.js';
export { ekadashiDays, type EkadashiDays, type SunTimesOnDate } from './panchang/ekadashi.js';
export * as names from './panchang/names.js';
export { PANCHANG_GROUPS, panchangGroups, type PanchangGroup, type PanchangGroups } from './panchang/day-groups/output.js';
export { choghadiyaOfDay, CHOGHADIYA, DAY_CHOGHADIYA, NIGHT_CHOGHADIYA, type ChoghadiyaId, type ChoghadiyaPeriod } from './panchang/day-groups/choghadiya.js';
export { horasOfDay, horaLord, type HoraPeriod } from './panchang/day-groups/hora.js';
export { muhurtasOfDay, DUR_MUHURTAM } from './panchang/day-groups/muhurtas.js';
export { nakshatraWindows, VARJYAM_GHATIS, AMRIT_GHATIS } from './panchang/day-groups/nakshatra-windows.js';
export { CHALDEAN_FROM_SUN, WEEKDAY_LORD, type Planet } from './panchang/day-groups/planets.js';
export { equalParts, partOf, type DayFrame, type UnavailableReason } from './panchang/day-groups/day-parts.js';
export { TARAS, CHANDRABALAM_HOUSES, taraOf, houseFrom, tarabalamFor, chandrabalamFor } from './panchang/day-groups/balam.js';
export { PANCHAKA_RASHIS, PANCHAKA_KIND_BY_WEEKDAY, panchakaBetween } from './panchang/day-groups/panchaka.js';
export { ANANDADI_YOGAS, anandadiYogaOf, nakshatra28Spans, ABHIJIT_START_DEG, ABHIJIT_END_DEG } from './panchang/day-groups/anandadi.js';
export { DISHA_SHOOL } from './panchang/day-groups/disha-shool.js';
export { GOWRI, DAY_GOWRI, NIGHT_GOWRI, RAHU_KALA_CHAKRA, gowriOfDay, gowriSequence, type GowriId } from './panchang/day-groups/gowri.js';
export { lagnaSky, lagnasBetween, risingLstDeg, SIDEREAL_DEG_PER_MS, type LagnaSky, type LagnaSpan } from './panchang/day-groups/lagna.js';

// --- time zones --------------------------------------------------------------------------------
export {
  utcOffsetMs, localToUnixMs, startOfLocalDay, localDateOf, addDays, parseIsoDate, formatIsoDate, formatIsoLocal,
  weekdayOf, isValidTimeZone, civilDayNumber, civilDateOfDayNumber, civilDateToUtcMidnight, daysInMonth, weekdayOfDayNumber, type CivilDate,
} from './time/zone.js';
export { zoneOffsets, type ZoneOffsets } from './time/zone-offsets.js';

// --- shorthands --------------------------------------------------------------------------------
const at = (kind: AngaKind) => (unixMs: number, convention: Convention = 'drik', tables?: AngaTables | null): AngaSpan =>
  angaSpanAt(kind, unixMs, convention, tables);

/** @brief Tithi (1–30) in force at unixMs, with start and end. */
export const tithiAt = at('tithi');
/** @brief Nakshatra (1–27) in force at unixMs, with start and end. */
export const nakshatraAt = at('nakshatra');
/** @brief Nakshatra pada as a 1–108 division (nakshatra = ceil(n/4), pada = (n−1)%4+1), with start and end. */
export const padaAt = at('pada');
/** @brief Yoga (1–27) in force at unixMs, with start and end. */
export const yogaAt = at('yoga');
/** @brief Karana (1–11) in force at unixMs, with start and end. */
export const karanaAt = at('karana');
/** @brief Sidereal sign of the Moon (1–12) in force at unixMs, with start and end. */
export const moonRashiAt = at('moonRashi');

/** @brief End (Unix ms) of the tithi in force at unixMs. */
export function searchTithiEnd(unixMs: number, convention: Convention = 'drik', tables?: AngaTables | null): number {
  return angaSpanAt('tithi', unixMs, convention, tables).endUnixMs;
}
/** @brief End (Unix ms) of the nakshatra in force at unixMs. */
export function searchNakshatraEnd(unixMs: number, convention: Convention = 'drik', tables?: AngaTables | null): number {
  return angaSpanAt('nakshatra', unixMs, convention, tables).endUnixMs;
}
/** @brief The next instant > unixMs at which tithi `tithi` (1–30) begins. */
export function searchTithiStart(tithi: number, unixMs: number, convention: Convention = 'drik', tables?: AngaTables | null): number {
  return nextStartOf('tithi', tithi, unixMs, convention, tables);
}
/** @brief The latest instant ≤ unixMs at which tithi `tithi` (1–30) began. */
export function searchTithiStartBefore(tithi: number, unixMs: number, convention: Convention = 'drik', tables?: AngaTables | null): number {
  return lastStartOf('tithi', tithi, unixMs, convention, tables);
}
/** @brief Every tithi overlapping [fromUnixMs, toUnixMs). */
export function tithisBetween(fromUnixMs: number, toUnixMs: number, convention: Convention = 'drik', tables?: AngaTables | null): AngaSpan[] {
  return angaSpansBetween('tithi', fromUnixMs, toUnixMs, convention, tables);
}
export { lastStartOf, nextStartOf };
