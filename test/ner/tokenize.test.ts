import test from 'ava';
import { slp1RangeToChars, tokenize } from '../../src/ner/tokenize.js';

test('IAST: word offsets index the original string', (t) => {
  const text = 'dhṛtarāṣṭra uvāca | dharmakṣetre kurukṣetre…';
  const { scheme, tokens } = tokenize(text);
  t.is(scheme, 'iast');
  t.deepEqual(tokens.map((x) => x.slp1), ['DftarAzwra', 'uvAca', 'Darmakzetre', 'kurukzetre']);
  for (const tok of tokens) t.is(text.slice(tok.charStart, tok.charEnd), tok.text);
});

test('Devanagari: word offsets index the original string, daṇḍas split words', (t) => {
  const text = 'धृतराष्ट्र उवाच । धर्मक्षेत्रे कुरुक्षेत्रे॥१॥';
  const { scheme, tokens } = tokenize(text);
  t.is(scheme, 'devanagari');
  t.deepEqual(tokens.map((x) => x.slp1), ['DftarAzwra', 'uvAca', 'Darmakzetre', 'kurukzetre']);
  for (const tok of tokens) t.is(text.slice(tok.charStart, tok.charEnd), tok.text);
});

test('sub-word SLP1 ranges map back to original characters (IAST and Devanagari)', (t) => {
  const iast = 'nakulasahadevau';
  const ti = tokenize(iast).tokens[0]!;
  const [a, b] = slp1RangeToChars(ti, 'iast', 6, ti.slp1.length);
  t.is(iast.slice(a, b), 'sahadevau');
  const deva = 'भीमस्तमादाय';
  const td = tokenize(deva).tokens[0]!;
  t.is(td.slp1, 'BImastamAdAya');
  const [c, d] = slp1RangeToChars(td, 'devanagari', 0, 4);
  t.is(deva.slice(c, d), 'भीम');
  const deva2 = 'नकुलसहदेवौ';
  const t2 = tokenize(deva2).tokens[0]!;
  const [e, f] = slp1RangeToChars(t2, 'devanagari', 6, t2.slp1.length);
  t.is(deva2.slice(e, f), 'सहदेवौ');
});
