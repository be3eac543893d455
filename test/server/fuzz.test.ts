/**
 * Hostile input, short version (the full ≥ 100,000-request run is bench/fuzz/run.ts): generated requests
 * over raw sockets against a real server process with the product's routes; every answer is the
 * documented status and shape, never a 500, the server never stops, slow clients do not block others,
 * and memory does not grow from one round to the next.
 */
import test from 'ava';
import { FileStore } from '../../src/server/store/file-store.js';
import { loadUws } from '../../src/server/adapters/uws.js';
import { routesFromOpenApi, rssOf, runFuzz, slowClients } from '../../bench/lib/fuzz.js';
import { tempDir } from './helpers.js';
import { rawRequest, startChildServer, stopChild } from './server-process.js';

/** Requests per transport: uWS (the production transport) gets the larger share. */
const COUNT = { uws: Number(process.env.KALAKOSHA_FUZZ_COUNT ?? 3000), node: Number(process.env.KALAKOSHA_FUZZ_COUNT ?? 1000) };
const SEED = Number(process.env.KALAKOSHA_FUZZ_SEED ?? 20261121);

for (const transport of ['uws', 'node'] as const) {
  const run = transport === 'uws' && !('uws' in loadUws()) ? test.serial.skip : test.serial;
  run(`${transport}: ${COUNT[transport]} hostile requests get documented answers; slow clients do not block; memory plateaus`, async (t) => {
    const stateDir = tempDir();
    const s = new FileStore({ stateDir });
    const { apiKey } = await s.createKey({ account: 'fuzz', tier: 'internal' }, Date.now());
    await s.close();
    // The per-address limit of keyless requests off: the fuzzer sends thousands of them from one address.
    const srv = await startChildServer({ stateDir, threads: 1, computeThreads: 1, transport, baseModules: true, extraModules: [], anonRateLimit: 0 });
    try {
      const doc = JSON.parse((await rawRequest(srv.port, 'GET', '/openapi.json')).body);
      const routes = routesFromOpenApi(doc);
      t.true(routes.length >= 10, `${routes.length} routes`);

      // What the server loads once, lazily, is loaded before memory is compared: a costly search makes the
      // compute-pool worker load the corpus (~490 MB) where one is built, whichever round first sends one.
      await rawRequest(srv.port, 'GET', '/corpus/v1/search?q=ra*ma', { 'x-api-key': apiKey });
      const slow = slowClients(srv.port, 40, 3000);
      const rss0 = rssOf(srv.child.pid!);
      const half = Math.floor(COUNT[transport] / 2);
      const r1 = await runFuzz({ port: srv.port, key: apiKey, count: half, seed: SEED, routes });
      const rss1 = rssOf(srv.child.pid!);
      const r2 = await runFuzz({ port: srv.port, key: apiKey, count: COUNT[transport] - half, seed: SEED + 1, routes });
      const rss2 = rssOf(srv.child.pid!);
      const sl = await slow;
      const failures = [...r1.failures, ...r2.failures];
      const byStatus: Record<number, number> = {};
      for (const r of [r1, r2]) for (const [k, v] of Object.entries(r.byStatus)) byStatus[+k] = (byStatus[+k] ?? 0) + v;
      t.log(`${r1.sent + r2.sent} requests in ${(r1.seconds + r2.seconds).toFixed(1)} s; statuses ${JSON.stringify(byStatus)}; ${r1.closed + r2.closed} closed without answer (unparseable HTTP); RSS at start ${(rss0 / 2 ** 20).toFixed(0)} MB, after round 1 ${(rss1 / 2 ** 20).toFixed(0)} MB, after round 2 ${(rss2 / 2 ** 20).toFixed(0)} MB; slow clients ${sl.opened}`);
      for (const f of failures.slice(0, 15)) t.log(JSON.stringify(f).slice(0, 700));
      t.is(failures.length, 0);
      t.falsy(byStatus[500], 'never a 500');
      t.falsy(byStatus[502], 'never a 502 on hostile input');
      const health = await rawRequest(srv.port, 'GET', '/healthz');
      t.is(health.status, 200, 'still serving');
      t.is(srv.child.exitCode, null, 'never stopped');
      t.true(rss2 < rss1 * 1.25 + 48 * 2 ** 20, `RSS grew from ${rss1} to ${rss2} between two equal rounds`);
    } finally {
      await stopChild(srv);
    }
  });
}
