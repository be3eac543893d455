/**
 * Bounded selection of the k best (doc, score) pairs: a binary min-heap over two parallel typed arrays, so a
 * query never sorts its whole candidate set (O(n log k)) and allocates nothing per candidate.
 */
export class TopK {
  readonly docs: Int32Array;
  readonly scores: Float64Array;
  size = 0;

  constructor(readonly capacity: number) {
    this.docs = new Int32Array(capacity);
    this.scores = new Float64Array(capacity);
  }

  reset(): void {
    this.size = 0;
  }

  /** The lowest score kept, or -Infinity while not full. */
  floor(): number {
    return this.size < this.capacity ? -Infinity : this.scores[0]!;
  }

  push(doc: number, score: number): void {
    const { docs, scores } = this;
    if (this.size < this.capacity) {
      let i = this.size++;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!worse(score, doc, scores[p]!, docs[p]!)) break;
        docs[i] = docs[p]!;
        scores[i] = scores[p]!;
        i = p;
      }
      docs[i] = doc;
      scores[i] = score;
      return;
    }
    if (this.capacity === 0 || !worse(scores[0]!, docs[0]!, score, doc)) return;
    this.siftDown(doc, score);
  }

  private siftDown(doc: number, score: number): void {
    const { docs, scores } = this;
    const n = this.size;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const c = r < n && worse(scores[r]!, docs[r]!, scores[l]!, docs[l]!) ? r : l;
      if (!worse(scores[c]!, docs[c]!, score, doc)) break;
      docs[i] = docs[c]!;
      scores[i] = scores[c]!;
      i = c;
    }
    docs[i] = doc;
    scores[i] = score;
  }

  /** The kept pairs, best first (ties: lower doc first, so results are deterministic). */
  sorted(): Array<{ doc: number; score: number }> {
    const out: Array<{ doc: number; score: number }> = [];
    for (let i = 0; i < this.size; i++) out.push({ doc: this.docs[i]!, score: this.scores[i]! });
    return out.sort((a, b) => b.score - a.score || a.doc - b.doc);
  }
}

/** true when (s1, d1) ranks below (s2, d2) */
function worse(s1: number, d1: number, s2: number, d2: number): boolean {
  return s1 < s2 || (s1 === s2 && d1 > d2);
}
