import test from 'ava';
import fc from 'fast-check';
import type { InputScheme } from '../../src/corpus/script/index.js';
import { prefixLetterCounter, wordToSlp1 } from '../../src/ner/tokenize.js';

// Characters a token can hold (tokenize.ts WORD): letters of several scripts, marks, avagraha, joiners.
const CHARS = [...'रामभीक्षऋॠऌॡंःँ़ािीुूृेैोौ्ऽ', ...'rāmabhīṣṭṛṝḷḹṅñṇśḥṃṁaiuo', ...'BImAsenaKGRYzSf', "'", '’', '\u200c', '\u200d', '\u0301', '\u0951', 'ரা', 'ম', '😀', 'x'];
const word = fc.array(fc.constantFrom(...CHARS), { minLength: 1, maxLength: 40 }).map((cs) => cs.join(''));
const scheme = fc.constantFrom<InputScheme>('devanagari', 'iast', 'slp1', 'hk', 'itrans', 'velthuis', 'ascii');

test('prefix letters: all prefixes in one call equal one call per prefix (wordToSlp1)', (t) => {
  fc.assert(fc.property(word, scheme, (w, s) => {
    const all = prefixLetterCounter(w, s, true);
    const lazy = prefixLetterCounter(w, s, false);
    for (let j = 0; j <= w.length; j++) {
      const expected = wordToSlp1(w.slice(0, j), s).length;
      if (all(j) !== expected || lazy(j) !== expected) return false;
    }
    return true;
  }), { numRuns: 300, seed: 11 });
  t.pass();
});
