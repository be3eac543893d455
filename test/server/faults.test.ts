/**
 * Faults: an engine that throws, hangs (even in a synchronous loop) or kills its worker costs one request
 * a 502 COMPUTE_ERROR; the next request works.
 */
import test from 'ava';
import { ROUTE_MODULES } from '../../src/server/routes/index.js';
import { makeTestApp } from './helpers.js';
import { testModule } from './test-module.js';

const mk = (o: Parameters<typeof makeTestApp>[0] = {}) => makeTestApp({ modules: [...ROUTE_MODULES, testModule], warmup: false, ...o });

test('compute pool: results, ApiErrors and plain errors come back from the worker', async (t) => {
  const a = await mk({ computeThreads: 1 });
  try {
    const ok = await a.get('/test/v1/pool/add?a=2&b=40');
    t.is(ok.status, 200);
    t.is(ok.json.sum, 42);
    t.not(ok.json.threadId, 0, 'ran on a worker thread');
    const nf = await a.get('/test/v1/pool/missing/x');
    t.is(nf.status, 404);
    t.is(nf.json.error.code, 'THING_NOT_FOUND');
    const ex = await a.get('/test/v1/pool/explode');
    t.is(ex.status, 502);
    t.is(ex.json.error.code, 'COMPUTE_ERROR');
    t.is((await a.get('/test/v1/pool/add')).json.sum, 3);
  } finally {
    await a.app.close();
  }
});

test('a synchronous infinite loop is stopped at the time limit: 502, the worker is replaced, the next request works', async (t) => {
  const a = await mk({ computeThreads: 1, handlerTimeoutMs: 800 });
  try {
    await a.app.compute!.ready();
    t.is((await a.get('/test/v1/pool/add')).status, 200);
    const t0 = Date.now();
    const [spun, other] = await Promise.all([a.get('/test/v1/pool/spin'), a.get('/healthz')]);
    t.is(spun.status, 502);
    t.is(spun.json.error.code, 'COMPUTE_ERROR');
    t.regex(spun.json.error.message, /too long/);
    t.true(Date.now() - t0 < 3000, `answered in ${Date.now() - t0} ms`);
    t.is(other.status, 200, 'the event loop kept serving meanwhile');
    const next = await a.get('/test/v1/pool/add?a=1&b=1');
    t.is(next.status, 200);
    t.is(next.json.sum, 2);
    t.is(a.app.compute!.stats.timedOut, 1);
    t.is(a.app.compute!.workers, 1);
  } finally {
    await a.app.close();
  }
});

test('a worker that dies is restarted and its in-flight request gets 502', async (t) => {
  const a = await mk({ computeThreads: 2 });
  try {
    await a.app.compute!.ready();
    const [dead, slow] = await Promise.all([a.get('/test/v1/pool/crash'), a.get('/test/v1/pool/sleep?ms=300')]);
    t.is(dead.status, 502);
    t.is(dead.json.error.code, 'COMPUTE_ERROR');
    t.is(slow.status, 200, 'the other worker\'s request is unaffected');
    for (let i = 0; i < 3; i++) t.is((await a.get(`/test/v1/pool/add?a=${i}&b=0`)).json.sum, i);
    t.is(a.app.compute!.stats.workerDeaths, 1);
    t.is(a.app.compute!.workers, 2);
  } finally {
    await a.app.close();
  }
});

test('without a pool (computeThreads 0) tasks run inline with the same error mapping', async (t) => {
  const a = await mk({ computeThreads: 0 });
  try {
    t.is((await a.get('/test/v1/pool/add?a=5&b=5')).json.sum, 10);
    t.is((await a.get('/test/v1/pool/missing/y')).status, 404);
    t.is((await a.get('/test/v1/pool/explode')).status, 502);
  } finally {
    await a.app.close();
  }
});
