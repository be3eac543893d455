/**
 * Published holiday dates (test/fixtures/holidays/published-holidays.tsv; Drik Panchang's New Delhi pages, even years
 * 1900–2050; Drik's 2023 Mirzapur list) against the service's dates. A published row is met when the service gives the
 * holiday's festival on one of the row's dates at the row's place: Drik rows at Drik's place, a list's row at the
 * holiday's home (the state capital; for the Government of India's list at Delhi, the home of a regional holiday).
 * Used by bench/holidays/run.ts and test/festivals/holidays.test.ts.
 */
import { readFileSync } from 'node:fs';
import { computeFestivals, rulesForRegions, FESTIVAL_REGIONS, type FestivalRule } from '../../src/calendar/festivals/index.js';
import type { FestivalMetadata } from '../../src/calendar/festivals/index.js';
import { readDrikEvenFestivals } from '../drik/festival-records.js';
import { HOLIDAYS, PLACES, PLACE_OF_JURISDICTION, type Holiday, type PlaceId } from './holidays.js';

export interface PublishedRow { year: number; holiday: string; dates: string[]; place: PlaceId; source: string }

const fixture = (name: string) => new URL(`../../test/fixtures/${name}`, import.meta.url);

/** @brief The rows of published-holidays.tsv, each placed (see module doc). */
export function readListRows(): PublishedRow[] {
  const home = new Map(HOLIDAYS.filter((h) => h.id).map((h) => [h.id!, h.home]));
  return readFileSync(fixture('holidays/published-holidays.tsv'), 'utf8').split('\n').filter((l) => /^\d{4}\t/.test(l)).map((l) => {
    const [year, holiday, dates, where, source] = l.split('\t') as [string, string, string, string, string];
    const h = home.get(holiday);
    // the Government of India's date for a regional holiday is that region's date
    const place = where === 'IN-DL' && h ? h : PLACE_OF_JURISDICTION[where];
    if (!place) throw new Error(`published-holidays.tsv: unknown jurisdiction ${where}`);
    return { year: Number(year), holiday, dates: dates.split(','), place, source };
  });
}

/** @brief Drik's New Delhi rows (even years) for the holidays that have Drik names. */
export function readDrikRows(from = 1900, to = 2050): PublishedRow[] {
  // a name may stand for two holidays: "Krishna Janmashtami" is Drik's one day when Smarta and Vaishnava agree
  const idsOfName = new Map<string, string[]>();
  for (const h of HOLIDAYS) for (const n of h.drik ?? []) if (h.id) idsOfName.set(n, [...(idsOfName.get(n) ?? []), h.id]);
  const seen = new Set<string>();
  const out: PublishedRow[] = [];
  for (const r of readDrikEvenFestivals()) {
    const year = Number(r.date.slice(0, 4));
    if (year < from || year > to) continue;
    for (const id of idsOfName.get(r.name) ?? []) {
      const key = `${year}|${id}`;
      if (seen.has(key)) continue; // one row a year (Drik lists Ugadi and Gudi Padwa on one day)
      seen.add(key);
      out.push({ year, holiday: id, dates: [r.date], place: 'new-delhi', source: 'drik-newdelhi' });
    }
  }
  return out;
}

/** @brief Drik's 2023 Mirzapur rows for the holidays with no New Delhi series. */
export function readDrik2023Rows(): PublishedRow[] {
  const idOfName = new Map<string, string>();
  for (const h of HOLIDAYS) for (const n of h.drik2023 ?? []) if (h.id && !h.drik) idOfName.set(n, h.id);
  const out: PublishedRow[] = [];
  for (const l of readFileSync(fixture('festivals/drik-2023-festivals.tsv'), 'utf8').split('\n')) {
    const cols = l.split('\t');
    if (!/^\d{4}-/.test(cols[0] ?? '')) continue;
    for (const name of (cols[4] ?? '').split(' ; ').map((s) => s.trim())) {
      const id = idOfName.get(name);
      if (id) out.push({ year: 2023, holiday: id, dates: [cols[0]!], place: 'mirzapur', source: 'drik-2023-mirzapur' });
    }
  }
  return out;
}

export interface Outcome extends PublishedRow { ours: string[]; met: boolean }

/** @brief Each row against the service: all regional sets are on, so every holiday is produced at every place. */
export function compareRows(rows: readonly PublishedRow[], panIndian: readonly FestivalRule[], regional: readonly FestivalRule[], metadata: ReadonlyMap<string, FestivalMetadata>, tables: Parameters<typeof computeFestivals>[1]['tables']): Outcome[] {
  const rules = rulesForRegions(panIndian, regional, FESTIVAL_REGIONS);
  const cache = new Map<string, Map<string, string[]>>();
  const datesOf = (place: PlaceId, year: number) => {
    const key = `${place}|${year}`;
    let m = cache.get(key);
    if (!m) {
      m = new Map();
      for (const it of computeFestivals(rules, { year, ...PLACES[place], tables }, metadata)) {
        if (it.variant) continue;
        m.set(it.rule_id, [...(m.get(it.rule_id) ?? []), it.date]);
      }
      cache.set(key, m);
    }
    return m;
  };
  return rows.map((r) => {
    const ours = datesOf(r.place, r.year).get(r.holiday) ?? [];
    return { ...r, ours, met: ours.some((d) => r.dates.includes(d)) };
  });
}

export const HOLIDAY_OF_ID = new Map(HOLIDAYS.filter((h) => h.id).map((h) => [h.id!, h] as [string, Holiday]));
