import test from 'ava';
import fc from 'fast-check';
import { PackedStrings } from '../../src/corpus/packed-strings.js';

test('PackedStrings gives back every string as given: Devanagari, astral, empty, unpaired surrogates', (t) => {
  fc.assert(fc.property(fc.array(fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), fc.string({ unit: 'grapheme', maxLength: 10 }), fc.string({ unit: fc.integer({ min: 0xd7f0, max: 0xe010 }).map((c) => String.fromCharCode(c)), maxLength: 6 })), { maxLength: 200 }), (items) => {
    const p = new PackedStrings(items);
    return p.size === items.length && items.every((s, i) => p.at(i) === s);
  }), { numRuns: 300 });
  const p = new PackedStrings(['धर्मक्षेत्रे', '', 'a\ud800b', '\udc00', '😀x']);
  t.deepEqual([0, 1, 2, 3, 4].map((i) => p.at(i)), ['धर्मक्षेत्रे', '', 'a\ud800b', '\udc00', '😀x']);
});
