/**
 * Longest runs a query's search key has in common with a verse's (analyze.ts: keys are letters a–z), read in
 * place from the index's concatenated keys: the longest common substring anywhere (the rerank's phrase
 * proximity, sanskrit-index.ts) and the longest one that starts where a verse word starts (match_share,
 * corpus-engine.ts). One backward pass over the verse key: at each verse position only the query positions
 * holding the same letter are visited (run(i, j) = run(i+1, j+1) + 1), ≈ |verse| × |query| / 10 steps and no
 * substring built; the slicing and `includes` of the former loops cost ~60 µs a verse.
 */
export interface CommonRuns {
  /** longest common substring of the query and the verse key */
  anywhere: number;
  /** longest common substring starting at a verse word start */
  fromWordStart: number;
}

export class QueryRuns {
  /** query positions of each letter, ascending */
  private readonly at: Int32Array[];
  /** run[i]: common run starting at query position i and the verse position recorded in stampOf[i] */
  private readonly run: Uint16Array;
  private readonly stampOf: Float64Array;
  /** stamps of earlier calls are all below this: stale entries never match */
  private clock = 1;

  constructor(readonly query: string) {
    const lists: number[][] = Array.from({ length: 26 }, () => []);
    for (let i = 0; i < query.length; i++) lists[query.charCodeAt(i) - 97]?.push(i);
    this.at = lists.map((l) => Int32Array.from(l));
    this.run = new Uint16Array(query.length + 1);
    this.stampOf = new Float64Array(query.length + 1);
  }

  /**
   * Common runs of the query with `keys[from, to)`. `wordStarts`: bit p set when a verse word starts at
   * `keys` position p (null: every position counts as one).
   */
  longest(keys: string, from: number, to: number, wordStarts: Uint8Array | null): CommonRuns {
    const { at, run, stampOf } = this;
    // stamp of verse position j in this call: base + j (a step to the left lowers it by one)
    const base = this.clock - from;
    this.clock += to - from + 2;
    let anywhere = 0;
    let fromWordStart = 0;
    for (let j = to - 1; j >= from; j--) {
      const pos = at[keys.charCodeAt(j) - 97];
      if (pos === undefined || pos.length === 0) continue;
      const here = base + j;
      let best = 0;
      // ascending: slot i+1 still holds position j+1's run when slot i is written
      for (let k = 0; k < pos.length; k++) {
        const i = pos[k]!;
        const r = stampOf[i + 1] === here + 1 ? run[i + 1]! + 1 : 1;
        run[i] = r;
        stampOf[i] = here;
        if (r > best) best = r;
      }
      if (best > anywhere) anywhere = best;
      if (best > fromWordStart && (wordStarts === null || (wordStarts[j >>> 3]! >>> (j & 7)) & 1)) fromWordStart = best;
    }
    return { anywhere, fromWordStart };
  }
}
