/**
 * @module calendar/festivals/regions
 * The regional festival sets (rules `data/festivals-regional/*.toml`, each record's `regions`) and which of them a
 * place gets by default. The place → region map is data/regions/festival-regions.json (GeoNames country and state
 * codes) turned into a grid (data/regions/festival-region-grid.json, src/generator/regions/build-festival-region-grid.ts):
 * Tamil Nadu, Puducherry, Malaysia, Singapore and northern/eastern Sri Lanka → `tamil-nadu`; Kerala → `kerala`;
 * West Bengal, Tripura, Bangladesh → `west-bengal`; Odisha → `odisha`; Assam → `assam`; Punjab (IN) → `punjab`
 * (as the regional solar calendars); Maharashtra, Gujarat, Karnataka, Andhra Pradesh, Telangana, Rajasthan → their
 * own set; Nepal → `nepal`. `jain` and `buddhist` are sets of observances, not places: only an explicit `region`
 * selects them. A place outside every region (Delhi, …) gets the pan-Indian set alone.
 */
import type { SolarCalendarId } from '../solar/calendar-records.js';
import type { FestivalRule } from './types.js';

/** The region ids a rule's `regions` and the route's `region` accept. */
export const FESTIVAL_REGIONS = [
  'tamil-nadu', 'kerala', 'punjab', 'west-bengal', 'odisha', 'assam',
  'maharashtra', 'gujarat', 'karnataka', 'andhra-pradesh', 'telangana', 'rajasthan', 'nepal', 'jain', 'buddhist',
] as const;
export type FestivalRegion = (typeof FESTIVAL_REGIONS)[number];

/**
 * The `lang` values each set's festival names must have in data/names/festival.json (the languages the region uses
 * among the nine; Nepali is not one, so Nepal's names are the Hindi spellings). The six first sets predate the rule.
 */
export const FESTIVAL_REGION_LANGS: Readonly<Record<FestivalRegion, readonly string[]>> = {
  'tamil-nadu': ['ta'], kerala: ['ml'], punjab: ['hi'], 'west-bengal': ['bn'], odisha: ['or'], assam: ['bn'],
  maharashtra: ['mr', 'hi'], gujarat: ['gu'], karnataka: ['kn'], 'andhra-pradesh': ['te'], telangana: ['te'], rajasthan: ['hi'],
  nepal: ['hi'], jain: ['hi', 'gu'], buddhist: ['hi', 'mr'],
};

/** The sets a place can get from the place → region map (the others are chosen explicitly). */
export const PLACE_REGIONS: readonly FestivalRegion[] = FESTIVAL_REGIONS.filter((r) => r !== 'jain' && r !== 'buddhist');

/** The region whose set a place on regional solar calendar `cal` gets. */
const REGION_OF_CALENDAR: Record<SolarCalendarId, FestivalRegion> = {
  tamil: 'tamil-nadu', malayalam: 'kerala', punjabi: 'punjab', bengali: 'west-bengal', odia: 'odisha', assamese: 'assam',
};

/** @brief The regions of a place on solar calendar `cal` (null = outside every region: none). */
export function regionsOfSolarCalendar(cal: SolarCalendarId | null): FestivalRegion[] {
  return cal ? [REGION_OF_CALENDAR[cal]] : [];
}

/** @brief The pan-Indian rules, then the rules of `regions` (each once), as the evaluator takes them. */
export function rulesForRegions(panIndian: readonly FestivalRule[], regional: readonly FestivalRule[], regions: readonly string[]): FestivalRule[] {
  if (regions.length === 0) return [...panIndian];
  return [...panIndian, ...regional.filter((r) => r.regions.some((x) => regions.includes(x)))];
}
