/**
 * @module calendar/regions/festival-region-grid
 * The place → regional festival set map (festivals `region=auto`): the 0.05° grid of the regional solar calendars
 * (same box and method: the set of the GeoNames place nearest a cell's centre, within 60 km), labelled by
 * data/regions/festival-regions.json and built by src/generator/regions/build-festival-region-grid.ts. Errors: near
 * a state border a place can take the neighbour's set up to ~15 km inside (half the spacing of cities500 towns).
 */
import { PLACE_REGIONS, type FestivalRegion } from '../festivals/regions.js';
import { decodeLabelGrid, labelAt, type LabelGrid, type LabelGridFile } from './label-grid.js';

export const FESTIVAL_REGION_GRID_FORMAT_VERSION = 1;

/** The file: the label grid with `regions` naming its letters (`a` = regions[0], …). */
export interface FestivalRegionGridFile extends LabelGridFile { regions: string[] }

export type FestivalRegionGrid = LabelGrid<FestivalRegion>;

/** @brief Decodes and checks the file; throws naming the problem (start-up only). */
export function decodeFestivalRegionGrid(file: FestivalRegionGridFile): FestivalRegionGrid {
  return decodeLabelGrid('festival-region-grid', file, file.regions, PLACE_REGIONS, 'region', FESTIVAL_REGION_GRID_FORMAT_VERSION);
}

/** @brief The festival region of the place at latDeg, lngDeg, or null (outside every region). */
export function festivalRegionAt(grid: FestivalRegionGrid, latDeg: number, lngDeg: number): FestivalRegion | null {
  return labelAt(grid, latDeg, lngDeg);
}
