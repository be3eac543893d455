import test from 'ava';
import { readFileSync } from 'node:fs';
import { makeTestApp } from '../server/helpers.js';
import { setEntityStore } from '../../src/server/routes/entities.js';
import { setNerModel } from '../../src/server/routes/ner.js';
import { buildEntityIndex } from '../../src/corpus/entities/entity-index.js';
import type { Entity } from '../../src/corpus/entities/entity-model.js';
import { parseMahanamaConllu } from '../../src/ner/conllu.js';
import { loadNerModel } from '../../src/ner/model.js';
import { trainNerModel } from '../../src/ner/train-model.js';

const alias = (slp1: string, iast: string, devanagari: string, kind: 'name' | 'epithet' | 'patronymic') => ({ slp1, iast, devanagari, kind, source: 'test', mention_count: 1 });
const arjuna: Entity = {
  id: 'person-arjuna', canonical_name: 'Arjuna', name_sanskrit: 'अर्जुन', name_iast: 'arjuna', name_slp1: 'arjuna',
  entity_type: 'PERSON', entity_subtype: 'person', description: null, tags: [],
  aliases: [alias('arjuna', 'arjuna', 'अर्जुन', 'name'), alias('pArTa', 'pārtha', 'पार्थ', 'patronymic'), alias('DanaYjaya', 'dhanañjaya', 'धनञ्जय', 'epithet')],
  relations: [], mention_count: 5475, text_count: 1, sources: [],
};
const vishnu: Entity = { ...arjuna, id: 'deity-vishnu', canonical_name: 'Viṣṇu', name_sanskrit: 'विष्णु', name_iast: 'viṣṇu', name_slp1: 'vizRu', entity_type: 'DEITY', aliases: [alias('vizRu', 'viṣṇu', 'विष्णु', 'name'), alias('nArAyaRa', 'nārāyaṇa', 'नारायण', 'epithet')], mention_count: 1994 };

test.before(() => {
  setEntityStore({ index: buildEntityIndex([arjuna, vishnu]), festivalDeityIds: ['deity-vishnu'] });
  const sentences = parseMahanamaConllu(readFileSync('test/fixtures/ner/mahanama-tiny.conllu', 'utf8'));
  setNerModel(loadNerModel(trainNerModel({
    sentences, kgRows: [{ key: 'nArAyaRa', nerClass: 'person', entityId: 'deity-vishnu', weight: 1, fromMahanama: false }],
    entityTypes: new Map([['deity-vishnu', 'DEITY']]), includeMahanamaKgRows: true, version: 'test',
    options: { epochs: 2, seed: 1, folds: 3, pruneBelow: 0 },
  })));
});

test('entity list: q in any script, type filter, bounds', async (t) => {
  const { get } = await makeTestApp({ warmup: false });
  for (const q of ['pArTa', encodeURIComponent('पार्थ'), 'partha', encodeURIComponent('Pārtha'), 'dhananjaya']) {
    const r = await get(`/corpus/v1/entity?q=${q}`);
    t.is(r.status, 200, q);
    t.is(r.json.items[0]?.id, 'person-arjuna', q);
  }
  const typed = await get('/corpus/v1/entity?type=DEITY');
  t.deepEqual(typed.json.items.map((e: Entity) => e.id), ['deity-vishnu']);
  const all = await get('/corpus/v1/entity?limit=1&offset=1');
  t.is(all.json.total, 2);
  t.is(all.json.items.length, 1);
  t.is((await get('/corpus/v1/entity?limit=101')).status, 422);
  t.is((await get('/corpus/v1/entity?type=GOD')).status, 422);
});

test('entity by id, 404 for unknown', async (t) => {
  const { get } = await makeTestApp({ warmup: false });
  const r = await get('/corpus/v1/entity/person-arjuna');
  t.is(r.status, 200);
  t.is(r.json.aliases.length, 3);
  const missing = await get('/corpus/v1/entity/person-nobody');
  t.is(missing.status, 404);
  t.is(missing.json.error.code, 'ENTITY_NOT_FOUND');
});

test('NER: single and batch, offsets, threshold, limits', async (t) => {
  const { post } = await makeTestApp({ warmup: false });
  const text = 'नारायणं नमस्कृत्य नरं चैव नरोत्तमम्';
  const r = await post('/corpus/v1/ner', { text, threshold: 0 });
  t.is(r.status, 200);
  t.is(r.json.model, 'kalakosha-ner@test');
  t.is(r.json.text, text);
  const first = r.json.entities[0];
  t.is(first.entity_id, 'deity-vishnu');
  t.is(first.type, 'DEITY');
  t.is(text.slice(first.char_start, first.char_end), first.text);
  t.is((await post('/corpus/v1/ner', { text, threshold: 1.5 })).status, 422);
  t.is((await post('/corpus/v1/ner', { text: 'a'.repeat(10_001) })).status, 422);
  t.is((await post('/corpus/v1/ner', {})).status, 422);
  const b = await post('/corpus/v1/ner/batch', { texts: [text, 'arjuna uvāca'] });
  t.is(b.status, 200);
  t.is(b.json.results.length, 2);
  t.is((await post('/corpus/v1/ner/batch', { texts: Array(65).fill('rāma') })).status, 422);
});
