/**
 * @module
 * The compute pool: heavy live computations run on worker threads, off the event loop that serves
 * requests, so a slow, stuck or crashing engine costs one request a 502 and never the server.
 *
 * - A task is `module#fn` + arguments: the worker imports `module` (a path under `src/` written with
 *   its `.js` extension, e.g. `calendar/ceremonies/namakarna.js`, or an absolute `file:` URL) once and
 *   calls its exported `fn(...args)` (sync or async). Arguments and result are structured-cloned.
 * - One task per worker at a time; others wait in a FIFO queue. Each task has a deadline (the gateway's
 *   handler time limit, 10 s, counted from submission): a task still queued at its deadline is dropped,
 *   a task still running is abandoned by terminating its worker, which is replaced at once.
 * - A worker that dies (uncaught error, `process.exit`, out of memory) is restarted; its in-flight task
 *   fails with {@link ComputeWorkerDied}. Both become 502 COMPUTE_ERROR in the gateway.
 * - `ApiError` and `ValidationError` thrown in a worker come back as themselves (404s, 422s …).
 *
 * Handlers use {@link runInPool}; see src/server/ROUTES.md.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { ApiError, ValidationError } from './errors.js';
import type { ComputeRunner } from './compute-runner.js';
import type { HandlerContext } from './route.js';
import { computeFunction, resolveComputeModule, startWorker } from './worker-url.js';

export type { ComputeRunner } from './compute-runner.js';

/** The task ran past its deadline; its worker was terminated. */
export class ComputeTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ComputeTimeoutError';
  }
}

/** The worker running the task died (crash, exit, out of memory) before answering. */
export class ComputeWorkerDied extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ComputeWorkerDied';
  }
}

interface Pending {
  id: number;
  module: string;
  fn: string;
  args: unknown[];
  deadline: number;
  resolve: (v: any) => void;
  reject: (e: Error) => void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: Pending | null;
  /** Set when the pool terminates the worker itself (timeout, close): its exit is expected. */
  retiring: boolean;
}

export interface ComputePoolOptions {
  /** Worker threads (default: available cores, at least 1). */
  size?: number;
  /** Default time limit per task, from submission (default 10 s). */
  timeoutMs?: number;
  /** Most tasks waiting for a worker; beyond it `run` fails with 503 OVERLOADED (default 10,000). */
  maxQueue?: number;
  /** Per-worker heap limit in MB (default 512): a runaway allocation kills the worker, not the server. */
  maxHeapMb?: number;
  log?: (rec: { level: 'info' | 'warn' | 'error'; msg: string; [k: string]: unknown }) => void;
  /** Told the queue length, live workers and {@link ComputePool.stats} after each change (metrics/thread-metrics.ts). */
  metrics?: ComputePoolMetrics;
}

/** Where the pool reports its figures (the serving thread's metrics, read by /metrics). */
export interface ComputePoolMetrics {
  computePool(queued: number, workers: number, stats: ComputePool['stats']): void;
}

export class ComputePool implements ComputeRunner {
  readonly size: number;
  readonly timeoutMs: number;
  private readonly maxQueue: number;
  private readonly maxHeapMb: number;
  private readonly log: NonNullable<ComputePoolOptions['log']>;
  private readonly metrics: ComputePoolMetrics | null;
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  /** Counters for /healthz-style introspection and tests. */
  readonly stats = { completed: 0, failed: 0, timedOut: 0, workerDeaths: 0, restarts: 0 };

  constructor(opts: ComputePoolOptions = {}) {
    this.size = Math.max(1, opts.size ?? availableParallelism());
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.maxQueue = opts.maxQueue ?? 10_000;
    this.maxHeapMb = opts.maxHeapMb ?? 512;
    this.log = opts.log ?? (() => {});
    this.metrics = opts.metrics ?? null;
  }

  /** Reports the figures after a change (a task queued, dispatched or finished; a worker started or gone). */
  private report(): void {
    this.metrics?.computePool(this.queue.length, this.slots.length, this.stats);
  }

  /** Starts the workers now (otherwise on first use) so the first request does not pay for it. */
  start(): void {
    while (!this.closed && this.slots.length < this.size) this.spawn();
    this.report();
  }

  /** Starts the workers and resolves when each has loaded (worker start-up under tsx takes ~1 s). */
  async ready(timeoutMs = 30_000): Promise<void> {
    this.start();
    const until = Date.now() + timeoutMs;
    while (this.slots.some((s) => !s.ready) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  }

  /** Runs `module#fn(...args)` on a worker. */
  run<T = unknown>(spec: string, args: unknown[], timeoutMs = this.timeoutMs): Promise<T> {
    if (this.closed) return Promise.reject(new Error('compute pool is closed'));
    const hash = spec.lastIndexOf('#');
    if (hash <= 0) return Promise.reject(new Error(`compute spec '${spec}' is not module#fn`));
    if (this.queue.length >= this.maxQueue) return Promise.reject(new ApiError(503, 'OVERLOADED', 'The server is busy; try again in a few seconds', { 'Retry-After': '5' }));
    this.start();
    return new Promise<T>((resolve, reject) => {
      const p: Pending = { id: this.nextId++, module: resolveComputeModule(spec.slice(0, hash)), fn: spec.slice(hash + 1), args, deadline: Date.now() + timeoutMs, resolve, reject };
      this.queue.push(p);
      this.dispatch();
    });
  }

  private spawn(): Slot {
    const worker = startWorker('./compute-worker.js', import.meta.url, { resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb }, stdout: false, stderr: false });
    worker.unref();
    const slot: Slot = { worker, ready: false, task: null, retiring: false };
    this.slots.push(slot);
    worker.on('message', (m: any) => {
      if (m.ready) {
        slot.ready = true;
        return this.dispatch();
      }
      const p = slot.task;
      if (!p || p.id !== m.id) return;
      slot.task = null;
      clearTimeout(p.timer);
      if (m.ok) {
        this.stats.completed++;
        p.resolve(m.value);
      } else {
        this.stats.failed++;
        p.reject(reviveError(m.error));
      }
      this.dispatch();
    });
    worker.on('error', (err) => {
      // An uncaught error inside the worker: 'exit' follows and does the bookkeeping.
      this.log({ level: 'error', msg: 'compute worker crashed', error: String(err?.stack ?? err).slice(0, 2000) });
    });
    worker.on('exit', (code) => {
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots.splice(i, 1);
      const p = slot.task;
      slot.task = null;
      if (!slot.retiring) {
        this.stats.workerDeaths++;
        this.log({ level: 'error', msg: 'compute worker died; restarting', exit_code: code, in_flight: p ? `${p.module.split('/').pop()}#${p.fn}` : null });
      }
      if (p) {
        clearTimeout(p.timer);
        p.reject(new ComputeWorkerDied(`compute worker exited (code ${code}) while running ${p.fn}`));
      }
      if (!this.closed && this.slots.length < this.size) {
        this.stats.restarts++;
        this.spawn();
      }
      this.dispatch();
    });
    return slot;
  }

  private dispatch(): void {
    while (this.queue.length) {
      const slot = this.slots.find((s) => s.ready && !s.task && !s.retiring);
      if (!slot) break;
      const p = this.queue.shift()!;
      const left = p.deadline - Date.now();
      if (left <= 0) {
        this.stats.timedOut++;
        p.reject(new ComputeTimeoutError(`${p.fn} waited past its time limit for a compute worker`));
        continue;
      }
      slot.task = p;
      p.timer = setTimeout(() => this.expire(slot, p), left);
      slot.worker.postMessage({ id: p.id, module: p.module, fn: p.fn, args: p.args });
    }
    this.report();
  }

  private expire(slot: Slot, p: Pending): void {
    if (slot.task !== p) return;
    this.stats.timedOut++;
    slot.task = null;
    slot.retiring = true;
    this.log({ level: 'warn', msg: 'compute task over its time limit; terminating its worker', fn: p.fn });
    p.reject(new ComputeTimeoutError(`${p.fn} exceeded its time limit`));
    // Replace at once: the terminated worker's exit does not respawn (it is retiring).
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    void slot.worker.terminate();
    if (!this.closed) {
      this.stats.restarts++;
      this.spawn();
    }
    this.report();
  }

  /** Workers alive (for tests and diagnostics). */
  get workers(): number {
    return this.slots.length;
  }

  get queued(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new Error('compute pool closed'));
    await Promise.all(this.slots.map((s) => {
      s.retiring = true;
      return s.worker.terminate();
    }));
    this.slots.length = 0;
    this.report();
  }
}

function reviveError(e: any): Error {
  if (e?.kind === 'api') return new ApiError(e.status, e.code, e.message, e.headers);
  if (e?.kind === 'validation') return new ValidationError(e.issues);
  const err = new Error(e?.message ?? 'compute failed');
  err.name = e?.name ?? 'Error';
  err.stack = e?.stack;
  return err;
}

/**
 * Runs `module#fn(...args)` on the app's compute pool (inline, on this thread, when the app has none:
 * tests and `--compute-threads 0`). The gateway's time limit still applies; only the pool can stop a
 * synchronous infinite loop.
 *
 *   handler: async (ctx) => ({ body: await runInPool(ctx, 'calendar/ceremonies/namakarna.js#namakarnaFor', ctx.query, ctx.nowMs) })
 */
export async function runInPool<T = any>(ctx: Pick<HandlerContext, 'compute'>, spec: string, ...args: unknown[]): Promise<T> {
  if (ctx.compute) return ctx.compute.run<T>(spec, args);
  return inlineRunner.run<T>(spec, args);
}

/**
 * {@link runInPool} for a task that answers a body as bytes (src/server/live-tasks.ts): a Buffer over the
 * same memory, ready for a handler's `body`.
 */
export async function runBodyInPool(ctx: Pick<HandlerContext, 'compute'>, spec: string, ...args: unknown[]): Promise<Buffer> {
  return bodyOfBytes(await runInPool<Uint8Array>(ctx, spec, ...args));
}

/**
 * {@link runBodyInPool}, with the names of `lang` (calendar/names) added to the task's JSON on the pool as well
 * (server/localized-task.ts): for a festival year that is 8–16 ms of parsing and rewriting, which would otherwise
 * stall the serving thread. Without `lang` (or for an ICS answer, pass none) the task's bytes as they are.
 */
export function runLocalizedBodyInPool(ctx: Pick<HandlerContext, 'compute'>, lang: string | undefined, spec: string, ...args: unknown[]): Promise<Buffer> {
  return lang ? runBodyInPool(ctx, 'server/localized-task.js#localizedBody', spec, lang, ...args) : runBodyInPool(ctx, spec, ...args);
}

/** A task's UTF-8 bytes as a reply body: a Buffer over the same memory (no copy). */
export function bodyOfBytes(u8: Uint8Array): Buffer {
  return Buffer.from(u8.buffer, u8.byteOffset, u8.byteLength);
}

/** Runs tasks on the calling thread (no isolation): the fallback of {@link runInPool}. */
export const inlineRunner: ComputeRunner = {
  async run<T>(spec: string, args: unknown[]): Promise<T> {
    return (await computeFunction(spec))(...args) as T;
  },
};
