/** Shared fixtures for the festival tests: the checked-in rules and a memoised year computation. */
import { computeFestivals, type CalendarSystem, type EnrichedFestivalInfo } from '../../src/calendar/festivals/index.js';
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
