/**
 * bench/signin: what unauthenticated dashboard sign-ins do to the API. A cached panchang is asked at a fixed
 * rate over 50 connections (wrk), first alone, then while `--attempts` sign-in attempts run in parallel,
 * closed loop (each sends its next one as soon as the last is answered), each with a wrong password for an
 * unknown email from its own made-up address (`X-Forwarded-For` with `--trust-proxy`, so that no throttle
 * holds them and every attempt costs a password hash). Then, unloaded, the sign-in latency of an unknown
 * email against a wrong password for a real account (user enumeration by timing: they should match).
 *
 *   node --import=tsx bench/signin/run.ts [--seconds 8] [--rate 1000] [--attempts 8] [--threads 1] [--probes 30]
 *
 * Server: compiled (dist/), as `make run` starts it (SERVE_NODE_FLAGS), unpinned (password hashing runs on
 * libuv's pool, which takes whichever core is free).
 */
import { haveWrk, runWrk, runWrkAsync, type WrkResult } from '../lib/wrk.js';
import { nodeFlagsFromArgv, startServer } from '../lib/server-process.js';
import { arg } from '../lib/args.js';

const seconds = Number(arg('seconds', '8'));
const rate = Number(arg('rate', '1000'));
const attempts = Number(arg('attempts', '8'));
const threads = Number(arg('threads', '1'));
const probes = Number(arg('probes', '30'));

if (!haveWrk()) {
  console.error('wrk is not installed: apt-get install -y wrk');
  process.exit(2);
}

const srv = await startServer({ transport: 'uws', threads, nodeFlags: nodeFlagsFromArgv(), extraArgs: ['--trust-proxy'] });
const base = `http://127.0.0.1:${srv.port}`;
const H = { 'X-API-Key': srv.key };
const cheapPath = `/calendar/v1/panchang?lat=28.61&lng=77.2&tz=Asia%2FKolkata&date=2024-01-15`;
console.log(`kalakosha sign-in bench: cached panchang at ${rate} req/s over 50 connections for ${seconds} s, alone and beside ${attempts} parallel closed-loop sign-in attempts; server --threads ${threads}, unpinned`);

let nextAddress = 1;
/** A made-up client address, new on every call (10.x.y.z). */
const address = () => {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** A sign-in form's pre-session cookie and CSRF token. */
async function form(page = '/dashboard'): Promise<{ cookie: string; csrf: string }> {
  const r = await fetch(base + page);
  const cookie = (r.headers.get('set-cookie') ?? '').split(';')[0];
  const csrf = /name="csrf" value="([^"]+)"/.exec(await r.text())?.[1];
  if (!cookie || !csrf) throw new Error('no sign-in form at ' + page);
  return { cookie, csrf };
}

async function post(path: string, f: { cookie: string; csrf: string }, fields: Record<string, string>): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  const r = await fetch(base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, Cookie: f.cookie, 'X-Forwarded-For': address() },
    body: new URLSearchParams({ csrf: f.csrf, ...fields }).toString(),
  });
  await r.arrayBuffer();
  return { status: r.status, ms: performance.now() - t0 };
}

const REAL = 'bench-owner@example.org';
const signup = await post('/dashboard/signup', await form('/dashboard/signup'), { email: REAL, password: 'the bench owner password' });
if (signup.status !== 303) throw new Error('sign-up answered ' + signup.status);

for (let i = 0; i < 3; i++) await fetch(base + cheapPath, { headers: H }); // cached from here on
runWrk(base + cheapPath, { seconds: 2, connections: 50, rate, headers: H }); // warm-up
const alone = runWrk(base + cheapPath, { seconds, connections: 50, rate, headers: H });

const statuses: Record<number, number> = {};
const signInMs: number[] = [];
let stop = false;
const loops = Array.from({ length: attempts }, async (_, i) => {
  const f = await form();
  for (let n = 0; !stop; n++) {
    const r = await post('/dashboard/login', f, { email: `nobody-${i}-${n}@example.org`, password: 'a wrong password' });
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    signInMs.push(r.ms);
    if (r.status === 503 || r.status === 429) await new Promise((res) => setTimeout(res, 50)); // a client backing off a little
  }
});
await new Promise((r) => setTimeout(r, 500)); // the sign-ins are under way
const beside: WrkResult = await runWrkAsync(base + cheapPath, { seconds, connections: 50, rate, headers: H });
stop = true;
await Promise.all(loops);

/** Unloaded, one at a time: an unknown email and a wrong password for the real account, interleaved. */
const unknownMs: number[] = [];
const wrongMs: number[] = [];
const f = await form();
for (let i = 0; i < probes; i++) {
  unknownMs.push((await post('/dashboard/login', f, { email: `ghost-${i}@example.org`, password: 'a wrong password' })).ms);
  wrongMs.push((await post('/dashboard/login', f, { email: REAL, password: 'a wrong password' })).ms);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–');
console.log('\n| cached panchang | req/s | p50 ms | p90 ms | p99 ms | max ms | errors |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [name, c] of [['alone', alone], [`beside ${attempts} sign-ins`, beside]] as const) {
  console.log(`| ${name} | ${c.rps.toFixed(0)} | ${f2(c.p50Ms)} | ${f2(c.p90Ms)} | ${f2(c.p99Ms)} | ${f2(c.maxMs)} | ${c.non2xx + c.socketErrors} |`);
}
console.log(`\nsign-in attempts during the run: ${signInMs.length} (${(signInMs.length / (seconds + 0.5)).toFixed(1)}/s), statuses ${JSON.stringify(statuses)}, p50 ${f2(pct(signInMs, 50))} ms, p90 ${f2(pct(signInMs, 90))} ms`);
console.log(`unloaded sign-in, ${probes} each: unknown email p50 ${f2(pct(unknownMs, 50))} ms (p90 ${f2(pct(unknownMs, 90))}), wrong password p50 ${f2(pct(wrongMs, 50))} ms (p90 ${f2(pct(wrongMs, 90))})`);
await srv.stop();
process.exit(0);
