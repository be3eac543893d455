/**
 * @module generator/tiles/tile-festivals
 * The festivals of a tile for each year, from the festival engine's public `computeFestivals` (drik
 * convention, purnimanta month names as the festivals endpoint's default), as compact rows, and their
 * msgpack file `build/tiles/festivals/<tile id>.msgpack`:
 * { formatVersion, tileId, fromYear, toYear, convention, calendarSystem, tz, rulesHash, ids: string[] (festival ids),
 *   years: { [year]: [idIndex, date 'YYYY-MM-DD', variant | null, kaalaStartUnixS | null, kaalaEndUnixS | null][] },
 *   items: { [year]: bytes } }.
 * Names, categories and metadata are per festival id, not per tile (the rules and data/festivals/metadata).
 * `items[year]` is the year's `computeFestivals` answer exactly as the festivals endpoint returns it (msgpack with
 * records, `new Packr({ useRecords: true })`, then raw deflate: about 24 KB per tile-year), minus the `metadata` field (always last; the server re-attaches it by rule id), so that the server answers a
 * tile's request from the file byte-identically to live (`rulesHash`: `hashTree` of data/festivals/**\/*.toml it
 * was built from; the server uses the file only when its own rules hash is the same).
 */
import { deflateRawSync } from 'node:zlib';
import { Packr, pack } from 'msgpackr';
import type { EnrichedFestivalInfo } from '../../calendar/festivals/index.js';
import { computeFestivals } from '../../calendar/festivals/index.js';
import type { AngaTables } from '../../calendar/index.js';
import { loadFestivalData, type FestivalData } from '../../server/festival-rules.js';
import type { Tile } from './tile-list.js';

export const FESTIVAL_FILE_FORMAT_VERSION = 3;
/** Encoding of `items[year]` before deflate (decode with the same options). */
export const FESTIVAL_ITEMS_PACKR_OPTIONS = { useRecords: true } as const;
export const FESTIVAL_CALENDAR_SYSTEM = 'purnimant' as const;

export interface FestivalRow {
  tileNo: number;
  year: number;
  festivalId: string;
  ruleId: string;
  name: string;
  category: string;
  date: string;
  variant: string | null;
  decidedBy: string;
  kaalaName: string | null;
  kaalaStart: string | null;
  kaalaEnd: string | null;
}

const dataCache = new Map<string, FestivalData>();

/** A year's festivals as the endpoint returns them, without `metadata` (re-attached by rule id when served). */
export type StoredFestival = Omit<EnrichedFestivalInfo, 'metadata'>;

export function computeTileFestivals(tile: Tile, tileNo: number, fromYear: number, toYear: number, tables: AngaTables, rulesDir: string, itemsOut?: Map<number, StoredFestival[]>): FestivalRow[] {
  let data = dataCache.get(rulesDir);
  if (!data) dataCache.set(rulesDir, (data = loadFestivalData(rulesDir)));
  const rows: FestivalRow[] = [];
  for (let year = fromYear; year <= toYear; year++) {
    const items = computeFestivals(data.rules, {
      year, lat: tile.lat, lng: tile.lng, altitudeM: tile.altitude, tz: tile.tz, convention: 'drik', tables,
      calendarSystem: FESTIVAL_CALENDAR_SYSTEM,
    }, data.metadata);
    itemsOut?.set(year, items.map(({ metadata: _m, ...rest }) => rest));
    for (const f of items) {
      rows.push({
        tileNo, year, festivalId: f.id, ruleId: f.rule_id, name: f.name, category: f.category, date: f.date, variant: f.variant,
        decidedBy: f.decided_by.type, kaalaName: f.kaala?.name ?? null, kaalaStart: f.kaala?.start ?? null, kaalaEnd: f.kaala?.end ?? null,
      });
    }
  }
  return rows;
}

const unixS = (iso: string | null) => (iso === null ? null : Math.round(Date.parse(iso) / 1000));

export function encodeFestivalFile(tileId: string, fromYear: number, toYear: number, rows: FestivalRow[], extra: { tz: string; rulesHash: string; items: Map<number, StoredFestival[]> }): Uint8Array {
  const ids = [...new Set(rows.map((r) => r.festivalId))].sort();
  const index = new Map(ids.map((id, i) => [id, i]));
  const years: Record<string, Array<[number, string, string | null, number | null, number | null]>> = {};
  for (let y = fromYear; y <= toYear; y++) years[String(y)] = [];
  for (const r of rows) years[String(r.year)]!.push([index.get(r.festivalId)!, r.date, r.variant, unixS(r.kaalaStart), unixS(r.kaalaEnd)]);
  const items: Record<string, Uint8Array> = {};
  const packr = new Packr(FESTIVAL_ITEMS_PACKR_OPTIONS);
  for (let y = fromYear; y <= toYear; y++) items[String(y)] = deflateRawSync(packr.pack(extra.items.get(y) ?? []), { level: 9 });
  return pack({ formatVersion: FESTIVAL_FILE_FORMAT_VERSION, tileId, fromYear, toYear, convention: 'drik', calendarSystem: FESTIVAL_CALENDAR_SYSTEM, tz: extra.tz, rulesHash: extra.rulesHash, ids, years, items });
}
