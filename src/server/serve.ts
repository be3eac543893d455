/**
 * @module
 * `kalakosha serve`: builds the app, picks a transport, prints a development key when asked, and drains
 * in-flight requests on SIGTERM/SIGINT before flushing state and exiting.
 *
 * With `threads` > 1 (default: one per core) and the uWS transport, each serving thread runs its own
 * uWS app and gateway on the same port (Linux SO_REUSEPORT spreads connections; a port another server already
 * holds is refused before they bind: port-claim.ts); the main thread keeps
 * the shared state: usage counters in a SharedArrayBuffer (embedded store) persisted once a second,
 * the per-address counts of keyless requests (another SharedArrayBuffer, any store), the metrics table (a third), login-attempt windows,
 * and the development key. node:http serves on one thread.
 */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { createApp, jsonLogger, type App, type AppOptions } from './app.js';
import { listen, type TransportChoice } from './listen.js';
import type { RunningServer } from './adapters/node-http.js';
import { loadUws } from './adapters/uws.js';
import { DEV_KEY_ACCOUNT, DEV_KEY_TIER } from './keys/dev-key.js';
import { FileStore } from './store/file-store.js';
import { SharedUsageTable, readUsageFile, writeUsageFile } from './threads/shared-usage.js';
import { serveRpc } from './threads/shared-store.js';
import { startWorker } from './worker-url.js';
import type { RouteModule } from './route.js';
import { LIMITS } from './gateway.js';
import { SeenKeys } from './seen-keys.js';
import { AddressLimiter } from './address-limiter.js';
import { claimPort } from './port-claim.js';
import { sharedMetricsBuffer } from './metrics/metrics-table.js';
import { prometheusText, type RouteLabel } from './metrics/prometheus-text.js';
import { startMetricsServer, type MetricsServer } from './metrics/operator-server.js';

export interface ServeOptions {
  host: string;
  port: number;
  stateDir?: string;
  buildDir?: string;
  transport: TransportChoice;
  devKey?: boolean;
  accessLog?: boolean;
  /** Shared state in Redis for several replicas (`REDIS_URL`); the file store in `stateDir` otherwise. */
  redisUrl?: string;
  /** Replicas sharing one Redis: divides the limits each replica applies on its own during a Redis outage. */
  replicas?: number;
  /** Seconds a recently validated key stays usable while Redis is unreachable. */
  redisGraceSec?: number;
  /** Behind a reverse proxy: believe its X-Forwarded-For (client address), X-Forwarded-Proto and X-Forwarded-Host. */
  trustProxy?: boolean;
  /** Keyless requests a minute per client address before 429 (default 300; 0 = off). */
  anonRateLimit?: number;
  /** Response-cache byte bound per serving thread, MiB (default 64). */
  cacheMb?: number;
  /** Idle lifetime of response-cache entries and decoded tiles, seconds (default 600). */
  cacheIdleSec?: number;
  /** Serving threads (uWS only; default: available cores). */
  threads?: number;
  /** Compute-pool workers per serving thread (default: cores / serving threads, at least 1). */
  computeThreads?: number;
  /** Extra route modules as `file-url#exportName` (tests: fault routes); loaded in every serving thread. */
  extraModules?: string[];
  /** Mount the product's route modules (default true; tests of the serving machinery turn them off). */
  baseModules?: boolean;
  /** Serve GET /metrics without a key on this port too (metrics/operator-server.ts; 0 = a free one); default none. */
  metricsPort?: number;
  /** Address of the metrics port (default 127.0.0.1: the operator's machine only). */
  metricsHost?: string;
}

/** What a serving thread needs to build its app (structured-cloneable). */
export interface ThreadConfig {
  index: number;
  count: number;
  host: string;
  port: number;
  appOptions: Pick<AppOptions, 'stateDir' | 'buildDir' | 'accessLog' | 'redisUrl' | 'redis' | 'dashboard' | 'computeThreads' | 'cacheMb' | 'cacheIdleSec' | 'seenKeysBuffer' | 'trustProxy' | 'anonRateLimit' | 'anonLimiterBuffer' | 'metricsBuffer'>;
  extraModules: string[];
  baseModules: boolean;
  usageBuffer: SharedArrayBuffer | null;
}

function appOptionsOf(opts: ServeOptions, computeThreads: number): ThreadConfig['appOptions'] {
  return {
    stateDir: opts.stateDir, buildDir: opts.buildDir, accessLog: opts.accessLog,
    redisUrl: opts.redisUrl || undefined,
    redis: { replicas: opts.replicas, graceSec: opts.redisGraceSec },
    trustProxy: opts.trustProxy,
    anonRateLimit: opts.anonRateLimit,
    computeThreads,
    cacheMb: opts.cacheMb,
    cacheIdleSec: opts.cacheIdleSec,
  };
}

/** Imports `url#export` route modules. */
export async function importModules(specs: string[]): Promise<RouteModule[]> {
  const out: RouteModule[] = [];
  for (const s of specs) {
    const i = s.lastIndexOf('#');
    const mod = await import(s.slice(0, i));
    out.push(mod[s.slice(i + 1)]);
  }
  return out;
}

/**
 * How V8 marks the old generation in this process: 'incremental' (in steps on each thread) when node was started
 * with `--no-concurrent-marking` (as `make run` does: docs/operations.md, "Garbage collection") or
 * `--single-threaded-gc`, else 'concurrent' (on helper threads).
 */
function gcMode(): 'incremental' | 'concurrent' {
  return process.execArgv.some((a) => a === '--no-concurrent-marking' || a === '--single-threaded-gc') ? 'incremental' : 'concurrent';
}

/** The route modules a server mounts: the product's (unless turned off) and any extra ones. */
export async function modulesFor(base: boolean, extraSpecs: string[]): Promise<RouteModule[]> {
  const extra = await importModules(extraSpecs);
  return base ? [...(await import('./routes/index.js')).ROUTE_MODULES, ...extra] : extra;
}

async function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().once('error', reject).listen(0, host, () => {
      const p = (s.address() as any).port;
      s.close(() => resolve(p));
    });
  });
}

async function printDevKey(app: App, opts: ServeOptions, port: number, transport: string): Promise<void> {
  // Development convenience only: the plaintext key is kept in state/dev-key.txt (mode 600) so every
  // `make run` prints the same key. Production keys are never stored in plaintext.
  const file = join(app.config.stateDir, 'dev-key.txt');
  let key = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (!key || !(await app.store.authenticate(key, Date.now()))) {
    const created = await app.store.createKey({ account: DEV_KEY_ACCOUNT, tier: DEV_KEY_TIER, name: 'make run development key', operator: true }, Date.now());
    key = created.apiKey;
    mkdirSync(app.config.stateDir, { recursive: true });
    writeFileSync(file, key + '\n', { mode: 0o600 });
  }
  process.stdout.write(`\nkalakosha is serving on http://${opts.host}:${port} (${transport})\nDevelopment API key (account ${DEV_KEY_ACCOUNT}, tier ${DEV_KEY_TIER}): ${key}\nTry: curl -H "X-API-Key: ${key}" "http://${opts.host}:${port}/calendar/v1/panchang?lat=28.61&lng=77.2"\n\n`);
}

export async function serve(opts: ServeOptions): Promise<{ server: RunningServer; stop: () => Promise<void> }> {
  const cores = availableParallelism();
  let threads = Math.max(1, opts.threads ?? cores);
  const uwsLoads = opts.transport !== 'node' && 'uws' in loadUws();
  if (threads > 1 && !uwsLoads) {
    if (opts.threads !== undefined) jsonLogger({ level: 'warn', msg: 'node:http serves on one thread; --threads ignored' });
    threads = 1;
  }
  const computeThreads = opts.computeThreads ?? Math.max(1, Math.floor(cores / threads));
  // A port in use is refused before anything binds it (port-claim.ts); port 0 asks the kernel for a free one.
  const claim = opts.port === 0 ? null : await claimPort(opts.host, opts.port);
  try {
    return await (threads === 1 ? serveSingle(opts, computeThreads) : serveThreaded(opts, threads, computeThreads));
  } finally {
    await claim?.release();
  }
}

function onSignals(stop: () => Promise<void>): void {
  for (const sig of ['SIGTERM', 'SIGINT'] as const) {
    process.once(sig, () => {
      stop().then(() => process.exit(0));
    });
  }
}

async function serveSingle(opts: ServeOptions, computeThreads: number): Promise<{ server: RunningServer; stop: () => Promise<void> }> {
  const log = (msg: string, extra: Record<string, unknown> = {}) => jsonLogger({ level: 'info', msg, ...extra });
  const t0 = performance.now();
  const modules = await modulesFor(opts.baseModules !== false, opts.extraModules ?? []);
  const app = await createApp({ ...appOptionsOf(opts, computeThreads), modules });
  const metricsServer = await metricsPortOf(opts, () => app.gateway.metricsSource.scrape()).catch(async (e) => {
    await app.close();
    throw e;
  });
  app.compute?.start();
  const server = await listen(app.handle, opts.host, opts.port, opts.transport, (m) => jsonLogger({ level: 'warn', msg: m }), app.handleCachedSync);
  log('listening', { url: `http://${opts.host}:${server.port}`, ...metricsUrlOf(opts, metricsServer), transport: server.transport, threads: 1, compute_threads: app.compute?.size ?? 0, gc: gcMode(), startup_ms: Math.round(performance.now() - t0), store: opts.redisUrl ? 'redis' : 'file', state_dir: app.config.stateDir, build_dir: app.config.buildDir });
  if (opts.devKey) await printDevKey(app, opts, server.port, server.transport);
  let stopping: Promise<void> | null = null;
  const stop = () => (stopping ??= (async () => {
    log('draining', { in_flight: app.gateway.inFlight });
    await server.close();
    while (app.gateway.inFlight > 0) await new Promise((r) => setTimeout(r, 10));
    await metricsServer?.close();
    await app.close();
    log('stopped');
  })());
  onSignals(stop);
  return { server, stop };
}

/** The operator's metrics port when `--metrics-port` asks for one (it refuses to start if the port is taken). */
function metricsPortOf(opts: ServeOptions, scrape: () => string | null): Promise<MetricsServer | null> {
  return opts.metricsPort === undefined ? Promise.resolve(null) : startMetricsServer(opts.metricsHost ?? '127.0.0.1', opts.metricsPort, scrape);
}

function metricsUrlOf(opts: ServeOptions, m: MetricsServer | null): Record<string, string> {
  return m ? { metrics_url: `http://${opts.metricsHost ?? '127.0.0.1'}:${m.port}/metrics` } : {};
}

interface ThreadHandle {
  index: number;
  worker: Worker;
  exited: Promise<number>;
}

async function serveThreaded(opts: ServeOptions, threads: number, computeThreads: number): Promise<{ server: RunningServer; stop: () => Promise<void> }> {
  const log = (level: 'info' | 'warn' | 'error', msg: string, extra: Record<string, unknown> = {}) => jsonLogger({ level, msg, ...extra });
  const t0 = performance.now();
  // The main thread serves nothing: it holds the store for the dev key and login-attempt windows.
  const main = await createApp({ ...appOptionsOf(opts, 0), warmup: false, dashboard: false });
  const table = main.store instanceof FileStore ? SharedUsageTable.create() : null;
  if (table) table.load(readUsageFile(main.config.stateDir));
  const port = opts.port || (await freePort(opts.host));
  // One admission filter for every thread's response cache: an answer computed on one thread counts as seen on all.
  const seenKeysBuffer = SeenKeys.sharedBuffer();
  // One per-address count of keyless requests for every thread, so the limit holds once per process.
  const anonLimiterBuffer = AddressLimiter.sharedBuffer();
  // One metrics table, a block per thread: a scrape answered by any thread shows them all (metrics/metrics-table.ts).
  const metricsBuffer = sharedMetricsBuffer(threads);
  /** The route slots' labels, as the first serving thread to listen reports them (the same in every thread). */
  let routeLabels: RouteLabel[] | null = null;
  let metricsServer: MetricsServer | null;
  try {
    metricsServer = await metricsPortOf(opts, () => (routeLabels ? prometheusText(metricsBuffer, routeLabels) : null));
  } catch (e) {
    await main.close();
    throw e;
  }
  let stopping = false;
  const handles: ThreadHandle[] = [];
  /**
   * Every thread not yet exited, a replacement still starting included: stop() must drain and await those too.
   * (It once drained only `handles`: a replacement that began listening during the drain was never told to
   * stop, and process.exit() with its live uWS handles aborted the process.)
   */
  const live = new Set<ThreadHandle>();

  const spawn = (index: number): Promise<ThreadHandle> => {
    const cfg: ThreadConfig = { index, count: threads, host: opts.host, port, appOptions: { ...appOptionsOf(opts, computeThreads), stateDir: main.config.stateDir, seenKeysBuffer, anonLimiterBuffer, metricsBuffer }, extraModules: opts.extraModules ?? [], baseModules: opts.baseModules !== false, usageBuffer: table?.buffer ?? null };
    const worker = startWorker('./threads/serve-thread.js', import.meta.url, { workerData: cfg });
    let exitCode: (c: number) => void = () => {};
    const handle: ThreadHandle = { index, worker, exited: new Promise<number>((r) => (exitCode = r)) };
    live.add(handle);
    return new Promise<ThreadHandle>((resolve, reject) => {
      let listening = false;
      worker.on('message', (m: any) => {
        if (serveRpc(worker, main.store, m)) return;
        if (m?.listening) {
          listening = true;
          routeLabels ??= m.routeLabels ?? null;
          if (stopping) worker.postMessage({ drain: true }); // started while the server was stopping
          resolve(handle);
        } else if (m?.fatal) {
          const e = new Error(m.fatal);
          e.name = m.name ?? 'Error';
          reject(e);
        }
      });
      worker.on('error', (e) => log('error', 'serving thread failed', { thread: index, error: String(e?.stack ?? e).slice(0, 2000) }));
      worker.on('exit', (code) => {
        live.delete(handle);
        exitCode(code);
        if (!listening) return reject(new Error(`serving thread ${index} exited (code ${code}) before listening`));
        if (stopping) return;
        log('error', 'serving thread exited; restarting it', { thread: index, exit_code: code });
        const at = handles.indexOf(handle);
        spawn(index).then((h) => (handles[at] = h), (e) => log('error', 'could not restart a serving thread', { thread: index, error: String(e?.message ?? e) }));
      });
    });
  };

  try {
    for (const h of await Promise.all(Array.from({ length: threads }, (_, i) => spawn(i)))) handles.push(h);
  } catch (e) {
    stopping = true;
    await Promise.all(handles.map((h) => h.worker.terminate()));
    await metricsServer?.close();
    await main.close();
    throw e;
  }

  let flushedVersion = table?.version ?? 0;
  const flush = () => {
    if (!table || table.version === flushedVersion) return;
    flushedVersion = table.version;
    writeUsageFile(main.config.stateDir, table.snapshot());
  };
  const timer = setInterval(() => {
    try {
      flush();
    } catch (e) {
      log('error', 'could not write usage counters', { error: String((e as Error).message) });
    }
  }, 1000);
  timer.unref();

  log('info', 'listening', { url: `http://${opts.host}:${port}`, ...metricsUrlOf(opts, metricsServer), transport: 'uws', threads, compute_threads: computeThreads * threads, gc: gcMode(), startup_ms: Math.round(performance.now() - t0), store: opts.redisUrl ? 'redis' : 'file', state_dir: main.config.stateDir });
  if (opts.devKey) await printDevKey(main, opts, port, `uws, ${threads} threads`);

  let stopPromise: Promise<void> | null = null;
  const stop = () => (stopPromise ??= (async () => {
    stopping = true; // from here no thread is replaced, and one that starts listening is told to drain at once
    log('info', 'draining', { threads: live.size });
    for (const h of handles) if (live.has(h)) h.worker.postMessage({ drain: true });
    const grace = new Promise<'late'>((r) => setTimeout(() => r('late'), LIMITS.requestTimeoutMs + 5000).unref());
    await Promise.all([...live].map(async (h) => {
      if ((await Promise.race([h.exited, grace])) === 'late') {
        log('warn', 'a serving thread did not drain in time; terminating it', { thread: h.index });
        await h.worker.terminate();
      }
    }));
    clearInterval(timer);
    flush();
    await metricsServer?.close();
    await main.close();
    log('info', 'stopped');
  })());
  onSignals(stop);
  const server: RunningServer = { transport: 'uws', port, host: opts.host, close: stop };
  return { server, stop };
}
