/**
 * @module
 * One serving thread of `kalakosha serve --threads N` (started by serve.ts): its own gateway, response
 * cache, compute pool and uWS app on the shared port. Limits stay exact across threads through the
 * shared usage table (embedded store) or Redis. On `{drain: true}` it stops accepting, answers what is
 * in flight, closes its connections and ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createApp, jsonLogger, type App } from '../app.js';
import { listenUws, loadUws } from '../adapters/uws.js';
import type { RunningServer } from '../adapters/node-http.js';
import { FileStore } from '../store/file-store.js';
import type { ThreadConfig } from '../serve.js';
import { SharedUsageTable } from './shared-usage.js';
import { MainThreadRpc, createSharedUsageStore } from './shared-store.js';

const cfg = workerData as ThreadConfig;
const port = parentPort!;
let app: App | null = null;
let server: RunningServer | null = null;
let draining: Promise<void> | null = null;

function drain(): Promise<void> {
  return (draining ??= (async () => {
    if (server) await server.close(); // stops accepting, waits for in-flight answers, closes connections
    while (app && app.gateway.inFlight > 0) await new Promise((r) => setTimeout(r, 10));
    await app?.close();
    port.postMessage({ stopped: true });
    port.close();
  })());
}

// A bug outside the gateway's own error handling must not take the whole process down (a worker that
// dies with live uWS handles aborts the process): log it, drain this thread, let the main thread restart it.
process.on('uncaughtException', (e) => {
  jsonLogger({ level: 'error', msg: 'uncaught exception in a serving thread; restarting it', thread: cfg.index, error: String(e?.stack ?? e).slice(0, 4000) });
  void drain();
});
process.on('unhandledRejection', (e) => {
  jsonLogger({ level: 'error', msg: 'unhandled rejection in a serving thread', thread: cfg.index, error: String((e as Error)?.stack ?? e).slice(0, 4000) });
});

try {
  const uws = loadUws();
  if (!('uws' in uws)) throw new Error(uws.error);
  const { modulesFor } = await import('../serve.js');
  const modules = await modulesFor(cfg.baseModules, cfg.extraModules);
  const store = cfg.usageBuffer
    ? createSharedUsageStore(new FileStore({ stateDir: cfg.appOptions.stateDir ?? './state', autoFlush: false }), new SharedUsageTable(cfg.usageBuffer), new MainThreadRpc(port))
    : undefined;
  app = await createApp({ ...cfg.appOptions, ...(store ? { store } : {}), modules, thread: { index: cfg.index, count: cfg.count } });
  app.compute?.start();
  server = await listenUws(uws.uws, app.handle, cfg.host, cfg.port, app.handleCachedSync);
  port.on('message', (m: any) => {
    if (m?.drain) void drain();
  });
  port.postMessage({ listening: true, port: server.port, routeLabels: app.gateway.routeLabels });
} catch (e) {
  port.postMessage({ fatal: (e as Error)?.message ?? String(e), name: (e as Error)?.name });
  await app?.close().catch(() => {});
  port.close();
}
