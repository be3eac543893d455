/**
 * @module
 * Assembles the gateway: store, routes, warm-ups. Transport-free; adapters wrap {@link App.handle}.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { Gateway, type LogRecord } from './gateway.js';
import type { ApiRequest, ApiResponse } from './http/types.js';
import type { RouteDef, RouteModule, ServerConfig } from './route.js';
import { ROUTE_MODULES } from './routes/index.js';
import { systemModule } from './routes/system.js';
import { FileStore } from './store/file-store.js';
import { RedisStore, type RedisStoreOptions } from './store/redis-store.js';
import { RedisResponseCache } from './store/redis-response-cache.js';
import type { GatewayStore } from './store/types.js';
import { DEFAULT_CACHE_BYTES, DEFAULT_CACHE_IDLE_MS, ResponseCache, type ResponseCacheLike } from './response-cache.js';
import { dashboardModule, type DashboardOptions } from './dashboard/dashboard-module.js';
import { ComputePool } from './compute-pool.js';
import { ArtifactError } from './artifacts.js';
import { sweepTileCaches } from './tile-store.js';
import { collectGarbage } from './idle-gc.js';
import { ThreadMetrics } from './metrics/thread-metrics.js';

export interface AppOptions {
  stateDir?: string;
  buildDir?: string;
  dataDir?: string;
  store?: GatewayStore;
  /** Use the shared Redis store (and response cache) instead of the file store; ignored when `store` is given. */
  redisUrl?: string;
  /** Outage-policy and naming options of the Redis store. */
  redis?: Omit<RedisStoreOptions, 'url' | 'log'>;
  /** Defaults to the in-memory cache, or the Redis cache when the store is a RedisStore. */
  cache?: ResponseCacheLike;
  /** Byte bound of the in-memory response cache, MiB (default 64; see DEFAULT_CACHE_BYTES). */
  cacheMb?: number;
  /** Idle lifetime of in-memory response-cache entries and decoded tiles, seconds (default 600; see DEFAULT_CACHE_IDLE_MS). */
  cacheIdleSec?: number;
  /** The response cache's admission filter, shared by the serving threads of one process (serve.ts). */
  seenKeysBuffer?: SharedArrayBuffer;
  /** Dashboard options, or false to leave /dashboard out. */
  dashboard?: Omit<DashboardOptions, 'store'> | false;
  modules?: RouteModule[];
  log?: (rec: LogRecord) => void;
  accessLog?: boolean;
  handlerTimeoutMs?: number;
  clock?: () => number;
  /** Run route warm-ups (load artifacts) before answering; default true. */
  warmup?: boolean;
  /** Compute-pool worker threads (default: cores); 0 runs `runInPool` tasks inline on the serving thread. */
  computeThreads?: number;
  /** This app's serving thread (see ServerConfig.thread); default the only one. */
  thread?: { index: number; count: number };
  /** Keyless requests a minute per client address before 429 (GatewayOptions.anonRateLimit); 0 = off, default 300. */
  anonRateLimit?: number;
  /** The per-address counters, shared by the serving threads of one process (serve.ts). */
  anonLimiterBuffer?: SharedArrayBuffer;
  /** Behind a reverse proxy: believe its X-Forwarded-For/-Proto/-Host (gateway and dashboard; http/client.ts). */
  trustProxy?: boolean;
  /** The metrics table shared by the serving threads of one process (serve.ts; this app writes block `thread.index`); default its own. */
  metricsBuffer?: SharedArrayBuffer;
}

export interface App {
  gateway: Gateway;
  store: GatewayStore;
  config: ServerConfig;
  routes: RouteDef<any, any>[];
  /** Null when `computeThreads` is 0. Workers start on first use (or `compute.start()`). */
  compute: ComputePool | null;
  handle(req: ApiRequest): Promise<ApiResponse>;
  /** Cache hits without a promise, else null (Gateway.handleCachedSync); transports try it first. */
  handleCachedSync(req: ApiRequest): ApiResponse | null;
  close(): Promise<void>;
}

/** The repository root (two levels above this file, in src/ and in dist/src/ alike). */
export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    try {
      readFileSync(join(dir, 'package.json'));
      return dir;
    } catch {
      dir = dirname(dir);
    }
  }
  return process.cwd();
}

export function packageVersion(): string {
  try {
    return JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')).version;
  } catch {
    return '0.0.0';
  }
}

const KEY_IN_TEXT = /kk_(live|test)_[0-9A-Za-z]{4,}/g;

/** Replaces anything shaped like an API key with its non-secret head (a log must never hold a key). */
export function redactSecrets(text: string): string {
  return text.indexOf('kk_') < 0 ? text : text.replace(KEY_IN_TEXT, (k) => k.slice(0, 8) + '[redacted]');
}

/** One JSON line per record: `{"ts", "level", "msg", "request_id"?, …}`, API keys redacted. */
export function formatLogLine(rec: LogRecord): string {
  return redactSecrets(JSON.stringify({ ts: new Date().toISOString(), ...rec })) + '\n';
}

/** A JSON-lines logger to stderr. */
export function jsonLogger(rec: LogRecord): void {
  process.stderr.write(formatLogLine(rec));
}

/** This process's memory (all threads share RSS; heap is this thread's), MiB, for /healthz. */
function memoryMb(): Record<string, number> {
  const m = process.memoryUsage();
  const mb = (n: number) => Math.round(n / 2 ** 20);
  return { rss: mb(m.rss), heap_used: mb(m.heapUsed), heap_total: mb(m.heapTotal), array_buffers: mb(m.arrayBuffers) };
}

export async function createApp(opts: AppOptions = {}): Promise<App> {
  const root = projectRoot();
  const config: ServerConfig = {
    stateDir: resolve(opts.stateDir ?? join(root, 'state')),
    buildDir: resolve(opts.buildDir ?? process.env.KALAKOSHA_BUILD_DIR ?? join(root, 'build')),
    dataDir: resolve(opts.dataDir ?? join(root, 'data')),
    handlerTimeoutMs: opts.handlerTimeoutMs ?? 10_000,
    idleMs: opts.cacheIdleSec !== undefined ? opts.cacheIdleSec * 1000 : DEFAULT_CACHE_IDLE_MS,
    thread: opts.thread ?? { index: 0, count: 1 },
  };
  const sink = opts.log;
  // Whatever the sink, it never receives an API key.
  const log = sink ? (rec: LogRecord) => sink(JSON.parse(redactSecrets(JSON.stringify(rec)))) : jsonLogger;
  const store = opts.store
    ?? (opts.redisUrl
      ? await RedisStore.open({ url: opts.redisUrl, ...opts.redis, log: (level, msg, extra) => log({ level, msg, ...extra }) })
      : new FileStore({ stateDir: config.stateDir, autoFlush: true }));
  const idleMs = config.idleMs;
  const cache = opts.cache ?? (store instanceof RedisStore ? new RedisResponseCache(store.redis, { prefix: store.prefix + 'cache:' }) : new ResponseCache({ maxBytes: opts.cacheMb !== undefined ? opts.cacheMb * 1024 * 1024 : DEFAULT_CACHE_BYTES, idleMs, seenKeysBuffer: opts.seenKeysBuffer }));
  const modules = opts.modules ?? ROUTE_MODULES;
  let routes: RouteDef<any, any>[] = [];
  const sys = systemModule(() => routes, packageVersion(), () => ({
    thread: config.thread.index,
    ...(cache instanceof ResponseCache ? { cache: { entries: cache.size, bytes: cache.sizeBytes, max_bytes: cache.maxBytes } } : {}),
    memory_mb: memoryMb(),
  }));
  const dashboard = opts.dashboard === false ? [] : dashboardModule({ store, trustProxy: opts.trustProxy, ...opts.dashboard }).routes;
  routes = [...sys.routes, ...dashboard, ...modules.flatMap((m) => m.routes)];
  if (opts.warmup !== false) {
    for (const m of modules) {
      if (!m.warmup) continue;
      const t0 = performance.now();
      try {
        await m.warmup(config, (msg) => log({ level: 'info', msg, module: m.name }));
      } catch (e) {
        if (e instanceof ArtifactError) throw e; // already names the file and the rebuild command
        throw new Error(`route module '${m.name}' failed to start: ${(e as Error)?.message ?? e}`, { cause: e });
      }
      log({ level: 'info', msg: 'warmed up', module: m.name, ms: Math.round(performance.now() - t0) });
    }
  }
  const metrics = opts.metricsBuffer ? new ThreadMetrics(opts.metricsBuffer, config.thread.index) : new ThreadMetrics();
  const compute = opts.computeThreads === 0 ? null : new ComputePool({ size: opts.computeThreads, timeoutMs: config.handlerTimeoutMs, log, metrics });
  const gateway = new Gateway({ routes, store, config, log, accessLog: opts.accessLog, clock: opts.clock, cache, compute: compute ?? undefined, anonRateLimit: opts.anonRateLimit, anonLimiterBuffer: opts.anonLimiterBuffer, trustProxy: opts.trustProxy, metrics });
  // What traffic brought into memory (answers, decoded tiles) leaves once unused for the idle lifetime; once a
  // whole tick passes without a request, modules drop their memos and one full collection gives the memory
  // back (idle-gc.ts; bench/fuzz measures it).
  let lastCount = 0;
  let garbage = false;
  const sweeper = setInterval(() => {
    const dropped = gateway.sweepIdle() + sweepTileCaches(Date.now(), idleMs); // tiles are stamped with the wall clock
    const count = gateway.requestCount;
    if (dropped > 0 || count !== lastCount) garbage = true;
    if (count === lastCount && garbage) {
      garbage = false;
      for (const m of modules) m.idle?.();
      collectGarbage();
    }
    lastCount = count;
  }, Math.min(30_000, Math.max(1000, idleMs / 4)));
  sweeper.unref();
  return {
    gateway,
    store,
    config,
    routes,
    compute,
    handle: (req) => gateway.handle(req),
    handleCachedSync: (req) => gateway.handleCachedSync(req),
    close: async () => {
      clearInterval(sweeper);
      await compute?.close();
      await store.close();
    },
  };
}
