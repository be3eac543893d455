/**
 * @module calendar/festivals/facts
 * A decided festival reduced to the facts its API item is presented from (./enrich.ts): ids, the date, the
 * tithi and lunation that set paksha and month, the deciding element, the kaala and muhurat windows, and how the
 * day was chosen: numbers and a few short strings, no names and no formatted times.
 *
 * Why a separate step: the generator stores these facts per tile and year (a few KB), and the server presents a
 * tile's year from them with the same `presentFestival` the live path uses, so both answers are the same bytes.
 */
import { lunationAt, spanAt } from './sky-lookup.js';
import type { DecidedFestival, FestivalSky } from './types.js';

export interface FestivalFact {
  /** observance id (rule id, or rule id + `-` + variant / companion key) */
  id: string;
  ruleId: string;
  variant: string | null;
  /** local civil date YYYY-MM-DD and its weekday (0 = Sunday) */
  date: string;
  weekday: number;
  /** the tithi (1–30) that sets paksha and month: the deciding tithi, else the one at the day's sunrise */
  tithi: number | null;
  /** amanta lunation of that tithi (of the day when there is none) */
  lunation: { masa: number; adhika: boolean } | null;
  /** the deciding anga span (Unix ms), when an anga decided the day */
  anga: { type: 'tithi' | 'nakshatra'; n: number; startMs: number; endMs: number } | null;
  /** the sankranti that decided the day */
  sankranti: { rashi: number; unixMs: number } | null;
  /** the day window used (`punya-kala` for sankrantis), Unix ms */
  kaala: { name: string; startMs: number; endMs: number } | null;
  muhurat: [number, number] | null;
  /** how the day was chosen (single, both-first, vyaapti, fallback …) */
  decision: string;
}

/** @brief The facts of one decided festival in `sky`. */
export function festivalFact(d: DecidedFestival, sky: FestivalSky): FestivalFact {
  const day = sky.days[d.dayIndex]!;
  const tithiSpan = d.anga?.type === 'tithi' ? d.anga.span : spanAt(sky.tithis, day.sunriseMs);
  const l = tithiSpan ? lunationAt(sky, (tithiSpan.startMs + tithiSpan.endMs) / 2) : d.lunation;
  const w = d.kaalaWindow;
  return {
    id: d.id,
    ruleId: d.rule.id,
    variant: d.variant ?? null,
    date: day.date,
    weekday: day.weekday,
    tithi: tithiSpan ? tithiSpan.n : null,
    lunation: l ? { masa: l.masa, adhika: l.adhika } : null,
    anga: d.anga ? { type: d.anga.type, n: d.anga.span.n, startMs: d.anga.span.startMs, endMs: d.anga.span.endMs } : null,
    sankranti: d.sankranti ? { rashi: d.sankranti.rashi, unixMs: d.sankranti.unixMs } : null,
    kaala: w && d.kaala ? { name: d.kaala, startMs: w[0], endMs: w[1] } : w && d.sankranti ? { name: 'punya-kala', startMs: w[0], endMs: w[1] } : null,
    muhurat: d.muhurat ? [d.muhurat[0], d.muhurat[1]] : null,
    decision: d.decision,
  };
}
