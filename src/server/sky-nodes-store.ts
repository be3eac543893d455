/**
 * @module
 * The location-free Sun/Moon node table (`<buildDir>/tables/sky-nodes.msgpack`, 1900–2100, written by the
 * generator's tables stage; src/calendar/astro/sky-nodes.ts) for live panchang answers. Given it, a day at a
 * new location costs its rise/set arithmetic only; without it the engine computes the ~20 nodes the day
 * needs (astronomy-engine Sun and Moon positions, about half of a live panchang request's CPU). The answers
 * are the same either way: nodes sit on a fixed grid and each is a function of its instant only.
 *
 * Loaded once per serving thread (18.8 MB) with `loadArtifact`. A missing file, one that does not decode, of
 * another formatVersion, or built by other code (its nodes checked against freshly computed ones at two
 * instants, bit for bit: a stale ΔT model would show) is not used; the log names the file and the command that
 * rebuilds it, and answers are computed live.
 */
import { join } from 'node:path';
import { buildSkyNodes, NODE_STEP_MS, type SkyNodes } from '../calendar/index.js';
import { SKY_NODES_FORMAT_VERSION, skyNodesFromRecord, type SkyNodesRecord } from '../generator/writers/sky-nodes-file.js';
import { loadArtifact, unusableArtifactMessage } from './artifacts.js';

const DAY_MS = 86_400_000;
/** A date this close to either end of the table is computed live: the engine would otherwise extend the table. */
const EDGE_MARGIN_MS = 40 * DAY_MS;
const REBUILD = 'kalakosha generate --only tables';

let table: SkyNodes | null = null;
let loadedFrom: string | null = null;

export const skyNodesPath = (buildDir: string) => join(buildDir, 'tables', 'sky-nodes.msgpack');

/** Whether the table's node at `ms` (on the grid) is bit-identical to one computed now. */
function nodeMatches(n: SkyNodes, ms: number): boolean {
  const fresh = buildSkyNodes(ms, ms);
  const i = (ms - n.firstNodeMs) / NODE_STEP_MS;
  const j = (ms - fresh.firstNodeMs) / NODE_STEP_MS;
  for (let k = 0; k < 3; k++) {
    if (n.sun[3 * i + k] !== fresh.sun[3 * j + k] || n.moon[3 * i + k] !== fresh.moon[3 * j + k]) return false;
  }
  return n.eqeqSec[i] === fresh.eqeqSec[j] && n.ttMinusUtDays[i] === fresh.ttMinusUtDays[j];
}

/**
 * @brief Loads the table of `buildDir` on this thread (once; later calls with the same directory do nothing).
 * @returns whether a table is in use
 */
export function loadSkyNodes(buildDir: string, log: (msg: string) => void): boolean {
  const path = skyNodesPath(buildDir);
  if (loadedFrom === path) return table !== null;
  loadedFrom = path;
  table = null;
  const t0 = performance.now();
  let n: SkyNodes;
  try {
    n = skyNodesFromRecord(loadArtifact<SkyNodesRecord>(path, { formatVersion: SKY_NODES_FORMAT_VERSION, rebuild: REBUILD }));
  } catch (e) {
    log(`sky nodes: not used, live panchang computes its nodes (same answers, slower): ${unusableArtifactMessage(e, path, REBUILD)}`);
    return false;
  }
  const lastMs = n.firstNodeMs + (n.count - 1) * NODE_STEP_MS;
  const probe = (frac: number) => n.firstNodeMs + Math.round(((n.count - 1) * frac)) * NODE_STEP_MS;
  if (n.count < 8 || n.sun.length !== 3 * n.count || n.moon.length !== 3 * n.count || ![0.37, 0.98].every((f) => nodeMatches(n, probe(f)))) {
    log(`sky nodes: not used, live panchang computes its nodes (same answers, slower): ${path} does not match this version's ephemeris; rebuild it with: ${REBUILD}`);
    return false;
  }
  table = n;
  log(`sky nodes: ${new Date(n.firstNodeMs).toISOString().slice(0, 10)}…${new Date(lastMs).toISOString().slice(0, 10)} loaded in ${Math.round(performance.now() - t0)} ms`);
  return true;
}

/**
 * @brief The loaded table when it covers the civil date `dateIso` with room to spare (the day, its
 * neighbours and an Ekadashi's parana), else null (the engine computes the nodes).
 */
export function skyNodesForDate(dateIso: string): SkyNodes | null {
  const n = table;
  if (!n) return null;
  const ms = Date.parse(dateIso + 'T00:00:00Z');
  return ms - EDGE_MARGIN_MS >= n.firstNodeMs && ms + EDGE_MARGIN_MS <= n.firstNodeMs + (n.count - 1) * NODE_STEP_MS ? n : null;
}

/** @brief Forgets the table (tests). */
export function resetSkyNodes(): void {
  table = null;
  loadedFrom = null;
}
