/**
 * Adapters on small fixtures, artifact round trip, citation, editions and search on a fixture corpus built in
 * the test (not the whole corpus).
 */
import test from 'ava';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Packr } from 'msgpackr';
import { buildCorpus } from '../../src/generator/corpus/build.js';
import { loadCorpusStore } from '../../src/server/corpus-store.js';
import { identifyMeter } from '../../src/corpus/meter/identify-meter.js';
import { toSlp1 } from '../../src/corpus/script/index.js';
import { parseGretil } from '../../src/generator/corpus/adapters/gretil.js';
import { splitNumbered } from '../../src/generator/corpus/adapters/dharmicdata.js';

function bundle(dir: string, source: string, files: Record<string, unknown>): void {
  const lines = Object.entries(files).map(([path, v]) => JSON.stringify({ path, text: typeof v === 'string' ? v : JSON.stringify(v) }));
  writeFileSync(join(dir, `${source}.jsonl.gz`), gzipSync(lines.join('\n') + '\n'));
}

const V247 = 'कर्मण्येवाधिकारस्ते मा फलेषु कदाचन |\nमा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि ||२-४७||';
const V120 = 'अथ व्यवस्थितान्दृष्ट्वा धार्तराष्ट्रान् कपिध्वजः |\nप्रवृत्ते शस्त्रसम्पाते धनुरुद्यम्य पाण्डवः ||१-२०||';
const V11 = 'धृतराष्ट्र उवाच |\nधर्मक्षेत्रे कुरुक्षेत्रे समवेता युयुत्सवः |\nमामकाः पाण्डवाश्चैव किमकुर्वत सञ्जय ||१-१||';

function fixture(): { data: string; out: string } {
  const data = mkdtempSync(join(tmpdir(), 'corpus-data-'));
  const out = mkdtempSync(join(tmpdir(), 'corpus-build-'));
  const slok = (chapter: number, verse: number, text: string) => ({
    _id: `BG${chapter}.${verse}`, chapter, verse, slok: text, transliteration: '',
    siva: { author: 'Swami Sivananda', et: `${chapter}.${verse} Thy right is to work only, but never with its fruits.` },
    sankar: { author: 'Sri Shankaracharya', sc: `।।${chapter}.${verse}।। कर्मण्येव अधिकारः न ज्ञाननिष्ठायाम्।` },
    prabhu: { author: 'A.C. Bhaktivedanta Swami Prabhupada', et: 'BBT TEXT MUST NOT APPEAR' },
  });
  bundle(data, 'vedicscriptures-bhagavad-gita-data', {
    'chapter/bhagavadgita_chapter_1.json': { chapter_number: 1, verses_count: 47 },
    'chapter/bhagavadgita_chapter_2.json': { chapter_number: 2, verses_count: 72 },
    'slok/bhagavadgita_chapter_1_slok_1.json': slok(1, 1, V11),
    'slok/bhagavadgita_chapter_1_slok_20.json': slok(1, 20, V120),
    'slok/bhagavadgita_chapter_1_slok_48.json': slok(1, 48, 'ॐ तत्सदिति श्रीमद्भगवद्गीतासूपनिषत्सु'),
    'slok/bhagavadgita_chapter_2_slok_47.json': slok(2, 47, V247),
  });
  bundle(data, 'gita-gita', {
    'verse.json': [
      { id: 1, chapter_number: 1, verse_number: 1, text: V11, word_meanings: '' },
      { id: 20, chapter_number: 1, verse_number: 20, text: 'हृषीकेशं तदा वाक्यमिदमाह महीपते। सेनयोरुभयोर्मध्ये रथं स्थापय मेऽच्युत।।1.21।।', word_meanings: '' },
      { id: 47, chapter_number: 2, verse_number: 47, text: V247, word_meanings: '' },
    ],
    'translation.json': [{ authorName: 'Swami Tejomayananda', lang: 'hindi', description: '।।2.47।। कर्म करने मात्र में तुम्हारा अधिकार है', verse_id: 47 }],
  });
  bundle(data, 'rvlinks', {
    'rigveda_sa_iast_griffith.jsonl': [
      { id: 'rv01.001.01', mandala: 1, sukta: 1, verse: 1, devanagari_accented: 'अ॒ग्निमी॑ळे पु॒रोहि॑तं य॒ज्ञस्य॑ दे॒वमृ॒त्विज॑म्।\nहोता॑रं रत्न॒धात॑मम्॥', iast: '', griffith_en: 'I Laud Agni, the chosen Priest, God, minister of sacrifice,' },
      { id: 'rv03.062.10', mandala: 3, sukta: 62, verse: 10, devanagari_accented: 'तत्स॑वि॒तुर्वरे॑ण्यं॒ भर्गो॑ दे॒वस्य॑ धीमहि।\nधियो॒ यो नः॑ प्रचो॒दया॑त्॥', iast: '', griffith_en: 'May we attain that excellent glory of Savitar the God' },
    ].map((x) => JSON.stringify(x)).join('\n'),
  });
  return { data, out };
}

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
  t.is(built.engine.search({ q: 'karmanye', category: 'veda' }).total, 0);
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
