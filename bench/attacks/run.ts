/**
 * bench/attacks: replays every attack of the second hardening round against the compiled server (as `make run`
 * starts it: uWS, two serving threads, the default limits) and prints, for each, what the server did.
 * The short version runs in `make test` (test/server/attacks.test.ts).
 *
 *   node --import=tsx bench/attacks/run.ts [--threads 2] [--transport uws|node] [--only name,name] [--size full|short]
 */
import { ATTACKS } from '../lib/attacks.js';
import { arg } from '../lib/args.js';
import { startServer } from '../lib/server-process.js';

const threads = Number(arg('threads', '2'));
const transport = arg('transport', 'uws') as 'uws' | 'node';
const size = arg('size', 'full') as 'full' | 'short';
const only = arg('only', '').split(',').filter(Boolean);

// the default limits, the keyless one included (bench/lib's servers turn it off)
const srv = await startServer({ transport, threads, env: { MALLOC_ARENA_MAX: '2' }, extraArgs: ['--anon-rate-limit', '300'] });
console.log(`attacks: compiled server, ${transport}, --threads ${threads}, default limits; size ${size}\n`);
let hardened = 0;
let open = 0;
try {
  for (const a of ATTACKS) {
    if (only.length && !only.includes(a.name)) continue;
    const t0 = performance.now();
    const o = await a.run({ port: srv.port, internalKey: srv.key, rssBytes: () => srv.rss() }, size).catch((e) => ({ observed: `the attack failed to run: ${(e as Error).message}`, ok: false }));
    if (o.ok) hardened++;
    else open++;
    console.log(`${o.ok ? 'held ' : 'OPEN '} ${a.name.padEnd(22)} ${a.does}\n       → ${o.observed} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }
} finally {
  await srv.stop();
}
console.log(`\n${hardened} held, ${open} open`);
process.exitCode = open ? 1 : 0;
