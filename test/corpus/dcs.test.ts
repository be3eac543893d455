/**
 * The Digital Corpus of Sanskrit adapters: the CoNLL-U comment parser and its defect fixes on a small fixture, and
 * the committed bundles (data/corpus/dcs-*.jsonl.gz, a few KB each) for counts and known verses.
 */
import test from 'ava';
import { dcsConlluAdapter, parseConlluComments, versesFromDcs, DCS_TEXTS } from '../../src/generator/corpus/adapters/dcs-conllu.js';
import { dcsCltkAdapter, parseDcsCltk } from '../../src/generator/corpus/adapters/dcs-cltk.js';
import { WORKS } from '../../src/generator/corpus/works.js';
import type { EditionData } from '../../src/corpus/model.js';

const ctx = { dataDir: 'data/corpus', includeUncleared: true, includeNoncommercial: false, log: () => {} };

function sentence(id: string, counter: number | null, sub: number | null, text: string): string {
  return [`# text = ${text}`, `# sent_id = ${id}`, ...(counter === null ? [] : [`# sent_counter = ${counter}`, `# sent_subcounter = ${sub}`]), '1\tx\tx\tNOUN\t_\t_\t_\t_\t_\t_', ''].join('\n');
}

const VALLI_2 = ['## text: Kaṭhopaniṣad', '## chapter: KaṭhUp, 2',
  sentence('1', 15, 1, 'sarve vedā yat padam āmananti'), sentence('2', 15, 2, 'tat te padaṃ saṃgraheṇa bravīmi'),
  sentence('3', 16, 1, 'om ity etat'),
  sentence('3_1', null, null, 'saḥ amanyata'),
  sentence('4', 17, 2, 'etaddhyevākṣaraṃ jñātvā yo yad icchati tasya tat'), sentence('5', 17, 1, 'etaddhy evākṣaraṃ brahma'),
  sentence('6', 18, 1, 'hṛdā manīṣā manasābhik\uFFB1pto'),
].join('\n');

test('DCS CoNLL-U: half-verses join into verses, the split-off "om ity etat" rejoins 1.2.15, uncounted sentences drop, ﾱ is ḷ', (t) => {
  const chapter = parseConlluComments(VALLI_2);
  t.is(chapter.chapter, 'KaṭhUp, 2');
  t.is(chapter.sentences.length, 7);
  const r = versesFromDcs(DCS_TEXTS['Kaṭhopaniṣad']!, [chapter], 'dcs');
  t.deepEqual(r.verses.map((v) => v.reference), ['1.2.1', '1.2.2', '1.2.3']);
  t.is(r.verses[0]!.content_iast, 'sarve vedā yat padam āmananti |\ntat te padaṃ saṃgraheṇa bravīmi |\nom ity etat ||');
  // Lines are ordered by sent_subcounter, not file order.
  t.true(r.verses[1]!.content_iast.startsWith('etaddhy evākṣaraṃ brahma |'));
  t.false(r.verses.some((v) => v.content_iast.includes('amanyata')));
  t.is(r.verses[2]!.content_iast, 'hṛdā manīṣā manasābhikḷpto ||');
  t.deepEqual([r.dropped, r.joined, r.vocalicLFixed], [1, 1, 1]);
});

test('DCS CLTK text: lines grouped by (verse.line); (n.0) is a one-line verse unless it is the closing "iti"', (t) => {
  const text = 'a b / (1.1)\n\tc d // (1.2)\n\te f / (2.1)\n\tg h // (2.2)\n\tprose // (3.0)\nno reference\n\titi // (4.0)\n';
  const { verses, unparsed, closings } = parseDcsCltk(text, WORKS['samkhyakarika']!, 'dcs');
  t.deepEqual(verses.map((v) => [v.reference, v.content_iast]), [['1', 'a b |\nc d ||'], ['2', 'e f |\ng h ||'], ['3', 'prose ||']]);
  t.deepEqual([unparsed, closings], [1, 1]);
});

function edition(eds: EditionData[], work: string): EditionData {
  const e = eds.find((x) => x.work.slug === work);
  if (!e) throw new Error(`no ${work}`);
  return e;
}

test('bundle: Kaṭha Upaniṣad, 119 verses in six vallīs, 1.2.23 = nāyam ātmā pravacanena labhyaḥ, CC BY 4.0', (t) => {
  const e = edition(dcsConlluAdapter.run(ctx), 'katha-upanishad');
  t.is(e.verses.length, 119);
  const perValli = new Map<string, number>();
  for (const v of e.verses) perValli.set(v.chapter!, (perValli.get(v.chapter!) ?? 0) + 1);
  t.deepEqual([...perValli], [['1.1', 29], ['1.2', 25], ['1.3', 17], ['2.1', 15], ['2.2', 15], ['2.3', 18]]);
  const byRef = new Map(e.verses.map((v) => [v.reference, v]));
  t.is(byRef.get('1.2.23')!.content_iast, 'nāyam ātmā pravacanena labhyo na medhayā na bahunā śrutena |\nyam evaiṣa vṛṇute tena labhyas tasyaiṣa ātmā vivṛṇute tanūṃ svām ||');
  t.true(byRef.get('1.2.15')!.content_iast.endsWith('om ity etat ||'));
  t.true(byRef.get('1.3.14')!.content_iast.startsWith('uttiṣṭhata jāgrata prāpya varān nibodhata'));
  t.true(byRef.get('2.3.18')!.content_devanagari.startsWith('मृत्युप्रोक्तां नचिकेतो'));
  t.is(e.edition.licence_class, 'open');
  t.regex(e.edition.licence, /CC BY 4\.0/);
});

test('bundle: Sāṃkhyakārikā (73), Brahmabindu (22), Nādabindu (20) and Atharvaśiras (45) from the CLTK snapshot of the DCS', (t) => {
  const eds = dcsCltkAdapter.run(ctx);
  const sk = edition(eds, 'samkhyakarika');
  t.is(sk.verses.length, 73);
  t.is(sk.verses[0]!.reference, '1');
  t.true(sk.verses[0]!.content_iast.startsWith('duḥkhatrayābhighātājjijñāsā tadapaghātake hetau |'));
  const bb = edition(eds, 'brahmabindu-upanishad');
  t.is(bb.verses.length, 22);
  t.true(bb.verses[21]!.content_iast.includes('tad asmy ahaṃ vāsudeva'));
  const nb = edition(eds, 'nadabindu-upanishad');
  t.is(nb.verses.length, 20);
  t.true(nb.verses[19]!.content_iast.endsWith('paramānandam aśnute ||'));
  const as = edition(eds, 'atharvashiras-upanishad');
  t.is(as.verses.length, 45);
  t.is(as.verses[44]!.reference, '45');
  t.true(as.verses[0]!.content_iast.startsWith('oṃ devā ha vai svargalokam āyaṃs te rudram apṛcchan'));
  t.regex(sk.edition.licence, /CC BY 4\.0/);
});
