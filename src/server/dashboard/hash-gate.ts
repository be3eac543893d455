/**
 * @module
 * Bounds the password hashing a serving thread runs at once. node's scrypt already runs on libuv's thread
 * pool, off the event loop, but eight sign-ins at once would still take every core from the serving threads
 * (cached API p90 went from 4 to 42 ms): so at most `maxInFlight` hashes run, at most `maxQueued` more wait
 * their turn in arrival order, and beyond that a request is turned away at once (the dashboard answers 503
 * with Retry-After) instead of queueing without bound.
 */

export interface HashGateOptions {
  /** Hashes running at once (default 1). */
  maxInFlight?: number;
  /** Hashes waiting for a slot (default 8). */
  maxQueued?: number;
}

export class HashGate {
  readonly maxInFlight: number;
  readonly maxQueued: number;
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most hashes seen running at once (tests and benches). */
  peakInFlight = 0;
  /** Hashes run to completion. */
  completed = 0;
  /** Requests turned away because the queue was full. */
  refused = 0;

  constructor(opts: HashGateOptions = {}) {
    this.maxInFlight = Math.max(1, opts.maxInFlight ?? 1);
    this.maxQueued = Math.max(0, opts.maxQueued ?? 8);
  }

  /** Runs `work` when a slot is free; null (and `work` never started) when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T> | null {
    if (this.inFlight >= this.maxInFlight && this.waiting.length >= this.maxQueued) {
      this.refused++;
      return null;
    }
    return this.acquire().then(async () => {
      try {
        return await work();
      } finally {
        this.completed++;
        this.release();
      }
    });
  }

  private acquire(): Promise<void> {
    if (this.inFlight < this.maxInFlight) {
      this.inFlight++;
      this.peakInFlight = Math.max(this.peakInFlight, this.inFlight);
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Hands the slot to the next waiter (in-flight count unchanged), else frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.inFlight--;
  }
}
