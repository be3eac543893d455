/**
 * @module calendar/panchang/day
 * Day mode and instant mode panchang (spec `GET /calendar/v1/panchang`).
 *
 * Day mode is anchored at the local sunrise of the civil date: each element is the one in force at
 * sunrise, with its start and end, and `sequence` lists every element from this sunrise to the next
 * (an element that begins and ends inside the day appears; a kshaya tithi is not lost). Where the Sun
 * does not rise that date (polar night, or polar day with no rising), the anchor is local midnight
 * (00:00 of the date) and the window the civil day; sun times that do not happen are null, the day-part
 * windows (Rahu Kalam etc.) are null, and the answer is still complete (never an exception).
 *
 * Instant mode gives the elements in force at the instant; sun, vara, windows, transition times and
 * ekadashi are null (spec rule 2).
 */
import { type Convention } from '../astro/ephemeris.js';
import type { GeoPoint } from '../astro/rise-set.js';
import { buildSkyNodes, NODE_STEP_MS, type SkyNodes } from '../astro/sky-nodes.js';
import { fastObserver, firstEventBetween, riseSetEvents, sampleStepMs, type Body, type FastObserver } from '../astro/rise-set-fast.js';
import { angaSpanAt, angaSpansBetween, type AngaSpan } from '../anga/spans.js';
import type { AngaTables } from '../anga/tables.js';
import {
  addDays, formatIsoDate, formatIsoLocal, localDateOf, localToUnixMs, parseIsoDate, startOfLocalDay, weekdayOf,
  isValidTimeZone, type CivilDate,
} from '../time/zone.js';
import { masaAt, samvatOf } from './lunar-month.js';
import { abhijitMuhurat, gulikaKalam, rahuKalam, yamaGandam, type WindowMs } from './muhurat.js';
import { ekadashiDays, type SunTimesOnDate } from './ekadashi.js';
import { ADHIKA_EKADASHI_NAMES, EKADASHI_NAMES, MASA_NAMES, VARA_LORDS, VARA_NAMES } from './names.js';
import { panchangGroups, type PanchangGroup } from './day-groups/output.js';
import type { DayFrame } from './day-groups/day-parts.js';
import {
  iso, karanaEntry, masaInfo, nakshatraEntry, samvatInfo, tithiEntry, withSequence, yogaEntry,
  type CalendarSystem, type EkadashiInfo, type PanchangResponse, type TimeWindow,
} from './response.js';

/** Options of computePanchangDay. */
export interface PanchangDayOptions {
  /** Local civil date, YYYY-MM-DD. */
  date: string;
  lat: number;
  lng: number;
  /** Metres above sea level (lowers the horizon, see astro/rise-set.ts). Default 0. */
  altitudeM?: number;
  /** IANA time zone. Default Asia/Kolkata. */
  tz?: string;
  /** Default `drik`. */
  convention?: Convention;
  /** Which system `masa` reports. Default `amant`. */
  calendarSystem?: CalendarSystem;
  /** Rahu Kalam, Yamaganda, Gulika, Abhijit. Default true. */
  includeMuhurat?: boolean;
  /** Precomputed anga tables for `convention` (faster; same results). */
  tables?: AngaTables | null;
  /**
   * Location-free Sun/Moon nodes (astro/sky-nodes.ts) covering the day (faster; same results). Without them
   * the nodes the day needs are computed on demand (bit-identical: the node grid is fixed).
   */
  skyNodes?: SkyNodes | null;
  /**
   * The date's sun and moon times already computed by the same rise/set search (a generated tile:
   * src/server/tile-store.ts `lookupTileDay`; Unix ms, null = no event). Day mode only; other dates the
   * answer needs (Ekadashi parana) are computed as usual.
   */
  sunTimes?: PanchangSunTimes | null;
  /**
   * Optional groups to add (day-groups/output.ts): muhurtas, choghadiya, hora, signs, periods. Default none: the
   * answer is then exactly the one without this option. Instant mode gives what is in force at the instant.
   */
  include?: readonly PanchangGroup[] | null;
}

/** Sun and moon times of one civil date (computePanchangDay's `sunTimes`). */
export interface PanchangSunTimes {
  sunriseUnixMs: number | null;
  sunsetUnixMs: number | null;
  /** Sunrise of the next civil date. */
  nextSunriseUnixMs: number | null;
  /** First moonrise / moonset from the anchor to the end of the Hindu day. */
  moonriseUnixMs: number | null;
  moonsetUnixMs: number | null;
  /** Local 00:00 of the date and of the next date, when known (else computed from the zone). */
  dayStartUnixMs?: number;
  nextDayStartUnixMs?: number;
  /**
   * The same search's sunrise and sunset of another civil date at the place (YYYY-MM-DD; null when not stored): the
   * previous sunset of the muhurtas, the sunrises of panchaka's weekday and of Ekadashi's parana.
   */
  sunOnDate?: (date: string) => { sunriseUnixMs: number | null; sunsetUnixMs: number | null } | null;
}

/** Options of computePanchangInstant: a local clock time on the date. */
export interface PanchangInstantOptions extends PanchangDayOptions {
  /** Local clock time HH:MM or HH:MM:SS (24 h) in `tz`. */
  time: string;
}

/** Invalid input (bad date, time, zone or coordinates). */
export class PanchangInputError extends RangeError {
  constructor(readonly field: string, message: string) {
    super(message);
    this.name = 'PanchangInputError';
  }
}

interface Ctx {
  point: GeoPoint;
  obs: FastObserver;
  nodes: SkyNodes | null;
  tz: string;
  convention: Convention;
  tables: AngaTables | null;
  sunriseCache: Map<string, number | null>;
  sunsetCache: Map<string, number | null>;
  /** Stored sun times of other dates (PanchangSunTimes.sunOnDate), or null. */
  sunOnDate: PanchangSunTimes['sunOnDate'] | null;
}

function checkInputs(o: PanchangDayOptions): { date: CivilDate; ctx: Ctx } {
  const date = parseDateOrThrow(o.date);
  if (!(Number.isFinite(o.lat) && o.lat >= -90 && o.lat <= 90)) throw new PanchangInputError('lat', 'lat must be within −90…90');
  if (!(Number.isFinite(o.lng) && o.lng >= -180 && o.lng <= 180)) throw new PanchangInputError('lng', 'lng must be within −180…180');
  const alt = o.altitudeM ?? 0;
  if (!(Number.isFinite(alt) && alt >= 0 && alt <= 8849)) throw new PanchangInputError('altitude', 'altitude must be within 0…8849 m');
  const tz = o.tz ?? 'Asia/Kolkata';
  if (!isValidTimeZone(tz)) throw new PanchangInputError('tz', `unknown time zone ${JSON.stringify(tz)}`);
  const convention = o.convention ?? 'drik';
  const tables = o.tables && o.tables.convention === convention ? o.tables : null;
  return {
    date,
    ctx: {
      point: { lat: o.lat, lng: o.lng, altitudeM: alt }, obs: fastObserver(o.lat, o.lng, alt), nodes: o.skyNodes ?? null,
      tz, convention, tables, sunriseCache: new Map(), sunsetCache: new Map(), sunOnDate: null,
    },
  };
}

/** Nodes covering [fromMs, toMs] plus the sampling margins; built (whole UTC days, joined with what is there) when missing. */
function nodesCovering(ctx: { nodes: SkyNodes | null }, fromMs: number, toMs: number): SkyNodes {
  const margin = 3 * 3600_000;
  const n = ctx.nodes;
  if (n && fromMs - margin >= n.firstNodeMs + NODE_STEP_MS && toMs + margin <= n.firstNodeMs + (n.count - 3) * NODE_STEP_MS) return n;
  const day = 86_400_000;
  let a = (Math.floor(fromMs / day) - 1) * day;
  let b = (Math.ceil(toMs / day) + 1) * day;
  if (n) {
    a = Math.min(a, n.firstNodeMs + 2 * NODE_STEP_MS);
    b = Math.max(b, n.firstNodeMs + (n.count - 3) * NODE_STEP_MS);
  }
  return (ctx.nodes = buildSkyNodes(a, b));
}

/**
 * The first rise (`direction` 1) or set (−1) of the body in [fromMs, toMs), or null. One rise/set
 * implementation for live answers and the generated tiles: the node-based search of astro/rise-set-fast.ts
 * (astronomy-engine SearchRiseSet's definition; within 0.1 s of it, its own tolerance), so a tile's stored
 * times and a live computation at the tile's location are the same milliseconds.
 */
function firstRiseSet(ctx: { obs: FastObserver; nodes: SkyNodes | null }, body: Body, direction: 1 | -1, fromMs: number, toMs: number): number | null {
  if (!(toMs > fromMs)) return null;
  const step = sampleStepMs(ctx.obs.lat);
  const nodes = nodesCovering(ctx, fromMs - step, toMs + step);
  return firstEventBetween(riseSetEvents(nodes, body, ctx.obs, fromMs, toMs), direction, fromMs, toMs);
}

/** A rise/set context for one place (sunriseAt, sunsetAt). */
function pointCtx(point: GeoPoint): { obs: FastObserver; nodes: SkyNodes | null } {
  return { obs: fastObserver(point.lat, point.lng, point.altitudeM ?? 0), nodes: null };
}

function dayBounds(date: CivilDate, tz: string): [number, number] {
  return [startOfLocalDay(date, tz), startOfLocalDay(addDays(date, 1), tz)];
}

type RiseSetCtx = { obs: FastObserver; nodes: SkyNodes | null };

/** The sunrise during the civil date, or null. */
function sunriseOnDate(rs: RiseSetCtx, date: CivilDate, tz: string): number | null {
  const [a, b] = dayBounds(date, tz);
  return firstRiseSet(rs, 'sun', 1, a, b);
}

/** The sunset that follows the date's sunrise; else any sunset during the date; else null. */
function sunsetOnDate(rs: RiseSetCtx, date: CivilDate, tz: string, sunrise: number | null): number | null {
  const [a, b] = dayBounds(date, tz);
  return (sunrise !== null ? firstRiseSet(rs, 'sun', -1, sunrise, b) : null) ?? firstRiseSet(rs, 'sun', -1, a, b);
}

function sunriseOn(ctx: Ctx, date: CivilDate): number | null {
  const key = formatIsoDate(date);
  let v = ctx.sunriseCache.get(key);
  if (v === undefined) {
    const s = storedSun(ctx, key);
    ctx.sunriseCache.set(key, (v = s ? s.sunriseUnixMs : sunriseOnDate(ctx, date, ctx.tz)));
  }
  return v;
}

function sunsetOn(ctx: Ctx, date: CivilDate): number | null {
  const key = formatIsoDate(date);
  let v = ctx.sunsetCache.get(key);
  if (v === undefined) {
    const s = storedSun(ctx, key);
    ctx.sunsetCache.set(key, (v = s ? s.sunsetUnixMs : sunsetOnDate(ctx, date, ctx.tz, sunriseOn(ctx, date))));
  }
  return v;
}

/** A stored date's sun times (both caches filled), or null (then searched live). */
function storedSun(ctx: Ctx, key: string): { sunriseUnixMs: number | null; sunsetUnixMs: number | null } | null {
  const s = ctx.sunOnDate ? ctx.sunOnDate(key) : null;
  if (!s) return null;
  ctx.sunriseCache.set(key, s.sunriseUnixMs);
  ctx.sunsetCache.set(key, s.sunsetUnixMs);
  return s;
}

function windowOut(w: WindowMs | null, tz: string): TimeWindow | null {
  return w ? { start: formatIsoLocal(w.startUnixMs, tz), end: formatIsoLocal(w.endUnixMs, tz) } : null;
}

const sameDate = (a: CivilDate, b: CivilDate) => a.year === b.year && a.month === b.month && a.day === b.day;

function ekadashiInfo(ctx: Ctx, span: AngaSpan): EkadashiInfo | null {
  const sun: SunTimesOnDate = {
    sunrise: (d) => sunriseOn(ctx, d),
    sunset: (d) => sunsetOn(ctx, d),
    localDate: (ms) => localDateOf(ms, ctx.tz),
    tithiAt: (ms) => angaSpanAt('tithi', ms, ctx.convention, ctx.tables),
  };
  const days = ekadashiDays(span, sun);
  if (!days) return null;
  const masa = masaAt(span.startUnixMs, ctx.convention, ctx.tables).amanta;
  const shukla = span.number === 11;
  const nm = masa.adhika
    ? ADHIKA_EKADASHI_NAMES[shukla ? 'shukla' : 'krishna']
    : EKADASHI_NAMES[masa.index]![shukla ? 'shukla' : 'krishna'];
  const tz = ctx.tz;
  const par = (p: typeof days.parana) => (p ? { date: formatIsoDate(p.date), start: formatIsoLocal(p.startUnixMs, tz), end: formatIsoLocal(p.endUnixMs, tz) } : null);
  return {
    name: nm.iast + ' Ekādaśī',
    name_devanagari: nm.devanagari + ' एकादशी',
    label: nm.ascii + ' Ekadashi',
    paksha: shukla ? 'Shukla' : 'Krishna',
    masa: (masa.adhika ? 'Adhika ' : '') + MASA_NAMES[masa.index]!.iast,
    adhika_masa: masa.adhika,
    tithi_start: formatIsoLocal(span.startUnixMs, tz),
    tithi_end: formatIsoLocal(span.endUnixMs, tz),
    fast_date: formatIsoDate(days.smartaDate),
    smarta_date: formatIsoDate(days.smartaDate),
    gauna_date: days.gaunaDate ? formatIsoDate(days.gaunaDate) : null,
    vaishnava_date: formatIsoDate(days.vaishnavaDate),
    dates_differ: !sameDate(days.smartaDate, days.vaishnavaDate),
    hari_vasara_end: formatIsoLocal(days.hariVasaraEndUnixMs, tz),
    parana: par(days.parana),
    vaishnava_parana: par(days.vaishnavaParana),
  };
}

type ResponseHead = 'date' | 'location' | 'instant' | 'convention' | 'calendar_system';

/** The response: the fields both modes start with, then `rest` (appended with Object.assign: see response.ts on spreads). */
function panchangResponse(o: PanchangDayOptions, date: CivilDate, ctx: Ctx, system: CalendarSystem, instant: string | null, rest: Omit<PanchangResponse, ResponseHead>): PanchangResponse {
  const head: Pick<PanchangResponse, ResponseHead> = {
    date: formatIsoDate(date),
    location: { lat: o.lat, lng: o.lng, altitude: ctx.point.altitudeM ?? 0, tz: ctx.tz },
    instant,
    convention: ctx.convention,
    calendar_system: system,
  };
  return Object.assign(head, rest);
}

/** Pada (1–4) at an instant. */
function padaAt(ctx: Ctx, ms: number): number {
  return ((angaSpanAt('pada', ms, ctx.convention, ctx.tables).number - 1) % 4) + 1;
}

/**
 * @brief Day-mode panchang for a civil date at a place.
 * @throws PanchangInputError on invalid input; never for astronomical reasons (polar days answer with nulls).
 */
export function computePanchangDay(o: PanchangDayOptions): PanchangResponse {
  const { date, ctx } = checkInputs(o);
  const { tz, convention, tables } = ctx;
  const system = o.calendarSystem ?? 'amant';
  const given = o.sunTimes ?? null;
  const [dayStart, nextDayStart] = given?.dayStartUnixMs !== undefined && given.nextDayStartUnixMs !== undefined
    ? [given.dayStartUnixMs, given.nextDayStartUnixMs] : dayBounds(date, tz);
  if (given) {
    ctx.sunOnDate = given.sunOnDate ?? null;
    ctx.sunriseCache.set(formatIsoDate(date), given.sunriseUnixMs);
    ctx.sunsetCache.set(formatIsoDate(date), given.sunsetUnixMs);
    ctx.sunriseCache.set(formatIsoDate(addDays(date, 1)), given.nextSunriseUnixMs);
  }
  const sunrise = sunriseOn(ctx, date);
  const sunset = sunsetOn(ctx, date);
  const nextSunrise = sunriseOn(ctx, addDays(date, 1));
  const anchor = sunrise ?? dayStart;
  const windowEnd = sunrise !== null && nextSunrise !== null ? nextSunrise : Math.max(nextDayStart, anchor + 1);

  const seq = (kind: 'tithi' | 'nakshatra' | 'yoga' | 'karana') => angaSpansBetween(kind, anchor, windowEnd, convention, tables);
  const tithis = seq('tithi');
  const naks = seq('nakshatra');
  const yogas = seq('yoga');
  const karanas = seq('karana');
  const tithiSeq = tithis.map((s) => tithiEntry(s, tz, true));
  const nakSeq = naks.map((s) => nakshatraEntry(s, padaAt(ctx, Math.max(s.startUnixMs, anchor)), tz, true));
  const yogaSeq = yogas.map((s) => yogaEntry(s, tz, true));
  const karanaSeq = karanas.map((s) => karanaEntry(s, tz, true));

  const masa = masaAt(anchor, convention, tables);
  const weekday = weekdayOf(date);

  // Moonrise / moonset during this Hindu day (sunrise to next sunrise; the civil day in polar fallback).
  const moonFrom = anchor;
  const moonLen = windowEnd - anchor;
  const moonrise = given ? given.moonriseUnixMs : firstRiseSet(ctx, 'moon', 1, moonFrom, moonFrom + moonLen);
  const moonset = given ? given.moonsetUnixMs : firstRiseSet(ctx, 'moon', -1, moonFrom, moonFrom + moonLen);

  const hasDay = sunrise !== null && sunset !== null && sunset > sunrise;
  const muhurat = (o.includeMuhurat ?? true) && hasDay;

  let ekadashi: EkadashiInfo | null = null;
  if (sunrise !== null) {
    const ek = tithis.find((s) => s.number === 11 || s.number === 26);
    if (ek) ekadashi = ekadashiInfo(ctx, ek);
  }

  const out = panchangResponse(o, date, ctx, system, null, {
    anchor: sunrise !== null ? 'sunrise' : 'local_midnight',
    anchor_time: formatIsoLocal(anchor, tz),
    tithi: withSequence(tithiSeq[0]!, tithiSeq),
    nakshatra: withSequence(nakSeq[0]!, nakSeq),
    yoga: withSequence(yogaSeq[0]!, yogaSeq),
    karana: withSequence(karanaSeq[0]!, karanaSeq),
    masa: masaInfo(masa, system, tz, true),
    samvat: samvatInfo(samvatOf(masa)),
    sun: {
      sunrise: iso(sunrise, tz),
      sunset: iso(sunset, tz),
      moonrise: iso(moonrise, tz),
      moonset: iso(moonset, tz),
      day_length_seconds: hasDay ? Math.round((sunset! - sunrise!) / 1000) : null,
    },
    vara: {
      number: weekday,
      name: VARA_NAMES[weekday]!.iast,
      name_devanagari: VARA_NAMES[weekday]!.devanagari,
      lord: VARA_LORDS[weekday]!.iast,
      lord_devanagari: VARA_LORDS[weekday]!.devanagari,
    },
    rahu_kalam: muhurat ? windowOut(rahuKalam(sunrise!, sunset!, weekday), tz) : null,
    yama_gandam: muhurat ? windowOut(yamaGandam(sunrise!, sunset!, weekday), tz) : null,
    gulika_kalam: muhurat ? windowOut(gulikaKalam(sunrise!, sunset!, weekday), tz) : null,
    abhijit_muhurat: muhurat ? windowOut(abhijitMuhurat(sunrise!, sunset!, weekday), tz) : null,
    ekadashi,
  });
  if (!o.include || o.include.length === 0) return out;
  const frame = dayFrame(ctx, date, o.include, sunrise, sunset, nextSunrise);
  return Object.assign(out, panchangGroups(new Set(o.include), {
    frame, tz, convention, tables, fromUnixMs: anchor, toUnixMs: windowEnd, nakshatras: naks, amantaMonthIndex: masa.amanta.index, instantUnixMs: null,
    latDeg: o.lat, lngDeg: o.lng, weekdayAt: (ms) => hinduWeekdayAt(ctx, ms),
  }));
}

/** The Hindu day's sun times for the optional groups; the previous sunset (one more search) only for `muhurtas`. */
function dayFrame(ctx: Ctx, date: CivilDate, include: readonly PanchangGroup[], sunrise: number | null, sunset: number | null, nextSunrise: number | null): DayFrame {
  return {
    sunriseUnixMs: sunrise, sunsetUnixMs: sunset, nextSunriseUnixMs: nextSunrise,
    prevSunsetUnixMs: include.includes('muhurtas') && sunrise !== null ? sunsetOn(ctx, addDays(date, -1)) : null,
    weekday: weekdayOf(date),
  };
}

/**
 * The optional groups in instant mode: those of the Hindu day (sunrise → next sunrise) holding the instant, kept to
 * what is in force at it. Before the date's sunrise that is the previous date's day; where the Sun does not rise,
 * the civil day (as day mode's local-midnight anchor).
 */
function instantGroups(ctx: Ctx, date: CivilDate, include: readonly PanchangGroup[], t: number) {
  let day = date;
  let sunrise = sunriseOn(ctx, day);
  if (sunrise === null || t < sunrise) {
    const prev = addDays(date, -1);
    const prevRise = sunriseOn(ctx, prev);
    if (prevRise !== null && prevRise <= t) {
      day = prev;
      sunrise = prevRise;
    }
  }
  const sunset = sunsetOn(ctx, day);
  const nextSunrise = sunriseOn(ctx, addDays(day, 1));
  const [dayStart, nextDayStart] = dayBounds(day, ctx.tz);
  const from = sunrise !== null && sunrise <= t ? sunrise : dayStart;
  const to = sunrise !== null && nextSunrise !== null ? nextSunrise : Math.max(nextDayStart, from + 1);
  const frame = dayFrame(ctx, day, include, sunrise, sunset, nextSunrise);
  // A Varjyam or Amrit kalam window lies inside its nakshatra (its ghati + 4 ≤ 60), so the one in force at the instant,
  // if any, is the instant's nakshatra's, even when it began before this Hindu day.
  const naks = include.includes('muhurtas') ? [angaSpanAt('nakshatra', t, ctx.convention, ctx.tables)] : [];
  return panchangGroups(new Set(include), {
    frame, tz: ctx.tz, convention: ctx.convention, tables: ctx.tables, fromUnixMs: from, toUnixMs: to, nakshatras: naks,
    amantaMonthIndex: masaAt(t, ctx.convention, ctx.tables).amanta.index, instantUnixMs: t,
    latDeg: ctx.point.lat, lngDeg: ctx.point.lng, weekdayAt: (ms) => hinduWeekdayAt(ctx, ms),
  });
}

/**
 * The vara (0 = Sunday) at an instant: the civil weekday of its date, or the day before when the instant precedes
 * that date's sunrise (the vara runs sunrise to sunrise); where the Sun does not rise that date, the civil weekday.
 */
function hinduWeekdayAt(ctx: Ctx, unixMs: number): number {
  const date = localDateOf(unixMs, ctx.tz);
  const rise = sunriseOn(ctx, date);
  return rise !== null && unixMs < rise ? weekdayOf(addDays(date, -1)) : weekdayOf(date);
}

/** @brief Parses HH:MM or HH:MM:SS into seconds of the day, or null. */
export function parseClockTime(s: string): number | null {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (!m) return null;
  const h = +m[1]!, mi = +m[2]!, se = m[3] ? +m[3] : 0;
  if (h > 23 || mi > 59 || se > 59) return null;
  return h * 3600 + mi * 60 + se;
}

/**
 * @brief Instant-mode panchang: the elements in force at a local clock time on the date.
 * A clock time skipped by a DST change is read with the offset before the change; a repeated one is its
 * first occurrence (see time/zone.ts localToUnixMs).
 */
export function computePanchangInstant(o: PanchangInstantOptions): PanchangResponse {
  const { date, ctx } = checkInputs(o);
  const secs = parseClockTime(o.time);
  if (secs === null) throw new PanchangInputError('time', `invalid time ${JSON.stringify(o.time)} (expected HH:MM or HH:MM:SS)`);
  const { tz, convention, tables } = ctx;
  const system = o.calendarSystem ?? 'amant';
  const t = localToUnixMs(date, secs, tz);
  const at = (kind: 'tithi' | 'nakshatra' | 'yoga' | 'karana') => angaSpanAt(kind, t, convention, tables);
  const masa = masaAt(t, convention, tables);
  const instantIso = formatIsoLocal(t, tz);
  const out = panchangResponse(o, date, ctx, system, instantIso, {
    anchor: 'instant',
    anchor_time: instantIso,
    tithi: withSequence(tithiEntry(at('tithi'), tz, false), null),
    nakshatra: withSequence(nakshatraEntry(at('nakshatra'), padaAt(ctx, t), tz, false), null),
    yoga: withSequence(yogaEntry(at('yoga'), tz, false), null),
    karana: withSequence(karanaEntry(at('karana'), tz, false), null),
    masa: masaInfo(masa, system, tz, false),
    samvat: samvatInfo(samvatOf(masa)),
    sun: null,
    vara: null,
    rahu_kalam: null,
    yama_gandam: null,
    gulika_kalam: null,
    abhijit_muhurat: null,
    ekadashi: null,
  });
  return o.include && o.include.length > 0 ? Object.assign(out, instantGroups(ctx, date, o.include, t)) : out;
}

/** @brief Sunrise (Unix ms) on a local civil date at a place, or null when the Sun does not rise that date. */
export function sunriseAt(date: string, point: GeoPoint, tz: string): number | null {
  return sunriseOnDate(pointCtx(point), parseDateOrThrow(date), tz);
}

/** @brief Sunset (Unix ms) on a local civil date at a place, or null when the Sun does not set that date. */
export function sunsetAt(date: string, point: GeoPoint, tz: string): number | null {
  const d = parseDateOrThrow(date);
  const rs = pointCtx(point);
  return sunsetOnDate(rs, d, tz, sunriseOnDate(rs, d, tz));
}

function parseDateOrThrow(date: string): CivilDate {
  const d = parseIsoDate(date);
  if (!d) throw new PanchangInputError('date', `invalid date ${JSON.stringify(date)} (expected YYYY-MM-DD)`);
  return d;
}
