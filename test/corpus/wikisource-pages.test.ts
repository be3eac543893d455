/**
 * The Praśna, Chāndogya, Aitareya, Bṛhadāraṇyaka and Taittirīya Upaniṣads (Sanskrit Wikisource pages via yjzw6km8y5-hub/viveka, CC BY-SA 4.0) and the
 * Lalitā Sahasranāma (Sanskrit Wikisource via revurpk/stotramala, with Pradyumna Revur's English, CC BY 4.0): the
 * wikitext cleaner, the committed bundles' counts and famous verses at their standard numbers, and search and citation
 * in a build of just these bundles.
 */
import test from 'ava';
import { isTaittiriyaCommentary, splitMantras, wikisourcePagesAdapter, wikitextToPlain } from '../../src/generator/corpus/adapters/wikisource-pages.js';
import { lalitaSahasranamaAdapter, parseStotraFile } from '../../src/generator/corpus/adapters/lalita-sahasranama.js';
import { OPEN_ADAPTERS } from '../../src/generator/corpus/adapters/index.js';
import { bundleMap } from '../../src/generator/corpus/source-bundle.js';
import { storeOfBundles } from './fixture.js';
import type { EditionData } from '../../src/corpus/model.js';

const ctx = { dataDir: 'data/corpus', includeUncleared: false, includeNoncommercial: false, log: () => {} };
const PAGES = 'viveka-wikisource-upanishads';
const LALITA = 'stotramala-lalita';

function edition(eds: EditionData[], work: string): EditionData {
  const e = eds.find((x) => x.work.slug === work);
  if (!e) throw new Error(`no ${work}`);
  return e;
}

/** Each [reference, text] pair: the verse's Devanagari holds the text (at its start when `at` is 'start'). */
function holds(e: EditionData, pairs: [string, string, ('start' | 'in')?][]): string[] {
  const byRef = new Map(e.verses.map((v) => [v.reference, v.content_devanagari]));
  return pairs.filter(([ref, text, at]) => {
    const d = byRef.get(ref) ?? '';
    return at === 'start' ? !d.startsWith(text) : !d.includes(text);
  }).map(([ref]) => ref);
}

function perChapter(e: EditionData): Map<string, number> {
  const m = new Map<string, number>();
  for (const v of e.verses) m.set(v.chapter!, (m.get(v.chapter!) ?? 0) + 1);
  return m;
}

test('wikitext: a link label stays in its word, markup and navigation go, a khaṇḍa heading stays', (t) => {
  const w = '#[[छान्दोग्योपनिषद्/अध्यायः १|अध्यायः १]]\n=== ॥ प्रथमोऽध्यायः ॥ ===\n<poem><span style="x">॥ प्रथमः खण्डः ॥\n'
    + 'ओमित्येतदक्षर[https://example.org/u मुद्गीथ]मुपासीत ॥ १ ॥<ref>note</ref>{{टिप्पणी|x}}</span></poem>\n[[वर्गः:उपनिषदः]]\n==संबंधित कड़ियाँ==\n[https://x.org y]';
  t.is(wikitextToPlain(w).trim(), '॥ प्रथमः खण्डः ॥\nओमित्येतदक्षरमुद्गीथमुपासीत ॥ १ ॥');
  t.is(wikitextToPlain('[[प्रश्नोपनिषत्/प्रथमः प्रश्नः|प्रथमः प्रश्नः]]\n\n॥ द्वितीयः प्रश्नः  ॥\nअथ ॥ १ ॥').trim(), 'अथ ॥ १ ॥');
  t.is(wikitextToPlain('प्रोतम् ॥ १ ॥([http://x.org/r.htm रथन्तरोपरि टिप्पणी])\nस य').trim(), 'प्रोतम् ॥ १ ॥\nस य');
});

test('mantras: numbered by place; a mark one too high after a paragraph break closes an unmarked mantra; śānti and colophon dropped', (t) => {
  const s = splitMantras('ॐ भद्रं कर्णेभिः ॥\nॐ शान्तिः शान्तिः शान्तिः ॥\n\nक ख ॥ १ ॥\n\nग घ\n\nङ च ॥ ३ ॥\nछ ज ॥ ५ ॥\nइति प्रथमः ॥', '3');
  t.deepEqual(s.mantras, ['क ख ॥', 'ग घ ॥', 'ङ च ॥', 'छ ज ॥']);
  t.deepEqual(s.slips, ['3.2 has no mark', '3.4 marked ॥ ५ ॥']);
  t.is(s.dropped.length, 2);
});

test('bundle: Praśna 67 mantras (16 13 12 11 7 8, 3.4 unmarked on the page), Chāndogya 154 khaṇḍas (13 24 19 17 24 16 26 15), famous mantras at their numbers; CC BY-SA 4.0', (t) => {
  const eds = wikisourcePagesAdapter.run(ctx);
  const pr = edition(eds, 'prashna-upanishad');
  t.deepEqual([...perChapter(pr)], [['1', 16], ['2', 13], ['3', 12], ['4', 11], ['5', 7], ['6', 8]]);
  t.deepEqual(holds(pr, [['1.1', 'ॐ सुकेशा च भारद्वाजः शैब्यश्च सत्यकामः', 'start'], ['3.4', 'यथा सम्रादेवाधिकृतान्', 'start'],
    ['3.5', 'पायूपस्थेऽपानं', 'start'], ['2.4', 'तस्मिंश्च प्रतिष्ठमाने'], ['6.8', 'नमः परमऋषिभ्यो']]), []);
  const ch = edition(eds, 'chandogya-upanishad');
  const khandas = perChapter(ch);
  const perPrapathaka = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [...khandas.keys()].filter((k) => k.startsWith(`${n}.`)).length);
  t.deepEqual(perPrapathaka, [13, 24, 19, 17, 24, 16, 26, 15]);
  t.is(ch.verses.length, 631);
  t.deepEqual(holds(ch, [['1.1.1', 'ओमित्येतदक्षरमुद्गीथमुपासीत', 'start'], ['3.14.1', 'सर्वं खल्विदं ब्रह्म', 'start'],
    ['6.8.7', 'तत्त्वमसि श्वेतकेतो'], ['8.15.1', 'न च पुनरावर्तते']]), []);
  t.false(ch.verses.some((v) => /[A-Za-z[\]{}<>|=/\uA8F3]/.test(v.content_devanagari)));
  t.true(ch.edition.notes.some((n) => n.includes('2.3.1 marked ॥ ४ ॥')));
  for (const e of [pr, ch]) {
    t.is(e.edition.licence_class, 'open');
    t.regex(e.edition.licence, /CC BY-SA 4\.0/);
  }
  t.true(OPEN_ADAPTERS.includes(wikisourcePagesAdapter));
});

test('bundle: Aitareya 33 mantras (4 5 14 6 4: adhyāyas 2 and 3 one khaṇḍa each) and Bṛhadāraṇyaka 435 in 47 brāhmaṇas, numbered as GRETIL\'s edition of Śaṅkara\'s text', (t) => {
  const eds = wikisourcePagesAdapter.run(ctx);
  const ai = edition(eds, 'aitareya-upanishad');
  t.deepEqual([...perChapter(ai)], [['1.1', 4], ['1.2', 5], ['1.3', 14], ['2.1', 6], ['3.1', 4]]);
  t.deepEqual(holds(ai, [['1.1.1', 'आत्मा वा इदमेक एवाग्र आसीन्नान्यत्', 'start'], ['3.1.3', 'प्रज्ञानं ब्रह्म']]), []);
  const bau = edition(eds, 'brihadaranyaka-upanishad');
  t.is(bau.verses.length, 435);
  t.is(perChapter(bau).size, 47);
  // 2.1.1 without the adhyāya's heading line; 4.4.19 is marked "। बृह. ४,४.१९ ॥" on the page
  t.deepEqual(holds(bau, [['1.1.1', 'उषा वा अश्वस्य मेध्यस्य शिरः', 'start'], ['1.3.28', 'असतो मा सद्गमय'], ['1.4.10', 'अहं ब्रह्मास्मीति'],
    ['2.1.1', 'दृप्तबालाकिर्हानूचानो', 'start'], ['4.4.19', 'य इह नानेव पश्यति']]), []);
  const b = new Map(bau.verses.map((v) => [v.reference, v]));
  // the seven tree verses, 3.9.29–36 on the page, are 3.9.28; the couplet printed twice is kept once
  const tree = b.get('3.9.28')!.content_devanagari;
  t.true(tree.includes('यथा वृक्षो वनस्पतिस्तथैव पुरुषोऽमृषा') && tree.includes('तिष्ठमानस्य तद्विद इति'));
  t.is(tree.split('जात एव न जायते').length, 2);
  t.false(b.has('3.9.29'));
  t.false([...ai.verses, ...bau.verses].some((v) => /[A-Za-z[\]{}<>|=/()]/.test(v.content_devanagari)));
});

test('bundle: Taittirīya 47 mantras in 12 + 9 + 10 anuvākas, the śānti-mantras of Śikṣāvallī 1 and 12 kept, Śaṅkara\'s commentary among the mantras left out', (t) => {
  const tu = edition(wikisourcePagesAdapter.run(ctx), 'taittiriya-upanishad');
  t.is(tu.verses.length, 47);
  const per = perChapter(tu);
  t.deepEqual([1, 2, 3].map((n) => [...per.keys()].filter((k) => k.startsWith(`${n}.`)).length), [12, 9, 10]);
  t.deepEqual(holds(tu, [['1.1.1', 'शं नो मित्रः'], ['1.11.1', 'सत्यं वद । धर्मं चर ।'], ['1.11.2', 'मातृदेवो भव', 'start'],
    ['2.1.1', 'सत्यं ज्ञानमनन्तं ब्रह्म'], ['2.2.1', 'अन्नाद्वै प्रजाः प्रजायन्ते', 'start'], ['3.1.1', 'भृगुर्वै वारुणिः', 'start'],
    ['3.6.1', 'आनन्दो ब्रह्मेति व्यजानात्', 'start']]), []);
  t.false(tu.verses.some((v) => /[,?]|भाष्य/.test(v.content_devanagari)));
  t.true(isTaittiriyaCommentary('अन्नात् रसादिभावपरिणतात्, वै इति स्मरणार्थः, प्रजाः प्रजायन्ते।'));
  t.false(isTaittiriyaCommentary('तेनैष पूर्णः । तस्य पुरुषविधताम्। अन्वयं पुरुषविधः । तस्य प्राण एव शिरः ॥ १ ॥'));
});

test('bundle: Lalitā Sahasranāma, dhyāna 0, ślokas 1–182 and the closing 183, each with Pradyumna Revur\'s English', (t) => {
  t.is(parseStotraFile('def _v(padas, num, gloss):\n    return {}\nSTOTRA = {"sections": [_v(["a |", "b"], "|| 1 ||", "x " "y"), "ornament"]}').length, 1);
  const [e] = lalitaSahasranamaAdapter.run(ctx);
  if (!e) return t.fail('no Lalitā edition');
  t.deepEqual(e.verses.map((v) => v.reference), Array.from({ length: 184 }, (_, i) => String(i)));
  const l = new Map(e.verses.map((v) => [v.reference, v]));
  t.is(l.get('1')!.content_devanagari, 'ओं श्रीमाता श्रीमहाराज्ञी श्रीमत्सिंहासनेश्वरी ।\nचिदग्निकुण्डसम्भूता देवकार्यसमुद्यता ॥');
  t.true(l.get('0')!.content_iast.startsWith('sindūrāruṇavigrahāṃ'));
  t.true(l.get('183')!.content_iast.startsWith('śrīśivā śivaśaktyaikyarūpiṇī lalitāmbikā'));
  const tr = e.apparatus.get('1')!.translations[0]!;
  t.is(tr.author, 'Pradyumna Revur');
  t.is(tr.licence, 'CC BY 4.0');
  t.true(tr.text.startsWith('The auspicious Mother'));
  t.is(e.edition.licence_class, 'open');
  t.true(OPEN_ADAPTERS.includes(lalitaSahasranamaAdapter));
});

test('search and citation in a build of the three works: famous lines first, names in any script resolve', (t) => {
  const { store, top } = storeOfBundles({
    [PAGES]: Object.fromEntries(bundleMap('data/corpus', PAGES)),
    [LALITA]: Object.fromEntries(bundleMap('data/corpus', LALITA)),
  });
  // "… tat tvam asi śvetaketo iti" closes nine mantras of prapāṭhaka 6 (6.8.7 and the refrain of 6.9–6.16): any of them
  const refrain = ['6.8.7', '6.9.4', '6.10.3', '6.11.3', '6.12.3', '6.13.3', '6.14.3', '6.15.3', '6.16.3'].map((r) => `chandogya-upanishad:${r}`);
  t.true(refrain.includes(top('tat tvam asi shvetaketo')!));
  t.is(top('sarvam khalvidam brahma'), 'chandogya-upanishad:3.14.1');
  t.is(top('ओमित्येतदक्षरमुद्गीथमुपासीत'), 'chandogya-upanishad:1.1.1');
  t.is(top('sukesha cha bharadvajah shaibyashcha satyakamah'), 'prashna-upanishad:1.1');
  t.is(top('srimata srimaharajni srimatsimhasaneshvari'), 'lalita-sahasranama:1');
  t.is(top('aham brahmasmi'), 'brihadaranyaka-upanishad:1.4.10');
  t.is(top('asato ma sad gamaya tamaso ma jyotir gamaya'), 'brihadaranyaka-upanishad:1.3.28');
  t.is(top('prajnanam brahma'), 'aitareya-upanishad:3.1.3');
  t.is(top('matrudevo bhava pitrudevo bhava acharyadevo bhava'), 'taittiriya-upanishad:1.11.2');
  for (const [ref, work, want] of [['Chandogya Upanishad 6.8.7', 'chandogya-upanishad', '6.8.7'], ['छान्दोग्योपनिषद् ३.१४.१', 'chandogya-upanishad', '3.14.1'],
    ['prashna 1.1', 'prashna-upanishad', '1.1'], ['Prasna Upanishad 3.4', 'prashna-upanishad', '3.4'], ['lalita sahasranama 1', 'lalita-sahasranama', '1'],
    ['ChU 6.8.7', 'chandogya-upanishad', '6.8.7'], ['PU 6.8', 'prashna-upanishad', '6.8'], ['LSN 182', 'lalita-sahasranama', '182']] as const) {
    const r = store.citeText(ref);
    if ('kind' in r) return t.fail(`${ref}: ${r.message}`);
    t.is(r.work_slug, work, ref);
    t.is(r.verse.reference, want, ref);
  }
  const hit = store.search({ q: 'The auspicious Mother the great Empress', mode: 'translation' }).hits[0];
  t.is(hit && `${hit.work_slug}:${hit.reference}`, 'lalita-sahasranama:1');
});

test('non-commercial build: the Wikisource Bṛhadāraṇyaka and Aitareya are the default editions, GRETIL\'s second, and Śaṅkara\'s bhāṣya attaches by the shared numbers', (t) => {
  const gretil = bundleMap('data/corpus', 'ambuda-gretil-tei');
  const files = ['sa_bRhadAraNyakopaniSadkANva-recension-comm.xml', 'sa_aitareyopaniSad-comm.xml'];
  const { store } = storeOfBundles(
    { [PAGES]: Object.fromEntries(bundleMap('data/corpus', PAGES)), 'ambuda-gretil-tei': Object.fromEntries(files.map((f) => [f, gretil.get(f)!])) },
    { includeNoncommercial: true, excludeUncleared: false },
  );
  t.deepEqual(store.listEditions('brihadaranyaka-upanishad')?.editions.map((e) => e.slug), ['wikisource', 'gretil']);
  t.deepEqual(store.listEditions('aitareya-upanishad')?.editions.map((e) => e.slug), ['wikisource', 'gretil']);
  const c = store.cite('bau', '1.4', '10');
  if ('kind' in c) return t.fail(c.message);
  t.is(c.edition?.slug, 'wikisource');
  t.true(c.verse.content_devanagari.includes('अहं ब्रह्मास्मीति'));
  t.is(c.commentaries[0]?.author, 'Śaṅkara');
});
