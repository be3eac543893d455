/**
 * @module generator/tables/combustion-file
 * `build/tables/combustion.msgpack`: the combustion intervals of Venus and Jupiter over the generated years
 * (src/calendar/astro/combustion.ts), as msgpack { formatVersion, fromMs, toMs, orbs, intervals }, intervals
 * sorted by planet and start, those open at an end clipped to [fromMs, toMs). Read by the compute workers
 * for vivah-muhurat searches (src/server/combustion-store.ts).
 */
import { pack, unpack } from 'msgpackr';
import type { AstaPlanet, CombustionTable } from '../../calendar/index.js';
import type { CombustionInterval, CombustionOrb } from './combustion.js';

export const COMBUSTION_FORMAT_VERSION = 2;

/** The file's msgpack record. */
export interface CombustionFile { formatVersion: number; fromMs: number; toMs: number; orbs: CombustionOrb[]; intervals: CombustionInterval[] }

export function encodeCombustionFile(fromMs: number, toMs: number, orbs: CombustionOrb[], intervals: CombustionInterval[]): Uint8Array {
  return pack({ formatVersion: COMBUSTION_FORMAT_VERSION, fromMs, toMs, orbs, intervals } satisfies CombustionFile);
}

/** @brief The file as the engine's table; throws when it is of another format (the reader names the command that rebuilds it). */
export function decodeCombustionFile(bytes: Uint8Array): CombustionTable {
  const f = unpack(bytes) as CombustionFile;
  if (f?.formatVersion !== COMBUSTION_FORMAT_VERSION) {
    throw new Error(`combustion table has formatVersion ${f?.formatVersion}, expected ${COMBUSTION_FORMAT_VERSION}`);
  }
  return combustionTableFromFile(f);
}

/** @brief The record (its formatVersion already checked) as the engine's table; throws when a planet's orb is missing. */
export function combustionTableFromFile(f: CombustionFile): CombustionTable {
  const planet = (p: AstaPlanet) => {
    const o = f.orbs.find((x) => x.planet === p);
    if (!o) throw new Error(`combustion table has no orb for ${p}`);
    return {
      orb: { orb_deg: o.orbDeg, orb_retrograde_deg: o.orbRetrogradeDeg },
      intervals: f.intervals.filter((iv) => iv.planet === p).map((iv) => [iv.startMs, iv.endMs] as const),
    };
  };
  return { fromMs: f.fromMs, toMs: f.toMs, planets: { venus: planet('venus'), jupiter: planet('jupiter') } };
}
