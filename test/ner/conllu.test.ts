import test from 'ava';
import { readFileSync } from 'node:fs';
import { parseMahanamaConllu } from '../../src/ner/conllu.js';

const text = readFileSync('test/fixtures/ner/mahanama-tiny.conllu', 'utf8');

test('parses sentences, surface words and word-level mentions', (t) => {
  const s = parseMahanamaConllu(text);
  t.is(s.length, 120);
  const first = s[0]!;
  t.is(first.sentId, 'MBh_1_1_1_1');
  t.is(first.volume, 1);
  t.is(first.words[0], 'nArAyaRa');
  t.deepEqual(first.mentions.map((m) => [m.word, m.type, m.eid]).slice(0, 2), [[0, 'person', 'e12207'], [2, 'person', 'e7587']]);
  // multi-part mention closed on a later part line stays on one surface word
  for (const x of s) for (const m of x.mentions) t.true(m.word < x.words.length);
});
