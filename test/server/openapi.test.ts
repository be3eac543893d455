import test from 'ava';
import { Validator } from '@seriousme/openapi-schema-validator';
import { ROUTE_MODULES } from '../../src/server/routes/index.js';
import { makeTestApp } from './helpers.js';

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
