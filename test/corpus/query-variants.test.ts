import test from 'ava';
import { joinAtVowelJoints, queryVariants, ruAsVocalicR } from '../../src/corpus/search/query-variants.js';
import { storeOfBundles, MEGHA1 } from './fixture.js';

test('vowel sandhi at the typed word joints; ṛ typed as "ru" after a consonant', (t) => {
  t.is(joinAtVowelJoints('asti uttarasyAm diSi'), 'astyuttarasyAm diSi');
  t.is(joinAtVowelJoints('taTA eva'), 'taTEva');
  t.is(joinAtVowelJoints('devaH api'), "devo'pi");
  t.is(joinAtVowelJoints('rAma iti'), 'rAmeti');
  t.is(joinAtVowelJoints('tat tvam'), null);
  t.is(ruAsVocalicR('matru devo Bava'), 'matf devo Bava');
  t.is(ruAsVocalicR('guru rudra'), null, 'ru after a vowel or at a word start is ru');
  t.deepEqual(queryVariants('pitru devo Bava', false), [], 'the ṛ reading only for plain ASCII');
  t.deepEqual(queryVariants('pitru devo Bava', true), ['pitf devo Bava']);
});

test('a query that matches weakly as typed is read with the sandhi the text prints; read_as says so', (t) => {
  const { store } = storeOfBundles({ 'sanskritsahitya-com-data': { 'meghadutam/meghadutam.json': JSON.stringify({ title: 'मेघदूतम्', data: [{ n: '1', i: 1, v: MEGHA1 }] }) } }, { excludeUncleared: false });
  const r = store.search({ q: 'ramagiri ashrameshu' });
  t.is(r.best_match, 'good');
  t.is(r.query, 'ramagiri ashrameshu');
  t.regex(r.read_as ?? '', /^ramagiry/);
  t.is(r.hits[0]?.reference, '1');
  const plain = store.search({ q: 'kashchit kantavirahaguruna' });
  t.is(plain.best_match, 'good');
  t.is(plain.read_as, undefined, 'a query that matches well as typed is not read otherwise');
});
