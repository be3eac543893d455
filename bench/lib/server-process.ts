/**
 * Starts `kalakosha serve` in a child process on a free loopback port with a fresh state directory and an
 * `internal`-tier key, for benchmarks. By default it runs the compiled server (`dist/`, built first with
 * `npx tsc -p .`), as production does; `source: true` runs the TypeScript sources under tsx. The per-address
 * limit of keyless requests is off (`--anon-rate-limit 0`: benches send thousands from one address; pass
 * `extraArgs: ['--anon-rate-limit', 'N']` to measure it).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
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
  stateDir: string;
  child: ChildProcess;
  log(): string;
  /** What the server wrote to stdout (only with `stdout: true`; e.g. `--trace-gc` lines). */
  stdout(): string;
  /** Resident memory of the server process (all its threads), bytes. */
  rss(): number;
  /** Creates another key in the server's state directory (the server sees it on the next request). */
  newKey(tier: string): string;
  stop(): Promise<void>;
}

/** Compiles the project to dist/ once per process (tsc reports other files' type errors but still emits). */
let compiled = false;
export function ensureCompiled(): void {
  if (compiled) return;
  try {
    execFileSync('npx', ['tsc', '-p', 'tsconfig.json'], { stdio: 'ignore' });
  } catch {
    /* type errors elsewhere in the tree: tsc emits anyway */
  }
  if (!existsSync(join(process.cwd(), 'dist/src/cli/main.js'))) throw new Error('dist/src/cli/main.js missing after npx tsc -p .');
  compiled = true;
}

export function rssOfPid(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

/** Node options the server runs with, read from the Makefile's `SERVE_NODE_FLAGS ?= …` (the one place they are set), as `make run` starts it. */
export const SERVE_NODE_FLAGS: readonly string[] = (/^SERVE_NODE_FLAGS \?=(.*)$/m.exec(readFileSync(join(process.cwd(), 'Makefile'), 'utf8'))?.[1] ?? '').split(' ').filter(Boolean);

/** The benches' `--node-flags "…"` option: node flags for the server (default SERVE_NODE_FLAGS; `""` for none). */
export function nodeFlagsFromArgv(argv: readonly string[] = process.argv): string[] {
  const i = argv.indexOf('--node-flags');
  return (i > 0 ? argv[i + 1] ?? '' : SERVE_NODE_FLAGS.join(' ')).split(' ').filter(Boolean);
}

export async function startServer(opts: { transport?: 'uws' | 'node'; cpu?: number | string; threads?: number; source?: boolean; extraArgs?: string[]; env?: Record<string, string>; nodeFlags?: string[]; stdout?: boolean } = {}): Promise<BenchServer> {
  const cli = opts.source ? ['--import=tsx', join(process.cwd(), 'src/cli/main.ts')] : (ensureCompiled(), [join(process.cwd(), 'dist/src/cli/main.js')]);
  const stateDir = mkdtempSync(join(tmpdir(), 'kalakosha-bench-'));
  const newKey = (tier: string) => execFileSync(process.execPath, [...cli, 'keys', 'create', '--account', 'bench-' + Math.random().toString(36).slice(2), '--tier', tier, '--state-dir', stateDir], { encoding: 'utf8' }).trim().split('\n').pop()!;
  const key = newKey('internal');
  const port = await freePort();
  const args = [...(opts.nodeFlags ?? SERVE_NODE_FLAGS), ...cli, 'serve', '--port', String(port), '--state-dir', stateDir, '--transport', opts.transport ?? 'uws', '--threads', String(opts.threads ?? 1), '--anon-rate-limit', '0', ...(opts.extraArgs ?? [])];
  const env = { ...process.env, ...opts.env };
  const stdio: ['ignore', 'ignore' | 'pipe', 'pipe'] = ['ignore', opts.stdout ? 'pipe' : 'ignore', 'pipe'];
  const child = opts.cpu !== undefined ? spawn('taskset', ['-c', String(opts.cpu), process.execPath, ...args], { stdio, env }) : spawn(process.execPath, args, { stdio, env });
  let log = '';
  let out = '';
  child.stderr!.on('data', (c) => (log += c));
  child.stdout?.on('data', (c) => (out += c));
  for (let i = 0; i < 1800; i++) {
    if (log.includes('"listening"')) break;
    if (child.exitCode !== null) throw new Error('server exited: ' + log);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!log.includes('"listening"')) throw new Error('server did not start: ' + log);
  // With taskset the child is taskset's exec'ed node: same pid.
  return {
    port,
    key,
    stateDir,
    child,
    log: () => log,
    stdout: () => out,
    rss: () => rssOfPid(child.pid!),
    newKey,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** CPU time (user + system, all threads) a process has used so far, seconds (from /proc, 10 ms ticks). */
export function cpuSecondsOfPid(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100; // utime, stime (fields 14, 15)
}
