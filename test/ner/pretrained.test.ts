import test from 'ava';
import { readNerModel } from '../../src/generator/ner/model-file.js';
import { loadNerModel } from '../../src/ner/model.js';
import { recognizeEntities } from '../../src/ner/recognize.js';

// The committed pretrained model (data/ner/model.msgpack.gz), as the server falls back to it.
const model = loadNerModel(readNerModel('data/ner/model.msgpack.gz'));

test('pretrained model: names, links and offsets in IAST and Devanagari', (t) => {
  t.is(`${model.name}@${model.version}`, 'kalakosha-ner@1.2.0');
  const iast = 'tatra śūrā maheṣvāsā bhīmārjunasamā yudhi | yuyudhāno virāṭaśca drupadaśca mahārathaḥ';
  const r = recognizeEntities(model, iast);
  const ids = r.entities.map((e) => e.entity_id);
  t.true(ids.includes('person-virata'));
  t.true(ids.includes('person-drupada'));
  for (const e of r.entities) t.is(iast.slice(e.char_start, e.char_end), e.text);
  const deva = 'धृतराष्ट्र उवाच । धर्मक्षेत्रे कुरुक्षेत्रे समवेता युयुत्सवः ।';
  const d = recognizeEntities(model, deva);
  const kuru = d.entities.find((e) => e.text === 'कुरुक्षेत्रे');
  t.truthy(kuru);
  t.is(kuru!.type, 'PLACE');
  t.is(kuru!.word_start, 3);
  t.is(deva.slice(kuru!.char_start, kuru!.char_end), 'कुरुक्षेत्रे');
  t.is(d.entities[0]!.entity_id, 'person-dhritarashtra');
});

test('pretrained model: compounds split into names, sub-word offsets', (t) => {
  const text = 'nakulasahadevau ca bhīmasenastathaiva ca';
  const r = recognizeEntities(model, text);
  t.deepEqual(r.entities.map((e) => [e.text, e.entity_id, e.word_start]), [
    ['nakula', 'person-nakula', 0], ['sahadevau', 'person-sahadeva', 0], ['bhīmasena', 'person-bhima', 2],
  ]);
});
