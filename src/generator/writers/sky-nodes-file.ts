/**
 * @module generator/writers/sky-nodes-file
 * `build/tables/sky-nodes.msgpack`: the location-free Sun/Moon node table (src/calendar/astro/sky-nodes.ts) as
 * msgpack { formatVersion, stepMs, firstNodeMs, count, sun, moon, eqeqSec, ttMinusUtDays } with each array
 * as little-endian float64 bytes.
 */
import { pack, unpack } from 'msgpackr';
import { NODE_STEP_MS, type SkyNodes } from '../../calendar/index.js';

export const SKY_NODES_FORMAT_VERSION = 1;

const bytes = (a: Float64Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
const f64 = (b: Uint8Array) => {
  const c = new Uint8Array(b.byteLength);
  c.set(b);
  return new Float64Array(c.buffer);
};

export function encodeSkyNodes(n: SkyNodes): Uint8Array {
  return pack({
    formatVersion: SKY_NODES_FORMAT_VERSION, stepMs: NODE_STEP_MS, firstNodeMs: n.firstNodeMs, count: n.count,
    sun: bytes(n.sun), moon: bytes(n.moon), eqeqSec: bytes(n.eqeqSec), ttMinusUtDays: bytes(n.ttMinusUtDays),
  });
}

/** The file's msgpack record. */
export interface SkyNodesRecord { formatVersion: number; stepMs: number; firstNodeMs: number; count: number; sun: Uint8Array; moon: Uint8Array; eqeqSec: Uint8Array; ttMinusUtDays: Uint8Array }

/** @brief The record (its formatVersion already checked) as the engine's table; throws when it does not fit this code's node grid. */
export function skyNodesFromRecord(r: SkyNodesRecord): SkyNodes {
  if (r.stepMs !== NODE_STEP_MS) throw new Error(`sky nodes are ${r.stepMs} ms apart, this code's grid is ${NODE_STEP_MS} ms`);
  return { firstNodeMs: r.firstNodeMs, count: r.count, sun: f64(r.sun), moon: f64(r.moon), eqeqSec: f64(r.eqeqSec), ttMinusUtDays: f64(r.ttMinusUtDays) };
}

export function decodeSkyNodes(b: Uint8Array): SkyNodes {
  const r = unpack(b) as SkyNodesRecord;
  if (r.formatVersion !== SKY_NODES_FORMAT_VERSION) throw new Error(`sky nodes have formatVersion ${r.formatVersion}, expected ${SKY_NODES_FORMAT_VERSION}`);
  return skyNodesFromRecord(r);
}

/** @brief Concatenates node tables of consecutive ranges built by buildSkyNodes (overlapping nodes are dropped). */
export function concatSkyNodes(parts: SkyNodes[]): SkyNodes {
  const sorted = [...parts].sort((a, b) => a.firstNodeMs - b.firstNodeMs);
  const first = sorted[0]!.firstNodeMs;
  const lastPart = sorted[sorted.length - 1]!;
  const count = (lastPart.firstNodeMs - first) / NODE_STEP_MS + lastPart.count;
  const out: SkyNodes = { firstNodeMs: first, count, sun: new Float64Array(3 * count), moon: new Float64Array(3 * count), eqeqSec: new Float64Array(count), ttMinusUtDays: new Float64Array(count) };
  const filled = new Uint8Array(count);
  for (const p of sorted) {
    const off = (p.firstNodeMs - first) / NODE_STEP_MS;
    out.sun.set(p.sun, 3 * off);
    out.moon.set(p.moon, 3 * off);
    out.eqeqSec.set(p.eqeqSec, off);
    out.ttMinusUtDays.set(p.ttMinusUtDays, off);
    filled.fill(1, off, off + p.count);
  }
  if (filled.includes(0)) throw new Error('concatSkyNodes: the parts leave a gap');
  return out;
}
