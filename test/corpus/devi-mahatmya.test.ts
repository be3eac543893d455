/**
 * The Devīmāhātmya from Sanskrit Wikisource's Mārkaṇḍeya Purāṇa (vyasa-sa-wikisource crawl, CC BY-SA 4.0): the .vy
 * parser on a snippet, the committed bundle's counts, chapter identification by content and famous verses, and
 * search and citation in a build of just this bundle.
 */
import test from 'ava';
import { deviMahatmyaAdapter, parseDeviMahatmyaChapter, DM_CHAPTER_FILES } from '../../src/generator/corpus/adapters/devi-mahatmya.js';
import { OPEN_ADAPTERS } from '../../src/generator/corpus/adapters/index.js';
import { bundleMap } from '../../src/generator/corpus/source-bundle.js';
import { storeOfBundles } from './fixture.js';

const ctx = { dataDir: 'data/corpus', includeUncleared: false, includeNoncommercial: false, log: () => {} };
const SOURCE = 'vyasa-markandeya-devi-mahatmya';

const SNIPPET = `\`verse 1 [
== ==

82(79)

द्व्यशीतितमोऽध्यायः- ८२
ऋषिरुवाच
देवासुरमभूद् युद्धं पूर्णमब्दशतं पुरा ।
महिषेऽसुराणामधिपे देवानां च पुरन्दरे
]

\`speaker [
देवा ऊचुः
]

\`verse 2 [
thumb|700px|a caption
नमो देव्यै महादेव्यै शिवायै सततं नमः ।
नमः प्रकृत्यै भद्रायै नियताः प्रणताः स्म ताम्
]

\`verse 3 [
; श्रीदेव्युवाच

वरदाहं सुरगण वरं यन्मनसेच्छथ ।
तं वृणुध्वं प्रयच्छामि जगतामुपकारकम्
]

\`colophon [
इति श्रीमार्कण्डेयमहापुराणे सावर्णिके मन्वन्तरे देवीमाहात्म्ये महिषासुरसैन्यवधो नाम द्व्यशीतितमोऽध्यायः
]
`;

test('.vy chapter: headings and image captions dropped, speaker lines and blocks become the next verse\'s speaker', (t) => {
  const r = parseDeviMahatmyaChapter(SNIPPET);
  t.deepEqual(r.verses.map((v) => [v.n, v.speaker]), [[1, 'ऋषिरुवाच'], [2, 'देवा ऊचुः'], [3, 'श्रीदेव्युवाच']]);
  t.is(r.verses[0]!.text, 'देवासुरमभूद् युद्धं पूर्णमब्दशतं पुरा ।\nमहिषेऽसुराणामधिपे देवानां च पुरन्दरे ॥');
  t.true(r.verses[1]!.text.startsWith('नमो देव्यै'));
  t.is(r.headings, 4);
  t.regex(r.colophon!, /देवीमाहात्म्ये/);
});

test('bundle: the thirteen files are the Devīmāhātmya, identified by content (opening, colophons, the boon, what follows)', (t) => {
  const files = bundleMap('data/corpus', SOURCE);
  const chapters = DM_CHAPTER_FILES.map(({ file }) => parseDeviMahatmyaChapter(files.get(file)!));
  t.true(chapters[0]!.verses[0]!.text.startsWith('सावर्णिः सूर्यतनयो यो मनुः कथ्यतेऽष्टमः'));
  // Every colophon upstream names the Devīmāhātmya (chapter 10 has none); chapter 1 is adhyāya 81, chapter 13 is 93.
  const colophons = chapters.map((c) => c.colophon);
  t.is(colophons.filter((c) => c === null).length, 1);
  t.true(colophons.every((c) => c === null || /देवीमाहा?त्म्ये/.test(c)));
  t.regex(colophons[0]!, /एकाशीतितमोऽध्यायः/);
  t.regex(colophons[12]!, /वरप्रदानं नाम त्रिनवतितमोऽध्यायः/);
  t.false(files.has('data/processed/markandeya-purana/content/mula/093.vy'));
  t.regex(files.get('data/processed/markandeya-purana/vyasac.toml')!, /license = "CC-BY-SA-4\.0"/);
});

test('bundle: 588 verses in 13 chapters; 5.12 "yā devī sarvabhūteṣu viṣṇumāyeti", 11.9 "sarvamaṅgalamāṅgalye"; CC BY-SA 4.0', (t) => {
  const [e] = deviMahatmyaAdapter.run(ctx);
  if (!e) return t.fail('no edition');
  t.is(e.verses.length, 588);
  const perChapter = new Map<string, number>();
  for (const v of e.verses) perChapter.set(v.chapter!, (perChapter.get(v.chapter!) ?? 0) + 1);
  t.deepEqual([...perChapter.values()], [78, 70, 44, 38, 79, 20, 26, 61, 39, 27, 51, 38, 17]);
  const byRef = new Map(e.verses.map((v) => [v.reference, v]));
  t.is(byRef.get('5.12')!.content_iast, 'yā devī sarvabhūteṣu viṣṇumāyeti śabditā |\nnamastasyai namastasyai namastasyai namo namaḥ ||');
  t.true(byRef.get('11.9')!.content_iast.startsWith('sarvamaṅgalamāṅgalye śive sarvārthasādhike |'));
  t.is(byRef.get('1.1')!.speaker, 'मार्कण्डेय उवाच');
  t.is(byRef.get('2.1')!.speaker, 'ऋषिरुवाच');
  t.true(byRef.get('13.17')!.content_iast.includes('sāvarṇirbhavitā manuḥ'));
  t.false(e.verses.some((v) => /thumb|==|तमोऽध्यायः/.test(v.content_devanagari)));
  t.is(e.edition.licence_class, 'open');
  t.regex(e.edition.licence, /CC BY-SA 4\.0/);
  t.is(e.work.slug, 'devi-mahatmya');
  t.true(OPEN_ADAPTERS.includes(deviMahatmyaAdapter));
});

test('search and citation in a build of the Devīmāhātmya alone: famous lines first, Saptaśatī and Caṇḍī names resolve', (t) => {
  const { store, top } = storeOfBundles({ [SOURCE]: Object.fromEntries(bundleMap('data/corpus', SOURCE)) });
  t.is(top('ya devi sarvabhuteshu vishnumayeti shabdita'), 'devi-mahatmya:5.12');
  t.is(top('या देवी सर्वभूतेषु शक्तिरूपेण संस्थिता'), 'devi-mahatmya:5.18');
  t.is(top('sarvamangala mangalye shive sarvartha sadhike'), 'devi-mahatmya:11.9');
  const c = store.cite('devi-mahatmya', '5', '12');
  if ('kind' in c) return t.fail(c.message);
  t.is(c.verse.reference, '5.12');
  t.is(c.interpretations[0]?.text, '= Mārkaṇḍeya Purāṇa 85.12 (Sanskrit Wikisource numbering)');
  for (const [ref, want] of [['Durga Saptashati 5.12', '5.12'], ['chandi 11.9', '11.9'], ['दुर्गासप्तशती ११.९', '11.9']] as const) {
    const r = store.citeText(ref);
    if ('kind' in r) return t.fail(`${ref}: ${r.message}`);
    t.is(r.verse.reference, want, ref);
  }
});
