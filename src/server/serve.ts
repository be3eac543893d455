/**
 * @module
 * `kalakosha serve`: builds the app, picks a transport, prints a development key when asked, and drains
 * in-flight requests on SIGTERM/SIGINT before flushing state and exiting.
 */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createApp, jsonLogger } from './app.js';
import { listen, type TransportChoice } from './listen.js';
import type { RunningServer } from './adapters/node-http.js';

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
  /** Behind a reverse proxy: take the dashboard's client address from X-Forwarded-For. */
  trustProxy?: boolean;
}

export async function serve(opts: ServeOptions): Promise<{ server: RunningServer; stop: () => Promise<void> }> {
  const log = (msg: string, extra: Record<string, unknown> = {}) => jsonLogger({ level: 'info', msg, ...extra });
  const t0 = performance.now();
  const app = await createApp({
    stateDir: opts.stateDir, buildDir: opts.buildDir, accessLog: opts.accessLog,
    redisUrl: opts.redisUrl || undefined,
    redis: { replicas: opts.replicas, graceSec: opts.redisGraceSec },
    dashboard: { trustProxy: opts.trustProxy },
  });
  const server = await listen(app.handle, opts.host, opts.port, opts.transport, (m) => jsonLogger({ level: 'warn', msg: m }));
  log('listening', { url: `http://${opts.host}:${server.port}`, transport: server.transport, startup_ms: Math.round(performance.now() - t0), store: opts.redisUrl ? 'redis' : 'file', state_dir: app.config.stateDir, build_dir: app.config.buildDir });
  if (opts.devKey) {
    // Development convenience only: the plaintext key is kept in state/dev-key.txt (mode 600) so every
    // `make run` prints the same key. Production keys are never stored in plaintext.
    const file = join(app.config.stateDir, 'dev-key.txt');
    let key = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
    if (!key || !(await app.store.authenticate(key, Date.now()))) {
      const created = await app.store.createKey({ account: 'developer', tier: 'dev', name: 'make run development key' }, Date.now());
      key = created.apiKey;
      mkdirSync(app.config.stateDir, { recursive: true });
      writeFileSync(file, key + '\n', { mode: 0o600 });
    }
    process.stdout.write(`\nkalakosha is serving on http://${opts.host}:${server.port} (${server.transport})\nDevelopment API key (tier dev): ${key}\nTry: curl -H "X-API-Key: ${key}" "http://${opts.host}:${server.port}/calendar/v1/panchang?lat=28.61&lng=77.2"\n\n`);
  }
  let stopping: Promise<void> | null = null;
  const stop = () => (stopping ??= (async () => {
    log('draining', { in_flight: app.gateway.inFlight });
    await server.close();
    while (app.gateway.inFlight > 0) await new Promise((r) => setTimeout(r, 10));
    await app.close();
    log('stopped');
  })());
  for (const sig of ['SIGTERM', 'SIGINT'] as const) {
    process.once(sig, () => {
      stop().then(() => process.exit(0));
    });
  }
  return { server, stop };
}
