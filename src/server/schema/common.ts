/**
 * @module
 * Parameter schemas shared by several routes: one place per rule.
 */
import { zoneAtLocation } from '../../calendar/time/zone-at-location.js';
import type { ParamDef, JsonSchema } from './types.js';
import { LANGS } from '../../calendar/names/languages.js';

export const DATE_SCHEMA: JsonSchema = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'ISO date YYYY-MM-DD, 1900-01-01 to 2100-12-31', example: '2024-11-01' };
export const TIME_SCHEMA: JsonSchema = { type: 'string', format: 'time', pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$', description: 'HH:MM or HH:MM:SS, 24-hour, local to tz', example: '06:30' };

/** lat, lng, tz, altitude: the common location table of the spec. */
export const LOCATION_PARAMS: ParamDef[] = [
  { name: 'lat', in: 'query', required: true, description: 'Latitude in decimal degrees, north positive.', schema: { type: 'number', minimum: -90, maximum: 90, example: 28.61 } },
  { name: 'lng', in: 'query', required: true, description: 'Longitude in decimal degrees, east positive.', schema: { type: 'number', minimum: -180, maximum: 180, example: 77.2 } },
  {
    name: 'tz', in: 'query',
    description:
      'IANA time zone name, or `auto`. All local dates and times in the response are in this zone, and `location.tz` states it. ' +
      '`auto` is the zone in force at `lat`/`lng` (looked up from time-zone boundaries derived from OpenStreetMap, accurate to a few kilometres near a border; ' +
      'at sea the nautical zone, e.g. `Etc/GMT-5` for UTC+5): `tz=auto` at Kathmandu answers in `Asia/Kathmandu`, the same answer (and cache entry) as `tz=Asia/Kathmandu`. ' +
      'Default `Asia/Kolkata` wherever the place is.',
    schema: { type: 'string', format: 'iana-tz-or-auto', maxLength: 64, default: 'Asia/Kolkata', example: 'Asia/Kolkata' },
    // `auto` is resolved with the request's own (validated) coordinates, before the cache key is made.
    resolve: (v, q) => (v === 'auto' ? zoneAtLocation(q.lat as number, q.lng as number) : v),
  },
  { name: 'altitude', in: 'query', description: 'Height above sea level in metres; lowers the apparent horizon (earlier sunrise, later sunset).', schema: { type: 'number', minimum: 0, maximum: 8849, default: 0 } },
];

/** LOCATION_PARAMS as a handler reads them from `ctx.query` (tz and altitude may be absent: defaults). */
export interface LocationQuery {
  lat: number;
  lng: number;
  tz?: string;
  altitude?: number;
}

export const CONVENTION_PARAM: ParamDef = {
  name: 'convention', in: 'query',
  description: 'Astronomical convention. `drik` (default) reproduces Drik Panchang: Swiss Ephemeris Lahiri positions with the Sun shifted by solar aberration plus nutation in longitude (≈ −30″). `swiss` gives plain Swiss Ephemeris apparent sidereal (Lahiri) positions.',
  schema: { type: 'string', enum: ['drik', 'swiss'], default: 'drik' },
};

export function calendarSystemParam(defaultValue: 'amant' | 'purnimant'): ParamDef {
  return {
    name: 'calendar_system', in: 'query',
    description: 'Lunar month system: `amant` (months end at new moon; South and West India) or `purnimant` (months end at full moon; North India).',
    schema: { type: 'string', enum: ['amant', 'purnimant'], default: defaultValue },
  };
}

/** The spec's Location object, as echoed in responses. Unknown fields are rejected where a Location is accepted. */
export const LOCATION_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lat', 'lng'],
  properties: {
    lat: { type: 'number', minimum: -90, maximum: 90 },
    lng: { type: 'number', minimum: -180, maximum: 180 },
    altitude: { type: 'number', minimum: 0, maximum: 8849 },
    tz: { type: 'string', format: 'iana-tz' },
  },
};

/** A local time window with ISO 8601 start and end (offset included). */
export const TIME_WINDOW_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['start', 'end'],
  properties: {
    start: { type: 'string', format: 'date-time', description: 'ISO 8601 local time with offset' },
    end: { type: 'string', format: 'date-time', description: 'ISO 8601 local time with offset' },
  },
};

/** Today's date (YYYY-MM-DD) in an IANA zone at `nowMs`: used to fill defaulted dates before caching. */
export function todayIn(tz: string, nowMs: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(nowMs));
  return parts;
}

/** The current year in an IANA zone at `nowMs`. */
export function currentYearIn(tz: string, nowMs: number): number {
  return Number(todayIn(tz, nowMs).slice(0, 4));
}

/**
 * `lang`: the language of the `name_local` members (convention: src/calendar/names/index.ts). Absent: the
 * answer as without it (IAST `name`, no `name_local`). A value outside the enum is a 422 listing the valid ones.
 */
export const LANG_PARAM: ParamDef = {
  name: 'lang', in: 'query',
  description:
    'Language of the names added as `name_local` (with `name_en`, `lord_local`, `paksha_local`, `weekday_local` …): ' +
    '`sa-Latn` or `iast` (IAST, the `name` itself), `en` (English), or one of nine Indian languages in their own script: ' +
    '`hi` Hindi, `mr` Marathi, `gu` Gujarati, `bn` Bengali, `or` Odia, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam. ' +
    'Tithi, paksha, nakshatra, yoga, karana, vara, masa (with the adhika prefix), samvatsara, rashi (signs, lagna), the grahas (lords, hora), choghadiya and the named windows (`window_names`: Rahu Kalam, Brahma Muhurta …) ' +
    'are complete in every language; a regional solar month (`solar_date`) is its calendar\'s own name in that calendar\'s language, else the name of its rashi; ' +
    'festivals have local names for the thirty major festivals and every Ekadashi, others (and derived days: parana, vaishnava) `name_local: null`. ' +
    'Regional names are the ones regional panchangs print, not transliterations (Tamil `ஞாயிறு` for Sunday, `அசுவினி` for Ashvini; Bengali `বৈশাখ`). ' +
    'Without `lang` the answer is unchanged. Part of the cache key.\n\n' +
    'Examples (GET /calendar/v1/panchang, 2024-04-14): Chennai `date=2024-04-14&lat=13.0827&lng=80.2707&lang=ta` → ' +
    '`vara: {"name": "Ravivāra", "name_en": "Sunday", "name_local": "ஞாயிறு", "lord_local": "சூரியன்"}`, tithi `"name": "Ṣaṣṭhī", "name_local": "சஷ்டி", "paksha_local": "வளர்பிறை"`, ' +
    'nakshatra `"Ārdrā"` → `"திருவாதிரை"`, masa `"Caitra"` → `"சைத்ரம்"`, samvatsara `"Krodhin"` → `"குரோதி"`. ' +
    'Kolkata `date=2024-04-14&lat=22.5726&lng=88.3639&lang=bn` → vara `"রবিবার"`, tithi `"ষষ্ঠী"` (`paksha_local` `"শুক্ল"`), nakshatra `"আর্দ্রা"`, masa `"চৈত্র"`.',
  schema: { type: 'string', enum: [...LANGS], example: 'ta' },
};
