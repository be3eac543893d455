/**
 * @module
 * The server's view of the generator's tile data, loaded lazily:
 * - the tile list (`<dataDir>/tiles/tiles.json`) on first use, for `GET /calendar/v1/tiles` and for
 *   matching a request's lat/lng/altitude to a tile (to 4 decimals);
 * - each tile's panchang file (`<buildDir>/tiles/panchang/<id>.msgpack`) on its first request, and within
 *   it only the year chunks asked for (an LRU keeps at most MAX_TILES tiles decoded, and drops a tile unused
 *   for the idle lifetime: `sweepTileCaches`);
 * - the manifest (`<buildDir>/manifest.json`) for `GET /calendar/v1/datasets`.
 * Nothing is read at start-up, so start time and memory do not grow with the dataset.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from './route.js';
import { formatIsoDate, parseIsoDate } from '../calendar/index.js';
import { readTileList, type Tile } from '../generator/tiles/tile-list.js';
import { decodeTileChunk, decodeTileFile, type TileFile } from '../generator/tiles/tile-chunks.js';
import type { TileYearSun } from '../generator/tiles/tile-panchang.js';
import { hashTree, type Manifest } from '../generator/manifest.js';
import { unpack } from 'msgpackr';
import { decodeFestivalYear, FESTIVAL_FILE_FORMAT_VERSION, type FestivalFile } from '../generator/tiles/tile-festivals.js';
import type { FestivalFact } from '../calendar/festivals/index.js';
import { LruMap } from './lru-map.js';

const MAX_TILES = 64;

/** Key of a location to 4 decimals (the precision tiles are stored with). */
export function locationKey(lat: number, lng: number, altitude: number): string {
  const r = (x: number) => Math.round(x * 1e4);
  return `${r(lat)}|${r(lng)}|${r(altitude)}`;
}

interface Store {
  tiles: Tile[];
  byLocation: Map<string, Tile>;
  byId: Map<string, Tile>;
  /** Folded search text per tile (same order as tiles). */
  text: string[];
}

const stores = new Map<string, Store>();
const fileCache = new LruMap<string, { file: TileFile; years: Map<number, TileYearSun> } | null>(MAX_TILES);

const fold = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** @brief The tile list of `config.dataDir` (read once). */
export function tileList(config: Pick<ServerConfig, 'dataDir'>): Store {
  const path = join(config.dataDir, 'tiles', 'tiles.json');
  let s = stores.get(path);
  if (!s) {
    const tiles = existsSync(path) ? readTileList(path).tiles : [];
    s = {
      tiles,
      byLocation: new Map(tiles.map((t) => [locationKey(t.lat, t.lng, t.altitude), t])),
      byId: new Map(tiles.map((t) => [t.id, t])),
      text: tiles.map((t) => fold([t.name, t.asciiName, ...t.altNames].join('\u0001'))),
    };
    stores.set(path, s);
  }
  return s;
}

/** @brief The tile at exactly this location (lat, lng, altitude equal to 4 decimals), or null. */
export function findTile(config: Pick<ServerConfig, 'dataDir'>, lat: number, lng: number, altitude = 0): Tile | null {
  return tileList(config).byLocation.get(locationKey(lat, lng, altitude)) ?? null;
}

function tileFile(config: Pick<ServerConfig, 'buildDir'>, id: string): { file: TileFile; years: Map<number, TileYearSun> } | null {
  const path = join(config.buildDir, 'tiles', 'panchang', `${id}.msgpack`);
  const nowMs = Date.now();
  const hit = fileCache.get(path, nowMs);
  if (hit !== undefined) return hit;
  let entry: { file: TileFile; years: Map<number, TileYearSun> } | null = null;
  try {
    if (existsSync(path)) entry = { file: decodeTileFile(readFileSync(path)), years: new Map<number, TileYearSun>() };
  } catch {
    entry = null; // unreadable, corrupt or of another formatVersion (`generate --missing` rebuilds it): answer live, as for festival files
  }
  fileCache.set(path, entry, nowMs);
  return entry;
}

/** One day of a tile from the generated tables: the place-dependent times (Unix ms; null = no event). */
export interface TileDay {
  tileId: string;
  tz: string;
  date: string;
  /** Local 00:00 of the date and of the next date. */
  dayStartUnixMs: number;
  nextDayStartUnixMs: number;
  sunriseUnixMs: number | null;
  sunsetUnixMs: number | null;
  /** Sunrise of the next date (ends the Hindu day). */
  nextSunriseUnixMs: number | null;
  /** First moonrise / moonset in [anchor, windowEnd). */
  moonriseUnixMs: number | null;
  moonsetUnixMs: number | null;
  /** Sunrise, or local midnight when the Sun does not rise. */
  anchorUnixMs: number;
  /** Next sunrise when both sunrises exist, else the next local midnight (as computePanchangDay). */
  windowEndUnixMs: number;
  /** The tile's stored sunrise and sunset of another date (computePanchangDay's `sunTimes.sunOnDate`). */
  sunOnDate: (date: string) => { sunriseUnixMs: number | null; sunsetUnixMs: number | null } | null;
}

const nn = (x: number) => (Number.isNaN(x) ? null : x);

/**
 * @brief The generated sun and moon times of a day when (lat, lng, altitude) is a tile's location (to 4
 * decimals) and the date is within the generated years; null otherwise (compute live).
 * The anga elements at the anchor come from the location-free tables (`calendarTables(convention)`).
 * @param date local civil date YYYY-MM-DD in the tile's time zone
 * @param tz when given, the request's zone: a tile only answers for its own zone (else null)
 */
export function lookupTileDay(config: Pick<ServerConfig, 'dataDir' | 'buildDir'>, lat: number, lng: number, altitude: number, date: string, tz?: string): TileDay | null {
  const tile = findTile(config, lat, lng, altitude);
  if (!tile || (tz !== undefined && tz !== tile.tz)) return null;
  const d = parseIsoDate(date);
  if (!d) return null;
  const f = tileFile(config, tile.id);
  const y = f ? tileYear(f, d.year) : null;
  if (!f || !y) return null;
  const i = dayIndex(d);
  const sunrise = nn(y.sunriseMs[i]!);
  const next = nn(y.sunriseMs[i + 1]!);
  const dayStart = y.dayStartMs[i]!;
  const nextStart = y.dayStartMs[i + 1]!;
  const anchor = sunrise ?? dayStart;
  return {
    tileId: tile.id, tz: tile.tz, date: formatIsoDate(d), dayStartUnixMs: dayStart, nextDayStartUnixMs: nextStart,
    sunriseUnixMs: sunrise, sunsetUnixMs: nn(y.sunsetMs[i]!), nextSunriseUnixMs: next,
    moonriseUnixMs: nn(y.moonriseMs[i]!), moonsetUnixMs: nn(y.moonsetMs[i]!),
    anchorUnixMs: anchor, windowEndUnixMs: sunrise !== null && next !== null ? next : Math.max(nextStart, anchor + 1),
    sunOnDate: (other) => tileSunOn(f, other),
  };
}

const dayIndex = (d: { year: number; month: number; day: number }) => Math.round((Date.UTC(d.year, d.month - 1, d.day) - Date.UTC(d.year, 0, 1)) / 86_400_000);

/** A generated year of a tile file (decoded on first use), or null outside its years. */
function tileYear(f: { file: TileFile; years: Map<number, TileYearSun> }, year: number): TileYearSun | null {
  if (year < f.file.fromYear || year > f.file.toYear) return null;
  let y = f.years.get(year);
  if (!y) {
    const chunk = f.file.chunks[String(year)];
    if (!chunk) return null;
    y = decodeTileChunk(chunk);
    f.years.set(year, y);
  }
  return y;
}

/** The stored sunrise and sunset of another date of the tile (the same search as live), or null when not generated. */
function tileSunOn(f: { file: TileFile; years: Map<number, TileYearSun> }, date: string): { sunriseUnixMs: number | null; sunsetUnixMs: number | null } | null {
  const d = parseIsoDate(date);
  const y = d ? tileYear(f, d.year) : null;
  if (!d || !y) return null;
  const i = dayIndex(d);
  return { sunriseUnixMs: nn(y.sunriseMs[i]!), sunsetUnixMs: nn(y.sunsetMs[i]!) };
}

/** Festival files (about 1 MB per tile) of at most MAX_TILES tiles; decoded years of at most MAX_FESTIVAL_YEARS. */
const festivalCache = new LruMap<string, { file: FestivalFile } | null>(MAX_TILES);
const MAX_FESTIVAL_YEARS = 64;
const festivalYears = new LruMap<string, FestivalFact[]>(MAX_FESTIVAL_YEARS);
const rulesHashes = new Map<string, string>();

/** The inputs of a festivals request besides the place and year (all must equal the file's). */
export interface TileFestivalInputs { tz: string; convention: string; rulesDir: string }

/**
 * @brief The generated festival facts of a year when (lat, lng, altitude) is a tile's location (to 4 decimals), the
 * year is in its festival file and every other input equals the file's (tz, convention, and the hash of the rules in
 * `rulesDir`); null otherwise (compute live). The facts come from the same `computeFestivalFacts` call the live path
 * makes; presented by the same `presentFestivals`, the answers are identical.
 */
export function lookupTileFestivals(config: Pick<ServerConfig, 'dataDir' | 'buildDir'>, lat: number, lng: number, altitude: number, year: number, inputs: TileFestivalInputs): FestivalFact[] | null {
  const tile = findTile(config, lat, lng, altitude);
  if (!tile || inputs.tz !== tile.tz) return null;
  const path = join(config.buildDir, 'tiles', 'festivals', `${tile.id}.msgpack`);
  const nowMs = Date.now();
  let entry = festivalCache.get(path, nowMs);
  if (entry === undefined) {
    let file: FestivalFile | null = null;
    try {
      if (existsSync(path)) file = unpack(readFileSync(path)) as FestivalFile;
    } catch {
      file = null; // unreadable or corrupt: answer live
    }
    entry = file && file.formatVersion === FESTIVAL_FILE_FORMAT_VERSION && file.years && file.strings ? { file } : null;
    festivalCache.set(path, entry, nowMs);
  }
  if (!entry) return null;
  const f = entry.file;
  if (year < f.fromYear || year > f.toYear || f.tz !== inputs.tz || f.convention !== inputs.convention) return null;
  let rulesHash = rulesHashes.get(inputs.rulesDir);
  if (rulesHash === undefined) rulesHashes.set(inputs.rulesDir, (rulesHash = hashTree(inputs.rulesDir, (n) => n.endsWith('.toml'))));
  if (f.rulesHash !== rulesHash) return null;
  const key = `${path}|${year}`;
  let facts: FestivalFact[] | null | undefined = festivalYears.get(key, nowMs);
  if (facts) return facts;
  try {
    facts = decodeFestivalYear(f, year);
  } catch {
    facts = null; // a corrupt year: answer live
  }
  if (!facts) return null;
  festivalYears.set(key, facts, nowMs);
  return facts;
}

/** @brief The years a tile's panchang file covers, or null when it was not generated. */
export function tilePanchangYears(config: Pick<ServerConfig, 'buildDir'>, id: string): [number, number] | null {
  const path = join(config.buildDir, 'tiles', 'panchang', `${id}.msgpack`);
  if (!existsSync(path)) return null;
  const f = tileFile(config, id);
  return f ? [f.file.fromYear, f.file.toYear] : null;
}

export interface TileHit { tile: Tile; distanceKm: number | null }

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * r) / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lng2 - lng1) * r) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * @brief Tiles matching a name (case- and accent-insensitive substring of the name or an alternate name;
 * exact names first, then prefixes, then by population), or nearest to a point, or all by population.
 */
export function searchTiles(config: Pick<ServerConfig, 'dataDir'>, o: { q?: string; lat?: number; lng?: number; country?: string }): TileHit[] {
  const s = tileList(config);
  let idx = s.tiles.map((_, i) => i);
  if (o.country) idx = idx.filter((i) => s.tiles[i]!.country === o.country!.toUpperCase());
  let rank = (_i: number) => 0;
  if (o.q) {
    const q = fold(o.q.trim());
    idx = idx.filter((i) => s.text[i]!.includes(q));
    rank = (i) => {
      const names = s.text[i]!.split('\u0001');
      return names.includes(q) ? 0 : names.some((n) => n.startsWith(q)) ? 1 : 2;
    };
  }
  const hasPoint = o.lat !== undefined && o.lng !== undefined;
  const dist = hasPoint ? idx.map((i) => distanceKm(o.lat!, o.lng!, s.tiles[i]!.lat, s.tiles[i]!.lng)) : null;
  const order = idx.map((i, k) => ({ i, d: dist ? dist[k]! : null, r: rank(i) }));
  order.sort((a, b) => a.r - b.r || (a.d !== null && b.d !== null ? a.d - b.d : 0) || s.tiles[b.i]!.population - s.tiles[a.i]!.population || (s.tiles[a.i]!.id < s.tiles[b.i]!.id ? -1 : 1));
  return order.map((x) => ({ tile: s.tiles[x.i]!, distanceKm: x.d === null ? null : Math.round(x.d * 10) / 10 }));
}

/** @brief The manifest of `config.buildDir`, or null before `kalakosha generate` ran (re-read when it changes). */
let manifestCache: { path: string; mtimeMs: number; manifest: Manifest } | null = null;
export function datasetManifest(config: Pick<ServerConfig, 'buildDir'>): Manifest | null {
  const path = join(config.buildDir, 'manifest.json');
  if (!existsSync(path)) return null;
  const { mtimeMs } = statSyncSafe(path);
  if (!manifestCache || manifestCache.path !== path || manifestCache.mtimeMs !== mtimeMs) {
    manifestCache = { path, mtimeMs, manifest: JSON.parse(readFileSync(path, 'utf8')) as Manifest };
  }
  return manifestCache.manifest;
}

function statSyncSafe(path: string): { mtimeMs: number } {
  try {
    return statSync(path);
  } catch {
    return { mtimeMs: 0 };
  }
}

/** Drops the decoded tiles and festival years unused for `idleMs`; returns how many. */
export function sweepTileCaches(nowMs: number, idleMs: number): number {
  return fileCache.sweepIdle(nowMs, idleMs) + festivalCache.sweepIdle(nowMs, idleMs) + festivalYears.sweepIdle(nowMs, idleMs);
}

/** Tests: forget cached files. */
export function resetTileStore(): void {
  stores.clear();
  fileCache.clear();
  festivalCache.clear();
  festivalYears.clear();
  rulesHashes.clear();
  manifestCache = null;
}
