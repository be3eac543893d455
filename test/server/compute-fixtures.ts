/** Engine stand-ins run on the compute pool by the fault tests (see test-module.ts). */
import { threadId } from 'node:worker_threads';
import { notFound } from '../../src/server/errors.js';

export function add(a: number, b: number): { sum: number; threadId: number } {
  return { sum: a + b, threadId };
}

/** A synchronous infinite loop: only terminating the worker stops it. */
export function spin(): never {
  for (;;) {
    /* hang */
  }
}

/** Kills the worker thread it runs on (as a native crash or an OOM would). */
export function crash(): void {
  process.exit(3);
}

export function missing(id: string): never {
  throw notFound('THING_NOT_FOUND', `No thing ${id}`);
}

export function explode(): never {
  throw new Error('engine exploded in a worker');
}

export async function sleep(ms: number): Promise<string> {
  await new Promise((r) => setTimeout(r, ms));
  return 'slept';
}

/** The nice value of the thread running this task (see src/server/thread-priority.ts). */
export { niceOfThisThread } from '../../src/server/thread-priority.js';
