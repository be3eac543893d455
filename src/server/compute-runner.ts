/**
 * @module
 * What a handler needs of a compute pool: run `module#fn` with arguments, within a time limit. Its own
 * module so that the route types (route.ts, which carry a runner in the handler's context) and the pool
 * (compute-pool.ts, whose helpers take that context) both import it downward.
 */

/** What a handler needs of a pool (src/server/compute-pool.ts implements it; tests run tasks inline). */
export interface ComputeRunner {
  run<T = unknown>(spec: string, args: unknown[], timeoutMs?: number): Promise<T>;
}
