import test from 'ava';
import { readNerModel } from '../../src/generator/ner/model-file.js';
import { loadNerModel } from '../../src/ner/model.js';
import { recognizeEntities } from '../../src/ner/recognize.js';

// The committed pretrained model (data/ner/model.msgpack.gz), as the server falls back to it.
const model = loadNerModel(readNerModel('data/ner/model.msgpack.gz'));

test('pretrained model: names, links and offsets in IAST and Devanagari', (t) => {
  t.is(`${model.name}@${model.version}`, 'kalakosha-ner@1.4.0');
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

test('pretrained model: words joined at a sandhi junction are cut beside a well-known name (Rāmāyaṇa 1.1 in saṃhitā)', (t) => {
  const text = 'śrutvā caitattrilokajño vālmīkernārado vacaḥ | tato gṛdhrasya vacanāt saṃpāterhanumān balī';
  const r = recognizeEntities(model, text);
  const got = r.entities.map((e) => [e.text, e.entity_id, e.word_start]);
  t.deepEqual(got.filter((x) => x[2] === 2), [['vālmīker', 'rishi-valmiki', 2], ['nārado', 'rishi-narada', 2]]);
  t.true(got.some((x) => x[0] === 'hanumān' && x[1] === 'deity-hanumat'));
  for (const e of r.entities) t.is(text.slice(e.char_start, e.char_end), e.text);
  // a compound's member is no cut: pāvaka-mārutau, bhīma-arjuna
  const d = recognizeEntities(model, 'yadi pāvakamārutau bhīmārjunau ca');
  t.false(d.entities.some((e) => e.text === 'ārutau' || e.text === 'juna' || e.text === 'junau'));
});

test('pretrained model: a particle joined by a merged vowel is cut off the name; a word the graph also knows as a common noun is not rescued', (t) => {
  const text = 'tathārjunaśca bhīmaśca | hanumān sāgaraṃ tīrtvā laṅkāṃ jagāma';
  const r = recognizeEntities(model, text);
  const arjuna = r.entities.find((e) => e.entity_id === 'person-arjuna');
  t.truthy(arjuna);
  t.is(arjuna!.word_start, 0);
  t.true(arjuna!.text.startsWith('ārjuna'));
  t.is(text.slice(arjuna!.char_start, arjuna!.char_end), arjuna!.text);
  // sāgaraṃ, "the ocean": its key also links King Sagara's descendants, but the graph's concept (samudra) says it is
  // a common noun too, so the graph alone does not make it a name.
  t.false(r.entities.some((e) => e.text === 'sāgaraṃ'));
  t.true(r.entities.some((e) => e.entity_id === 'place-lanka'));
});

test('pretrained model: compounds split into names, sub-word offsets', (t) => {
  const text = 'nakulasahadevau ca bhīmasenastathaiva ca';
  const r = recognizeEntities(model, text);
  t.deepEqual(r.entities.map((e) => [e.text, e.entity_id, e.word_start]), [
    // bhīmasenas|tathaiva: the name is cut off at the visarga's sandhi (joined-words.ts), its written ending kept
    ['nakula', 'person-nakula', 0], ['sahadevau', 'person-sahadeva', 0], ['bhīmasenas', 'person-bhima', 2],
  ]);
});
