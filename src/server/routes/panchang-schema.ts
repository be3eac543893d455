/**
 * @module
 * JSON Schema of PanchangResponse (src/calendar/panchang/response.ts) for validation docs and /openapi.json.
 */
import type { JsonSchema } from '../schema/types.js';
import { LOCATION_SCHEMA, TIME_WINDOW_SCHEMA } from '../schema/common.js';

const ISO_LOCAL: JsonSchema = { type: ['string', 'null'], format: 'date-time', description: 'ISO 8601 local time with the offset of `tz` at that instant; null in instant mode' };
const NAME = { name: { type: 'string', description: 'IAST' }, name_devanagari: { type: 'string' } } as const;

function element(extra: Record<string, JsonSchema>, required: string[], description: string): JsonSchema {
  const entry: JsonSchema = {
    type: 'object',
    required: ['number', 'name', 'name_devanagari', 'start', 'end', ...required],
    properties: { ...NAME, ...extra, start: ISO_LOCAL, end: ISO_LOCAL },
  };
  return {
    ...entry,
    description,
    required: [...(entry.required as string[]), 'sequence'],
    properties: {
      ...entry.properties,
      sequence: {
        type: ['array', 'null'],
        items: entry,
        description: 'Day mode: every element from this sunrise to the next sunrise, in order (the first is the one at sunrise). Null in instant mode.',
      },
    },
  };
}

const MONTH: JsonSchema = {
  type: 'object',
  required: ['index', 'name', 'name_devanagari', 'adhika', 'kshaya', 'start', 'end'],
  properties: {
    index: { type: 'integer', minimum: 0, maximum: 11, description: '0 = Chaitra … 11 = Phalguna' },
    ...NAME,
    adhika: { type: 'boolean', description: 'Intercalary month (no sankranti in the lunation); it has the name of the following month' },
    kshaya: { type: 'boolean', description: 'A lunation with two sankrantis (very rare)' },
    start: ISO_LOCAL,
    end: ISO_LOCAL,
  },
};

const ERA: JsonSchema = {
  type: 'object',
  required: ['year', 'samvatsara'],
  properties: {
    year: { type: 'integer' },
    samvatsara: { type: 'object', required: ['number', 'name', 'name_devanagari'], properties: { number: { type: 'integer', minimum: 1, maximum: 60 }, ...NAME } },
  },
};
const WINDOW_OR_NULL: JsonSchema = { ...TIME_WINDOW_SCHEMA, type: ['object', 'null'] };
const DATE: JsonSchema = { type: 'string', format: 'date' };
const PARANA: JsonSchema = {
  type: ['object', 'null'],
  required: ['date', 'start', 'end'],
  properties: { date: DATE, start: { type: 'string', format: 'date-time' }, end: { type: 'string', format: 'date-time' } },
};

export const PANCHANG_RESPONSE_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['date', 'location', 'instant', 'convention', 'calendar_system', 'anchor', 'anchor_time', 'tithi', 'nakshatra', 'yoga', 'karana', 'masa', 'samvat', 'sun', 'vara', 'rahu_kalam', 'yama_gandam', 'gulika_kalam', 'abhijit_muhurat', 'ekadashi'],
  properties: {
    date: DATE,
    location: { ...LOCATION_SCHEMA, required: ['lat', 'lng', 'altitude', 'tz'] },
    instant: { type: ['string', 'null'], format: 'date-time', description: 'Instant mode: the instant; null in day mode' },
    convention: { type: 'string', enum: ['drik', 'swiss'] },
    calendar_system: { type: 'string', enum: ['amant', 'purnimant'] },
    anchor: { type: 'string', enum: ['sunrise', 'local_midnight', 'instant'], description: 'Day mode anchors at sunrise; where the Sun does not rise that date (polar day or night), at local midnight (00:00) and the civil day' },
    anchor_time: { type: 'string', format: 'date-time' },
    tithi: element({ number: { type: 'integer', minimum: 1, maximum: 30 }, paksha: { type: 'string', enum: ['Shukla', 'Krishna'] } }, ['paksha'], 'Tithi 1–30 (1–15 Shukla, 16–30 Krishna; 15 Purnima, 30 Amavasya)'),
    nakshatra: element(
      { number: { type: 'integer', minimum: 1, maximum: 27 }, pada: { type: 'integer', minimum: 1, maximum: 4 }, lord: { type: 'string', description: 'Vimshottari lord (IAST)' }, lord_devanagari: { type: 'string' } },
      ['pada', 'lord', 'lord_devanagari'],
      'Nakshatra 1–27 (1 Ashvini); pada at the anchor',
    ),
    yoga: element({ number: { type: 'integer', minimum: 1, maximum: 27 } }, [], 'Yoga 1–27 (1 Vishkambha)'),
    karana: element({ number: { type: 'integer', minimum: 1, maximum: 11 } }, [], 'Karana 1–11: 1 Bava … 7 Vishti, 8 Shakuni, 9 Chatushpada, 10 Naga, 11 Kimstughna'),
    masa: {
      ...MONTH,
      type: ['object', 'null'],
      description: 'The lunar month in the selected `calendar_system`, plus both systems',
      required: [...(MONTH.required as string[]), 'calendar_system', 'amanta', 'purnimanta'],
      properties: { ...MONTH.properties, calendar_system: { type: 'string', enum: ['amant', 'purnimant'] }, amanta: MONTH, purnimanta: MONTH },
    },
    samvat: {
      type: ['object', 'null'],
      required: ['vikram', 'shaka', 'gujarati'],
      description: 'Vikram (changes at purnimanta Chaitra Krishna Pratipada), Shaka (amanta Chaitra Shukla Pratipada), Gujarati (Kartika Shukla Pratipada) years with samvatsara names',
      properties: { vikram: ERA, shaka: ERA, gujarati: ERA },
    },
    sun: {
      type: ['object', 'null'],
      required: ['sunrise', 'sunset', 'moonrise', 'moonset', 'day_length_seconds'],
      description: 'Null in instant mode. Sunrise/sunset: upper limb with standard refraction; null when the event does not happen that date',
      properties: {
        sunrise: ISO_LOCAL, sunset: ISO_LOCAL,
        moonrise: { ...ISO_LOCAL, description: 'Moonrise between this sunrise and the next; null if none' },
        moonset: { ...ISO_LOCAL, description: 'Moonset between this sunrise and the next; null if none' },
        day_length_seconds: { type: ['integer', 'null'] },
      },
    },
    vara: {
      type: ['object', 'null'],
      required: ['number', 'name', 'name_devanagari', 'lord', 'lord_devanagari'],
      properties: { number: { type: 'integer', minimum: 0, maximum: 6, description: '0 = Sunday (Ravivara) … 6 = Saturday' }, ...NAME, lord: { type: 'string' }, lord_devanagari: { type: 'string' } },
    },
    rahu_kalam: WINDOW_OR_NULL,
    yama_gandam: WINDOW_OR_NULL,
    gulika_kalam: WINDOW_OR_NULL,
    abhijit_muhurat: { ...WINDOW_OR_NULL, description: 'Midday ± daylength/30; null on Wednesdays (as Drik Panchang), in instant mode, or without include_muhurat' },
    ekadashi: {
      type: ['object', 'null'],
      description: 'Day mode, when an Ekadashi runs between this sunrise and the next',
      required: ['name', 'name_devanagari', 'label', 'paksha', 'masa', 'adhika_masa', 'tithi_start', 'tithi_end', 'fast_date', 'smarta_date', 'gauna_date', 'vaishnava_date', 'dates_differ', 'hari_vasara_end', 'parana', 'vaishnava_parana'],
      properties: {
        ...NAME,
        label: { type: 'string', description: "Drik Panchang's English label, e.g. 'Parsva Ekadashi'" },
        paksha: { type: 'string', enum: ['Shukla', 'Krishna'] },
        masa: { type: 'string', description: 'Amanta month (IAST) the Ekadashi falls in' },
        adhika_masa: { type: 'boolean', description: 'In an adhika month: Padmini (Shukla) or Parama (Krishna)' },
        tithi_start: { type: 'string', format: 'date-time' },
        tithi_end: { type: 'string', format: 'date-time' },
        fast_date: { ...DATE, description: 'Smarta fasting date (Drik)' },
        smarta_date: DATE,
        gauna_date: { type: ['string', 'null'], format: 'date', description: 'Alternate smarta day when the fast splits' },
        vaishnava_date: { ...DATE, description: 'Vaishnava (arunodaya) fasting date' },
        dates_differ: { type: 'boolean' },
        hari_vasara_end: { type: 'string', format: 'date-time', description: 'End of the first quarter of Dwadashi' },
        parana: PARANA,
        vaishnava_parana: PARANA,
      },
    },
  },
};
