/**
 * @module server/solar-calendar-store
 * Reads the regional solar calendars (`<dataDir>/regions/solar-calendars.json`) and the place → calendar grid
 * (`<dataDir>/regions/solar-region-grid.json`) once per process and data directory, for GET /calendar/v1/panchang.
 * A data directory without `regions/` (a tiles-only fixture, an older deployment) uses this checkout's data/regions:
 * the files are source, not generated. Both are small (≈ 20 kB on disk; the grid decodes to ≈ 0.9 MB). A malformed
 * file throws, naming the field.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './repo-root.js';
import { decodeSolarRegionGrid, parseSolarCalendars, type SolarCalendarId, type SolarCalendarRecord, type SolarRegionGrid, type SolarRegionGridFile } from '../calendar/solar/index.js';

export interface SolarCalendarData {
  calendars: Map<SolarCalendarId, SolarCalendarRecord>;
  grid: SolarRegionGrid;
}

const loaded = new Map<string, SolarCalendarData>();

/** @brief The solar calendar data under `dataDir`, loaded on first use. */
export function solarCalendarData(dataDir: string): SolarCalendarData {
  let v = loaded.get(dataDir);
  if (!v) {
    const own = join(dataDir, 'regions');
    const dir = existsSync(join(own, 'solar-calendars.json')) ? own : join(repoRoot(), 'data', 'regions');
    const read = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown;
    v = { calendars: parseSolarCalendars(read('solar-calendars.json')), grid: decodeSolarRegionGrid(read('solar-region-grid.json') as SolarRegionGridFile) };
    loaded.set(dataDir, v);
  }
  return v;
}
