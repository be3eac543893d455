/**
 * @module calendar/astro/location-free-nodes
 * A lazily filled, bounded cache of location-free quantities (a body's right ascension, declination, distance …)
 * on a fixed UTC grid, read back by 4-point Lagrange interpolation.
 *
 * Why: rise/set solvers for hundreds of days at one place (festival years, ceremony searches) evaluated the
 * ephemeris at every iteration, for every place; what they need does not depend on the place, so it is computed
 * once per grid node (per process) and interpolated (a few multiplications instead of the series).
 *
 * Nodes sit at multiples of `stepMs` since the Unix epoch and are filled a block of `blockNodes` at a time (only
 * the blocks a request touches); at most `maxBlocks` blocks are kept, the oldest dropped first. Components listed
 * in `angleComponents` are angles in degrees, unwrapped around the stencil's first node before interpolating
 * (right ascension passes 360° → 0°) and returned unwrapped (callers wrap what they compare).
 */

export interface NodeCache {
  /** Writes the interpolated components at `unixMs` into `out` (length ≥ width) and returns it. */
  at(unixMs: number, out: Float64Array): Float64Array;
}

/**
 * @brief A node cache of `width` components per node, `fill(unixMs, out)` writing a node's components.
 * @param angleComponents indices of components that are angles in degrees (unwrapped before interpolating)
 */
export function nodeCache(
  stepMs: number, blockNodes: number, width: number, maxBlocks: number,
  fill: (unixMs: number, out: Float64Array) => void, angleComponents: readonly number[] = [],
): NodeCache {
  const blocks = new Map<number, Float64Array>();
  const isAngle = Array.from({ length: width }, (_, k) => angleComponents.includes(k));
  const scratch = new Float64Array(width);
  const stencil = new Float64Array(4 * width);
  function block(b: number): Float64Array {
    let v = blocks.get(b);
    if (v) return v;
    v = new Float64Array(blockNodes * width);
    for (let j = 0; j < blockNodes; j++) {
      fill((b * blockNodes + j) * stepMs, scratch);
      for (let k = 0; k < width; k++) v[j * width + k] = scratch[k]!;
    }
    if (blocks.size >= maxBlocks) blocks.delete(blocks.keys().next().value!);
    blocks.set(b, v);
    return v;
  }
  let lastB = NaN;
  let lastV: Float64Array = new Float64Array(0);
  /** The block holding node n, remembered (consecutive reads fall in the same block). */
  function blockOf(b: number): Float64Array {
    if (b !== lastB) { lastV = block(b); lastB = b; }
    return lastV;
  }
  return {
    at(unixMs, out) {
      const x = unixMs / stepMs;
      const i = Math.floor(x);
      const u = x - i;
      const um1 = u - 1, um2 = u - 2, up1 = u + 1;
      const w0 = (-u * um1 * um2) / 6, w1 = (up1 * um1 * um2) / 2, w2 = (-up1 * u * um2) / 2, w3 = (up1 * u * um1) / 6;
      const b = Math.floor((i - 1) / blockNodes);
      const j = i - 1 - b * blockNodes;
      if (j + 3 < blockNodes) {
        const v = blockOf(b);
        const o = j * width;
        for (let k = 0; k < width; k++) {
          let n0 = v[o + k]!, n1 = v[o + width + k]!, n2 = v[o + 2 * width + k]!, n3 = v[o + 3 * width + k]!;
          if (isAngle[k]) { n1 = unwrapNear(n1, n0); n2 = unwrapNear(n2, n0); n3 = unwrapNear(n3, n0); }
          out[k] = w0 * n0 + w1 * n1 + w2 * n2 + w3 * n3;
        }
        return out;
      }
      // the stencil spans two blocks: gather its four nodes first
      for (let m = 0; m < 4; m++) {
        const n = i - 1 + m;
        const nb = Math.floor(n / blockNodes);
        const v = blockOf(nb);
        const o = (n - nb * blockNodes) * width;
        for (let k = 0; k < width; k++) stencil[m * width + k] = v[o + k]!;
      }
      for (let k = 0; k < width; k++) {
        let n0 = stencil[k]!, n1 = stencil[width + k]!, n2 = stencil[2 * width + k]!, n3 = stencil[3 * width + k]!;
        if (isAngle[k]) { n1 = unwrapNear(n1, n0); n2 = unwrapNear(n2, n0); n3 = unwrapNear(n3, n0); }
        out[k] = w0 * n0 + w1 * n1 + w2 * n2 + w3 * n3;
      }
      return out;
    },
  };
}

/** `x` ± multiples of 360 within 180° of `ref`. */
function unwrapNear(x: number, ref: number): number {
  return x - 360 * Math.round((x - ref) / 360);
}
