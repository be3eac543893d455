import test from 'ava';
import { lanmanLabel, parseLanman, parseSynonymKosha } from '../../src/corpus/dictionary/parse-cdsl.js';

// Entry bodies as they stand in data/dictionaries/lan.txt.gz (Lanman's vocabulary, csl-orig).
const lanman = (k1: string, body: string) => parseLanman(`<L>1<pc>1-a<k1>${k1}<k2>${k1}\n${body}\n<LEND>\n`, 0)[0]!;

test('Lanman: the grammar label is the one after an adjective\'s feminine, not the "f." that introduces it', (t) => {
  const deva = lanman('deva', '{@devá,@}¦ {%<ab>f.</ab>%} {@devī́,@} <div n="2"/>{@—1.@} {%<ab>a.</ab>%} heavenly, <ls n="lan,74,14">74<sup>14</sup></ls>; {%as <ab>subst.</ab>%} <div n="2"/>{@—2.@} god, goddess;');
  t.is(deva.grammar, 'a.');
  t.deepEqual(deva.genders, []);
  t.true(deva.meaning.startsWith('f. devī́, —1. a. heavenly'));
  t.is(lanmanLabel(' {%<ab>f.</ab>%} {@áruṣī,@} {%<ab>a.</ab>%} ruddy.'), 'a.');
});

test('Lanman: a citation of Whitney\'s grammar, other forms or forms in parentheses before the label', (t) => {
  const devr = lanman('devf', '{@devṛ́@}¦ [<ls n="wg,369">369<sup>2</sup></ls>], {%<ab>m.</ab>%} husband\'s brother. [<ab>cf.</ab> x]');
  t.like(devr, { grammar: 'm.', genders: ['m'], meaning: 'm. husband\'s brother.' });
  const adhipa = lanman('aDipA', '{@adhipā́,@}¦ [<ls n="wg,352">352]</ls>, {%<ab>m.</ab>%} lord. [‘over-keeper,’ <ls n="wg,1289">1289a</ls>.]');
  t.like(adhipa, { grammar: 'm.', meaning: 'm. lord.' });
  const ahan = lanman('ahan', '{@áhan@}¦, {@áhar, áhas@} [<ls n="wg,430">430a</ls>], {%<ab>n.</ab>%} day (as <ab>opp.</ab> to night).');
  t.like(ahan, { grammar: 'n.', genders: ['n'], meaning: 'áhar, áhas, n. day (as opp. to night).' });
  t.is(lanmanLabel(' ({@átrā,@} <ls n="wg,248">248a</ls>), {%<ab>adv.</ab>%} <div n="2"/>{@—1.@} in it'), 'adv.');
});

test('Lanman: a run of grammar labels is kept whole and stops at one that is not grammar', (t) => {
  t.like(lanman('agAra', '{@agāra,@}¦ {%<ab>m.</ab> <ab>n.</ab>%} house.'), { grammar: 'm. n.', genders: ['m', 'n'] });
  t.like(lanman('kfttikA', '{@kṛ́ttikā,@}¦ {%<ab>f.</ab> <ab>pl.</ab>%} the Pleiads.'), { grammar: 'f. pl.', genders: ['f'] });
  t.like(lanman('abda', '{@abdá,@}¦ {%<ab>m.</ab> <ab>lit.</ab>%} water-giving; year.'), { grammar: 'm.', genders: ['m'] });
  t.like(lanman('a', '{@a@}¦ {%negative prefix, see%} {@an.@}'), { grammar: null, genders: [] });
});

test('Lanman: "see" a section of Whitney\'s grammar names it instead of leaving "see."', (t) => {
  t.is(lanman('adBis', '{@adbhís,@}¦ {%see%} <ls n="wg,393">393</ls>.').meaning, 'see Whitney §393.');
});

test('a kosha\'s verse keeps its daṇḍas as daṇḍas (in SLP1 "|" is the letter ḻh)', (t) => {
  const text = '<L>17<pc>6\n<eid>235<syns><s>deva-puM</s>\n<s>BAvinyAM tu padmanABaH SUradevaH supArSvakaH .. 53 ..</s>\n<s>svayaMpraBaSca sarvAnuBUtirdevaSrutodayO .</s>\n<LEND>\n';
  const [e] = parseSynonymKosha(text, 1);
  t.is(e!.meaning, 'bhāvinyāṃ tu padmanābhaḥ śūradevaḥ supārśvakaḥ || svayaṃprabhaśca sarvānubhūtirdevaśrutodayau |');
  t.is(e!.reference, 'v. 53, p. 6');
});
