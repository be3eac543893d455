import test from 'ava';
import { stackFolds, stackedFeatures, stageOneViews } from '../../src/ner/stacking.js';
import type { WordTag } from '../../src/ner/tag-words.js';

// probs in LABELS order: O, person, location, misc.
const tag = (label: number, probs: number[]): WordTag => ({ label, confidence: probs[label]!, hit: null, probs });
const O = (pPerson: number): WordTag => tag(0, [1 - pPerson, pPerson, 0, 0]);
const PERSON = (p: number): WordTag => tag(1, [1 - p, p, 0, 0]);

test('jackknife folds deal whole chapters round-robin in order of appearance', (t) => {
  const ids = ['MBh_1_1_1_1', 'MBh_1_1_1_2', 'MBh_1_1_2_1', 'MBh_1_1_3_1', 'MBh_2_1_1_1', 'MBh_2_1_1_2'];
  t.deepEqual(stackFolds(ids, 3), [0, 0, 1, 2, 0, 0]);
  // By volume: a fold's first stage never saw the book it tags.
  t.deepEqual(stackFolds([...ids, 'MBh_3_1_1_1', 'MBh_4_2_1_1'], 3, 'volume'), [0, 0, 0, 0, 1, 1, 2, 0]);
});

test('the view of a word aggregates what the first stage said of its form, stem and first member elsewhere, not of itself', (t) => {
  const words = [['baBruvAhanaH', 'uvAca'], ['tam', 'baBruvAhanam', 'apaSyat'], ['baBruvAhanaH', 'kfpaBojO', 'kfpaH']];
  const tags = [[PERSON(0.9), O(0.001)], [O(0.001), O(0.2), O(0.001)], [PERSON(0.97), O(0.1), PERSON(0.6)]];
  const v = stageOneViews(words, tags);
  // The other baBruvAhanaH was a person: one other occurrence, all named.
  t.is(v[0]![0]!.form, 'PaR');
  // baBruvAhanam: no other occurrence of the form; two words share its stem, both tagged person.
  t.is(v[1]![1]!.form, '-');
  t.is(v[1]![1]!.stem, 'PaS');
  t.is(v[1]![1]!.own, 'OP2');
  // kfpaBojO begins with kfpa, the stem of kfpaH (a person).
  t.is(v[2]![1]!.member, 'PaR');
  t.is(v[0]![1]!.member, '-');
  // A word alone in its text has no aggregate at all.
  t.is(stageOneViews([['uvAca']], [[O(0)]])[0]![0]!.form, '-');
});

test('second-stage features see the first stage on both sides of the word', (t) => {
  const words = [['a', 'arjunaH', 'uvAca']];
  const v = stageOneViews(words, [[O(0), PERSON(0.99), O(0)]])[0]!;
  const f = stackedFeatures(v, 0, []);
  t.true(f.includes('q+1=P'));
  t.true(f.includes('q-1=<s>'));
  t.true(f.includes('q+2=O'));
  t.true(stackedFeatures(v, 2, []).includes('q+1=</s>'));
});

test('the narrower feature sets leave out the first stage\'s own label, then the neighbours', (t) => {
  const v = stageOneViews([['a', 'arjunaH', 'uvAca']], [[O(0), PERSON(0.99), O(0)]])[0]!;
  const agg = stackedFeatures(v, 1, [], 'aggregates');
  t.deepEqual(agg.map((f) => f.split('=')[0]), ['df', 'ds', 'dm']);
  const ctx = stackedFeatures(v, 1, [], 'context');
  t.true(ctx.includes('q-1=O') && ctx.includes('q+1=O'));
  t.false(ctx.some((f) => f.startsWith('q0=')));
  t.true(stackedFeatures(v, 1, []).includes('q0=PP5'));
});
