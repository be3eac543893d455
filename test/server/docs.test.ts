/**
 * /docs (swagger-ui served by this server under a strict CSP), its assets, the landing at `/`, and the
 * OpenAPI document's key scheme that swagger-ui's Authorize button uses. No socket: the gateway directly.
 */
import test from 'ava';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { ROUTE_MODULES } from '../../src/server/routes/index.js';
import { DOCS_CSP } from '../../src/server/routes/docs.js';
import { acceptQuality, prefersHtml } from '../../src/server/http/accept.js';
import { makeTestApp, toTestResponse, type TestApp } from './helpers.js';

const NO_KEY = { 'x-api-key': undefined as any };
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

let a: TestApp;
test.before(async () => {
  a = await makeTestApp({ modules: ROUTE_MODULES, warmup: false });
});
test.after.always(async () => {
  await a?.app.close();
});

/** The directives of a Content-Security-Policy value. */
function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

const assetUrls = (html: string) => [...html.matchAll(/(?:href|src)="(\/docs\/assets\/[^"]+)"/g)].map((m) => m[1]!);

test('/docs: an HTML page, no key needed, a strict CSP without unsafe-inline, nothing from another host', async (t) => {
  const r = await a.get('/docs', NO_KEY);
  t.is(r.status, 200);
  t.is(r.headers['Content-Type'], 'text/html; charset=utf-8');
  t.regex(r.text, /^<!doctype html>/);
  const csp = directives(r.headers['Content-Security-Policy']!);
  t.deepEqual(csp.get('default-src'), ["'none'"]);
  t.deepEqual(csp.get('script-src'), ["'self'"]);
  t.deepEqual(csp.get('style-src'), ["'self'"]);
  t.deepEqual(csp.get('connect-src'), ["'self'"], 'Try it out calls this origin only');
  t.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
  t.false(r.headers['Content-Security-Policy']!.includes('unsafe'), 'neither unsafe-inline nor unsafe-eval');
  t.is(r.headers['Content-Security-Policy'], DOCS_CSP);
  t.is(r.headers['X-Frame-Options'], 'DENY');
  t.false(/(?:https?:)?\/\/[a-z0-9]/i.test(r.text), 'no absolute or protocol-relative URL in the page');
  t.false(/<script(?![^>]*\bsrc=)/.test(r.text), 'no inline script');
  t.false(/<style|\sstyle=/.test(r.text), 'no inline style');
  const urls = assetUrls(r.text);
  t.true(urls.some((u) => /swagger-ui-bundle\.[A-Za-z0-9_-]{12}\.js$/.test(u)), urls.join(' '));
  t.true(urls.some((u) => /swagger-ui\.[A-Za-z0-9_-]{12}\.css$/.test(u)));
  // with a key too (the key's figures, not charged), and HEAD
  t.is((await a.get('/docs')).status, 200);
  const head = await a.app.handle({ method: 'HEAD', path: '/docs', rawQuery: '', headers: {}, body: null });
  t.is(head.status, 200);
});

test('/docs assets: content types, a year immutable, strong ETags and 304, gzip, 404 for unknown names', async (t) => {
  const urls = assetUrls((await a.get('/docs', NO_KEY)).text);
  const types: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', png: 'image/png' };
  t.is(urls.length, 5);
  for (const url of urls) {
    const r = await a.get(url, NO_KEY);
    t.is(r.status, 200, url);
    t.is(r.headers['Content-Type'], types[url.split('.').pop()!], url);
    t.is(r.headers['Cache-Control'], 'public, max-age=31536000, immutable', url);
    t.is(r.headers['X-Content-Type-Options'], 'nosniff');
    t.is(r.headers['ETag'], `"${createHash('sha256').update(r.body).digest('base64url').slice(0, 32)}"`, url);
    t.true(url.includes(`.${r.headers['ETag']!.slice(1, 13)}.`), 'the name carries the content hash');
    const nm = await a.get(url, { ...NO_KEY, 'if-none-match': r.headers['ETag']! });
    t.is(nm.status, 304, url);
    t.is(nm.body.length, 0);
  }
  const bundle = urls.find((u) => u.endsWith('.js') && u.includes('bundle'))!;
  const plain = await a.get(bundle, NO_KEY);
  t.false(plain.text.includes('sourceMappingURL'), 'the maps are not served, so not named');
  t.true(plain.body.length > 1_000_000);
  const gz = await a.get(bundle, { ...NO_KEY, 'accept-encoding': 'gzip, br' });
  t.is(gz.headers['Content-Encoding'], 'gzip');
  t.is(gz.headers['Vary'], 'Accept-Encoding');
  t.true(gunzipSync(gz.body).equals(plain.body));
  t.regex(gz.headers['ETag']!, /-gzip"$/);
  t.is((await a.get(bundle, { ...NO_KEY, 'accept-encoding': 'gzip', 'if-none-match': gz.headers['ETag']! })).status, 304);
  const init = urls.find((u) => u.includes('docs-init'))!;
  const initJs = (await a.get(init, NO_KEY)).text;
  t.regex(initJs, /fetch\('\/openapi\.json'/);
  t.regex(initJs, /validatorUrl: null/, 'no validator badge (it would send the document to validator.swagger.io)');
  t.false(/https?:\/\//.test(initJs));

  for (const bad of ['/docs/assets/swagger-ui-bundle.js', '/docs/assets/nope', '/docs/assets/..%2Fpackage.json']) {
    const r = await a.get(bad, NO_KEY);
    t.is(r.status, 404, bad);
    t.is(r.json.error.code, 'NOT_FOUND');
  }
});

test('/openapi.json: the X-API-Key scheme for Authorize, required on keyed operations, none on public ones; /docs hidden, / documented', async (t) => {
  const doc = (await a.get('/openapi.json', NO_KEY)).json;
  t.deepEqual(doc.components.securitySchemes.ApiKey, { ...doc.components.securitySchemes.ApiKey, type: 'apiKey', in: 'header', name: 'X-API-Key' });
  t.deepEqual(doc.security, [{ ApiKey: [] }], 'every operation needs the key unless it says otherwise');
  for (const [path, ops] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(ops)) {
      const route = a.app.routes.find((r) => r.path === path && r.method === method.toUpperCase())!;
      if (route.auth === false) t.deepEqual(op.security, [], `${method} ${path} is public`);
      else t.is(op.security, undefined, `${method} ${path} inherits the key requirement`);
    }
  }
  t.truthy(doc.paths['/'].get, 'the landing is documented');
  t.deepEqual(doc.paths['/'].get.security, []);
  t.is(doc.paths['/docs'], undefined, 'the HTML docs are for people, like the dashboard');
  t.is(doc.paths['/docs/assets/{file}'], undefined);
  t.regex(doc.info.description, /\/docs/);
});

test('GET /: JSON landing with links and endpoint families, no key, for curl and API clients', async (t) => {
  for (const accept of [undefined, '*/*', 'application/json', 'text/html;q=0.5, application/json']) {
    const r = await a.get('/', { ...NO_KEY, ...(accept ? { accept } : {}) });
    t.is(r.status, 200, accept);
    t.is(r.headers['Content-Type'], 'application/json; charset=utf-8', accept);
    t.is(r.headers['Vary'], 'Accept');
  }
  const l = (await a.get('/', NO_KEY)).json;
  t.is(l.name, 'kalakosha');
  t.is(l.version, (await a.get('/healthz', NO_KEY)).json.version);
  t.deepEqual(l.links, { docs: '/docs', openapi: '/openapi.json', health: '/healthz', dashboard: '/dashboard' });
  const families = Object.fromEntries(l.endpoints.map((f: any) => [f.family, f.operations.map((o: any) => `${o.method} ${o.path}`)]));
  t.deepEqual(Object.keys(families).slice(0, 2), ['/calendar/v1', '/corpus/v1'], 'in the order the modules are mounted');
  for (const f of ['/', '/docs', '/dashboard', '/openapi.json', '/healthz']) t.false(f in families, `${f}: public and hidden routes are links, not families`);
  t.true(families['/calendar/v1'].includes('GET /calendar/v1/panchang'));
  t.true(families['/corpus/v1'].includes('POST /corpus/v1/ner'));
  t.true(families['/corpus/v1'].includes('GET /corpus/v1/search'));
  t.false(JSON.stringify(families).includes('/dashboard'), 'hidden and public routes are not endpoint families');
  t.regex(l.auth, /X-API-Key/);
});

test('GET /: a small HTML page for browsers, its inline style allowed by hash only', async (t) => {
  const r = await a.get('/', { ...NO_KEY, accept: BROWSER_ACCEPT });
  t.is(r.status, 200);
  t.is(r.headers['Content-Type'], 'text/html; charset=utf-8');
  for (const href of ['/docs', '/openapi.json', '/healthz', '/dashboard']) t.true(r.text.includes(`href="${href}"`), href);
  t.true(r.text.includes('/calendar/v1/panchang'));
  const style = /<style>([\s\S]*?)<\/style>/.exec(r.text)![1]!;
  const csp = directives(r.headers['Content-Security-Policy']!);
  t.deepEqual(csp.get('style-src'), [`'sha256-${createHash('sha256').update(style).digest('base64')}'`]);
  t.deepEqual(csp.get('default-src'), ["'none'"]);
  t.is(csp.get('script-src'), undefined, 'no script at all (default-src none)');
  t.false(/<script/.test(r.text));
  const head = toTestResponse(await a.app.handle({ method: 'HEAD', path: '/', rawQuery: '', headers: {}, body: null }));
  t.is(head.status, 200);
});

test('Accept negotiation: the most specific range decides, ties go to JSON', (t) => {
  t.is(acceptQuality(undefined, 'text/html'), 1);
  t.is(acceptQuality('text/*;q=0.3, text/html;q=0.7, */*;q=0.1', 'text/html'), 0.7);
  t.is(acceptQuality('text/*;q=0.3, text/html;q=0.7, */*;q=0.1', 'text/plain'), 0.3);
  t.is(acceptQuality('text/*;q=0.3, text/html;q=0.7, */*;q=0.1', 'application/json'), 0.1);
  t.is(acceptQuality('text/html', 'application/json'), 0);
  t.true(prefersHtml(BROWSER_ACCEPT));
  t.true(prefersHtml('text/html'));
  t.false(prefersHtml('*/*'));
  t.false(prefersHtml(undefined));
  t.false(prefersHtml('application/json, text/html'));
  t.false(prefersHtml('text/html;q=0.9, application/json'));
});
