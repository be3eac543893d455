/**
 * @module
 * One serving thread's figures, written where its gateway and compute pool see them happen. Every method is a
 * few typed-array writes to this thread's block of the metrics table (no label lookup, no allocation): the
 * cached-hit path (`Gateway.handleCachedSync`) calls two of them per request.
 */
import { CACHE_AT, COMPUTE_AT, HISTOGRAM_WORDS, LATENCY_AT, LATENCY_BUCKETS_SEC, REFUSALS_AT, STATUS_SLOTS, TIMEOUTS_AT, THREAD_WORDS, statusSlot, type RefusalReason } from './metric-layout.js';
import { threadBlock } from './metrics-table.js';

const BOUNDS = Float64Array.from(LATENCY_BUCKETS_SEC);

/**
 * The synchronous cached-hit path (`Gateway.handleCachedSync`) times one request in this many (a power of two):
 * its two clock reads cost more than the rest of the counting, ~0.35 µs of a ~1.5 µs answer on the shared test
 * machine (bench/metrics), while counters are exact on every path. The histogram stays an unbiased sample of its
 * times; its `_count` is then below `kalakosha_http_requests_total`, which is the figure to count requests by.
 */
export const SYNC_TIMING_PERIOD = 16;
const BUCKETS = BOUNDS.length;

/** The compute pool's figures as ComputePool keeps them (compute-pool.ts). */
export interface ComputeFigures {
  completed: number;
  failed: number;
  timedOut: number;
  workerDeaths: number;
  restarts: number;
}

export class ThreadMetrics {
  private readonly words: Float64Array;
  /** The pool's counters at its last report: the block adds what they gained, so a replacement thread's new pool keeps them rising. */
  private readonly lastCompute = new Float64Array(5);

  /** `buffer`: the metrics table (metrics-table.ts), default one of this thread's own; `thread`: this thread's block. */
  constructor(readonly buffer: ArrayBufferLike = new ArrayBuffer(THREAD_WORDS * 8), readonly thread = 0) {
    this.words = threadBlock(buffer, thread);
  }

  /** One answered request: its route slot (metric-layout.ts), status and time in the gateway, seconds. */
  request(route: number, status: number, seconds: number): void {
    const w = this.words;
    w[route * STATUS_SLOTS + statusSlot(status)]++;
    this.observe(route, seconds);
  }

  /** One answered request counted without its time (the synchronous cached-hit path times a sample: {@link SYNC_TIMING_PERIOD}). */
  requestUntimed(route: number, status: number): void {
    this.words[route * STATUS_SLOTS + statusSlot(status)]++;
  }

  /** One time in the route's latency histogram. */
  observe(route: number, seconds: number): void {
    const w = this.words;
    const h = LATENCY_AT + route * HISTOGRAM_WORDS;
    let b = 0;
    while (b < BUCKETS && seconds > BOUNDS[b]!) b++; // the first bucket whose bound is ≥ the time (Prometheus `le`)
    w[h + b]++;
    w[h + BUCKETS + 1] += seconds;
  }

  cacheHit(route: number): void {
    this.words[CACHE_AT + route * 2]++;
  }

  cacheMiss(route: number): void {
    this.words[CACHE_AT + route * 2 + 1]++;
  }

  /** A 429: 0 a key's minute limit, 1 its month quota, 2 an address's keyless requests. */
  refused(reason: RefusalReason): void {
    this.words[REFUSALS_AT + reason]++;
  }

  /** A request answered 502 because its handler or compute task ran past the time limit. */
  timedOut(): void {
    this.words[TIMEOUTS_AT]++;
  }

  /** The compute pool's state after a change (ComputePool calls it). */
  computePool(queued: number, workers: number, s: ComputeFigures): void {
    const w = this.words;
    w[COMPUTE_AT] = queued;
    w[COMPUTE_AT + 1] = workers;
    const now = [s.completed, s.failed, s.timedOut, s.workerDeaths, s.restarts];
    for (let i = 0; i < now.length; i++) {
      w[COMPUTE_AT + 2 + i] += Math.max(0, now[i]! - this.lastCompute[i]!);
      this.lastCompute[i] = now[i]!;
    }
  }
}
