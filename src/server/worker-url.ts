/**
 * @module
 * Starts a worker thread from a sibling module, from TypeScript sources (tsx) and from `dist/` alike.
 * `--import=tsx` preloads do not reach worker threads, so under tsx the worker registers tsx itself.
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** True when this code runs from `.ts` sources (under tsx) rather than compiled `dist/`. */
export const RUNNING_FROM_TS = import.meta.url.endsWith('.ts');

/**
 * A worker running the module `relPath` (written with its `.js` extension, as imports are) resolved
 * against `base` (`import.meta.url` of the caller).
 */
export function startWorker(relPath: string, base: string, opts: WorkerOptions = {}): Worker {
  const url = new URL(RUNNING_FROM_TS ? relPath.replace(/\.js$/, '.ts') : relPath, base);
  if (!RUNNING_FROM_TS) return new Worker(url, opts);
  return new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url.href)}); })`, { ...opts, eval: true });
}

/** Resolves `module#fn` specs: a path under `src/` (`calendar/foo.js`) or an absolute `file:` URL. */
export function resolveComputeModule(module: string): string {
  if (module.startsWith('file:')) return RUNNING_FROM_TS ? module : module.replace(/\.ts$/, '.js');
  const srcRoot = new URL('../', import.meta.url); // src/ (or dist/src/)
  return new URL(RUNNING_FROM_TS ? module.replace(/\.js$/, '.ts') : module, srcRoot).href;
}

type ComputeFunction = (...args: unknown[]) => unknown;
/** Functions found, by spec: resolving a spec and importing its module again cost each inline task ~13 µs compiled, ~190 µs under tsx (bench/load/cpu.ts runs so). */
const computeFunctions = new Map<string, ComputeFunction>();

/** The function a `module#fn` spec names, imported on the calling thread (a task's module is loaded once). */
export async function computeFunction(spec: string): Promise<ComputeFunction> {
  const known = computeFunctions.get(spec);
  if (known) return known;
  const hash = spec.lastIndexOf('#');
  const mod = await import(resolveComputeModule(spec.slice(0, hash)));
  const f = mod[spec.slice(hash + 1)];
  if (typeof f !== 'function') throw new Error(`compute module has no exported function ${spec.slice(hash + 1)}`);
  computeFunctions.set(spec, f as ComputeFunction);
  return f as ComputeFunction;
}
