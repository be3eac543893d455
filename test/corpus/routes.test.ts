/**
 * The corpus routes through the gateway (no socket): a fixture corpus built into <tmp>/corpus and served with
 * buildDir = <tmp>. Covers both citation forms, editions, works, search (both modes, filters, paging), the
 * 404 codes, 422 on bad parameters, and 503 when the artifacts are missing.
 */
import test from 'ava';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCorpus } from '../../src/generator/corpus/build.js';
import { corpusModule, setCorpusEngine } from '../../src/server/routes/corpus.js';
import { makeTestApp, type TestApp } from '../server/helpers.js';
import { fixture } from './fixture.js';
import { validateValue } from '../../src/server/schema/validate.js';
import type { JsonSchema } from '../../src/server/schema/types.js';
type ValidationIssue = Parameters<typeof validateValue>[3][number];

let app: TestApp;

test.before(async () => {
  const f = fixture();
  const buildDir = mkdtempSync(join(tmpdir(), 'corpus-routes-'));
  buildCorpus({ dataDir: f.data, outDir: join(buildDir, 'corpus'), includeNoncommercial: false, builtAt: '2024-01-01T00:00:00.000Z' });
  app = await makeTestApp({ modules: [corpusModule], buildDir });
});

test.after.always(async () => {
  await app?.app.close();
});

test.serial('cite /{work}/{chapter}/{verse}: aliases, scripts, editions, ranges', async (t) => {
  const r = await app.get('/corpus/v1/cite/gita/2/47');
  t.is(r.status, 200);
  t.is(r.json.work_slug, 'bhagavad-gita');
  t.is(r.json.verse.reference, '2.47');
  t.true(r.json.verse.content_iast.startsWith('karmaṇyevādhikāraste'));
  t.is(r.json.edition.is_default, true);
  t.is((await app.get('/corpus/v1/cite/' + encodeURIComponent('भगवद्गीता') + '/2/47')).json.verse.reference, '2.47');
  const ed = await app.get('/corpus/v1/cite/gita/2/47?edition=gita-gita');
  t.is(ed.json.edition.slug, 'gita-gita');
  t.is(ed.json.edition.is_default, false);
  const rv = await app.get('/corpus/v1/cite/rigveda/1.1/1');
  t.is(rv.json.verse.id, 'rigveda:rvlinks:1.1.1');
  t.is(rv.json.translations[0].author, 'Ralph T. H. Griffith (1896)');
  const range = await app.get('/corpus/v1/cite/gita/1/1-20');
  t.is(range.status, 200);
  t.deepEqual(range.json.verses.map((v: { reference: string }) => v.reference), ['1.1', '1.20']);
});

test.serial('cite /{work_slug}/{verse_num}: works without chapters and full dotted references', async (t) => {
  const m = await app.get('/corpus/v1/cite/meghaduta/1');
  t.is(m.status, 200);
  t.is(m.json.chapter, null);
  t.is(m.json.edition.licence, 'uncleared');
  t.truthy(m.json.edition.licence_note);
  t.is((await app.get('/corpus/v1/cite/gita/2.47')).json.verse.reference, '2.47');
  t.is((await app.get('/corpus/v1/cite/rigveda/3.62.10')).json.verse.reference, '3.62.10');
});

test.serial('404 codes in the gateway error shape', async (t) => {
  const cases: Array<[string, string]> = [
    ['/corpus/v1/cite/nosuchwork/1/1', 'WORK_NOT_FOUND'],
    ['/corpus/v1/cite/nosuchwork/1', 'WORK_NOT_FOUND'],
    ['/corpus/v1/cite/gita/2/47?edition=nosuch', 'EDITION_NOT_FOUND'],
    ['/corpus/v1/cite/gita/99/1', 'CHAPTER_NOT_FOUND'],
    ['/corpus/v1/cite/rigveda/1/1', 'CHAPTER_NOT_FOUND'],
    ['/corpus/v1/cite/gita/47', 'CHAPTER_NOT_FOUND'],
    ['/corpus/v1/cite/gita/2/99', 'VERSE_NOT_FOUND'],
    ['/corpus/v1/cite/gita/2/abc', 'VERSE_NOT_FOUND'],
    ['/corpus/v1/cite/meghaduta/999', 'VERSE_NOT_FOUND'],
    ['/corpus/v1/works/nosuchwork/editions', 'WORK_NOT_FOUND'],
  ];
  for (const [path, code] of cases) {
    const r = await app.get(path);
    t.is(r.status, 404, path);
    t.is(r.json.error.code, code, path);
    t.truthy(r.json.error.message, path);
    t.truthy(r.json.error.request_id, path);
  }
});

test.serial('works and editions listings', async (t) => {
  const w = await app.get('/corpus/v1/works');
  t.is(w.status, 200);
  const gita = w.json.works.find((x: { slug: string }) => x.slug === 'bhagavad-gita');
  t.like(gita, { default_edition: 'vedicscriptures', editions: 2, category: 'gita' });
  const e = await app.get('/corpus/v1/works/gita/editions');
  t.is(e.status, 200);
  t.deepEqual(e.json.editions.map((x: { slug: string; is_default: boolean }) => [x.slug, x.is_default]), [['vedicscriptures', true], ['gita-gita', false]]);
  t.true(e.json.editions.every((x: { licence: string; counts: { verses: number } }) => x.licence && x.counts.verses > 0));
});

test.serial('search: fulltext in several schemes, translation, filters, paging, validation', async (t) => {
  for (const q of ['karmanye vadhikaraste', 'कर्मण्येवाधिकारस्ते', 'karmaNyevAdhikAraste']) {
    const r = await app.get('/corpus/v1/search?q=' + encodeURIComponent(q));
    t.is(r.status, 200, q);
    t.is(r.json.hits[0].verse_id, 'bhagavad-gita:vedicscriptures:2.47', q);
    t.regex(r.json.hits[0].snippet, /<mark>/);
  }
  const tr = await app.get('/corpus/v1/search?mode=translation&q=' + encodeURIComponent('laud agni'));
  t.is(tr.json.hits[0].reference, '1.1.1');
  t.is(tr.json.hits[0].translation.author, 'Ralph T. H. Griffith (1896)');
  const cat = await app.get('/corpus/v1/search?category=veda&q=' + encodeURIComponent('karmanye vadhikaraste'));
  t.is(cat.json.total, 0);
  t.is(cat.json.best_match, 'none');
  const work = await app.get('/corpus/v1/search?work=rig&q=' + encodeURIComponent('agnim ile'));
  t.is(work.json.hits[0].work_slug, 'rigveda');
  const page = await app.get('/corpus/v1/search?limit=1&offset=0&q=' + encodeURIComponent('tat savitur'));
  t.is(page.json.hits.length, 1);
  t.like(page.json, { limit: 1, offset: 0 });
  t.is((await app.get('/corpus/v1/search?limit=0&q=x')).status, 422);
  t.is((await app.get('/corpus/v1/search?limit=101&q=x')).status, 422);
  t.is((await app.get('/corpus/v1/search')).status, 422);
  t.is((await app.get('/corpus/v1/search?mode=nope&q=x')).status, 422);
});

test.serial('search: unknown work or category filters are a 422 naming the valid ones', async (t) => {
  const cat = await app.get('/corpus/v1/search?category=vedas&q=agni');
  t.is(cat.status, 422);
  t.deepEqual(cat.json.detail[0].loc, ['query', 'category']);
  t.regex(cat.json.detail[0].msg, /Valid: .*gita.*veda/);
  const work = await app.get('/corpus/v1/search?work=nosuchwork&q=agni');
  t.is(work.status, 422);
  t.deepEqual(work.json.detail[0].loc, ['query', 'work']);
  t.regex(work.json.detail[0].msg, /bhagavad-gita/);
  t.is((await app.get('/corpus/v1/search?work=rig&category=veda&q=agni')).status, 200);
});

test.serial('search: best_match says how good the best hit is', async (t) => {
  const good = await app.get('/corpus/v1/search?q=' + encodeURIComponent('karmanye vadhikaraste'));
  t.is(good.json.best_match, 'good');
  t.is(good.json.hits[0].match_quality, 'good');
  const weak = await app.get('/corpus/v1/search?q=' + encodeURIComponent('tat tvam asi'));
  t.not(weak.json.best_match, 'good');
  const tr = await app.get('/corpus/v1/search?mode=translation&q=' + encodeURIComponent('laud agni'));
  t.is(tr.json.best_match, 'good');
  // each word in another verse, none holding half of the query: the any-word fallback still answers
  const loose = await app.get('/corpus/v1/search?mode=translation&q=' + encodeURIComponent('agni savitar sky yaksha'));
  t.is(loose.json.relaxed, true);
  t.true(loose.json.hits.length >= 2);
  t.is(loose.json.best_match, 'weak');
  t.is((await app.get('/corpus/v1/search?mode=translation&q=xyzzy')).json.best_match, 'none');
});

test.serial('cite?ref=: typed citations resolve to the canonical verse; errors say what the edition has', async (t) => {
  for (const ref of ['BG 2.47', 'Gita 2.47', 'gita 2.47', 'गीता २.४७', 'bhagavad-gita/2/47']) {
    const r = await app.get('/corpus/v1/cite?ref=' + encodeURIComponent(ref));
    t.is(r.status, 200, ref);
    t.is(r.json.verse.id, 'bhagavad-gita:vedicscriptures:2.47', ref);
  }
  t.is((await app.get('/corpus/v1/cite?ref=' + encodeURIComponent('rv 3.62.10'))).json.verse.reference, '3.62.10');
  t.is((await app.get('/corpus/v1/cite/gita/' + encodeURIComponent('२.४७'))).json.verse.reference, '2.47');
  const ch = await app.get('/corpus/v1/cite?ref=' + encodeURIComponent('BG 19.1'));
  t.is(ch.status, 404);
  t.is(ch.json.error.code, 'CHAPTER_NOT_FOUND');
  t.regex(ch.json.error.message, /not in this edition .*2 chapters, 1–2/);
  const vs = await app.get('/corpus/v1/cite/gita/2/99');
  t.regex(vs.json.error.message, /not in this edition .*chapter 2 has verse 47–47/);
  t.is((await app.get('/corpus/v1/cite?ref=' + encodeURIComponent('nosuch 1.1'))).json.error.code, 'WORK_NOT_FOUND');
  // a verse number alone for a work cited as chapter.verse: the answer shows the full form with an example
  const bare = await app.get('/corpus/v1/cite?ref=' + encodeURIComponent('gita 47'));
  t.is(bare.status, 404);
  t.regex(bare.json.error.message, /cited as chapter\.verse: give the full reference, e\.g\. '1\.\d+' \(\/cite\/bhagavad-gita\/1\//);
  const syn = await app.get('/corpus/v1/cite?ref=gita');
  t.is(syn.status, 422);
  t.deepEqual(syn.json.detail[0].loc, ['query', 'ref']);
});

test.serial('cite: translations are one per translator, naming every source', async (t) => {
  const r = await app.get('/corpus/v1/cite/gita/2/47');
  const keys = r.json.translations.map((x: { language: string; author: string }) => `${x.language}|${x.author}`);
  t.is(new Set(keys).size, keys.length);
  t.true(r.json.translations.every((x: { source: string; sources: string[] }) => x.sources[0] === x.source));
  const siva = r.json.translations.filter((x: { author: string }) => /Sivananda/.test(x.author));
  t.is(siva.length, 1);
  t.deepEqual(siva[0].sources, ['vedicscriptures-bhagavad-gita-data#siva', 'gita-gita']);
  t.is(siva[0].variants[0].source, 'gita-gita');
});

test.serial('works/{work}/toc: chapters with verse counts and ranges, per edition', async (t) => {
  const r = await app.get('/corpus/v1/works/gita/toc');
  t.is(r.status, 200);
  t.like(r.json, { work_slug: 'bhagavad-gita', edition: 'vedicscriptures' });
  t.deepEqual(r.json.chapters, [
    { chapter: '1', verses: 2, first_verse: '1', last_verse: '20' }, { chapter: '2', verses: 1, first_verse: '47', last_verse: '47' },
  ]);
  t.is((await app.get('/corpus/v1/works/gita/toc?edition=gita-gita')).json.chapters[0].verses, 2);
  t.is((await app.get('/corpus/v1/works/meghaduta/toc')).json.chapters[0].chapter, '');
  t.is((await app.get('/corpus/v1/works/gita/toc?edition=nosuch')).json.error.code, 'EDITION_NOT_FOUND');
  t.is((await app.get('/corpus/v1/works/nosuch/toc')).json.error.code, 'WORK_NOT_FOUND');
});

test.serial('responses and the documented examples conform to the response schemas', async (t) => {
  const schemaOf = (op: string) => corpusModule.routes.find((r) => r.operationId === op)!.response!;
  const check = (op: string, body: unknown, what: string) => {
    const issues: ValidationIssue[] = [];
    validateValue(schemaOf(op).schema as JsonSchema, body, [], issues);
    t.deepEqual(issues.slice(0, 3), [], `${op} ${what}`);
  };
  const calls: Array<[string, string]> = [
    ['citeChapterVerse', '/corpus/v1/cite/gita/2/47'], ['citeChapterVerse', '/corpus/v1/cite/gita/1/1-20'],
    ['citeChapterVerse', '/corpus/v1/cite/rigveda/1.1/1'], ['citeVerse', '/corpus/v1/cite/meghaduta/1'],
    ['listWorks', '/corpus/v1/works'], ['listEditions', '/corpus/v1/works/rigveda/editions'],
    ['searchVerses', '/corpus/v1/search?q=karmanye'], ['searchVerses', '/corpus/v1/search?mode=translation&q=laud%20agni'],
    ['citeReference', '/corpus/v1/cite?ref=BG%202.47'], ['workToc', '/corpus/v1/works/gita/toc'], ['workToc', '/corpus/v1/works/meghaduta/toc'],
  ];
  for (const [op, path] of calls) check(op, (await app.get(path)).json, path);
  for (const r of corpusModule.routes) check(r.operationId, r.response!.example, 'example');
});

test.serial('503 CORPUS_NOT_BUILT when the artifacts are missing', async (t) => {
  const empty = await makeTestApp({ modules: [corpusModule], buildDir: mkdtempSync(join(tmpdir(), 'corpus-none-')) });
  try {
    const r = await empty.get('/corpus/v1/cite/gita/2/47');
    t.is(r.status, 503);
    t.is(r.json.error.code, 'CORPUS_NOT_BUILT');
    t.regex(r.json.error.message, /kalakosha generate --only corpus/);
  } finally {
    await empty.app.close();
    // the module keeps one engine (this test runs last)
    setCorpusEngine(null);
  }
});
