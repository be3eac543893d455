/**
 * @module
 * Where each figure of one serving thread lives in the metrics table (metrics-table.ts): a fixed layout of
 * float64 words, so the serving threads of one process can share one SharedArrayBuffer and any thread can
 * read every thread's figures without a message. Labels are bounded by construction: a route is a slot (its
 * template, never the raw path), a status one of {@link STATUS_CODES} or `other`.
 */

/** Routes a gateway may have (today 31); a gateway with more refuses to start (Gateway constructor). */
export const MAX_ROUTES = 128;
/** Slot of any OPTIONS request (answered before authentication, for every path). */
export const OPTIONS_SLOT = MAX_ROUTES;
/** Slot of a request that matched no route (404, 405, a path that is not UTF-8). */
export const UNMATCHED_SLOT = MAX_ROUTES + 1;
export const ROUTE_SLOTS = MAX_ROUTES + 2;

/** The statuses counted on their own; any other is counted as `other` (the last slot). */
export const STATUS_CODES = [200, 204, 206, 301, 302, 303, 304, 307, 308, 400, 401, 403, 404, 405, 406, 409, 410, 412, 413, 414, 415, 416, 422, 429, 431, 500, 501, 502, 503, 504] as const;
export const STATUS_SLOTS = STATUS_CODES.length + 1;
const OTHER_STATUS = STATUS_CODES.length;
const STATUS_SLOT_OF = new Uint8Array(600).fill(OTHER_STATUS);
STATUS_CODES.forEach((code, i) => (STATUS_SLOT_OF[code] = i));

/** The slot of an HTTP status (one typed-array read on the hot path). */
export function statusSlot(status: number): number {
  return status >= 0 && status < 600 ? STATUS_SLOT_OF[status]! : OTHER_STATUS;
}

/** The status label of a slot. */
export function statusLabel(slot: number): string {
  return slot < OTHER_STATUS ? String(STATUS_CODES[slot]) : 'other';
}

/**
 * Upper bounds (seconds, `le`) of the latency histogram buckets: 0.1 ms (an in-memory cache hit takes a few
 * µs of gateway CPU) to 10 s (the handler time limit, after which the answer is a 502), about ×2.5 apart.
 */
export const LATENCY_BUCKETS_SEC = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
/** One route's histogram: a count per bucket (not cumulative), the count above the last bound, the sum of seconds. */
export const HISTOGRAM_WORDS = LATENCY_BUCKETS_SEC.length + 2;

/** Why a request was refused 429: a key's minute limit, a key's month quota, an address's keyless requests. */
export const REFUSAL_REASONS = ['minute', 'month', 'address'] as const;
export type RefusalReason = 0 | 1 | 2;

/** The compute pool's figures, in this order (gauges first). */
export const COMPUTE_FIGURES = ['queued', 'workers', 'completed', 'failed', 'timed_out', 'worker_deaths', 'restarts'] as const;

/** Word offsets inside one thread's block. */
export const REQUESTS_AT = 0;
export const LATENCY_AT = REQUESTS_AT + ROUTE_SLOTS * STATUS_SLOTS;
export const CACHE_AT = LATENCY_AT + ROUTE_SLOTS * HISTOGRAM_WORDS; // per route: hits, misses
export const REFUSALS_AT = CACHE_AT + ROUTE_SLOTS * 2;
export const TIMEOUTS_AT = REFUSALS_AT + REFUSAL_REASONS.length;
export const COMPUTE_AT = TIMEOUTS_AT + 1;
/** Float64 words of one thread's block (6,641: 52 KiB). */
export const THREAD_WORDS = COMPUTE_AT + COMPUTE_FIGURES.length;
