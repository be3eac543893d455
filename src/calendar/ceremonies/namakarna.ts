/**
 * @module calendar/ceremonies/namakarna
 * Namakarana data for a birth instant: the Moon's nakshatra and pada, the naming syllable of that pada
 * (Avakahada chakra), nakshatra lord and devata, the Moon's rashi, the lunar month and its devata.
 *
 * Rules:
 * - The **instant** decides (local date + clock time in `tz`, default 12:00), not the civil day: the
 *   Moon moves one pada (3°20′) in about 6 hours, so the syllable can change within a day.
 * - Positions are sidereal (Lahiri) and geocentric, as in the calendar engine, in the requested convention
 *   (the drik Moon follows Drik's ayanamsa and time scale, calendar/astro/ephemeris.ts); the month (via the Sun at the new moons) can differ at a sankranti.
 * - The lunar month is amanta (new moon to new moon), named after the Sun's sign at its new moon; an
 *   adhika month keeps the name of the following nija month and its devata is Purushottama
 *   (data/ceremonies/masa-devatas.json).
 */
import {
  amantaMonthAt, formatIsoLocal, localToUnixMs, moonSiderealDeg, nakshatraAt, padaAt, parseClockTime, parseIsoDate, angaNumberAt,
  type AngaTables, type Convention,
} from '../index.js';
import type { Place } from './days.js';
import { masaLabel, tithiLabel, tithiLabelDevanagari, tithiLabelEn } from './lunations.js';
import type { CeremonyTables } from './tables.js';
import { GRAHA } from '../panchang/names.js';

/** @brief IAST of a graha given by its English name (the rashi table's `lord`: "Saturn" → "Śani"). */
function grahaIast(english: string): string {
  return Object.values(GRAHA).find((g) => g.ascii === english)?.iast ?? english;
}

export class CeremonyInputError extends Error {
  constructor(readonly field: string, message: string) { super(message); }
}

export interface NamakarnaInput extends Place {
  /** birth date YYYY-MM-DD (local) */
  date: string;
  /** HH:MM or HH:MM:SS local, default 12:00 */
  time?: string;
  convention?: Convention;
  tables?: AngaTables | null;
}

export interface SyllableOut { pada: number; latin: string; iast: string; devanagari: string }

/** NamakarnaResult of the spec (first eleven fields) with extras for the family and the priest. */
export interface NamakarnaResult {
  nakshatra_name: string;
  pada: number;
  nakshatra_lord: string;
  nakshatra_devata: string;
  syllable_latin: string;
  syllable_devanagari: string;
  rashi_name: string;
  rashi_index: number;
  masa_devata: string;
  masa_devata_devanagari: string;
  lunar_month_name: string;
  // extras
  nakshatra_number: number;
  nakshatra_devanagari: string;
  nakshatra_lord_devanagari: string;
  nakshatra_devata_devanagari: string;
  syllable_iast: string;
  syllable_alternative: { latin: string; iast: string; devanagari: string; note: string } | null;
  nakshatra_syllables: SyllableOut[];
  rashi_devanagari: string;
  rashi_lord: string;
  lunar_month_adhika: boolean;
  lunar_month_label: string;
  lunar_month_devanagari: string;
  lunar_month_purnimanta: string;
  /** English (Drik Panchang's spelling) of the IAST names above: the naming convention, src/calendar/names. */
  nakshatra_name_en: string;
  nakshatra_lord_en: string;
  nakshatra_devata_en: string;
  rashi_name_en: string;
  rashi_lord_en: string;
  masa_devata_en: string;
  lunar_month_name_en: string;
  lunar_month_label_en: string;
  lunar_month_purnimanta_en: string;
  tithi: { number: number; name: string; name_en: string; devanagari: string; paksha: 'Shukla' | 'Krishna' };
  moon_longitude_deg: number;
  nakshatra_window: { start: string; end: string };
  pada_window: { start: string; end: string };
  birth: { date: string; time: string; instant_local: string; instant_utc: string; tz: string };
  location: { lat: number; lng: number; altitude: number; tz: string };
  convention: Convention;
}

/** @brief Parses date + time in tz into a Unix instant, or throws CeremonyInputError. */
export function birthInstant(date: string, time: string, tz: string): number {
  const d = parseIsoDate(date);
  if (!d) throw new CeremonyInputError('date', `invalid date ${JSON.stringify(date)}`);
  const sec = parseClockTime(time);
  if (sec === null) throw new CeremonyInputError('time', `invalid time ${JSON.stringify(time)}`);
  return localToUnixMs(d, sec, tz);
}

/** @brief Namakarana data for a birth (see module doc). */
export function computeNamakarna(input: NamakarnaInput, t: CeremonyTables): NamakarnaResult {
  const convention = input.convention ?? 'drik';
  const time = input.time ?? '12:00';
  const ms = birthInstant(input.date, time, input.tz);
  const a = { convention, tables: input.tables };
  const pada = padaAt(ms, convention, input.tables); // 1–108
  const nak = Math.floor((pada.number - 1) / 4) + 1;
  const padaInNak = ((pada.number - 1) % 4) + 1;
  const row = t.avakahada[pada.number - 1]!;
  const nrow = t.nakshatras[nak - 1]!;
  const rashiIndex = Math.floor((pada.number - 1) / 9) + 1;
  const rrow = t.rashis[rashiIndex - 1]!;
  const lun = amantaMonthAt(ms, a.convention, a.tables);
  const tithi = { number: angaNumberAt('tithi', ms, convention) };
  const label = masaLabel(lun, tithi.number);
  const dev = lun.adhika ? t.adhikaDevata : t.masaDevatas[lun.index]!;
  const nakSpan = nakshatraAt(ms, convention, input.tables);
  const nakWindow = [nakSpan.startUnixMs, nakSpan.endUnixMs] as const;
  const tz = input.tz;
  return {
    nakshatra_name: nrow.iast,
    pada: padaInNak,
    nakshatra_lord: nrow.lord_iast,
    nakshatra_devata: nrow.devata_iast,
    syllable_latin: row.latin,
    syllable_devanagari: row.devanagari,
    rashi_name: rrow.iast,
    rashi_index: rashiIndex,
    masa_devata: dev.devata_iast,
    masa_devata_devanagari: dev.devata_devanagari,
    lunar_month_name: label.amanta,
    nakshatra_number: nak,
    nakshatra_devanagari: nrow.devanagari,
    nakshatra_lord_devanagari: nrow.lord_devanagari,
    nakshatra_devata_devanagari: nrow.devata_devanagari,
    syllable_iast: row.iast,
    syllable_alternative: row.alternative ?? null,
    nakshatra_syllables: t.avakahada.slice((nak - 1) * 4, nak * 4).map((r) => ({ pada: r.pada, latin: r.latin, iast: r.iast, devanagari: r.devanagari })),
    rashi_devanagari: rrow.devanagari,
    rashi_lord: grahaIast(rrow.lord),
    lunar_month_adhika: lun.adhika,
    lunar_month_label: label.label,
    lunar_month_devanagari: label.devanagari,
    lunar_month_purnimanta: label.purnimanta,
    nakshatra_name_en: nrow.name,
    nakshatra_lord_en: nrow.lord,
    nakshatra_devata_en: nrow.devata,
    rashi_name_en: rrow.western,
    rashi_lord_en: rrow.lord,
    masa_devata_en: dev.devata,
    lunar_month_name_en: label.amanta_en,
    lunar_month_label_en: label.label_en,
    lunar_month_purnimanta_en: label.purnimanta_en,
    tithi: { number: tithi.number, name: tithiLabel(tithi.number), name_en: tithiLabelEn(tithi.number), devanagari: tithiLabelDevanagari(tithi.number), paksha: tithi.number <= 15 ? 'Shukla' : 'Krishna' },
    moon_longitude_deg: Math.round(moonSiderealDeg(ms, convention) * 1e4) / 1e4,
    nakshatra_window: { start: formatIsoLocal(nakWindow[0], tz), end: formatIsoLocal(nakWindow[1], tz) },
    pada_window: { start: formatIsoLocal(pada.startUnixMs, tz), end: formatIsoLocal(pada.endUnixMs, tz) },
    birth: {
      date: input.date, time: time.length === 5 ? time + ':00' : time,
      instant_local: formatIsoLocal(ms, tz), instant_utc: new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z'), tz,
    },
    location: { lat: input.lat, lng: input.lng, altitude: input.altitudeM ?? 0, tz },
    convention,
  };
}
