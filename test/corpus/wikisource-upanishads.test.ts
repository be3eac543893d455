/**
 * The Kena, Muṇḍaka, Māṇḍūkya and Śvetāśvatara Upaniṣads from Sanskrit Wikisource (via chettyv/Sandhya's per-verse files, CC BY-SA 4.0): the
 * line cleaner, the committed bundle's counts and famous verses at their standard numbers, and search and citation in
 * a build of just this bundle.
 */
import test from 'ava';
import { cleanSandhyaLine, wikisourceUpanishadsAdapter } from '../../src/generator/corpus/adapters/wikisource-upanishads.js';
import { OPEN_ADAPTERS } from '../../src/generator/corpus/adapters/index.js';
import { GRETIL_FILES } from '../../src/generator/corpus/adapters/gretil.js';
import { WORKS } from '../../src/generator/corpus/works.js';
import { bundleMap } from '../../src/generator/corpus/source-bundle.js';
import { storeOfBundles } from './fixture.js';
import type { EditionData } from '../../src/corpus/model.js';

const ctx = { dataDir: 'data/corpus', includeUncleared: false, includeNoncommercial: false, log: () => {} };
const SOURCE = 'sandhya-wikisource-upanishads';

test('verse line: " / " becomes a line break, the closing reference goes, an ASCII pipe is a daṇḍa, Latin footnotes drop', (t) => {
  t.deepEqual(cleanSandhyaLine('श्रोत्रस्य श्रोत्रं / स उ प्राणस्य प्राणः चक्षुषश्चक्षुः | / अतिमुच्य धीराः ॥1.2॥'),
    { text: 'श्रोत्रस्य श्रोत्रं\nस उ प्राणस्य प्राणः चक्षुषश्चक्षुः ।\nअतिमुच्य धीराः ॥', latinDropped: 0, repaired: 0, joined: 0 });
  t.deepEqual(cleanSandhyaLine("व्यद्युतदा३ / footnoteExtra `aa'kaar is used / इत्यधिदैवतम् ॥4.4॥"),
    { text: 'व्यद्युतदा३\nइत्यधिदैवतम् ॥', latinDropped: 1, repaired: 0, joined: 0 });
  // A word split across the layout's lines is joined; the copy's U+FFFD pair for ल is restored.
  t.deepEqual(cleanSandhyaLine('समाने वृक्षे पुरुषो निमग्नोऽ / नीशया शोचति । / यत्तदगोत्रमवर्ण- / मचक्षुःश्रोत्रं ॥3.1.2॥'),
    { text: 'समाने वृक्षे पुरुषो निमग्नोऽनीशया शोचति ।\nयत्तदगोत्रमवर्णमचक्षुःश्रोत्रं ॥', latinDropped: 0, repaired: 0, joined: 2 });
  t.is(cleanSandhyaLine('निहिता \uFFFD\uFFFDोकिनश्च ॥2.2.2॥').text, 'निहिता लोकिनश्च ॥');
  // The vowel sign ॊ (U+094A, not a Sanskrit letter) is the ो meant.
  t.deepEqual(cleanSandhyaLine('यो देव\u094Aऽग्नौ योऽप्सु ॥2.17॥'), { text: 'यो देव\u094Bऽग्नौ योऽप्सु ॥', latinDropped: 0, repaired: 1, joined: 0 });
});

function edition(eds: EditionData[], work: string): EditionData {
  const e = eds.find((x) => x.work.slug === work);
  if (!e) throw new Error(`no ${work}`);
  return e;
}

test('bundle: Kena 35 verses in 4 khaṇḍas, Muṇḍaka 64 in 6 (3.1.6 "satyam eva jayate"), Māṇḍūkya 12 mantras, famous verses at their standard numbers; CC BY-SA 4.0', (t) => {
  const eds = wikisourceUpanishadsAdapter.run(ctx);
  const kena = edition(eds, 'kena-upanishad');
  t.is(kena.verses.length, 35);
  const perKhanda = new Map<string, number>();
  for (const v of kena.verses) perKhanda.set(v.chapter!, (perKhanda.get(v.chapter!) ?? 0) + 1);
  t.deepEqual([...perKhanda], [['1', 9], ['2', 5], ['3', 12], ['4', 9]]);
  const k = new Map(kena.verses.map((v) => [v.reference, v]));
  t.true(k.get('1.1')!.content_iast.startsWith('oṃ keneṣitaṃ patati preṣitaṃ manaḥ'));
  t.true(k.get('1.3')!.content_iast.startsWith('na tatra cakṣurgacchati na vāggacchati no manaḥ'));
  t.true(k.get('2.3')!.content_iast.startsWith('yasyāmataṃ tasya mataṃ mataṃ yasya na veda saḥ'));
  t.true(k.get('3.12')!.content_devanagari.includes('हैमवतीं'));
  t.false(kena.verses.some((v) => /[A-Za-z]/.test(v.content_devanagari)));
  const mu = edition(eds, 'mundaka-upanishad');
  t.is(mu.verses.length, 64);
  const perKhandaMu = new Map<string, number>();
  for (const v of mu.verses) perKhandaMu.set(v.chapter!, (perKhandaMu.get(v.chapter!) ?? 0) + 1);
  t.deepEqual([...perKhandaMu], [['1.1', 9], ['1.2', 13], ['2.1', 10], ['2.2', 11], ['3.1', 10], ['3.2', 11]]);
  const m = new Map(mu.verses.map((v) => [v.reference, v]));
  t.true(m.get('1.1.3')!.content_iast.includes('kasminnu bhagavo vijñāte sarvamidaṃ vijñātaṃ bhavatīti'));
  t.true(m.get('2.2.8')!.content_iast.startsWith('bhidyate hṛdayagranthiśchidyante sarvasaṃśayāḥ'));
  t.true(m.get('3.1.1')!.content_iast.startsWith('dvā suparṇā sayujā sakhāyā'));
  t.true(m.get('3.1.6')!.content_iast.startsWith('satyameva jayate nānṛtaṃ'));
  t.true(m.get('3.2.8')!.content_iast.startsWith('yathā nadyaḥ syandamānāḥ samudre'));
  t.true(m.get('2.2.2')!.content_devanagari.includes('लोकिनश्च'));
  const man = edition(eds, 'mandukya-upanishad');
  t.deepEqual(man.verses.map((v) => v.reference), Array.from({ length: 12 }, (_, i) => String(i + 1)));
  t.true(man.verses[1]!.content_iast.startsWith('sarvaṃ hyetad brahmāyamātmā brahma'));
  t.true(man.verses[6]!.content_iast.includes('śāntaṃ śivamadvaitaṃ caturthaṃ manyante sa ātmā sa vijñeyaḥ'));
  for (const e of [kena, mu, man]) {
    t.is(e.edition.licence_class, 'open');
    t.regex(e.edition.licence, /CC BY-SA 4\.0/);
  }
  t.true(OPEN_ADAPTERS.includes(wikisourceUpanishadsAdapter));
});

test('search and citation in a build of the three Upaniṣads: famous lines first, names resolve', (t) => {
  const { store, top } = storeOfBundles({ [SOURCE]: Object.fromEntries(bundleMap('data/corpus', SOURCE)) });
  t.is(top('ayam atma brahma'), 'mandukya-upanishad:2');
  t.is(top('kenesitam patati preshitam manah'), 'kena-upanishad:1.1');
  t.is(top('yasyamatam tasya matam matam yasya na veda sah'), 'kena-upanishad:2.3');
  t.is(top('शान्तं शिवमद्वैतं चतुर्थं मन्यन्ते'), 'mandukya-upanishad:7');
  t.is(top('satyameva jayate nanritam'), 'mundaka-upanishad:3.1.6');
  t.is(top('bhidyate hridayagranthih chidyante sarvasamshayah'), 'mundaka-upanishad:2.2.8');
  t.is(top('na tatra suryo bhati na chandratarakam'), 'mundaka-upanishad:2.2.10');
  for (const [ref, want] of [['Kena Upanishad 2.3', '2.3'], ['kenopanishad 1.3', '1.3'], ['mandukya 7', '7'], ['माण्डूक्योपनिषद् २', '2'], ['Mundaka Upanishad 3.1.6', '3.1.6'], ['मुण्डकोपनिषद् २.२.८', '2.2.8']] as const) {
    const r = store.citeText(ref);
    if ('kind' in r) return t.fail(`${ref}: ${r.message}`);
    t.is(r.verse.reference, want, ref);
  }
});


test('bundle: Śvetāśvatara 113 mantras in 6 adhyāyas (16 17 21 22 14 23), 3.8, 4.5, 6.11 at their standard numbers; one work with the GRETIL edition', (t) => {
  const sv = edition(wikisourceUpanishadsAdapter.run(ctx), 'shvetashvatara-upanishad');
  t.is(sv.verses.length, 113);
  const perAdhyaya = new Map<string, number>();
  for (const v of sv.verses) perAdhyaya.set(v.chapter!, (perAdhyaya.get(v.chapter!) ?? 0) + 1);
  t.deepEqual([...perAdhyaya], [['1', 16], ['2', 17], ['3', 21], ['4', 22], ['5', 14], ['6', 23]]);
  const m = new Map(sv.verses.map((v) => [v.reference, v]));
  t.true(m.get('1.1')!.content_iast.includes('kiṃ kāraṇaṃ brahma kutaḥ sma jātā'));
  t.true(m.get('3.8')!.content_iast.startsWith('vedāhametaṃ puruṣaṃ mahāntamādityavarṇaṃ tamasaḥ parastāt'));
  t.true(m.get('4.5')!.content_iast.startsWith('ajāmekāṃ lohitaśuklakṛṣṇāṃ'));
  t.true(m.get('6.11')!.content_iast.startsWith('eko devaḥ sarvabhūteṣu gūḍhaḥ'));
  t.true(m.get('6.14')!.content_iast.startsWith('na tatra sūryo bhāti'));
  t.true(m.get('6.23')!.content_devanagari.includes('यस्य देवे परा भक्तिः'));
  t.false(sv.verses.some((v) => v.content_devanagari.includes('\u094A')));
  t.true(m.get('1.16')!.content_devanagari.includes('तद्ब्रह्मोपनिषत्परमिति'));
  t.is(sv.edition.slug, 'wikisource-sandhya');
  t.is(sv.edition.licence_class, 'open');
  t.true(sv.edition.rank > 40);
  // One work, two editions: GRETIL's (non-commercial) text is filed under the same work, not a second slug.
  t.is(GRETIL_FILES['sa_zvetAzvataropaniSad.xml'], WORKS['shvetashvatara-upanishad']);
  t.is(sv.work, WORKS['shvetashvatara-upanishad']);
});

test('search and citation of the Śvetāśvatara: famous lines first, names in any script resolve; with GRETIL built too, Wikisource is the default edition', (t) => {
  const gretil = bundleMap('data/corpus', 'ambuda-gretil-tei').get('sa_zvetAzvataropaniSad.xml');
  if (!gretil) return t.fail('no GRETIL Śvetāśvatara in data/corpus');
  const { store, top } = storeOfBundles(
    { [SOURCE]: Object.fromEntries(bundleMap('data/corpus', SOURCE)), 'ambuda-gretil-tei': { 'sa_zvetAzvataropaniSad.xml': gretil } },
    { includeNoncommercial: true },
  );
  t.deepEqual(store.listEditions('shvetashvatara-upanishad')?.editions.map((e) => e.slug), ['wikisource-sandhya', 'gretil']);
  t.is(top('vedaham etam purusham mahantam adityavarnam tamasah parastat'), 'shvetashvatara-upanishad:3.8');
  t.is(top('eko devah sarvabhuteshu gudhah sarvavyapi sarvabhutantaratma'), 'shvetashvatara-upanishad:6.11');
  t.is(top('अजामेकां लोहितशुक्लकृष्णां'), 'shvetashvatara-upanishad:4.5');
  for (const [ref, want] of [['Shvetashvatara Upanishad 3.8', '3.8'], ['svetasvatara 6.11', '6.11'], ['Śvetāśvatara 4.5', '4.5'],
    ['श्वेताश्वतरोपनिषद् ३.८', '3.8'], ['श्वेताश्वतर 6.11', '6.11']] as const) {
    const r = store.citeText(ref);
    if ('kind' in r) return t.fail(`${ref}: ${r.message}`);
    t.is(r.work_slug, 'shvetashvatara-upanishad', ref);
    t.is(r.verse.reference, want, ref);
    t.is(r.edition?.slug, 'wikisource-sandhya', ref);
  }
});
