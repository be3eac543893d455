/**
 * The second hardening round's attacks, short version (bench/attacks/run.ts replays all of them at full size):
 * each against a real server process with the product's routes and default limits, and each must be held.
 */
import test from 'ava';
import { FileStore } from '../../src/server/store/file-store.js';
import { loadUws } from '../../src/server/adapters/uws.js';
import { ATTACKS } from '../../bench/lib/attacks.js';
import { rssOf } from '../../bench/lib/fuzz.js';
import { tempDir } from './helpers.js';
import { startChildServer, stopChild, type ChildServer } from './server-process.js';

const run = 'uws' in loadUws() ? test.serial : test.serial.skip;
let srv: ChildServer | null = null;
let internalKey = '';

test.before(async () => {
  const stateDir = tempDir();
  const s = new FileStore({ stateDir });
  internalKey = (await s.createKey({ account: 'attacks', tier: 'internal' }, Date.now())).apiKey;
  await s.close();
  // the default limits (anonRateLimit 300), as `make run` serves
  srv = await startChildServer({ stateDir, threads: 1, computeThreads: 1, transport: 'uws', baseModules: true, extraModules: [], anonRateLimit: 300 });
});

test.after.always(async () => {
  if (srv) await stopChild(srv);
});

for (const a of ATTACKS.filter((x) => x.short)) {
  run(`${a.name}: ${a.does}`, async (t) => {
    const o = await a.run({ port: srv!.port, internalKey, rssBytes: () => rssOf(srv!.child.pid!) }, 'short');
    t.log(o.observed);
    t.true(o.ok, o.observed);
  });
}
