/**
 * @module calendar/solar/region-grid
 * The place → regional solar calendar map (`calendar=auto`): a 0.05° grid over South and South-East Asia, each
 * cell labelled with the calendar of the GeoNames place nearest its centre (built by
 * src/generator/regions/build-solar-region-grid.ts from data/regions/solar-regions.json; errors stated there).
 * Decoded once into one byte per cell (≈ 0.9 MB); a lookup is an array read.
 */
import { SOLAR_CALENDAR_IDS, type SolarCalendarId } from './calendar-records.js';
import { decodeLabelGrid, labelAt, type LabelGrid, type LabelGridFile } from '../regions/label-grid.js';

export const SOLAR_REGION_GRID_FORMAT_VERSION = 1;

/** The grid's box: lat 0°…38° N, lng 66°…120° E (India, Bangladesh, Sri Lanka, Malaysia, Singapore), 0.05° cells. */
export const SOLAR_GRID_BOX = { latMin: 0, lngMin: 66, cellDeg: 0.05, rows: 760, cols: 1080 } as const;

/** The file: a label grid (regions/label-grid.ts) whose letters stand for `calendars` (`a` = calendars[0], …). */
export interface SolarRegionGridFile extends LabelGridFile {
  calendars: string[];
}

/** The decoded grid: a label grid whose labels are the calendars. */
export type SolarRegionGrid = LabelGrid<SolarCalendarId>;

/** @brief Decodes and checks the file; throws naming the problem (start-up only). */
export function decodeSolarRegionGrid(file: SolarRegionGridFile): SolarRegionGrid {
  return decodeLabelGrid('solar-region-grid', file, file.calendars, SOLAR_CALENDAR_IDS, 'calendar', SOLAR_REGION_GRID_FORMAT_VERSION);
}

/** @brief The regional solar calendar at latDeg, lngDeg, or null (outside every region, or outside the grid). */
export function solarCalendarAt(grid: SolarRegionGrid, latDeg: number, lngDeg: number): SolarCalendarId | null {
  return labelAt(grid, latDeg, lngDeg);
}
