/**
 * Averaged multiclass perceptron (Collins 2002; averaging as in Daumé's "lazy update" trick).
 * Weights are one flat array, `nLabels` per feature. Deterministic: the caller fixes data order.
 */

/** Feature string → feature number: a `Map` while training, a PackedStringMap once loaded. */
export interface FeatureIndex {
  get(feature: string): number | undefined;
  readonly size: number;
}

export interface PerceptronWeights {
  nLabels: number;
  index: FeatureIndex;
  /** Averaged weights, `index.size * nLabels` long. */
  weights: Float32Array;
}

export class PerceptronTrainer {
  readonly nLabels: number;
  readonly index = new Map<string, number>();
  private w: Float64Array;
  private acc: Float64Array; // sum of c * update (for averaging)
  private c = 1;

  constructor(nLabels: number, initialCapacity = 1 << 16) {
    this.nLabels = nLabels;
    this.w = new Float64Array(initialCapacity * nLabels);
    this.acc = new Float64Array(initialCapacity * nLabels);
  }

  private featureId(f: string, create: boolean): number {
    let id = this.index.get(f);
    if (id === undefined) {
      if (!create) return -1;
      id = this.index.size;
      this.index.set(f, id);
      if ((id + 1) * this.nLabels > this.w.length) {
        const w = new Float64Array(this.w.length * 2); w.set(this.w); this.w = w;
        const a = new Float64Array(this.acc.length * 2); a.set(this.acc); this.acc = a;
      }
    }
    return id;
  }

  scores(features: readonly string[], out: Float64Array): Float64Array {
    out.fill(0);
    const L = this.nLabels;
    for (const f of features) {
      const id = this.index.get(f);
      if (id === undefined) continue;
      const base = id * L;
      for (let k = 0; k < L; k++) out[k]! += this.w[base + k]!;
    }
    return out;
  }

  /** One perceptron step: if `predicted !== gold`, move weights towards gold. Call `tick` after each example. */
  update(features: readonly string[], gold: number, predicted: number): void {
    if (gold === predicted) return;
    const L = this.nLabels;
    for (const f of features) {
      const id = this.featureId(f, true);
      const base = id * L;
      this.w[base + gold]! += 1; this.acc[base + gold]! += this.c;
      this.w[base + predicted]! -= 1; this.acc[base + predicted]! -= this.c;
    }
  }

  tick(): void { this.c++; }

  /** Averaged weights w − acc / c. Features whose averaged weights all fall below `minAbs` are dropped. */
  finish(minAbs = 0): PerceptronWeights & { index: Map<string, number> } {
    const L = this.nLabels;
    const keep: [string, number][] = [];
    for (const [f, id] of this.index) {
      let m = 0;
      for (let k = 0; k < L; k++) m = Math.max(m, Math.abs(this.w[id * L + k]! - this.acc[id * L + k]! / this.c));
      if (m > minAbs) keep.push([f, id]);
    }
    keep.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const index = new Map<string, number>();
    const weights = new Float32Array(keep.length * L);
    keep.forEach(([f, id], j) => {
      index.set(f, j);
      for (let k = 0; k < L; k++) weights[j * L + k] = this.w[id * L + k]! - this.acc[id * L + k]! / this.c;
    });
    return { nLabels: L, index, weights };
  }
}

export function scoreFeatures(model: PerceptronWeights, features: readonly string[], out: Float64Array): Float64Array {
  out.fill(0);
  const L = model.nLabels;
  for (const f of features) {
    const id = model.index.get(f);
    if (id === undefined) continue;
    const base = id * L;
    for (let k = 0; k < L; k++) out[k]! += model.weights[base + k]!;
  }
  return out;
}

export function argmax(xs: ArrayLike<number>): number {
  let best = 0;
  for (let k = 1; k < xs.length; k++) if (xs[k]! > xs[best]!) best = k;
  return best;
}

/** Softmax of scores / temperature, in place into `out`. */
export function softmax(scores: ArrayLike<number>, temperature: number, out: Float64Array): Float64Array {
  let max = -Infinity;
  for (let k = 0; k < scores.length; k++) max = Math.max(max, scores[k]!);
  let sum = 0;
  for (let k = 0; k < scores.length; k++) { out[k] = Math.exp((scores[k]! - max) / temperature); sum += out[k]!; }
  for (let k = 0; k < scores.length; k++) out[k]! /= sum;
  return out;
}
