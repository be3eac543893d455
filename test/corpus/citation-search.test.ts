/**
 * Typed citations, translation dedup, fulltext match share and translation spelling variants (pure units).
 */
import test from 'ava';
import type { Work } from '../../src/corpus/model.js';
import { WorkResolver } from '../../src/corpus/citation/resolve-work.js';
import { asciiDigits, parseReference } from '../../src/corpus/citation/parse-reference.js';
import { dedupeTranslations } from '../../src/corpus/citation/dedupe-translations.js';
import { fulltextMatchShare } from '../../src/corpus/corpus-engine.js';
import { analyseQuery } from '../../src/corpus/search/analyze.js';
import { toSlp1 } from '../../src/corpus/script/to-slp1.js';
import { foldSpelling, VariantGroups } from '../../src/corpus/search/spelling-variants.js';
import { SAHITYA_WORKS, WORKS } from '../../src/generator/corpus/works.js';

const work = (slug: string, aliases: string[], scheme: string[]): Work =>
  ({ slug, title_iast: slug, title_devanagari: '', category: 'itihasa', author: null, chapter_scheme: scheme, aliases, authority_tier: 'itihasa-purana' }) as unknown as Work;
const works = new WorkResolver([
  work('bhagavad-gita', ['gita', 'bg', 'गीता'], ['chapter', 'verse']),
  work('mahabharata', ['mbh'], ['parvan', 'adhyaya', 'shloka']),
  work('ramayana', ['ramayan'], ['kanda', 'sarga', 'shloka']),
  work('yoga-sutra', ['ys', 'yogasutra'], ['pada', 'sutra']),
  work('brahma-sutra-bhashya', ['brahmasutra'], ['adhyaya', 'pada', 'sutra', 'paragraph']),
]);

test('parseReference: the forms people type', (t) => {
  const cases: Array<[string, string, string]> = [
    ['BG 2.47', 'bhagavad-gita', '2.47'], ['Gita 2.47', 'bhagavad-gita', '2.47'], ['gita 2.47', 'bhagavad-gita', '2.47'],
    ['gita 2:47', 'bhagavad-gita', '2.47'], ['gita 2 47', 'bhagavad-gita', '2.47'], ['bg 2.47-49', 'bhagavad-gita', '2.47-49'],
    ['mahabharata 6.25.1', 'mahabharata', '6.25.1'], ['ramayana/1/1/1', 'ramayana', '1.1.1'],
    ['bhishma parva 25.1', 'mahabharata', '6.25.1'], ['Bhīṣma-parvan 25.1', 'mahabharata', '6.25.1'], ['sundara kanda 1.1', 'ramayana', '5.1.1'],
    ['Sundarakāṇḍa 1.1', 'ramayana', '5.1.1'], ['गीता २.४७', 'bhagavad-gita', '2.47'],
    // capitals typed for emphasis are not HK/SLP1 letters (YS would read ñś); a name's words may be apart
    ['YS 1.2', 'yoga-sutra', '1.2'], ['Yoga Sutra 1.2', 'yoga-sutra', '1.2'], ['brahma sutra 1.1.1.2', 'brahma-sutra-bhashya', '1.1.1.2'],
  ];
  for (const [text, slug, dotted] of cases) {
    const p = parseReference(text, works);
    t.truthy(p && 'work' in p, text);
    if (p && 'work' in p) t.deepEqual([p.work.slug, p.dotted], [slug, dotted], text);
  }
  t.deepEqual(parseReference('nosuch 1.2', works), { unknownWork: 'nosuch' });
  t.is(parseReference('gita', works), null);
  t.is(parseReference('2.47', works), null);
  t.is(asciiDigits('२.४७'), '2.47');
});

test('every work of the library is found by its title, with or without diacritics; a recension\'s bare name finds the default one', (t) => {
  const all = [...Object.values(WORKS), ...Object.values(SAHITYA_WORKS)];
  const library = new WorkResolver(all);
  const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  for (const w of all) {
    t.is(library.resolve(w.title_iast)?.slug, w.slug, w.title_iast);
    t.is(library.resolve(ascii(w.title_iast))?.slug, w.slug, ascii(w.title_iast));
  }
  const cite = (text: string) => { const p = parseReference(text, library); return p && 'work' in p ? [p.work.slug, p.dotted] : p; };
  t.deepEqual(cite('Vajasaneyi Samhita 36.3'), ['yajurveda-vs-madhyandina', '36.3']);
  t.deepEqual(cite('Kanva Samhita 40.1'), ['yajurveda-vs-kanva', '40.1']);
  t.deepEqual(cite('white yajurveda 40.1'), ['yajurveda-vs-madhyandina', '40.1']);
});

test('dedupeTranslations: one entry per translator, every source named, differing texts kept as variants', (t) => {
  const tr = (author: string, text: string, source: string) => ({ language: 'en' as const, author, text, licence: 'x', source });
  const out = dedupeTranslations([
    tr('Dr.S.Sankaranarayan', 'Let your claim lie on action.', 'a#san'), tr('Swami Sivananda', 'Thy right is to work.', 'a#siva'),
    tr('Dr. S. Sankaranarayan', 'Let your claim  lie on action', 'b'), tr('Swami Sivananda', 'Your right is only to work.', 'b'),
  ]);
  t.deepEqual(out.map((x) => [x.author, x.sources, x.variants?.map((v) => v.source)]), [
    ['Dr.S.Sankaranarayan', ['a#san', 'b'], undefined], ['Swami Sivananda', ['a#siva', 'b'], ['b']],
  ]);
});

test('fulltextMatchShare: a line found unbroken from a word start is whole; scattered or mid-word is not', (t) => {
  const q = (s: string) => analyseQuery(s).joined;
  t.is(fulltextMatchShare(q('karmanye vadhikaraste'), toSlp1("karmaṇyevādhikāraste mā phaleṣu kadācana", 'iast')), 1);
  // "tat tvam asi" inside "sahamānātha tvamasi" (Ṛgveda 10.145.5): only "tvamasi" starts a word
  t.true(fulltextMatchShare(q('tat tvam asi'), toSlp1('ahamasmi sahamānātha tvamasi sāsahiḥ', 'iast')) < 0.85);
  t.true(fulltextMatchShare(q('tat tvam asi'), toSlp1('sa ātmā tat tvam asi śvetaketo', 'iast')) >= 0.85);
});

test('VariantGroups: shudra, śūdra and sudra are one word; brahmin meets brāhmaṇa; ship does not meet sip', (t) => {
  const terms = ['brahmana', 'brahmin', 'brāhmaṇa', 'ship', 'shudra', 'sip', 'sudra', 'śūdra'];
  const g = new VariantGroups(terms);
  const names = (tok: string) => g.of(tok, terms.indexOf(tok) >= 0 ? terms.indexOf(tok) : undefined).map((i) => terms[i]).sort();
  t.deepEqual(names('shudra'), ['shudra', 'sudra', 'śūdra']);
  t.deepEqual(names('śūdra'), ['shudra', 'sudra', 'śūdra']);
  t.deepEqual(names('brahmin'), ['brahmana', 'brahmin', 'brāhmaṇa']);
  t.deepEqual(names('ship'), ['ship']);
});

test('foldSpelling: the one-pass folds equal the folds applied one after another, ASCII or not', (t) => {
  const stepwise = (term: string) => term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    .replace(/sh/g, 's').replace(/ch/g, 'c').replace(/aa/g, 'a').replace(/ee/g, 'i').replace(/oo/g, 'u').replace(/w/g, 'v')
    .replace(/(.)h$/, '$1');
  let s = 5;
  const rnd = () => (s = (s * 48271) % 2147483647) / 2147483647;
  const letters = ['s', 'h', 'c', 'a', 'e', 'o', 'w', 'S', 'H', 'W', 'ā', 'ś', 'Ś', 'ṛ', 'x', "'"];
  const words = ['Shudra', 'śūdra', 'Brāhmaṇa', 'cheese', 'shhh', 'Aaron', 'Weeooh', 'Krishnah', 'bAAH', ''];
  for (let i = 0; i < 3000; i++) words.push(Array.from({ length: 1 + Math.floor(rnd() * 8) }, () => letters[Math.floor(rnd() * letters.length)]).join(''));
  for (const w of words) t.is(foldSpelling(w), stepwise(w), w);
});
