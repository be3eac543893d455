/**
 * Longest runs a query's search key has in common with a verse's (analyze.ts: keys are letters a–z), read in
 * place from the index's concatenated keys: the longest common substring anywhere (the rerank's phrase
 * proximity, sanskrit-index.ts) and the longest one that starts where a verse word starts (match_share,
 * corpus-engine.ts).
 *
 * The query is made a suffix automaton (Blumer et al. 1985), and the verse key walked through it once: at each
 * verse position j it gives the longest substring of the query ending there, key[start_j .. j] (the standard
 * longest-common-substring walk). A run from word start s reaches j exactly when start_j ≤ s ≤ j (the
 * query's substrings are closed under suffixes), and start_j never decreases, so one pointer to the first word
 * start at or after start_j gives the longest run from a word start. O(|verse|) per verse, whatever the
 * query's length: the rerank reads the 100 best verses, often long commentary paragraphs (1,800 letters on
 * average for a famous line), where the former |verse| × |query| loops cost 6 ms a query.
 */
export interface CommonRuns {
  /** longest common substring of the query and the verse key */
  anywhere: number;
  /** longest common substring starting at a verse word start */
  fromWordStart: number;
}

const LETTERS = 26;

export class QueryRuns {
  /** automaton states: longest length, suffix link, transitions (next[state * 26 + letter], -1 when none) */
  private readonly len: Int32Array;
  private readonly link: Int32Array;
  private readonly next: Int32Array;

  constructor(readonly query: string) {
    const cap = 2 * query.length + 1;
    const len = new Int32Array(cap);
    const link = new Int32Array(cap).fill(-1);
    const next = new Int32Array(cap * LETTERS).fill(-1);
    let size = 1;
    let last = 0;
    for (let i = 0; i < query.length; i++) {
      const c = query.charCodeAt(i) - 97;
      if (c < 0 || c >= LETTERS) {
        last = 0; // not a key letter (never in a search key): no substring runs across it
        continue;
      }
      const cur = size++;
      len[cur] = len[last]! + 1;
      let p = last;
      while (p !== -1 && next[p * LETTERS + c] === -1) {
        next[p * LETTERS + c] = cur;
        p = link[p]!;
      }
      if (p === -1) link[cur] = 0;
      else {
        const q = next[p * LETTERS + c]!;
        if (len[p]! + 1 === len[q]) link[cur] = q;
        else {
          const clone = size++;
          len[clone] = len[p]! + 1;
          link[clone] = link[q]!;
          next.copyWithin(clone * LETTERS, q * LETTERS, q * LETTERS + LETTERS);
          while (p !== -1 && next[p * LETTERS + c] === q) {
            next[p * LETTERS + c] = clone;
            p = link[p]!;
          }
          link[q] = clone;
          link[cur] = clone;
        }
      }
      last = cur;
    }
    this.len = len;
    this.link = link;
    this.next = next;
  }

  /** The automaton of the reversed query (built on first use): reads a verse key backwards. */
  private reversedRuns: QueryRuns | null = null;

  /**
   * The longest common substring of the query and `keys[from, to)`, as `longest(…).anywhere`, skipping most of
   * a long verse once a run of B letters is known (in the manner of backward DAWG matching, Crochemore et al.
   * 1994): a longer run must hold B + 1 letters ending at some position p, so the letters before p are read
   * backwards through the reversed query's automaton, and at the first one that is no longer part of a query
   * substring the whole window is passed over. The rerank reads 100 verses a query, often long commentary
   * paragraphs; this reads a fraction of their letters.
   */
  longestAnywhere(keys: string, from: number, to: number): number {
    const whole = this.query.length;
    if (whole === 0) return 0;
    const rev = (this.reversedRuns ??= new QueryRuns([...this.query].reverse().join('')));
    const { len, link, next } = this;
    let best = 0;
    // every run longer than `best` starts at `low` or later (so it holds keys[low .. low + best])
    let low = from;
    while (low + best < to) {
      const p = low + best;
      // backwards from p while keys[j .. p] is a query substring
      let state = 0;
      let j = p;
      for (; j >= low; j--) {
        const c = keys.charCodeAt(j) - 97;
        const t = c >= 0 && c < LETTERS ? rev.next[state * LETTERS + c]! : -1;
        if (t === -1) break;
        state = t;
      }
      if (j >= low) {
        // keys[j .. p] is in no run: a longer run starts after j
        low = j + 1;
        continue;
      }
      // keys[low .. p] is a run longer than `best`: walk forwards from low while runs stay at least half as long
      state = 0;
      let run = 0;
      let q = low;
      for (; q < to; q++) {
        const c = keys.charCodeAt(q) - 97;
        let t = c >= 0 && c < LETTERS ? next[state * LETTERS + c]! : -2;
        if (t === -2) {
          state = 0;
          run = 0;
        } else {
          while (t === -1 && state !== 0) {
            state = link[state]!;
            run = len[state]!;
            t = next[state * LETTERS + c]!;
          }
          if (t === -1) run = 0;
          else {
            state = t;
            run++;
          }
        }
        if (run > best) {
          best = run;
          if (best === whole) return best; // the whole query: nothing longer to find
        }
        if (q >= p && 2 * run < best) break;
      }
      // keys[q - run .. q] is no query substring: a longer run starts after q - run
      low = q - run + 1;
    }
    return best;
  }

  /**
   * `longest(…).fromWordStart` when it is known to be at most `atMost` (the run anywhere): from each word start
   * the key is read forwards while it stays a query substring, and the reading stops once a run of `atMost`
   * letters is found. For a weak hit (no run of LONG_RUN letters, corpus-engine.ts) each reading is a few
   * letters, so a long verse costs its word starts rather than its letters.
   */
  longestFromWordStart(keys: string, from: number, to: number, wordStarts: Uint8Array | null, atMost: number): number {
    const { next } = this;
    let best = 0;
    for (let s = from; s < to && best < atMost && to - s > best; s++) {
      if (wordStarts !== null && ((wordStarts[s >>> 3]! >>> (s & 7)) & 1) === 0) continue;
      let state = 0;
      let j = s;
      for (; j < to; j++) {
        const c = keys.charCodeAt(j) - 97;
        if (c < 0 || c >= LETTERS) break;
        const t = next[state * LETTERS + c]!;
        if (t === -1) break;
        state = t;
      }
      if (j - s > best) best = j - s;
    }
    return best;
  }

  /**
   * Common runs of the query with `keys[from, to)`. `wordStarts`: bit p set when a verse word starts at
   * `keys` position p (null: every position counts as one).
   */
  longest(keys: string, from: number, to: number, wordStarts: Uint8Array | null): CommonRuns {
    const { len, link, next } = this;
    let state = 0;
    let run = 0;
    let anywhere = 0;
    let fromWordStart = 0;
    // first word start at or after the current run's start (positions before it were looked at already)
    let ws = from;
    for (let j = from; j < to; j++) {
      const c = keys.charCodeAt(j) - 97;
      if (c < 0 || c >= LETTERS) {
        state = 0;
        run = 0;
        continue;
      }
      while (state !== 0 && next[state * LETTERS + c] === -1) {
        state = link[state]!;
        run = len[state]!;
      }
      const to2 = next[state * LETTERS + c]!;
      if (to2 === -1) {
        run = 0;
        continue;
      }
      state = to2;
      run++;
      if (run > anywhere) anywhere = run;
      const start = j - run + 1;
      if (ws < start) ws = start;
      if (wordStarts !== null) while (ws <= j && ((wordStarts[ws >>> 3]! >>> (ws & 7)) & 1) === 0) ws++;
      if (ws <= j && j - ws + 1 > fromWordStart) {
        fromWordStart = j - ws + 1;
        if (fromWordStart === this.query.length) break; // the whole query: nothing longer to find
      }
    }
    return { anywhere, fromWordStart };
  }
}
