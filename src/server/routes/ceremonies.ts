/**
 * @module
 * Namakarna, Shraddha and Vivah muhurat (engine: src/calendar/ceremonies; decisions and sources in
 * docs/ceremonies.md). The ceremony tables (`<dataDir>/ceremonies/*.json`) are read once at warm-up.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CEREMONY_TABLE_FILES, CeremonyInputError, computeNamakarna, computeShraddha, computeVivahMuhurat, parseCeremonyTables,
  VIVAH_CRITERION_IDS, VIVAH_PROFILE_IDS, type CeremonyTables, type VivahCriterionId,
} from '../../calendar/ceremonies/index.js';
import { addDays, formatIsoDate, parseIsoDate } from '../../calendar/index.js';
import { calendarPlace } from '../calendar-tables.js';
import { runLocalizedBodyInPool } from '../compute-pool.js';
import { combustionTableOf } from '../combustion-store.js';
import { invalid } from '../errors.js';

import { JSON_TYPE, type RouteModule } from '../route.js';
import { CONVENTION_PARAM, DATE_SCHEMA, LANG_PARAM, LOCATION_PARAMS, LOCATION_SCHEMA, TIME_SCHEMA, TIME_WINDOW_SCHEMA, todayIn } from '../schema/common.js';
import type { JsonSchema } from '../schema/types.js';
import { localizeNames, type Lang } from '../../calendar/names/index.js';
import EXAMPLES from './ceremonies-examples.json' with { type: 'json' };

/** @brief Reads and validates `<dataDir>/ceremonies/*.json`. */
export function loadCeremonyTables(dataDir: string): CeremonyTables {
  const files: Record<string, unknown> = {};
  for (const f of CEREMONY_TABLE_FILES) files[f] = JSON.parse(readFileSync(join(dataDir, 'ceremonies', f), 'utf8'));
  return parseCeremonyTables(files);
}

let store: CeremonyTables | null = null;
let storeDir = '';
/** The ceremony tables of `dataDir`, read once per thread (serving thread or compute worker). */
export function ceremonyTablesFor(dataDir: string): CeremonyTables {
  if (!store || storeDir !== dataDir) { store = loadCeremonyTables(dataDir); storeDir = dataDir; }
  return store;
}

/** Runs an engine call, turning its input errors into 422s on the named query field. */
export function runCeremony<T>(q: Record<string, unknown>, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof CeremonyInputError) throw invalid(['query', e.field], e.message, 'value_error', q[e.field]);
    throw e;
  }
}


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
  name: S('IAST, e.g. "Kṛṣṇa Aṣṭamī", "Pūrṇimā"'),
  name_en: S('English (Drik Panchang\'s spelling), e.g. "Krishna Ashtami", "Purnima"'),
  devanagari: S('e.g. "कृष्ण अष्टमी"'),
  paksha: S('Shukla (waxing) or Krishna (waning)', { enum: ['Shukla', 'Krishna'] }),
  paksha_tithi: I('Tithi within its paksha, 1–15', { minimum: 1, maximum: 15 }),
});
const MASA_OUT = obj({
  amanta: S('Amanta month name (new moon to new moon), IAST, e.g. "Śrāvaṇa"'),
  purnimanta: S('Purnimanta month name of the same paksha (full moon to full moon), IAST'),
  adhika: { type: 'boolean', description: 'The lunation is adhika (intercalary); it carries the name of the following nija month' },
  label: S('IAST, e.g. "Adhika Śrāvaṇa" or "Śrāvaṇa"'),
  devanagari: S('e.g. "अधिक श्रावण"'),
  amanta_en: S('`amanta` in English, e.g. "Shravana"'),
  purnimanta_en: S('`purnimanta` in English'),
  label_en: S('`label` in English, e.g. "Adhika Shravana"'),
}, 'Lunar month of that tithi in both systems');

export const NAMAKARNA_SCHEMA: JsonSchema = obj({
  nakshatra_name: S("The Moon's nakshatra at the birth instant, IAST, e.g. \"Rohiṇī\" (English in nakshatra_name_en)"),
  pada: I('Pada (quarter) of that nakshatra, 1–4', { minimum: 1, maximum: 4 }),
  nakshatra_lord: S('Vimshottari lord of the nakshatra, IAST, e.g. "Candra" (English in nakshatra_lord_en)'),
  nakshatra_devata: S('Presiding deity of the nakshatra, IAST, e.g. "Prajāpati (Brahmā)"'),
  syllable_latin: S('Naming syllable of the pada (Avakahada chakra), Latin, e.g. "Va"'),
  syllable_devanagari: S('The same syllable in Devanagari, e.g. "वा"'),
  rashi_name: S("The Moon's sidereal sign (Lahiri), IAST, e.g. \"Vṛṣabha\""),
  rashi_index: I('Rashi 1–12 (1 = Mesha … 12 = Meena)', { minimum: 1, maximum: 12 }),
  masa_devata: S('Presiding form of Vishnu of the lunar month, IAST (Keśava … Dāmodara; Puruṣottama in an adhika month)'),
  masa_devata_devanagari: S('The same in Devanagari'),
  lunar_month_name: S('Amanta lunar month of the birth, IAST, e.g. "Śrāvaṇa" (see lunar_month_adhika)'),
  nakshatra_number: I('Nakshatra 1–27 (1 = Ashvini)', { minimum: 1, maximum: 27 }),
  nakshatra_devanagari: S('Nakshatra in Devanagari'),
  nakshatra_lord_devanagari: S('Nakshatra lord in Devanagari'),
  nakshatra_devata_devanagari: S('Nakshatra deity in Devanagari'),
  syllable_iast: S('The syllable in IAST (tells ṭa from ta, ḍa from da)'),
  syllable_alternative: { type: ['object', 'null'], description: 'An alternative syllable some tables give for this pada (Shravana: the Abhijit syllables ju je jo kha), else null', properties: { latin: S('Latin'), iast: S('IAST'), devanagari: S('Devanagari'), note: S('Why the alternative exists') } },
  nakshatra_syllables: { type: 'array', description: 'All four syllables of the nakshatra, pada 1–4', minItems: 4, maxItems: 4, items: obj({ pada: I('Pada 1–4'), latin: S('Latin'), iast: S('IAST'), devanagari: S('Devanagari') }) },
  rashi_devanagari: S('Rashi in Devanagari'),
  rashi_lord: S('Lord of the rashi, IAST'),
  lunar_month_adhika: { type: 'boolean', description: 'The birth fell in an adhika (intercalary) month' },
  lunar_month_label: S('Month with its adhika prefix, IAST, e.g. "Adhika Śrāvaṇa"'),
  lunar_month_devanagari: S('Month in Devanagari'),
  lunar_month_purnimanta: S('Purnimanta name of the month at birth (differs from the amanta name in the Krishna paksha)'),
  nakshatra_name_en: S('nakshatra_name in English, e.g. "Rohini"'),
  nakshatra_lord_en: S('nakshatra_lord in English, e.g. "Moon"'),
  nakshatra_devata_en: S('nakshatra_devata in English'),
  rashi_name_en: S('The rashi\'s Western name, e.g. "Taurus"'),
  rashi_lord_en: S('rashi_lord in English, e.g. "Venus"'),
  masa_devata_en: S('masa_devata in English'),
  lunar_month_name_en: S('lunar_month_name in English, e.g. "Shravana"'),
  lunar_month_label_en: S('lunar_month_label in English'),
  lunar_month_purnimanta_en: S('lunar_month_purnimanta in English'),
  tithi: obj({ number: I('1–30'), name: S('IAST, e.g. "Śukla Pañcamī"'), name_en: S('English, e.g. "Shukla Panchami"'), devanagari: S('Devanagari'), paksha: S('Shukla or Krishna', { enum: ['Shukla', 'Krishna'] }) }, 'Tithi at the birth instant'),
  moon_longitude_deg: { type: 'number', description: "The Moon's sidereal (Lahiri) longitude at the birth instant, degrees" },
  nakshatra_window: { ...WINDOW, description: 'When the Moon entered and leaves this nakshatra' },
  pada_window: { ...WINDOW, description: 'When the Moon entered and leaves this pada (the syllable holds for births in this window)' },
  birth: obj({ date: S('Birth date as given'), time: S('Birth time used (HH:MM:SS; 12:00:00 when not given)'), instant_local: ISO('Birth instant, local with offset'), instant_utc: ISO('Birth instant in UTC'), tz: S('Time zone') }),
  location: LOCATION_OUT,
  convention: CONVENTION_OUT,
}, 'NamakarnaResult: the eleven fields of the spec first, then extras.');

const SHRADDHA_DATE_PROPS: Record<string, JsonSchema> = {
  date: S('Civil date on which to perform it (YYYY-MM-DD)', { format: 'date' }),
  weekday: S('Vara of that date, IAST, e.g. "Somavāra"'),
  weekday_en: S('The weekday in English, e.g. "Monday"'),
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
    day: I('Day number, 1 = date of death', { minimum: 1, maximum: 13 }), date: S('Civil date', { format: 'date' }), weekday: S('Vara, IAST'), weekday_en: S('Weekday in English'),
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
  nakshatra: { type: 'array', items: S('Nakshatra (IAST)'), description: 'Nakshatras during the window' },
  tithi: { type: 'array', items: S('Tithi (IAST)'), description: 'Tithis during the window' },
  yoga: { type: 'array', items: S('Yoga (IAST)'), description: 'Yogas during the window' },
  karana: { type: 'array', items: S('Karana (IAST)'), description: 'Karanas during the window' },
  nakshatra_en: { type: 'array', items: S('Nakshatra (English)'), description: '`nakshatra` in English' },
  tithi_en: { type: 'array', items: S('Tithi (English)'), description: '`tithi` in English' },
  yoga_en: { type: 'array', items: S('Yoga (English)'), description: '`yoga` in English' },
  karana_en: { type: 'array', items: S('Karana (English)'), description: '`karana` in English' },
}, 'A window in which all applied criteria hold at once');
/** A criterion as the response lists it (`why` and `source` added with explain=true, so not required). */
const VIVAH_CRITERION_OUT = obj({
  id: S('Criterion id', { enum: [...VIVAH_CRITERION_IDS] }), name: S('Name'), devanagari: S('Name in Devanagari'),
  description: S('The rule as the profile applies it'),
  applied: { type: 'boolean', description: 'false when the profile does not apply it or it is listed in `ignore`' },
}) as JsonSchema & { properties: Record<string, JsonSchema> };
const VIVAH_DATE_REQUIRED = obj({
  date: S('Date', { format: 'date' }), weekday: S('Vara, IAST, e.g. "Guruvāra"'), weekday_en: S('English weekday, e.g. "Thursday"'), vara: S('The same as weekday (kept for earlier clients)'),
  windows: { type: 'array', items: VIVAH_WINDOW, minItems: 1 },
  nakshatra: { type: 'array', items: S('Nakshatra'), description: 'Nakshatras of the windows' },
  tithi: { type: 'array', items: S('Tithi'), description: 'Tithis of the windows' },
  nakshatra_en: { type: 'array', items: S('Nakshatra (English)'), description: '`nakshatra` in English' },
  tithi_en: { type: 'array', items: S('Tithi (English)'), description: '`tithi` in English' },
});
/** An auspicious date as the response lists it (`reasons` left out with reasons=false, so not required). */
const VIVAH_DATE_OUT: JsonSchema = {
  ...VIVAH_DATE_REQUIRED,
  properties: {
    ...VIVAH_DATE_REQUIRED.properties,
    reasons: { type: 'array', items: S('One line per criterion'), description: 'Why the date qualifies, criterion by criterion (lagna not checked); left out with `reasons=false`' },
  },
};

export const VIVAH_SCHEMA: JsonSchema = obj({
  start_date: S('First date searched', { format: 'date' }),
  end_date: S('Last date searched (inclusive)', { format: 'date' }),
  location: LOCATION_OUT,
  convention: CONVENTION_OUT,
  profile: obj({
    id: S('Profile id', { enum: [...VIVAH_PROFILE_IDS] }), name: S('Profile name'), description: S('What the profile applies'),
    source: S('Where the profile\'s rules come from'),
  }, 'The profile that decided which criteria apply, with what parameters (data/ceremonies/vivah-profiles.json)'),
  criteria: { type: 'array', description: 'The thirteen criteria in order, and whether each was applied', items: {
    ...VIVAH_CRITERION_OUT,
    properties: {
      ...VIVAH_CRITERION_OUT.properties,
      why: S('With `explain=true`: why the criterion applies or not ("ignored by request", or the profile\'s reason)'),
      source: S('With `explain=true`: the source of that reason (Muhurta Chintamani, or Drik\'s list as read by bench/drik/vivah.ts)'),
    },
  } },
  dates: { type: 'array', description: 'Auspicious dates (the Hindu day from the sunrise of this date to the next sunrise)', items: VIVAH_DATE_OUT },
  rejected: { type: ['array', 'null'], description: 'With `explain=true`: every other date with the criteria that rejected it; null otherwise', items: obj({
    date: S('Date', { format: 'date' }), weekday: S('Vara, IAST'), weekday_en: S('English weekday'),
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
// namakarna: date=2024-01-15&time=08:30&lat=28.6139&lng=77.209
// shraddha: date=2023-07-10&monthly_count=2&annual_years=2&pitru_paksha_years=1&lat=28.6139&lng=77.209
// vivah-muhurat: start_date=2024-11-15&end_date=2024-12-14&lat=28.6139&lng=77.209 (first two dates kept)
const { namakarna: NAMAKARNA_EXAMPLE, shraddha: SHRADDHA_EXAMPLE, vivah_muhurat: VIVAH_EXAMPLE } = EXAMPLES;

// --- routes ------------------------------------------------------------------------------------------
const MAX_MONTHS = 24;

export const ceremoniesModule: RouteModule = {
  name: 'ceremonies',
  warmup: (config, log) => {
    ceremonyTablesFor(config.dataDir);
    log(`ceremony tables loaded from ${join(config.dataDir, 'ceremonies')}`);
    combustionTableOf(config.buildDir, log); // read on the compute workers; checked here to say at start-up if it is unusable
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
        LANG_PARAM,
      ],
      response: { description: 'NamakarnaResult', schema: NAMAKARNA_SCHEMA, example: NAMAKARNA_EXAMPLE },
      handler: (ctx) => {
        const q = ctx.query;
        const body = runCeremony(q, () => computeNamakarna({ date: q.date, time: q.time ?? '12:00', ...calendarPlace(q) }, ceremonyTablesFor(ctx.config.dataDir)));
        return { body: q.lang ? localizeNames(body, q.lang) : body };
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
        LANG_PARAM,
      ],
      cacheTtlSec: 24 * 3600,
      response: { description: 'Shraddha timeline', schema: SHRADDHA_SCHEMA, example: SHRADDHA_EXAMPLE },
      // Live: 50–500 ms for a new location, so on the compute pool (src/server/live-tasks.ts).
      handler: async (ctx) => ({
        body: await runLocalizedBodyInPool(ctx, ctx.query.lang, 'server/live-tasks.js#shraddhaTask', ctx.query, ctx.config.dataDir, ctx.config.buildDir),
        contentType: JSON_TYPE,
      }),
    },
    {
      method: 'GET',
      path: '/calendar/v1/vivah-muhurat',
      operationId: 'getVivahMuhurat',
      summary: 'Auspicious wedding dates with sub-day windows',
      description: [
        'Every date from `start_date` to `end_date` (default: `months` months, 12 unless given) on which the criteria of the chosen `profile` (default: the thirteen classical criteria) hold together for some time, with the windows (local times with offset) in which all of them hold. Nakshatra, tithi, karana and yoga change during a day, so windows are the exact intersection; a window after midnight belongs to the date of the preceding sunrise (as printed in panchangs).',
        'The criteria: (1) nakshatra among Rohini, Mrigashirsha, Magha, Uttara Phalguni, Hasta, Swati, Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati; (2) tithi not Rikta (4, 9, 14) nor Amavasya; (3) karana not Vishti; (4) yoga not Vyatipata or Vaidhriti; (5) not a Tuesday; (6) not Kharmas (Sun in sidereal Dhanu or Meena); (7) not Chaturmasa (Devshayani to Prabodhini Ekadashi); (8) neither Guru nor Shukra asta (Jupiter within 11°, Venus within 10° (8° retrograde) of the Sun); (9) not Amritadi Marana yoga; (10) not an adhika month; (11) not Holashtak; (12) not Pitru Paksha; (13) not an eclipse day.',
        '`profile=drik` reproduces Drik Panchang\'s yearly vivah list instead (fitted on its 2024 New Delhi list: its 58 dates and one more, windows within 2 minutes at both ends for 56 of 58): no weekday or Amritadi rule, Rikta tithis allowed (only Amavasya avoided), the nine inauspicious yogas (Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra, Vyatipata, Parigha, Vaidhriti) and the fixed karanas avoided besides Vishti, gandanta (the first quarter of Magha and Mula, the last quarter of Revati, in time) avoided, Venus combust within 9° (11.25° while west of the Sun), Kharmas kept to the sunrise after its closing sankranti. Only 2024 was available to fit it.',
        '`explain=true` adds every rejected date with the criteria that rejected it, in words, and for each criterion why the profile applies it or not, with the source. `ignore` drops criteria for regional practice (e.g. `ignore=chaturmasa`). `reasons=false` leaves out each date\'s reason lines (the compact form: less than half the body). The lagna (rising sign at the ceremony) is not checked: confirm it with the priest.',
        'Cached 24 hours. Example: `start_date=2024-11-15&months=1&lat=28.6139&lng=77.209`.',
      ].join('\n\n'),
      tags: ['calendar'],
      params: [
        { name: 'start_date', in: 'query', description: 'First date searched; defaults to today in `tz`.', schema: DATE_SCHEMA },
        { name: 'end_date', in: 'query', description: 'Last date searched (inclusive); at most 24 months after start_date. Overrides `months`.', schema: DATE_SCHEMA },
        { name: 'months', in: 'query', description: 'Length of the search when end_date is not given: start_date up to the day before the same date `months` later.', schema: { type: 'integer', minimum: 1, maximum: MAX_MONTHS, default: 12 } },
        { name: 'explain', in: 'query', description: 'Also list rejected dates with the criteria that rejected them.', schema: { type: 'boolean', default: false } },
        { name: 'reasons', in: 'query', description: 'Write each date\'s `reasons` lines (default). `false` leaves them out, and nothing else: a year\'s body is then less than half as long and costs about a third less CPU (docs/benchmarks.md).', schema: { type: 'boolean', default: true } },
        { name: 'profile', in: 'query', description: 'Which criteria apply, with what parameters: `classical` (the thirteen criteria of Muhurta Chintamani) or `drik` (Drik Panchang\'s list; see the description).', schema: { type: 'string', enum: [...VIVAH_PROFILE_IDS], default: 'classical' } },
        { name: 'ignore', in: 'query', description: `Comma-separated criteria not to apply: ${VIVAH_CRITERION_IDS.join(', ')}.`, schema: { type: 'string', maxLength: 200, pattern: `^((${VIVAH_CRITERION_IDS.join('|')})(,(${VIVAH_CRITERION_IDS.join('|')}))*)?$`, example: 'chaturmasa' } },
        ...LOCATION_PARAMS,
        CONVENTION_PARAM,
        LANG_PARAM,
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
      // Live: up to seconds for a year's search, so on the compute pool (src/server/live-tasks.ts).
      handler: async (ctx) => ({
        body: await runLocalizedBodyInPool(ctx, ctx.query.lang, 'server/live-tasks.js#vivahMuhuratTask', ctx.query, ctx.config.dataDir, ctx.config.buildDir),
        contentType: JSON_TYPE,
      }),
    },
  ],
};

function addMonths(d: { year: number; month: number; day: number }, n: number) {
  const m = d.month - 1 + n;
  const year = d.year + Math.floor(m / 12), month = (m % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(d.day, last) };
}
