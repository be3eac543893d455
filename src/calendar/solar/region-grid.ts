/**
 * @module calendar/solar/region-grid
 * The place → regional solar calendar map (`calendar=auto`): a 0.05° grid over South and South-East Asia, each
 * cell labelled with the calendar of the GeoNames place nearest its centre (built by
 * src/generator/regions/build-solar-region-grid.ts from data/regions/solar-regions.json; errors stated there).
 * Decoded once into one byte per cell (≈ 0.9 MB); a lookup is an array read.
 */
import { SOLAR_CALENDAR_IDS, type SolarCalendarId } from './calendar-records.js';

export const SOLAR_REGION_GRID_FORMAT_VERSION = 1;

/** The grid's box: lat 0°…38° N, lng 66°…120° E (India, Bangladesh, Sri Lanka, Malaysia, Singapore), 0.05° cells. */
export const SOLAR_GRID_BOX = { latMin: 0, lngMin: 66, cellDeg: 0.05, rows: 760, cols: 1080 } as const;

/** The file: each row (south to north) as runs `<letter><count>`, `.` = none, `a` = calendars[0], … */
export interface SolarRegionGridFile {
  formatVersion: number;
  source: string;
  latMin: number;
  lngMin: number;
  cellDeg: number;
  rows: number;
  cols: number;
  calendars: string[];
  rowRuns: string[];
}

export interface SolarRegionGrid {
  latMin: number;
  lngMin: number;
  cellDeg: number;
  rows: number;
  cols: number;
  cells: Uint8Array;
  calendars: SolarCalendarId[];
}

/** @brief Decodes and checks the file; throws naming the problem (start-up only). */
export function decodeSolarRegionGrid(file: SolarRegionGridFile): SolarRegionGrid {
  if (file.formatVersion !== SOLAR_REGION_GRID_FORMAT_VERSION) throw new Error(`solar-region-grid: format ${file.formatVersion}, expected ${SOLAR_REGION_GRID_FORMAT_VERSION}`);
  for (const c of file.calendars) if (!SOLAR_CALENDAR_IDS.includes(c as SolarCalendarId)) throw new Error(`solar-region-grid: unknown calendar ${c}`);
  const cells = new Uint8Array(file.rows * file.cols);
  if (file.rowRuns.length !== file.rows) throw new Error('solar-region-grid: row count');
  for (let y = 0; y < file.rows; y++) {
    let x = 0;
    for (const m of file.rowRuns[y]!.matchAll(/([.a-z])(\d+)/g)) {
      const label = m[1] === '.' ? 0 : m[1]!.charCodeAt(0) - 96;
      const n = Number(m[2]);
      cells.fill(label, y * file.cols + x, y * file.cols + x + n);
      x += n;
    }
    if (x !== file.cols) throw new Error(`solar-region-grid: row ${y} has ${x} cells, expected ${file.cols}`);
  }
  return { latMin: file.latMin, lngMin: file.lngMin, cellDeg: file.cellDeg, rows: file.rows, cols: file.cols, cells, calendars: file.calendars as SolarCalendarId[] };
}

/** @brief The regional solar calendar at latDeg, lngDeg, or null (outside every region, or outside the grid). */
export function solarCalendarAt(grid: SolarRegionGrid, latDeg: number, lngDeg: number): SolarCalendarId | null {
  const y = Math.floor((latDeg - grid.latMin) / grid.cellDeg);
  const x = Math.floor((lngDeg - grid.lngMin) / grid.cellDeg);
  if (y < 0 || y >= grid.rows || x < 0 || x >= grid.cols) return null;
  const label = grid.cells[y * grid.cols + x]!;
  return label === 0 ? null : grid.calendars[label - 1]!;
}
