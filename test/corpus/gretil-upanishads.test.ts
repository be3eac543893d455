/**
 * The Bṛhadāraṇyaka, Aitareya and Taittirīya Upaniṣads from GRETIL's bhāṣya files (non-commercial): the mūla parser on a
 * snippet, the committed bundle's counts and famous mantras, and search and citation in a build of just these three.
 */
import test from 'ava';
import { parseGretilMula, parseGretilMulaParagraphs, parseGretilBhashya, parseGretilBhashyaNotes, dropRepeatedRuns, gretilBhashyaAdapter, GRETIL_BHASHYA_FILES } from '../../src/generator/corpus/adapters/gretil-upanishad-bhashya.js';
import { NONCOMMERCIAL_ADAPTERS, OPEN_ADAPTERS } from '../../src/generator/corpus/adapters/index.js';
import { bundleMap } from '../../src/generator/corpus/source-bundle.js';
import { storeOfBundles } from './fixture.js';
import type { EditionData } from '../../src/corpus/model.js';

const ctx = { dataDir: 'data/corpus', includeUncleared: true, includeNoncommercial: true, log: () => {} };

const SNIPPET = `<teiHeader/><body>
<p>oṃ <hi rend="bold">not a mantra: before the first START</hi></p>
<div><p>START BrhUp 1,1.1</p>
<p><hi rend="bold">uṣā vā aśvasya medhyasya śiraḥ |
vāg evāsya vāk || BrhUp_1,1.1 ||</hi> quoted again: <hi rend="bold">vāg evāsya vāk // 1 //</hi></p></div>
<div><p>BrhUpBh_1,1.1 commentary with <hi rend="bold">a bold quotation</hi></p></div>
<div><p>START BrhUp 1,1.2</p>
<p><hi rend="bold">naiveha kiṃcanāgra āsīt |</hi></p><p>a gloss</p>
<l rend="bold">so 'kāmayata -- ātmanvī syām iti || BrhUp_1,1.2 ||</l></div>
<div><p>START BrhUp 1,1.3</p><p><hi rend="bold">iti prathamādhyāye prathamamaśvamedhabrāhmaṇam //1//</hi></p></div>
<div><p>START BrhUp 3,9.28:7-8</p>
<p><hi rend="bold">jāta eva na jāyate |
vijñānam ānandaṃ brahma || BrhUp_3,9.28:7 ||</hi></p>
<l><hi rend="bold">jāta eva na jāyate |</hi></l><l><hi rend="bold">vijñānam ānandaṃ brahma ||</hi></l>
<p><hi rend="bold">tiṣṭhamānasya tadvida iti || BrhUp_3,9.28:8 ||</hi></p></div>
</body>`;

test('GRETIL mūla: bold text between START and the commentary, split at the markers; headings, quotations and repeated couplets dropped', (t) => {
  const r = parseGretilMula(SNIPPET, 'BrhUp');
  t.deepEqual(r.mantras.map((m) => m.nums.join('.')), ['1.1.1', '1.1.2', '3.9.28']);
  t.is(r.mantras[0]!.text, 'uṣā vā aśvasya medhyasya śiraḥ\nvāg evāsya vāk');
  // A mantra the bhāṣya interrupts is joined; GRETIL's " -- " before speech is dropped.
  t.is(r.mantras[1]!.text, "naiveha kiṃcanāgra āsīt\nso 'kāmayata ātmanvī syām iti");
  // 3.9.28's sub-numbered verses are one mantra; the couplet printed twice in a row is kept once.
  t.is(r.mantras[2]!.text, 'jāta eva na jāyate\nvijñānam ānandaṃ brahma\ntiṣṭhamānasya tadvida iti');
  t.deepEqual([r.headings, r.stray, r.repeats], [1, ['vāg evāsya vāk // 1 //'], 2]);
  const ait = parseGretilMula('<body><p>START 3.3</p><p><hi rend="bold">prajñānaṃ brahma || AitUp_3.3 ||</hi></p></body>', 'AitUp');
  t.deepEqual(ait.mantras.map((m) => m.nums.join('.')), ['3.1.3']);
});

test('GRETIL mūla paragraphs: one per mantra id, "/" separates lines, commentary notes ignored', (t) => {
  const xml = '<body><note type="commentary"><p>a gloss / more</p></note><p xml:id="TaittU_1.11.2">mātṛdevo bhava / pitṛdevo bhava //</p><note type="commentary" target="#TaittU_1.11.2"><p>mātā devo yasya</p></note></body>';
  const r = parseGretilMulaParagraphs(xml, 'TaittU');
  t.deepEqual(r.mantras, [{ nums: ['1', '11', '2'], text: 'mātṛdevo bhava\npitṛdevo bhava' }]);
});

test("Śaṅkara's bhāṣya: from the commentary label to the next START, label removed; a range goes to its first mantra, 3.9.28's parts are joined", (t) => {
  const xml = `<body><p>START BrhUp 1,3.3-6</p><p><hi rend="bold">a || BrhUp_1,3.3 || b || BrhUp_1,3.4 ||</hi></p>
<p>BrhUpBh_1,3.3-6 te ha vācam ūcuḥ /\ntvaṃ na udgāya /</p><p>=====</p>
<p>START BrhUp 3,9.28:1</p><p><hi rend="bold">c || BrhUp_3,9.28:1 ||</hi></p><lg><l>BrhUpBh_3,9.28:1 yathā vṛkṣaḥ /</l></lg>
<p>START BrhUp 3,9.28:2</p><p><hi rend="bold">d || BrhUp_3,9.28:2 ||</hi></p><p>BrhUpBh_3,9.28:2. tasya lomāni</p></body>`;
  t.deepEqual([...parseGretilBhashya(xml, 'BrhUp')], [['1.3.3', 'te ha vācam ūcuḥ /\ntvaṃ na udgāya /'], ['3.9.28', 'yathā vṛkṣaḥ /\ntasya lomāni']]);
  const notes = '<note type="commentary" target="#TaittU_1.3.2 #TaittU_1.3.3" xml:id="x"><p>vāyuḥ sandhānam /</p><p>iti tṛtīyo \'nuvākaḥ // 3 //</p></note>';
  t.deepEqual([...parseGretilBhashyaNotes(notes, 'TaittU')], [['1.3.2', "vāyuḥ sandhānam /\niti tṛtīyo 'nuvākaḥ // 3 //"]]);
});

test('repeated runs: two or more lines equal to the lines just before them go; a single repeated line stays', (t) => {
  t.deepEqual(dropRepeatedRuns(['a', 'b', 'a', 'b', 'c']).lines, ['a', 'b', 'c']);
  t.deepEqual(dropRepeatedRuns(['a', 'a', 'b']).lines, ['a', 'a', 'b']);
  t.deepEqual(dropRepeatedRuns(['a', 'b', 'c', 'a', 'b']).lines, ['a', 'b', 'c', 'a', 'b']);
});

function edition(eds: EditionData[], work: string): EditionData {
  const e = eds.find((x) => x.work.slug === work);
  if (!e) throw new Error(`no ${work}`);
  return e;
}

const eds = gretilBhashyaAdapter.run(ctx);

test('bundle: Bṛhadāraṇyaka, 435 mantras in 47 brāhmaṇas with the standard counts; famous mantras at their numbers', (t) => {
  const e = edition(eds, 'brihadaranyaka-upanishad');
  t.is(e.verses.length, 435);
  const per = new Map<string, number>();
  for (const v of e.verses) per.set(v.chapter!, (per.get(v.chapter!) ?? 0) + 1);
  t.is(per.size, 47);
  t.deepEqual(['1.3', '1.4', '2.3', '2.4', '3.7', '3.9', '4.3', '4.4', '6.4'].map((c) => per.get(c)), [28, 17, 6, 14, 23, 28, 38, 25, 28]);
  const by = new Map(e.verses.map((v) => [v.reference, v.content_iast]));
  t.true(by.get('1.1.1')!.startsWith('uṣā vā aśvasya medhyasya śiraḥ |'));
  t.true(by.get('1.4.10')!.startsWith('brahma vā idam agra āsīt |\ntad ātmānam evāvet |\nahaṃ brahmāsmīti |'));
  t.true(by.get('1.3.28')!.includes('asato mā sad gamaya, tamaso mā jyotir gamaya, mṛtyor māmṛtaṃ gamayeti |'));
  t.true(by.get('2.3.6')!.includes('athāta ādeśo neti neti |'));
  t.true(by.get('3.9.28')!.endsWith('vijñānam ānandaṃ brahma rātir dātuḥ parāyaṇam |\ntiṣṭhamānasya tadvida iti ||'));
  t.false([...by.values()].some((x) => /BrhUp|START|--|\d/.test(x)));
  t.is(e.edition.licence_class, 'noncommercial');
  // Śaṅkara's bhāṣya, as the commentary; the mantras of a passage on several (1.3.3-6) have it on the first.
  const bh = e.apparatus.get('1.4.10')!.commentaries[0]!;
  t.deepEqual([bh.author, bh.language, bh.licence.startsWith('CC BY-NC-SA 4.0')], ['Śaṅkara', 'sa', true]);
  t.true(bh.text.includes("'tasmāttatsarvamabhavat'"));
  t.true(e.apparatus.has('1.3.3'));
  t.false(e.apparatus.has('1.3.4'));
  t.is(e.apparatus.size, 379);
});

test('bundle: Aitareya, 33 mantras (1.1: 4, 1.2: 5, 1.3: 14, 2.1: 6, 3.1: 4); 3.1.3 ends "prajñānaṃ brahma"', (t) => {
  const e = edition(eds, 'aitareya-upanishad');
  t.is(e.apparatus.size, 26);
  const per = new Map<string, number>();
  for (const v of e.verses) per.set(v.chapter!, (per.get(v.chapter!) ?? 0) + 1);
  t.deepEqual([...per], [['1.1', 4], ['1.2', 5], ['1.3', 14], ['2.1', 6], ['3.1', 4]]);
  const by = new Map(e.verses.map((v) => [v.reference, v.content_iast]));
  t.is(by.get('1.1.1'), 'ātmā vā idam eka evāgra āsīt |\nnānyat kiñcana miṣat |\nsa īkṣata lokān nu sṛjā iti ||');
  t.true(by.get('3.1.3')!.endsWith('prajñā pratiṣṭhā |\nprajñānaṃ brahma ||'));
});

test('bundle: Taittirīya, 51 mantras in 12 + 9 + 10 anuvākas; 2.1.1 "satyaṃ jñānam anantaṃ brahma", 1.11.2 "mātṛdevo bhava"', (t) => {
  const e = edition(eds, 'taittiriya-upanishad');
  t.is(e.verses.length, 51);
  t.true(e.apparatus.get('2.1.1')!.commentaries[0]!.text.length > 1000);
  const anuvakas = new Set(e.verses.map((v) => v.chapter!));
  t.deepEqual(['1', '2', '3'].map((valli) => [...anuvakas].filter((c) => c.startsWith(`${valli}.`)).length), [12, 9, 10]);
  const by = new Map(e.verses.map((v) => [v.reference, v.content_iast]));
  t.true(by.get('2.1.1')!.startsWith('oṃ brahmavidāpnoti param |\ntadeṣābhuktā |\nsatyaṃ jñānamanantaṃ brahma |'));
  t.true(by.get('1.11.2')!.includes('mātṛdevo bhava |\npitṛdevo bhava |\nācāryadevo bhava |\natithidevo bhava |'));
  t.true(by.get('3.1.1')!.includes('yato vā imāni bhūtāni jāyante |'));
  t.true(by.get('1.11.1')!.includes('satyaṃ vada |\ndharmaṃ cara |'));
});

test('licence: the GRETIL Upaniṣads run only in a non-commercial build', (t) => {
  t.true(NONCOMMERCIAL_ADAPTERS.includes(gretilBhashyaAdapter));
  t.false(OPEN_ADAPTERS.some((a) => a === gretilBhashyaAdapter));
});

test('search and citation in a non-commercial build of the three works', (t) => {
  const files = bundleMap('data/corpus', 'ambuda-gretil-tei');
  const { store, top } = storeOfBundles(
    { 'ambuda-gretil-tei': Object.fromEntries(Object.keys(GRETIL_BHASHYA_FILES).map((f) => [f, files.get(f)!])) },
    { includeNoncommercial: true, excludeUncleared: false },
  );
  t.is(top('aham brahmasmi'), 'brihadaranyaka-upanishad:1.4.10');
  t.is(top('asato ma sad gamaya tamaso ma jyotir gamaya'), 'brihadaranyaka-upanishad:1.3.28');
  t.is(top('prajnanam brahma'), 'aitareya-upanishad:3.1.3');
  t.is(top('athata adesho neti neti'), 'brihadaranyaka-upanishad:2.3.6');
  t.is(top('satyam jnanam anantam brahma'), 'taittiriya-upanishad:2.1.1');
  t.is(top('matrudevo bhava pitrudevo bhava'), 'taittiriya-upanishad:1.11.2');
  const c = store.cite('bau', '1.4', '10');
  if ('kind' in c) return t.fail(c.message);
  t.is(c.verse.reference, '1.4.10');
  t.is(c.commentaries[0]?.author, 'Śaṅkara');
  const a = store.cite('aitareya', '3.1', '3');
  t.false('kind' in a);
  // Typed references: "BAU 1.4.10", "Taittiriya Upanishad 2.1.1", Devanagari title and digits.
  for (const [ref, want] of [['BAU 1.4.10', '1.4.10'], ['Taittiriya Upanishad 2.1.1', '2.1.1'], ['ऐतरेयोपनिषद् ३.१.३', '3.1.3']] as const) {
    const r = store.citeText(ref);
    if ('kind' in r) return t.fail(`${ref}: ${r.message}`);
    t.is(r.verse.reference, want, ref);
  }
});
