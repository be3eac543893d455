import test from 'ava';
import { DEFAULT_DOCUMENT_NAME_OPTIONS, DOCUMENT_NAME_CONFIDENCE, harmoniseDocumentNames } from '../../src/ner/document-names.js';
import type { WordTag } from '../../src/ner/tag-words.js';

// probs in LABELS order: O, person, location, misc.
const tag = (label: number, probs: number[]): WordTag => ({ label, confidence: probs[label]!, hit: null, probs });
const O = (pPerson: number): WordTag => tag(0, [1 - pPerson, pPerson, 0, 0]);
const PERSON = (p: number): WordTag => tag(1, [1 - p, p, 0, 0]);

test('another form of a name the text tags confidently becomes a name when the tagger gives it some weight', (t) => {
  const words = [['baBruvAhanaH', 'uvAca'], ['tam', 'baBruvAhanam', 'apaSyat'], ['baBruvAhanena', 'saha']];
  const tags = [[PERSON(0.9), O(0.001)], [O(0.001), O(0.2), O(0.001)], [O(0.01), O(0.001)]];
  const changed = harmoniseDocumentNames(words, tags);
  t.is(changed, 1);
  t.is(tags[1]![1]!.label, 1);
  t.is(tags[1]![1]!.confidence, DOCUMENT_NAME_CONFIDENCE);
  t.is(tags[2]![0]!.label, 0, 'below promoteAbove: left O');
  t.is(tags[0]![1]!.label, 0);
});

test('a compound whose first member is a name of the text follows it; short stems and conflicting tags vouch for nothing', (t) => {
  const words = [['kfpaH', 'kfpaBojO', 'rAmaH', 'rAmaH', 'BImaH', 'BImasenaH']];
  const tags = [[PERSON(0.95), O(0.1), PERSON(0.9), tag(2, [0.1, 0, 0.9, 0]), PERSON(0.99), O(0.2)]];
  harmoniseDocumentNames(words, tags);
  t.is(tags[0]![1]!.label, 1, 'kfpaBojO after kfpaH');
  t.is(tags[0]![5]!.label, 1, 'BImasenaH after BImaH');
  const conflicting = [['rAmaH', 'rAmaH', 'rAmeRa']];
  const ct = [[PERSON(0.9), tag(2, [0.1, 0, 0.9, 0]), O(0.3)]];
  t.is(harmoniseDocumentNames(conflicting, ct), 0, 'rAma vouched as person and as location');
  const short = [['nalaH', 'nalena']];
  t.is(harmoniseDocumentNames(short, [[PERSON(0.9), O(0.3)]], { ...DEFAULT_DOCUMENT_NAME_OPTIONS, minStemLetters: 5 }), 0);
  t.is(harmoniseDocumentNames(short, [[PERSON(0.9), O(0.3)]]), 1);
});

test('without the prefix rule only stems count, and nothing changes in a text with no name', (t) => {
  const words = [['kfpaH', 'kfpaBojO']];
  t.is(harmoniseDocumentNames(words, [[PERSON(0.95), O(0.1)]], { ...DEFAULT_DOCUMENT_NAME_OPTIONS, prefixes: false }), 0);
  t.is(harmoniseDocumentNames([['tataH', 'sa', 'uvAca']], [[O(0.3), O(0.3), O(0.3)]]), 0);
});
