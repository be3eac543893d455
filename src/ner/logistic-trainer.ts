/**
 * Multinomial logistic regression trained by AdaGrad (Duchi, Hazan & Singer 2011) with averaged iterates, in the
 * perceptron trainer's shape (perceptron.ts): the same feature index, weights `nLabels` per feature, and the same
 * `scores` / `update` / `tick` / `finish` calls, so the tagger's training loop and everything downstream (pruning,
 * quantisation, the softmax temperature) stay as they are. Unlike the perceptron, which moves every weight of a
 * mistaken word by a full step whatever the evidence, the log loss moves weights in proportion to how wrong the
 * model's probability is: words the annotation tags inconsistently pull less hard.
 */
import type { PerceptronWeights } from './perceptron.js';

export class LogisticTrainer {
  readonly nLabels: number;
  readonly index = new Map<string, number>();
  private w: Float64Array;
  private acc: Float64Array;
  private g2: Float64Array;
  private c = 1;
  private readonly p: Float64Array;

  constructor(nLabels: number, private readonly learningRate = 0.1, private readonly skipAbove = 0.995, initialCapacity = 1 << 16) {
    this.nLabels = nLabels;
    this.w = new Float64Array(initialCapacity * nLabels);
    this.acc = new Float64Array(initialCapacity * nLabels);
    this.g2 = new Float64Array(initialCapacity * nLabels);
    this.p = new Float64Array(nLabels);
  }

  private featureId(f: string): number {
    let id = this.index.get(f);
    if (id === undefined) {
      id = this.index.size;
      this.index.set(f, id);
      if ((id + 1) * this.nLabels > this.w.length) {
        const grow = (a: Float64Array): Float64Array => { const b = new Float64Array(a.length * 2); b.set(a); return b; };
        this.w = grow(this.w); this.acc = grow(this.acc); this.g2 = grow(this.g2);
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
      for (let k = 0; k < L; k++) out[k]! += this.w[id * L + k]!;
    }
    return out;
  }

  /** One AdaGrad step on the log loss of `gold` given `scores` (this trainer's scores of the same features). */
  update(features: readonly string[], gold: number, scores: Float64Array): void {
    const L = this.nLabels; const p = this.p;
    let max = -Infinity;
    for (let k = 0; k < L; k++) max = Math.max(max, scores[k]!);
    let sum = 0;
    for (let k = 0; k < L; k++) { p[k] = Math.exp(scores[k]! - max); sum += p[k]!; }
    for (let k = 0; k < L; k++) p[k]! /= sum;
    if (p[gold]! >= this.skipAbove) return;
    p[gold]! -= 1; // gradient of the log loss with respect to each label's score
    const lr = this.learningRate; const c = this.c;
    for (const f of features) {
      const base = this.featureId(f) * L;
      for (let k = 0; k < L; k++) {
        const g = p[k]!;
        if (g === 0) continue;
        const j = base + k;
        this.g2[j]! += g * g;
        const step = (lr * g) / Math.sqrt(this.g2[j]!);
        this.w[j]! -= step; this.acc[j]! -= c * step;
      }
    }
  }

  tick(): void { this.c++; }

  /** Averaged weights; features whose averaged weights all fall below `minAbs` are dropped. */
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
