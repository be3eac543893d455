/**
 * @module
 * The metrics table: one block of {@link THREAD_WORDS} float64 words per serving thread (layout in
 * metric-layout.ts). `serve --threads N` allocates it once in a SharedArrayBuffer and hands it to every
 * serving thread, so a scrape answered by any thread reads all of them; a single-threaded app has its own.
 * Each block has one writer (its thread); readers may see a figure one update late, never a torn block
 * layout. A replacement thread takes over its predecessor's block, so counters keep rising across a restart.
 */
import { THREAD_WORDS } from './metric-layout.js';

/** A zeroed table for `threads` serving threads (shared: every thread of the process reads all blocks). */
export function sharedMetricsBuffer(threads: number): SharedArrayBuffer {
  return new SharedArrayBuffer(Math.max(1, threads) * THREAD_WORDS * 8);
}

/** Serving threads a table holds. */
export function threadsIn(buffer: ArrayBufferLike): number {
  return Math.floor(buffer.byteLength / (THREAD_WORDS * 8));
}

/** The words of thread `index`'s block. */
export function threadBlock(buffer: ArrayBufferLike, index: number): Float64Array {
  if (index < 0 || index >= threadsIn(buffer)) throw new RangeError(`the metrics table has no block for thread ${index}`);
  return new Float64Array(buffer, index * THREAD_WORDS * 8, THREAD_WORDS);
}
