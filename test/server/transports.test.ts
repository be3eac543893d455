/**
 * The HTTP contract over real sockets, on both transports: uWebSockets.js and node:http.
 */
import test from 'ava';
import { listenNodeHttp, type RunningServer } from '../../src/server/adapters/node-http.js';
import { listenUws, loadUws } from '../../src/server/adapters/uws.js';
import { LIMITS } from '../../src/server/gateway.js';
import { ROUTE_MODULES } from '../../src/server/routes/index.js';
import { CONTRACT_HEADERS, makeTestApp } from './helpers.js';
import { testModule } from './test-module.js';
import { rawExchange, rawRequest as raw, type Raw } from './server-process.js';

const uws = loadUws();

const transports: [string, (h: any, sync?: any) => Promise<RunningServer>][] = [
  ['node:http', (h, sync) => listenNodeHttp(h, '127.0.0.1', 0, sync)],
];
if ('uws' in uws) transports.push(['uWS', (h, sync) => listenUws(uws.uws, h, '127.0.0.1', 0, sync)]);

test('the uWS binary loads on this machine (otherwise node:http serves, as logged at start-up)', (t) => {
  if (!('uws' in uws)) t.log(`uWS unavailable: ${uws.error}`);
  t.pass();
});

for (const [name, start] of transports) {
  test.serial(`${name}: contract headers, auth, validation, limits`, async (t) => {
    const a = await makeTestApp({ modules: [...ROUTE_MODULES, testModule], warmup: false, tier: 'pro' });
    const srv = await start(a.app.handle, a.app.handleCachedSync);
    try {
      const ok = await raw(srv.port, 'GET', '/test/v1/echo?n=3', { 'x-api-key': a.key });
      t.is(ok.status, 200);
      t.deepEqual(JSON.parse(ok.body).n, 3);
      for (const h of CONTRACT_HEADERS) t.truthy(ok.headers[h.toLowerCase()], `${h} on 200`);
      t.regex(ok.headers['content-type'], /application\/json/);

      const again = await raw(srv.port, 'GET', '/test/v1/echo?n=3', { 'x-api-key': a.key });
      t.is(again.headers['x-cache'], 'MISS', 'kept the second time it is computed');
      await raw(srv.port, 'GET', '/test/v1/echo?n=3', { 'x-api-key': a.key }); // a hit on the async path: memoised
      const hit = await raw(srv.port, 'GET', '/test/v1/echo?n=3', { 'x-api-key': a.key });
      t.is(hit.headers['x-cache'], 'HIT'); // answered by the synchronous cache path
      t.is(hit.body, again.body, 'the kept (second) answer');
      for (const h of CONTRACT_HEADERS) t.truthy(hit.headers[h.toLowerCase()], `${h} on a hit`);
      t.is(Number(hit.headers['x-ratelimit-remaining']), Number(ok.headers['x-ratelimit-remaining']) - 3, 'each request counts once, hits too');
      t.regex(hit.headers['cache-control'], /^private, max-age=\d+$/);

      // a handler header built from user input cannot inject a header (CR/LF taken out), on either transport
      const injected = await raw(srv.port, 'GET', '/test/v1/header?v=' + encodeURIComponent('a\r\nX-Injected: 1\r\n\r\nbody'), { 'x-api-key': a.key });
      t.is(injected.status, 200);
      t.is(injected.headers['x-injected'], undefined);
      t.is(injected.headers['x-echo'], 'a  X-Injected: 1    body');
      t.is(JSON.parse(injected.body).ok, true);

      const missing = await raw(srv.port, 'GET', '/calendar/v1/panchang?lat=1&lng=2');
      t.is(missing.status, 401);
      t.is(JSON.parse(missing.body).error.code, 'MISSING_API_KEY');
      t.is(JSON.parse(missing.body).error.request_id, missing.headers['x-request-id']);

      const invalid = await raw(srv.port, 'GET', '/calendar/v1/panchang?lat=1&lng=2', { 'x-api-key': 'kk_live_nope' });
      t.is(JSON.parse(invalid.body).error.code, 'INVALID_API_KEY');

      const v = await raw(srv.port, 'GET', '/calendar/v1/panchang?lat=100&lng=2', { 'x-api-key': a.key });
      t.is(v.status, 422);
      t.is(JSON.parse(v.body).detail[0].loc[1], 'lat');

      const post = await raw(srv.port, 'POST', '/corpus/v1/ner', { 'x-api-key': a.key, 'content-type': 'application/json' }, Buffer.from('{"text":'));
      t.is(post.status, 422);

      const big = await raw(srv.port, 'POST', '/corpus/v1/ner', { 'x-api-key': a.key, 'content-type': 'application/json' }, Buffer.alloc(LIMITS.maxBodyBytes + 10, 0x20)).catch((e) => ({ status: -1, headers: {}, body: String(e) }) as Raw);
      t.true(big.status === 413 || big.status === -1, `oversized body: ${big.status}`);
      if (big.status === 413) t.is(JSON.parse(big.body).error.code, 'PAYLOAD_TOO_LARGE');

      const longUrl = await raw(srv.port, 'GET', '/calendar/v1/panchang?lat=1&lng=2&x=' + 'a'.repeat(LIMITS.maxUrlBytes), { 'x-api-key': a.key });
      t.is(longUrl.status, 414);
      t.is(JSON.parse(longUrl.body).error.code, 'URI_TOO_LONG');

      const head = await raw(srv.port, 'HEAD', '/healthz');
      t.is(head.status, 200);
      t.is(head.body, '');

      const boom = await raw(srv.port, 'GET', '/test/v1/boom', { 'x-api-key': a.key });
      t.is(boom.status, 502);
      const after = await raw(srv.port, 'GET', '/healthz');
      t.is(after.status, 200);
    } finally {
      await srv.close();
      await a.app.close();
    }
  });

  test.serial(`${name}: unsound request framing (smuggling) is refused with 400 and the connection closed`, async (t) => {
    const a = await makeTestApp({ modules: [...ROUTE_MODULES, testModule], warmup: false });
    const srv = await start(a.app.handle);
    const H = `Host: x\r\nX-API-Key: ${a.key}\r\n`;
    const smuggled = 'GET /healthz?smuggled=1 HTTP/1.1\r\nHost: x\r\n\r\n';
    try {
      const attempts: [string, string][] = [
        ['a Transfer-Encoding other than chunked', `POST /corpus/v1/ner HTTP/1.1\r\n${H}Transfer-Encoding: gzip\r\n\r\n`],
        ['gzip, chunked', `POST /corpus/v1/ner HTTP/1.1\r\n${H}Transfer-Encoding: gzip, chunked\r\n\r\n`],
        ['Transfer-Encoding and Content-Length', `POST /corpus/v1/ner HTTP/1.1\r\n${H}Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n`],
        ['two Content-Lengths that differ', `POST /corpus/v1/ner HTTP/1.1\r\n${H}Content-Length: 3\r\nContent-Length: 5\r\n\r\n`],
        ['a Content-Length list that differs', `POST /corpus/v1/ner HTTP/1.1\r\n${H}Content-Length: 3, 5\r\n\r\n`],
        ['a signed Content-Length', `POST /corpus/v1/ner HTTP/1.1\r\n${H}Content-Length: +3\r\n\r\n`],
        ['a GET with an odd Transfer-Encoding', `GET /healthz HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: identity\r\n\r\n`],
      ];
      for (const [what, head] of attempts) {
        const r = await rawExchange(srv.port, head);
        t.true(r.closed, `${what}: connection closed`);
        // uWS's own parser closes the connection without an answer before (TE with CL) or right after (a CL that is
        // not all digits) our callback: nothing can be smuggled, but no 400 can be sent either.
        if (name === 'uWS' && r.text === '' && /and Content-Length|list|signed/.test(what)) continue;
        t.regex(r.text, /^HTTP\/1\.1 400 /, what);
        t.regex(r.text, /\r\nConnection: close\r\n/i, what);
        const body = JSON.parse(r.text.slice(r.text.indexOf('\r\n\r\n') + 4));
        t.is(body.error.code, 'BAD_REQUEST', what);
        t.regex(r.text, new RegExp(`\r\nX-Request-ID: ${body.error.request_id}\r\n`, 'i'), what);
      }
      // The classic: a body the server would read as chunked, and a request hidden after it. It must never run.
      const seen = a.app.gateway.requestCount;
      for (const te of ['gzip', 'gzip, chunked', 'chunked, identity']) {
        const r = await rawExchange(srv.port, `POST /corpus/v1/ner HTTP/1.1\r\n${H}Transfer-Encoding: ${te}\r\n\r\n3\r\nabc\r\n0\r\n\r\n${smuggled}`);
        t.true(r.closed, `${te}: connection closed`);
        t.notRegex(r.text, /200 OK/, `${te}: the smuggled request was not answered`);
        t.true(r.text === '' || /^HTTP\/1\.1 400 /.test(r.text), `${te}: ${r.text.slice(0, 40)}`);
      }
      t.is(a.app.gateway.requestCount, seen, 'no smuggled request reached the gateway');
      // Still allowed: chunked alone (any case, spaces around), and two equal Content-Lengths.
      const chunked = await rawExchange(srv.port, `POST /corpus/v1/ner HTTP/1.1\r\n${H}Content-Type: application/json\r\nTransfer-Encoding:  Chunked \r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n`);
      t.regex(chunked.text, /^HTTP\/1\.1 422 /, 'a chunked body reaches validation');
      t.regex(chunked.text, /"loc":\["body","text"\]/);
      const equal = await rawExchange(srv.port, `POST /corpus/v1/ner HTTP/1.1\r\n${H}Content-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
      t.true(/^HTTP\/1\.1 (422|400) /.test(equal.text), equal.text.slice(0, 30)); // node's parser refuses any repeat; uWS takes the one length
      // A chunked body over the limit: 413, and the connection closed after it (no Content-Length to refuse it early).
      const chunk = 'a'.repeat(256 * 1024);
      const big = await rawExchange(srv.port, `POST /corpus/v1/ner HTTP/1.1\r\n${H}Transfer-Encoding: chunked\r\n\r\n` + `40000\r\n${chunk}\r\n`.repeat(9), 3000);
      t.regex(big.text, /^HTTP\/1\.1 413 /);
      t.true(big.closed);
      const ok = await raw(srv.port, 'GET', '/healthz');
      t.is(ok.status, 200, 'still serving');
    } finally {
      await srv.close();
      await a.app.close();
    }
  });

  /**
   * HTTP/1.0. uWS (this build) never answers one: its parser takes the request line only when the target is followed
   * by exactly ` HTTP/1.1\r\n` and otherwise waits for more bytes, without calling us, until its idle timeout closes
   * the connection (~12 s). No workaround exists inside uWS (no hook before its parser): HTTP/1.0 clients need
   * `--transport node`, or a proxy that speaks HTTP/1.1 upstream (nginx: `proxy_http_version 1.1`). Newer uWS
   * versions do not call the server either (upstream dropped HTTP/1.0 in v20.26.0; docs/security.md). Marked failing
   * on uWS so that a uWS build that answers is noticed.
   */
  (name === 'uWS' ? test.serial.failing : test.serial)(`${name}: an HTTP/1.0 request is answered, and its connection closed`, async (t) => {
    const a = await makeTestApp({ modules: [...ROUTE_MODULES, testModule], warmup: false });
    const srv = await start(a.app.handle);
    try {
      const r = await rawExchange(srv.port, 'GET /healthz HTTP/1.0\r\n\r\n', 1500);
      t.regex(r.text, /^HTTP\/1\.[01] 200 /);
      t.regex(r.text, /\r\nConnection: close\r\n/i);
      t.true(r.closed, 'closed after the answer (no keep-alive asked for)');
      t.is(JSON.parse(r.text.slice(r.text.indexOf('\r\n\r\n') + 4)).status, 'ok');
      const keyed = await rawExchange(srv.port, `GET /test/v1/echo?n=2 HTTP/1.0\r\nX-API-Key: ${a.key}\r\n\r\n`, 1500);
      t.regex(keyed.text, /^HTTP\/1\.[01] 200 /);
      t.true(keyed.closed);
    } finally {
      await srv.close();
      await a.app.close();
    }
  });

  test.serial(`${name}: oversized headers are refused with a documented error`, async (t) => {
    const a = await makeTestApp({ modules: [...ROUTE_MODULES, testModule], warmup: false });
    const srv = await start(a.app.handle);
    try {
      const r = await raw(srv.port, 'GET', '/healthz', { 'x-junk': 'j'.repeat(LIMITS.maxHeaderBytes + 100) }).catch((e) => ({ status: -1, headers: {}, body: String(e) }) as Raw);
      // uWS may close the connection outright for headers beyond its compiled limit; node:http answers 431.
      t.true([431, -1].includes(r.status), `status ${r.status}`);
      if (r.status === 431) t.is(JSON.parse(r.body).error.code, 'HEADERS_TOO_LARGE');
      const ok = await raw(srv.port, 'GET', '/healthz');
      t.is(ok.status, 200, 'still serving');
    } finally {
      await srv.close();
      await a.app.close();
    }
  });
}

for (const [name, start] of transports) {
  test.serial(`${name}: 204 and 304 carry no Content-Length, and the connection goes on to the next request`, async (t) => {
    const a = await makeTestApp({ modules: ROUTE_MODULES, warmup: false });
    const srv = await start(a.app.handle, a.app.handleCachedSync);
    try {
      const etag = (await raw(srv.port, 'GET', '/openapi.json')).headers['etag']!;
      const bytes = 'OPTIONS /calendar/v1/panchang HTTP/1.1\r\nHost: x\r\nOrigin: https://a.example\r\nAccess-Control-Request-Method: GET\r\n\r\n'
        + `GET /openapi.json HTTP/1.1\r\nHost: x\r\nIf-None-Match: ${etag}\r\n\r\n`
        + 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n';
      const { text } = await rawExchange(srv.port, bytes, 1500);
      const heads = text.split('\r\n\r\n').filter((part) => part.startsWith('HTTP/1.1'));
      t.deepEqual(heads.map((h) => Number(h.slice(9, 12))), [204, 304, 200], text.slice(0, 400));
      t.notRegex(heads[0]!, /content-length/i, '204 (RFC 9110 §8.6)');
      t.notRegex(heads[1]!, /content-length/i, '304');
    } finally {
      await srv.close();
    }
  });
}
