/**
 * @module calendar/festivals
 * The festival engine: rule records in, decided and enriched festivals out. Pure: the caller passes
 * the rules (see `parseFestivalRules`) and, optionally, the location-free anga tables.
 */
import { observanceCatalog, presentFestival, presentFestivalMembers, type EnrichOptions, type EnrichedFestivalInfo, type FestivalMetadata } from './enrich.js';
import { evaluateFestivals } from './evaluate.js';
import { festivalFact, type FestivalFact } from './facts.js';
import { buildFestivalSky, DEFAULT_FESTIVAL_TZ, festivalYearZone, type SkyOptions } from './sky.js';
import type { CalendarSystem, FestivalRule } from './types.js';

export * from './types.js';
export { parseFestivalRules, type RuleFileText } from './parse-rules.js';
export { FestivalRuleError } from './rule-schema.js';
export { evaluateFestivals, decideAngaDay } from './evaluate.js';
export { buildFestivalSky, DEFAULT_FESTIVAL_TZ, festivalYearZone, type SkyOptions } from './sky.js';
export { festivalLabel, observanceCatalog, presentFestival, presentFestivalMembers, FESTIVAL_ITEM_MEMBERS, tithiName, type EnrichedFestivalInfo, type FestivalMetadata, type ObservanceCatalog } from './enrich.js';
export { festivalFact, type FestivalFact } from './facts.js';
export { parseFestivalMetadata } from './metadata.js';
export { festivalsToIcs } from './ics.js';
export { festivalsJsonBytes, type MetadataForm } from './serialize.js';

export interface FestivalQuery extends SkyOptions {
  /** default 'purnimant' (the festivals endpoint's default) */
  calendarSystem?: CalendarSystem;
}

/** @brief The facts (./facts.ts) of the festivals of `q.year` at a place, sorted by date. */
export function computeFestivalFacts(rules: readonly FestivalRule[], q: SkyOptions): FestivalFact[] {
  const sky = buildFestivalSky(q);
  return evaluateFestivals(rules, sky).map((d) => festivalFact(d, sky));
}

/** How facts are presented: the year whose zone gives the local times, the zone, and the month system. */
type PresentAs = { year: number; tz?: string; calendarSystem?: CalendarSystem };

function enrichOptions(q: PresentAs, metadata: ReadonlyMap<string, FestivalMetadata> | undefined): EnrichOptions {
  return { system: q.calendarSystem ?? 'purnimant', iso: festivalYearZone(q.tz ?? DEFAULT_FESTIVAL_TZ, q.year).iso, metadata };
}

/** @brief `facts` as API items: names, month in `calendarSystem`, ISO local times in `tz` for `year`, metadata. */
export function presentFestivals(
  rules: readonly FestivalRule[],
  facts: readonly FestivalFact[],
  q: PresentAs,
  metadata?: ReadonlyMap<string, FestivalMetadata>,
): EnrichedFestivalInfo[] {
  const catalog = observanceCatalog(rules);
  const opt = enrichOptions(q, metadata);
  return facts.map((f) => presentFestival(f, catalog, opt));
}

/**
 * @brief `presentFestivals` with only the members in `members` (in the items' order): the `fields` form, which then
 * never makes the local times or other members it leaves out.
 */
export function presentFestivalsMembers(
  rules: readonly FestivalRule[],
  facts: readonly FestivalFact[],
  q: PresentAs,
  members: ReadonlySet<string>,
  metadata?: ReadonlyMap<string, FestivalMetadata>,
): Array<Partial<EnrichedFestivalInfo>> {
  const catalog = observanceCatalog(rules);
  const opt = enrichOptions(q, metadata);
  return facts.map((f) => presentFestivalMembers(f, catalog, opt, members));
}

/**
 * @brief Festivals of `q.year` at a place, sorted by date: the one call the route and the generator use
 * (facts, then presentation; a tile's stored facts go through the same `presentFestivals`).
 */
export function computeFestivals(
  rules: readonly FestivalRule[],
  q: FestivalQuery,
  metadata?: ReadonlyMap<string, FestivalMetadata>,
): EnrichedFestivalInfo[] {
  return presentFestivals(rules, computeFestivalFacts(rules, q), q, metadata);
}
export { rulesForRegions, regionsOfSolarCalendar, FESTIVAL_REGIONS, type FestivalRegion } from './regions.js';
