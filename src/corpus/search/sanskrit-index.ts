/**
 * Inverted index over the search keys (analyze.ts) of one edition per work (the default one): for each
 * trigram code (< 26³) the ascending list of documents containing it, in flat typed arrays (compact, loaded
 * without per-term objects), and every document's key in one concatenated string.
 *
 * Scoring (docs/corpus.md §"Search"):
 * - coverage: Σ idf of the query's distinct trigrams found in the verse / Σ idf of all of them (idf =
 *   ln(1 + N/(df+1)); trigrams absent from the corpus are ignored). A verse matches (`total`) at coverage
 *   ≥ 0.5; when none does, verses at ≥ 0.3 are returned as the nearest ones.
 * - evaluation rarest trigram first; once the weight still unread can no longer lift a new verse to 0.3 (nor
 *   one holding a single trigram read so far), the remaining (common) trigrams only update the verses already
 *   found: a trigram in at least 1/32 of the verses by a test of its bit per verse (a bitset the searcher
 *   derives from the postings at load, no larger than them), a rarer one by binary search when that set is
 *   small, by a scan otherwise (early termination, bounded cost);
 * - the best max(100, offset+limit) by coverage (minus a mild length penalty) are kept in a bounded heap and
 *   re-ranked by phrase proximity: the longest common substring of the query key and the verse key, over the
 *   query key's length;
 * - a precedence prior (≤ 0.05, precedence.ts) breaks near-ties between copies of one verse in several works:
 *   the canonical source first (Ṛgveda before the Atharvaveda/Yajurveda copies, the Gītā before the
 *   Mahābhārata's Bhīṣmaparvan).
 */
import { GRAM_SPACE, gramAt, type Analysed } from './analyze.js';
import { QueryRuns, type CommonRuns } from './common-runs.js';
import { TopK } from './top-k.js';
import { keyWithWordStarts, markWordStarts } from './word-starts.js';

/** 3: `wordStarts` added (match_share without re-deriving each hit's key from its text). */
export const SANSKRIT_INDEX_FORMAT = 3;

export interface SanskritIndex {
  formatVersion: number;
  /** doc → index into the corpus's verses */
  docVerse: Uint32Array;
  /** doc → index into works (for filters and precedence) */
  docWork: Uint16Array;
  /** every doc's search key, concatenated; doc i is keys[keyOffsets[i] .. keyOffsets[i+1]) */
  keys: string;
  keyOffsets: Uint32Array;
  /** bit p set when a verse word starts at `keys` position p (word-starts.ts; every position of an unaligned doc) */
  wordStarts: Uint8Array;
  /** postings of gram g are postings[gramOffsets[g] .. gramOffsets[g+1]), ascending doc ids */
  gramOffsets: Uint32Array;
  postings: Uint32Array;
}

export function buildSanskritIndex(docs: Array<{ verseIndex: number; workIndex: number; slp1: string }>): SanskritIndex {
  const n = docs.length;
  const keyed = docs.map((d) => keyWithWordStarts(d.slp1));
  const keyList = keyed.map((k) => k.key);
  const keyOffsets = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) keyOffsets[i + 1] = keyOffsets[i]! + keyList[i]!.length;
  const wordStarts = new Uint8Array((keyOffsets[n]! + 7) >>> 3);
  for (let i = 0; i < n; i++) markWordStarts(wordStarts, keyOffsets[i]!, keyList[i]!.length, keyed[i]!.starts);
  const counts = new Uint32Array(GRAM_SPACE + 1);
  const stamp = new Int32Array(GRAM_SPACE).fill(-1);
  const forEachGram = (i: number, f: (g: number) => void) => {
    const k = keyList[i]!;
    for (let p = 0; p + 3 <= k.length; p++) {
      const g = gramAt(k, p);
      if (stamp[g] === i) continue;
      stamp[g] = i;
      f(g);
    }
  };
  for (let i = 0; i < n; i++) forEachGram(i, (g) => counts[g + 1]!++);
  const gramOffsets = new Uint32Array(GRAM_SPACE + 1);
  for (let g = 0; g < GRAM_SPACE; g++) gramOffsets[g + 1] = gramOffsets[g]! + counts[g + 1]!;
  const postings = new Uint32Array(gramOffsets[GRAM_SPACE]!);
  const fill = gramOffsets.slice(0, GRAM_SPACE);
  stamp.fill(-1);
  for (let i = 0; i < n; i++) forEachGram(i, (g) => (postings[fill[g]!++] = i));
  return {
    formatVersion: SANSKRIT_INDEX_FORMAT,
    docVerse: Uint32Array.from(docs.map((d) => d.verseIndex)),
    docWork: Uint16Array.from(docs.map((d) => d.workIndex)),
    keys: keyList.join(''), keyOffsets, wordStarts, gramOffsets, postings,
  };
}

export interface ScoredDoc {
  doc: number;
  score: number;
  /** idf-weighted share of the query's trigrams found in the verse (0–1) */
  coverage: number;
  /**
   * the longest common substring of the query key and the verse key (the re-rank's), or -1 when the re-rank
   * read only the first RERANK_KEY letters of a longer query key
   */
  anywhere: number;
}

export interface SanskritResult {
  hits: ScoredDoc[];
  /** verses at coverage ≥ 0.5 (or, when none, the number of nearest verses returned) */
  total: number;
}

const MATCH = 0.5;
const NEAREST = 0.3;
const RERANK = 100;
/** The re-rank's phrase proximity reads this many letters of the query key at most. */
const RERANK_KEY = 200;
/** A run this long counts wherever it starts in a verse (match quality's threshold, corpus-engine.ts). */
export const LONG_RUN = 12;
/** Below one candidate per GALLOP_RATIO postings, candidates are searched in the list rather than the list scanned. */
const GALLOP_RATIO = 8;
/** Verses scored together: their accumulators (8 bytes each) fit a core's L2 cache. */
const BLOCK_DOCS = 16384;
/**
 * A trigram in at least 1/COMMON_SHARE of the verses also gets a bitset (a bit per verse): from that share on
 * the bitset is no larger than its postings (4 bytes a posting), and a candidate is looked up with one bit test
 * instead of a search or a scan of the list (over the default build: 539 trigrams, 19 MB).
 */
const COMMON_SHARE = 32;

/** Query-time view over a loaded index; buffers are allocated once (one query at a time, single-threaded). */
export class SanskritSearcher {
  private readonly nDocs: number;
  private readonly acc: Float64Array;
  private readonly cov: Float32Array;
  private readonly touched: Int32Array;
  /** the accumulators of the block's candidates, in the order of `touched` (for the common grams) */
  private readonly candAcc: Float64Array;
  /** a bit per verse of the block being scored, set while collecting its candidates (all clear otherwise) */
  private readonly blockBits: Int32Array;
  private readonly heap = new TopK(RERANK);
  /** gram → its bitset's slot in `commonBits`, -1 for a gram without one */
  private readonly commonSlot: Int32Array;
  /** the bitsets of the common grams, `wordsPerSet` 32-bit words each: bit d of a set = verse d has the gram */
  private readonly commonBits: Int32Array;
  private readonly wordsPerSet: number;

  /**
   * `prior[doc]`: precedence prior of the doc's work (≤ 0.05). `blockDocs`: a multiple of 32 (tests: smaller
   * blocks). `commonDf`: the document frequency from which a gram gets a bitset (tests: Infinity, none).
   */
  constructor(readonly index: SanskritIndex, private readonly prior: Float32Array, private readonly blockDocs = BLOCK_DOCS,
    commonDf = Math.max(1, Math.ceil(index.docVerse.length / COMMON_SHARE))) {
    this.blockBits = new Int32Array(blockDocs >>> 5);
    this.nDocs = index.docVerse.length;
    this.acc = new Float64Array(this.nDocs);
    this.cov = new Float32Array(this.nDocs);
    this.touched = new Int32Array(this.nDocs);
    this.candAcc = new Float64Array(blockDocs);
    const { gramOffsets, postings } = index;
    this.commonSlot = new Int32Array(GRAM_SPACE).fill(-1);
    let sets = 0;
    for (let g = 0; g < GRAM_SPACE; g++) if (gramOffsets[g + 1]! - gramOffsets[g]! >= commonDf) this.commonSlot[g] = sets++;
    this.wordsPerSet = (this.nDocs + 31) >>> 5;
    this.commonBits = new Int32Array(sets * this.wordsPerSet);
    for (let g = 0; g < GRAM_SPACE; g++) {
      const slot = this.commonSlot[g]!;
      if (slot < 0) continue;
      const base = slot * this.wordsPerSet;
      for (let p = gramOffsets[g]!; p < gramOffsets[g + 1]!; p++) this.commonBits[base + (postings[p]! >>> 5)]! |= 1 << (postings[p]! & 31);
    }
  }

  docKey(d: number): string {
    return this.index.keys.slice(this.index.keyOffsets[d]!, this.index.keyOffsets[d + 1]!);
  }

  /** The query's longest run in common with doc `d`'s key from a word start, known to be at most `atMost` (common-runs.ts). */
  runFromWordStart(q: QueryRuns, d: number, atMost: number): number {
    return q.longestFromWordStart(this.index.keys, this.index.keyOffsets[d]!, this.index.keyOffsets[d + 1]!, this.index.wordStarts, atMost);
  }

  /** The query's longest runs in common with doc `d`'s key (common-runs.ts); `anywhereOnly`: fromWordStart not needed. */
  commonRuns(q: QueryRuns, d: number, anywhereOnly = false): CommonRuns {
    return q.longest(this.index.keys, this.index.keyOffsets[d]!, this.index.keyOffsets[d + 1]!, anywhereOnly ? null : this.index.wordStarts);
  }

  /** Postings the query's trigrams have (the most its scoring reads per pass). */
  postingsOf(q: Analysed): number {
    const { gramOffsets } = this.index;
    let n = 0;
    for (const g of q.grams) n += gramOffsets[g + 1]! - gramOffsets[g]!;
    return n;
  }

  private lengthPenalty(d: number): number {
    return 0.01 * Math.log1p((this.index.keyOffsets[d + 1]! - this.index.keyOffsets[d]!) / 100);
  }

  /** `allowWork[w]` = 1 when work w passes the filters (null: all). `k` = offset + limit. */
  search(q: Analysed, allowWork: Uint8Array | null, k: number): SanskritResult {
    if (q.joined.length === 0) return { hits: [], total: 0 };
    const heap = k > RERANK ? new TopK(k) : this.heap;
    heap.reset();
    const total = q.joined.length < 3 ? this.scanShort(q.joined, allowWork, heap) : this.scoreGrams(q, allowWork, heap);
    const qk = new QueryRuns(q.joined.slice(0, RERANK_KEY));
    const whole = q.joined.length <= RERANK_KEY;
    const hits: ScoredDoc[] = heap.sorted().map(({ doc }) => {
      const coverage = this.cov[doc]!;
      const lcs = qk.longestAnywhere(this.index.keys, this.index.keyOffsets[doc]!, this.index.keyOffsets[doc + 1]!);
      return { doc, coverage, score: coverage + lcs / qk.query.length + this.prior[doc]! - this.lengthPenalty(doc), anywhere: lcs };
    });
    this.countShortRunsFromWordStarts(hits, qk, k);
    if (!whole) for (const h of hits) h.anywhere = -1;
    const min = total > 0 ? MATCH : NEAREST;
    const kept = hits.filter((h) => h.coverage >= min);
    return { hits: kept, total: total > 0 ? total : kept.length };
  }

  /**
   * The re-rank's run, when shorter than LONG_RUN, counts from the start of a verse word, as match quality reads
   * it (corpus-engine.ts): "tat tvam asi" ranks Chāndogya 6.8.7's tattvamasi above Ṛgveda 10.145.5's
   * sahamānātha tvamasi, whose key holds the same letters. `hits` come scored with the run anywhere (`anywhere`),
   * an upper bound of the final score; they are read best bound first until `k` final scores beat every bound
   * not read (a verse's word starts cost a scan of its key, and the re-rank holds 100 verses, often long
   * commentary paragraphs), and left in order of their final scores as far as the first `k` go.
   */
  private countShortRunsFromWordStarts(hits: ScoredDoc[], qk: QueryRuns, k: number): void {
    const order = (a: ScoredDoc, b: ScoredDoc) => b.score - a.score || a.doc - b.doc;
    const final = (h: ScoredDoc) => {
      if (h.anywhere < LONG_RUN) h.score -= (h.anywhere - this.runFromWordStart(qk, h.doc, h.anywhere)) / qk.query.length;
    };
    hits.sort(order);
    if (k >= hits.length) {
      for (const h of hits) final(h);
      hits.sort(order);
      return;
    }
    // here hits.length ≤ RERANK, so counting afresh at each step is cheap
    let read = 0;
    while (read < hits.length) {
      final(hits[read]!);
      read++;
      const bound = read < hits.length ? hits[read]!.score : -Infinity;
      let beat = 0;
      for (let j = 0; j < read; j++) beat += +(hits[j]!.score > bound);
      if (beat >= k) break;
    }
    const head = hits.slice(0, read).sort(order);
    for (let i = 0; i < read; i++) hits[i] = head[i]!;
  }

  /** Keys shorter than a trigram: substring scan of the concatenated keys. */
  private scanShort(qk: string, allowWork: Uint8Array | null, heap: TopK): number {
    const { keys, keyOffsets, docWork } = this.index;
    let total = 0;
    let from = 0;
    let lo = 0;
    for (;;) {
      const at = keys.indexOf(qk, from);
      if (at < 0) break;
      // doc containing position `at` (offsets ascending; search forward from the last one)
      let hi = this.nDocs;
      while (lo + 1 < hi) {
        const mid = (lo + hi) >> 1;
        if (keyOffsets[mid]! <= at) lo = mid;
        else hi = mid;
      }
      const d = lo;
      if (at + qk.length <= keyOffsets[d + 1]! && (!allowWork || allowWork[docWork[d]!])) {
        total++;
        this.cov[d] = 1;
        heap.push(d, 1 + this.prior[d]! - this.lengthPenalty(d));
      }
      from = keyOffsets[d + 1]!;
    }
    return total;
  }

  private scoreGrams(q: Analysed, allowWork: Uint8Array | null, heap: TopK): number {
    const total = this.scoreAt(q, allowWork, heap, MATCH);
    if (total > 0 || heap.size > 0) return total;
    this.scoreAt(q, allowWork, heap, NEAREST);
    return 0;
  }

  /**
   * Coverage of every verse that can reach `min`, rarest trigram first: the verses of the rarest trigrams are
   * collected while the weight still unread could lift a new one to `min` (or one holding a single collected
   * trigram); the candidates that can no longer reach it are dropped after each further trigram, and the rest
   * are looked up in the remaining (common) posting lists, by galloping search while they are few beside the
   * list, else by a scan of it, and in the bitsets of the commonest (COMMON_SHARE) by a bit test, two trigrams
   * a pass. All of it one block of BLOCK_DOCS verses at a time (a cursor per posting list): the accumulators of a block stay in the
   * processor's cache, where over the whole corpus nearly every posting missed it (≈ 6× slower). Pushes the
   * verses at ≥ `min` into the heap; returns how many.
   */
  private scoreAt(q: Analysed, allowWork: Uint8Array | null, heap: TopK, min: number): number {
    const { gramOffsets, postings, docWork } = this.index;
    const { acc, candAcc, touched, blockBits: bits, commonSlot, commonBits, wordsPerSet } = this;
    // query grams present in the corpus, rarest first
    const grams = q.grams.filter((g) => gramOffsets[g + 1]! > gramOffsets[g]!)
      .sort((a, b) => (gramOffsets[a + 1]! - gramOffsets[a]!) - (gramOffsets[b + 1]! - gramOffsets[b]!) || a - b);
    const G = grams.length;
    if (G === 0) return 0;
    const idf = grams.map((g) => Math.log(1 + this.nDocs / (gramOffsets[g + 1]! - gramOffsets[g]! + 1)));
    const W = idf.reduce((s, x) => s + x, 0);
    const bar = min * W - 1e-9;
    // the first `collecting` grams bring in new verses; `unread[i]`: weight of the grams after gram i
    const unread = new Float64Array(G);
    let collecting = 0;
    let rem = W;
    for (let i = 0; i < G; i++) {
      if (rem >= bar) collecting = i + 1;
      rem -= idf[i]!;
      unread[i] = rem;
    }
    // and further, until a verse needs two of the collected grams to reach the bar (idf[0] is the heaviest):
    // a query of common grams would otherwise make every verse holding one of them a candidate, dropped only
    // after a few more grams' tests (a third of its scoring time)
    while (collecting < G && idf[0]! + unread[collecting - 1]! >= bar) collecting++;
    const cursor = Int32Array.from(grams, (g) => gramOffsets[g]!);
    const ends = Int32Array.from(grams, (g) => gramOffsets[g + 1]!);
    let total = 0;
    for (let b0 = 0; b0 < this.nDocs; b0 += this.blockDocs) {
      const b1 = b0 + this.blockDocs;
      let nt = 0;
      for (let i = 0; i < collecting; i++) {
        const w = idf[i]!;
        const end = ends[i]!;
        let p = cursor[i]!;
        for (; p < end; p++) {
          const d = postings[p]!;
          if (d >= b1) break;
          acc[d] += w;
          bits[(d - b0) >>> 5]! |= 1 << ((d - b0) & 31);
        }
        cursor[i] = p;
      }
      // the candidates that can still reach the bar, ascending (a bit per verse of the block). Here and below,
      // keep-or-drop is computed without a branch (`keep` is 0 or 1): the outcome is unpredictable, and
      // mispredicted branches made these loops ~2× slower (bench/search/slowest.ts)
      const after = unread[collecting - 1]!;
      for (let word = 0; word < bits.length; word++) {
        let x = bits[word]!;
        if (x === 0) continue;
        bits[word] = 0;
        while (x !== 0) {
          const low = x & -x;
          const d = b0 + ((word << 5) | (31 - Math.clz32(low)));
          x ^= low;
          const a = acc[d]!;
          const keep = +(a + after >= bar);
          touched[nt] = d;
          nt += keep;
          acc[d] = a * keep;
        }
      }
      if (nt === 0) continue;
      // the grams without a bitset (rarer than those with one, so read first)
      let i = collecting;
      for (; i < G && nt > 0 && commonSlot[grams[i]!]! < 0; i++) {
        const w = idf[i]!;
        const end = ends[i]!;
        const start = seek(postings, cursor[i]!, end, b0);
        const stop = seek(postings, start, end, b1);
        cursor[i] = stop;
        const left = unread[i]!;
        if (nt * GALLOP_RATIO < stop - start) {
          // look each candidate up, and drop those that can no longer reach the bar (order kept)
          let lo = start;
          let k = 0;
          for (let t = 0; t < nt; t++) {
            const d = touched[t]!;
            if (lo < stop) {
              lo = seek(postings, lo, stop, d);
              if (lo < stop && postings[lo] === d) acc[d] += w;
            }
            const a = acc[d]!;
            const keep = +(a + left >= bar);
            touched[k] = d;
            k += keep;
            acc[d] = a * keep;
          }
          nt = k;
        } else {
          for (let p = start; p < stop; p++) {
            // only the candidates' accumulators are nonzero
            const d = postings[p]!;
            const a = acc[d]!;
            acc[d] = a + w * +(a !== 0);
          }
          // drop the candidates that can no longer reach the bar (order kept)
          let k = 0;
          for (let t = 0; t < nt; t++) {
            const d = touched[t]!;
            const a = acc[d]!;
            const keep = +(a + left >= bar);
            touched[k] = d;
            k += keep;
            acc[d] = a * keep;
          }
          nt = k;
        }
      }
      // the common grams, a bit test per candidate: the accumulators move beside the candidates (read in order
      // rather than scattered over the block)
      for (let t = 0; t < nt; t++) {
        const d = touched[t]!;
        candAcc[t] = acc[d]!;
        acc[d] = 0;
      }
      // two grams a pass: a candidate that could not reach the bar after the first cannot after the second
      for (; i + 1 < G && nt > 0; i += 2) {
        const w = idf[i]!;
        const w2 = idf[i + 1]!;
        const base = commonSlot[grams[i]!]! * wordsPerSet;
        const base2 = commonSlot[grams[i + 1]!]! * wordsPerSet;
        const left = unread[i + 1]!;
        // drop the candidates that can no longer reach the bar (order kept)
        let k = 0;
        for (let t = 0; t < nt; t++) {
          const d = touched[t]!;
          const word = d >>> 5;
          const bit = d & 31;
          const a = candAcc[t]! + w * ((commonBits[base + word]! >>> bit) & 1) + w2 * ((commonBits[base2 + word]! >>> bit) & 1);
          touched[k] = d;
          candAcc[k] = a;
          k += +(a + left >= bar);
        }
        nt = k;
      }
      for (; i < G && nt > 0; i++) {
        const w = idf[i]!;
        const base = commonSlot[grams[i]!]! * wordsPerSet;
        const left = unread[i]!;
        let k = 0;
        for (let t = 0; t < nt; t++) {
          const d = touched[t]!;
          const a = candAcc[t]! + w * ((commonBits[base + (d >>> 5)]! >>> (d & 31)) & 1);
          touched[k] = d;
          candAcc[k] = a;
          k += +(a + left >= bar);
        }
        nt = k;
      }
      for (let t = 0; t < nt; t++) {
        const d = touched[t]!;
        const c = candAcc[t]! / W;
        if (c * W < bar || (allowWork && !allowWork[docWork[d]!])) continue;
        total++;
        this.cov[d] = c;
        heap.push(d, c + this.prior[d]! - this.lengthPenalty(d));
      }
    }
    return total;
  }
}

/** First position in postings[from, end) (ascending) holding `target` or more (end if none): galloping, then binary search. */
function seek(postings: Uint32Array, from: number, end: number, target: number): number {
  let lo = from;
  let hi = from;
  let step = 1;
  while (hi < end && postings[hi]! < target) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > end) hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (postings[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
