/**
 * Logs are JSON lines carrying the request id and never an API key; build artifacts that are missing,
 * corrupt or of another formatVersion fail with a message naming the file and the rebuild command.
 */
import test from 'ava';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pack, Packr } from 'msgpackr';
import { ArtifactError, loadArtifact } from '../../src/server/artifacts.js';
import { formatLogLine, type App } from '../../src/server/app.js';
import type { LogRecord } from '../../src/server/gateway.js';
import { ROUTE_MODULES } from '../../src/server/routes/index.js';
import { makeTestApp, tempDir } from './helpers.js';
import { testModule } from './test-module.js';

test('access and error logs: structured, with the request id, and no API key anywhere', async (t) => {
  const lines: string[] = [];
  const a = await makeTestApp({ modules: [...ROUTE_MODULES, testModule], warmup: false, accessLog: true, log: (rec: LogRecord) => lines.push(formatLogLine(rec)) });
  const key = a.key;
  const responses = [
    await a.get('/test/v1/echo?n=1'),
    await a.get('/test/v1/boom'),
    await a.get(`/test/v1/missing/${key}`),
    await a.get(`/no/such/${key}`),
    await a.get(`/test/v1/echo?n=1&api_key=${key}`),
    await a.get('/test/v1/echo', { 'x-api-key': key.slice(0, -2) + 'zz' }),
    await a.get('/test/v1/echo', { 'x-request-id': 'client-supplied-id-42' }),
  ];
  t.true(lines.length >= responses.length);
  for (const l of lines) {
    t.false(l.includes(key), `a log line holds the key: ${l}`);
    t.false(l.includes(key.slice(8)), 'nor its secret part');
    const rec = JSON.parse(l);
    t.is(typeof rec.ts, 'string');
    t.regex(rec.level, /^(info|warn|error)$/);
    t.is(typeof rec.msg, 'string');
  }
  const access = lines.map((l) => JSON.parse(l)).filter((r) => r.msg === 'request');
  t.deepEqual(access.map((r) => r.request_id), responses.map((r) => r.headers['X-Request-ID']));
  t.true(access.some((r) => r.request_id === 'client-supplied-id-42'));
  t.true(access.every((r) => typeof r.status === 'number' && typeof r.ms === 'number' && 'key_id' in r));
  const failure = lines.map((l) => JSON.parse(l)).find((r) => r.msg === 'handler failed');
  t.is(failure.request_id, responses[1].headers['X-Request-ID']);
  await (a.app as App).close();
});

test('loadArtifact: missing, unreadable, corrupt and wrong-version files name the file and the rebuild command', (t) => {
  const dir = tempDir();
  const rebuild = 'kalakosha generate --only thing';
  const missing = t.throws(() => loadArtifact(join(dir, 'thing.json'), { formatVersion: 2, rebuild }), { instanceOf: ArtifactError })!;
  t.is(missing.problem, 'missing');
  t.true(missing.message.includes(join(dir, 'thing.json')) && missing.message.includes(rebuild));

  writeFileSync(join(dir, 'bad.json'), '{"formatVersion": 2, "rows": [1, 2');
  const corrupt = t.throws(() => loadArtifact(join(dir, 'bad.json'), { formatVersion: 2, rebuild }), { instanceOf: ArtifactError })!;
  t.is(corrupt.problem, 'corrupt');
  t.regex(corrupt.message, /bad\.json is corrupt .*rebuild it with: kalakosha generate --only thing/);

  writeFileSync(join(dir, 'bad.msgpack'), Buffer.from([0xc1, 0xff, 0x00]));
  t.is(t.throws(() => loadArtifact(join(dir, 'bad.msgpack'), { formatVersion: 2, rebuild }), { instanceOf: ArtifactError })!.problem, 'corrupt');

  writeFileSync(join(dir, 'old.json.gz'), gzipSync('{"formatVersion": 1}'));
  const old = t.throws(() => loadArtifact(join(dir, 'old.json.gz'), { formatVersion: 2, rebuild }), { instanceOf: ArtifactError })!;
  t.is(old.problem, 'version');
  t.regex(old.message, /has formatVersion 1, this server reads formatVersion 2/);

  // .msgpack by default: what the generator's pack writes, and what a Packr({ moreTypes: true }) writes
  const value = { formatVersion: 2, name: 'तिथि', nodes: Buffer.from(new Float64Array([1.5, -2.25]).buffer), rows: [{ a: 1 }, { a: 2 }] };
  writeFileSync(join(dir, 'packed.msgpack'), pack(value));
  t.deepEqual(loadArtifact(join(dir, 'packed.msgpack'), { formatVersion: 2, rebuild }), value);
  writeFileSync(join(dir, 'more.msgpack.gz'), gzipSync(new Packr({ moreTypes: true }).pack(value)));
  t.deepEqual(loadArtifact(join(dir, 'more.msgpack.gz'), { formatVersion: 2, rebuild }), value);

  writeFileSync(join(dir, 'ok.json'), '{"formatVersion": 2, "rows": [1]}');
  t.deepEqual(loadArtifact(join(dir, 'ok.json'), { formatVersion: 2, rebuild }), { formatVersion: 2, rows: [1] });
  t.is(loadArtifact(join(dir, 'ok.json'), { formatVersion: 7, rebuild, decode: (b) => ({ v: 7, len: b.length }), versionOf: (x) => x.v }).len, 33);
});

test('a route module whose artifact is broken stops start-up with that message alone', async (t) => {
  const dir = tempDir();
  writeFileSync(join(dir, 'table.json'), 'not json');
  const mod = { name: 'broken', routes: [], warmup: () => void loadArtifact(join(dir, 'table.json'), { formatVersion: 1, rebuild: 'kalakosha generate --only table' }) };
  const e = await t.throwsAsync(makeTestApp({ modules: [mod] }));
  t.is(e!.name, 'ArtifactError');
  t.regex(e!.message, /table\.json is corrupt .*kalakosha generate --only table/);
  const other = { name: 'buggy', routes: [], warmup: () => { throw new TypeError('x is undefined'); } };
  const e2 = await t.throwsAsync(makeTestApp({ modules: [other] }));
  t.is(e2!.message, "route module 'buggy' failed to start: x is undefined");
});
