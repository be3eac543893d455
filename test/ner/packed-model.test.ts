/**
 * The loaded NER model keeps its tables packed in typed arrays (src/ner/model.ts). Oracle: the same model
 * data held in plain Maps, as the tables were before; every sentence of the test corpus must give identical
 * entities (types, links, offsets, confidences).
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { ENTITY_TYPES, type EntityType } from '../../src/corpus/entities/entity-model.js';
import { slp1To } from '../../src/corpus/script/index.js';
import { readNerModel } from '../../src/generator/ner/model-file.js';
import { parseMahanamaConllu } from '../../src/ner/conllu.js';
import { LABELS } from '../../src/ner/features.js';
import type { GazetteerEntry } from '../../src/ner/gazetteer.js';
import { loadNerModel, type NerModel, type NerModelData } from '../../src/ner/model.js';
import { recognizeEntities } from '../../src/ner/recognize.js';

function mapModel(d: NerModelData): NerModel {
  const weights = new Float32Array(d.weights.length);
  for (let i = 0; i < weights.length; i++) weights[i] = d.weights[i]! * d.weightScale;
  return {
    name: d.name,
    version: d.version,
    tagger: {
      perceptron: { nLabels: LABELS.length, index: new Map(d.features.map((f, i) => [f, i])), weights },
      temperature: d.temperature,
      lexicon: new Map(d.lexicon.map((r) => [r[0], [r[1], r[2], r[3], r[4]]])),
      gazetteer: { entries: new Map<string, GazetteerEntry>(d.gazetteer.map(([k, m, ids]) => [k, { classMask: m, entityIds: ids }])) },
    },
    entityType: new Map<string, EntityType>(d.entityTypes.map(([id, ty]) => [id, ENTITY_TYPES[ty]!])),
  };
}

test('packed NER model: identical entities to the same model in Maps, over the test corpus in IAST and SLP1', (t) => {
  const data = readNerModel('data/ner/model.msgpack.gz');
  const packed = loadNerModel(data);
  const maps = mapModel(data);
  const sentences = parseMahanamaConllu(readFileSync('test/fixtures/ner/mahanama-tiny.conllu', 'utf8'));
  t.true(sentences.length > 100);
  let found = 0;
  for (const s of sentences) {
    const slp1 = s.words.join(' ');
    for (const text of [slp1, slp1To(slp1, 'iast')]) {
      const a = recognizeEntities(packed, text, 0.3);
      const b = recognizeEntities(maps, text, 0.3);
      if (JSON.stringify(a) !== JSON.stringify(b)) return t.deepEqual(a, b, text);
      found += a.entities.length;
    }
  }
  t.true(found > 500, `${found} entities`);
  t.pass();
});
