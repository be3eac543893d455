/**
 * Starts `kalakosha serve` in a child process on a free loopback port with a fresh state directory and an
 * `internal`-tier key, for benchmarks.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as any).port;
      s.close(() => resolve(p));
    });
  });
}

export interface BenchServer {
  port: number;
  key: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const CLI = ['--import=tsx', join(process.cwd(), 'src/cli/main.ts')];

export async function startServer(opts: { transport?: 'uws' | 'node'; cpu?: number; extraArgs?: string[]; env?: Record<string, string> } = {}): Promise<BenchServer> {
  const stateDir = mkdtempSync(join(tmpdir(), 'kalakosha-bench-'));
  const out = execFileSync(process.execPath, [...CLI, 'keys', 'create', '--account', 'bench', '--tier', 'internal', '--state-dir', stateDir], { encoding: 'utf8' });
  const key = out.trim().split('\n').pop()!;
  const port = await freePort();
  const args = [...CLI, 'serve', '--port', String(port), '--state-dir', stateDir, '--transport', opts.transport ?? 'uws', ...(opts.extraArgs ?? [])];
  const child = opts.cpu !== undefined ? spawn('taskset', ['-c', String(opts.cpu), process.execPath, ...args], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...opts.env } }) : spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...opts.env } });
  let log = '';
  child.stderr!.on('data', (c) => (log += c));
  for (let i = 0; i < 600; i++) {
    if (log.includes('"listening"')) break;
    if (child.exitCode !== null) throw new Error('server exited: ' + log);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!log.includes('"listening"')) throw new Error('server did not start: ' + log);
  return {
    port,
    key,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
