/**
 * @module calendar/festivals/evaluate
 * The festival rule evaluator: one procedure decides every festival from its record. No festival is
 * named in this file.
 *
 * Decision procedure for an anga rule (tithi or nakshatra), for each occurrence of the anga in a
 * lunation the rule accepts (see docs/festivals.md for worked examples):
 * 0. `udaya_min_muhurtas`: the latest day whose sunrise the anga holds for more than that many muhurtas
 *    (daytime / 15 each) is taken;
 * 1. candidate days: every civil day from the one before the anga starts to the one after it ends;
 *    `with_tithi`: the candidate whose daytime holds the anga and that tithi together longest is taken;
 * 2. for the rule's kaala (then each `fallback_kaala` in turn) measure on each candidate day how much of
 *    the anga lies in that day's window, after removing excluded karanas (Bhadra / Vishti); with
 *    `kaala_min_ghatis`, less than that many ghatis (a thirtieth of the daytime or night the window is in)
 *    of the anga in a window, or after an instant kaala, counts as no touch;
 * 3. touched on exactly one day → that day; on several → `puurvaviddha` the first, `paraviddha` the
 *    last, `vyaapti` the largest overlap (ties → the first); then `kaala_nakshatra` (primary kaala only):
 *    of the first touched day and the next (when the anga holds its sunrise), the one whose kaala alone the
 *    nakshatra touches, the next only if the anga touches its kaala or holds its sunrise long enough;
 * 3b. `kaala_joined_nakshatra`: a tithi that began after the decided day's sunrise and holds the next sunrise
 *    moves to the next day when that nakshatra, overlapping it, holds the next day's kaala;
 * 4. touched on no day (a kshaya anga relative to the kaala) → when an exclusion removed the only
 *    touches, the later day is taken when `exclusion_udaya_min_muhurtas` allows it, else the primary kaala
 *    is decided ignoring the exclusion and the muhurat starts where the exclusion ends;
 *    otherwise the record's `fallback` (containing-end = udaya day, containing-start, after-end, none);
 *    `nakshatra_joined`: when the decided day lacks the nakshatra at sunrise and the day before holds the anga
 *    and the nakshatra together in the given kaala, the day before;
 * 5. `parana_check`: if the tithi after the decided one has already ended by the next sunrise (no
 *    parana possible in it), the observance moves one day earlier and the original day becomes the
 *    alternate (gauna) day;
 * 6. `weekday`: the decided day must fall on that weekday, otherwise there is no observance;
 *    `timing.solar_month`: the Sun's sidereal sign at the decided day's sunrise must match (with
 *    `timing.first_day_rule`, the month of the decided day in that regional solar calendar); `timing.pick_by_nakshatra`:
 *    of two days in one solar month, the one whose tithi that nakshatra joins, else the one nearest to it.
 * Variants (e.g. the Vaishnava Ekadashi) re-run steps 1–4 with their own kaala and priority;
 * companions (e.g. parana) and relative rules add a fixed number of days to their anchor.
 */
import { kaalaWindow, touchOf } from './kaala.js';
import { civilDayOf, hinduDayOf, lunationAt, solarMonthAt, spanAt } from './sky-lookup.js';
import { firstDayOfMonth, type FirstDayRule, type SolarDayContext } from '../solar/first-day-rules.js';
import type {
  AdhikaPolicy, AngaSpan, DecidedFestival, Fallback, FestivalRule, FestivalSky, Kaala, Lunation, Priority,
} from './types.js';

interface DayChoice {
  dayIndex: number;
  kaala: Kaala | null;
  window: [number, number] | null;
  muhurat: [number, number] | null;
  decision: string;
}

interface DecideOptions {
  kaalas: Kaala[];
  priority: Priority;
  fallback: Fallback;
  fullCoverage: boolean;
  avoidKaranas: number[];
  udayaMinMuhurtas?: number;
  exclusionUdayaMinMuhurtas?: number;
  kaalaNakshatra?: { nakshatra: number; udayaMinMuhurtas: number };
  kaalaMinGhatis?: number;
  withTithi?: number;
  nakshatraJoined?: { nakshatra: number; kaala: Kaala };
  /** `kaala_joined_nakshatra`, for a tithi (step 3b) */
  kaalaJoinedNakshatra?: number;
}

/** The latest candidate day whose sunrise `span` holds for more than `muhurtas` (daytime / 15 each), or -1. */
function udayaDay(sky: FestivalSky, span: AngaSpan, first: number, end: number, muhurtas: number): number {
  for (let i = end; i >= first; i--) {
    const d = sky.days[i]!;
    if (span.startMs <= d.sunriseMs && span.endMs - d.sunriseMs > (muhurtas * (d.sunsetMs - d.sunriseMs)) / 15) return i;
  }
  return -1;
}

/**
 * One ghati of the day or night that holds window `w` of day `i`: a thirtieth of that daytime or night (temporal
 * hours, as the muhurtas of the kaala windows: 24 min only at an equinox).
 */
function ghatiMs(sky: FestivalSky, i: number, w: [number, number]): number {
  const d = sky.days[i]!;
  if (w[0] >= d.sunsetMs) return (sky.days[i + 1]!.sunriseMs - d.sunsetMs) / 30;
  if (w[0] >= d.sunriseMs || i === 0) return (d.sunsetMs - d.sunriseMs) / 30;
  return (d.sunriseMs - sky.days[i - 1]!.sunsetMs) / 30; // arunodaya: the night before
}

/** How long `span` holds in window `w`, or, for an instant (sunrise, sunset, moonrise), from it on. */
function heldMs(span: AngaSpan, w: [number, number]): number {
  return w[0] === w[1] ? span.endMs - w[0] : Math.min(span.endMs, w[1]) - Math.max(span.startMs, w[0]);
}

function longestPiece(pieces: Array<[number, number]>): [number, number] | null {
  let best: [number, number] | null = null;
  for (const p of pieces) if (!best || p[1] - p[0] > best[1] - best[0]) best = p;
  return best;
}

function pick(touched: Array<{ i: number; overlap: number }>, priority: Priority): { i: number; how: string } {
  if (touched.length === 1) return { i: touched[0]!.i, how: 'single' };
  if (priority === 'puurvaviddha') return { i: touched[0]!.i, how: 'both-first' };
  if (priority === 'paraviddha') return { i: touched[touched.length - 1]!.i, how: 'both-second' };
  let best = touched[0]!;
  for (const t of touched) if (t.overlap > best.overlap) best = t;
  return { i: best.i, how: 'vyaapti' };
}

/**
 * The day `kaala_nakshatra` gives (step 3 of the module doc), or null when it does not decide: of day `first`
 * (the first whose kaala the anga touches) and the next day (when the anga holds its sunrise), the one whose
 * kaala window alone the nakshatra touches; the next day only when the anga touches its kaala too or holds its
 * sunrise for at least `udayaMinMuhurtas` muhurtas.
 */
function nakshatraDay(sky: FestivalSky, span: AngaSpan, first: number, kaala: Kaala, rule: { nakshatra: number; udayaMinMuhurtas: number }): number | null {
  const next = sky.days[first + 1];
  if (!next || first + 1 > sky.days.length - 2 || !(span.startMs <= next.sunriseMs && span.endMs > next.sunriseMs)) return null;
  const has = (i: number) => {
    const w = kaalaWindow(sky, i, kaala);
    return w !== null && sky.nakshatras.some((n) => n.n === rule.nakshatra && n.startMs < w[1] && n.endMs > w[0]);
  };
  const onFirst = has(first), onNext = has(first + 1);
  if (onFirst === onNext) return null;
  if (onFirst) return first;
  const w = kaalaWindow(sky, first + 1, kaala);
  const touchesKaala = w !== null && span.startMs < w[1] && span.endMs > w[0];
  const muhurtaMs = (next.sunsetMs - next.sunriseMs) / 15;
  return touchesKaala || span.endMs - next.sunriseMs >= rule.udayaMinMuhurtas * muhurtaMs ? first + 1 : first;
}

/**
 * The candidate day whose daytime holds `span` together with a span of tithi `tithi` longest (`with_tithi`), or
 * null when no daytime holds both.
 */
function jointTithiDay(sky: FestivalSky, span: AngaSpan, first: number, end: number, tithi: number): DayChoice | null {
  let best: DayChoice | null = null;
  let bestMs = 0;
  for (const t of spansNumbered(sky.tithis, tithi)) {
    const a = Math.max(span.startMs, t.startMs), b = Math.min(span.endMs, t.endMs);
    if (b <= a) continue;
    for (let i = first; i <= end; i++) {
      const d = sky.days[i]!;
      const from = Math.max(a, d.sunriseMs), to = Math.min(b, d.sunsetMs);
      if (to - from > bestMs) {
        bestMs = to - from;
        best = { dayIndex: i, kaala: 'daytime', window: [d.sunriseMs, d.sunsetMs], muhurat: [from, to], decision: `joined with tithi ${tithi} in the daytime` };
      }
    }
  }
  return best;
}

/**
 * `nakshatra_joined` (end of step 4): moves `choice` to the day before when the decided day lacks the nakshatra at
 * sunrise and the day before holds the anga and the nakshatra together in its `kaala` window.
 */
function joinedNakshatraDay(sky: FestivalSky, span: AngaSpan, choice: DayChoice, joined: { nakshatra: number; kaala: Kaala }): void {
  const spans = spansNumbered(sky.nakshatras, joined.nakshatra);
  const sunrise = sky.days[choice.dayIndex]!.sunriseMs;
  if (choice.dayIndex < 1 || spans.some((n) => n.startMs <= sunrise && n.endMs > sunrise)) return;
  const w = kaalaWindow(sky, choice.dayIndex - 1, joined.kaala);
  if (!w) return;
  for (const n of spans) {
    const from = Math.max(n.startMs, span.startMs, w[0]), to = Math.min(n.endMs, span.endMs, w[1]);
    if (to > from) {
      Object.assign(choice, { dayIndex: choice.dayIndex - 1, kaala: joined.kaala, window: w, muhurat: [from, to], decision: `joined with nakshatra ${joined.nakshatra} at ${joined.kaala} the day before` });
      return;
    }
  }
}

/** @brief Decides the civil day of one anga occurrence (steps 1–4 of the module doc, with the joined-nakshatra moves). */
export function decideAngaDay(sky: FestivalSky, span: AngaSpan, opt: DecideOptions): DayChoice | null {
  const choice = decideByKaala(sky, span, opt);
  if (choice && opt.nakshatraJoined) joinedNakshatraDay(sky, span, choice, opt.nakshatraJoined);
  if (choice && opt.kaalaJoinedNakshatra !== undefined) nextDayJoined(sky, span, choice, opt.kaalaJoinedNakshatra);
  return choice;
}

/** Steps 1–4 of the module doc. */
function decideByKaala(sky: FestivalSky, span: AngaSpan, opt: DecideOptions): DayChoice | null {
  const last = sky.days.length - 2; // every candidate needs the next day's sunrise
  const first = Math.max(0, hinduDayOf(sky, span.startMs) - 1);
  const end = Math.min(last, hinduDayOf(sky, span.endMs) + 1);
  if (end < first) return null;
  if (opt.withTithi !== undefined) {
    const joint = jointTithiDay(sky, span, first, end, opt.withTithi);
    if (joint) return joint;
  }
  if (opt.udayaMinMuhurtas !== undefined) {
    const i = udayaDay(sky, span, first, end, opt.udayaMinMuhurtas);
    if (i >= 0) {
      const d = sky.days[i]!;
      const w: [number, number] = [d.sunriseMs, Math.min(span.endMs, d.sunsetMs)];
      return { dayIndex: i, kaala: 'daytime', window: w, muhurat: w, decision: `udaya (> ${opt.udayaMinMuhurtas} muhurtas after sunrise)` };
    }
  }
  const excluded = opt.avoidKaranas.length === 0 ? [] : sky.karanasBetween(span.startMs - 86_400_000, span.endMs + 86_400_000).filter(
    (k) => opt.avoidKaranas.includes(k.n));
  for (const kaala of opt.kaalas) {
    const touched: Array<{ i: number; overlap: number; pieces: Array<[number, number]>; window: [number, number] }> = [];
    for (let i = first; i <= end; i++) {
      // moonrise is searched only on civil days the anga overlaps (it is the one costly window)
      if (kaala === 'moonrise' && (span.endMs <= sky.days[i]!.midnightMs || span.startMs >= sky.days[i + 1]!.midnightMs)) continue;
      const w = kaalaWindow(sky, i, kaala);
      if (!w) continue;
      const t = touchOf(span, w, excluded, opt.fullCoverage);
      if (t.overlapMs > 0 && (!opt.kaalaMinGhatis || heldMs(span, w) >= opt.kaalaMinGhatis * ghatiMs(sky, i, w))) touched.push({ i, overlap: t.overlapMs, pieces: t.pieces, window: w });
    }
    if (touched.length > 0) {
      const picked = pick(touched, opt.priority);
      const byNakshatra = kaala === opt.kaalas[0] && opt.kaalaNakshatra ? nakshatraDay(sky, span, touched[0]!.i, kaala, opt.kaalaNakshatra) : null;
      const { i, how } = byNakshatra === null ? picked : { i: byNakshatra, how: `nakshatra ${opt.kaalaNakshatra!.nakshatra} at ${kaala}` };
      const t = touched.find((x) => x.i === i);
      const window = t?.window ?? kaalaWindow(sky, i, kaala);
      return { dayIndex: i, kaala, window, muhurat: t ? longestPiece(t.pieces) : null, decision: kaala === opt.kaalas[0] ? how : `${how} (fallback kaala)` };
    }
  }
  if (excluded.length > 0) {
    // The exclusion removed every touch: decide on the primary kaala ignoring it; the muhurat is the
    // part of the window after the exclusion ends.
    const kaala = opt.kaalas[0]!;
    const touched: Array<{ i: number; overlap: number; window: [number, number] }> = [];
    for (let i = first; i <= end; i++) {
      const w = kaalaWindow(sky, i, kaala);
      if (!w) continue;
      const t = touchOf(span, w, [], opt.fullCoverage);
      if (t.overlapMs > 0) touched.push({ i, overlap: t.overlapMs, window: w });
    }
    if (touched.length > 0) {
      const { i } = pick(touched, opt.priority);
      const later = opt.exclusionUdayaMinMuhurtas === undefined ? -1 : udayaDay(sky, span, i + 1, end, opt.exclusionUdayaMinMuhurtas);
      const lw = later >= 0 ? kaalaWindow(sky, later, kaala) : null;
      if (lw) return { dayIndex: later, kaala, window: lw, muhurat: lw, decision: 'after-exclusion: udaya on the later day' };
      const w = touched.find((x) => x.i === i)!.window;
      const blocking = excluded.filter((x) => x.startMs < Math.max(w[1], w[0] + 1) && x.endMs > w[0]);
      const from = Math.max(w[0], ...blocking.map((b) => b.endMs));
      return { dayIndex: i, kaala, window: w, muhurat: from < span.endMs ? [from, Math.min(span.endMs, from + Math.max(w[1] - w[0], 0) || span.endMs)] : null, decision: 'after-exclusion' };
    }
  }
  let dayIndex: number;
  switch (opt.fallback) {
    case 'none': return null;
    case 'containing-end': dayIndex = hinduDayOf(sky, span.endMs - 1); break;
    case 'containing-start': dayIndex = hinduDayOf(sky, span.startMs); break;
    case 'after-end': dayIndex = hinduDayOf(sky, span.endMs - 1) + 1; break;
  }
  if (dayIndex < 0 || dayIndex > last) return null;
  return { dayIndex, kaala: null, window: null, muhurat: null, decision: `fallback ${opt.fallback}` };
}

function lunationAccepted(sky: FestivalSky, l: Lunation | null, masa: number | undefined, adhika: AdhikaPolicy): boolean {
  if (!l) return false;
  if (masa !== undefined && l.masa !== masa) return false;
  if (adhika === 'nija' && l.adhika) return false;
  if (adhika === 'adhika' && !l.adhika) return false;
  if (adhika === 'first' && !l.adhika) {
    // a nija month right after its adhika month is the second of the name
    const before = lunationAt(sky, l.startMs - 86_400_000);
    if (before && before.adhika && before.masa === l.masa) return false;
  }
  return true;
}

/** Anga occurrences a tithi or nakshatra rule applies to. */
/** Spans of each anga number, built once per sky. */
const spansByNumber = new WeakMap<readonly AngaSpan[], Map<number, AngaSpan[]>>();
function spansNumbered(spans: readonly AngaSpan[], n: number): AngaSpan[] {
  let m = spansByNumber.get(spans);
  if (!m) {
    m = new Map();
    for (const s of spans) m.set(s.n, [...(m.get(s.n) ?? []), s]);
    spansByNumber.set(spans, m);
  }
  return m.get(n) ?? [];
}

/**
 * The runs of consecutive items (in time order) at most 40 days apart: the occurrences within one solar month. Two
 * occurrences in one month are a lunation apart; those of different accepted months at least about eleven lunations.
 */
function solarMonthRuns<T>(items: readonly T[], dayOf: (x: T) => number): T[][] {
  const runs: T[][] = [];
  for (let i = 0; i < items.length;) {
    let j = i + 1;
    while (j < items.length && dayOf(items[j]!) - dayOf(items[j - 1]!) <= 40) j++;
    runs.push(items.slice(i, j));
    i = j;
  }
  return runs;
}

/**
 * `pick = "full-moon"`: of each solar month's occurrences (`solarMonthRuns`), the one nearest the full
 * moon (the end of Purnima) that falls in that solar month; the last when the month holds no full moon.
 */
function nearestFullMoon<T extends { span: AngaSpan }>(sky: FestivalSky, occ: T[], solarMonth: number): T[] {
  const fullMoons = spansNumbered(sky.tithis, 15).map((s) => s.endMs).filter((t) => solarMonthAt(sky, t) === solarMonth);
  const gap = (o: T) => Math.min(...fullMoons.map((f) => Math.max(o.span.startMs - f, f - o.span.endMs, 0)));
  return solarMonthRuns(occ, startDay).map((group) => {
    let best = group[group.length - 1]!;
    for (const o of group) if (gap(o) < 20 * 86_400_000 && gap(o) < gap(best)) best = o;
    return best;
  });
}

const startDay = (o: { span: AngaSpan }): number => o.span.startMs / 86_400_000;

function occurrences(sky: FestivalSky, rule: FestivalRule): Array<{ type: 'tithi' | 'nakshatra'; span: AngaSpan; lunation: Lunation | null }> {
  const t = rule.timing;
  const out: Array<{ type: 'tithi' | 'nakshatra'; span: AngaSpan; lunation: Lunation | null }> = [];
  if (t.kind === 'tithi') {
    for (const s of spansNumbered(sky.tithis, t.tithi)) {
      const l = lunationAt(sky, (s.startMs + s.endMs) / 2);
      if (lunationAccepted(sky, l, t.masa, t.adhika)) out.push({ type: 'tithi', span: s, lunation: l });
    }
  } else if (t.kind === 'nakshatra') {
    for (const s of spansNumbered(sky.nakshatras, t.nakshatra)) {
      const l = lunationAt(sky, (s.startMs + s.endMs) / 2);
      if (t.solarMonth !== undefined) {
        if (solarMonthAt(sky, s.startMs) !== t.solarMonth && solarMonthAt(sky, s.endMs) !== t.solarMonth) continue;
      } else if (!lunationAccepted(sky, l, t.masa, t.adhika)) continue;
      out.push({ type: 'nakshatra', span: s, lunation: l });
    }
    if (t.pick === 'last' && t.solarMonth !== undefined) {
      // keep the last occurrence within each solar month
      return solarMonthRuns(out, startDay).map((group) => group[group.length - 1]!);
    }
    if (t.pick === 'full-moon' && t.solarMonth !== undefined) return nearestFullMoon(sky, out, t.solarMonth);
  }
  return out;
}

/**
 * Step 3b (`kaala_joined_nakshatra`): the decided day yields to the next when its tithi began after the decided
 * day's sunrise (joined there with the tithi before), holds the next sunrise, and nakshatra `n`, overlapping the
 * tithi, holds the next day's kaala: the tithi joined with the nakshatra on the next day (Jayanti). Changes `choice`.
 */
function nextDayJoined(sky: FestivalSky, span: AngaSpan, choice: DayChoice, n: number): void {
  const i = choice.dayIndex;
  const day = sky.days[i]!, next = sky.days[i + 1];
  if (!choice.kaala || !next || i + 1 > sky.days.length - 2) return;
  if (!(span.startMs > day.sunriseMs && span.endMs > next.sunriseMs)) return;
  const w = kaalaWindow(sky, i + 1, choice.kaala);
  const joined = w && spansNumbered(sky.nakshatras, n).find((s) => s.startMs < span.endMs && s.endMs > span.startMs && s.startMs < w[1] && s.endMs > w[0]);
  if (!w || !joined) return;
  Object.assign(choice, {
    dayIndex: i + 1, window: w, muhurat: [Math.max(w[0], joined.startMs), Math.min(w[1], joined.endMs)],
    decision: `${choice.decision}; next day: nakshatra ${n} joined with the tithi holds its ${choice.kaala}`,
  });
}

function baseDecided(rule: FestivalRule, choice: DayChoice, occ: { type: 'tithi' | 'nakshatra'; span: AngaSpan; lunation: Lunation | null }): DecidedFestival {
  return {
    rule, id: rule.id, dayIndex: choice.dayIndex, anga: { type: occ.type, span: occ.span }, sankranti: null,
    lunation: occ.lunation, kaala: choice.kaala, kaalaWindow: choice.window, muhurat: rule.muhurat ? choice.muhurat ?? choice.window : null,
    decision: choice.decision,
  };
}

/** Decides one anga rule: main observance, gauna, variants, companions. */
function evaluateAngaRule(sky: FestivalSky, rule: FestivalRule): DecidedFestival[] {
  const out: DecidedFestival[] = [];
  const seen = new Set<number>();
  for (const occ of occurrences(sky, rule)) {
    const choice = decideAngaDay(sky, occ.span, {
      kaalas: [rule.kaala, ...rule.fallbackKaalas], priority: rule.priority, fallback: rule.fallback,
      fullCoverage: rule.fullCoverage, avoidKaranas: rule.avoidKaranas, udayaMinMuhurtas: rule.udayaMinMuhurtas, exclusionUdayaMinMuhurtas: rule.exclusionUdayaMinMuhurtas,
      kaalaNakshatra: rule.kaalaNakshatra, kaalaMinGhatis: rule.kaalaMinGhatis, withTithi: rule.withTithi,
      nakshatraJoined: rule.nakshatraJoined, kaalaJoinedNakshatra: occ.type === 'tithi' ? rule.kaalaJoinedNakshatra : undefined,
    });
    if (!choice) continue;
    let gaunaDay: number | null = null;
    if (rule.paranaCheck && occ.type === 'tithi') {
      const next = sky.days[choice.dayIndex + 1];
      const at = next ? spanAt(sky.tithis, next.sunriseMs) : null;
      const ahead = at ? (at.n - occ.span.n + 30) % 30 : 0;
      if (ahead >= 2 && choice.dayIndex > 0) {
        gaunaDay = choice.dayIndex;
        choice.dayIndex -= 1;
        choice.decision = `${choice.decision}; parana-check moved one day earlier`;
        choice.window = choice.kaala ? kaalaWindow(sky, choice.dayIndex, choice.kaala) : null;
        choice.muhurat = null;
      }
    }
    if (rule.paranaCheck && gaunaDay === null && choice.decision.startsWith('fallback')) gaunaDay = choice.dayIndex + 1;
    if (rule.timing.kind === 'tithi' && rule.timing.solarMonth !== undefined) {
      const month = rule.timing.firstDayRule ? regionalSolarMonthOf(sky, rule.timing.firstDayRule, choice.dayIndex) : solarMonthAt(sky, sky.days[choice.dayIndex]!.sunriseMs);
      if (month !== rule.timing.solarMonth) continue;
    }
    if (rule.weekday !== undefined && sky.days[choice.dayIndex]!.weekday !== rule.weekday) continue;
    if (seen.has(choice.dayIndex)) continue; // a nakshatra spanning two sunrises in one rule window
    seen.add(choice.dayIndex);
    const main = baseDecided(rule, choice, occ);
    out.push(main);
    if (gaunaDay !== null && rule.gauna) {
      out.push(Object.assign({}, main, { id: `${rule.id}-gauna`, dayIndex: gaunaDay, decision: 'gauna (alternate day)', variant: 'gauna', kaalaWindow: null, muhurat: null }));
    }
    for (const v of rule.variants) {
      const vc = decideAngaDay(sky, occ.span, { kaalas: [v.kaala], priority: v.priority, fallback: v.fallback, fullCoverage: v.fullCoverage, avoidKaranas: [] });
      if (vc && v.nextVriddhiFirstDay) {
        // the next tithi holding two sunrises: the variant moves to the first of them
        const next = spanAt(sky.tithis, occ.span.endMs);
        const i = next ? hinduDayOf(sky, next.startMs) + 1 : -1;
        if (next && i > 0 && i + 1 < sky.days.length && sky.days[i + 1]!.sunriseMs < next.endMs) {
          Object.assign(vc, { dayIndex: i, kaala: null, window: null, muhurat: null, decision: 'next tithi vriddhi: its first sunrise' });
        }
      }
      if (!vc || (v.onlyIfDifferent && vc.dayIndex === choice.dayIndex)) continue;
      out.push(Object.assign({}, baseDecided(rule, vc, occ), { id: `${rule.id}-${v.key}`, variant: v.key }));
    }
    for (const c of rule.companions) {
      out.push(Object.assign({}, main, { id: `${rule.id}-${c.key}`, dayIndex: choice.dayIndex + c.offsetDays, decision: `${c.offsetDays >= 0 ? '+' : ''}${c.offsetDays} day from ${rule.id}`, variant: c.key, kaala: null, kaalaWindow: null, muhurat: null }));
    }
  }
  if (rule.timing.kind === 'tithi' && rule.timing.pickByNakshatra !== undefined) return pickByNakshatra(sky, out, rule.id, rule.timing.pickByNakshatra);
  return out;
}

/**
 * `timing.pick_by_nakshatra` (step 6): of the rule's days in one solar month (`solarMonthRuns`), the one
 * whose tithi nakshatra `n` overlaps longest, else the one whose tithi lies nearest to it. Days derived from a
 * dropped day (gauna, variants, companions: the same tithi span) are dropped with it.
 */
function pickByNakshatra(sky: FestivalSky, decided: DecidedFestival[], ruleId: string, n: number): DecidedFestival[] {
  // overlap with the nearest span of the nakshatra; negative = the gap to it
  const joinedMs = (span: AngaSpan) => Math.max(-Infinity, ...spansNumbered(sky.nakshatras, n).map((k) => Math.min(span.endMs, k.endMs) - Math.max(span.startMs, k.startMs)));
  const mains = decided.filter((d) => d.id === ruleId && d.anga).sort((a, b) => a.dayIndex - b.dayIndex);
  const dropped = new Set<AngaSpan>();
  for (const group of solarMonthRuns(mains, (d) => d.dayIndex)) {
    const best = group.reduce((a, b) => (joinedMs(b.anga!.span) > joinedMs(a.anga!.span) ? b : a));
    for (const d of group) if (d !== best) dropped.add(d.anga!.span);
    if (group.length > 1) best.decision = `${best.decision}; of ${group.length} in the solar month, the one nakshatra ${n} ${joinedMs(best.anga!.span) > 0 ? 'joins' : 'is nearest'}`;
  }
  return decided.filter((d) => !d.anga || !dropped.has(d.anga.span));
}

/**
 * Sankranti: the observance day is the civil day whose daytime overlaps the punya kala
 * [ingress − before, ingress + after] most; when the punya kala lies wholly in the night, the day
 * after the ingress (the next sunrise). A rule's `listed_on` may list it instead on the civil day of the
 * ingress, the day of the first sunset after it or of the last sunrise before it (Drik's listing; see
 * SankrantiTiming), its punya kala window still the one found above.
 */
function evaluateSankrantiRule(sky: FestivalSky, rule: FestivalRule): DecidedFestival[] {
  const t = rule.timing;
  if (t.kind !== 'sankranti') return [];
  const out: DecidedFestival[] = [];
  for (const s of sky.sankrantis) {
    if (s.rashi !== t.rashi) continue;
    const a = s.unixMs - t.punyaBeforeMin * 60_000;
    const b = s.unixMs + t.punyaAfterMin * 60_000;
    const h = hinduDayOf(sky, s.unixMs);
    let best = -1;
    let bestOverlap = 0;
    let window: [number, number] | null = null;
    for (let i = Math.max(0, h - 1); i <= Math.min(sky.days.length - 2, h + 1); i++) {
      const d = sky.days[i]!;
      const ov = Math.min(b, d.sunsetMs) - Math.max(a, d.sunriseMs);
      if (ov > bestOverlap) { bestOverlap = ov; best = i; window = [Math.max(a, d.sunriseMs), Math.min(b, d.sunsetMs)]; }
    }
    let decision = 'punya kala in daytime';
    if (best < 0) { best = h + 1; decision = 'punya kala at night: next sunrise'; }
    if (t.listedOn === 'ingress-day') { best = civilDayOf(sky, s.unixMs); decision = 'civil day of the ingress'; }
    if (t.listedOn === 'sunrise-day') { best = h; decision = 'day of the last sunrise before the ingress'; }
    if (t.listedOn === 'sunset-day') {
      const c = civilDayOf(sky, s.unixMs);
      best = c >= 0 && s.unixMs > sky.days[c]!.sunsetMs ? c + 1 : c;
      decision = 'day of the first sunset after the ingress';
    }
    if (best < 0 || best > sky.days.length - 2) continue;
    out.push({
      rule, id: rule.id, dayIndex: best, anga: null, sankranti: s, lunation: lunationAt(sky, s.unixMs),
      kaala: null, kaalaWindow: window, muhurat: rule.muhurat ? window : null, decision,
    });
  }
  return out;
}

/**
 * The regional solar month (rashi) of day `dayIndex` when months begin by `rule`: the rashi of the last sankranti
 * whose first day (src/calendar/solar/first-day-rules.ts) is on or before it.
 */
function regionalSolarMonthOf(sky: FestivalSky, rule: FirstDayRule, dayIndex: number): number | null {
  const ctx = skySolarDays(sky);
  let month: number | null = null;
  for (const s of sky.sankrantis) {
    if (s.unixMs < sky.days[0]!.midnightMs) { month = s.rashi; continue; } // begun before the sky's first day
    if (firstDayOfMonth(rule, s.unixMs, ctx) <= dayIndex) month = s.rashi;
    else break;
  }
  return month;
}

/** The sky's civil days as the solar first-day rules count them (day number = index into sky.days). */
function skySolarDays(sky: FestivalSky): SolarDayContext {
  const last = sky.days.length - 1;
  return {
    civilDayOf: (t) => civilDayOf(sky, t),
    sunOf: (i) => {
      const d = sky.days[Math.min(Math.max(i, 0), last)]!;
      const shift = (i - Math.min(Math.max(i, 0), last)) * 86_400_000; // beyond the span: the edge day's Sun, shifted
      return { sunriseUnixMs: d.sunriseMs + shift, sunsetUnixMs: d.sunsetMs + shift };
    },
  };
}

/**
 * Solar day: day `day` of the regional solar month begun by each sankranti into `rashi`, day 1 being the civil day
 * the calendar's first-day rule gives (src/calendar/solar/first-day-rules.ts; the same rule `solarDateOn` uses).
 * Reported as decided by that sankranti.
 */
function evaluateSolarDayRule(sky: FestivalSky, rule: FestivalRule): DecidedFestival[] {
  const t = rule.timing;
  if (t.kind !== 'solar_day') return [];
  const ctx = skySolarDays(sky);
  const out: DecidedFestival[] = [];
  for (const s of sky.sankrantis) {
    if (s.rashi !== t.rashi) continue;
    const first = civilDayOf(sky, s.unixMs);
    if (first < 0) continue;
    const dayIndex = firstDayOfMonth(t.firstDayRule, s.unixMs, ctx) + t.day - 1;
    if (dayIndex < 0 || dayIndex > sky.days.length - 2) continue;
    out.push({
      rule, id: rule.id, dayIndex, anga: null, sankranti: s, lunation: lunationAt(sky, sky.days[dayIndex]!.sunriseMs),
      kaala: null, kaalaWindow: null, muhurat: null, decision: `day ${t.day} of the solar month (${t.firstDayRule})`,
    });
  }
  return out;
}

/**
 * Weekday in a lunar month: every civil day whose sunrise falls in an accepted lunation of the month and whose
 * weekday is the rule's (one pass over the sky's days; the lunation is looked up for matching weekdays only).
 */
function evaluateWeekdayInMasaRule(sky: FestivalSky, rule: FestivalRule): DecidedFestival[] {
  const t = rule.timing;
  if (t.kind !== 'weekday_in_masa') return [];
  const out: DecidedFestival[] = [];
  for (let i = 0; i < sky.days.length - 1; i++) {
    const d = sky.days[i]!;
    if (d.weekday !== t.weekday) continue;
    const l = lunationAt(sky, d.sunriseMs);
    if (!lunationAccepted(sky, l, t.masa, t.adhika)) continue;
    out.push({ rule, id: rule.id, dayIndex: i, anga: null, sankranti: null, lunation: l, kaala: null, kaalaWindow: null, muhurat: null, decision: 'weekday in the lunar month' });
  }
  return out;
}

/** Evenings after the new moon looked at for the first crescent (Yallop's q passes zone C by the third at latitudes ≤ 60°). */
const CRESCENT_EVENINGS = 4;

/**
 * The first crescent of each accepted lunation: the first civil day whose sunset follows the new moon and whose evening
 * has Yallop's q ≥ `minYallopQ` (convention in types.ts CrescentTiming; bench/drik/chandra-darshana.ts measures it).
 */
function evaluateCrescentRule(sky: FestivalSky, rule: FestivalRule): DecidedFestival[] {
  const t = rule.timing;
  if (t.kind !== 'crescent') return [];
  const out: DecidedFestival[] = [];
  // only lunations whose evenings can fall in the year (each evening costs a moonset and two positions)
  const prefix = `${sky.year}-`;
  const yearFirst = sky.days.findIndex((d) => d.date.startsWith(prefix));
  const yearLast = sky.days.findLastIndex((d) => d.date.startsWith(prefix));
  for (const l of sky.lunations) {
    const first = civilDayOf(sky, l.startMs);
    if (first < 0 || first + CRESCENT_EVENINGS <= yearFirst || first > yearLast) continue;
    if (!lunationAccepted(sky, l, t.masa, t.adhika)) continue;
    for (let i = first, n = 0; i < sky.days.length && n < CRESCENT_EVENINGS; i++) {
      if (sky.days[i]!.sunsetMs <= l.startMs) continue;
      n++;
      const q = sky.crescentQ(i);
      if (q === null || q < t.minYallopQ) continue;
      const ss = sky.days[i]!.sunsetMs;
      out.push({ rule, id: rule.id, dayIndex: i, anga: null, sankranti: null, lunation: l, kaala: 'sunset', kaalaWindow: [ss, ss], muhurat: null, decision: 'first crescent' });
      break;
    }
  }
  return out;
}

/**
 * @brief Decides every rule over the sky's span and returns the observances whose civil date falls in
 * `sky.year`, sorted by date then id.
 */
export function evaluateFestivals(rules: readonly FestivalRule[], sky: FestivalSky): DecidedFestival[] {
  const byId = new Map<string, DecidedFestival[]>();
  const relative: FestivalRule[] = [];
  for (const rule of rules) {
    if (rule.timing.kind === 'relative') { relative.push(rule); continue; }
    const decided = rule.timing.kind === 'sankranti' ? evaluateSankrantiRule(sky, rule)
      : rule.timing.kind === 'solar_day' ? evaluateSolarDayRule(sky, rule)
      : rule.timing.kind === 'weekday_in_masa' ? evaluateWeekdayInMasaRule(sky, rule)
      : rule.timing.kind === 'crescent' ? evaluateCrescentRule(sky, rule) : evaluateAngaRule(sky, rule);
    byId.set(rule.id, decided.filter((d) => d.id === rule.id));
    for (const d of decided) if (d.id !== rule.id) byId.set(d.id, [...(byId.get(d.id) ?? []), d]);
  }
  // Relative rules in dependency order (anchors may themselves be relative; cycles are rejected by the schema).
  const pending = [...relative];
  let guard = pending.length + 1;
  while (pending.length > 0 && guard-- > 0) {
    for (let k = 0; k < pending.length; k++) {
      const rule = pending[k]!;
      if (rule.timing.kind !== 'relative') continue;
      const anchors = byId.get(rule.timing.anchor);
      if (!anchors) continue;
      const off = rule.timing.offsetDays;
      byId.set(rule.id, anchors.map((a) => Object.assign({}, a, {
        rule, id: rule.id, dayIndex: a.dayIndex + off, variant: undefined,
        kaala: null, kaalaWindow: null, muhurat: null, decision: `${off >= 0 ? '+' : ''}${off} day from ${rule.timing.kind === 'relative' ? rule.timing.anchor : ''}`,
      })));
      pending.splice(k, 1);
      k--;
    }
  }
  const prefix = `${sky.year}-`;
  const all: DecidedFestival[] = [];
  for (const list of byId.values()) {
    for (const d of list) {
      const day = sky.days[d.dayIndex];
      if (day && day.date.startsWith(prefix)) all.push(d);
    }
  }
  all.sort((x, y) => x.dayIndex - y.dayIndex || x.id.localeCompare(y.id));
  return all;
}
