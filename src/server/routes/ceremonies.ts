/**
 * @module
 * Namakarna, Shraddha and Vivah muhurat (engine: src/calendar/ceremonies; decisions and sources in
 * docs/ceremonies.md). The ceremony tables (`<dataDir>/ceremonies/*.json`) are read once at warm-up.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CEREMONY_TABLE_FILES, CeremonyInputError, computeNamakarna, computeShraddha, computeVivahMuhurat, parseCeremonyTables,
  VIVAH_CRITERION_IDS, type CeremonyTables, type VivahCriterionId,
} from '../../calendar/ceremonies/index.js';
import { addDays, formatIsoDate, parseIsoDate } from '../../calendar/index.js';
import { calendarTables } from '../calendar-tables.js';
import { invalid } from '../errors.js';
import type { RouteModule } from '../route.js';
import { CONVENTION_PARAM, DATE_SCHEMA, LOCATION_PARAMS, LOCATION_SCHEMA, TIME_SCHEMA, TIME_WINDOW_SCHEMA, todayIn } from '../schema/common.js';
import type { JsonSchema } from '../schema/types.js';

/** @brief Reads and validates `<dataDir>/ceremonies/*.json`. */
export function loadCeremonyTables(dataDir: string): CeremonyTables {
  const files: Record<string, unknown> = {};
  for (const f of CEREMONY_TABLE_FILES) files[f] = JSON.parse(readFileSync(join(dataDir, 'ceremonies', f), 'utf8'));
  return parseCeremonyTables(files);
}

let store: CeremonyTables | null = null;
let storeDir = '';
function tablesFor(dataDir: string): CeremonyTables {
  if (!store || storeDir !== dataDir) { store = loadCeremonyTables(dataDir); storeDir = dataDir; }
  return store;
}

/** Runs an engine call, turning its input errors into 422s on the named query field. */
function run<T>(q: Record<string, unknown>, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof CeremonyInputError) throw invalid(['query', e.field], e.message, 'value_error', q[e.field]);
    throw e;
  }
}

const place = (q: Record<string, any>) => ({ lat: q.lat, lng: q.lng, altitudeM: q.altitude ?? 0, tz: q.tz ?? 'Asia/Kolkata' });

// --- response schemas ------------------------------------------------------------------------------
const S = (description: string, extra: JsonSchema = {}): JsonSchema => ({ type: 'string', description, ...extra });
const I = (description: string, extra: JsonSchema = {}): JsonSchema => ({ type: 'integer', description, ...extra });
const obj = (properties: Record<string, JsonSchema>, description?: string): JsonSchema => ({
  type: 'object', ...(description ? { description } : {}), required: Object.keys(properties), properties,
});
const ISO = (d: string) => S(d, { format: 'date-time' });
const WINDOW = obj({ start: ISO('Start, ISO 8601 local time with offset'), end: ISO('End, ISO 8601 local time with offset') });
const LOCATION_OUT: JsonSchema = { ...LOCATION_SCHEMA, required: ['lat', 'lng', 'altitude', 'tz'], description: 'The location used' };
const CONVENTION_OUT = S('Astronomical convention used', { enum: ['drik', 'swiss'] });
const TITHI_OUT = obj({
  number: I('Tithi 1–30 (1–15 Shukla, 16–30 Krishna; 15 Purnima, 30 Amavasya)', { minimum: 1, maximum: 30 }),
  name: S('e.g. "Krishna Ashtami", "Purnima"'),
  devanagari: S('e.g. "कृष्ण अष्टमी"'),
  paksha: S('Shukla (waxing) or Krishna (waning)', { enum: ['Shukla', 'Krishna'] }),
  paksha_tithi: I('Tithi within its paksha, 1–15', { minimum: 1, maximum: 15 }),
});
const MASA_OUT = obj({
  amanta: S('Amanta month name (new moon to new moon), e.g. "Shravana"'),
  purnimanta: S('Purnimanta month name of the same paksha (full moon to full moon)'),
  adhika: { type: 'boolean', description: 'The lunation is adhika (intercalary); it carries the name of the following nija month' },
  label: S('e.g. "Adhika Shravana" or "Shravana"'),
  devanagari: S('e.g. "अधिक श्रावण"'),
}, 'Lunar month of that tithi in both systems');

export const NAMAKARNA_SCHEMA: JsonSchema = obj({
  nakshatra_name: S("The Moon's nakshatra at the birth instant, e.g. \"Rohini\""),
  pada: I('Pada (quarter) of that nakshatra, 1–4', { minimum: 1, maximum: 4 }),
  nakshatra_lord: S('Vimshottari lord of the nakshatra, e.g. "Moon"'),
  nakshatra_devata: S('Presiding deity of the nakshatra, e.g. "Prajapati (Brahma)"'),
  syllable_latin: S('Naming syllable of the pada (Avakahada chakra), Latin, e.g. "Va"'),
  syllable_devanagari: S('The same syllable in Devanagari, e.g. "वा"'),
  rashi_name: S("The Moon's sidereal sign (Lahiri), e.g. \"Vrishabha\""),
  rashi_index: I('Rashi 1–12 (1 = Mesha … 12 = Meena)', { minimum: 1, maximum: 12 }),
  masa_devata: S('Presiding form of Vishnu of the lunar month (Keshava … Damodara; Purushottama in an adhika month)'),
  masa_devata_devanagari: S('The same in Devanagari'),
  lunar_month_name: S('Amanta lunar month of the birth, e.g. "Shravana" (see lunar_month_adhika)'),
  nakshatra_number: I('Nakshatra 1–27 (1 = Ashvini)', { minimum: 1, maximum: 27 }),
  nakshatra_devanagari: S('Nakshatra in Devanagari'),
  nakshatra_lord_devanagari: S('Nakshatra lord in Devanagari'),
  nakshatra_devata_devanagari: S('Nakshatra deity in Devanagari'),
  syllable_iast: S('The syllable in IAST (tells ṭa from ta, ḍa from da)'),
  syllable_alternative: { type: ['object', 'null'], description: 'An alternative syllable some tables give for this pada (Shravana: the Abhijit syllables ju je jo kha), else null', properties: { latin: S('Latin'), iast: S('IAST'), devanagari: S('Devanagari'), note: S('Why the alternative exists') } },
  nakshatra_syllables: { type: 'array', description: 'All four syllables of the nakshatra, pada 1–4', minItems: 4, maxItems: 4, items: obj({ pada: I('Pada 1–4'), latin: S('Latin'), iast: S('IAST'), devanagari: S('Devanagari') }) },
  rashi_devanagari: S('Rashi in Devanagari'),
  rashi_lord: S('Lord of the rashi'),
  lunar_month_adhika: { type: 'boolean', description: 'The birth fell in an adhika (intercalary) month' },
  lunar_month_label: S('Month with its adhika prefix, e.g. "Adhika Shravana"'),
  lunar_month_devanagari: S('Month in Devanagari'),
  lunar_month_purnimanta: S('Purnimanta name of the month at birth (differs from the amanta name in the Krishna paksha)'),
  tithi: obj({ number: I('1–30'), name: S('e.g. "Shukla Panchami"'), devanagari: S('Devanagari'), paksha: S('Shukla or Krishna', { enum: ['Shukla', 'Krishna'] }) }, 'Tithi at the birth instant'),
  moon_longitude_deg: { type: 'number', description: "The Moon's sidereal (Lahiri) longitude at the birth instant, degrees" },
  nakshatra_window: { ...WINDOW, description: 'When the Moon entered and leaves this nakshatra' },
  pada_window: { ...WINDOW, description: 'When the Moon entered and leaves this pada (the syllable holds for births in this window)' },
  birth: obj({ date: S('Birth date as given'), time: S('Birth time used (HH:MM:SS; 12:00:00 when not given)'), instant_local: ISO('Birth instant, local with offset'), instant_utc: ISO('Birth instant in UTC'), tz: S('Time zone') }),
  location: LOCATION_OUT,
  convention: CONVENTION_OUT,
}, 'NamakarnaResult: the eleven fields of the spec first, then extras.');

const SHRADDHA_DATE_PROPS: Record<string, JsonSchema> = {
  date: S('Civil date on which to perform it (YYYY-MM-DD)', { format: 'date' }),
  weekday: S('Vara of that date, e.g. "Somawara"'),
  tithi: TITHI_OUT,
  tithi_window: { ...WINDOW, description: 'When the death tithi runs this time' },
  aparahna: { ...WINDOW, description: 'Aparahna (4th fifth of daytime) of the chosen date: the preferred time for the rite' },
  aparahna_overlap_minutes: I('Minutes of the tithi inside that aparahna (0 when decided by a fallback)', { minimum: 0 }),
  rule: S('How the date was chosen', { enum: ['aparahna-vyapti', 'daytime-fallback', 'night-fallback'] }),
  masa: MASA_OUT,
  kshaya_tithi: { type: 'boolean', description: 'The tithi holds at no sunrise (kshaya): it is not the tithi printed for any date, yet it has its shraddha day' },
  note: { type: ['string', 'null'], description: 'Why this date (adhika month, doubled month, Chaturdashi rule …), or null' },
};
const SHRADDHA_DATE = (extra: Record<string, JsonSchema>, description: string): JsonSchema => obj({ ...extra, ...SHRADDHA_DATE_PROPS }, description);

export const SHRADDHA_SCHEMA: JsonSchema = obj({
  death: obj({
    date: S('Date of death as given', { format: 'date' }),
    time: { type: ['string', 'null'], description: 'Time of death as given (HH:MM:SS), or null' },
    instant_local: ISO('The instant whose tithi is the death tithi: the time of death, else sunrise of that date'),
    tithi_rule: S('`time-of-death`: tithi at the given time; `sunrise`: udaya tithi of the date (no time given)', { enum: ['time-of-death', 'sunrise'] }),
    tithi: TITHI_OUT,
    tithi_window: { ...WINDOW, description: 'When the death tithi ran' },
    masa: MASA_OUT,
    tithis_of_day: { type: 'array', description: 'Every tithi that ran during the date of death (local midnight to midnight): with the hour of death a priest can check the death tithi', items: { type: 'object', required: ['number', 'name', 'devanagari', 'paksha', 'paksha_tithi', 'start', 'end'], properties: { ...TITHI_OUT.properties!, start: ISO('Start'), end: ISO('End') } } },
  }, 'The death tithi (mrita tithi) and its month'),
  first_thirteen_days: { type: 'array', description: 'Rites of the first thirteen days; day 1 is the date of death (tradition varies)', items: obj({
    day: I('Day number, 1 = date of death', { minimum: 1, maximum: 13 }), date: S('Civil date', { format: 'date' }), weekday: S('Vara'),
    rite: S('Rite name'), rite_id: S('Stable id, e.g. "sapindikarana"'), devanagari: S('Rite name in Devanagari'), description: S('What is done'),
  }) },
  monthly: { type: 'array', description: '`monthly_count` masika shraddhas on the death tithi of each following lunation (adhika lunations included)', items: SHRADDHA_DATE({ n: I('1 = first masika', { minimum: 1 }) }, 'A monthly shraddha') },
  annual: { type: 'array', description: '`annual_years` annual shraddhas: the death tithi in the lunar month of the same name (nija month when doubled)', items: { oneOf: [
    SHRADDHA_DATE({ year: I('1 = first anniversary', { minimum: 1 }) }, 'An annual shraddha'),
    obj({ year: I('Anniversary number'), date: { type: 'null', description: 'No date: the month is kshaya that year' }, note: S('Explanation') }, 'A year without the month (kshaya month)'),
  ] } },
  pitru_paksha: { type: 'array', description: '`pitru_paksha_years` Mahalaya dates for the death tithi in Pitru Paksha, from the first Pitru Paksha after the death', items: SHRADDHA_DATE({
    year: I('1 = first Pitru Paksha after the death', { minimum: 1 }),
    name: S('Drik name of that day, e.g. "Ashtami Shraddha", "Sarva Pitru Amavasya"'),
    before_first_annual: { type: 'boolean', description: 'Falls before the first annual shraddha (many families begin Mahalaya only after it)' },
  }, 'A Pitru Paksha (Mahalaya) date') },
  rules: { type: 'object', description: 'The rules applied, in words (death_tithi, kaala, first_thirteen_days, monthly, annual, pitru_paksha)', additionalProperties: { type: 'string' } },
  location: LOCATION_OUT,
  convention: CONVENTION_OUT,
}, 'Shraddha timeline');

const VIVAH_WINDOW = obj({
  start: ISO('Window start, local with offset'), end: ISO('Window end, local with offset (may be after midnight: the window belongs to the day of the preceding sunrise)'),
  duration_minutes: I('Length in minutes', { minimum: 1 }),
  nakshatra: { type: 'array', items: S('Nakshatra'), description: 'Nakshatras during the window' },
  tithi: { type: 'array', items: S('Tithi'), description: 'Tithis during the window' },
  yoga: { type: 'array', items: S('Yoga'), description: 'Yogas during the window' },
  karana: { type: 'array', items: S('Karana'), description: 'Karanas during the window' },
}, 'A window in which all applied criteria hold at once');
export const VIVAH_SCHEMA: JsonSchema = obj({
  start_date: S('First date searched', { format: 'date' }),
  end_date: S('Last date searched (inclusive)', { format: 'date' }),
  location: LOCATION_OUT,
  convention: CONVENTION_OUT,
  criteria: { type: 'array', description: 'The thirteen criteria in order, and whether each was applied', items: obj({ id: S('Criterion id', { enum: [...VIVAH_CRITERION_IDS] }), name: S('Name'), devanagari: S('Name in Devanagari'), description: S('The rule'), applied: { type: 'boolean', description: 'false when listed in `ignore`' } }) },
  dates: { type: 'array', description: 'Auspicious dates (the Hindu day from the sunrise of this date to the next sunrise)', items: obj({
    date: S('Date', { format: 'date' }), weekday: S('English weekday'), vara: S('Vara, e.g. "Guruwara"'),
    windows: { type: 'array', items: VIVAH_WINDOW, minItems: 1 },
    nakshatra: { type: 'array', items: S('Nakshatra'), description: 'Nakshatras of the windows' },
    tithi: { type: 'array', items: S('Tithi'), description: 'Tithis of the windows' },
    reasons: { type: 'array', items: S('One line per criterion'), description: 'Why the date qualifies, criterion by criterion (lagna not checked)' },
  }) },
  rejected: { type: ['array', 'null'], description: 'With `explain=true`: every other date with the criteria that rejected it; null otherwise', items: obj({
    date: S('Date', { format: 'date' }), weekday: S('English weekday'),
    rejected_by: { type: 'array', description: 'Criteria that leave no time on their own (whole_day), or, when none does, every criterion that fails during part of the day', items: obj({
      criterion: S('Criterion id', { enum: [...VIVAH_CRITERION_IDS] }), name: S('Criterion name'),
      whole_day: { type: 'boolean', description: 'This criterion alone rejects the whole day' },
      details: { type: 'array', items: S('What failed and when (local times)') },
    }) },
    summary: S('One readable line'),
  }) },
  summary: obj({ days_searched: I('Days in the range'), auspicious_days: I('Dates with at least one window'), rejected_days: I('Other dates') }),
}, 'Vivah muhurat dates');

// --- examples: real output, written by `node --import=tsx bench/life-events/examples.ts` ------------------
// BEGIN GENERATED EXAMPLES
// namakarna: date=2024-01-15&time=08:30&lat=28.6139&lng=77.209
const NAMAKARNA_EXAMPLE: unknown = {
  "nakshatra_name": "Purva Bhadrapada",
  "pada": 1,
  "nakshatra_lord": "Jupiter",
  "nakshatra_devata": "Aja Ekapada",
  "syllable_latin": "Se",
  "syllable_devanagari": "से",
  "rashi_name": "Kumbha",
  "rashi_index": 11,
  "masa_devata": "Narayana",
  "masa_devata_devanagari": "नारायण",
  "lunar_month_name": "Pausha",
  "nakshatra_number": 25,
  "nakshatra_devanagari": "पूर्वभाद्रपदा",
  "nakshatra_lord_devanagari": "बृहस्पति",
  "nakshatra_devata_devanagari": "अज एकपाद",
  "syllable_iast": "se",
  "syllable_alternative": null,
  "nakshatra_syllables": [
    {
      "pada": 1,
      "latin": "Se",
      "iast": "se",
      "devanagari": "से"
    },
    {
      "pada": 2,
      "latin": "So",
      "iast": "so",
      "devanagari": "सो"
    },
    {
      "pada": 3,
      "latin": "Da",
      "iast": "dā",
      "devanagari": "दा"
    },
    {
      "pada": 4,
      "latin": "Di",
      "iast": "dī",
      "devanagari": "दी"
    }
  ],
  "rashi_devanagari": "कुम्भ",
  "rashi_lord": "Saturn",
  "lunar_month_adhika": false,
  "lunar_month_label": "Pausha",
  "lunar_month_devanagari": "पौष",
  "lunar_month_purnimanta": "Pausha",
  "tithi": {
    "number": 5,
    "name": "Shukla Panchami",
    "devanagari": "शुक्ल पञ्चमी",
    "paksha": "Shukla"
  },
  "moon_longitude_deg": 320.2344,
  "nakshatra_window": {
    "start": "2024-01-15T08:06:55+05:30",
    "end": "2024-01-16T06:10:18+05:30"
  },
  "pada_window": {
    "start": "2024-01-15T08:06:55+05:30",
    "end": "2024-01-15T13:35:44+05:30"
  },
  "birth": {
    "date": "2024-01-15",
    "time": "08:30:00",
    "instant_local": "2024-01-15T08:30:00+05:30",
    "instant_utc": "2024-01-15T03:00:00Z",
    "tz": "Asia/Kolkata"
  },
  "location": {
    "lat": 28.6139,
    "lng": 77.209,
    "altitude": 0,
    "tz": "Asia/Kolkata"
  },
  "convention": "drik"
};
// shraddha: date=2023-07-10&monthly_count=2&annual_years=2&pitru_paksha_years=1&lat=28.6139&lng=77.209
const SHRADDHA_EXAMPLE: unknown = {
  "death": {
    "date": "2023-07-10",
    "time": null,
    "instant_local": "2023-07-10T05:30:34+05:30",
    "tithi_rule": "sunrise",
    "tithi": {
      "number": 23,
      "name": "Krishna Ashtami",
      "devanagari": "कृष्ण अष्टमी",
      "paksha": "Krishna",
      "paksha_tithi": 8
    },
    "tithi_window": {
      "start": "2023-07-09T19:59:20+05:30",
      "end": "2023-07-10T18:43:47+05:30"
    },
    "masa": {
      "amanta": "Ashadha",
      "purnimanta": "Shravana",
      "adhika": false,
      "label": "Ashadha",
      "devanagari": "आषाढ"
    },
    "tithis_of_day": [
      {
        "number": 23,
        "name": "Krishna Ashtami",
        "devanagari": "कृष्ण अष्टमी",
        "paksha": "Krishna",
        "paksha_tithi": 8,
        "start": "2023-07-09T19:59:20+05:30",
        "end": "2023-07-10T18:43:47+05:30"
      },
      {
        "number": 24,
        "name": "Krishna Navami",
        "devanagari": "कृष्ण नवमी",
        "paksha": "Krishna",
        "paksha_tithi": 9,
        "start": "2023-07-10T18:43:47+05:30",
        "end": "2023-07-11T18:04:24+05:30"
      }
    ]
  },
  "first_thirteen_days": [
    {
      "day": 1,
      "date": "2023-07-10",
      "weekday": "Somawara",
      "rite": "Antyeshti (dahana)",
      "rite_id": "antyeshti",
      "devanagari": "अन्त्येष्टि (दाह संस्कार)",
      "description": "Cremation on the day of death (or the next day when death comes at night); ashaucha (ritual impurity) and the daily pinda and tilanjali offerings for ten days begin."
    },
    {
      "day": 3,
      "date": "2023-07-12",
      "weekday": "Budhawara",
      "rite": "Asthi sanchayana",
      "rite_id": "asthi_sanchayana",
      "devanagari": "अस्थि सञ्चयन",
      "description": "Gathering of the bones and ashes, to be immersed in a river. Done on the 2nd, 3rd or 4th day depending on family and community."
    },
    {
      "day": 10,
      "date": "2023-07-19",
      "weekday": "Budhawara",
      "rite": "Dashagatra (dashaha)",
      "rite_id": "dashagatra",
      "devanagari": "दशगात्र",
      "description": "The tenth pinda completes the subtle body of the departed (preta); mourners' kshaura (shaving); end of ashaucha in many families."
    },
    {
      "day": 11,
      "date": "2023-07-20",
      "weekday": "Guruwara",
      "rite": "Ekadashaha shraddha",
      "rite_id": "ekadasha",
      "devanagari": "एकादशाह श्राद्ध",
      "description": "The first ekoddishta shraddha (adya masika), with vrishotsarga and gifts in some traditions."
    },
    {
      "day": 12,
      "date": "2023-07-21",
      "weekday": "Shukrawara",
      "rite": "Sapindikarana",
      "rite_id": "sapindikarana",
      "devanagari": "सपिण्डीकरण",
      "description": "The departed is united with the pitris (father, grandfather, great-grandfather). Classically at the end of the first year; now usually on the 12th day (some on the 11th or 13th)."
    },
    {
      "day": 13,
      "date": "2023-07-22",
      "weekday": "Shaniwara",
      "rite": "Shubha svikara (Terahvin)",
      "rite_id": "shubha_svikara",
      "devanagari": "शुभ स्वीकार (तेरहवीं)",
      "description": "Conclusion of the mourning rites: feeding of brahmins and relatives; the family resumes auspicious activities."
    }
  ],
  "monthly": [
    {
      "n": 1,
      "date": "2023-08-08",
      "weekday": "Mangalawara",
      "tithi": {
        "number": 23,
        "name": "Krishna Ashtami",
        "devanagari": "कृष्ण अष्टमी",
        "paksha": "Krishna",
        "paksha_tithi": 8
      },
      "tithi_window": {
        "start": "2023-08-08T04:13:58+05:30",
        "end": "2023-08-09T03:51:49+05:30"
      },
      "aparahna": {
        "start": "2023-08-08T13:46:46+05:30",
        "end": "2023-08-08T16:26:56+05:30"
      },
      "aparahna_overlap_minutes": 160,
      "rule": "aparahna-vyapti",
      "masa": {
        "amanta": "Shravana",
        "purnimanta": "Shravana",
        "adhika": true,
        "label": "Adhika Shravana",
        "devanagari": "अधिक श्रावण"
      },
      "kshaya_tithi": false,
      "note": "In an adhika month: kept (masika shraddhas are not skipped)."
    },
    {
      "n": 2,
      "date": "2023-09-07",
      "weekday": "Guruwara",
      "tithi": {
        "number": 23,
        "name": "Krishna Ashtami",
        "devanagari": "कृष्ण अष्टमी",
        "paksha": "Krishna",
        "paksha_tithi": 8
      },
      "tithi_window": {
        "start": "2023-09-06T15:37:12+05:30",
        "end": "2023-09-07T16:13:46+05:30"
      },
      "aparahna": {
        "start": "2023-09-07T13:34:33+05:30",
        "end": "2023-09-07T16:05:26+05:30"
      },
      "aparahna_overlap_minutes": 151,
      "rule": "aparahna-vyapti",
      "masa": {
        "amanta": "Shravana",
        "purnimanta": "Bhadrapada",
        "adhika": false,
        "label": "Shravana",
        "devanagari": "श्रावण"
      },
      "kshaya_tithi": false,
      "note": null
    }
  ],
  "annual": [
    {
      "year": 1,
      "date": "2024-07-28",
      "weekday": "Raviwara",
      "tithi": {
        "number": 23,
        "name": "Krishna Ashtami",
        "devanagari": "कृष्ण अष्टमी",
        "paksha": "Krishna",
        "paksha_tithi": 8
      },
      "tithi_window": {
        "start": "2024-07-27T21:19:16+05:30",
        "end": "2024-07-28T19:27:20+05:30"
      },
      "aparahna": {
        "start": "2024-07-28T13:48:55+05:30",
        "end": "2024-07-28T16:31:43+05:30"
      },
      "aparahna_overlap_minutes": 163,
      "rule": "aparahna-vyapti",
      "masa": {
        "amanta": "Ashadha",
        "purnimanta": "Shravana",
        "adhika": false,
        "label": "Ashadha",
        "devanagari": "आषाढ"
      },
      "kshaya_tithi": false,
      "note": null
    },
    {
      "year": 2,
      "date": "2025-07-18",
      "weekday": "Shukrawara",
      "tithi": {
        "number": 23,
        "name": "Krishna Ashtami",
        "devanagari": "कृष्ण अष्टमी",
        "paksha": "Krishna",
        "paksha_tithi": 8
      },
      "tithi_window": {
        "start": "2025-07-17T19:09:04+05:30",
        "end": "2025-07-18T17:01:48+05:30"
      },
      "aparahna": {
        "start": "2025-07-18T13:49:48+05:30",
        "end": "2025-07-18T16:34:46+05:30"
      },
      "aparahna_overlap_minutes": 165,
      "rule": "aparahna-vyapti",
      "masa": {
        "amanta": "Ashadha",
        "purnimanta": "Shravana",
        "adhika": false,
        "label": "Ashadha",
        "devanagari": "आषाढ"
      },
      "kshaya_tithi": false,
      "note": null
    }
  ],
  "pitru_paksha": [
    {
      "year": 1,
      "name": "Ashtami Shraddha",
      "before_first_annual": true,
      "date": "2023-10-06",
      "weekday": "Shukrawara",
      "tithi": {
        "number": 23,
        "name": "Krishna Ashtami",
        "devanagari": "कृष्ण अष्टमी",
        "paksha": "Krishna",
        "paksha_tithi": 8
      },
      "tithi_window": {
        "start": "2023-10-06T06:34:28+05:30",
        "end": "2023-10-07T08:07:55+05:30"
      },
      "aparahna": {
        "start": "2023-10-06T13:19:45+05:30",
        "end": "2023-10-06T15:40:50+05:30"
      },
      "aparahna_overlap_minutes": 141,
      "rule": "aparahna-vyapti",
      "masa": {
        "amanta": "Bhadrapada",
        "purnimanta": "Ashwina",
        "adhika": false,
        "label": "Bhadrapada",
        "devanagari": "भाद्रपद"
      },
      "kshaya_tithi": false,
      "note": null
    }
  ],
  "rules": {
    "death_tithi": "The tithi in force at the time of death when `time` is given; otherwise the tithi at sunrise of the date of death (udaya tithi). `death.tithis_of_day` lists the other tithis of that day.",
    "kaala": "Each shraddha is kept on the civil day whose aparahna (the 4th fifth of the daytime, sunrise to sunset) holds the larger part of the death tithi (aparahna vyapti); equal parts: the earlier day. If the tithi touches no aparahna: the day whose daytime holds more of it.",
    "first_thirteen_days": "Day 1 is the date of death. Rites and days follow the Garuda Purana pattern common in North India; tradition varies by region and community.",
    "monthly": "On the death tithi of every following lunation, including adhika lunations (Dharmasindhu: masika shraddhas are not skipped in an adhika month).",
    "annual": "On the death tithi in the lunar month of the same amanta name. In a year where that month is doubled, in the nija month; a death in an adhika month is remembered in the nija month of that name (in the adhika month only in a year that has it again).",
    "pitru_paksha": "On the same tithi number in the Krishna paksha of nija Bhadrapada (amanta; purnimanta Ashvina): Purnima deaths on Bhadrapada Purnima, Amavasya deaths on Sarva Pitru Amavasya."
  },
  "location": {
    "lat": 28.6139,
    "lng": 77.209,
    "altitude": 0,
    "tz": "Asia/Kolkata"
  },
  "convention": "drik"
};
// vivah-muhurat: start_date=2024-11-15&end_date=2024-12-14&lat=28.6139&lng=77.209 (first two dates kept)
const VIVAH_EXAMPLE: unknown = {
  "start_date": "2024-11-15",
  "end_date": "2024-12-14",
  "location": {
    "lat": 28.6139,
    "lng": 77.209,
    "altitude": 0,
    "tz": "Asia/Kolkata"
  },
  "convention": "drik",
  "criteria": [
    {
      "id": "nakshatra",
      "name": "Auspicious nakshatra",
      "devanagari": "शुभ नक्षत्र",
      "description": "The Moon is in one of the eleven marriage nakshatras: Rohini, Mrigashirsha, Magha, Uttara Phalguni, Hasta, Swati, Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati.",
      "applied": true
    },
    {
      "id": "tithi",
      "name": "Tithi (no Rikta, no Amavasya)",
      "devanagari": "तिथि",
      "description": "Not a Rikta tithi (Chaturthi, Navami, Chaturdashi of either paksha) and not Amavasya.",
      "applied": true
    },
    {
      "id": "karana",
      "name": "Karana (no Vishti / Bhadra)",
      "devanagari": "करण",
      "description": "Not Vishti (Bhadra) karana.",
      "applied": true
    },
    {
      "id": "yoga",
      "name": "Yoga (no Vyatipata, no Vaidhriti)",
      "devanagari": "योग",
      "description": "Not the yogas Vyatipata or Vaidhriti.",
      "applied": true
    },
    {
      "id": "weekday",
      "name": "Weekday",
      "devanagari": "वार",
      "description": "Not a Tuesday (Mangalavara). The vara runs from sunrise to the next sunrise. Lists differ (some also avoid Saturday or Sunday).",
      "applied": true
    },
    {
      "id": "kharmas",
      "name": "Kharmas / Malmas",
      "devanagari": "खरमास",
      "description": "The Sun is not in sidereal Dhanu or Meena (Kharmas, roughly mid-December to mid-January and mid-March to mid-April).",
      "applied": true
    },
    {
      "id": "chaturmasa",
      "name": "Chaturmasa",
      "devanagari": "चातुर्मास",
      "description": "Not between the start of Devshayani Ekadashi (Ashadha Shukla 11) and the end of Prabodhini Ekadashi (Kartika Shukla 11), while Vishnu sleeps. Many South Indian families do not observe this rule (use ignore=chaturmasa).",
      "applied": true
    },
    {
      "id": "asta",
      "name": "Guru / Shukra asta",
      "devanagari": "गुरु-शुक्र अस्त",
      "description": "Neither Venus (Shukra) nor Jupiter (Guru) is combust, i.e. within its orb of the Sun in geocentric ecliptic longitude (see combustion.json).",
      "applied": true
    },
    {
      "id": "amritadi",
      "name": "Amritadi Marana yoga",
      "devanagari": "मरण योग",
      "description": "The weekday and the Moon's nakshatra do not form Marana (Mrityu) yoga in the Amritadi table (see amritadi-yoga.json).",
      "applied": true
    },
    {
      "id": "adhika_masa",
      "name": "Adhika masa",
      "devanagari": "अधिक मास",
      "description": "Not in an adhika (intercalary, mala) lunar month.",
      "applied": true
    },
    {
      "id": "holashtak",
      "name": "Holashtak",
      "devanagari": "होलाष्टक",
      "description": "Not in the eight days before Holika Dahan: from the start of Phalguna Shukla Ashtami to the end of Phalguna Purnima.",
      "applied": true
    },
    {
      "id": "pitru_paksha",
      "name": "Pitru Paksha",
      "devanagari": "पितृ पक्ष",
      "description": "Not in Pitru Paksha: from the start of Bhadrapada Purnima (Purnima shraddha) to the end of Sarva Pitru Amavasya (amanta Bhadrapada Krishna = purnimanta Ashvina Krishna).",
      "applied": true
    },
    {
      "id": "eclipse",
      "name": "Eclipse day",
      "devanagari": "ग्रहण",
      "description": "Not on the day (sunrise to next sunrise) of a solar eclipse (any kind, anywhere on Earth) or of an umbral lunar eclipse (partial or total). Penumbral lunar eclipses are ignored. Local visibility is not required (conservative).",
      "applied": true
    }
  ],
  "dates": [
    {
      "date": "2024-11-16",
      "weekday": "Saturday",
      "vara": "Shaniwara",
      "windows": [
        {
          "start": "2024-11-16T19:28:10+05:30",
          "end": "2024-11-17T06:45:29+05:30",
          "duration_minutes": 677,
          "nakshatra": [
            "Rohini"
          ],
          "tithi": [
            "Krishna Pratipada",
            "Krishna Dwitiya"
          ],
          "yoga": [
            "Parigha",
            "Shiva"
          ],
          "karana": [
            "Kaulava",
            "Taitila"
          ]
        }
      ],
      "nakshatra": [
        "Rohini"
      ],
      "tithi": [
        "Krishna Pratipada",
        "Krishna Dwitiya"
      ],
      "reasons": [
        "Nakshatra Rohini: among the eleven marriage nakshatras",
        "Tithi Krishna Pratipada, Krishna Dwitiya: not Rikta (4, 9, 14) and not Amavasya",
        "Karana Kaulava, Taitila: not Vishti (Bhadra)",
        "Yoga Parigha, Shiva: not Vyatipata or Vaidhriti",
        "Saturday (Shaniwara): not Tuesday",
        "Sun in sidereal Vrishchika: not Kharmas (Dhanu, Meena)",
        "Outside Chaturmasa (Devshayani to Prabodhini Ekadashi)",
        "Venus 41.1° and Jupiter 156.0° from the Sun: neither combust (orbs 10°, 11°)",
        "Amritadi yoga: Saturday + Rohini = Amrita (not Marana)",
        "Lunar month Kartika (amanta), not adhika",
        "Not Holashtak",
        "Not Pitru Paksha",
        "No eclipse that day",
        "Windows: 19:28–06:45 (lagna not checked: confirm the lagna with the priest)"
      ]
    },
    {
      "date": "2024-11-17",
      "weekday": "Sunday",
      "vara": "Raviwara",
      "windows": [
        {
          "start": "2024-11-17T06:45:29+05:30",
          "end": "2024-11-18T06:46:17+05:30",
          "duration_minutes": 1441,
          "nakshatra": [
            "Rohini",
            "Mrigashirsha"
          ],
          "tithi": [
            "Krishna Dwitiya",
            "Krishna Tritiya"
          ],
          "yoga": [
            "Shiva",
            "Siddha"
          ],
          "karana": [
            "Taitila",
            "Garaja",
            "Vanija"
          ]
        }
      ],
      "nakshatra": [
        "Rohini",
        "Mrigashirsha"
      ],
      "tithi": [
        "Krishna Dwitiya",
        "Krishna Tritiya"
      ],
      "reasons": [
        "Nakshatra Rohini, Mrigashirsha: among the eleven marriage nakshatras",
        "Tithi Krishna Dwitiya, Krishna Tritiya: not Rikta (4, 9, 14) and not Amavasya",
        "Karana Taitila, Garaja, Vanija: not Vishti (Bhadra)",
        "Yoga Shiva, Siddha: not Vyatipata or Vaidhriti",
        "Sunday (Raviwara): not Tuesday",
        "Sun in sidereal Vrishchika: not Kharmas (Dhanu, Meena)",
        "Outside Chaturmasa (Devshayani to Prabodhini Ekadashi)",
        "Venus 41.2° and Jupiter 156.8° from the Sun: neither combust (orbs 10°, 11°)",
        "Amritadi yoga: Sunday + Rohini = Siddha, Sunday + Mrigashirsha = Siddha (not Marana)",
        "Lunar month Kartika (amanta), not adhika",
        "Not Holashtak",
        "Not Pitru Paksha",
        "No eclipse that day",
        "Windows: 06:45–06:46 (lagna not checked: confirm the lagna with the priest)"
      ]
    }
  ],
  "rejected": null,
  "summary": {
    "days_searched": 30,
    "auspicious_days": 11,
    "rejected_days": 19
  }
};
// END GENERATED EXAMPLES

// --- routes ------------------------------------------------------------------------------------------
const MAX_MONTHS = 24;

export const ceremoniesModule: RouteModule = {
  name: 'ceremonies',
  warmup: (config, log) => {
    tablesFor(config.dataDir);
    log(`ceremony tables loaded from ${join(config.dataDir, 'ceremonies')}`);
  },
  routes: [
    {
      method: 'GET',
      path: '/calendar/v1/namakarna',
      operationId: 'getNamakarna',
      summary: 'Vedic naming data from birth date, time and place',
      description: [
        'The Moon\'s nakshatra and pada **at the birth instant** (date + time in `tz`; the instant decides, not the day: the pada changes about every 6 hours), the naming syllable of that pada from the Avakahada chakra (Latin, IAST, Devanagari), the nakshatra lord and devata, the Moon\'s sidereal rashi (Lahiri), the amanta lunar month and its presiding form of Vishnu (Purushottama in an adhika month).',
        'The first eleven fields are the spec\'s NamakarnaResult; the rest are extras for the family and the priest (all four syllables of the nakshatra, when the pada began and ends, the tithi).',
        'Not cached. Example: `date=2024-01-15&time=08:30&lat=28.6139&lng=77.209`.',
      ].join('\n\n'),
      tags: ['calendar'],
      params: [
        { name: 'date', in: 'query', required: true, description: 'Birth date (local).', schema: DATE_SCHEMA },
        { name: 'time', in: 'query', description: 'Birth time (local); default 12:00.', schema: { ...TIME_SCHEMA, default: '12:00' } },
        ...LOCATION_PARAMS,
        CONVENTION_PARAM,
      ],
      response: { description: 'NamakarnaResult', schema: NAMAKARNA_SCHEMA, example: NAMAKARNA_EXAMPLE },
      handler: (ctx) => {
        const q = ctx.query;
        const body = run(q, () => computeNamakarna({ date: q.date, time: q.time ?? '12:00', ...place(q), convention: q.convention ?? 'drik', tables: calendarTables(q.convention ?? 'drik') }, tablesFor(ctx.config.dataDir)));
        return { body };
      },
    },
    {
      method: 'GET',
      path: '/calendar/v1/shraddha',
      operationId: 'getShraddha',
      summary: 'Shraddha timeline from a date of death',
      description: [
        'The death tithi and paksha, then the whole timeline: rites of the first thirteen days, monthly (masika) shraddhas, annual shraddhas and Pitru Paksha (Mahalaya) dates, each with its date, the tithi window and the aparahna of that date.',
        '**Death tithi**: the tithi at the time of death when `time` is given, else the tithi at sunrise of the date (udaya tithi); `death.tithis_of_day` lists the others.',
        '**Day of each shraddha**: aparahna vyapti: the date whose aparahna (4th fifth of daytime) holds the larger part of the tithi; equal parts: the earlier date. Kshaya tithis get a date too (`kshaya_tithi: true`).',
        '**Adhika months**: monthly shraddhas are also kept in adhika months; the annual shraddha is kept in the nija month of the same name (a death in an adhika month: in the nija month, or in the adhika month in a year that has it again). Pitru Paksha is the Krishna paksha of nija Bhadrapada (amanta).',
        'Traditions vary; see `rules` in the response and docs/ceremonies.md. Cached 24 hours. Example: `date=2023-07-10&monthly_count=2&annual_years=2&pitru_paksha_years=1&lat=28.6139&lng=77.209`.',
      ].join('\n\n'),
      tags: ['calendar'],
      params: [
        { name: 'date', in: 'query', required: true, description: 'Date of death (local).', schema: DATE_SCHEMA },
        { name: 'time', in: 'query', description: 'Time of death (local), if known: decides the death tithi. Without it, the tithi at sunrise of the date is used.', schema: TIME_SCHEMA },
        { name: 'monthly_count', in: 'query', description: 'Number of monthly shraddhas.', schema: { type: 'integer', minimum: 1, maximum: 24, default: 16 } },
        { name: 'annual_years', in: 'query', description: 'Years of annual shraddha dates.', schema: { type: 'integer', minimum: 1, maximum: 25, default: 10 } },
        { name: 'pitru_paksha_years', in: 'query', description: 'Years of Pitru Paksha dates.', schema: { type: 'integer', minimum: 1, maximum: 10, default: 5 } },
        ...LOCATION_PARAMS,
        CONVENTION_PARAM,
      ],
      cacheTtlSec: 24 * 3600,
      response: { description: 'Shraddha timeline', schema: SHRADDHA_SCHEMA, example: SHRADDHA_EXAMPLE },
      handler: (ctx) => {
        const q = ctx.query;
        const body = run(q, () => computeShraddha({
          date: q.date, time: q.time, ...place(q), monthlyCount: q.monthly_count ?? 16, annualYears: q.annual_years ?? 10,
          pitruPakshaYears: q.pitru_paksha_years ?? 5, convention: q.convention ?? 'drik', tables: calendarTables(q.convention ?? 'drik'),
        }, tablesFor(ctx.config.dataDir)));
        return { body };
      },
    },
    {
      method: 'GET',
      path: '/calendar/v1/vivah-muhurat',
      operationId: 'getVivahMuhurat',
      summary: 'Auspicious wedding dates with sub-day windows',
      description: [
        'Every date from `start_date` to `end_date` (default: `months` months, 12 unless given) on which the thirteen classical criteria hold together for some time, with the windows (local times with offset) in which all of them hold. Nakshatra, tithi, karana and yoga change during a day, so windows are the exact intersection; a window after midnight belongs to the date of the preceding sunrise (as printed in panchangs).',
        'The criteria: (1) nakshatra among Rohini, Mrigashirsha, Magha, Uttara Phalguni, Hasta, Swati, Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati; (2) tithi not Rikta (4, 9, 14) nor Amavasya; (3) karana not Vishti; (4) yoga not Vyatipata or Vaidhriti; (5) not a Tuesday; (6) not Kharmas (Sun in sidereal Dhanu or Meena); (7) not Chaturmasa (Devshayani to Prabodhini Ekadashi); (8) neither Guru nor Shukra asta (Jupiter within 11°, Venus within 10° (8° retrograde) of the Sun); (9) not Amritadi Marana yoga; (10) not an adhika month; (11) not Holashtak; (12) not Pitru Paksha; (13) not an eclipse day.',
        '`explain=true` adds every rejected date with the criteria that rejected it, in words. `ignore` drops criteria for regional practice (e.g. `ignore=chaturmasa`). The lagna (rising sign at the ceremony) is not checked: confirm it with the priest.',
        'Cached 24 hours. Example: `start_date=2024-11-15&months=1&lat=28.6139&lng=77.209`.',
      ].join('\n\n'),
      tags: ['calendar'],
      params: [
        { name: 'start_date', in: 'query', description: 'First date searched; defaults to today in `tz`.', schema: DATE_SCHEMA },
        { name: 'end_date', in: 'query', description: 'Last date searched (inclusive); at most 24 months after start_date. Overrides `months`.', schema: DATE_SCHEMA },
        { name: 'months', in: 'query', description: 'Length of the search when end_date is not given: start_date up to the day before the same date `months` later.', schema: { type: 'integer', minimum: 1, maximum: MAX_MONTHS, default: 12 } },
        { name: 'explain', in: 'query', description: 'Also list rejected dates with the criteria that rejected them.', schema: { type: 'boolean', default: false } },
        { name: 'ignore', in: 'query', description: `Comma-separated criteria not to apply: ${VIVAH_CRITERION_IDS.join(', ')}.`, schema: { type: 'string', maxLength: 200, pattern: `^((${VIVAH_CRITERION_IDS.join('|')})(,(${VIVAH_CRITERION_IDS.join('|')}))*)?$`, example: 'chaturmasa' } },
        ...LOCATION_PARAMS,
        CONVENTION_PARAM,
      ],
      cacheTtlSec: 24 * 3600,
      prepare: (ctx) => {
        const q = ctx.query;
        q.start_date ??= todayIn(q.tz ?? 'Asia/Kolkata', ctx.nowMs);
        const s = parseIsoDate(q.start_date)!;
        const months: number = q.months ?? 12;
        const limit = addMonths(s, MAX_MONTHS);
        if (q.end_date === undefined) {
          const e = addDays(addMonths(s, months), -1);
          q.end_date = formatIsoDate(e.year > 2100 ? { year: 2100, month: 12, day: 31 } : e);
        }
        if (q.end_date < q.start_date) throw invalid(['query', 'end_date'], 'end_date must not be before start_date', 'value_error', q.end_date);
        if (q.end_date >= formatIsoDate(limit)) throw invalid(['query', 'end_date'], `end_date must be within ${MAX_MONTHS} months of start_date`, 'value_error', q.end_date);
        delete q.months;
      },
      response: { description: 'Vivah muhurat dates', schema: VIVAH_SCHEMA, example: VIVAH_EXAMPLE },
      handler: (ctx) => {
        const q = ctx.query;
        const ignore = q.ignore ? (String(q.ignore).split(',').filter(Boolean) as VivahCriterionId[]) : [];
        const body = run(q, () => computeVivahMuhurat({
          startDate: q.start_date, endDate: q.end_date, ...place(q), convention: q.convention ?? 'drik',
          tables: calendarTables(q.convention ?? 'drik'), ignore, explain: q.explain ?? false,
        }, tablesFor(ctx.config.dataDir)));
        return { body };
      },
    },
  ],
};

function addMonths(d: { year: number; month: number; day: number }, n: number) {
  const m = d.month - 1 + n;
  const year = d.year + Math.floor(m / 12), month = (m % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(d.day, last) };
}
