/**
 * GET /corpus/v1/search on the compute pool (src/server/search-task.ts): searches with wildcard or fuzzy
 * operators, long queries and deep pages run there and answer byte for byte as on the serving thread; short
 * ones stay inline. A fixture corpus built into <tmp>/corpus.
 */
import test from 'ava';
import { join } from 'node:path';
import { buildCorpus } from '../../src/generator/corpus/build.js';
import { corpusModule, setCorpusEngine } from '../../src/server/routes/corpus.js';
import { loadCorpusStore } from '../../src/server/corpus-store.js';
import { searchAnswer, searchTask, searchTaskCorpusLoaded, SEARCH_INLINE_MAX_CHARS, SEARCH_INLINE_MAX_HITS } from '../../src/server/search-task.js';
import { fixture } from '../corpus/fixture.js';
import { makeTestApp, tempDir } from './helpers.js';

const BUILT_AT = '2024-01-01T00:00:00.000Z';
const buildDir = (() => {
  const f = fixture();
  const dir = tempDir('kalakosha-search-pool-');
  buildCorpus({ dataDir: f.data, outDir: join(dir, 'corpus'), includeNoncommercial: false, builtAt: BUILT_AT });
  return dir;
})();

test.serial('costly searches run on the compute pool and answer byte-identically to inline; short ones stay inline', async (t) => {
  const inline = await makeTestApp({ modules: [corpusModule], buildDir, computeThreads: 0 });
  const pooled = await makeTestApp({ modules: [corpusModule], buildDir, computeThreads: 1 });
  const onPool = () => pooled.app.compute?.stats.completed ?? 0;
  const long = 'karmaṇy evādhikāras te mā phaleṣu kadācana '.repeat(4).slice(0, SEARCH_INLINE_MAX_CHARS + 1);
  try {
    const cases: Array<[string, boolean]> = [
      ['q=k*%20*ra*%20dh~2%20ag*~1', true],
      ['q=agni*', true],
      ['q=' + encodeURIComponent(long), true],
      [`q=karmanye&limit=${SEARCH_INLINE_MAX_HITS}&offset=1`, true],
      ['q=work*&mode=translation', true],
      ['q=karmanye%20vadhikaraste', false],
      [`q=karmanye&limit=${SEARCH_INLINE_MAX_HITS - 5}&offset=5`, false],
      ['q=thy%20right%20is%20to%20work&mode=translation', false],
    ];
    for (const [query, costly] of cases) {
      const path = '/corpus/v1/search?' + query;
      const before = onPool();
      const a = await inline.get(path);
      const b = await pooled.get(path);
      t.is(a.status, 200, path);
      t.is(b.status, 200, path);
      t.is(b.headers['Content-Type'], a.headers['Content-Type'], path);
      t.true(b.body.equals(a.body), `${path}: same bytes`);
      t.is(onPool() - before, costly ? 1 : 0, `${path}: ${costly ? 'on the pool' : 'inline'}`);
    }
    t.true((await inline.get('/corpus/v1/search?q=agni*')).json.hits.length > 0, 'operators read as punctuation');
    // An engine set in the process (tests, embedding) has no files a worker could load: always inline.
    setCorpusEngine(loadCorpusStore(join(buildDir, 'corpus')));
    const before = onPool();
    t.is((await pooled.get('/corpus/v1/search?q=agni*&limit=2')).status, 200);
    t.is(onPool(), before);
  } finally {
    await pooled.app.close();
    await inline.app.close();
  }
});

test('searchTask answers as the serving thread would, null for another build, and drops the corpus when idle', async (t) => {
  const dir = join(buildDir, 'corpus');
  const engine = loadCorpusStore(dir);
  const p = { q: 'agnim ile*', limit: 40 };
  const bytes = searchTask(p, dir, BUILT_AT, 400);
  t.is(Buffer.from(bytes!).toString('utf8'), JSON.stringify(searchAnswer(engine, p)));
  t.is(searchTask(p, dir, '2025-01-01T00:00:00.000Z', 400), null);
  await new Promise((r) => setTimeout(r, 200));
  t.true(searchTaskCorpusLoaded(), 'kept while in use');
  await new Promise((r) => setTimeout(r, 500));
  t.false(searchTaskCorpusLoaded(), 'dropped after the idle lifetime');
  t.truthy(searchTask(p, dir, BUILT_AT, 400), 'and loaded again when asked');
});
