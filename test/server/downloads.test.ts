/**
 * Dataset downloads over real sockets, on both transports: streamed from the file (byte-identical, with and
 * without Range), read only as fast as the client takes it (backpressure), and a file cut short mid-stream
 * drops that connection, not the server.
 */
import test from 'ava';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync, truncateSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { listenNodeHttp, type RunningServer } from '../../src/server/adapters/node-http.js';
import { listenUws, loadUws } from '../../src/server/adapters/uws.js';
import { STREAM_CHUNK_BYTES, type ApiResponse, type StreamedBody } from '../../src/server/http/types.js';
import { ROUTE_MODULES } from '../../src/server/routes/index.js';
import { makeTestApp, tempDir } from './helpers.js';

const uws = loadUws();
const transports: [string, (h: (r: any) => Promise<ApiResponse>) => Promise<RunningServer>][] = [['node:http', (h) => listenNodeHttp(h, '127.0.0.1', 0)]];
if ('uws' in uws) transports.push(['uWS', (h) => listenUws(uws.uws, h, '127.0.0.1', 0)]);

interface Got { status: number; headers: Record<string, string>; body: Buffer; complete: boolean }

/** One request; the body as bytes, and whether it arrived whole (`complete`) or the connection was cut. */
function download(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      const h: Record<string, string> = {};
      for (const [k, v] of Object.entries(res.headers)) h[k] = String(v);
      const done = (complete: boolean) => resolve({ status: res.statusCode!, headers: h, body: Buffer.concat(chunks), complete });
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => done(res.complete));
      res.on('error', () => done(false));
      res.on('aborted', () => done(false));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A build directory whose manifest lists one file of `bytes` pseudo-random bytes. */
function datasetBuild(bytes: number): { buildDir: string; file: string; data: Buffer; url: string } {
  const buildDir = tempDir();
  mkdirSync(join(buildDir, 'tables'));
  const data = Buffer.alloc(bytes);
  for (let i = 0, x = 7; i < bytes; i++) data[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
  const file = join(buildDir, 'tables', 'big.msgpack');
  writeFileSync(file, data);
  const sha256 = createHash('sha256').update(data).digest('hex');
  const manifest = { formatVersion: 1, generatorVersion: 'test', rulesHash: null, tilesHash: null, stages: {}, files: [{ path: 'tables/big.msgpack', stage: 'tables', format: 'msgpack', formatVersion: 1, rows: 1, bytes, sha256, deterministic: true }] };
  writeFileSync(join(buildDir, 'manifest.json'), JSON.stringify(manifest));
  return { buildDir, file, data, url: '/calendar/v1/datasets/tables~big.msgpack' };
}

/** A streamed body of `length` bytes that counts what the transport has read of it (the read-ahead). */
function countingBody(length: number): { body: StreamedBody; readBytes: () => number; closed: () => boolean } {
  let read = 0;
  let closed = false;
  return {
    readBytes: () => read,
    closed: () => closed,
    body: {
      length,
      open: () => ({
        read: async (max: number) => {
          if (read >= length) return null;
          const n = Math.min(max, length - read);
          read += n;
          return Buffer.alloc(n, read % 251);
        },
        close: () => void (closed = true),
      }),
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const [name, start] of transports) {
  test.serial(`${name}: a dataset file downloads byte-identical, whole and by Range; an unparseable Range is ignored (200)`, async (t) => {
    const { buildDir, data, url } = datasetBuild(3 * 1024 * 1024 + 12345);
    const a = await makeTestApp({ modules: ROUTE_MODULES, warmup: false, buildDir });
    const srv = await start(a.app.handle);
    const key = { 'x-api-key': a.key };
    try {
      const whole = await download(srv.port, url, key);
      t.is(whole.status, 200);
      t.true(whole.complete);
      t.is(whole.headers['content-length'], String(data.length));
      t.true(whole.body.equals(data), 'byte-identical');
      t.is(whole.headers['etag'], `"${createHash('sha256').update(data).digest('hex')}"`);
      t.truthy(whole.headers['last-modified']);
      t.is(whole.headers['accept-ranges'], 'bytes');

      const part = await download(srv.port, url, { ...key, range: 'bytes=100000-2200000' });
      t.is(part.status, 206);
      t.is(part.headers['content-range'], `bytes 100000-2200000/${data.length}`);
      t.true(part.body.equals(data.subarray(100000, 2200001)));
      const tail = await download(srv.port, url, { ...key, range: 'bytes=-1000' });
      t.is(tail.status, 206);
      t.true(tail.body.equals(data.subarray(data.length - 1000)));
      const open = await download(srv.port, url, { ...key, range: `bytes=${data.length - 5}-` });
      t.true(open.body.equals(data.subarray(data.length - 5)));

      // RFC 9110 §14.2: a Range the server cannot parse (or will not serve: several ranges) is ignored.
      for (const junk of ['bytes=5-3', 'bytes=0-1,5-6', 'items=0-5', 'bytes=abc', 'bytes=-', 'bytes 0-5']) {
        const r = await download(srv.port, url, { ...key, range: junk });
        t.is(r.status, 200, junk);
        t.true(r.body.equals(data), `${junk}: the whole file`);
      }
      const past = await download(srv.port, url, { ...key, range: `bytes=${data.length}-` });
      t.is(past.status, 416);
      t.is(past.headers['content-range'], `bytes */${data.length}`);
      t.is(JSON.parse(past.body.toString()).error.code, 'RANGE_NOT_SATISFIABLE');

      const head = await download(srv.port, url, key, 'HEAD');
      t.is(head.status, 200);
      t.is(head.headers['content-length'], String(data.length));
      t.is(head.body.length, 0);
      t.is((await download(srv.port, '/healthz')).status, 200);
    } finally {
      await srv.close();
      await a.app.close();
    }
  });

  test.serial(`${name}: a streamed body is read only as fast as the client takes it (backpressure), and released when the client goes`, async (t) => {
    const total = 64 * 1024 * 1024;
    const src = countingBody(total);
    const srv = await start(async () => ({ status: 200, headers: { 'Content-Type': 'application/octet-stream' }, body: Buffer.alloc(0), stream: src.body }));
    try {
      const sock = connect(srv.port, '127.0.0.1');
      let received = 0;
      sock.on('data', (c) => (received += c.length));
      sock.write('GET /x HTTP/1.1\r\nHost: x\r\n\r\n');
      sock.pause(); // a reader that does not read: the kernel buffers fill, then the server must stop reading too
      await sleep(1000);
      const stalledAt = src.readBytes();
      await sleep(500);
      t.is(src.readBytes(), stalledAt, 'nothing more is read while the client reads nothing');
      t.true(stalledAt < total / 4, `read ahead ${stalledAt} bytes of ${total} (${received} received)`);
      t.log(`${name}: stalled after reading ${(stalledAt / 1048576).toFixed(1)} MiB; client had ${(received / 1048576).toFixed(1)} MiB; chunk ${STREAM_CHUNK_BYTES / 1024} KiB`);
      sock.resume();
      for (let i = 0; i < 50 && src.readBytes() === stalledAt; i++) await sleep(10);
      t.true(src.readBytes() > stalledAt, 'reading resumes with the client');
      sock.destroy();
      for (let i = 0; i < 50 && !src.closed(); i++) await sleep(20);
      t.true(src.closed(), 'the reader is released when the client disconnects (or has read everything)');

      // A client that reads everything gets everything.
      const full = countingBody(5 * 1024 * 1024 + 7);
      const srv2 = await start(async () => ({ status: 200, headers: {}, body: Buffer.alloc(0), stream: full.body }));
      const got = await download(srv2.port, '/x');
      await srv2.close();
      t.is(got.body.length, 5 * 1024 * 1024 + 7);
      t.true(got.complete);
      t.true(full.closed());
    } finally {
      await srv.close();
    }
  });

  test.serial(`${name}: closing the server cuts a download still streaming to a slow client after the grace`, async (t) => {
    const src = countingBody(64 * 1024 * 1024);
    const srv = await start(async () => ({ status: 200, headers: {}, body: Buffer.alloc(0), stream: src.body }));
    const sock = connect(srv.port, '127.0.0.1');
    sock.on('error', () => {});
    sock.write('GET /x HTTP/1.1\r\nHost: x\r\n\r\n');
    sock.pause(); // never reads: the download would last forever
    await sleep(300);
    const t0 = Date.now();
    const closed = await Promise.race([srv.close(500).then(() => true), sleep(5000).then(() => false)]);
    t.true(closed, 'close() resolved');
    t.true(Date.now() - t0 >= 400, 'after the grace, not at once');
    for (let i = 0; i < 50 && !src.closed(); i++) await sleep(20);
    t.true(src.closed(), 'the stream was released');
    sock.destroy();
  });

  test.serial(`${name}: a dataset file cut short mid-download drops that connection; the server keeps serving`, async (t) => {
    const { buildDir, file, url } = datasetBuild(24 * 1024 * 1024);
    const a = await makeTestApp({ modules: ROUTE_MODULES, warmup: false, buildDir });
    const srv = await start(a.app.handle);
    try {
      const sock = connect(srv.port, '127.0.0.1');
      let received = 0;
      let ended = false;
      sock.on('data', (c) => (received += c.length));
      sock.on('close', () => (ended = true));
      sock.on('error', () => {});
      sock.write(`GET ${url} HTTP/1.1\r\nHost: x\r\nX-API-Key: ${a.key}\r\n\r\n`);
      sock.pause(); // the download stalls after the kernel buffers
      await sleep(500);
      truncateSync(file, 1024 * 1024);
      sock.resume();
      for (let i = 0; i < 100 && !ended; i++) await sleep(30);
      t.true(ended, 'the connection was closed');
      t.true(received < 24 * 1024 * 1024, `${received} bytes arrived, fewer than promised`);
      t.is((await download(srv.port, '/healthz')).status, 200, 'still serving');
      const again = await download(srv.port, url, { 'x-api-key': a.key });
      t.is(again.body.length, 1024 * 1024, 'a new request gets the file as it is now');
    } finally {
      await srv.close();
      await a.app.close();
    }
  });
}
