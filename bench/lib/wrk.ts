/**
 * Runs wrk (Debian's package) against a loopback URL and parses its --latency output.
 */
import { execFileSync, spawnSync } from 'node:child_process';

export interface WrkResult {
  rps: number;
  p50Ms: number;
  p75Ms: number;
  p90Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  socketErrors: string | null;
}

function toMs(s: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(s.trim());
  if (!m) return NaN;
  const v = Number(m[1]);
  return m[2] === 'us' ? v / 1000 : m[2] === 'ms' ? v : m[2] === 's' ? v * 1000 : v * 60_000;
}

export function haveWrk(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

/** `wrk -t{threads} -c{connections} -d{seconds}s --latency`, pinned to `cpu` with taskset when given. */
export function runWrk(url: string, opts: { seconds: number; connections: number; threads?: number; headers?: Record<string, string>; cpu?: number; script?: string }): WrkResult {
  const args = [`-t${opts.threads ?? 1}`, `-c${opts.connections}`, `-d${opts.seconds}s`, '--latency'];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}: ${v}`);
  if (opts.script) args.push('-s', opts.script);
  args.push(url);
  const cmd = opts.cpu !== undefined ? 'taskset' : 'wrk';
  const full = opts.cpu !== undefined ? ['-c', String(opts.cpu), 'wrk', ...args] : args;
  const out = execFileSync(cmd, full, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  const pct = (p: string) => toMs((new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out) ?? [])[1] ?? '');
  return {
    rps: Number((/Requests\/sec:\s+([\d.]+)/.exec(out) ?? [])[1]),
    p50Ms: pct('50'),
    p75Ms: pct('75'),
    p90Ms: pct('90'),
    p99Ms: pct('99'),
    requests: Number((/(\d+) requests in/.exec(out) ?? [])[1]),
    non2xx: Number((/Non-2xx or 3xx responses:\s+(\d+)/.exec(out) ?? [0, 0])[1]),
    socketErrors: (/Socket errors:.*$/m.exec(out) ?? [null])[0],
  };
}
