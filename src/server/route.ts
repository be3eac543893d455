/**
 * @module
 * What a route is: its method, path, parameter and body schemas (the single source for validation,
 * 422 details and /openapi.json), its cache lifetime, and a transport-free handler.
 */
import type { JsonSchema, ParamDef } from './schema/types.js';
import type { ComputeRunner } from './compute-runner.js';
import type { MetricsSource } from './metrics/metrics-source.js';

/** Server-wide settings a handler may read; no transport or store types. */
export interface ServerConfig {
  /** Generated artifacts (tables, tiles, corpus, ner): default `./build`. */
  buildDir: string;
  /** Checked-in data (rules, tiles, curated entities): default `./data`. */
  dataDir: string;
  /** Key store and usage counters: default `./state`. */
  stateDir: string;
  /** Time limit for one handler before it answers 502 COMPUTE_ERROR. */
  handlerTimeoutMs: number;
  /**
   * The idle lifetime (`--cache-idle-sec`): memory held for traffic (cached answers, decoded tiles, a pool
   * worker's NER model) is given back once unused this long.
   */
  idleMs: number;
  /**
   * Which serving thread this app is (`kalakosha serve --threads N` builds one app per thread, and runs
   * every warm-up in each): do one-off background work (building missing tables) only where
   * `index === 0`, and let the other threads pick up its result (e.g. re-read the file when it appears).
   */
  thread: { index: number; count: number };
}

/** The caller, once authenticated. */
export interface Caller {
  keyId: string;
  account: string;
  tier: string;
}

/** What a handler receives: validated inputs and the request's clock reading (engines never read the clock). */
export interface HandlerContext<Q = Record<string, any>, B = any> {
  query: Q;
  params: Record<string, any>;
  body: B;
  /** The request body as received (routes without a JSON `body` schema parse it themselves, e.g. HTML forms). */
  rawBody: Buffer | null;
  /** Lower-cased request headers. */
  headers: Record<string, string>;
  /** Remote address as the transport saw it, when known. */
  remoteAddress?: string;
  requestId: string;
  /** The request's arrival time; pass it to engines instead of letting them read a clock. */
  nowMs: number;
  caller: Caller | null;
  config: ServerConfig;
  /** The app's compute pool (worker threads); use it through `runInPool(ctx, 'module#fn', ...args)`. */
  compute?: ComputeRunner;
  /** Every serving thread's figures as Prometheus text (the /metrics route: routes/metrics.ts). */
  metrics?: MetricsSource;
}

/** The content type of JSON answers: a reply's default. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** What a handler returns. A plain object body is serialised as JSON. */
export interface Reply {
  status?: number;
  body: unknown;
  /** Defaults to `application/json; charset=utf-8`; a string or Buffer body with another type is sent as is. */
  contentType?: string;
  headers?: Record<string, string>;
}

export interface ResponseDoc {
  description: string;
  schema?: JsonSchema;
  contentType?: string;
  example?: unknown;
  /** Headers this response sets beyond the gateway's (documented in /openapi.json). */
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

export interface RouteDef<Q = Record<string, any>, B = any> {
  method: 'GET' | 'POST';
  /** OpenAPI-style template, e.g. `/corpus/v1/cite/{work_slug}/{verse_num}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: ParamDef[];
  /**
   * The JSON body's schema. `parseOnPoolFromBytes`: a body of that many bytes or more is not parsed by the
   * gateway when a compute pool is there (ctx.body is then undefined): the handler parses it on the pool with
   * `parseJsonBody` (schema/json-body.ts, the gateway's own), so decoding and validating it does not hold the
   * serving thread. Query and path are still checked first. Not for cached routes (the body is the cache key).
   */
  body?: { schema: JsonSchema; description?: string; example?: unknown; parseOnPoolFromBytes?: number };
  /** The 200 response; further statuses (404 …) in `extraResponses`. */
  response: ResponseDoc;
  extraResponses?: Record<string, ResponseDoc>;
  /** Whether an API key is required (true unless stated). */
  auth?: boolean;
  /** Seconds a successful response stays in the response cache; absent or 0 = not cached. */
  cacheTtlSec?: number;
  /**
   * Normalises validated inputs before the cache lookup (e.g. fills `date` with today's date in `tz`),
   * so the cache key and the handler see the same values.
   */
  prepare?: (ctx: HandlerContext<Q, B>) => void;
  /**
   * Extra cache-key material beyond query/params/body. It may read the query and the Accept header only: the
   * gateway's hot path memoises cache keys per URL and Accept header (Gateway.hotCacheKey).
   */
  cacheVary?: (ctx: HandlerContext<Q, B>) => string;
  handler: (ctx: HandlerContext<Q, B>) => Reply | Promise<Reply>;
  /** Hidden routes are served but left out of /openapi.json (none today). */
  hidden?: boolean;
}

/** A route module: its routes and an optional warm-up run at server start (load artifacts, build caches). */
export interface RouteModule {
  name: string;
  routes: RouteDef<any, any>[];
  warmup?: (config: ServerConfig, log: (msg: string) => void) => void | Promise<void>;
  /** Drops memos that traffic filled (decoded chunks, word caches); called when the serving thread goes idle, before a collection. */
  idle?: () => void;
}
