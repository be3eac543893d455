/** Shared fixtures for the festival tests: the checked-in rules and a memoised year computation. */
import { computeFestivals, rulesForRegions, type CalendarSystem, type EnrichedFestivalInfo } from '../../src/calendar/festivals/index.js';
import { festivalData } from '../../src/server/festival-rules.js';

export const MIRZAPUR = { lat: 25.146, lng: 82.569, tz: 'Asia/Kolkata' } as const;

const memo = new Map<string, EnrichedFestivalInfo[]>();
export function festivalsOf(year: number, system: CalendarSystem = 'purnimant', place: { lat: number; lng: number; tz: string } = MIRZAPUR): EnrichedFestivalInfo[] {
  const key = `${year}|${system}|${place.lat}|${place.lng}|${place.tz}`;
  let v = memo.get(key);
  if (!v) {
    const { rules, metadata } = festivalData();
    v = computeFestivals(rules, { year, ...place, calendarSystem: system }, metadata);
    memo.set(key, v);
  }
  return v;
}

const regionalMemo = new Map<string, EnrichedFestivalInfo[]>();
/** A year of festivals at a place with one regional set on top of the pan-Indian one (purnimanta), memoised. */
export function regionalYearOf(region: string, year: number, place: { lat: number; lng: number; tz: string }): EnrichedFestivalInfo[] {
  const key = `${region}|${year}|${place.lat}|${place.lng}|${place.tz}`;
  let v = regionalMemo.get(key);
  if (!v) {
    const { rules, regionalRules } = festivalData();
    v = computeFestivals(rulesForRegions(rules, regionalRules, [region]), { year, ...place, calendarSystem: 'purnimant' });
    regionalMemo.set(key, v);
  }
  return v;
}

/** The dates of festival `id` among `items`. */
export const datesOf = (items: readonly EnrichedFestivalInfo[], id: string): string[] => items.filter((i) => i.id === id).map((i) => i.date);
