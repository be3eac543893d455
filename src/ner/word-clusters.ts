/**
 * Word clusters learnt from unlabelled text: the predictive exchange algorithm (Uszkoreit & Brants 2008,
 * "Distributed Word Clustering for Large Scale Class-Based Language Modeling"; Martin, Liermann & Ney 1998).
 * Each word of the vocabulary gets one of `clusters` classes so that the class-bigram model
 * P(w | v) = P(w | c(w)) · P(c(w) | v) is as likely as possible on the text: words that follow the same words
 * share a class (names after "uvāca", vocatives, forms of one case). The tagger reads the class of a word and of
 * its neighbours as features (Ratinov & Roth 2009 found such clusters among the most useful NER features), so a
 * name the annotated text never tags still resembles the names it does.
 *
 * The objective's part that depends on the classes is Σ_{v,c} N(v,c) log N(v,c) − Σ_c N(c) log N(c), where
 * N(v,c) counts bigrams whose first word is v and whose second is in c, and N(c) the words of c as second words.
 * Moving a word changes only the rows N(v,·) of its predecessors, so one pass over the vocabulary costs
 * (bigram types) × clusters. Deterministic: words are visited by falling frequency, then spelling; ties keep the
 * lower class.
 */

export interface WordClusterOptions {
  clusters: number;
  /** Words seen fewer times are not clustered (they share one "rare" predecessor id). */
  minCount: number;
  iterations: number;
}

export const DEFAULT_WORD_CLUSTER_OPTIONS: WordClusterOptions = { clusters: 256, minCount: 3, iterations: 8 };

/** [word, class] for every clustered word, sorted by word. */
export type WordClusterRows = [string, number][];

const xlogx = (x: number): number => (x > 0 ? x * Math.log(x) : 0);

export function trainWordClusters(sentences: Iterable<readonly string[]>, options: WordClusterOptions = DEFAULT_WORD_CLUSTER_OPTIONS): WordClusterRows {
  const C = options.clusters;
  // Unigram counts.
  const counts = new Map<string, number>();
  const kept: (readonly string[])[] = [];
  for (const s of sentences) {
    kept.push(s);
    for (const w of s) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const vocab = [...counts].filter(([, n]) => n >= options.minCount)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([w]) => w);
  const V = vocab.length;
  const idOf = new Map<string, number>(vocab.map((w, i) => [w, i]));
  const RARE = V; const START = V + 1; const P = V + 2; // predecessor ids

  // Bigram counts keyed by successor (only clustered successors matter), then packed per successor.
  const pairs = new Map<number, number>(); // key = succ * P + pred
  const succCount = new Float64Array(V);
  for (const s of kept) {
    let prev = START;
    for (const w of s) {
      const id = idOf.get(w);
      if (id !== undefined) {
        const key = id * P + prev;
        pairs.set(key, (pairs.get(key) ?? 0) + 1);
        succCount[id]! += 1;
      }
      prev = id ?? RARE;
    }
  }
  const start = new Int32Array(V + 1);
  for (const key of pairs.keys()) start[Math.floor(key / P) + 1]! += 1;
  for (let i = 0; i < V; i++) start[i + 1]! += start[i]!;
  const predOf = new Int32Array(pairs.size);
  const nOf = new Int32Array(pairs.size);
  const fill = start.slice(0, V);
  for (const [key, n] of pairs) {
    const succ = Math.floor(key / P);
    const at = fill[succ]!++;
    predOf[at] = key - succ * P; nOf[at] = n;
  }
  pairs.clear();

  // Initial classes: by frequency rank, round robin.
  const cls = new Int32Array(V);
  for (let i = 0; i < V; i++) cls[i] = i % C;
  const M = new Int32Array(P * C); // N(v, c)
  const Nc = new Float64Array(C);
  for (let w = 0; w < V; w++) {
    const c = cls[w]!;
    Nc[c]! += succCount[w]!;
    for (let k = start[w]!; k < start[w + 1]!; k++) M[predOf[k]! * C + c]! += nOf[k]!;
  }

  // x log x of every count a cell can reach (a cell never exceeds the number of bigrams).
  let total = 0;
  for (let k = 0; k < nOf.length; k++) total += nOf[k]!;
  const xl = new Float64Array(total + 1);
  for (let x = 1; x <= total; x++) xl[x] = x * Math.log(x);
  const gain = new Float64Array(C);
  for (let it = 0; it < options.iterations; it++) {
    let moved = 0;
    for (let w = 0; w < V; w++) {
      const a = cls[w]!; const nw = succCount[w]!;
      const k0 = start[w]!; const k1 = start[w + 1]!;
      // Take w out of its class.
      for (let k = k0; k < k1; k++) M[predOf[k]! * C + a]! -= nOf[k]!;
      Nc[a]! -= nw;
      // Gain of putting it into each class.
      for (let c = 0; c < C; c++) gain[c] = xlogx(Nc[c]!) - xlogx(Nc[c]! + nw);
      for (let k = k0; k < k1; k++) {
        const row = predOf[k]! * C; const n = nOf[k]!;
        for (let c = 0; c < C; c++) {
          const m = M[row + c]!;
          gain[c]! += xl[m + n]! - xl[m]!;
        }
      }
      let best = a;
      for (let c = 0; c < C; c++) if (gain[c]! > gain[best]! + 1e-9) best = c;
      if (best !== a) moved++;
      cls[w] = best;
      for (let k = k0; k < k1; k++) M[predOf[k]! * C + best]! += nOf[k]!;
      Nc[best]! += nw;
    }
    if (moved === 0) break;
  }
  return vocab.map((w, i): [string, number] => [w, cls[i]!]).sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
}
