/**
 * Redis for tests. `.ci/run` starts Debian's redis-server on 127.0.0.1:6390 and exports
 * KALAKOSHA_TEST_REDIS_URL; without it, each test file starts a private redis-server on a free port.
 * Tests isolate themselves with a fresh key prefix. Without any redis-server binary the Redis tests
 * skip with a message, except under CI, where they fail.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { TestFn } from 'ava';

export const REDIS_SERVER = (() => {
  const r = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
})();

export const hasRedis = !!REDIS_SERVER || !!process.env.KALAKOSHA_TEST_REDIS_URL;

/** Registers a placeholder test explaining why the Redis tests of this file did not run. */
export function reportMissingRedis(test: TestFn): void {
  if (process.env.CI) test('redis-server is installed (CI)', (t) => t.fail('redis-server is missing: .ci/run installs Debian\'s redis-server package'));
  else test('redis tests', (t) => {
    t.log('SKIPPED: no redis-server binary here (apt-get install -y redis-server) and KALAKOSHA_TEST_REDIS_URL is unset');
    t.pass();
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as any).port;
      s.close(() => resolve(port));
    });
  });
}

export interface RedisProcess {
  url: string;
  port: number;
  /** SIGKILL, like a crash or a lost host. */
  kill(): Promise<void>;
  /** Starts again on the same port and data directory. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function waitForPing(port: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
    r.on('error', () => {});
    try {
      await r.connect();
      if ((await r.ping()) === 'PONG') return;
    } catch {
      /* not yet */
    } finally {
      r.disconnect();
    }
    if (Date.now() > until) throw new Error(`redis-server on port ${port} did not start`);
    await new Promise((res) => setTimeout(res, 50));
  }
}

/** A private redis-server child process; `persistent` turns on the append-only file (fsync always). */
export async function startRedis(opts: { persistent?: boolean } = {}): Promise<RedisProcess> {
  if (!REDIS_SERVER) throw new Error('no redis-server binary');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'kalakosha-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir, '--protected-mode', 'yes', '--loglevel', 'warning',
    ...(opts.persistent ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no'])];
  let child: ChildProcess | null = null;
  const launch = async () => {
    child = spawn(REDIS_SERVER!, args, { stdio: 'ignore' });
    await waitForPing(port);
  };
  const kill = async () => {
    const c = child;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((res) => c.once('exit', res));
    c.kill('SIGKILL');
    await exited;
  };
  await launch();
  const stop = async () => {
    await kill();
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `redis://127.0.0.1:${port}`, port, kill, restart: launch, stop };
}

let shared: Promise<{ url: string; stop: () => Promise<void> }> | null = null;
const usedPrefixes: string[] = [];

/** Deletes what this test file wrote to a shared Redis (its own prefixes only: other files run alongside). */
async function cleanUp(url: string): Promise<void> {
  const r = new Redis(url, { maxRetriesPerRequest: 1 });
  r.on('error', () => {});
  try {
    for (const p of usedPrefixes) {
      let cursor = '0';
      do {
        const [next, keys] = await r.scan(cursor, 'MATCH', p + '*', 'COUNT', 1000);
        if (keys.length) await r.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } finally {
    r.disconnect();
  }
}

/** The Redis the tests of this file share: CI's, or a private one started on first use. */
export function sharedRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const env = process.env.KALAKOSHA_TEST_REDIS_URL;
  if (env) return Promise.resolve({ url: env, stop: () => cleanUp(env) });
  return (shared ??= startRedis().then((r) => ({ url: r.url, stop: r.stop })));
}

/** A key prefix no other test uses. */
export function testPrefix(): string {
  const p = `kktest:${randomBytes(6).toString('hex')}:`;
  usedPrefixes.push(p);
  return p;
}
