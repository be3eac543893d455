/**
 * @module calendar/ceremonies/shraddha
 * The shraddha timeline that follows a death: the death tithi, the rites of the first thirteen days,
 * monthly (masika) and annual (pratyabdika) shraddhas on the death tithi, and the Mahalaya (Pitru Paksha)
 * day of that tithi.
 *
 * Rules (docs/ceremonies.md; notes/calendar-conventions.md §4, §8, §9):
 * - **Death tithi** (mrita tithi): the tithi in force at the moment of death when the time is given,
 *   otherwise the tithi at sunrise of the date of death (the udaya tithi, the one printed for that date).
 *   The tithis that ran during the day are returned, so a priest can correct it from the hour of death.
 * - **Which day keeps a tithi**: aparahna vyapti: the civil day whose aparahna (4th fifth of daytime)
 *   holds the larger part of the tithi; equal parts → the earlier day (`chooseByAparahna`). A kshaya tithi
 *   (one no sunrise sees) still gets its day this way.
 * - **First thirteen days**: civil days counted from the date of death as day 1 (data/ceremonies/shraddha-rites.json).
 * - **Monthly**: the death tithi of each following lunation, adhika lunations included (a masika falls
 *   in the adhika month too: Dharmasindhu, "masikam malamase 'pi"; the first year then has 13 masikas).
 * - **Annual**: the death tithi in the lunar month of the same (amanta) name. When that name is doubled
 *   by an adhika month the annual shraddha is kept in the nija (shuddha) month; a death in an adhika
 *   month is remembered in the nija month of that name, and in the adhika month only in a year that has
 *   the same adhika month again (Nirnayasindhu / Dharmasindhu rule for pratyabdika; traditions vary).
 * - **Pitru Paksha (Mahalaya)**: the same tithi number in the Krishna half of nija Bhadrapada (amanta;
 *   = purnimanta Ashvina): Krishna p for Shukla or Krishna p, Bhadrapada Purnima for a Purnima death,
 *   Sarva Pitru Amavasya for an Amavasya death; day by aparahna vyapti.
 */
import {
  addDays, amantaMonthAt, angaSpansBetween, formatIsoDate, formatIsoLocal, localDateOf, nextAmantaMonth, parseIsoDate, tithiAt, tithiSpanInMonth, weekdayOf,
  names, type AngaTables, type CivilDate, type Convention,
} from '../index.js';
import { chooseByAparahna, localMidnightMs, sunDayMemo, type Place, type VyaptiChoice } from './days.js';
import { masaLabel, tithiLabel, tithiLabelDevanagari, tithiLabelEn, type AngaContext, type Lunation, type MasaLabel } from './lunations.js';
import { birthInstant, CeremonyInputError } from './namakarna.js';
import type { CeremonyTables } from './tables.js';

export interface ShraddhaInput extends Place {
  /** date of death YYYY-MM-DD (local) */
  date: string;
  /** time of death HH:MM[:SS] local, optional */
  time?: string;
  monthlyCount?: number;
  annualYears?: number;
  pitruPakshaYears?: number;
  convention?: Convention;
  tables?: AngaTables | null;
}

export interface Window { start: string; end: string }
/** A tithi as the naming convention gives it (src/calendar/names): `name` IAST, `name_en` English. */
export interface TithiOut { number: number; name: string; name_en: string; devanagari: string; paksha: 'Shukla' | 'Krishna'; paksha_tithi: number }
export interface ShraddhaDate {
  date: string;
  /** Vara (IAST), e.g. "Somavāra"; `weekday_en` "Monday". */
  weekday: string;
  weekday_en: string;
  tithi: TithiOut;
  /** when the death tithi runs this time */
  tithi_window: Window;
  /** the aparahna of the chosen day */
  aparahna: Window;
  /** minutes of the tithi inside that aparahna */
  aparahna_overlap_minutes: number;
  rule: VyaptiChoice['rule'];
  masa: MasaLabel;
  /** the tithi holds at no sunrise (kshaya) */
  kshaya_tithi: boolean;
  note: string | null;
}

export interface ShraddhaResult {
  death: {
    date: string;
    time: string | null;
    instant_local: string;
    tithi_rule: 'time-of-death' | 'sunrise';
    tithi: TithiOut;
    tithi_window: Window;
    masa: MasaLabel;
    /** every tithi that ran during the civil day of death (local midnight to midnight) */
    tithis_of_day: Array<TithiOut & Window>;
  };
  first_thirteen_days: Array<{ day: number; date: string; weekday: string; weekday_en: string; rite: string; rite_id: string; devanagari: string; description: string }>;
  monthly: Array<ShraddhaDate & { n: number }>;
  annual: Array<(ShraddhaDate & { year: number }) | { year: number; date: null; note: string }>;
  pitru_paksha: Array<ShraddhaDate & { year: number; name: string; before_first_annual: boolean }>;
  rules: Record<string, string>;
  location: { lat: number; lng: number; altitude: number; tz: string };
  convention: Convention;
}

const SYNODIC_MS = 29.530589 * 86_400_000;
const DAY_MS = 86_400_000;

export const SHRADDHA_RULES: Record<string, string> = {
  death_tithi: 'The tithi in force at the time of death when `time` is given; otherwise the tithi at sunrise of the date of death (udaya tithi). `death.tithis_of_day` lists the other tithis of that day.',
  kaala: 'Each shraddha is kept on the civil day whose aparahna (the 4th fifth of the daytime, sunrise to sunset) holds the larger part of the death tithi (aparahna vyapti); equal parts: the earlier day. If the tithi touches no aparahna: the day whose daytime holds more of it.',
  first_thirteen_days: 'Day 1 is the date of death. Rites and days follow the Garuda Purana pattern common in North India; tradition varies by region and community.',
  monthly: 'On the death tithi of every following lunation, including adhika lunations (Dharmasindhu: masika shraddhas are not skipped in an adhika month).',
  annual: 'On the death tithi in the lunar month of the same amanta name. In a year where that month is doubled, in the nija month; a death in an adhika month is remembered in the nija month of that name (in the adhika month only in a year that has it again).',
  pitru_paksha: 'On the same tithi number in the Krishna paksha of nija Bhadrapada (amanta; purnimanta Ashvina): Purnima deaths on Bhadrapada Purnima, Amavasya deaths on Sarva Pitru Amavasya.',
};

const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function tithiOut(t: number): TithiOut {
  return { number: t, name: tithiLabel(t), name_en: tithiLabelEn(t), devanagari: tithiLabelDevanagari(t), paksha: t <= 15 ? 'Shukla' : 'Krishna', paksha_tithi: t > 15 ? t - 15 : t };
}

/** @brief The shraddha timeline (see module doc). */
export function computeShraddha(input: ShraddhaInput, t: CeremonyTables): ShraddhaResult {
  const convention = input.convention ?? 'drik';
  const a: AngaContext = { convention, tables: input.tables };
  const tz = input.tz;
  const d = parseIsoDate(input.date);
  if (!d) throw new CeremonyInputError('date', `invalid date ${JSON.stringify(input.date)}`);
  const dayOf = sunDayMemo(input); // each tithi's days are looked at two or three times
  const day = dayOf(d);
  const deathMs = input.time ? birthInstant(input.date, input.time, tz) : day.sunriseMs;
  const span = tithiAt(deathMs, convention, input.tables);
  const T = span.number;
  const deathLun = amantaMonthAt(deathMs, a.convention, a.tables);
  const iso = (ms: number) => formatIsoLocal(ms, tz);
  const localDate = (ms: number) => localDateOf(ms, tz);
  const vara = (c: CivilDate) => names.VARA_NAMES[weekdayOf(c)]!.iast;
  const varaEn = (c: CivilDate) => WEEKDAYS_EN[weekdayOf(c)]!;

  const dayEnd = localMidnightMs(addDays(d, 1), tz);
  const tithisOfDay = angaSpansBetween('tithi', day.midnightMs, dayEnd, convention, input.tables)
    .filter((s) => s.endUnixMs > day.midnightMs && s.startUnixMs < dayEnd)
    .map((s) => Object.assign(tithiOut(s.number), { start: iso(s.startUnixMs), end: iso(s.endUnixMs) }));

  const dated = (L: Lunation, tithi: number, note: string | null): ShraddhaDate => {
    const w = tithiSpanInMonth(L, tithi, a.convention, a.tables);
    const c = chooseByAparahna(w, input, localDate, dayOf);
    // kshaya: no sunrise inside the tithi
    const startDate = localDate(w[0]);
    const sr = [dayOf(startDate).sunriseMs, dayOf(addDays(startDate, 1)).sunriseMs];
    const kshaya = !sr.some((x) => x >= w[0] && x < w[1]);
    return {
      date: c.day.iso, weekday: vara(c.day.date), weekday_en: varaEn(c.day.date), tithi: tithiOut(tithi),
      tithi_window: { start: iso(w[0]), end: iso(w[1]) },
      aparahna: { start: iso(c.aparahna[0]), end: iso(c.aparahna[1]) },
      aparahna_overlap_minutes: Math.round(c.overlapMs / 60000), rule: c.rule,
      masa: masaLabel(L, tithi), kshaya_tithi: kshaya, note,
    };
  };

  const monthly: ShraddhaResult['monthly'] = [];
  let L = deathLun;
  for (let n = 1; n <= (input.monthlyCount ?? 16); n++) {
    L = nextAmantaMonth(L, a.convention, a.tables);
    monthly.push({ n, ...dated(L, T, L.adhika ? 'In an adhika month: kept (masika shraddhas are not skipped).' : null) });
  }

  const annual: ShraddhaResult['annual'] = [];
  let anchor = deathLun;
  for (let year = 1; year <= (input.annualYears ?? 10); year++) {
    let cur = amantaMonthAt(anchor.startUnixMs + 11 * SYNODIC_MS + 5 * DAY_MS, a.convention, a.tables);
    let found: Lunation | null = null;
    let skippedAdhika = false;
    for (let k = 0; k < 4; k++) {
      if (cur.index === deathLun.index) {
        if (cur.adhika && !deathLun.adhika) skippedAdhika = true; // nija month chosen when the name is doubled
        else { found = cur; break; }
      }
      cur = nextAmantaMonth(cur, a.convention, a.tables);
    }
    if (!found) {
      annual.push({ year, date: null, note: `No ${names.MASA_NAMES[deathLun.index]!.ascii} this year (kshaya month); ask the family priest.` });
      anchor = amantaMonthAt(anchor.startUnixMs + 12 * SYNODIC_MS + 5 * DAY_MS, a.convention, a.tables);
      continue;
    }
    let note: string | null = null;
    if (found.adhika) note = 'This year has the adhika month of the death again: kept in the adhika month.';
    else if (deathLun.adhika) note = 'Death in an adhika month: kept in the nija month of that name.';
    else if (skippedAdhika) note = 'The month is doubled this year: kept in the nija month, not the adhika one before it.';
    annual.push({ year, ...dated(found, T, note) });
    anchor = found;
  }

  const pT = T === 15 || T === 30 ? T : T > 15 ? T : T + 15;
  const pitru: ShraddhaResult['pitru_paksha'] = [];
  let firstAnnualMs = Infinity;
  const a1 = annual[0];
  if (a1 && a1.date) firstAnnualMs = Date.parse(a1.tithi_window.start);
  // Jump to about one lunation before the next Bhadrapada, then walk.
  const ahead = (5 - deathLun.index + 12) % 12;
  let P = ahead >= 2 ? amantaMonthAt(deathLun.startUnixMs + (ahead - 1) * SYNODIC_MS + 5 * DAY_MS, a.convention, a.tables) : deathLun;
  for (let k = 0; k < 15; k++) {
    if (P.index === 5 && !P.adhika && P.startUnixMs + (pT - 1) * 0.9 * DAY_MS > deathMs - 2 * DAY_MS) {
      if (tithiSpanInMonth(P, pT, a.convention, a.tables)[0] > deathMs) break;
    }
    P = nextAmantaMonth(P, a.convention, a.tables);
  }
  const pName = pT === 15 ? 'Purnima Shraddha' : pT === 30 ? 'Sarva Pitru Amavasya' : `${names.tithiName(pT).ascii} Shraddha`;
  for (let year = 1; year <= (input.pitruPakshaYears ?? 5); year++) {
    if (year > 1) {
      let cur = amantaMonthAt(P.startUnixMs + 11 * SYNODIC_MS + 5 * DAY_MS, a.convention, a.tables);
      for (let k = 0; k < 4 && !(cur.index === 5 && !cur.adhika); k++) cur = nextAmantaMonth(cur, a.convention, a.tables);
      P = cur;
    }
    const note = pT === 29
      ? 'Chaturdashi of Pitru Paksha is kept for those who died by weapon, accident or suicide; others who died on a Chaturdashi are usually remembered on Sarva Pitru Amavasya.'
      : null;
    const x = dated(P, pT, note);
    pitru.push({ year, name: pName, before_first_annual: Date.parse(x.tithi_window.start) < firstAnnualMs, ...x });
  }

  return {
    death: {
      date: input.date,
      time: input.time ? (input.time.length === 5 ? input.time + ':00' : input.time) : null,
      instant_local: iso(deathMs),
      tithi_rule: input.time ? 'time-of-death' : 'sunrise',
      tithi: tithiOut(T),
      tithi_window: { start: iso(span.startUnixMs), end: iso(span.endUnixMs) },
      masa: masaLabel(deathLun, T),
      tithis_of_day: tithisOfDay,
    },
    first_thirteen_days: t.rites.map((r) => {
      const c = addDays(d, r.day - 1);
      return { day: r.day, date: formatIsoDate(c), weekday: vara(c), weekday_en: varaEn(c), rite: r.name, rite_id: r.id, devanagari: r.devanagari, description: r.description };
    }),
    monthly, annual, pitru_paksha: pitru,
    rules: SHRADDHA_RULES,
    location: { lat: input.lat, lng: input.lng, altitude: input.altitudeM ?? 0, tz },
    convention,
  };
}
