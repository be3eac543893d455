import test from 'ava';
import { makeTestApp, tempDir } from '../server/helpers.js';
import { nerModule, setNerModel } from '../../src/server/routes/ner.js';
import { loadNerModelFile } from '../../src/server/ner-store.js';
import { nerAnswer, nerModelId, nerTask, nerTaskModelLoaded, NER_POOL_MIN_CHARS } from '../../src/server/ner-task.js';
import { NER_POOL_MIN_BODY_BYTES } from '../../src/server/ner-body.js';
import type { ServerConfig } from '../../src/server/route.js';

const MODEL_PATH = 'data/ner/model.msgpack.gz';
const VERSE = 'dharmakṣetre kurukṣetre samavetā yuyutsavaḥ māmakāḥ pāṇḍavāś caiva kim akurvata sañjaya | ';
const textOf = (chars: number) => VERSE.repeat(Math.ceil(chars / VERSE.length)).slice(0, chars);

test.serial('large NER requests run on the compute pool and answer byte-identically to inline; small ones stay inline', async (t) => {
  // The pretrained model from data/ner, as a server without build/ner loads it.
  const config: ServerConfig = { buildDir: tempDir('kalakosha-ner-build-'), dataDir: 'data', stateDir: tempDir(), handlerTimeoutMs: 10_000, idleMs: 600_000, thread: { index: 0, count: 1 } };
  await nerModule.warmup!(config, () => {});
  const inline = await makeTestApp({ warmup: false, computeThreads: 0 });
  const pooled = await makeTestApp({ warmup: false, computeThreads: 1 });
  const onPool = () => pooled.app.compute?.stats.completed ?? 0;
  try {
    const cases: Array<[string, unknown, boolean]> = [
      ['/corpus/v1/ner', { text: textOf(NER_POOL_MIN_CHARS) }, true],
      ['/corpus/v1/ner', { text: textOf(NER_POOL_MIN_CHARS - 1) }, false],
      ['/corpus/v1/ner/batch', { texts: [textOf(900), textOf(700), textOf(400)], threshold: 0.3 }, true],
      ['/corpus/v1/ner/batch', { texts: [VERSE, VERSE] }, false],
    ];
    for (const [path, body, large] of cases) {
      const before = onPool();
      const a = await inline.post(path, body);
      const b = await pooled.post(path, body);
      t.is(a.status, 200, path);
      t.is(b.status, 200, path);
      t.is(b.headers['Content-Type'], a.headers['Content-Type'], path);
      t.true(b.body.equals(a.body), `${path}: same bytes`);
      t.true(a.json.results?.[0]?.entities.length > 0 || a.json.entities?.length > 0, `${path}: entities found`);
      t.is(onPool() - before, large ? 1 : 0, `${path}: ${large ? 'on the pool' : 'inline'}`);
    }
    // A model set in the process (tests, embedding) has no file a worker could load: always inline.
    setNerModel(loadNerModelFile(MODEL_PATH));
    const before = onPool();
    t.is((await pooled.post('/corpus/v1/ner', { text: textOf(3000) })).status, 200);
    t.is(onPool(), before);
  } finally {
    await pooled.app.close();
    await inline.app.close();
  }
});

test.serial('a large NER body is decoded, parsed and validated on the pool: same answers and the same 422s as the gateway', async (t) => {
  const config: ServerConfig = { buildDir: tempDir('kalakosha-ner-build-'), dataDir: 'data', stateDir: tempDir(), handlerTimeoutMs: 10_000, idleMs: 600_000, thread: { index: 0, count: 1 } };
  await nerModule.warmup!(config, () => {});
  const inline = await makeTestApp({ warmup: false, computeThreads: 0 });
  const pooled = await makeTestApp({ warmup: false, computeThreads: 1 });
  const tasks = () => (pooled.app.compute?.stats.completed ?? 0) + (pooled.app.compute?.stats.failed ?? 0);
  const pad = ' '.repeat(NER_POOL_MIN_BODY_BYTES); // JSON whitespace: a large body around little text
  const big = Array.from({ length: 8 }, (_, i) => textOf(9_000 + i));
  const cases: Array<[string, string | Buffer, number]> = [
    ['/corpus/v1/ner/batch', JSON.stringify({ texts: big, threshold: 0.4 }), 200],
    ['/corpus/v1/ner/batch', `{"texts": ["${VERSE}"]${pad}}`, 200], // little to tag: inline before the body moved to the pool
    ['/corpus/v1/ner', `{"text": "${VERSE}"${pad}}`, 200],
    ['/corpus/v1/ner/batch', JSON.stringify({ texts: [...big, textOf(10_001), ''], threshold: 2 }), 422],
    ['/corpus/v1/ner/batch', JSON.stringify({ texts: Array.from({ length: 65 }, () => textOf(1_100)) }), 422],
    ['/corpus/v1/ner/batch', JSON.stringify({ texts: big, lang: 'sa' }), 422],
    ['/corpus/v1/ner', `{"text": "${VERSE}"${pad}`, 422], // malformed
    ['/corpus/v1/ner', Buffer.concat([Buffer.from(`{"text": "${VERSE}`), Buffer.from([0xff, 0xfe]), Buffer.from(`"${pad}}`)]), 422], // not UTF-8
    ['/corpus/v1/ner', `${'['.repeat(40)}${pad}${']'.repeat(40)}`, 422], // too deep
  ];
  try {
    for (const [path, body, status] of cases) {
      t.true(body.length >= NER_POOL_MIN_BODY_BYTES);
      const before = tasks();
      const call = (x: typeof inline) => x.app.handle({ method: 'POST', path, rawQuery: '', headers: { 'x-api-key': x.key, 'content-type': 'application/json' }, body: Buffer.from(body) });
      const a = await call(inline);
      const b = await call(pooled);
      const label = `${path} ${String(body).slice(0, 40)}… → ${status}`;
      t.is(a.status, status, label);
      t.is(b.status, status, label);
      const text = (r: typeof a) => Buffer.from(r.body as Buffer).toString('utf8').replace(/"request_id":"[^"]*"/, '');
      t.is(text(b), text(a), `${label}: same bytes`);
      t.is(tasks() - before, 1, `${label}: decoded on the pool`);
    }
    // Another issue in the query: one 422 with every issue, from the gateway (the body is parsed there).
    const both = await pooled.app.handle({ method: 'POST', path: '/corpus/v1/ner', rawQuery: 'x=1', headers: { 'x-api-key': pooled.key }, body: Buffer.from(`{"text": ""${pad}}`) });
    t.is(both.status, 422);
    t.deepEqual(JSON.parse(Buffer.from(both.body as Buffer).toString()).detail.map((d: { loc: unknown[] }) => d.loc.join('.')), ['query.x', 'body.text']);
  } finally {
    await pooled.app.close();
    await inline.app.close();
  }
});

test('nerTask answers as the serving thread would, null when the file holds another model, and drops the model when idle', async (t) => {
  const model = loadNerModelFile(MODEL_PATH);
  const input = { texts: [textOf(300), textOf(50)], threshold: 0.5 };
  const bytes = nerTask(input, MODEL_PATH, nerModelId(model), 400);
  t.is(Buffer.from(bytes!).toString('utf8'), JSON.stringify(nerAnswer(model, input)));
  t.is(nerTask(input, MODEL_PATH, 'kalakosha-ner@0.0.0-rebuilt', 400), null);
  await new Promise((r) => setTimeout(r, 200));
  t.true(nerTaskModelLoaded(), 'kept while in use');
  await new Promise((r) => setTimeout(r, 500));
  t.false(nerTaskModelLoaded(), 'dropped after the idle lifetime');
  t.truthy(nerTask(input, MODEL_PATH, nerModelId(model), 400), 'and loaded again when asked');
});
