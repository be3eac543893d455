/**
 * @module
 * The generated combustion intervals (`<buildDir>/tables/combustion.msgpack`, the tables stage) for the
 * vivah-muhurat search on compute workers: reading them instead of searching Venus and Jupiter's VSOP87
 * positions saves about a third of a search (src/calendar/astro/combustion.ts `combustionIntervalsFrom`).
 * Read with `loadArtifact`. A missing, unreadable, other-version or stale file is not used: the engine searches
 * (the same intervals to its minute).
 * Stale = a spot check of one year against a fresh search disagrees by more than two minutes.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { combustionIntervals, combustionIntervalsFrom, type CombustionTable } from '../calendar/index.js';
import { COMBUSTION_FORMAT_VERSION, combustionTableFromFile, type CombustionFile } from '../generator/tables/combustion-file.js';
import { loadArtifact, unusableArtifactMessage } from './artifacts.js';

const REBUILD = 'kalakosha generate --only tables';

const TOLERANCE_MS = 120_000;
let cached: { path: string; mtimeMs: number; table: CombustionTable | null } | null = null;

export const combustionPath = (buildDir: string) => join(buildDir, 'tables', 'combustion.msgpack');

function agreesWithSearch(t: CombustionTable): boolean {
  const mid = new Date((t.fromMs + t.toMs) / 2);
  const from = Date.UTC(mid.getUTCFullYear(), 0, 1);
  const to = Date.UTC(mid.getUTCFullYear() + 1, 0, 1);
  if (from < t.fromMs || to > t.toMs) return true; // too short to check; its orbs were checked
  for (const planet of ['venus', 'jupiter'] as const) {
    const { orb } = t.planets[planet];
    const fresh = combustionIntervals(planet, orb, from, to);
    const stored = combustionIntervalsFrom(t, planet, orb, from, to); // the table's own orb over a year it covers: read, not searched
    if (fresh.length !== stored.length) return false;
    if (fresh.some(([s, e], i) => Math.abs(s - stored[i]![0]!) > TOLERANCE_MS || Math.abs(e - stored[i]![1]!) > TOLERANCE_MS)) return false;
  }
  return true;
}

/**
 * @brief The table of `buildDir`, or null (then the engine searches). Read once per thread and again only
 * when the file changes (a stat per call). `log` hears why a file that is there is not used.
 */
export function combustionTableOf(buildDir: string, log?: (msg: string) => void): CombustionTable | null {
  const path = combustionPath(buildDir);
  let mtimeMs = -1;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    /* missing */
  }
  if (cached && cached.path === path && cached.mtimeMs === mtimeMs) return cached.table;
  let table: CombustionTable | null = null;
  if (mtimeMs >= 0) {
    try {
      table = combustionTableFromFile(loadArtifact<CombustionFile>(path, { formatVersion: COMBUSTION_FORMAT_VERSION, rebuild: REBUILD }));
      if (!agreesWithSearch(table)) throw new Error("its intervals do not match this version's search");
    } catch (e) {
      table = null;
      log?.(`combustion table: not used, vivah-muhurat searches instead: ${unusableArtifactMessage(e, path, REBUILD)}`);
    }
  }
  cached = { path, mtimeMs, table };
  return table;
}
