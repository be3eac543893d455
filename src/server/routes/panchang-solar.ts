/**
 * @module
 * GET /calendar/v1/panchang's regional solar date: the `calendar` parameter, its resolution (`auto` → the place's
 * calendar, before the cache key), and the `solar_date` member (schema ./panchang-solar-schema.ts).
 */
import { SOLAR_CALENDAR_IDS, solarCalendarAt, solarDateOn, type SolarCalendarId } from '../../calendar/solar/index.js';
import { formatIsoLocal, parseIsoDate, type Convention } from '../../calendar/index.js';
import type { ParamDef } from '../schema/types.js';
import { solarCalendarData } from '../solar-calendar-store.js';

export const SOLAR_CALENDAR_VALUES = ['auto', 'none', ...SOLAR_CALENDAR_IDS] as const;
export type SolarCalendarParam = (typeof SOLAR_CALENDAR_VALUES)[number];

export const SOLAR_CALENDAR_PARAM: ParamDef = {
  name: 'calendar', in: 'query',
  description:
    'Regional solar calendar for `solar_date` (not the lunar month system: that is `calendar_system`). ' +
    '`tamil` (Cittirai … Paṅkuṉi, Kali year), `malayalam` (Ciṅṅaṁ … Karkkaṭakaṁ, Kollam era), `bengali` (Baiśākh … Caitra, Baṅgābda), ' +
    '`odia` (Baiśākha … Caitra, solar Śaka year), `assamese` (Bohāg … Cot, Bhāskarābda), `punjabi` (Punjabi Bikrami: Vaisākh … Cett; ' +
    'the tropical Nanakshahi calendar is not offered); `none` = no solar date (`solar_date` null). ' +
    '`auto` (default): the place decides. Tamil Nadu and Puducherry → tamil; Kerala → malayalam; West Bengal, Tripura and Bangladesh → bengali; ' +
    'Odisha → odia; Assam → assamese; Punjab (India) → punjabi; Malaysia, Singapore and the Northern and Eastern Provinces of Sri Lanka → tamil ' +
    '(their Tamil communities’ calendar); anywhere else none. The state or country is that of the nearest GeoNames place (cities500) on a ' +
    '0.05° grid, so within about 15 km of a state border a place may get the neighbouring state’s calendar: pass the calendar explicitly there ' +
    '(e.g. `calendar=malayalam` in a Tamil Nadu border town that keeps the Malayalam calendar). Bangladesh gets the traditional Bengali reckoning, ' +
    'not its official revised calendar (Boishakh 1 fixed on 14 April). `auto` is resolved before the response cache, so it shares entries with the explicit value.',
  schema: { type: 'string', enum: SOLAR_CALENDAR_VALUES, default: 'auto' },
};

/** @brief The explicit calendar for the query: `auto` (or absent) → the place's calendar or `none`. */
export function resolveSolarCalendar(value: SolarCalendarParam | undefined, latDeg: number, lngDeg: number, dataDir: string): SolarCalendarId | 'none' {
  if (value !== undefined && value !== 'auto') return value;
  return solarCalendarAt(solarCalendarData(dataDir).grid, latDeg, lngDeg) ?? 'none';
}

/** @brief The `solar_date` member: null for `none` (or outside 1900–2100's sankranti tables). */
export function solarDateMember(
  calendar: SolarCalendarId | 'none',
  place: { date: string; lat: number; lng: number; altitudeM: number; tz: string; convention: Convention; tables: Parameters<typeof solarDateOn>[1]['tables'] },
  dataDir: string,
): Record<string, unknown> | null {
  if (calendar === 'none') return null;
  const date = parseIsoDate(place.date);
  if (!date) return null;
  const s = solarDateOn(solarCalendarData(dataDir).calendars.get(calendar)!, Object.assign({}, place, { date }));
  if (!s) return null;
  return {
    calendar: s.calendar,
    month: { number: s.month.number, name: s.month.name, name_native: s.month.nameNative, rashi: s.month.rashi },
    day: s.day,
    year: s.year,
    era: { name: s.era.name, name_native: s.era.nameNative },
    month_start: s.monthStart,
    month_end: s.monthEnd,
    month_days: s.monthDays,
    sankranti: formatIsoLocal(s.sankrantiUnixMs, place.tz),
  };
}
