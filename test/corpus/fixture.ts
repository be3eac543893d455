/**
 * A small corpus fixture: source bundles in the data/corpus format for vedicscriptures, gita-gita, rvlinks and
 * sanskritsahitya (a few verses each), written to a temp dir. Shared by corpus.test.ts and routes.test.ts.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildCorpus } from '../../src/generator/corpus/build.js';
import { loadCorpusStore } from '../../src/server/corpus-store.js';

export function bundle(dir: string, source: string, files: Record<string, unknown>): void {
  const lines = Object.entries(files).map(([path, v]) => JSON.stringify({ path, text: typeof v === 'string' ? v : JSON.stringify(v) }));
  writeFileSync(join(dir, `${source}.jsonl.gz`), gzipSync(lines.join('\n') + '\n'));
}

/**
 * A corpus built from the given source bundles (source → files, as in data/corpus) and loaded as the server loads it,
 * with `top(q)`: the first search hit as `work:reference`, or null.
 */
export function storeOfBundles(
  sources: Record<string, Record<string, unknown>>,
  options: { includeNoncommercial?: boolean; excludeUncleared?: boolean } = {},
): { store: ReturnType<typeof loadCorpusStore>; top: (q: string) => string | null } {
  const data = mkdtempSync(join(tmpdir(), 'corpus-data-'));
  const out = mkdtempSync(join(tmpdir(), 'corpus-build-'));
  for (const [source, files] of Object.entries(sources)) bundle(data, source, files);
  buildCorpus({ dataDir: data, outDir: out, includeNoncommercial: options.includeNoncommercial ?? false, excludeUncleared: options.excludeUncleared ?? true, log: () => {} });
  const store = loadCorpusStore(out);
  const top = (q: string): string | null => {
    const h = store.search({ q }).hits[0];
    return h ? `${h.work_slug}:${h.reference}` : null;
  };
  return { store, top };
}

export const MEGHA1 = 'कश्चित्कान्ताविरहगुरुणा स्वाधिकारात्प्रमत्तः शापेनास्तङ्गमितमहिमा वर्षभोग्येण भर्तुः । यक्षश्चक्रे जनकतनयास्नानपुण्योदकेषु स्निग्धच्छायातरुषु वसतिं रामगिर्याश्रमेषु ॥';
export const V247 = 'कर्मण्येवाधिकारस्ते मा फलेषु कदाचन |\nमा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि ||२-४७||';
const V120 = 'अथ व्यवस्थितान्दृष्ट्वा धार्तराष्ट्रान् कपिध्वजः |\nप्रवृत्ते शस्त्रसम्पाते धनुरुद्यम्य पाण्डवः ||१-२०||';
const V11 = 'धृतराष्ट्र उवाच |\nधर्मक्षेत्रे कुरुक्षेत्रे समवेता युयुत्सवः |\nमामकाः पाण्डवाश्चैव किमकुर्वत सञ्जय ||१-१||';

export function fixture(): { data: string; out: string } {
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
    'translation.json': [
      { authorName: 'Swami Tejomayananda', lang: 'hindi', description: '।।2.47।। कर्म करने मात्र में तुम्हारा अधिकार है', verse_id: 47 },
      // the same translator as vedicscriptures' "siva", modernised: one entry in a citation, with a variant
      { authorName: 'Swami  Sivananda', lang: 'english', description: 'Your right is only to work, but never to its fruits.', verse_id: 47 },
    ],
  });
  bundle(data, 'rvlinks', {
    'rigveda_sa_iast_griffith.jsonl': [
      { id: 'rv01.001.01', mandala: 1, sukta: 1, verse: 1, devanagari_accented: 'अ॒ग्निमी॑ळे पु॒रोहि॑तं य॒ज्ञस्य॑ दे॒वमृ॒त्विज॑म्।\nहोता॑रं रत्न॒धात॑मम्॥', iast: '', griffith_en: 'I Laud Agni, the chosen Priest, God, minister of sacrifice,' },
      { id: 'rv03.062.10', mandala: 3, sukta: 62, verse: 10, devanagari_accented: 'तत्स॑वि॒तुर्वरे॑ण्यं॒ भर्गो॑ दे॒वस्य॑ धीमहि।\nधियो॒ यो नः॑ प्रचो॒दया॑त्॥', iast: '', griffith_en: 'May we attain that excellent glory of Savitar the God' },
      { id: 'rv10.129.01', mandala: 10, sukta: 129, verse: 1, devanagari_accented: 'नास॑दासी॒न्नो सदा॑सीत्त॒दानीं॒ नासी॒द्रजो॒ नो व्यो॑मा प॒रो यत्।\nकिमाव॑रीवः॒ कुह॒ कस्य॒ शर्म॒न्नम्भः॒ किमा॑सी॒द्गह॑नं गभी॒रम्॥', iast: '', griffith_en: 'THEN was not non-existent nor existent: there was no realm of air, no sky beyond it.' },
    ].map((x) => JSON.stringify(x)).join('\n'),
  });
  bundle(data, 'sanskritsahitya-com-data', {
    'meghadutam/data.json': {
      title: 'मेघदूतम्', custom: { et: { name: 'English', lang: 'en' } },
      data: [
        { t: 'पूर्वमेघः' },
        { n: '1', v: MEGHA1, ch: { n: 'मन्दाक्रान्ता' }, et: 'A certain Yaksha, negligent of his duty, deprived of his glory by his master\'s curse' },
        { n: '2', v: 'तस्मिन्नद्रौ कतिचिदबलाविप्रयुक्तः स कामी नीत्वा मासान्कनकवलयभ्रंशरिक्तप्रकोष्ठः । आषाढस्य प्रथमदिवसे मेघमाश्लिष्टसानुं वप्रक्रीडापरिणतगजप्रेक्षणीयं ददर्श ॥', ch: { n: 'मन्दाक्रान्ता' } },
      ],
    },
  });
  return { data, out };
}

