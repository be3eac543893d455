/**
 * @module calendar/ceremonies/vivah-muhurat
 * Vivah (marriage) muhurat: the days of a date range, each with the sub-day windows in which all thirteen
 * classical criteria hold at once (data/ceremonies/vivah-criteria.json; docs/ceremonies.md).
 *
 * Method: every criterion is a set of "bad" time intervals, each with a readable label. The
 * auspicious time is the union of the Hindu days (sunrise to next sunrise, labelled by the civil date
 * of the sunrise, so a window after midnight belongs to the evening before) minus the bad intervals of
 * every applied criterion. Nakshatra, tithi, yoga and karana change during a day, so the windows are
 * true intersections, not day-level verdicts.
 * - Day-long criteria: weekday (the vara runs sunrise to sunrise), eclipse (the Hindu day of any umbral
 *   lunar eclipse phase or of a solar eclipse's greatest instant).
 * - Period criteria (boundaries at anga instants): Kharmas (Sun in sidereal Dhanu or Meena), Chaturmasa
 *   (start of nija Ashadha Shukla 11 → end of nija Kartika Shukla 11), Holashtak (start of Phalguna
 *   Shukla 8 → end of Purnima), Pitru Paksha (start of Bhadrapada Purnima → end of Amavasya), adhika
 *   lunations, Guru / Shukra asta (combustion.ts).
 * - Anga criteria: nakshatra (one of the eleven), tithi (not Rikta 4/9/14, not Amavasya), karana (not
 *   Vishti), yoga (not Vyatipata / Vaidhriti), Amritadi (weekday × nakshatra not Marana).
 * Without `explain`, the costly anga criteria are evaluated only where the cheaper ones left time.
 * With `explain`, every criterion is evaluated over every day so rejected days can name all reasons.
 *
 * Profiles (data/ceremonies/vivah-profiles.json, `vivah-profile.ts`) say which criteria apply with what parameters
 * and orbs: `classical` (default) is the thirteen criteria as written; `drik` reproduces Drik Panchang's list.
 */
import {
  amantaMonthAt, angaSpansBetween, eclipsesBetween, nextAmantaMonth, prevAmantaMonth, elongationDegFromNodes, tithiSpanInMonth, formatIsoDate, formatIsoLocal, names, parseIsoDate, SUN_EVENT_DAY_MARGIN_MS,
  type AngaSpan, type AngaTables, type CombustionTable, type Convention,
} from '../index.js';
import { astaIntervals, type AstaOrb } from './asta.js';
import { lazySunriseDays, type CivilDay, type Place } from './days.js';
import { intersect, normalize, subtract, type Interval } from './intervals.js';
import { tithiLabel, tithiLabelEn, type AngaContext, type Lunation } from './lunations.js';
import { CeremonyInputError } from './namakarna.js';
import { VIVAH_CRITERION_IDS, type CeremonyTables, type VivahCriterionId, type VivahCriterionRow, type VivahProfileId } from './tables.js';
import { resolveVivahProfile } from './vivah-profile.js';

export interface VivahInput extends Place {
  /** first civil date searched, YYYY-MM-DD */
  startDate: string;
  /** last civil date searched (inclusive) */
  endDate: string;
  convention?: Convention;
  tables?: AngaTables | null;
  /** criteria not applied (regional practice, e.g. 'chaturmasa' in much of South India) */
  ignore?: readonly VivahCriterionId[];
  /** also return rejected days with the criteria that rejected them */
  explain?: boolean;
  /** Precomputed combustion intervals (faster; the same to the minute): used where they cover the search. */
  combustion?: CombustionTable | null;
  /** which criteria apply with what parameters (vivah-profiles.json); default 'classical' */
  profile?: VivahProfileId;
  /** write each date's `reasons` (default true); false leaves the member out (about half of a year's JSON) */
  reasons?: boolean;
}

/** A bad interval of one criterion, with a readable label. */
interface Bad { s: number; e: number; label: string }

/** Names follow the naming convention (src/calendar/names): IAST, and English in `<member>_en`. */
export interface VivahWindow {
  start: string;
  end: string;
  duration_minutes: number;
  nakshatra: string[];
  tithi: string[];
  yoga: string[];
  karana: string[];
  nakshatra_en: string[];
  tithi_en: string[];
  yoga_en: string[];
  karana_en: string[];
}
export interface VivahDate {
  date: string;
  /** The vara (IAST), e.g. "Śanivāra"; `weekday_en` "Saturday"; `vara` the same as `weekday` (kept for clients of earlier versions). */
  weekday: string;
  weekday_en: string;
  vara: string;
  windows: VivahWindow[];
  nakshatra: string[];
  tithi: string[];
  nakshatra_en: string[];
  tithi_en: string[];
  /** one line per criterion, then the windows; absent when the input asks for no reasons */
  reasons?: string[];
}
export interface VivahRejection {
  criterion: VivahCriterionId;
  name: string;
  /** the criterion alone leaves no time that day */
  whole_day: boolean;
  details: string[];
}
export interface VivahRejectedDate {
  date: string;
  weekday: string;
  weekday_en: string;
  rejected_by: VivahRejection[];
  /** readable one-line summary */
  summary: string;
}
export interface VivahResult {
  start_date: string;
  end_date: string;
  location: { lat: number; lng: number; altitude: number; tz: string };
  convention: Convention;
  /** the profile that decided which criteria apply, with what parameters */
  profile: { id: VivahProfileId; name: string; description: string; source: string };
  criteria: Array<{ id: VivahCriterionId; name: string; devanagari: string; description: string; applied: boolean; why?: string; source?: string }>;
  dates: VivahDate[];
  rejected: VivahRejectedDate[] | null;
  summary: { days_searched: number; auspicious_days: number; rejected_days: number };
}

const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY_MS = 86_400_000;
// Prose (reasons, rejections) is English and spells names as Drik Panchang does; the name members are IAST.
const NAK = (n: number) => names.NAKSHATRA_NAMES[n - 1]!.ascii;
const YOGA = (n: number) => names.YOGA_NAMES[n - 1]!.ascii;
const KARANA = (n: number) => names.KARANA_NAMES[n - 1]!.ascii;
const NAK_IAST = (n: number) => names.NAKSHATRA_NAMES[n - 1]!.iast;
const YOGA_IAST = (n: number) => names.YOGA_NAMES[n - 1]!.iast;
const KARANA_IAST = (n: number) => names.KARANA_NAMES[n - 1]!.iast;
const VARA = (w: number) => names.VARA_NAMES[w]!.iast;
const RASHI = (n: number) => names.RASHI_NAMES[n - 1]!.ascii;
const MASA = (i: number) => names.MASA_NAMES[i]!.ascii;

/** A criterion's bad intervals as a normalized set, made once per list (the search subtracts each list twice or more). */
const intervalsOf = new WeakMap<readonly Bad[], Interval[]>();
function toIntervals(b: readonly Bad[]): Interval[] {
  let iv = intervalsOf.get(b);
  if (!iv) intervalsOf.set(b, (iv = normalize(b.map((x) => [x.s, x.e] as Interval))));
  return iv;
}

/** Spans of an anga kind over a set of intervals, clipped to them, without duplicates. */
function spansOver(kind: 'nakshatra' | 'tithi' | 'yoga' | 'karana' | 'sunRashi', over: readonly Interval[], c: Convention, tables?: AngaTables | null): AngaSpan[] {
  const out: AngaSpan[] = [];
  for (const [a, b] of over) {
    for (const sp of angaSpansBetween(kind, a, b, c, tables)) {
      const last = out[out.length - 1];
      if (last && last.startUnixMs === sp.startUnixMs) continue;
      out.push(sp);
    }
  }
  return out;
}

/** Index of the first of `xs` (sorted, disjoint) ending after `t`: where a scan for what meets [t, …) starts. */
function firstEndingAfter<T>(xs: readonly T[], t: number, end: (x: T) => number): number {
  let lo = 0, hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (end(xs[mid]!) > t) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** @brief The spans (sorted, disjoint) that meet [a, b), in order: a binary search, not a scan of the range. */
function spansMeeting(spans: readonly AngaSpan[], a: number, b: number): AngaSpan[] {
  const out: AngaSpan[] = [];
  for (let j = firstEndingAfter(spans, a, (s) => s.endUnixMs); j < spans.length && spans[j]!.startUnixMs < b; j++) out.push(spans[j]!);
  return out;
}

function badFromSpans(spans: readonly AngaSpan[], isBad: (n: number) => boolean, label: (n: number) => string): Bad[] {
  return spans.filter((s) => isBad(s.number)).map((s) => ({ s: s.startUnixMs, e: s.endUnixMs, label: label(s.number) }));
}

/** @brief Vivah muhurat over [startDate, endDate] (see module doc). */
export function computeVivahMuhurat(input: VivahInput, t: CeremonyTables): VivahResult {
  const convention = input.convention ?? 'drik';
  const a: AngaContext = { convention, tables: input.tables };
  const tz = input.tz;
  const d0 = parseIsoDate(input.startDate);
  const d1 = parseIsoDate(input.endDate);
  if (!d0) throw new CeremonyInputError('start_date', `invalid date ${JSON.stringify(input.startDate)}`);
  if (!d1) throw new CeremonyInputError('end_date', `invalid date ${JSON.stringify(input.endDate)}`);
  const nDays = Math.round((Date.UTC(d1.year, d1.month - 1, d1.day) - Date.UTC(d0.year, d0.month - 1, d0.day)) / DAY_MS) + 1;
  if (nDays < 1) throw new CeremonyInputError('end_date', 'end_date is before start_date');
  // The search runs sunrise to sunrise. Sunrises are computed where asked: without explain, a day that lies inside
  // the period criteria whatever its sunrises (judged from its local midnights) is skipped whole.
  const { days, sunriseMs: sr } = lazySunriseDays(d0, nDays + 1, input);
  const dayIv = (i: number): Interval => [sr(i), sr(i + 1)];
  /** Bounds of day i's Hindu day [sunrise, next sunrise) from the local midnights alone (days.ts). */
  const dayLo = (i: number) => days[i]!.midnightMs - SUN_EVENT_DAY_MARGIN_MS;
  const dayHi = (i: number) => days[i + 1]!.midnightMs + DAY_MS + SUN_EVENT_DAY_MARGIN_MS;
  const from = sr(0);
  const to = sr(nDays);
  const all: Interval[] = [[from, to]];
  const iso = (ms: number) => formatIsoLocal(ms, tz);
  const hm = (ms: number) => iso(ms).slice(11, 16);
  const dm = (ms: number) => iso(ms).slice(0, 16).replace('T', ' ');
  const prof = resolveVivahProfile(t, input.profile ?? 'classical', input.ignore ?? []);
  const { crit, applied, combustion: orbs } = prof;
  const bad = new Map<VivahCriterionId, Bad[]>();

  // --- period criteria from the lunations around the range ----------------------------------------
  const lunations: Lunation[] = [];
  const chat = crit.get('chaturmasa')!;
  let L0 = amantaMonthAt(from, a.convention, a.tables);
  // Inside Ashadha … Kartika, walk back to the nija Ashadha that opened the Chaturmasa.
  if (L0.index >= chat.from!.masa_index && L0.index <= chat.to!.masa_index) {
    const back: Lunation[] = [];
    for (let k = 0; k < 7 && !(L0.index === chat.from!.masa_index && !L0.adhika); k++) { L0 = prevAmantaMonth(L0, a.convention, a.tables); back.push(L0); }
  }
  for (let L = L0; L.startUnixMs < to; L = nextAmantaMonth(L, a.convention, a.tables)) lunations.push(L);
  const nija = (i: number) => lunations.filter((L) => L.index === i && !L.adhika);
  const tithiStart = (L: Lunation, k: number) => tithiSpanInMonth(L, k, a.convention, a.tables)[0];
  if (applied('adhika_masa')) {
    bad.set('adhika_masa', lunations.filter((L) => L.adhika).map((L) => ({ s: L.startUnixMs, e: L.endUnixMs, label: `Adhika ${MASA(L.index)} (${dm(L.startUnixMs)} → ${dm(L.endUnixMs)})` })));
  }
  if (applied('chaturmasa')) {
    const c = crit.get('chaturmasa')!;
    const out: Bad[] = [];
    for (const A of nija(c.from!.masa_index)) {
      const K = lunations.find((L) => L.startUnixMs > A.startUnixMs && L.index === c.to!.masa_index && !L.adhika) ?? null;
      const s = tithiStart(A, c.from!.tithi);
      // If Kartika lies beyond the lunations walked, extend to the end of the range.
      const e = K ? tithiSpanInMonth(K, c.to!.tithi, a.convention, a.tables)[1] : to;
      out.push({ s, e, label: `Chaturmasa: Devshayani Ekadashi ${dm(s)} → end of Prabodhini Ekadashi ${K ? dm(e) : '(after the range)'}` });
    }
    bad.set('chaturmasa', out);
  }
  const tithiPeriod = (id: 'holashtak' | 'pitru_paksha', what: string) => {
    const c = crit.get(id)!;
    bad.set(id, nija(c.masa_index!).map((L) => {
      const s = tithiStart(L, c.from_tithi!);
      const e = c.to_tithi! === 30 ? L.endUnixMs : tithiSpanInMonth(L, c.to_tithi!, a.convention, a.tables)[1];
      return { s, e, label: `${what} ${dm(s)} → ${dm(e)}` };
    }));
  };
  if (applied('holashtak')) tithiPeriod('holashtak', 'Holashtak (Phalguna Shukla Ashtami to Purnima)');
  if (applied('pitru_paksha')) tithiPeriod('pitru_paksha', 'Pitru Paksha (Bhadrapada Purnima to Sarva Pitru Amavasya)');
  if (applied('kharmas')) {
    const rs = crit.get('kharmas')!.sun_rashis!;
    const out = badFromSpans(spansOver('sunRashi', all, convention, input.tables), (n) => rs.includes(n), (n) => `Kharmas: Sun in sidereal ${RASHI(n)}`);
    // Drik profile: the Hindu day of the sankranti that ends Kharmas is still Kharmas (to the next sunrise).
    if (crit.get('kharmas')!.to_next_sunrise) {
      for (const b of out) {
        // the first day whose sunrise is not before the end; days whose latest possible sunrise is before it are passed
        let k = 0;
        while (k <= nDays && days[k]!.midnightMs + DAY_MS + SUN_EVENT_DAY_MARGIN_MS <= b.e) k++;
        while (k <= nDays && sr(k) < b.e) k++;
        if (k <= nDays && b.e < to) b.e = sr(k);
      }
    }
    bad.set('kharmas', out);
  }
  if (applied('asta')) {
    const out: Bad[] = [];
    for (const p of ['venus', 'jupiter'] as const) {
      const row = orbs[p];
      for (const [s, e] of astaIntervals(input.combustion, p, row, from - 80 * DAY_MS, to + 80 * DAY_MS)) {
        if (e <= from || s >= to) continue;
        const west = row.orb_west_deg !== undefined && row.orb_west_deg !== row.orb_deg ? `, ${row.orb_west_deg}° west of the Sun` : '';
        out.push({ s, e, label: `${row.name} asta: ${p === 'venus' ? 'Venus' : 'Jupiter'} combust (within ${row.orb_deg}°${west}${row.orb_retrograde_deg !== row.orb_deg ? `, ${row.orb_retrograde_deg}° retrograde` : ''} of the Sun) ${dm(s)} → ${dm(e)}` });
      }
    }
    bad.set('asta', out.sort((x, y) => x.s - y.s));
  }
  // The day-long and anga criteria below change nothing on a day inside these periods: without explain, such days are
  // skipped (their bad intervals would lie inside the periods' own, and they hold no window).
  const periods = input.explain ? [] : normalize([...bad.values()].flatMap((b) => b.map((x) => [x.s, x.e] as Interval)));
  // decided once per day (the loops below ask several times): days and periods are both in time order
  const skip = new Uint8Array(nDays);
  for (let i = 0, k = 0; i < nDays && periods.length > 0; i++) {
    const lo = dayLo(i);
    while (k < periods.length && periods[k]![1] <= lo) k++;
    if (k < periods.length && periods[k]![0] <= lo && dayHi(i) <= periods[k]![1]) skip[i] = 1;
  }
  const skipped = (i: number): boolean => skip[i] === 1;
  if (applied('eclipse')) {
    const out: Bad[] = [];
    for (const ec of eclipsesBetween(from, to)) {
      const label = `${ec.kind[0]!.toUpperCase() + ec.kind.slice(1)} ${ec.body === 'moon' ? 'lunar' : 'solar'} eclipse, greatest at ${dm(ec.peakMs)}`;
      for (let i = 0; i < nDays; i++) {
        if (dayHi(i) <= ec.startMs || dayLo(i) > ec.endMs || skipped(i)) continue; // cannot meet it, or does not matter
        const [s, e] = dayIv(i);
        if (e > ec.startMs && s <= ec.endMs) out.push({ s, e, label });
      }
    }
    bad.set('eclipse', out);
  }
  if (applied('weekday')) {
    const w = crit.get('weekday')!.weekdays!;
    const out: Bad[] = [];
    for (let i = 0; i < nDays; i++) {
      if (w.includes(days[i]!.weekday) && !skipped(i)) out.push({ s: sr(i), e: sr(i + 1), label: `${WEEKDAYS_EN[days[i]!.weekday]} (${names.VARA_NAMES[days[i]!.weekday]!.ascii})` });
    }
    bad.set('weekday', out);
  }

  // --- anga criteria, on the time the others leave (all of it with explain) --------------------------
  let cand: Interval[] = all;
  if (!input.explain) for (const b of bad.values()) cand = subtract(cand, toIntervals(b));
  const nakSpans = spansOver('nakshatra', cand, convention, input.tables);
  if (applied('nakshatra')) {
    const ok = crit.get('nakshatra')!.nakshatras!;
    const out = badFromSpans(nakSpans, (n) => !ok.includes(n), (n) => `Nakshatra ${NAK(n)} (not a marriage nakshatra)`);
    // Gandanta as Drik counts it: the first or last quarter of the nakshatra's duration (not of its arc).
    const g = crit.get('nakshatra')!.gandanta_quarters;
    if (g) {
      for (const sp of nakSpans) {
        if (!ok.includes(sp.number)) continue;
        const q = (sp.endUnixMs - sp.startUnixMs) / 4;
        if (g.first.includes(sp.number)) out.push({ s: sp.startUnixMs, e: sp.startUnixMs + q, label: `Gandanta: first quarter of ${NAK(sp.number)}` });
        if (g.last.includes(sp.number)) out.push({ s: sp.endUnixMs - q, e: sp.endUnixMs, label: `Gandanta: last quarter of ${NAK(sp.number)}` });
      }
      out.sort((x, y) => x.s - y.s);
    }
    bad.set('nakshatra', out);
  }
  if (applied('amritadi')) {
    const out: Bad[] = [];
    for (let i = 0; i < nDays; i++) {
      if (skipped(i)) continue;
      const ds = sr(i), de = sr(i + 1);
      const w = days[i]!.weekday;
      const marana = t.amritadi[w]!.marana;
      for (const sp of spansMeeting(nakSpans, ds, de)) {
        if (!marana.includes(sp.number)) continue;
        out.push({ s: Math.max(ds, sp.startUnixMs), e: Math.min(de, sp.endUnixMs), label: `Marana yoga: ${WEEKDAYS_EN[w]} with ${NAK(sp.number)}` });
      }
    }
    bad.set('amritadi', out);
  }
  const narrow = (ids: VivahCriterionId[]) => {
    if (input.explain) return;
    for (const id of ids) { const b = bad.get(id); if (b) cand = subtract(cand, toIntervals(b)); }
  };
  narrow(['nakshatra', 'amritadi']);
  const tithiSpans = spansOver('tithi', cand, convention, input.tables);
  if (applied('tithi')) {
    const r = crit.get('tithi')!.tithis!;
    bad.set('tithi', badFromSpans(tithiSpans, (n) => r.includes(n), (n) => `Tithi ${tithiLabelEn(n)} (${n === 30 ? 'Amavasya' : 'Rikta'})`));
  }
  narrow(['tithi']);
  const yogaSpans = spansOver('yoga', cand, convention, input.tables);
  if (applied('yoga')) {
    const r = crit.get('yoga')!.yogas!;
    bad.set('yoga', badFromSpans(yogaSpans, (n) => r.includes(n), (n) => `Yoga ${YOGA(n)}`));
  }
  narrow(['yoga']);
  const karanaSpans = spansOver('karana', cand, convention, input.tables);
  if (applied('karana')) {
    const r = crit.get('karana')!.karanas!;
    bad.set('karana', badFromSpans(karanaSpans, (n) => r.includes(n), (n) => `Karana ${KARANA(n)}${n === 7 ? ' (Bhadra)' : ''}`));
  }

  // --- good time -----------------------------------------------------------------------------------
  let good: Interval[] = all;
  for (const b of bad.values()) good = subtract(good, toIntervals(b));

  /** The names (IAST, English) of the spans of one kind that meet a window, each once, in time order. */
  const namesIn = (spans: readonly AngaSpan[], w: Interval, iast: (n: number) => string, en: (n: number) => string): [string[], string[]] => {
    const ms = spansMeeting(spans, w[0], w[1]);
    return [distinct(ms, iast), distinct(ms, en)];
  };
  const reasonsOf = reasonWriter(t, orbs, convention, input.tables, applied, prof.why, crit);
  const dates: VivahDate[] = [];
  const rejected: VivahRejectedDate[] = [];
  for (let i = 0; i < nDays; i++) {
    if (skipped(i)) continue;
    const di = dayIv(i);
    const day = days[i]!;
    // only the good intervals that meet this day (a binary search, not a walk from the start of the range)
    const g0 = firstEndingAfter(good, di[0], (g) => g[1]);
    let g1 = g0;
    while (g1 < good.length && good[g1]![0] < di[1]) g1++;
    const wins = intersect(good.slice(g0, g1), [di]).filter(([s, e]) => e - s >= 60_000);
    if (wins.length > 0) {
      const nakNums: number[] = [];
      const windows: VivahWindow[] = wins.map((w) => {
        const [nakshatra, nakshatra_en] = namesIn(nakSpans, w, NAK_IAST, NAK);
        const [tithi, tithi_en] = namesIn(tithiSpans, w, tithiLabel, tithiLabelEn);
        const [yoga, yoga_en] = namesIn(yogaSpans, w, YOGA_IAST, YOGA);
        const [karana, karana_en] = namesIn(karanaSpans, w, KARANA_IAST, KARANA);
        for (const s of spansMeeting(nakSpans, w[0], w[1])) if (!nakNums.includes(s.number)) nakNums.push(s.number);
        return { start: iso(w[0]), end: iso(w[1]), duration_minutes: Math.round((w[1] - w[0]) / 60000), nakshatra, tithi, yoga, karana, nakshatra_en, tithi_en, yoga_en, karana_en };
      });
      const nak = union(windows, (w) => w.nakshatra);
      const tit = union(windows, (w) => w.tithi);
      const nakEn = union(windows, (w) => w.nakshatra_en);
      const titEn = union(windows, (w) => w.tithi_en);
      const date: VivahDate = {
        date: day.iso, weekday: VARA(day.weekday), weekday_en: WEEKDAYS_EN[day.weekday]!, vara: VARA(day.weekday),
        windows, nakshatra: nak, tithi: tit, nakshatra_en: nakEn, tithi_en: titEn,
      };
      if (input.reasons !== false) date.reasons = reasonsOf(day, wins, windows, nakEn, nakNums, titEn, lunations);
      dates.push(date);
    } else if (input.explain) {
      rejected.push(rejectionOf(day, di, bad, crit, hm));
    }
  }

  return {
    start_date: formatIsoDate(d0), end_date: formatIsoDate(d1),
    location: { lat: input.lat, lng: input.lng, altitude: input.altitudeM ?? 0, tz },
    convention,
    profile: { id: prof.row.id, name: prof.row.name, description: prof.row.description, source: prof.sources[prof.row.source]! },
    criteria: VIVAH_CRITERION_IDS.map((id) => {
      const c = crit.get(id)!;
      const base = { id, name: c.name, devanagari: c.devanagari, description: c.description, applied: applied(id) };
      return input.explain ? Object.assign(base, { why: prof.why(id), source: prof.sources[prof.criterion(id).source]! }) : base;
    }),
    dates,
    rejected: input.explain ? rejected : null,
    summary: { days_searched: nDays, auspicious_days: dates.length, rejected_days: nDays - dates.length },
  };
}

function rejectionOf(day: CivilDay, di: Interval, bad: Map<VivahCriterionId, Bad[]>, crit: Map<VivahCriterionId, VivahCriterionRow>, hm: (ms: number) => string): VivahRejectedDate {
  const dayLen = di[1] - di[0];
  const list: VivahRejection[] = [];
  for (const id of VIVAH_CRITERION_IDS) {
    const b = bad.get(id);
    if (!b) continue;
    const hits = b.filter((x) => x.e > di[0] && x.s < di[1]);
    if (hits.length === 0) continue;
    const covered = intersect(toIntervals(hits), [di]).reduce((t, [s, e]) => t + (e - s), 0);
    const whole = covered >= dayLen;
    const details = hits.map((x) => {
      const s = Math.max(x.s, di[0]), e = Math.min(x.e, di[1]);
      if (s <= di[0] && e >= di[1]) return x.label;
      return `${x.label}, ${hm(s)}–${hm(e)}`;
    });
    list.push({ criterion: id, name: crit.get(id)!.name, whole_day: whole, details: [...new Set(details)] });
  }
  const wholeOnes = list.filter((r) => r.whole_day);
  const summary = wholeOnes.length > 0
    ? 'Rejected all day by: ' + wholeOnes.map((r) => `${r.name} (${r.details.join('; ')})`).join(' | ')
    : 'No moment where all criteria hold together: ' + list.map((r) => `${r.name}: ${r.details.join('; ')}`).join(' | ');
  return { date: day.iso, weekday: VARA(day.weekday), weekday_en: WEEKDAYS_EN[day.weekday]!, rejected_by: wholeOnes.length > 0 ? wholeOnes : list, summary };
}

/** `f` of each span, each value once, in order. */
function distinct(spans: readonly AngaSpan[], f: (n: number) => string): string[] {
  const out: string[] = [];
  for (const s of spans) {
    const x = f(s.number);
    if (!out.includes(x)) out.push(x);
  }
  return out;
}

/** The values `f` gives over the windows, each once, in order. */
function union(windows: readonly VivahWindow[], f: (w: VivahWindow) => readonly string[]): string[] {
  const out: string[] = [];
  for (const w of windows) for (const x of f(w)) if (!out.includes(x)) out.push(x);
  return out;
}

/**
 * @brief The reason lines of an auspicious day, one per criterion in a fixed order, then the windows. What does not
 * depend on the day (the avoided lists, the lines of criteria not applied) is written once per answer.
 */
function reasonWriter(
  t: CeremonyTables, orbs: Record<'venus' | 'jupiter', AstaOrb>, convention: Convention, tables: AngaTables | null | undefined,
  applied: (id: VivahCriterionId) => boolean, notAppliedWhy: (id: VivahCriterionId) => string, crit: Map<VivahCriterionId, VivahCriterionRow>,
): (day: CivilDay, wins: Interval[], windows: VivahWindow[], nak: string[], nakNums: number[], tit: string[], lunations: Lunation[]) => string[] {
  const notApplied = new Map<VivahCriterionId, string>();
  for (const id of VIVAH_CRITERION_IDS) if (!applied(id)) notApplied.set(id, `${crit.get(id)!.name}: not applied (${notAppliedWhy(id)})`);
  /** the line of criterion `id`: `text()` when it applies */
  const line = (id: VivahCriterionId, text: () => string): string => notApplied.get(id) ?? text();
  const list = (ns: number[] | undefined, f: (n: number) => string) => (ns ?? []).map(f).join(', ');
  const gandanta = crit.get('nakshatra')!.gandanta_quarters ? ', outside gandanta' : '';
  // a tithi avoided in both pakshas is named once ("Chaturthi (either paksha)")
  const avoided = crit.get('tithi')!.tithis ?? [];
  const both = (n: number) => n < 15 && avoided.includes(n + 15);
  const tithiNames = avoided.filter((n) => !(n > 15 && n < 30 && avoided.includes(n - 15)))
    .map((n) => (both(n) ? `${names.tithiName(n).ascii} (either paksha)` : tithiLabel(n)));
  const notTithis = `: not ${tithiNames.join(', ')}`;
  const notKaranas = `: not ${list(crit.get('karana')!.karanas, KARANA)}`;
  const notYogas = `: not ${list(crit.get('yoga')!.yogas, YOGA)}`;
  const notWeekdays = `: not ${list(crit.get('weekday')!.weekdays, (n) => WEEKDAYS_EN[n]!)}`;
  const orbText = `(orbs ${orbs.venus.orb_deg}°, ${orbs.jupiter.orb_deg}°)`;
  const fixed = {
    chaturmasa: line('chaturmasa', () => 'Outside Chaturmasa (Devshayani to Prabodhini Ekadashi)'),
    holashtak: line('holashtak', () => 'Not Holashtak'),
    pitru: line('pitru_paksha', () => 'Not Pitru Paksha'),
    eclipse: line('eclipse', () => 'No eclipse that day'),
  };
  return (day, wins, windows, nak, nakNums, tit, lunations) => {
    const mid = (wins[0]![0] + wins[0]![1]) / 2;
    const L = lunations.find((x) => x.startUnixMs <= mid && mid < x.endUnixMs);
    const weekdayEn = WEEKDAYS_EN[day.weekday]!;
    const r: string[] = [];
    r.push(line('nakshatra', () => `Nakshatra ${nak.join(', ')}: among the eleven marriage nakshatras${gandanta}`));
    r.push(line('tithi', () => `Tithi ${tit.join(', ')}${notTithis}`));
    r.push(line('karana', () => `Karana ${union(windows, (w) => w.karana_en).join(', ')}${notKaranas}`));
    r.push(line('yoga', () => `Yoga ${union(windows, (w) => w.yoga_en).join(', ')}${notYogas}`));
    r.push(line('weekday', () => `${weekdayEn} (${names.VARA_NAMES[day.weekday]!.ascii})${notWeekdays}`));
    r.push(line('kharmas', () => {
      const sunRashi = angaSpansBetween('sunRashi', mid, mid + 1, convention, tables)[0]!.number; // the tables' rashi, not a fresh ephemeris
      return `Sun in sidereal ${RASHI(sunRashi)}: not Kharmas (Dhanu, Meena)`;
    }));
    r.push(fixed.chaturmasa);
    r.push(line('asta', () => `Venus ${elongationDegFromNodes('venus', mid).toFixed(1)}° and Jupiter ${elongationDegFromNodes('jupiter', mid).toFixed(1)}° from the Sun: neither combust ${orbText}`));
    r.push(line('amritadi', () => {
      const row = t.amritadi[day.weekday]!;
      const kind = (n: number) => (row.amrita.includes(n) ? 'Amrita' : row.marana.includes(n) ? 'Marana' : 'Siddha');
      return `Amritadi yoga: ${nakNums.map((n) => `${weekdayEn} + ${NAK(n)} = ${kind(n)}`).join(', ')} (not Marana)`;
    }));
    r.push(line('adhika_masa', () => (L ? `Lunar month ${MASA(L.index)} (amanta), not adhika` : 'Not in an adhika month')));
    r.push(fixed.holashtak, fixed.pitru, fixed.eclipse);
    // w.start and w.end are printed to the second: their hours and minutes are the window's
    r.push(`Windows: ${windows.map((w) => `${w.start.slice(11, 16)}–${w.end.slice(11, 16)}`).join(', ')} (lagna not checked: confirm the lagna with the priest)`);
    return r;
  };
}
