/**
 * @module generator/tiles/tile-list
 * The tile grid (`data/tiles/tiles.json`): one tile per city. Built by ./build-tile-list.ts.
 */
import { readFileSync } from 'node:fs';

export const TILE_LIST_FORMAT_VERSION = 1;

export interface Tile {
  /** `<country>-<ascii-name-slug>` (with `-<geonameId>` when the slug repeats). */
  id: string;
  geonameId: number;
  name: string;
  asciiName: string;
  altNames: string[];
  /** Degrees, rounded to 4 decimals (the precision a request must match). */
  lat: number;
  lng: number;
  /** Metres above sea level (GeoNames elevation, else SRTM dem, else 0). */
  altitude: number;
  /** IANA time zone from the lat/lng lookup. */
  tz: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  admin1: string;
  population: number;
}

export interface TileList {
  formatVersion: number;
  source: string;
  selection: string;
  tiles: Tile[];
}

/** @brief Reads and checks a tile list file. */
export function readTileList(path: string): TileList {
  const list = JSON.parse(readFileSync(path, 'utf8')) as TileList;
  if (list.formatVersion !== TILE_LIST_FORMAT_VERSION) {
    throw new Error(`${path}: tile list formatVersion ${list.formatVersion}, expected ${TILE_LIST_FORMAT_VERSION} (run node --import=tsx src/generator/tiles/build-tile-list.ts)`);
  }
  return list;
}

/** Tiles `make run` generates by default (fast start): a few large cities in India and abroad. */
export const DEFAULT_TILE_IDS = ['in-delhi', 'in-mumbai', 'in-kolkata', 'in-chennai', 'in-bengaluru', 'in-varanasi', 'np-kathmandu', 'us-new-york-city', 'gb-london', 'au-sydney'];
