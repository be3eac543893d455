/**
 * @module calendar/panchang/response
 * The PanchangResponse shape (spec `GET /calendar/v1/panchang`, plus the extensions the issue asks for)
 * and the formatting of elements into it. Times are ISO 8601 local times with the zone's offset
 * (`2023-01-01T19:11:04+05:30`), to the second; null in instant mode.
 */
import type { Convention } from '../astro/ephemeris.js';
import type { AngaSpan } from '../anga/spans.js';
import { formatIsoLocal } from '../time/zone.js';
import {
  KARANA_NAMES, MASA_NAMES, NAKSHATRA_NAMES, SAMVATSARA_NAMES, YOGA_NAMES,
  nakshatraLord, tithiName,
} from './names.js';
import type { LunarMonth, MasaPair, SamvatYears } from './lunar-month.js';
import type { PanchangGroups } from './day-groups/output.js';

export type CalendarSystem = 'amant' | 'purnimant';
export type Paksha = 'Shukla' | 'Krishna';

export interface Location {
  lat: number;
  lng: number;
  altitude: number;
  tz: string;
}

interface ElementBase {
  number: number;
  /** IAST. */
  name: string;
  name_devanagari: string;
  /** Start and end, ISO 8601 local time with offset; null in instant mode. */
  start: string | null;
  end: string | null;
}
export interface TithiEntry extends ElementBase {
  paksha: Paksha;
}
export interface NakshatraEntry extends ElementBase {
  /** Pada (quarter, 1–4) in force at the anchor (day mode) or the instant; for sequence entries, at their start or the anchor. */
  pada: number;
  /** Vimshottari lord (IAST). */
  lord: string;
  lord_devanagari: string;
}
export type YogaEntry = ElementBase;
export type KaranaEntry = ElementBase;

/** An element at the anchor plus (day mode) every element from this sunrise to the next, in order. */
export type WithSequence<T> = T & { sequence: T[] | null };

export interface MonthInfo {
  /** 0 = Chaitra … 11 = Phalguna. */
  index: number;
  /** IAST, with "Adhika " prefix for an adhika month. */
  name: string;
  name_devanagari: string;
  adhika: boolean;
  kshaya: boolean;
  start: string | null;
  end: string | null;
}

/** MasaInfo: the month in the selected system, plus both systems. */
export interface MasaInfo extends MonthInfo {
  calendar_system: CalendarSystem;
  amanta: MonthInfo;
  purnimanta: MonthInfo;
}

export interface EraYear {
  year: number;
  samvatsara: { number: number; name: string; name_devanagari: string };
}
export interface SamvatInfo {
  vikram: EraYear;
  shaka: EraYear;
  gujarati: EraYear;
}

export interface SunData {
  sunrise: string | null;
  sunset: string | null;
  moonrise: string | null;
  moonset: string | null;
  /** Sunrise to sunset, seconds; null when either does not happen. */
  day_length_seconds: number | null;
}

export interface VaraInfo {
  /** 0 = Sunday (Ravivāra) … 6 = Saturday. The Hindu day runs from sunrise to the next sunrise. */
  number: number;
  name: string;
  name_devanagari: string;
  lord: string;
  lord_devanagari: string;
}

export interface TimeWindow {
  start: string;
  end: string;
}

export interface EkadashiInfo {
  name: string;
  name_devanagari: string;
  /** Drik Panchang's English label, e.g. "Parsva Ekadashi". */
  label: string;
  paksha: Paksha;
  masa: string;
  adhika_masa: boolean;
  tithi_start: string;
  tithi_end: string;
  /** Smarta fasting date (Drik's main date). */
  fast_date: string;
  smarta_date: string;
  /** The alternate smarta day (Drik's "Gauna"), when the fast splits over two days; else null. */
  gauna_date: string | null;
  /** Vaishnava (arunodaya-viddha) fasting date. */
  vaishnava_date: string;
  /** Whether smarta and vaishnava dates differ. */
  dates_differ: boolean;
  hari_vasara_end: string;
  parana: { date: string; start: string; end: string } | null;
  vaishnava_parana: { date: string; start: string; end: string } | null;
}

/** The spec's fields, then the optional groups asked for with `include` (absent unless asked for). */
export interface PanchangResponse extends PanchangGroups {
  date: string;
  location: Location;
  /** Instant mode: the instant (ISO local with offset); null in day mode. */
  instant: string | null;
  convention: Convention;
  calendar_system: CalendarSystem;
  /** What the day-mode values are anchored at: `sunrise`, or `local_midnight` where the Sun does not rise; `instant` in instant mode. */
  anchor: 'sunrise' | 'local_midnight' | 'instant';
  anchor_time: string;
  tithi: WithSequence<TithiEntry>;
  nakshatra: WithSequence<NakshatraEntry>;
  yoga: WithSequence<YogaEntry>;
  karana: WithSequence<KaranaEntry>;
  masa: MasaInfo | null;
  samvat: SamvatInfo | null;
  sun: SunData | null;
  vara: VaraInfo | null;
  rahu_kalam: TimeWindow | null;
  yama_gandam: TimeWindow | null;
  gulika_kalam: TimeWindow | null;
  abhijit_muhurat: TimeWindow | null;
  ekadashi: EkadashiInfo | null;
}

export const iso = (ms: number | null, tz: string, withTimes = true): string | null =>
  ms === null || !withTimes ? null : formatIsoLocal(ms, tz);

/*
 * The builders below spell out every member: no `{ ...x, more }`. In this V8 (Node 20) an object spread
 * followed by more members left ~6.6 KB per answer alive across two scavenges and ran several times slower
 * (docs/operations.md, "Sixth session"); test/style/object-spread.test.ts keeps it out of src/.
 */

export function tithiEntry(s: AngaSpan, tz: string, withTimes: boolean): TithiEntry {
  const n = tithiName(s.number);
  return {
    number: s.number, name: n.iast, name_devanagari: n.devanagari, paksha: s.number <= 15 ? 'Shukla' : 'Krishna',
    start: iso(s.startUnixMs, tz, withTimes), end: iso(s.endUnixMs, tz, withTimes),
  };
}
export function nakshatraEntry(s: AngaSpan, pada: number, tz: string, withTimes: boolean): NakshatraEntry {
  const lord = nakshatraLord(s.number);
  const n = NAKSHATRA_NAMES[s.number - 1]!;
  return {
    number: s.number, name: n.iast, name_devanagari: n.devanagari, pada, lord: lord.iast, lord_devanagari: lord.devanagari,
    start: iso(s.startUnixMs, tz, withTimes), end: iso(s.endUnixMs, tz, withTimes),
  };
}
export function yogaEntry(s: AngaSpan, tz: string, withTimes: boolean): YogaEntry {
  const n = YOGA_NAMES[s.number - 1]!;
  return { number: s.number, name: n.iast, name_devanagari: n.devanagari, start: iso(s.startUnixMs, tz, withTimes), end: iso(s.endUnixMs, tz, withTimes) };
}
export function karanaEntry(s: AngaSpan, tz: string, withTimes: boolean): KaranaEntry {
  const n = KARANA_NAMES[s.number - 1]!;
  return { number: s.number, name: n.iast, name_devanagari: n.devanagari, start: iso(s.startUnixMs, tz, withTimes), end: iso(s.endUnixMs, tz, withTimes) };
}

/** @brief A copy of `entry` (same member order) with `sequence` appended. */
export function withSequence<T extends object>(entry: T, sequence: T[] | null): WithSequence<T> {
  const out = Object.assign({}, entry) as WithSequence<T>;
  out.sequence = sequence;
  return out;
}

export function monthInfo(m: LunarMonth, tz: string, withTimes: boolean): MonthInfo {
  const base = MASA_NAMES[m.index]!;
  return {
    index: m.index,
    name: (m.adhika ? 'Adhika ' : '') + base.iast,
    name_devanagari: (m.adhika ? 'अधिक ' : '') + base.devanagari,
    adhika: m.adhika,
    kshaya: m.kshaya,
    start: iso(m.startUnixMs, tz, withTimes),
    end: iso(m.endUnixMs, tz, withTimes),
  };
}

export function masaInfo(masa: MasaPair, system: CalendarSystem, tz: string, withTimes: boolean): MasaInfo {
  const amanta = monthInfo(masa.amanta, tz, withTimes);
  const purnimanta = monthInfo(masa.purnimanta, tz, withTimes);
  const out = Object.assign({}, system === 'amant' ? amanta : purnimanta) as MasaInfo;
  out.calendar_system = system;
  out.amanta = amanta;
  out.purnimanta = purnimanta;
  return out;
}

export function samvatInfo(y: SamvatYears): SamvatInfo {
  const era = (year: number, k: number): EraYear => ({ year, samvatsara: { number: k, name: SAMVATSARA_NAMES[k - 1]!.iast, name_devanagari: SAMVATSARA_NAMES[k - 1]!.devanagari } });
  return { vikram: era(y.vikram, y.vikramSamvatsara), shaka: era(y.shaka, y.shakaSamvatsara), gujarati: era(y.gujarati, y.gujaratiSamvatsara) };
}
