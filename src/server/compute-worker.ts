/**
 * @module
 * Body of a compute-pool worker thread (see compute-pool.ts): imports `module` once, calls its export
 * `fn(...args)`, and posts the result or the error back. One task at a time; the pool terminates this
 * thread when a task overruns its time limit.
 */
import { parentPort } from 'node:worker_threads';
import { gcWhenIdle } from './idle-gc.js';
import { COMPUTE_WORKER_NICE, niceThisThread } from './thread-priority.js';

// Heavy tasks yield the core to the serving threads (see thread-priority.ts).
niceThisThread(COMPUTE_WORKER_NICE);

/** A live computation leaves megabytes of garbage; collected once the worker has had no task for this long. */
const IDLE_GC_MS = 5000;
const idle = gcWhenIdle(IDLE_GC_MS);

interface Task { id: number; module: string; fn: string; args: unknown[] }

const modules = new Map<string, Promise<Record<string, unknown>>>();

function serialiseError(err: unknown): Record<string, unknown> {
  const e = err as any;
  if (e && e.name === 'ApiError') return { kind: 'api', status: e.status, code: e.code, message: e.message, headers: e.headers ?? {} };
  if (e && e.name === 'ValidationError') return { kind: 'validation', issues: e.issues };
  return { kind: 'error', name: String(e?.name ?? 'Error'), message: String(e?.message ?? e), stack: String(e?.stack ?? e).slice(0, 4000) };
}

parentPort!.on('message', async (t: Task) => {
  try {
    let mod = modules.get(t.module);
    if (!mod) {
      mod = import(t.module) as Promise<Record<string, unknown>>;
      modules.set(t.module, mod);
      mod.catch(() => modules.delete(t.module));
    }
    const f = (await mod)[t.fn];
    if (typeof f !== 'function') throw new Error(`compute module ${t.module} has no exported function ${t.fn}`);
    const value = await f(...t.args);
    // A body in bytes moves to the serving thread without a copy when it owns its whole buffer.
    const own = value instanceof Uint8Array && value.byteOffset === 0 && value.buffer instanceof ArrayBuffer && value.byteLength === value.buffer.byteLength;
    parentPort!.postMessage({ id: t.id, ok: true, value }, own ? [value.buffer as ArrayBuffer] : []);
  } catch (err) {
    parentPort!.postMessage({ id: t.id, ok: false, error: serialiseError(err) });
  }
  idle.busy();
});
parentPort!.postMessage({ ready: true });
