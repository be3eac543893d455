/**
 * Adapters on small fixtures, artifact round trip, citation, editions and search on a fixture corpus built in
 * the test (not the whole corpus).
 */
import test from 'ava';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Packr } from 'msgpackr';
import { buildCorpus } from '../../src/generator/corpus/build.js';
import { tidyText } from '../../src/generator/corpus/assemble.js';
import { bundle, fixture, V247 } from './fixture.js';
import { loadCorpusStore } from '../../src/server/corpus-store.js';
import { identifyMeter } from '../../src/corpus/meter/identify-meter.js';
import { meterNameOf } from '../../src/corpus/meter/meter-name.js';
import { toSlp1 } from '../../src/corpus/script/index.js';
import { parseGretil } from '../../src/generator/corpus/adapters/gretil.js';
import { splitNumbered } from '../../src/generator/corpus/adapters/dharmicdata.js';
import { TopK } from '../../src/corpus/search/top-k.js';

const built = (() => {
  const f = fixture();
  const logs: string[] = [];
  const res = buildCorpus({ dataDir: f.data, outDir: f.out, includeNoncommercial: false, log: (m) => logs.push(m) });
  return { ...f, res, logs, engine: loadCorpusStore(f.out) };
})();

test('build reports counts per edition and writes versioned artifacts', (t) => {
  t.true(built.logs.some((l) => l.includes('bhagavad-gita / vedicscriptures') && l.includes('3 verses')));
  t.deepEqual(Object.keys(built.res.files).sort(), ['apparatus.msgpack', 'corpus.msgpack', 'search-sa.msgpack', 'search-tr.msgpack', 'verses.msgpack']);
  const c = new Packr({ moreTypes: true }).unpack(readFileSync(join(built.out, 'corpus.msgpack'))) as { formatVersion: number };
  t.is(c.formatVersion, 2);
});

test('prabhu key never stored; colophon dropped', (t) => {
  for (const f of Object.keys(built.res.files)) t.false(readFileSync(join(built.out, f)).includes('BBT TEXT'), f);
  t.is(built.engine.cite('gita', '1', '48').hasOwnProperty('kind'), true);
});

test('gita-gita 1.20 misalignment patched from vedicscriptures', (t) => {
  const r = built.engine.cite('gita', '1', '20', 'gita-gita');
  if ('kind' in r) return t.fail(r.message);
  t.true(r.verse.content_devanagari.startsWith('अथ व्यवस्थितान्'));
});

test('cite: aliases in any script, three scripts, speaker, ranges, editions', (t) => {
  for (const name of ['gita', 'bhagavad-gita', 'भगवद्गीता', 'Bhagavad Gita']) {
    const r = built.engine.cite(name, '2', '47');
    if ('kind' in r) return t.fail(r.message);
    t.is(r.work_slug, 'bhagavad-gita');
    t.is(r.verse.content_iast.split('\n')[0], 'karmaṇyevādhikāraste mā phaleṣu kadācana |');
    t.true(r.verse.content_slp1.startsWith('karmaRyevADikAraste'));
    t.is(r.edition?.slug, 'vedicscriptures');
    t.is(r.verse.meter?.name, 'anuṣṭubh');
  }
  const r11 = built.engine.cite('gita', null, '1.1');
  if ('kind' in r11) return t.fail(r11.message);
  t.is(r11.verse.speaker, 'धृतराष्ट्र उवाच');
  const rv = built.engine.cite('rigveda', '1.1', '1');
  if ('kind' in rv) return t.fail(rv.message);
  t.is(rv.translations[0]?.author, 'Ralph T. H. Griffith (1896)');
  t.false(rv.verse.content_devanagari.includes('\u0951'));
  const range = built.engine.cite('gita', '1', '1-20');
  if ('kind' in range) return t.fail(range.message);
  t.is(range.verses?.length, 2);
  const eds = built.engine.listEditions('gita')!;
  t.deepEqual(eds.editions.map((e) => [e.slug, e.is_default]), [['vedicscriptures', true], ['gita-gita', false]]);
});

test('cite: unknown work, edition, chapter, verse', (t) => {
  const kind = (r: object) => ('kind' in r ? (r as { kind: string }).kind : 'ok');
  t.is(kind(built.engine.cite('nosuchwork', '1', '1')), 'work');
  t.is(kind(built.engine.cite('gita', '2', '47', 'nosuch')), 'edition');
  t.is(kind(built.engine.cite('gita', '99', '1')), 'chapter');
  t.is(kind(built.engine.cite('gita', '2', '99')), 'verse');
  t.is(kind(built.engine.cite('rigveda', '1', '1')), 'chapter');
});

test('search: known items in several schemes, translation mode, filters', (t) => {
  const top = (q: string, mode: 'fulltext' | 'translation' = 'fulltext') => {
    const h = built.engine.search({ q, mode }).hits[0];
    return h ? `${h.work_slug}:${h.reference}` : null;
  };
  t.is(top('karmanye vadhikaraste'), 'bhagavad-gita:2.47');
  t.is(top('कर्मण्येवाधिकारस्ते'), 'bhagavad-gita:2.47');
  t.is(top('karmaNyevAdhikAraste'), 'bhagavad-gita:2.47');
  t.is(top('tat savitur varenyam'), 'rigveda:3.62.10');
  t.is(top('agnim ile purohitam'), 'rigveda:1.1.1');
  t.is(top('laud agni', 'translation'), 'rigveda:1.1.1');
  t.is(top('तुम्हारा अधिकार', 'translation'), 'bhagavad-gita:2.47');
  const res = built.engine.search({ q: 'karmanye vadhikaraste' });
  t.true(res.hits[0]!.snippet.includes('<mark>'));
  t.is(built.engine.search({ q: 'karmanye vadhikaraste', category: 'veda' }).total, 0);
  t.is(built.engine.search({ q: 'karmanye vadhikaraste', category: 'gita' }).hits[0]?.reference, '2.47');
  t.is(built.engine.search({ q: 'agnim ile', work: 'rig' }).hits[0]?.work_slug, 'rigveda');
});

test('store refuses a stale formatVersion naming the rebuild command', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'corpus-stale-'));
  const packr = new Packr({ moreTypes: true });
  for (const f of ['corpus.msgpack', 'verses.msgpack', 'apparatus.msgpack', 'search-sa.msgpack', 'search-tr.msgpack']) writeFileSync(join(dir, f), packr.pack({ formatVersion: 0 }));
  const e = t.throws(() => loadCorpusStore(dir));
  t.regex(e!.message, /formatVersion 0.*kalakosha generate --only corpus/);
});

test('meter identification: anuṣṭubh and samavṛttas', (t) => {
  t.is(identifyMeter(toSlp1(V247)), 'anuṣṭubh');
  t.is(identifyMeter(toSlp1('कश्चित्कान्ताविरहगुरुणा स्वाधिकारात्प्रमत्तः शापेनास्तङ्गमितमहिमा वर्षभोग्येण भर्तुः । यक्षश्चक्रे जनकतनयास्नानपुण्योदकेषु स्निग्धच्छायातरुषु वसतिं रामगिर्याश्रमेषु ॥')), 'mandākrāntā');
});

test('GRETIL and DharmicData parsers on snippets', (t) => {
  const xml = '<body><lg xml:id="SvetUp_1.1"><l>kiṃkāraṇaṃ brahma kutaḥ sma jātā</l><l>jīvāmaḥ kena //</l></lg><l>yogaś cittavṛttinirodhaḥ || YS_1.2 ||</l></body>';
  t.deepEqual(parseGretil(xml, 2).map((v) => v.nums.join('.')), ['1.1', '1.2']);
  const s = splitNumbered('९ मधुच्छन्दा वैश्वामित्रः । अग्निः। गायत्री।\n\nअ॒ग्निमी॑ळे पु॒रोहि॑तं॥१॥\n\nअ॒ग्निः पूर्वे॑भि॒॥२॥');
  t.is(s.header, '९ मधुच्छन्दा वैश्वामित्रः । अग्निः। गायत्री।');
  t.deepEqual(s.verses.map((v) => v.n), ['1', '2']);
});

test('search: sandhi across word boundaries, vowel length, loose keys; translation phrases of stop words', (t) => {
  const top = (q: string, mode: 'fulltext' | 'translation' = 'fulltext') => {
    const h = built.engine.search({ q, mode }).hits[0];
    return h ? `${h.work_slug}:${h.reference}` : null;
  };
  t.is(top('nāsad āsīn no sad āsīt tadānīm'), 'rigveda:10.129.1');
  t.is(top('nasad asin no sad asit'), 'rigveda:10.129.1');
  t.is(top('kashchit kantaviraha guruna'), 'meghaduta:1');
  t.is(top('Then was not non-existent nor existent', 'translation'), 'rigveda:10.129.1');
  const r = built.engine.search({ q: 'zzqx' });
  t.deepEqual([r.total, r.hits.length], [0, 0]);
  const paged = built.engine.search({ q: 'karmanye', limit: 1, offset: 1 });
  t.is(paged.offset, 1);
  t.true(paged.hits.length <= 1);
});

test('licences: uncleared built by default and labelled; --exclude-uncleared drops it', (t) => {
  const m = built.engine.cite('meghaduta', null, '1');
  if ('kind' in m) return t.fail(m.message);
  t.is(m.edition?.licence, 'uncleared');
  t.regex(m.edition?.licence_note ?? '', /no licence.*--exclude-uncleared/);
  t.is(m.verse.meter?.name, 'mandākrāntā', 'the label मन्दाक्रान्ता, in the corpus spelling');
  const g = built.engine.cite('gita', '2', '47');
  if ('kind' in g) return t.fail(g.message);
  t.true(g.translations.length > 0 && g.translations.every((x) => x.licence === 'public domain' || (x.licence === 'uncleared' && !!x.licence_note)));
  const f = fixture();
  buildCorpus({ dataDir: f.data, outDir: f.out, includeNoncommercial: false, excludeUncleared: true });
  const e = loadCorpusStore(f.out);
  t.is(e.resolver.resolve('meghaduta'), null);
  const g2 = e.cite('gita', '2', '47');
  if ('kind' in g2) return t.fail(g2.message);
  t.is(g2.translations.length, 0);
  t.true(g2.commentaries.every((c) => c.licence !== 'uncleared'));
});

test('build is deterministic apart from builtAt', (t) => {
  const f = fixture();
  const out2 = mkdtempSync(join(tmpdir(), 'corpus-build2-'));
  const a = buildCorpus({ dataDir: f.data, outDir: f.out, includeNoncommercial: false, builtAt: '2024-01-01T00:00:00.000Z' });
  buildCorpus({ dataDir: f.data, outDir: out2, includeNoncommercial: false, builtAt: '2024-01-01T00:00:00.000Z' });
  for (const file of Object.keys(a.files)) t.true(readFileSync(join(f.out, file)).equals(readFileSync(join(out2, file))), file);
});

test('TopK keeps the k best, ties by lower doc', (t) => {
  const h = new TopK(3);
  [[5, 0.1], [1, 0.9], [7, 0.5], [2, 0.5], [9, 0.7], [3, 0.05]].forEach(([d, s]) => h.push(d!, s!));
  t.deepEqual(h.sorted().map((x) => x.doc), [1, 9, 2]);
});

test('a decoded chunk shares its repeated values: one meter record per meter, as every verse keeps its own', (t) => {
  const { engine } = built;
  const seen = new Map<string, object>();
  let shared = 0;
  for (let i = 0; i < engine.verses.count; i++) {
    const v = engine.verses.get(i);
    if (!v.meter) continue;
    const key = `${v.meter.name}|${v.meter.origin}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, v.meter);
    else {
      t.is(v.meter, first as typeof v.meter, `verse ${v.id}: meter ${key} is the one record`);
      shared++;
    }
  }
  t.true(shared > 0, 'the fixture has verses of one meter');
  // the values answers carry are unchanged
  const v = engine.verses.get(0);
  t.is(v.id, `${v.work_slug}:${v.edition_slug}:${v.reference}`);
});

test('vedicscriptures: a variant reading written in the verse ("(or लोव्यनु)") moves to the apparatus', (t) => {
  const data = mkdtempSync(join(tmpdir(), 'corpus-data-'));
  const out = mkdtempSync(join(tmpdir(), 'corpus-build-'));
  bundle(data, 'vedicscriptures-bhagavad-gita-data', {
    'chapter/bhagavadgita_chapter_1.json': { chapter_number: 1, verses_count: 47 },
    'slok/bhagavadgita_chapter_1_slok_19.json': {
      _id: 'BG1.19', chapter: 1, verse: 19, transliteration: '',
      slok: 'स घोषो धार्तराष्ट्राणां हृदयानि व्यदारयत् |\nनभश्च पृथिवीं चैव तुमुलोऽभ्यनुनादयन् (or लोव्यनु) ||१-१९||',
    },
  });
  buildCorpus({ dataDir: data, outDir: out, includeNoncommercial: false, log: () => {} });
  const r = loadCorpusStore(out).cite('bhagavad-gita', '1', '19');
  if ('kind' in r) return t.fail(r.message);
  t.is(r.verse.content_devanagari, 'स घोषो धार्तराष्ट्राणां हृदयानि व्यदारयत् ।\nनभश्च पृथिवीं चैव तुमुलोऽभ्यनुनादयन् ॥');
  t.deepEqual(r.interpretations.filter((i) => i.kind === 'variant').map((i) => i.text), ['लोव्यनु']);
});

test('tidyText: no-break spaces and runs of spaces inside a line made one space, a poem\'s indentation and line breaks kept, trailing wiki markup dropped', (t) => {
  t.is(tidyText('deeds,  blew the   conch\u00a0 Paundra;'), 'deeds, blew the conch Paundra;');
  t.is(tidyText('toiled for the Gods,\n    Who quickly'), 'toiled for the Gods,\n    Who quickly');
  t.is(tidyText('have come by (as it were) ! </poem>}}'), 'have come by (as it were) !');
});

test('meterNameOf: a source\'s label in the corpus\'s spelling — IAST stem, no notes, the identifier\'s names', (t) => {
  const cases: Array<[string, string]> = [
    ['अनुष्टुप्', 'anuṣṭubh'], ['उपजातिः', 'upajāti'], ['वंशस्थम्', 'vaṃśastha'], ['शार्दूलविक्रीडितम्', 'śārdūlavikrīḍita'],
    ['आर्या (१२, १८, १२, १५)', 'āryā'], ['पुष्पिताग्रा = [१२: ननरय] १,३ + [१२: नजजरग] २,४', 'puṣpitāgrā'], ['आर्यागीतिः', 'āryāgīti'],
    ['anuṣṭubh', 'anuṣṭubh'],
  ];
  for (const [label, name] of cases) t.is(meterNameOf(label), name, label);
  t.is(meterNameOf(' '), null);
});
