/**
 * @module
 * JSON Schema of PanchangResponse (src/calendar/panchang/response.ts) for validation docs and /openapi.json.
 */
import type { JsonSchema } from '../schema/types.js';
import { LOCATION_SCHEMA, TIME_WINDOW_SCHEMA } from '../schema/common.js';
import { SOLAR_DATE_SCHEMA } from './panchang-solar-schema.js';

const ISO_LOCAL: JsonSchema = { type: ['string', 'null'], format: 'date-time', description: 'ISO 8601 local time with the offset of `tz` at that instant; null in instant mode' };
/** Name members (convention: src/calendar/names/index.ts); `name_en` and `name_local` only when the request gives `lang`. */
const NAME: Record<string, JsonSchema> = {
  name: { type: 'string', description: 'IAST' },
  name_devanagari: { type: 'string' },
  name_en: { type: 'string', description: 'English (with `lang`)' },
  name_local: { type: ['string', 'null'], description: 'The name in the requested `lang` (with `lang`)' },
};

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
  required: ['date', 'location', 'instant', 'convention', 'calendar_system', 'anchor', 'anchor_time', 'tithi', 'nakshatra', 'yoga', 'karana', 'masa', 'samvat', 'sun', 'vara', 'rahu_kalam', 'yama_gandam', 'gulika_kalam', 'abhijit_muhurat', 'ekadashi', 'solar_date'],
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
    solar_date: SOLAR_DATE_SCHEMA,
  },
};

// --- optional groups (`include=`) ---------------------------------------------------------------------------------
const WIN: JsonSchema = { type: 'object', required: ['start', 'end'], properties: { start: { type: 'string', format: 'date-time' }, end: { type: 'string', format: 'date-time' } } };
const WIN_OR_NULL = (description: string): JsonSchema => ({ ...WIN, type: ['object', 'null'], description });
const WINS_OR_NULL = (description: string): JsonSchema => ({ type: ['array', 'null'], items: WIN, description });
const REASON: JsonSchema = {
  type: ['string', 'null'],
  enum: ['no_sunrise', 'no_sunset', 'no_next_sunrise', 'no_previous_sunset', null],
  description: 'Why some windows of the group are null: the Sun does not rise, set, rise the next day, or did not set the day before (polar day or night); null when nothing is missing',
};
const LABELLED = { ...NAME, label: { type: 'string', description: 'English spelling (as Drik Panchang prints it)' } } as const;
const CHOGHADIYA: JsonSchema = {
  type: 'object',
  required: ['number', 'name', 'name_devanagari', 'label', 'quality', 'start', 'end'],
  properties: {
    number: { type: 'integer', minimum: 1, maximum: 8, description: '1–8 within the day or the night' },
    ...LABELLED,
    quality: { type: 'string', enum: ['good', 'neutral', 'bad'], description: 'Amrit, Shubh, Labh good; Char neutral; Udveg, Kaal, Rog bad' },
    start: { type: 'string', format: 'date-time' },
    end: { type: 'string', format: 'date-time' },
  },
};
const HORA: JsonSchema = {
  type: 'object',
  required: ['number', 'part', 'lord', 'lord_devanagari', 'lord_label', 'start', 'end'],
  properties: {
    number: { type: 'integer', minimum: 1, maximum: 24, description: '1–12 day (sunrise → sunset), 13–24 night (sunset → next sunrise)' },
    part: { type: 'string', enum: ['day', 'night'] },
    lord: { type: 'string', description: 'Ruling planet (IAST)' },
    lord_devanagari: { type: 'string' },
    lord_label: { type: 'string', description: 'Ruling planet in English' },
    start: { type: 'string', format: 'date-time' },
    end: { type: 'string', format: 'date-time' },
  },
};
const SIGN_ENTRY: JsonSchema = {
  type: 'object',
  required: ['number', 'name', 'name_devanagari', 'start', 'end'],
  properties: { number: { type: 'integer', minimum: 1, maximum: 12, description: '1 Mesha … 12 Meena (sidereal, Lahiri)' }, ...NAME, start: ISO_LOCAL, end: ISO_LOCAL },
};
const SIGN: JsonSchema = {
  ...SIGN_ENTRY,
  required: [...(SIGN_ENTRY.required as string[]), 'sequence'],
  properties: { ...SIGN_ENTRY.properties, sequence: { type: ['array', 'null'], items: SIGN_ENTRY, description: 'Day mode: every sign from this sunrise to the next (two or more when the body changes sign that day); null in instant mode' } },
};
const NAMED: JsonSchema = { type: 'object', required: ['name', 'name_devanagari', 'label'], properties: { number: { type: 'integer', minimum: 1, maximum: 6 }, ...LABELLED } };
const RITU: JsonSchema = { ...NAMED, required: ['number', 'name', 'name_devanagari', 'label'], description: 'Ritu 1 Vasanta … 6 Shishira' };

const TIME_OR_NULL: JsonSchema = { type: ['string', 'null'], format: 'date-time', description: 'Day mode: when the Moon entered / leaves it (may lie outside the day); null in instant mode' };
const TARABALAM: JsonSchema = {
  type: 'object',
  required: ['moon_nakshatra', 'start', 'end', 'favourable'],
  properties: {
    moon_nakshatra: { type: 'integer', minimum: 1, maximum: 27, description: 'The Moon’s nakshatra over this span' },
    start: TIME_OR_NULL,
    end: { ...TIME_OR_NULL, description: 'Day mode: the “upto” time (the Moon leaves the nakshatra); null in instant mode' },
    favourable: {
      type: 'array',
      description: 'The 15 birth nakshatras with tarabalam, ascending: tara = (count from the birth nakshatra to the Moon’s, both included) mod 9; favourable 2 Sampat, 4 Kshema, 6 Sadhana, 8 Mitra, 9 Parama Mitra',
      items: {
        type: 'object',
        required: ['number', 'name', 'name_devanagari', 'tara', 'tara_name'],
        properties: { number: { type: 'integer', minimum: 1, maximum: 27, description: 'Birth nakshatra' }, ...NAME, tara: { type: 'integer', enum: [2, 4, 6, 8, 9] }, tara_name: { type: 'string', description: 'IAST, e.g. Sampat, Kṣema, Sādhana, Mitra, Parama Mitra' } },
      },
    },
  },
};
const CHANDRABALAM: JsonSchema = {
  type: 'object',
  required: ['moon_rashi', 'start', 'end', 'favourable'],
  properties: {
    moon_rashi: { type: 'integer', minimum: 1, maximum: 12, description: 'The Moon’s sidereal sign over this span' },
    start: TIME_OR_NULL,
    end: { ...TIME_OR_NULL, description: 'Day mode: the “upto” time (the Moon leaves the sign); null in instant mode' },
    favourable: {
      type: 'array',
      description: 'The 6 birth rashis with chandrabalam, ascending: the Moon’s sign is house 1, 3, 6, 7, 10 or 11 counted from the birth rashi (both included)',
      items: {
        type: 'object',
        required: ['number', 'name', 'name_devanagari', 'house'],
        properties: { number: { type: 'integer', minimum: 1, maximum: 12, description: 'Birth rashi' }, ...NAME, house: { type: 'integer', enum: [1, 3, 6, 7, 10, 11] } },
      },
    },
  },
};
const ANANDADI: JsonSchema = {
  type: 'object',
  required: ['number', 'name', 'name_devanagari', 'label', 'quality', 'start', 'end'],
  properties: {
    number: { type: 'integer', minimum: 1, maximum: 28, description: '1 Ananda … 28 Vardhamana' },
    ...LABELLED,
    quality: { type: 'string', enum: ['good', 'bad'] },
    start: { ...TIME_OR_NULL, description: 'Day mode: when the Moon entered the nakshatra (28-scheme) giving this yoga; null in instant mode' },
    end: { ...TIME_OR_NULL, description: 'Day mode: the “upto” time; null in instant mode' },
  },
};
const GOWRI: JsonSchema = {
  type: 'object',
  required: ['number', 'name', 'name_tamil', 'name_iast', 'quality', 'start', 'end'],
  properties: {
    number: { type: 'integer', minimum: 1, maximum: 8, description: '1–8 within the day or the night' },
    name: { type: 'string', enum: ['Uthi', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Visham'], description: 'As Tamil calendars transliterate it' },
    name_tamil: { type: 'string', description: 'Tamil script, e.g. அமிர்தம்' },
    name_iast: { type: 'string', description: 'The Sanskrit word (IAST), e.g. Amṛta' },
    quality: { type: 'string', enum: ['good', 'bad'], description: 'Amirdha, Uthi, Laabam, Sugam, Dhanam good; Soram, Rogam, Visham bad' },
    start: { type: 'string', format: 'date-time' },
    end: { type: 'string', format: 'date-time' },
  },
};
const LAGNA: JsonSchema = {
  type: 'object',
  required: ['number', 'name', 'name_devanagari', 'start', 'end'],
  properties: {
    number: { type: 'integer', minimum: 1, maximum: 12, description: 'Sidereal (Lahiri) sign rising: 1 Mesha … 12 Meena' },
    ...NAME,
    start: { type: 'string', format: 'date-time', description: 'When its first point rises (the first entry: sunrise)' },
    end: { type: 'string', format: 'date-time', description: 'When the next sign rises (the last entry: the next sunrise)' },
  },
};

/** The optional groups (GET /calendar/v1/panchang `include=`): absent unless asked for. */
export const PANCHANG_GROUP_SCHEMAS: Record<string, JsonSchema> = {
  muhurtas: {
    type: 'object',
    description: 'include=muhurtas. A muhurta is 1/15 of the day (sunrise → sunset) or of the night (sunset → next sunrise). In instant mode, windows not in force at the instant are null or left out of the lists.',
    required: ['brahma_muhurta', 'pratah_sandhya', 'vijaya_muhurta', 'madhyahna_kaal', 'godhuli_muhurta', 'sayahna_sandhya', 'pradosh_kaal', 'nishita_muhurta', 'dur_muhurtam', 'varjyam', 'amrit_kalam', 'reason'],
    properties: {
      brahma_muhurta: WIN_OR_NULL('14th muhurta of the night that ends at sunrise'),
      pratah_sandhya: WIN_OR_NULL('Middle of Brahma muhurta → sunrise'),
      vijaya_muhurta: WIN_OR_NULL('11th muhurta of the day'),
      madhyahna_kaal: WIN_OR_NULL('3rd of the five parts of the day'),
      godhuli_muhurta: WIN_OR_NULL('Sunset ± half a ghati (12 minutes), Muhurta Ganapati'),
      sayahna_sandhya: WIN_OR_NULL('Sunset → sunset + 1½ night muhurtas'),
      pradosh_kaal: WIN_OR_NULL('Sunset → sunset + 3 night muhurtas (night/5)'),
      nishita_muhurta: WIN_OR_NULL('8th muhurta of the night (around local midnight)'),
      dur_muhurtam: WINS_OR_NULL('By weekday: Sun day 14; Mon day 9, 12; Tue day 4, night 7; Wed day 8; Thu day 6, 12; Fri day 4, 9; Sat day 1, 2 (as Drik Panchang)'),
      varjyam: { type: 'array', items: WIN, description: 'Tyajya: 4 ghatis of the nakshatra from its tyajya ghati (classical table, scaled to the nakshatra’s length); the windows that begin between this sunrise and the next (0–2)' },
      amrit_kalam: { type: 'array', items: WIN, description: 'Amrita ghati: 4 ghatis of the nakshatra from its amrita ghati, scaled likewise; the windows that begin this Hindu day (0–2)' },
      reason: REASON,
    },
  },
  choghadiya: {
    type: 'object',
    description: 'include=choghadiya. Eight equal parts of the day and eight of the night; the day starts with the weekday lord’s choghadiya. In instant mode, only the one in force.',
    required: ['day', 'night', 'reason'],
    properties: { day: { type: ['array', 'null'], items: CHOGHADIYA }, night: { type: ['array', 'null'], items: CHOGHADIYA }, reason: REASON },
  },
  hora: {
    type: 'object',
    description: 'include=hora. 24 planetary hours from sunrise (12 equal day parts, 12 equal night parts), the first ruled by the weekday lord, then in Chaldean order (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon). In instant mode, only the one in force.',
    required: ['horas', 'reason'],
    properties: { horas: { type: ['array', 'null'], items: HORA }, reason: REASON },
  },
  signs: {
    type: 'object',
    description: 'include=signs. Sidereal (Lahiri, same as the angas) sign of the Sun and the Moon at the anchor, with start, end and every sign until the next sunrise',
    required: ['sun', 'moon'],
    properties: { sun: SIGN, moon: SIGN },
  },
  periods: {
    type: 'object',
    description: 'include=periods',
    required: ['ritu', 'ayana', 'dinamana_seconds', 'ratrimana_seconds', 'madhyahna', 'reason'],
    properties: {
      ritu: {
        type: 'object',
        required: ['tropical', 'sidereal', 'lunar'],
        description: 'tropical: by the tropical Sun, two signs each from Pisces + Aries = Vasanta (as Drik Panchang’s “Drik Ritu”); sidereal: the same on the sidereal (Lahiri) Sun, Meena + Mesha = Vasanta; lunar: by the amanta month, Chaitra + Vaishakha = Vasanta (an adhika month takes its nija month’s ritu)',
        properties: { tropical: RITU, sidereal: RITU, lunar: RITU },
      },
      ayana: {
        type: 'object',
        required: ['tropical', 'sidereal'],
        description: 'Uttarayana while the Sun is between 270° and 90°: tropical = from the winter solstice to the summer solstice (as Drik Panchang’s “Drik Ayana”), sidereal = from Makara Sankranti to Karka Sankranti',
        properties: { tropical: NAMED, sidereal: NAMED },
      },
      dinamana_seconds: { type: ['integer', 'null'], description: 'Length of the day, sunrise → sunset' },
      ratrimana_seconds: { type: ['integer', 'null'], description: 'Length of the night, sunset → next sunrise' },
      madhyahna: { ...ISO_LOCAL, description: 'Local midday: the middle of sunrise → sunset' },
      reason: REASON,
    },
  },
  balam: {
    type: 'object',
    description: 'include=balam. Tarabalam and chandrabalam: which birth nakshatras and birth rashis the Moon favours, one entry per nakshatra / Moon sign from this sunrise to the next (as Drik Panchang’s “Tarabalam … upto”, “Chandrabalam … upto”); instant mode: the one at the instant. Checked by definition only (no reference data).',
    required: ['tarabalam', 'chandrabalam'],
    properties: { tarabalam: { type: 'array', items: TARABALAM }, chandrabalam: { type: 'array', items: CHANDRABALAM } },
  },
  panchaka: {
    type: ['object', 'null'],
    description: 'include=panchaka. The Moon in its last five nakshatras (Dhanishtha’s second half to Revati = sidereal Kumbha and Meena), when it overlaps this Hindu day (instant mode: when in force at the instant); null otherwise.',
    required: ['start', 'end', 'begins_weekday', 'kind'],
    properties: {
      start: { ...TIME_OR_NULL, description: 'The Moon enters Kumbha (may be days before); null in instant mode' },
      end: { ...TIME_OR_NULL, description: 'The Moon leaves Meena; null in instant mode' },
      begins_weekday: { type: 'integer', minimum: 0, maximum: 6, description: 'Vara (from sunrise at the place, 0 = Sunday) on which it begins' },
      kind: {
        type: ['object', 'null'],
        required: ['name', 'name_devanagari', 'label'],
        description: 'By the weekday it begins on: Sunday Roga, Monday Raja, Tuesday Agni, Friday Chora, Saturday Mrityu; null for Wednesday and Thursday (no named kind)',
        properties: LABELLED,
      },
    },
  },
  yogas: {
    type: 'object',
    description: 'include=yogas',
    required: ['anandadi', 'disha_shool'],
    properties: {
      anandadi: { type: 'array', items: ANANDADI, description: 'Anandadi yoga from the weekday (of the Hindu day) and the Moon’s nakshatra counted in the 28-scheme with Abhijit (276°40′–280°53′20″): Ananda on Sunday in Ashvini, Monday Mrigashira, Tuesday Ashlesha, Wednesday Hasta, Thursday Anuradha, Friday Uttara Ashadha, Saturday Shatabhisha; one entry per nakshatra from this sunrise to the next (instant mode: the one in force). Checked by definition only.' },
      disha_shool: { type: 'object', required: ['name', 'name_devanagari', 'label'], properties: LABELLED, description: 'Direction to avoid travelling towards: Monday and Saturday East, Thursday South, Sunday and Friday West, Tuesday and Wednesday North (Muhurta Chintamani). No remedy is given (almanacs differ).' },
    },
  },
  gowri: {
    type: 'object',
    description: 'include=gowri. Gowri panchangam (nalla neram): eight equal parts of the day and eight of the night; by day the weekday lords from the day’s lord in weekday order with Visham at the Rahu kalam part, by night from the fifth weekday’s lord with Visham after the same lord as by day (Sunday: Uthi, Amirdha, Rogam, Laabam, Dhanam, Sugam, Soram, Visham by day; Dhanam, Sugam, Soram, Visham, Uthi, Amirdha, Rogam, Laabam by night). In instant mode, only the one in force.',
    required: ['day', 'night', 'reason'],
    properties: { day: { type: ['array', 'null'], items: GOWRI }, night: { type: ['array', 'null'], items: GOWRI }, reason: REASON },
  },
  lagna: {
    type: 'object',
    description: 'include=lagna. Udaya lagna: each sidereal (Lahiri) sign on the eastern horizon from sunrise to the next sunrise (12–13 entries, contiguous), from local apparent sidereal time, the latitude and the true obliquity. In instant mode, only the one in force.',
    required: ['lagnas', 'reason'],
    properties: {
      lagnas: { type: ['array', 'null'], items: LAGNA },
      reason: { type: ['string', 'null'], enum: ['no_sunrise', 'no_next_sunrise', 'ecliptic_circumpolar', null], description: 'Why `lagnas` is null: no sunrise or no next sunrise (polar day or night), or a latitude beyond 90° − obliquity (about 66.56°) where part of the ecliptic never rises' },
    },
  },
};
Object.assign(PANCHANG_RESPONSE_SCHEMA.properties!, PANCHANG_GROUP_SCHEMAS);
