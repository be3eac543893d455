import test from 'ava';
import { readFileSync } from 'node:fs';
import { parseMahanamaConllu } from '../../src/ner/conllu.js';
import { loadNerModel } from '../../src/ner/model.js';
import { recognizeEntities } from '../../src/ner/recognize.js';
import { trainNerModel, type KgGazetteerRow } from '../../src/ner/train-model.js';
import { decodeNerModel, encodeNerModel } from '../../src/generator/ner/model-file.js';
import type { EntityType } from '../../src/corpus/entities/entity-model.js';

const sentences = parseMahanamaConllu(readFileSync('test/fixtures/ner/mahanama-tiny.conllu', 'utf8'));
const kgRows: KgGazetteerRow[] = [
  { key: 'vizRu', nerClass: 'person', entityId: 'deity-vishnu', weight: 10, fromMahanama: false },
  { key: 'nArAyaRa', nerClass: 'person', entityId: 'deity-vishnu', weight: 10, fromMahanama: false },
  { key: 'vyAsa', nerClass: 'person', entityId: 'rishi-vyasa', weight: 5, fromMahanama: false },
  { key: 'arjuna', nerClass: 'person', entityId: 'person-arjuna', weight: 9, fromMahanama: true },
];
const entityTypes = new Map<string, EntityType>([['deity-vishnu', 'DEITY'], ['rishi-vyasa', 'RISHI'], ['person-arjuna', 'PERSON']]);
const train = () => trainNerModel({
  sentences, kgRows, entityTypes, includeMahanamaKgRows: true, version: 'test',
  options: { epochs: 2, seed: 7, folds: 3, pruneBelow: 0 },
});

test('training is deterministic: same inputs, identical bytes', (t) => {
  const a = encodeNerModel(train());
  const b = encodeNerModel(train());
  t.true(a.equals(b));
});

test('model file round-trips and recognises entities with offsets and links', (t) => {
  const data = train();
  const back = decodeNerModel(encodeNerModel(data));
  t.true(back.features.length === data.features.length && back.features.every((f, i) => f === data.features[i]));
  t.true(back.weights.length === data.weights.length && back.weights.every((w, i) => w === data.weights[i]));
  t.is(back.formatVersion, data.formatVersion);
  const model = loadNerModel(back);
  const text = 'nārāyaṇaṃ namaskṛtya naraṃ caiva narottamam';
  const r = recognizeEntities(model, text, 0.0);
  const first = r.entities[0]!;
  t.is(first.word_start, 0);
  t.is(text.slice(first.char_start, first.char_end), first.text);
  t.is(first.entity_id, 'deity-vishnu');
  t.is(first.type, 'DEITY');
  for (const e of r.entities) {
    t.true(e.confidence >= 0 && e.confidence <= 1);
    t.is(text.slice(e.char_start, e.char_end), e.text);
  }
  const deva = 'नारायणं नमस्कृत्य नरं चैव नरोत्तमम्';
  const rd = recognizeEntities(model, deva, 0.0);
  t.true(rd.entities.length > 0);
  for (const e of rd.entities) t.is(deva.slice(e.char_start, e.char_end), e.text);
  t.is(recognizeEntities(model, text, 1.01).entities.length, 0);
});

test('outsideBias lowers the O score of every word by the same amount (weight of the always-on feature b)', (t) => {
  const opts = { epochs: 2, seed: 7, folds: 3, pruneBelow: 0 };
  const withBias = (outsideBias: number) => trainNerModel({ sentences, kgRows, entityTypes, includeMahanamaKgRows: true, version: 'test', options: { ...opts, outsideBias } });
  const a = withBias(0); const b = withBias(3);
  const weightOf = (d: ReturnType<typeof train>, label: number): number => d.weights[d.features.indexOf('b') * d.labels.length + label]! * d.weightScale;
  t.true(Math.abs(weightOf(a, 0) - 3 - weightOf(b, 0)) < 0.01);
  t.true(Math.abs(weightOf(a, 1) - weightOf(b, 1)) < 0.01);
  // The other weights are the same, so over the corpus the biased tagger finds more names.
  const count = (d: ReturnType<typeof train>): number => {
    const m = loadNerModel(d);
    return sentences.reduce((n, s) => n + recognizeEntities(m, s.words.join(' '), 0).entities.length, 0);
  };
  t.true(count(b) > count(a), `${count(b)} vs ${count(a)}`);
});
