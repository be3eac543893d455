import test from 'ava';
import { Validator } from '@seriousme/openapi-schema-validator';
import { ROUTE_MODULES } from '../../src/server/routes/index.js';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { makeTestApp, toTestResponse } from './helpers.js';

test('/openapi.json is a valid OpenAPI 3.1 document', async (t) => {
  const a = await makeTestApp({ modules: ROUTE_MODULES, warmup: false });
  const r = await a.get('/openapi.json');
  t.is(r.status, 200);
  const v = new Validator();
  const res = await v.validate(r.json);
  t.true(res.valid, JSON.stringify(res.errors, null, 2)?.slice(0, 3000));
  t.is(v.version, '3.1');
  await a.app.close();
});

test('every served route is documented, and every documented route is served', async (t) => {
  const a = await makeTestApp({ modules: ROUTE_MODULES, warmup: false });
  const doc = (await a.get('/openapi.json')).json;
  const documented = new Set<string>();
  for (const [path, ops] of Object.entries<any>(doc.paths)) for (const m of Object.keys(ops)) documented.add(`${m.toUpperCase()} ${path}`);
  const served = new Set(a.app.routes.filter((r) => !r.hidden).map((r) => `${r.method} ${r.path}`)); // hidden: the HTML dashboard
  t.deepEqual([...served].sort(), [...documented].sort());
  // And the router really answers each documented path (not 404/405).
  for (const key of documented) {
    const [method, path] = key.split(' ');
    const concrete = path.replace(/\{[^}]+\}/g, 'x');
    const m = a.app.gateway.router.match(method, concrete);
    t.is(m.kind, 'found', key);
  }
  // The spec's endpoints are all there.
  for (const p of ['/calendar/v1/panchang', '/calendar/v1/festivals', '/calendar/v1/namakarna', '/calendar/v1/shraddha', '/calendar/v1/vivah-muhurat', '/corpus/v1/cite/{work}/{chapter}/{verse}', '/corpus/v1/cite/{work_slug}/{verse_num}', '/corpus/v1/search', '/corpus/v1/entity', '/corpus/v1/entity/{entity_id}', '/corpus/v1/ner', '/corpus/v1/ner/batch', '/openapi.json']) {
    t.truthy(doc.paths[p], p);
  }
  t.truthy(doc.components.schemas.HTTPValidationError);
  t.truthy(doc.components.headers['X-RateLimit-Reset']);
  t.regex(doc.info.description, /MONTHLY_QUOTA_EXCEEDED/);
  await a.app.close();
});

test('/openapi.json: gzip once for clients that take it, a strong ETag per form, If-None-Match → 304, HEAD', async (t) => {
  const a = await makeTestApp({ modules: ROUTE_MODULES, warmup: false });
  const noKey = { 'x-api-key': undefined as any };
  const plain = await a.get('/openapi.json', noKey);
  t.is(plain.status, 200);
  t.is(plain.headers['Content-Encoding'], undefined);
  t.is(plain.headers['Vary'], 'Accept-Encoding');
  t.is(plain.headers['Cache-Control'], 'public, max-age=3600');
  t.is(plain.headers['ETag'], `"${createHash('sha256').update(plain.body).digest('base64url').slice(0, 32)}"`, 'a strong tag: the hash of the body');
  const gz = await a.get('/openapi.json', { ...noKey, 'accept-encoding': 'gzip, deflate, br' });
  t.is(gz.headers['Content-Encoding'], 'gzip');
  t.true(gunzipSync(gz.body).equals(plain.body));
  t.true(gz.body.length < plain.body.length / 4, `${gz.body.length} of ${plain.body.length} bytes`);
  t.regex(gz.headers['ETag']!, /^"[A-Za-z0-9_-]{32}-gzip"$/);
  t.not(gz.headers['ETag'], plain.headers['ETag'], 'each encoding has its own strong tag');
  t.is((await a.get('/openapi.json', { ...noKey, 'accept-encoding': 'gzip' })).body, gz.body, 'compressed once and kept');
  t.is((await a.get('/openapi.json', { ...noKey, 'accept-encoding': 'gzip;q=0' })).headers['Content-Encoding'], undefined);
  t.is((await a.get('/openapi.json')).headers['Cache-Control'], 'private, max-age=3600', 'with a key, the rate-limit headers are that key\'s');

  for (const inm of [plain.headers['ETag']!, `W/${plain.headers['ETag']}`, `"nope", ${plain.headers['ETag']}`, '*']) {
    const nm = await a.get('/openapi.json', { ...noKey, 'if-none-match': inm });
    t.is(nm.status, 304, inm);
    t.is(nm.body.length, 0);
    t.is(nm.headers['ETag'], plain.headers['ETag']);
    t.is(nm.headers['Cache-Control'], 'public, max-age=3600');
    t.is(nm.headers['Vary'], 'Accept-Encoding');
    t.is(nm.headers['Content-Type'], undefined);
    t.truthy(nm.headers['X-Request-ID']);
  }
  const nmGz = await a.get('/openapi.json', { ...noKey, 'accept-encoding': 'gzip', 'if-none-match': gz.headers['ETag']! });
  t.is(nmGz.status, 304);
  t.is(nmGz.headers['ETag'], gz.headers['ETag']);
  t.is(nmGz.headers['Content-Encoding'], undefined);
  t.is((await a.get('/openapi.json', { ...noKey, 'if-none-match': '"stale"' })).status, 200);

  const head = toTestResponse(await a.app.handle({ method: 'HEAD', path: '/openapi.json', rawQuery: '', headers: { 'accept-encoding': 'gzip' }, body: null }));
  t.is(head.status, 200);
  t.is(head.headers['ETag'], gz.headers['ETag']);
  t.is(head.headers['Content-Encoding'], 'gzip');
  const headNm = await a.app.handle({ method: 'HEAD', path: '/openapi.json', rawQuery: '', headers: { 'if-none-match': plain.headers['ETag']! }, body: null });
  t.is(headNm.status, 304);
  await a.app.close();
});
