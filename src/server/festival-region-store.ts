/**
 * @module server/festival-region-store
 * Reads the place → festival region grid (`<dataDir>/regions/festival-region-grid.json`, else this checkout's
 * data/regions: the file is source, not generated at build time) once per process and data directory, for
 * GET /calendar/v1/festivals `region=auto`. ≈ 20 kB on disk, ≈ 0.9 MB decoded. A malformed file throws, naming it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './repo-root.js';
import { decodeFestivalRegionGrid, type FestivalRegionGrid, type FestivalRegionGridFile } from '../calendar/regions/festival-region-grid.js';

const FILE = 'festival-region-grid.json';
const loaded = new Map<string, FestivalRegionGrid>();

/** @brief The festival region grid under `dataDir`, loaded on first use. */
export function festivalRegionGrid(dataDir: string): FestivalRegionGrid {
  let v = loaded.get(dataDir);
  if (!v) {
    const own = join(dataDir, 'regions', FILE);
    const path = existsSync(own) ? own : join(repoRoot(), 'data', 'regions', FILE);
    v = decodeFestivalRegionGrid(JSON.parse(readFileSync(path, 'utf8')) as FestivalRegionGridFile);
    loaded.set(dataDir, v);
  }
  return v;
}
