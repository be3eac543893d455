/**
 * The lemma ranking on a tiny fixed lexicon (no artifact): endings with their grammar, pronouns, verbs with
 * prefixes, compounds split by the NER's segmentWord, negation, external sandhi, and the CDSL parsers.
 */
import test from 'ava';
import { DictionaryIndex } from '../../src/corpus/dictionary/dictionary-index.js';
import { DICTIONARY_FORMAT_VERSION, type DictionaryEntry } from '../../src/corpus/dictionary/dictionary-model.js';
import { lemmaCandidates } from '../../src/corpus/dictionary/lemma-candidates.js';
import { lemmaKey } from '../../src/corpus/dictionary/lemma-key.js';
import { parseLanman, parseSynonymKosha } from '../../src/corpus/dictionary/parse-cdsl.js';
import { DICTIONARY_SOURCES } from '../../src/corpus/dictionary/sources.js';
import { toSlp1 } from '../../src/corpus/script/to-slp1.js';

const entry = (key: string, grammar: string | null, genders: Array<'m' | 'f' | 'n'> = []): DictionaryEntry => ({ source: 0, key, homonym: null, grammar, genders, meaning: key, reference: null });
const index = new DictionaryIndex({
  formatVersion: DICTIONARY_FORMAT_VERSION, sources: [...DICTIONARY_SOURCES],
  entries: [entry('Darma', 'm.', ['m']), entry('kzetra', 'n.', ['n']), entry('dfS', '√'), entry('ca', 'encl.'), entry('karman', 'n.', ['n']),
    entry('nitya', 'a.'), entry('senA', 'f.', ['f']), entry('mati', 'f.', ['f'])],
  names: ['arjuna', 'saYjaya'],
  verbForms: [],
});
const top = (w: string, n = 1) => lemmaCandidates(lemmaKey(toSlp1(w)), index, 5).slice(0, n);

test('dharmaḥ, dharmasya, धर्मेण → dharma with case and number', (t) => {
  for (const [w, c] of [['dharmaḥ', 'nominative'], ['dharmasya', 'genitive'], ['धर्मेण', 'instrumental'], ['dharmam', 'accusative']] as const) {
    const [best] = top(w);
    t.is(best!.lemma, 'Darma', w);
    t.true(best!.analyses.some((a) => a.case === c && a.number === 'singular' && a.gender === 'm'), `${w}: ${JSON.stringify(best!.analyses)}`);
    t.true(best!.has_entry);
  }
});

test('stem classes: an-stems, ā-stems, i-stems, and ṇ after r', (t) => {
  t.is(top('karmaṇā')[0]!.lemma, 'karman');
  t.true(top('karmaṇā')[0]!.analyses.some((a) => a.case === 'instrumental'));
  t.is(top('senābhiḥ')[0]!.lemma, 'senA');
  t.is(top('matyā')[0]!.lemma, 'mati');
});

test('pronouns and verbs name their lemma, with person for verbs', (t) => {
  const tava = top('tava')[0]!;
  t.is(tava.lemma, 'yuzmad');
  t.deepEqual([tava.analyses[0]!.case, tava.analyses[0]!.number], ['genitive', 'singular']);
  const v = top('anupaśyāmi')[0]!;
  t.is(v.lemma, 'dfS');
  t.deepEqual(v.prefixes, ['anu']);
  t.like(v.analyses[0], { kind: 'verb', person: 'first', number: 'singular', tense: 'present' });
  t.is(top('akurvata')[0]!.lemma, 'kf');
  t.is(top('saḥ')[0]!.lemma, 'tad');
});

test('compounds, negation, indeclinables, names, external sandhi', (t) => {
  const c = lemmaCandidates('Darmakzetre', index, 5);
  t.true(c.slice(0, 3).some((x) => x.lemma === 'kzetra' && x.components?.join('+') === 'Darma+kzetra'), JSON.stringify(c.map((x) => x.lemma)));
  t.is(top('anityāḥ')[0]!.lemma, 'nitya');
  t.is(top('ca')[0]!.lemma, 'ca');
  t.is(top('saṃjaya')[0]!.lemma, 'saYjaya');
  t.is(top('dharmo')[0]!.lemma, 'Darma', 'final -o is -aḥ before a voiced sound');
});

test('a word no dictionary knows gets only guesses without entries', (t) => {
  t.false(lemmaCandidates('kzyjjyk', index, 5).some((c) => c.has_entry));
});

test('CDSL parsers: Lanman headword, grammar, meaning without citations; kosha synonyms with gender', (t) => {
  const lan = parseLanman('<L>2138<pc>175-a<k1>Darma<k2>Da/rma\n{@dhárma,@}¦ {%<ab>m.</ab>%} custom, <ls n="lan,98,16">98<sup>16</sup></ls>; duty. [<ab>cf.</ab> x]\n<LEND>\n', 0);
  t.deepEqual(lan, [{ source: 0, key: 'Darma', homonym: null, grammar: 'm.', genders: ['m'], meaning: 'm. custom; duty.', reference: '175-a' }]);
  const k = parseSynonymKosha('<L>1<pc>0001\n<eid>1<syns>svarga-puM,nAka-puM,Kapura-klI\nsvarge nAka .. 2 ..\n<LEND>\n', 1);
  t.is(k.length, 3);
  t.like(k[2], { key: 'Kapura', grammar: 'n.', genders: ['n'], meaning: '= svarga, nāka', reference: 'v. 2, p. 1' });
});
