/**
 * Runs wrk (Debian's package) against a loopback URL. Every run carries a generated Lua script whose
 * `done` hook prints the figures wrk's --latency table lacks (p99.9, max, error kinds) as one JSON line;
 * the script can also set the method and body, vary the request per call, or count statuses.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface WrkResult {
  rps: number;
  p50Ms: number;
  p75Ms: number;
  p90Ms: number;
  p99Ms: number;
  p999Ms: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  /** connect + read + write + timeout socket errors. */
  socketErrors: number;
  /** Per-status counts (only when `countStatuses` was asked: it costs wrk a Lua call per response). */
  statuses: Record<string, number> | null;
  raw: string;
}

export function haveWrk(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

export interface WrkOptions {
  seconds: number;
  connections: number;
  threads?: number;
  headers?: Record<string, string>;
  /** Pin wrk to these CPUs with taskset (e.g. '1'). */
  cpu?: number | string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Lua expression returning the path (+ query) of each request, e.g. a random location (cache misses). */
  pathExpr?: string;
  countStatuses?: boolean;
  /** Fixed request rate (requests/s, whole run), approximated per connection with wrk's `delay()` hook. */
  rate?: number;
  timeoutSec?: number;
}

const luaString = (s: string) => '"' + s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n') + '"';

function script(o: WrkOptions): string {
  const lines: string[] = ['local threads = {}', 'function setup(thread) table.insert(threads, thread) end'];
  if (o.method) lines.push(`wrk.method = ${luaString(o.method)}`);
  if (o.body !== undefined) lines.push(`wrk.body = ${luaString(o.body)}`, 'wrk.headers["Content-Type"] = "application/json"');
  if (o.pathExpr) lines.push('math.randomseed(os.time())', `request = function() return wrk.format(nil, ${o.pathExpr}) end`);
  if (o.rate) lines.push(`local gap = ${(1000 * o.connections) / o.rate}`, 'delay = function() return gap * (0.5 + math.random()) end');
  if (o.countStatuses) lines.push('statuses = {}', 'response = function(status, headers, body) statuses[status] = (statuses[status] or 0) + 1 end');
  lines.push(
    'function done(summary, latency, requests)',
    '  local st = {}',
    o.countStatuses ? '  for _, t in ipairs(threads) do for k, v in pairs(t:get("statuses")) do st[k] = (st[k] or 0) + v end end' : '',
    '  local parts = {}',
    '  for k, v in pairs(st) do table.insert(parts, string.format(\'"%d":%d\', k, v)) end',
    '  io.write(string.format(\'KKWRK {"p50":%d,"p75":%d,"p90":%d,"p99":%d,"p999":%d,"max":%d,"requests":%d,"duration_us":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d,"statuses":{%s}}\\n\',',
    '    latency:percentile(50), latency:percentile(75), latency:percentile(90), latency:percentile(99), latency:percentile(99.9), latency.max,',
    '    summary.requests, summary.duration, summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout, summary.errors.status, table.concat(parts, ",")))',
    'end',
  );
  return lines.join('\n') + '\n';
}

let scriptDir: string | null = null;

/** The command line for one run (wrk, or taskset then wrk), its generated script written out. */
function wrkCommand(url: string, o: WrkOptions): [string, string[]] {
  scriptDir ??= mkdtempSync(join(tmpdir(), 'kalakosha-wrk-'));
  const file = join(scriptDir, `s${Math.random().toString(36).slice(2)}.lua`);
  writeFileSync(file, script(o));
  const args = [`-t${o.threads ?? 1}`, `-c${o.connections}`, `-d${o.seconds}s`, '--timeout', `${o.timeoutSec ?? 10}s`, '-s', file];
  for (const [k, v] of Object.entries(o.headers ?? {})) args.push('-H', `${k}: ${v}`);
  args.push(url);
  return o.cpu !== undefined ? ['taskset', ['-c', String(o.cpu), 'wrk', ...args]] : ['wrk', args];
}

const WRK_OUTPUT = { encoding: 'utf8' as const, maxBuffer: 16 * 1024 * 1024 };

/** `wrk -t{threads} -c{connections} -d{seconds}s` with the generated script; latencies in ms. */
export function runWrk(url: string, o: WrkOptions): WrkResult {
  const [cmd, args] = wrkCommand(url, o);
  return parseWrk(execFileSync(cmd, args, WRK_OUTPUT), o);
}

/** {@link runWrk} without blocking this process, so that two loads can run side by side. */
export function runWrkAsync(url: string, o: WrkOptions): Promise<WrkResult> {
  const [cmd, args] = wrkCommand(url, o);
  return new Promise((resolve, reject) => execFile(cmd, args, WRK_OUTPUT, (err, out) => {
    if (err) reject(err);
    else {
      try { resolve(parseWrk(out, o)); } catch (e) { reject(e); }
    }
  }));
}

function parseWrk(out: string, o: WrkOptions): WrkResult {
  const line = /KKWRK (\{.*\})/.exec(out);
  if (!line) throw new Error('wrk printed no summary:\n' + out);
  const j = JSON.parse(line[1]);
  const us = (v: number) => v / 1000;
  return {
    rps: j.requests / (j.duration_us / 1e6),
    p50Ms: us(j.p50),
    p75Ms: us(j.p75),
    p90Ms: us(j.p90),
    p99Ms: us(j.p99),
    p999Ms: us(j.p999),
    maxMs: us(j.max),
    requests: j.requests,
    non2xx: j.status,
    socketErrors: j.connect + j.read + j.write + j.timeout,
    statuses: o.countStatuses ? j.statuses : null,
    raw: out,
  };
}
