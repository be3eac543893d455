/**
 * @module calendar/festivals/types
 * Types shared by the festival engine: the rule records (what `data/festivals/*.toml` holds once
 * validated), the astronomical input the evaluator consumes (`FestivalSky`), and the decided
 * festivals it returns.
 *
 * Conventions (stated once here, cited from `notes/calendar-conventions.md` §4, §8 and the adyatithi
 * rule catalogue, jyotisham/adyatithi commit af1003f8, MIT):
 * - Lunar months are **amanta** and numbered 1 = Chaitra … 12 = Phalguna; a month named after the
 *   sidereal sign of the Sun at the new moon that begins it; an adhika month carries the name of the
 *   following (nija) month.
 * - Tithis are numbered 1–30 through the amanta month: 1–15 Shukla (15 = Purnima), 16–30 Krishna
 *   (30 = Amavasya). Nakshatras 1–27 from Ashvini. Rashis 1–12 from Mesha. Weekdays 0 = Sunday.
 * - A civil day is a local calendar date; its "Hindu day" runs from its sunrise to the next sunrise.
 */

import type { FirstDayRule } from '../solar/first-day-rules.js';

/** The day windows (kaala) a rule can ask an anga to hold in. */
export const KAALAS = [
  'sunrise', // the instant of sunrise (udaya)
  'arunodaya', // the last 4 ghatis of the night (night / 30 each) up to sunrise: panchang/arunodaya.ts
  'pratah', // 1st fifth of daytime
  'sangava', // 2nd fifth
  'madhyahna', // 3rd fifth
  'aparahna', // 4th fifth
  'sayahna', // 5th fifth
  'purvahna', // sunrise → midday: the forenoon as Drik gives its muhurtas (Vasant Panchami, Akshaya Tritiya)
  'sunset', // the instant of sunset
  'pradosha', // sunset + 1/5 of the night (3 night muhurtas)
  'nishita', // the 8th of the 15 night muhurtas
  'moonrise', // the instant of moonrise on the civil day (evening rise for waning moons)
  'daytime', // sunrise → sunset
  'night', // sunset → next sunrise
] as const;
export type Kaala = (typeof KAALAS)[number];

/** How to choose when the anga holds in the kaala of more than one day (or of none). */
export const PRIORITIES = ['puurvaviddha', 'paraviddha', 'vyaapti'] as const;
export type Priority = (typeof PRIORITIES)[number];

/**
 * Where the observance goes when its anga touches the kaala of no candidate day:
 * - `containing-end`: the day whose sunrise-to-sunrise span holds the end of the anga (the udaya day
 *   of a normal tithi, the enclosing day of a kshaya one);
 * - `containing-start`: the day whose span holds the start of the anga;
 * - `after-end`: the first day whose sunrise comes after the anga has ended;
 * - `none`: no observance that time.
 */
export const FALLBACKS = ['containing-end', 'containing-start', 'after-end', 'none'] as const;
export type Fallback = (typeof FALLBACKS)[number];

export const CATEGORIES = [
  'major', 'ekadashi', 'purnima', 'amavasya', 'sankranti', 'monthly-vrata', 'jayanti', 'vrata',
  'navaratri', 'shraddha', 'regional',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Names { iast: string; devanagari: string; english: string }

/** Which lunations a lunar rule applies to. */
/**
 * Which of two same-named months a rule keeps: `first` = the adhika month when the year has one, else
 * the nija (Drik keeps Ganga Dussehra in adhika Jyeshtha: New Delhi 1904-05-24, 2026-05-25).
 */
export type AdhikaPolicy = 'nija' | 'adhika' | 'any' | 'first';

export interface TithiTiming {
  kind: 'tithi';
  /** amanta month 1–12; undefined = every month */
  masa?: number;
  tithi: number;
  /** default: 'nija' when masa is set, 'any' for monthly rules */
  adhika: AdhikaPolicy;
  /**
   * sidereal solar month the decided day must fall in: by the rashi of the Sun at its sunrise, or, with
   * `firstDayRule`, by that regional calendar's count of days (the month whose day 1, by the rule, is the last
   * on or before the decided day: a Malayalam month begins on the day of a sankranti before three fifths of the
   * daytime, so a sankranti at 07:35 makes that day the next month's first)
   */
  solarMonth?: number;
  firstDayRule?: FirstDayRule;
  /**
   * with `solarMonth`: one day per solar month. When that month holds two occurrences of the tithi, the one this
   * nakshatra joins (overlapping it longest), else the one nearest to it (Kerala's Ashtami Rohini: Rohini, 4)
   */
  pickByNakshatra?: number;
}
export interface NakshatraTiming {
  kind: 'nakshatra';
  nakshatra: number;
  /** amanta lunar month the nakshatra must fall in (by the lunation holding it) */
  masa?: number;
  /** sidereal solar month 1–12 (by the rashi of the Sun at the nakshatra's start) */
  solarMonth?: number;
  adhika: AdhikaPolicy;
  /**
   * when the nakshatra recurs within one solar month: keep every occurrence (default), only the last, or
   * (`full-moon`) the one nearest the full moon of that solar month (the end of a Purnima falling in it; the
   * last when the month holds no full moon)
   */
  pick: 'all' | 'last' | 'full-moon';
}
export interface SankrantiTiming {
  kind: 'sankranti';
  /** rashi the Sun enters, 1 = Mesha */
  rashi: number;
  /**
   * Punya kala around the ingress, in minutes: before / after. A sankranti's observance day is
   * the day whose daytime overlaps the punya kala most (see docs/festivals.md).
   */
  punyaBeforeMin: number;
  punyaAfterMin: number;
  /**
   * Which day the sankranti is listed on (the punya kala is reported either way): `punya-day` (default)
   * the day of the punya kala as above; `ingress-day` the civil (midnight-to-midnight) day of the ingress;
   * `sunset-day` the day of the first sunset after the ingress (an ingress after sunset belongs to the next
   * day, whose daytime holds the punya kala after it); `sunrise-day` the day of the last sunrise before
   * the ingress (an ingress before sunrise belongs to the previous day, whose daytime holds the punya kala
   * before it). Drik New Delhi 1900–2050: the ten non-ayana sankrantis by the civil day, Makara (punya after)
   * by the sunset day, Karka (punya before) by the sunrise day.
   */
  listedOn: 'punya-day' | 'ingress-day' | 'sunset-day' | 'sunrise-day';
}
export interface RelativeTiming {
  kind: 'relative';
  anchor: string;
  offsetDays: number;
}

/**
 * A day of a regional solar month: day `day` of the month that the sankranti into `rashi` begins, day 1 being
 * the civil day that `firstDayRule` gives (src/calendar/solar/first-day-rules.ts, the rule each calendar of
 * data/regions/solar-calendars.json uses: Tamil `before_sunset`, Malayalam `before_three_fifths_of_daytime`,
 * Bengali and Assamese `before_midnight_next_day`, Odia and Punjabi `civil_day_of_sankranti`; Vishu alone
 * `first_sunrise_after`).
 */
export interface SolarDayTiming {
  kind: 'solar_day';
  rashi: number;
  day: number;
  firstDayRule: FirstDayRule;
}

/**
 * Every day of a lunar month that falls on a weekday: the civil days whose sunrise lies in an accepted lunation of
 * amanta month `masa` (nija by default) and whose weekday is `weekday` (0 = Sunday). Bonalu: the Sundays of Ashadha.
 */
export interface WeekdayInMasaTiming {
  kind: 'weekday_in_masa';
  masa: number;
  weekday: number;
  adhika: AdhikaPolicy;
}

/**
 * The first evening the new crescent counts as seen (Chandra Darshana): of each accepted lunation, the first civil day
 * whose sunset comes after the new moon and whose evening has Yallop's q (src/calendar/astro/crescent.ts) at least
 * `minYallopQ`, looked for over the first four evenings. Drik Panchang's Chandra Darshana at New Delhi, even years
 * 1900–2050, with −0.160 (the lower edge of Yallop's zone C, NAO Technical Note 69, 1997): 899 of 941 days, every
 * other a day early (bench/drik/chandra-darshana.ts, docs/festivals.md).
 */
export interface CrescentTiming {
  kind: 'crescent';
  /** amanta month 1–12 of the lunation; undefined = every month */
  masa?: number;
  adhika: AdhikaPolicy;
  minYallopQ: number;
}

export type Timing = TithiTiming | NakshatraTiming | SankrantiTiming | RelativeTiming | SolarDayTiming | WeekdayInMasaTiming | CrescentTiming;

/** A second observance derived from a decided one (e.g. the Vaishnava day of an Ekadashi). */
export interface VariantRule {
  /** id suffix, e.g. 'vaishnava' gives `<id>-vaishnava` */
  key: string;
  names: Names;
  kaala: Kaala;
  priority: Priority;
  fallback: Fallback;
  /** the anga must cover the whole kaala window (arunodaya-viddha rule) */
  fullCoverage: boolean;
  /** emitted only when its date differs from the main observance */
  onlyIfDifferent: boolean;
  /**
   * Mahadwadashi: when the tithi after the anga holds two sunrises (vriddhi), the variant is kept on the
   * first of them (Vaishnava Ekadashi on an unmilani/vyanjuli Dwadashi; Drik New Delhi 1904-02-12
   * Vijaya, 1950-12-20 Mokshada).
   */
  nextVriddhiFirstDay: boolean;
}

/** A day derived by a fixed offset from the decided day (e.g. Ekadashi parana). */
export interface CompanionRule {
  key: string;
  names: Names;
  offsetDays: number;
}

export interface FestivalRule {
  id: string;
  /** file the record came from, for error messages and provenance */
  source: string;
  catalogueId?: string;
  names: Names;
  category: Category;
  tags: string[];
  /** region ids (./regions.ts) whose set the rule belongs to; empty = the pan-Indian set */
  regions: string[];
  timing: Timing;
  kaala: Kaala;
  /** windows tried in order when the main kaala fails because of an exclusion */
  fallbackKaalas: Kaala[];
  priority: Priority;
  fallback: Fallback;
  /** the anga must cover the whole kaala window to count as touching it */
  fullCoverage: boolean;
  /**
   * Udaya rule before the kaala (Nirnayasindhu on Shravani / Raksha Bandhan: a Purnima that rises with
   * the Sun and lasts three muhurtas is the one to keep): the latest day whose sunrise the tithi holds for
   * more than this many muhurtas of that day (1 muhurta = daytime / 15) is taken; otherwise the kaala
   * decides. Checked against Drik New Delhi 1900–2050: 151 min after sunrise (under 3 muhurtas of a 13 h 23 min
   * day) is not enough (2036-08-06), 175 min of a 13 h 10 min day is (1970-08-17).
   */
  udayaMinMuhurtas?: number;
  /**
   * When an excluded karana removes every touch of the kaala (Bhadra over the only pradosha with
   * Purnima): the later day is taken, in its own kaala window, if the anga holds that day's sunrise for
   * more than this many muhurtas (daytime / 15); otherwise the first day after the exclusion ends.
   * Nirnayasindhu on Holika: Purnima lasting 3½ praharas (≈ 13 muhurtas) of the second day gives the
   * second evening (Drik New Delhi 1928-03-06, 2016-03-23, 2026-03-03).
   */
  exclusionUdayaMinMuhurtas?: number;
  /**
   * A nakshatra that decides between the two days of the kaala when it touches the kaala window of only one
   * of them (Drik's Vijayadashami: Shravana at aparahna): the first day is the first whose kaala the tithi
   * touches, the second the next day when the tithi holds its sunrise; the second is taken only when the tithi
   * touches its kaala too or holds its sunrise for at least `udayaMinMuhurtas` muhurtas (daytime / 15).
   */
  kaalaNakshatra?: { nakshatra: number; udayaMinMuhurtas: number };
  /**
   * A day's kaala window counts as touched only when the anga lies in it for at least this many ghatis, a ghati
   * being a thirtieth of the daytime or night the window is in (half a muhurta: 20–26 min for a night at New
   * Delhi); a shorter touch is as none. The rule of one daṇḍa (Dharmasindhu on Dīpāvalī: "daṇḍaika-rajanī-yoge
   * darśaḥ syāt tu pare 'hani", the tithi must be joined with the night for one daṇḍa). Drik New Delhi
   * 1900–2050, Trayodashi in pradosha (Dhanteras, Pradosh Vrat): 2022-10-23's 19 min (ghati 25.4) and
   * 1966-10-11's 22.8 min (24.8) do not count, 1916-07-12's 21.0 min (20.3) and 1920-05-15's 22.3 min (20.8) do.
   * An instant kaala (sunrise, sunset, moonrise) counts when the anga holds it and lasts that many ghatis after
   * it: Drik's Ghatasthapana (udaya Pratipada of at least two ghatis: 1922-09-21, Pratipada 0.62 ghati past the
   * next sunrise; 2018-10-10 with 2.9).
   */
  kaalaMinGhatis?: number;
  /**
   * A nakshatra joined with the tithi on the next day: when the tithi began after the decided day's sunrise
   * (Saptami held that sunrise: saptamī-viddhā), holds the next sunrise, and this nakshatra, overlapping the tithi,
   * holds the next day's kaala, the next day is taken. Janmashtami's Jayanti, Krishna Ashtami joined with Rohini,
   * which outranks a bare midnight Ashtami joined with Saptami (Nirnayasindhu and Dharmasindhu on Krishna Jayanti,
   * after Agni Purana "aviddhāyāṃ ca sarkṣāyāṃ jāto devakīnandanaḥ": born on the Ashtami unpierced by Saptami and with
   * the nakshatra; the verses gathered at https://groups.google.com/g/Samvadah/c/c2o7gD0SFo0). Drik New Delhi 1900–2050: the next day in all 13 such years (1926,
   * 1940, …, 2032, 2046); the first day where Rohini begins after Ashtami ends (1900, 1908, … 2014: 11 years), where
   * Ashtami held the first sunrise (1916, 1924, 1992), or Rohini does not reach the next nishita (1904, 1910, …).
   */
  kaalaJoinedNakshatra?: number;
  /**
   * A tithi the anga is joined with (Thaipusam: Pusam with the full moon): of the candidate days, the one whose
   * daytime holds the anga and this tithi together for longest is taken before any kaala is looked at; when no
   * daytime holds both, the kaala decides.
   */
  withTithi?: number;
  /**
   * A nakshatra the tithi should be joined with (Durga visarjana "in Shravana"): when the day the kaala gives does
   * not have the nakshatra at its sunrise, and the day before has the tithi and the nakshatra together in its
   * `kaala` window, that day is taken instead.
   */
  nakshatraJoined?: { nakshatra: number; kaala: Kaala };
  /** required weekday of the decided day (0 = Sunday); the observance is dropped otherwise */
  weekday?: number;
  /** karanas excluded from the kaala (7 = Vishti / Bhadra) */
  avoidKaranas: number[];
  /**
   * When the tithi following the decided one does not hold at the next sunrise (no parana possible
   * within it), move the observance one day earlier and report the original day as the alternate
   * (gauna) day.
   */
  paranaCheck: boolean;
  /** when the day was decided by fallback or the parana check, also emit the alternate (gauna) day */
  gauna?: { names: Names };
  variants: VariantRule[];
  companions: CompanionRule[];
  /** report the (anga ∩ kaala ∖ exclusions) window as the muhurat */
  muhurat: boolean;
  /** labels Drik Panchang uses for this observance (bench/tests only) */
  drikLabels: string[];
  notes?: string;
}

/** One interval during which an anga (tithi, nakshatra, karana) holds. Times are Unix ms. */
export interface AngaSpan { n: number; startMs: number; endMs: number }

/** One amanta lunation, new moon to new moon. `masa` 1 = Chaitra. */
export interface Lunation { startMs: number; endMs: number; masa: number; adhika: boolean }

export interface Sankranti { rashi: number; unixMs: number }

/** One civil day at the place. */
export interface SkyDay {
  /** local date YYYY-MM-DD */
  date: string;
  /** Unix ms of local midnight starting the date */
  midnightMs: number;
  sunriseMs: number;
  sunsetMs: number;
  /** 0 = Sunday */
  weekday: number;
}

/**
 * Everything the evaluator needs, precomputed for a span of civil days covering the year with a
 * margin of at least 45 days on each side. Built by `buildFestivalSky` from the calendar engine;
 * tests can build it by hand.
 */
export interface FestivalSky {
  year: number;
  days: SkyDay[];
  tithis: AngaSpan[];
  nakshatras: AngaSpan[];
  /** karana spans (1–11, 7 = Vishti) overlapping [fromMs, toMs) */
  karanasBetween(fromMs: number, toMs: number): AngaSpan[];
  lunations: Lunation[];
  sankrantis: Sankranti[];
  /** moonrise on the civil day `dayIndex` (Unix ms) or null when the Moon does not rise that day */
  moonriseMs(dayIndex: number): number | null;
  /** Yallop's q of the new crescent on the evening of civil day `dayIndex` (src/calendar/astro/crescent.ts), or null */
  crescentQ(dayIndex: number): number | null;
  /** local offset from UTC in minutes at an instant (for ISO strings) */
  utcOffsetMin(unixMs: number): number;
  /** ISO 8601 local time with offset of an instant, e.g. `2023-11-12T17:29:03+05:30` */
  isoLocal(unixMs: number): string;
}

export type CalendarSystem = 'amant' | 'purnimant';

/** The evaluator's decision for one observance, before presentation. */
export interface DecidedFestival {
  rule: FestivalRule;
  /** id of the observance (rule id, or rule id + variant/companion key); its names are the catalogue's (enrich.ts) */
  id: string;
  dayIndex: number;
  /** the anga span that decided it (null for sankranti/relative) */
  anga: { type: 'tithi' | 'nakshatra'; span: AngaSpan } | null;
  sankranti: Sankranti | null;
  /** amanta lunation of the anga (or of the day) */
  lunation: Lunation | null;
  kaala: Kaala | null;
  kaalaWindow: [number, number] | null;
  muhurat: [number, number] | null;
  /** how the day was chosen: 'single', 'both-first', 'both-second', 'vyaapti', 'fallback', ... */
  decision: string;
  variant?: string;
}
