/**
 * The typed client (clients/typescript): its generated contract matches the server's routes (drift check: a
 * route changed without `make client` fails here), and it works against a real server on a socket: panchang,
 * festivals, search, and 401 / 422 answers typed as errors.
 */
import test from 'ava';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKalakoshaClient, isErrorResponse, isValidationError } from '../../clients/typescript/src/index.js';
import { staleFiles } from '../../clients/typescript/generate.js';
import { listenNodeHttp, type RunningServer } from '../../src/server/adapters/node-http.js';
import { buildCorpus } from '../../src/generator/corpus/build.js';
import { corpusModule } from '../../src/server/routes/corpus.js';
import { festivalsModule } from '../../src/server/routes/festivals.js';
import { panchangModule } from '../../src/server/routes/panchang.js';
import { PANCHANG_EXAMPLE, PANCHANG_EXAMPLE_QUERY } from '../../src/server/routes/panchang-example.js';
import { makeTestApp, type TestApp } from '../server/helpers.js';
import { fixture } from '../corpus/fixture.js';
import * as readme from '../../clients/typescript/examples/readme.js';

test('drift: clients/typescript/openapi.json and src/schema.d.ts are what the routes generate (make client)', async (t) => {
  t.deepEqual(await staleFiles(), [], 'a route changed: run `make client` and commit clients/typescript');
});

let api: TestApp;
let server: RunningServer;
let baseUrl: string;

test.before(async () => {
  // panchang and festivals compute live (no tables needed); search runs on a small fixture corpus
  const buildDir = mkdtempSync(join(tmpdir(), 'kalakosha-client-build-'));
  const f = fixture();
  buildCorpus({ dataDir: f.data, outDir: join(buildDir, 'corpus'), includeNoncommercial: false, builtAt: '2024-01-01T00:00:00.000Z' });
  api = await makeTestApp({ modules: [panchangModule, festivalsModule, corpusModule], buildDir });
  server = await listenNodeHttp(api.app.handle, '127.0.0.1', 0);
  baseUrl = `http://127.0.0.1:${server.port}`;
});

test.after.always(async () => {
  await server?.close();
  await api?.app.close();
});

test('live: panchang, festivals and search through the client', async (t) => {
  const kk = createKalakoshaClient({ baseUrl, apiKey: api.key });

  const { data: day, error, response } = await kk.GET('/calendar/v1/panchang', { params: { query: { ...PANCHANG_EXAMPLE_QUERY, include: ['all'] } } });
  t.is(response.status, 200);
  t.is(error, undefined);
  t.deepEqual(day, PANCHANG_EXAMPLE as any);
  t.is(day!.tithi.number, PANCHANG_EXAMPLE.tithi.number);
  t.is(response.headers.get('x-api-key'), null);

  // an array parameter goes comma-separated (a repeated parameter would be 422 multiple_values)
  const some = await kk.GET('/calendar/v1/panchang', { params: { query: { date: '2023-08-12', lat: 25.146, lng: 82.569, tz: 'Asia/Kolkata', include: ['balam', 'yogas'] } } });
  t.is(some.response.status, 200, JSON.stringify(some.error));
  t.truthy(some.data!.balam);
  t.truthy(some.data!.yogas);
  t.is(some.data!.gowri, undefined);

  const fest = await kk.GET('/calendar/v1/festivals', { params: { query: { year: 2024, lat: 25.3176, lng: 82.9739, tz: 'Asia/Kolkata' } } });
  t.is(fest.response.status, 200, JSON.stringify(fest.error));
  t.true(Array.isArray(fest.data) && fest.data.length > 20);
  t.true(fest.data!.every((f) => /^2024-\d\d-\d\d$/.test(f.date)));

  const found = await kk.GET('/corpus/v1/search', { params: { query: { q: 'karmanye vadhikaraste', limit: 5 } } });
  t.is(found.response.status, 200, JSON.stringify(found.error));
  t.is(found.data!.hits[0]!.verse_id, 'bhagavad-gita:vedicscriptures:2.47');
});

test('live: the README examples run (all but NER, whose model is not in this test build)', async (t) => {
  const kk = readme.client(baseUrl, api.key);
  const day = await readme.panchang(kk);
  t.is(typeof day.tithi, 'string');
  t.regex(day.sunrise ?? '', /^2024-11-01T0\d:\d\d:\d\d\+05:30$/);
  t.true((await readme.festivals(kk)).some((f) => /^2025-\d\d-\d\d Diwali/i.test(f)));
  t.deepEqual((await readme.search(kk))[0], 'bhagavad-gita:vedicscriptures:2.47');
  t.true((await readme.cite(kk)).startsWith('karmaṇyevādhikāraste'));
  t.regex(await readme.errors(kk), /^422: query\.lat /);
});

test('live: 401 and 422 come back as typed errors', async (t) => {
  const noKey = createKalakoshaClient({ baseUrl });
  const r401 = await noKey.GET('/corpus/v1/search', { params: { query: { q: 'dharma' } } });
  t.is(r401.response.status, 401);
  t.is(r401.data, undefined);
  t.true(isErrorResponse(r401.error));
  t.false(isValidationError(r401.error));
  if (isErrorResponse(r401.error)) {
    t.is(r401.error.error.code, 'MISSING_API_KEY');
    t.is(r401.error.error.request_id, r401.response.headers.get('x-request-id'));
  }
  const bad = await createKalakoshaClient({ baseUrl, apiKey: 'kk_live_not-a-key' }).GET('/corpus/v1/search', { params: { query: { q: 'dharma' } } });
  t.is(bad.response.status, 401);
  t.is(isErrorResponse(bad.error) && bad.error.error.code, 'INVALID_API_KEY');

  const kk = createKalakoshaClient({ baseUrl, apiKey: api.key });
  const r422 = await kk.GET('/calendar/v1/panchang', { params: { query: { date: '2023-08-12', lat: 100, lng: 82.569 } } });
  t.is(r422.response.status, 422);
  t.true(isValidationError(r422.error));
  t.false(isErrorResponse(r422.error));
  if (isValidationError(r422.error)) t.deepEqual(r422.error.detail.map((d) => d.loc), [['query', 'lat']]);
});
