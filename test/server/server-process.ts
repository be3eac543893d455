/** Starts test/server/serve-child.ts in a child process and waits for its "listening" log line. */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';

export interface ChildServer {
  child: ChildProcess;
  port: number;
  log(): string;
  exited: Promise<number | null>;
}

export async function startChildServer(opts: Record<string, unknown>, env: Record<string, string> = {}): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import=tsx', join(process.cwd(), 'test/server/serve-child.ts'), JSON.stringify(opts)], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let log = '';
  child.stderr!.on('data', (c) => (log += c));
  child.stdout!.on('data', (c) => (log += c));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  for (let i = 0; i < 1200; i++) {
    const m = /"msg":"listening","url":"http:\/\/127\.0\.0\.1:(\d+)"/.exec(log);
    if (m) return { child, port: Number(m[1]), log: () => log, exited };
    if (child.exitCode !== null) throw new Error('server exited: ' + log);
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start: ' + log);
}

/** Runs serve-child.ts expecting it to refuse to start: its exit code and everything it printed. */
export async function childServerRefusal(opts: Record<string, unknown>, timeoutMs = 60_000): Promise<{ code: number | null; log: string }> {
  const child = spawn(process.execPath, ['--import=tsx', join(process.cwd(), 'test/server/serve-child.ts'), JSON.stringify(opts)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (c) => (log += c));
  child.stdout!.on('data', (c) => (log += c));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
  clearTimeout(timer);
  return { code, log };
}

export interface Raw { status: number; headers: Record<string, string>; body: string }

/** One request on its own connection (so successive requests spread over the serving threads). */
export function rawRequest(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, agent: false, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const h: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) h[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : String(v);
        resolve({ status: res.statusCode!, headers: h, body: Buffer.concat(chunks).toString() });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** SIGTERM, then SIGKILL if the server has not exited within `graceMs` (a failed test must not leak it). */
export async function stopChild(srv: ChildServer, graceMs = 15_000): Promise<number | null> {
  srv.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), graceMs)));
  const code = await Promise.race([srv.exited, late]);
  clearTimeout(timer);
  if (code !== 'late') return code;
  srv.child.kill('SIGKILL');
  await srv.exited;
  return null;
}

export interface RawExchange {
  /** Everything the server sent. */
  text: string;
  /** The server closed the connection (FIN or reset) before `waitMs` passed. */
  closed: boolean;
}

/** Writes `bytes` on a fresh TCP connection and reads until the server closes it or `waitMs` pass. */
export function rawExchange(port: number, bytes: string | Buffer, waitMs = 1500): Promise<RawExchange> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let closed = false;
    const timer = setTimeout(() => s.destroy(), waitMs);
    s.on('data', (c) => chunks.push(c));
    s.on('end', () => (closed = true));
    s.on('error', () => (closed = true));
    s.on('close', () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closed });
    });
    s.write(bytes);
  });
}
