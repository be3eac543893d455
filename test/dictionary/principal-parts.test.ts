import test from 'ava';
import { classifyForm, lanmanPrincipalParts } from '../../src/corpus/dictionary/principal-parts.js';
import { DictionaryIndex } from '../../src/corpus/dictionary/dictionary-index.js';
import { DICTIONARY_FORMAT_VERSION, type DictionaryEntry } from '../../src/corpus/dictionary/dictionary-model.js';
import { lemmaCandidates } from '../../src/corpus/dictionary/lemma-candidates.js';
import { lemmaKey } from '../../src/corpus/dictionary/lemma-key.js';
import { DICTIONARY_SOURCES } from '../../src/corpus/dictionary/sources.js';
import { toSlp1 } from '../../src/corpus/script/to-slp1.js';

// Root entries as they stand in data/dictionaries/lan.txt.gz (Lanman's vocabulary, csl-orig).
const GAM = '{@√gam@}¦ ({@gácchati, -te@} [<ls n="wg,747">747,</ls> <ls n="wg,608">608]</ls>; {@jagā́ma,@}\n{@jagmé;@} {%<ab>V.</ab>%} {@ágan@} [<ls n="wg,833">833]</ls>, {%later%} {@ágamat;@}\n{@gamiṣyáti, -te; gatá; gántum; gatvā́;@}\n{@-gátya, -gámya; gamyáte; jígamiṣati;@}\n{@gamáyati, -te@}). <div n="2"/>{@—1.@} go';
const LABH = '{@√labh,@}¦ {%younger form of%} {@rabh (lábhate;@}\n{@lebhé; álabdha; lapsyáte; labdhá;@}\n{@labdhvā́; -lábhya). --1.@} catch; seize;';
const DRS = '{@√dṛś@}¦ ({@dadárśa, dadṛśé; ádrākṣīt, ádṛṣṭa;@}\n{@drakṣyáti, -te; dṛṣṭá; dráṣṭum; dṛṣṭvā́;@}\n{@-dṛ́śya; dṛśyáte; dídṛkṣate; darśáyati@}).\nsee; behold;';

const parts = (k1: string, body: string) => lanmanPrincipalParts(k1, body).map((p) => `${p.kind}:${p.form}${p.afterPrefix ? '-' : ''}`);

test('a root\'s principal parts: thematic stems, perfect, aorist, participle, infinitive, absolutives', (t) => {
  t.deepEqual(parts('gam', GAM), ['present:gacC', 'perfect:jagAma', 'perfect:jagme', 'past:agan', 'past:agamat', 'future:gamizy', 'participle:gata',
    'infinitive:gantum', 'absolutive:gatvA', 'absolutive:gatya-', 'absolutive:gamya-', 'passive:gamy', 'desiderative:jigamiz', 'causative:gamay']);
  // the parenthesis opens and closes inside groups of Sanskrit; lebhé is a perfect without reduplication
  t.deepEqual(parts('laB', LABH), ['present:laB', 'perfect:leBe', 'past:alabDa', 'future:lapsy', 'participle:labDa', 'absolutive:labDvA', 'absolutive:laBya-']);
  // ś keeps its acute (only a vowel's accent is dropped); -tvā and -tum after ṣ are -ṭvā, -ṭum
  t.deepEqual(parts('dfS', DRS), ['perfect:dadarSa', 'perfect:dadfSe', 'past:adrAkzIt', 'past:adfzwa', 'future:drakzy', 'participle:dfzwa',
    'infinitive:drazwum', 'absolutive:dfzwvA', 'absolutive:dfSya-', 'passive:dfSy', 'desiderative:didfkz', 'causative:darSay']);
  t.deepEqual(lanmanPrincipalParts('deva', '{@devá,@}¦ {%<ab>f.</ab>%} {@devī́,@} heavenly'), [], 'not a root');
});

test('forms are told apart by their shape', (t) => {
  t.like(classifyForm('uvAca', 'vac', false), { kind: 'perfect' });
  t.like(classifyForm('tasTO', 'sTA', false), { kind: 'perfect' });
  t.like(classifyForm('karoti', 'kf', false), { kind: 'athematic' });
  t.like(classifyForm('arcita', 'fc', false), { kind: 'participle' }, 'a root in ṛ has no augment to show');
  t.is(classifyForm('gacCati', 'gam', true), null, 'only an absolutive is written after a prefix');
});

const entry = (key: string, grammar: string): DictionaryEntry => ({ source: 0, key, homonym: null, grammar, genders: [], meaning: key, reference: null });
const index = new DictionaryIndex({
  formatVersion: DICTIONARY_FORMAT_VERSION, sources: [...DICTIONARY_SOURCES], entries: [entry('gam', '√'), entry('gata', 'ppl.')], names: [],
  verbForms: lanmanPrincipalParts('gam', GAM).map((p) => [p.form, p.root, p.kind, p.afterPrefix]),
});
const best = (w: string) => lemmaCandidates(lemmaKey(toSlp1(w, 'iast')), index, 5);

test('lookup reads the listed forms: every ending on a listed stem, whole forms as listed, prefixes split off', (t) => {
  t.like(best('gamiṣyāmaḥ')[0], { lemma: 'gam', analyses: [{ tense: 'future', person: 'first', number: 'plural' }] });
  t.like(best('jagāma')[0], { lemma: 'gam', analyses: [{ tense: 'perfect', person: 'third', number: 'singular' }] });
  t.like(best('gatvā')[0], { lemma: 'gam', analyses: [{ kind: 'verb', form: 'absolutive' }] });
  t.like(best('āgatya')[0], { lemma: 'gam', prefixes: ['A'], analyses: [{ form: 'absolutive' }] });
  t.like(best('gantum')[0], { lemma: 'gam', analyses: [{ form: 'infinitive' }] });
  t.false(best('gatya').some((c) => c.lemma === 'gam'), 'an absolutive in -ya needs its prefix');
  // a present participle of a listed stem: -at (gacchantam) names the root
  t.like(best('gacchantam').find((c) => c.lemma === 'gam'), { analyses: [{ form: 'participle', case: 'accusative', stem_class: 'gacCa' }] });
  // a past participle: its own entry first, the root next
  const gatah = best('gataḥ');
  t.is(gatah[0]!.lemma, 'gata');
  t.like(gatah[1], { lemma: 'gam', analyses: [{ form: 'participle', case: 'nominative' }] });
});

test('the nu- and nā-classes inflect from the listed third person singular; a prefix\'s a merges with the verb\'s vowel', (t) => {
  const ix = new DictionaryIndex({
    formatVersion: DICTIONARY_FORMAT_VERSION, sources: [...DICTIONARY_SOURCES], entries: [entry('aS', '√'), entry('Ap', '√'), entry('i', '√'), entry('Sru', '√')], names: [],
    verbForms: [['aSnAti', 'aS', 'athematic', false], ['Apnoti', 'Ap', 'athematic', false], ['SfRoti', 'Sru', 'athematic', false],
      ['ita', 'i', 'participle', false], ['itya', 'i', 'absolutive', true]],
  });
  const top = (w: string) => lemmaCandidates(lemmaKey(toSlp1(w, 'iast')), ix, 5)[0];
  t.like(top('aśnanti'), { lemma: 'aS', analyses: [{ tense: 'present', person: 'third', number: 'plural' }] });
  t.like(top('aśnīyāt'), { lemma: 'aS', analyses: [{ tense: 'optative', person: 'third', number: 'singular' }] });
  t.like(top('āpnuvanti'), { lemma: 'Ap', analyses: [{ tense: 'present', number: 'plural' }] });
  t.like(top('śṛṇvanti'), { lemma: 'Sru' }, 'the class sign is ṇ after ṛ');
  t.like(top('prāpnuyāt'), { lemma: 'Ap', prefixes: ['pra'], analyses: [{ tense: 'optative' }] }, 'pra + ā = prā');
  t.like(top('upetya'), { lemma: 'i', prefixes: ['upa'], analyses: [{ form: 'absolutive' }] }, 'upa + i = upe');
  t.like(top('samavetāḥ'), { lemma: 'i', prefixes: ['sam', 'ava'], analyses: [{ form: 'participle', number: 'plural' }] });
});

test('a stem the table and the dictionary give different roots ranks the table\'s first; periphrastic perfects; causatives of listed roots', (t) => {
  const ix = new DictionaryIndex({
    formatVersion: DICTIONARY_FORMAT_VERSION, sources: [...DICTIONARY_SOURCES],
    entries: [entry('vac', '√'), entry('uc', '√'), entry('dfS', '√'), entry('kAS', '√'), entry('Df', '√')], names: [],
    verbForms: [['ucy', 'uc', 'present', false], ['ucy', 'vac', 'passive', false], ['darSay', 'dfS', 'causative', false]],
  });
  const ranked = (w: string) => lemmaCandidates(lemmaKey(toSlp1(w, 'iast')), ix, 5);
  const ucyate = ranked('ucyate').map((c) => c.lemma);
  t.is(ucyate[0], 'vac', 'ucyate: the passive of vac, as the table has it');
  t.true(ucyate.includes('uc'), 'and √uc, which the dictionary lists with ucyati');
  t.like(ranked('darśayāmāsa')[0], { lemma: 'dfS', analyses: [{ tense: 'periphrastic perfect', person: 'third', number: 'singular' }] });
  t.like(ranked('prakāśayati').find((c) => c.lemma === 'kAS'), { prefixes: ['pra'] }, 'kāś-aya-: the causative stem without -ay');
  t.truthy(ranked('dhāryate').find((c) => c.lemma === 'Df'), 'dhār-ya-: ā before r weakened to ṛ');
});

test('the seventh class\'s weak stem before a vowel: the root with a nasal of its last consonant\'s class', (t) => {
  const ix = new DictionaryIndex({
    formatVersion: DICTIONARY_FORMAT_VERSION, sources: [...DICTIONARY_SOURCES], entries: [entry('yuj', '√'), entry('Bid', '√'), entry('ruD', '√')], names: [], verbForms: [],
  });
  const top = (w: string) => lemmaCandidates(lemmaKey(toSlp1(w, 'iast')), ix, 5)[0];
  t.like(top('yuñjīta'), { lemma: 'yuj', analyses: [{ tense: 'optative', voice: 'middle' }] });
  t.like(top('bhindanti'), { lemma: 'Bid', analyses: [{ tense: 'present', number: 'plural' }] });
  t.like(top('rundhyāt'), { lemma: 'ruD' });
  t.false(lemmaCandidates(lemmaKey(toSlp1('gandhanti', 'iast')), ix, 5).some((c) => c.lemma === 'gaD'), 'only a root a dictionary lists');
});

test('the perfect\'s weak-stem forms come from the listed middle (jagme → jagmuḥ, jagmire)', (t) => {
  const ix = new DictionaryIndex({
    formatVersion: DICTIONARY_FORMAT_VERSION, sources: [...DICTIONARY_SOURCES], entries: [entry('gam', '√')], names: [],
    verbForms: lanmanPrincipalParts('gam', GAM).map((p) => [p.form, p.root, p.kind, p.afterPrefix]),
  });
  const top = (w: string) => lemmaCandidates(lemmaKey(toSlp1(w, 'iast')), ix, 5)[0];
  t.like(top('jagmuḥ'), { lemma: 'gam', analyses: [{ tense: 'perfect', person: 'third', number: 'plural', voice: 'active' }] });
  t.like(top('jagmire'), { lemma: 'gam', analyses: [{ tense: 'perfect', number: 'plural', voice: 'middle' }] });
  t.like(top('upajagmatuḥ'), { lemma: 'gam', prefixes: ['upa'], analyses: [{ tense: 'perfect', number: 'dual' }] });
});
