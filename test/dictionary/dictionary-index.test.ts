/**
 * DictionaryIndex (entries packed in typed arrays and long strings) against the plain model it replaces: the
 * entries as given, grouped by key in source order, and entryInfo's genders (first seen first) and grammar labels.
 */
import test from 'ava';
import fc from 'fast-check';
import { DictionaryIndex } from '../../src/corpus/dictionary/dictionary-index.js';
import { DICTIONARY_FORMAT_VERSION, type DictionaryEntry, type Gender } from '../../src/corpus/dictionary/dictionary-model.js';
import { DICTIONARY_SOURCES } from '../../src/corpus/dictionary/sources.js';

const KEY = fc.constantFrom('Darma', 'kzetra', 'ka', 'ca', 'senA', 'नाम', '');
const ENTRY: fc.Arbitrary<DictionaryEntry> = fc.record({
  source: fc.integer({ min: 0, max: DICTIONARY_SOURCES.length - 1 }),
  key: KEY,
  homonym: fc.option(fc.integer({ min: 0, max: 40 })),
  grammar: fc.option(fc.constantFrom('m.', 'f.', 'n.', '√', 'a.', '')),
  genders: fc.array(fc.constantFrom<Gender>('m', 'f', 'n'), { maxLength: 3 }),
  meaning: fc.string({ unit: 'binary', maxLength: 12 }),
  reference: fc.option(fc.constantFrom('113-b', '1.1.1.125', '')),
});

test('entriesOf, entryInfo, isName and the gazetteer answer as the entry list does', (t) => {
  fc.assert(fc.property(fc.array(ENTRY, { maxLength: 40 }), fc.uniqueArray(fc.constantFrom('arjuna', 'saYjaya', 'ka', 'kzetra'), { maxLength: 4 }), (entries, names) => {
    const index = new DictionaryIndex({ formatVersion: DICTIONARY_FORMAT_VERSION, sources: [...DICTIONARY_SOURCES], entries, names, verbForms: [] });
    if (index.size !== entries.length) return false;
    for (const key of ['Darma', 'kzetra', 'ka', 'ca', 'senA', 'नाम', '', 'arjuna', 'saYjaya', 'absent']) {
      const mine = entries.filter((e) => e.key === key);
      if (JSON.stringify(index.entriesOf(key)) !== JSON.stringify(mine)) return false;
      const genders = new Set<Gender>();
      for (const e of mine) for (const g of e.genders) genders.add(g);
      const info = mine.length ? { genders: [...genders], grammar: mine.map((e) => e.grammar).filter((g) => g) } : null;
      if (JSON.stringify(index.entryInfo(key)) !== JSON.stringify(info)) return false;
      if (index.isName(key) !== names.includes(key)) return false;
      const known = key.length >= 3 && (mine.length > 0 || names.includes(key));
      if ((index.gazetteer.entries.get(key) !== undefined) !== known) return false;
    }
    const longest = Math.max(0, ...entries.map((e) => e.key.length), ...names.map((n) => n.length));
    return index.gazetteer.maxKeyLength === longest;
  }), { numRuns: 300 });
  t.pass();
});
