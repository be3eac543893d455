/**
 * @module calendar/festivals
 * The festival engine: rule records in, decided and enriched festivals out. Pure: the caller passes
 * the rules (see `parseFestivalRules`) and, optionally, the location-free anga tables.
 */
import { enrichFestival, type EnrichedFestivalInfo, type FestivalMetadata } from './enrich.js';
import { evaluateFestivals } from './evaluate.js';
import { buildFestivalSky, type SkyOptions } from './sky.js';
import type { CalendarSystem, FestivalRule } from './types.js';

export * from './types.js';
export { parseFestivalRules, type RuleFileText } from './parse-rules.js';
export { FestivalRuleError } from './rule-schema.js';
export { evaluateFestivals, decideAngaDay } from './evaluate.js';
export { buildFestivalSky, type SkyOptions } from './sky.js';
export { enrichFestival, tithiName, type EnrichedFestivalInfo, type FestivalMetadata } from './enrich.js';
export { parseFestivalMetadata } from './metadata.js';
export { festivalsToIcs } from './ics.js';

export interface FestivalQuery extends SkyOptions {
  /** default 'purnimant' (the festivals endpoint's default) */
  calendarSystem?: CalendarSystem;
}

/**
 * @brief Festivals of `q.year` at a place, sorted by date: the one call the route and the generator use.
 */
export function computeFestivals(
  rules: readonly FestivalRule[],
  q: FestivalQuery,
  metadata?: ReadonlyMap<string, FestivalMetadata>,
): EnrichedFestivalInfo[] {
  const sky = buildFestivalSky(q);
  const decided = evaluateFestivals(rules, sky);
  return decided.map((d) => enrichFestival(d, sky, { system: q.calendarSystem ?? 'purnimant', iso: sky.isoLocal, metadata }));
}
