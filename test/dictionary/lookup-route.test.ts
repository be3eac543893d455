/**
 * GET /corpus/v1/lookup through the gateway (no socket), on the dictionary built from data/dictionaries into a
 * temporary build dir: the three examples of the issue in three scripts, SLP1 and HK, a word with no entry
 * (200, entries_found 0), 422 for empty, over-long, letterless and several words, 503 without the artifact,
 * and the artifact's round trip through loadArtifact.
 */
import test from 'ava';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDictionaryData, writeDictionary } from '../../src/generator/dictionary/build-dictionary.js';
import { loadArtifact } from '../../src/server/artifacts.js';
import { DICTIONARY_FORMAT_VERSION, type DictionaryData } from '../../src/corpus/dictionary/dictionary-model.js';
import { lookupModule, setDictionaryIndex } from '../../src/server/routes/lookup.js';
import { makeTestApp, type TestApp } from '../server/helpers.js';
import { DictionaryIndex } from '../../src/corpus/dictionary/dictionary-index.js';
import { validateValue } from '../../src/server/schema/validate.js';
import type { JsonSchema } from '../../src/server/schema/types.js';

let app: TestApp;
let built: DictionaryData;

test.before(async () => {
  const buildDir = mkdtempSync(join(tmpdir(), 'lookup-route-'));
  built = buildDictionaryData('data');
  writeDictionary(buildDir, built);
  app = await makeTestApp({ modules: [lookupModule], buildDir });
});

test.after.always(async () => {
  await app?.app.close();
});

const q = (word: string, extra = '') => app.get(`/corpus/v1/lookup?word=${encodeURIComponent(word)}${extra}`);

test.serial('dharmaḥ, dharmasya and धर्मेण find dharma, with case and number and Lanman\'s entry', async (t) => {
  for (const [w, c, scheme] of [['dharmaḥ', 'nominative', 'iast'], ['dharmasya', 'genitive', 'ascii'], ['धर्मेण', 'instrumental', 'devanagari']] as const) {
    const r = await q(w);
    t.is(r.status, 200, w);
    t.is(r.json.scheme, scheme);
    const best = r.json.candidates[0];
    t.is(best.lemma_iast, 'dharma', w);
    t.is(best.lemma_devanagari, 'धर्म');
    t.true(best.analyses.some((a: any) => a.case === c && a.number === 'singular' && a.gender === 'm'), w);
    const lan = best.entries.find((e: any) => e.dictionary === 'lan');
    t.like(lan, { headword_iast: 'dharma', grammar: 'm.', licence: 'CC-BY-4.0' });
    t.regex(lan.meaning, /duty/);
    t.true(best.entries.some((e: any) => e.licence === 'GPL-3.0'), 'a kosha entry too');
  }
});

test.serial('SLP1 and Harvard-Kyoto in plain ASCII; scheme= forces a reading; verbs give person', async (t) => {
  t.is((await q('Darmasya')).json.candidates[0].lemma_slp1, 'Darma');
  t.is((await q('Darmasya')).json.scheme, 'slp1');
  const hk = (await q('dharmakSetre')).json;
  t.is(hk.scheme, 'hk');
  t.is(hk.candidates[0].lemma_iast, 'dharmakṣetra');
  t.is((await q('Darmasya', '&scheme=slp1')).json.candidates[0].lemma_slp1, 'Darma');
  const v = (await q('paśyāmi')).json.candidates[0];
  t.is(v.lemma_iast, 'dṛś');
  t.like(v.analyses[0], { kind: 'verb', person: 'first', number: 'singular' });
});

test.serial('a word with no entry: 200, entries_found 0, no candidates with entries', async (t) => {
  const r = await q('xyzzyq');
  t.is(r.status, 200);
  t.is(r.json.entries_found, 0);
  t.deepEqual(r.json.candidates, []);
  t.true(r.json.guesses.every((g: any) => g.entries.length === 0));
});

test.serial('a hyphen joins the members of a compound (dharma-kṣetre, विघ्न-भयेन): one word, not a 422', async (t) => {
  const r = await q('dharma-kṣetre');
  t.is(r.status, 200);
  t.is(r.json.slp1, 'Darmakzetre');
  t.true(r.json.candidates.some((c: { lemma_slp1: string }) => c.lemma_slp1 === 'Darmakzetra' || c.lemma_slp1 === 'kzetra'));
  const d = await q('विघ्न-भयेन');
  t.is(d.status, 200);
  t.true(d.json.candidates.slice(0, 3).some((c: { lemma_slp1: string }) => c.lemma_slp1 === 'Baya'));
  t.is((await q('dharma - kṣetre')).status, 422, 'a hyphen between spaces is not a joint');
});

test.serial('adas, root nouns in ī and ū, and the common irregulars of yā and kṛ', async (t) => {
  const top = async (w: string) => (await q(w)).json.candidates[0];
  t.like(await top('asau'), { lemma_slp1: 'adas', analyses: [{ kind: 'pronoun', case: 'nominative' }] });
  t.like(await top('amuṣya'), { lemma_slp1: 'adas' });
  t.like(await top('bhuvi'), { lemma_slp1: 'BU', analyses: [{ case: 'locative', stem_class: 'ū' }] });
  t.like(await top('dhiyaḥ'), { lemma_slp1: 'DI' });
  t.like(await top('yātu'), { lemma_slp1: 'yA', analyses: [{ tense: 'imperative' }] });
  t.like(await top('kṛthāḥ'), { lemma_slp1: 'kf', analyses: [{ tense: 'aorist', person: 'second' }] });
});

test.serial('a particle joined to a word: the word\'s lemma first, then the particle; an avagraha is one word', async (t) => {
  const lemmas = async (w: string) => (await q(w)).json.candidates.map((c: { lemma_slp1: string }) => c.lemma_slp1);
  t.deepEqual((await lemmas('rāmaśca')).slice(0, 2), ['rAma', 'ca']);
  t.deepEqual((await lemmas('tathaiva')).slice(0, 2), ['taTA', 'eva']);
  const sopi = await q('सोऽपि');
  t.is(sopi.status, 200, 'one word, not a 422');
  t.like(sopi.json, { slp1: "so'pi", devanagari: 'सोऽपि' }, 'shown with its avagraha');
  t.deepEqual(sopi.json.candidates.slice(0, 2).map((c: { lemma_slp1: string }) => c.lemma_slp1), ['tad', 'api']);
  t.is((await lemmas('kaścit'))[0], 'kaScit', 'an indefinite is a word of its own');
  t.true((await lemmas('kaścit')).includes('kim'));
});

test.serial('422 for an empty, over-long, letterless or multi-word query, and without word', async (t) => {
  for (const path of ['/corpus/v1/lookup?word=', `/corpus/v1/lookup?word=${'a'.repeat(101)}`, '/corpus/v1/lookup?word=%21%21', '/corpus/v1/lookup?word=rama%20krishna', '/corpus/v1/lookup', '/corpus/v1/lookup?word=rama&limit=0']) {
    const r = await app.get(path);
    t.is(r.status, 422, path);
    t.is(r.json.detail[0].loc[0], 'query', path);
  }
});

test.serial('the artifact round-trips through loadArtifact; without it the route answers 503', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lookup-artifact-'));
  writeDictionary(dir, built);
  const back = loadArtifact<DictionaryData>(join(dir, 'dictionary', 'dictionary.msgpack.gz'), { formatVersion: DICTIONARY_FORMAT_VERSION, rebuild: 'x' });
  t.deepEqual(back, built);
  setDictionaryIndex(null);
  const r = await q('dharma');
  t.is(r.status, 503);
  t.is(r.json.error.code, 'DICTIONARY_NOT_BUILT');
});

test.serial('answers and the OpenAPI example match the documented schema', async (t) => {
  setDictionaryIndex(new DictionaryIndex(built));
  const route = lookupModule.routes[0]!;
  for (const body of [route.response!.example, (await q('dharmasya', '&limit=2')).json, (await q('akurvata')).json]) {
    const issues: Parameters<typeof validateValue>[3] = [];
    validateValue(route.response!.schema as JsonSchema, body, [], issues);
    t.deepEqual(issues, []);
  }
  const live = (await q('dharmasya', '&limit=2')).json;
  t.is(live.candidates[0].lemma_slp1, (route.response!.example as { candidates: Array<{ lemma_slp1: string }> }).candidates[0]!.lemma_slp1, 'the example is real output');
});
