import test from 'ava';
import { MULLER_FILES, MULLER_ISA_SOURCE, aitareyaSegments, isaSegments } from '../../src/generator/corpus/adapters/muller-upanishads.js';
import { anchoredSegments, cleanTranslationParagraph, planTranslations, renumberFrom, translationFiles, type TranslationFileRule } from '../../src/generator/corpus/anchored-translation.js';
import { wikisourcePagesAdapter } from '../../src/generator/corpus/adapters/wikisource-pages.js';
import { dharmicDataAdapter } from '../../src/generator/corpus/adapters/dharmicdata.js';
import { GRIFFITH_FILES, avHymnSegments } from '../../src/generator/corpus/adapters/griffith-vedas.js';
import { BUHLER_FILES, buhlerSegments } from '../../src/generator/corpus/adapters/buhler-manu.js';
import { SAHASRANAMA_FILES, sahasranamaSegments } from '../../src/generator/corpus/adapters/ganguli-sahasranama.js';
import { saritAdapter } from '../../src/generator/corpus/adapters/sarit.js';
import { WOODS_FILES } from '../../src/generator/corpus/adapters/woods-yoga-sutra.js';
import { VIVEKANANDA_FILES, vivekanandaSegments } from '../../src/generator/corpus/adapters/vivekananda-yoga-sutra.js';
import { readBundle } from '../../src/generator/corpus/source-bundle.js';
import { WOODROFFE_FILES, woodroffeVerse } from '../../src/generator/corpus/adapters/woodroffe-devi-mahatmya.js';

const rule = (over: Partial<TranslationFileRule> = {}): TranslationFileRule => ({ work: 'w', source: 's', path: 'w.md', author: 'A', licence: 'public domain', refOf: (a) => a.replace(':', '.'), repairs: [], ...over });

test('a mantra is its anchored paragraph and the paragraphs after it; page markers, footnote marks and escapes go', (t) => {
  const md = [
    '---', 'title: x', '---', '# TITLE', '## FIRST ADHYĀYA.', '',
    'Introduction by the translator.', '',
    'The first [^12] mantra. {#1:1.1}', '',
    "'A quoted continuation.' [pg 7]", '',
    'Second \\(b\\) mantra. {#1:1.2}', '', '* * *', '', '### SECOND KHAṆḌA.', '',
    'Unanchored opening of the section.', '',
    'Its second mantra. {#1:2.2}', '',
    '[^12]: a footnote',
  ].join('\n');
  t.deepEqual(anchoredSegments(md, rule()), [
    { ref: '1.1.1', text: "The first mantra.\n\n'A quoted continuation.'" },
    { ref: '1.1.2', text: 'Second (b) mantra.' },
    { ref: '1.2.1', text: 'Unanchored opening of the section.' },
    { ref: '1.2.2', text: 'Its second mantra.' },
  ], 'the introduction before an anchored first mantra is left out');
  t.is(cleanTranslationParagraph('a [pg 12] b [^3] c {#1.2}'), 'a b c');
});

test('a repair can start a mantra paragraphs before its anchor', (t) => {
  const md = 'One. {#1.1}\n\nMore of one.\n\nTwo begins here.\n\nTwo goes on. {#1.2}';
  const r = rule({ repairs: [{ anchor: '1.2', occurrence: 1, to: '1.2', startsParagraphsBefore: 1, why: 'test' }] });
  t.deepEqual(anchoredSegments(md, r), [{ ref: '1.1', text: 'One.\n\nMore of one.' }, { ref: '1.2', text: 'Two begins here.\n\nTwo goes on.' }]);
});

test('repairs rename an anchor by its occurrence, continue the mantra before it, or drop it', (t) => {
  const md = 'One. {#1.1}\n\nTwo. {#1.2}\n\nThree. {#1.1}\n\nA tree verse. {#1.7}\n\nPeace. {#1.9}';
  const r = rule({ repairs: [
    { anchor: '1.1', occurrence: 2, to: '1.3', why: 'typo' },
    { anchor: '1.7', occurrence: 1, to: 'continue', why: 'part of 1.3' },
    { anchor: '1.9', occurrence: 1, to: 'drop', why: 'śānti' },
  ] });
  t.deepEqual(anchoredSegments(md, r), [
    { ref: '1.1', text: 'One.' }, { ref: '1.2', text: 'Two.' }, { ref: '1.3', text: 'Three.\n\nA tree verse.' },
  ]);
});

test('headings number a part without anchors: each anuvāka whole as its first mantra', (t) => {
  const md = '## SECOND VALLĪ,\n\n## OR, THE CHAPTER ON BLISS.\n\nA śānti.\n\n### FIRST ANUVĀKA.\n\nPara a.\n\nPara b.\n\n* * *\n\n### SECOND ANUVĀKA.\n\nPara c.';
  t.deepEqual(anchoredSegments(md, rule({ sectionsFromHeadings: true })), [
    { ref: '2.1.1', text: 'Para a.\n\nPara b.' }, { ref: '2.2.1', text: 'Para c.' },
  ]);
});

test('planTranslations: verses without an anchor are held by the one before (span in the text); a number past the section joins it', (t) => {
  const files = new Map([['w.md', 'A. {#1.1}\n\nB. {#1.2}\n\nB2. {#1.3}\n\nD. {#1.4}\n\nE. {#2.1}']]);
  {
    const refs = new Map([['w', ['1.1', '1.2', '2.1', '2.2']]]);
    const { attachments, reports } = planTranslations([rule()], files, refs);
    t.deepEqual(attachments.map((a) => [a.ref, a.covers, a.text]), [
      ['1.1', ['1.1'], 'A.'],
      ['1.2', ['1.2'], 'B.\n\nB2.\n\nD.'],
      ['2.1', ['2.1', '2.2'], '[2.1–2] E.'],
    ]);
    t.deepEqual(reports[0], { work: 'w', verses: 4, attached: 3, covered: 4, notInEdition: [] });
  }
});

test('planTranslations: a hymn the edition divides, numbering on, finds its verses in the hymns after; repairs rename a read-its-own-way file\'s references', (t) => {
  const segments = () => [{ ref: '13.4.1', text: 'a' }, { ref: '13.4.2', text: 'b' }, { ref: '13.4.1', text: 'c' }, { ref: '13.4.0', text: 'd' }, { ref: '14.1.1', text: 'e' }];
  const r = rule({ segments, numberingContinues: true, repairs: [{ anchor: '13.4.1', occurrence: 2, to: '13.4.3', why: 'test' }, { anchor: '13.4.0', occurrence: 1, to: 'drop', why: 'test' }] });
  const { attachments } = planTranslations([r], new Map([['w.md', '']]), new Map([['w', ['13.4.1', '13.5.2', '13.5.3', '14.1.1']]]));
  t.deepEqual(attachments.map((a) => [a.ref, a.text]), [['13.4.1', 'a'], ['13.5.2', 'b'], ['13.5.3', 'c'], ['14.1.1', 'e']]);
});

test("the Aitareya: Āraṇyaka II.4–6 as adhyāyas 1–3, mantras cut after Müller's (n) marks", (t) => {
  const md = [
    '## THIRD ADHYĀYA. {#2:3}', '### FIRST KHAṆḌA.', '1\\. Not the Upaniṣad. (1)',
    '## FOURTH ADHYĀYA. {#2:4}', '### FIRST KHAṆḌA.', 'His introduction (with a year, 1879).', 'Adoration. Hari, Om!',
    '1\\. First\u00a0[^1] words. (1) Second [pg 3] 2\\. words.', '3\\. More. (2)', 'After the last mark.',
    '### SECOND KHAṆḌA.', '1\\. A. (1)', '2\\. B. (3)',
    '## FIFTH ADHYĀYA. {#2:5}', '### FIRST KHAṆḌA.', '1\\. Let the women who are with child move away!', '2\\. Seed. (1)',
  ].join('\n\n');
  t.deepEqual(aitareyaSegments(md), [
    { ref: '1.1.1', text: 'First words.' },
    { ref: '1.1.2', text: 'Second words.\n\nMore.\n\nAfter the last mark.' },
    { ref: '2.1.1', text: 'Seed.' },
  ], 'khaṇḍa 1.2, whose marks skip 2, is left out whole');
});

test("the Īśa: sacred-texts' numbered paragraphs up to the rule, SBE's letters written as today", (t) => {
  const html = '<p>Intro.</p><p>1. ALL this&nbsp;<A NAME="fr_765"></A><A HREF="#fn_763"><FONT SIZE="1">1</FONT></A> is Pra<I>g</I>&acirc;pati\'s.</p>'
    + '<p><a name="page_3"><font size="1" color="green">p. 3</font></A></p><p><span class="contnote"><FONT SIZE=-2 COLOR=GREEN>[paragraph continues]</FONT></span> More of it.</p>'
    + '<p>2. P&ucirc;shan.</p><p align="center">____</p><p>3. Not a verse.</p>';
  t.deepEqual(isaSegments(html), [{ ref: '1', text: "ALL this is Prajāpati's. More of it." }, { ref: '2', text: 'Pūshan.' }]);
  const shipped = isaSegments(readBundle('data/corpus', MULLER_ISA_SOURCE).find((f) => f.path === 'sbe01243.htm')!.text);
  t.deepEqual(shipped.map((s) => s.ref), Array.from({ length: 18 }, (_, i) => String(i + 1)));
  t.regex(shipped[0]!.text, /^ALL this, whatsoever moves on earth, is to be hidden in the Lord/);
  t.regex(shipped[17]!.text, /Keep far from us crooked evil/);
});

test("Kaṭha: Müller's vallīs 1–6 read as adhyāya.vallī", (t) => {
  const katha = MULLER_FILES.find((f) => f.work === 'katha-upanishad')!;
  t.is(katha.refOf('1.1'), '1.1.1');
  t.is(katha.refOf('6.16'), '2.3.16');
});

test("Müller's text lands on the right mantras of the shipped editions (Chāndogya, Bṛhadāraṇyaka, Praśna, Taittirīya, Aitareya)", (t) => {
  const eds = wikisourcePagesAdapter.run({ dataDir: 'data/corpus', includeUncleared: false, includeNoncommercial: false, log: () => {} });
  const files = translationFiles('data/corpus', MULLER_FILES);
  const { attachments, reports } = planTranslations(MULLER_FILES, files, new Map(eds.map((e) => [e.work.slug, e.verses.map((v) => v.reference)])));
  const at = (work: string, ref: string): string => attachments.find((a) => a.work === work && a.ref === ref)?.text ?? '';
  t.regex(at('chandogya-upanishad', '6.8.7'), /thou, O Śvetaketu, art it/);
  t.regex(at('brihadaranyaka-upanishad', '1.4.10'), /'I am Brahman\.'/);
  t.regex(at('brihadaranyaka-upanishad', '5.15.1'), /golden disk[\s\S]*Agni, lead us/, "the edition's one mantra holds Müller's four");
  t.regex(at('brihadaranyaka-upanishad', '3.1.3'), /By what means then is the sacrificer freed/, 'the repaired anchor');
  t.regex(at('brihadaranyaka-upanishad', '6.1.13'), /^\[6\.1\.13–14\] /);
  t.regex(at('brihadaranyaka-upanishad', '5.11.1'), /^This is indeed the highest penance/, 'a brāhmaṇa without anchors, by its heading');
  t.regex(at('brihadaranyaka-upanishad', '1.3.28'), /^Next follows the Abhyāroha[\s\S]*'Lead me from the unreal to the real!/, 'a mantra that starts paragraphs before its anchor');
  t.notRegex(at('brihadaranyaka-upanishad', '1.3.27'), /Lead me/);
  t.regex(at('prashna-upanishad', '1.1'), /^Sukeśas Bhāradvāja/);
  t.regex(at('taittiriya-upanishad', '2.1.1'), /^He who knows the Brahman attains the highest/);
  t.regex(at('chandogya-upanishad', '1.3.1'), /^Now follows the meditation on the udgītha with reference to the gods/);
  t.regex(at('aitareya-upanishad', '1.1.1'), /^Verily, in the beginning all this was Self, one only/);
  t.regex(at('aitareya-upanishad', '3.1.3'), /Knowledge is Brahman\.$/);
  const cov = Object.fromEntries(reports.map((r) => [r.work, [r.covered, r.verses]]));
  t.deepEqual(cov, { 'prashna-upanishad': [67, 67], 'chandogya-upanishad': [629, 631], 'brihadaranyaka-upanishad': [435, 435], 'taittiriya-upanishad': [47, 47], 'aitareya-upanishad': [33, 33] });
});

test("Griffith's Atharvaveda: hymns by their anchored headings, verses by his numbers; title lines and page marks go", (t) => {
  const md = '## BOOK I\n\n### HYMN I {#1:1}\n\n#### A prayer\n\n1\\. Now may Vāchaspati assign\n  Who, wearing every shape.\n\n[pg a2]\n\n2\\. Come thou again.\n\nA continuation.\n\u00a0\u00a0-3\\. Loud neighing.\n\u00a0\u00a05. Not the next number.\n\n* * *\n\n### HYMN II {#1:2}\n\n1\\. We know the father.';
  t.deepEqual(avHymnSegments(md), [
    { ref: '1.1.1', text: 'Now may Vāchaspati assign\nWho, wearing every shape.' },
    { ref: '1.1.2', text: 'Come thou again.\n\nA continuation.' },
    { ref: '1.1.3', text: 'Loud neighing.\n5. Not the next number.' },
    { ref: '1.2.1', text: 'We know the father.' },
  ]);
});

test("Griffith's text lands on the right verses of the shipped Atharvaveda and Vājasaneyi editions", (t) => {
  const eds = dharmicDataAdapter.run({ dataDir: 'data/corpus', includeUncleared: false, includeNoncommercial: false, log: () => {} });
  const { attachments, reports } = planTranslations(GRIFFITH_FILES, translationFiles('data/corpus', GRIFFITH_FILES), new Map(eds.map((e) => [e.work.slug, e.verses.map((v) => v.reference)])));
  const at = (work: string, ref: string): string => attachments.find((a) => a.work === work && a.ref === ref)?.text ?? '';
  t.regex(at('atharvaveda-shaunaka', '1.1.1'), /^Now may Vāchaspati assign to me/);
  t.regex(at('atharvaveda-shaunaka', '12.1.12'), /Earth is my Mother/);
  t.regex(at('atharvaveda-shaunaka', '13.5.14'), /^Renown and glory, and force and cloud/, "Griffith's 13.4.14: the edition numbers his one hymn on through 13.4–13.9");
  t.regex(at('atharvaveda-shaunaka', '10.4.1'), /^The first of all is Indra's car/, 'a repaired number');
  t.regex(at('atharvaveda-shaunaka', '10.4.13'), /^Tiraschirājis have been slain/, 'a number printed twice');
  t.regex(at('yajurveda-vs-madhyandina', '31.1'), /^PURUSHA hath a thousand heads, a thousand eyes, a thousand feet\./, 'the printed lines joined');
  t.regex(at('yajurveda-vs-madhyandina', '40.1'), /^ENVELOPED by the Lord must be This All/);
  const cov = Object.fromEntries(reports.map((r) => [r.work, [r.covered, r.verses]]));
  t.deepEqual(cov, { 'atharvaveda-shaunaka': [5671, 5828], 'yajurveda-vs-madhyandina': [1963, 1963] });
});

test("Bühler's Manu: his own verse numbers, chapter from the folder; Sanskrit-only, repeated and 'See' blocks handled", (t) => {
  const block = (path: string, body: string): string => `@@ smRtiH/manuH/sarvASh_TIkAH/${path}\n<details><summary>Bühler</summary>\n\n${body}\n</details>`;
  const joined = [
    block('01_praveshaH/001_a.md', '001\tThe great sages approached Manu,'), block('06/076_b.md', '076\tSee 077'), block('06/077_c.md', '077\tLet him quit\nthis dwelling.'),
    block('07/087-1_d.md', '087\tदेशकाल'), block('11/265_e.md', '266\tThe initial triliteral Brahman.'), block('11/266_f.md', '266\tThe initial triliteral Brahman.'),
  ].join('\n');
  t.deepEqual(buhlerSegments(joined), [
    { ref: '1.1', text: 'The great sages approached Manu,' },
    { ref: '6.76', text: 'Let him quit this dwelling.', covers: ['6.76', '6.77'] },
    { ref: '11.266', text: 'The initial triliteral Brahman.' },
  ]);
});

test("Bühler's, Woods's and Vivekananda's texts land on the right verses of the shipped Manusmṛti and Yoga Sūtra (SARIT)", (t) => {
  const eds = saritAdapter.run({ dataDir: 'data/corpus', includeUncleared: false, includeNoncommercial: false, log: () => {} });
  const { attachments, reports } = planTranslations(BUHLER_FILES, translationFiles('data/corpus', BUHLER_FILES), new Map(eds.map((e) => [e.work.slug, e.verses.map((v) => v.reference)])));
  const at = (ref: string): string => attachments.find((a) => a.ref === ref)?.text ?? '';
  t.regex(at('2.6'), /^The whole Veda is the \(first\) source of the sacred law/);
  t.regex(at('10.4'), /the fourth, the Sudra, has one birth only/);
  t.regex(at('11.52'), /^Thus in consequence of a remnant of \(the guilt of former\) crimes, are born idiots/, "SARIT's 11.52 is Bühler's 11.53");
  t.regex(at('11.265'), /^The initial triliteral Brahman/);
  t.regex(at('6.76'), /^\[6\.76–77\] Let him quit this dwelling/);
  t.is(at('7.11267'), '', "the edition's additions get no English");
  t.deepEqual(reports.map((r) => [r.work, r.covered, r.verses]), [['manusmriti', 2684, 2688]]);
  const woods = planTranslations(WOODS_FILES, translationFiles('data/corpus', WOODS_FILES), new Map(eds.map((e) => [e.work.slug, e.verses.map((v) => v.reference)])));
  const ys = (ref: string): string => woods.attachments.find((a) => a.ref === ref)?.text ?? '';
  t.is(ys('1.2'), 'Yoga is the restriction of the fluctuations of mind-stuff.');
  t.regex(ys('2.34'), /^Since perverse-considerations such as injuries/);
  t.regex(ys('2.55'), /complete mastery of the organs/);
  t.deepEqual(woods.reports.map((r) => [r.covered, r.verses, r.notInEdition]), [[194, 194, ['2.33']]], "Woods's 2.33 has no Sanskrit in the edition: left out, not joined to 2.32");
  const viv = planTranslations(VIVEKANANDA_FILES, translationFiles('data/corpus', VIVEKANANDA_FILES), new Map(eds.map((e) => [e.work.slug, e.verses.map((v) => v.reference)])));
  const vs = (ref: string): string => viv.attachments.find((a) => a.ref === ref)?.text ?? '';
  t.is(vs('1.2'), 'Yoga is restraining the mind-stuff (Chitta) from taking various forms (Vrittis).');
  t.regex(vs('3.22'), /^Karma is of two kinds/, "his 3.23 is the edition's 3.22 (his 3.22 is not in the vulgate)");
  t.regex(vs('3.55'), /By the similarity of purity between the Sattva and the Purusha comes Kaivalya/);
  t.deepEqual(viv.reports.map((r) => [r.covered, r.verses, r.notInEdition]), [[194, 194, ['2.33']]]);
});

test("Vivekananda's sūtras: his numbers, the digitisation's spaced hyphens closed", (t) => {
  t.deepEqual(vivekanandaSegments(JSON.stringify([["1. Now concentration.", "2. Yoga is restraining the mind - stuff -- all."], [], ["22. By this."]])), [
    { ref: '1.1', text: 'Now concentration.' }, { ref: '1.2', text: 'Yoga is restraining the mind-stuff -- all.' }, { ref: '3.22', text: 'By this.' },
  ]);
});

test("Ganguli's Viṣṇu Sahasranāma: his groups of names closed by their numbers, one a verse of the stotra", (t) => {
  const text = 'Hear the names. They are, Om! He that enters\nall things (I--IX); of cleansed[12] Soul (X--XVII); He that is armed (CMXCIII--M). Om, salutations to Him!';
  t.deepEqual(sahasranamaSegments(text), [
    { ref: '2.1', text: 'Om! He that enters all things (I–IX)' }, { ref: '2.2', text: 'of cleansed Soul (X–XVII)' }, { ref: '2.3', text: 'He that is armed (CMXCIII–M)' },
  ]);
  const refs = ['1.1', ...Array.from({ length: 107 }, (_, k) => `2.${k + 1}`), '3.1'];
  const { attachments } = planTranslations(SAHASRANAMA_FILES, translationFiles('data/corpus', SAHASRANAMA_FILES), new Map([['vishnu-sahasranama', refs]]));
  t.is(attachments.length, 107, 'the shipped Anuśāsana has 107 groups');
  t.regex(attachments[0]!.text, /^Om! He that enters all things, besides Himself, [\s\S]* \(I–IX\)$/);
  t.regex(attachments[106]!.text, /He that is armed with all kinds of weapons \(CMXCIII–M\)$/);
  t.false(attachments.some((a) => /\[\d+\]/.test(a.text)), 'no footnote marks');
});

test('renumberFrom shifts one section from a verse on; translationFiles reads a rule\'s file or joins its folder', (t) => {
  const f = renumberFrom('11', 53, -1);
  t.deepEqual(['11.52', '11.53', '11.266', '1.53', '111.60'].map(f), ['11.52', '11.52', '11.265', '1.53', '111.60']);
  const files = translationFiles('data/corpus', BUHLER_FILES);
  const joined = files.get(BUHLER_FILES[0]!.path)!;
  t.regex(joined, /^@@ smRtiH\/manuH\/sarvASh_TIkAH\/01_praveshaH\/001_[^\n]*\n<details><summary>Bühler<\/summary>/);
  t.is(joined.split(/^@@ /m).length - 1, 2694, 'every per-verse file of the folder, in path order');
  t.false(translationFiles('data/corpus', [{ ...BUHLER_FILES[0]!, source: 'no-such-bundle', path: 'x/' }]).size > 0);
});

test("Woodroffe's Devīmāhātmya hymns: each stanza at its verse by the concordance, the omitted verses without English", (t) => {
  const files = translationFiles('data/corpus', WOODROFFE_FILES);
  t.true(files.has('woodroffe.json'), 'the bundle is in data/corpus');
  const refs = new Map([['devi-mahatmya', [4, 38, 5, 79, 11, 51].reduce<string[]>((acc, _, i, a) => (i % 2 ? acc : acc.concat(Array.from({ length: a[i + 1]! }, (_v, k) => `${a[i]}.${k + 1}`))), [])]]);
  const { attachments, reports } = planTranslations(WOODROFFE_FILES, files, refs);
  const at = new Map(attachments.map((a) => [a.ref, a]));
  t.regex(at.get('5.12')!.text, /called Viṣṇumāyā/);
  t.regex(at.get('5.34')!.text, /as \(their\) Mother/);
  t.regex(at.get('5.28')!.text, /respective callings/, 'vṛtti: he has no stanza for dhṛti (5.27)');
  t.false(at.has('5.27'));
  t.false(at.has('5.31'));
  t.false(at.has('5.33'));
  t.false(at.has('11.23'));
  t.regex(at.get('11.9')!.text, /O Gaurī! O Nārāyaṇi/);
  t.regex(at.get('11.35')!.text, /Grant boons to the dwellers in the three worlds/);
  t.regex(at.get('4.3')!.text, /^May that Devī by whose power this world was spread/);
  t.deepEqual(at.get('5.8')!.covers, ['5.8', '5.9', '5.10']);
  t.regex(at.get('5.8')!.text, /^\[5\.8–10\] Reverence to Her who is eternal[\s\S]*To Durgā/);
  t.deepEqual(at.get('4.24')!.covers, ['4.24', '4.25']);
  t.false(/\n(?!\n)/.test(at.get('11.2')!.text), 'the printed lines are joined');
  t.deepEqual(reports[0]!.notInEdition, []);
  t.is(attachments.length, 24 + 28 + 33, 'chapter 5: stanzas 2–4 are one attachment');
  t.is(woodroffeVerse('5', 31), null);
});
