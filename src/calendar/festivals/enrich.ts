/**
 * @module calendar/festivals/enrich
 * Presentation of decided festivals as `EnrichedFestivalInfo` (the items of /calendar/v1/festivals):
 * names with the month filled in the requested calendar system, the deciding element with its start
 * and end, the kaala and muhurat windows, masa and paksha, and the curated metadata.
 *
 * calendar_system: a festival's date is the day its tradition keeps it, so dates never depend on the
 * system. What changes is the reported month of Krishna-paksha days: in `purnimant` the Krishna half of
 * an amanta month belongs to the next month (an adhika month keeps its own label in both systems,
 * conventions §4). Shukla-paksha labels are identical in both systems.
 */
import { fillMasa, masaNames } from './masa-names.js';
import { lunationAt, purnimantaOfKrishna, spanAt } from './sky-lookup.js';
import type { CalendarSystem, DecidedFestival, FestivalSky, Names } from './types.js';

export const TITHI_NAMES = [
  'Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami', 'Navami', 'Dashami',
  'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi',
];
export const NAKSHATRA_NAMES = [
  'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Magha',
  'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula',
  'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati',
];
export const RASHI_NAMES = ['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena'];

/** @brief Name of tithi 1–30 (15 Purnima, 30 Amavasya). */
export function tithiName(n: number): string {
  if (n === 15) return 'Purnima';
  if (n === 30) return 'Amavasya';
  return TITHI_NAMES[(n - 1) % 15]!;
}

/** A time window as ISO 8601 local times with offset. */
export interface IsoWindow { start: string; end: string }

/** Curated shastric data (data/festivals/metadata), see docs/festivals.md. */
export interface FestivalMetadata {
  deity: { entity_id: string | null; name: string } | null;
  shloka: { ref: { work: string; chapter?: string; verse: string }; cite_path: string; text_devanagari: string; text_iast?: string; gloss: string } | null;
  katha: string;
  observances: string[];
  verse_refs: Array<{ work: string; chapter?: string; verse: string; cite_path: string; note?: string }>;
}

export interface EnrichedFestivalInfo {
  id: string;
  rule_id: string;
  name: string;
  names: Names;
  date: string;
  weekday: number;
  category: string;
  tags: string[];
  variant: string | null;
  paksha: 'Shukla' | 'Krishna' | null;
  masa: { number: number; name: string; adhika: boolean; system: CalendarSystem } | null;
  decided_by:
    | { type: 'tithi' | 'nakshatra'; number: number; name: string; start: string; end: string }
    | { type: 'sankranti'; rashi: number; name: string; instant: string }
    | { type: 'relative'; anchor: string; offset_days: number };
  kaala: { name: string; start: string; end: string } | null;
  muhurat: IsoWindow | null;
  decision: { priority: string; how: string };
  metadata: FestivalMetadata | null;
}

export interface EnrichOptions {
  system: CalendarSystem;
  /** ISO local time formatter (instant → `YYYY-MM-DDTHH:MM:SS+05:30`) */
  iso: (unixMs: number) => string;
  metadata?: ReadonlyMap<string, FestivalMetadata>;
}

/** @brief One decided festival as the API item. */
export function enrichFestival(d: DecidedFestival, sky: FestivalSky, opt: EnrichOptions): EnrichedFestivalInfo {
  const day = sky.days[d.dayIndex]!;
  // The tithi that sets paksha and month: the deciding tithi, else the one at the day's sunrise.
  const tithiSpan = d.anga?.type === 'tithi' ? d.anga.span : spanAt(sky.tithis, day.sunriseMs);
  const lunation = tithiSpan ? lunationAt(sky, (tithiSpan.startMs + tithiSpan.endMs) / 2) : d.lunation;
  const paksha = tithiSpan ? (tithiSpan.n <= 15 ? 'Shukla' : 'Krishna') : null;
  let masa: EnrichedFestivalInfo['masa'] = null;
  if (lunation) {
    const m = opt.system === 'purnimant' && paksha === 'Krishna' ? purnimantaOfKrishna(lunation) : { masa: lunation.masa, adhika: lunation.adhika };
    masa = { number: m.masa, name: masaNames(m.masa, false).english, adhika: m.adhika, system: opt.system };
  }
  const names = masa ? fillMasa(d.names, masaNames(masa.number, masa.adhika)) : d.names;
  const t = d.rule.timing;
  let decidedBy: EnrichedFestivalInfo['decided_by'];
  if (t.kind === 'relative' || d.variant === 'parana' || (d.decision.includes('day from') && t.kind !== 'sankranti')) {
    decidedBy = t.kind === 'relative'
      ? { type: 'relative', anchor: t.anchor, offset_days: t.offsetDays }
      : { type: 'relative', anchor: d.rule.id, offset_days: d.rule.companions.find((c) => c.key === d.variant)?.offsetDays ?? 0 };
  } else if (d.sankranti) {
    decidedBy = { type: 'sankranti', rashi: d.sankranti.rashi, name: `${RASHI_NAMES[d.sankranti.rashi - 1]} Sankranti`, instant: opt.iso(d.sankranti.unixMs) };
  } else {
    const a = d.anga!;
    decidedBy = {
      type: a.type, number: a.span.n, name: a.type === 'tithi' ? `${paksha} ${tithiName(a.span.n)}` : NAKSHATRA_NAMES[a.span.n - 1]!,
      start: opt.iso(a.span.startMs), end: opt.iso(a.span.endMs),
    };
  }
  return {
    id: d.id,
    rule_id: d.rule.id,
    name: names.english,
    names,
    date: day.date,
    weekday: day.weekday,
    category: d.rule.category,
    tags: d.rule.tags,
    variant: d.variant ?? null,
    paksha,
    masa,
    decided_by: decidedBy,
    kaala: d.kaala && d.kaalaWindow ? { name: d.kaala, start: opt.iso(d.kaalaWindow[0]), end: opt.iso(d.kaalaWindow[1]) }
      : d.sankranti && d.kaalaWindow ? { name: 'punya-kala', start: opt.iso(d.kaalaWindow[0]), end: opt.iso(d.kaalaWindow[1]) } : null,
    muhurat: d.muhurat ? { start: opt.iso(d.muhurat[0]), end: opt.iso(d.muhurat[1]) } : null,
    decision: { priority: d.rule.timing.kind === 'tithi' || d.rule.timing.kind === 'nakshatra' ? (d.variant === 'vaishnava' ? d.rule.variants.find((v) => v.key === 'vaishnava')?.priority ?? d.rule.priority : d.rule.priority) : d.rule.timing.kind, how: d.decision },
    metadata: opt.metadata?.get(d.rule.id) ?? null,
  };
}
