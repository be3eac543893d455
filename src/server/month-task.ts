/**
 * @module
 * GET /calendar/v1/month's computation, shared by the two ways it runs:
 * - at a tile (the place is a tile to 4 decimals, in its zone, the month in its generated years, and its festival
 *   file built with the same inputs) the serving thread answers from the tables (`monthFromTiles`);
 * - anywhere else the compute pool runs `monthTask` (a festival year is searched live: hundreds of ms).
 * Both call `monthBodyText`: the day panchang of each date (computePanchangDay, with the tile's sun and moon
 * times when there are some: identical answers) projected by calendar/month, and the festival facts of the
 * year (stored or computed) presented for the month's dates only.
 */
import { join } from 'node:path';
import { computePanchangDay, PanchangInputError } from '../calendar/index.js';
import { computeFestivalFacts, presentFestivals, type EnrichedFestivalInfo, type FestivalFact } from '../calendar/festivals/index.js';
import { datesOfMonth, monthDayOf, monthToIcs, type MonthResponse } from '../calendar/month/index.js';
import { calendarPlace, ensureCalendarTablesLoaded } from './calendar-tables.js';
import { festivalData } from './festival-rules.js';
import { lookupTileDay, lookupTileFestivals } from './tile-store.js';
import { skyNodesForDate } from './sky-nodes-store.js';
import { invalid } from './errors.js';
import type { Convention } from '../calendar/index.js';
import type { LocationQuery } from './schema/common.js';

export interface MonthQuery extends LocationQuery {
  year: number;
  month: number;
  convention?: Convention;
  format?: 'json' | 'ics';
}

interface Dirs { dataDir: string; buildDir: string }

/**
 * Festival names are presented in the purnimanta system, the festivals endpoint's default: it only changes the
 * month in the names of Krishna-paksha observances ("Magha Amavasya"), never a date.
 */
const FESTIVAL_NAME_SYSTEM = 'purnimant';

function storedFacts(dirs: Dirs, q: MonthQuery): FestivalFact[] | null {
  const place = calendarPlace(q);
  return lookupTileFestivals(dirs, place.lat, place.lng, place.altitudeM, q.year, { tz: place.tz, convention: place.convention, rulesDir: join(dirs.dataDir, 'festivals') });
}

/**
 * @brief Whether the month can be answered from the tile tables: the first and last day are tile days and the
 * festival year is stored (lookups only: a few µs once the tile's files are decoded).
 */
export function isTileMonth(dirs: Dirs, q: MonthQuery): boolean {
  const place = calendarPlace(q);
  const dates = datesOfMonth(q.year, q.month);
  const isTileDay = (date: string) => lookupTileDay(dirs, place.lat, place.lng, place.altitudeM, date, place.tz) !== null;
  return isTileDay(dates[0]!) && isTileDay(dates[dates.length - 1]!) && storedFacts(dirs, q) !== null;
}

/** @brief The month view: the day panchang of every date of the month and its festivals. */
export function computeMonth(dirs: Dirs, q: MonthQuery): MonthResponse {
  const place = calendarPlace(q);
  const { rules } = festivalData(join(dirs.dataDir, 'festivals'));
  const prefix = `${String(q.year).padStart(4, '0')}-${String(q.month).padStart(2, '0')}-`;
  const facts = storedFacts(dirs, q) ?? computeFestivalFacts(rules, Object.assign(calendarPlace(q), { year: q.year }));
  const items = presentFestivals(rules, facts.filter((f) => f.date.startsWith(prefix)), { year: q.year, tz: place.tz, calendarSystem: FESTIVAL_NAME_SYSTEM });
  const byDate = new Map<string, EnrichedFestivalInfo[]>();
  for (const f of items) {
    const list = byDate.get(f.date);
    if (list) list.push(f);
    else byDate.set(f.date, [f]);
  }
  const days = [];
  for (const date of datesOfMonth(q.year, q.month)) {
    let p;
    try {
      p = computePanchangDay(Object.assign(calendarPlace(q), {
        date, calendarSystem: 'amant' as const, includeMuhurat: false, skyNodes: skyNodesForDate(date), include: null,
        sunTimes: lookupTileDay(dirs, place.lat, place.lng, place.altitudeM, date, place.tz),
      }));
    } catch (e) {
      if (e instanceof PanchangInputError) throw invalid(['query', e.field], e.message, 'value_error', (q as unknown as Record<string, unknown>)[e.field]);
      throw e;
    }
    days.push(monthDayOf(p, byDate.get(date) ?? []));
  }
  return { year: q.year, month: q.month, location: { lat: place.lat, lng: place.lng, altitude: place.altitudeM, tz: place.tz }, convention: place.convention, days };
}

/** @brief The body: JSON, or the iCalendar document (`nowMs`: its DTSTAMP, the request's clock). */
export function monthBodyText(dirs: Dirs, q: MonthQuery, ics: boolean, nowMs: number): string {
  const m = computeMonth(dirs, q);
  return ics ? monthToIcs(m, { generatedUnixMs: nowMs, calendarName: `Panchang ${prefixOf(q)} (${q.lat}, ${q.lng})` }) : JSON.stringify(m);
}

const prefixOf = (q: MonthQuery) => `${String(q.year).padStart(4, '0')}-${String(q.month).padStart(2, '0')}`;

const encoder = new TextEncoder();

/** Compute-pool task (src/server/ROUTES.md): a month away from the tiles, as UTF-8 bytes. */
export function monthTask(q: MonthQuery, dataDir: string, buildDir: string, ics: boolean, nowMs: number): Uint8Array {
  ensureCalendarTablesLoaded(buildDir);
  return encoder.encode(monthBodyText({ dataDir, buildDir }, q, ics, nowMs));
}
