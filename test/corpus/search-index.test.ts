/**
 * The Sanskrit search index against slow references: common runs (common-runs.ts) against every pair of
 * positions, the scoring against every document's coverage computed directly, the stored word starts against
 * the verse text, match_share read from the index against the one computed from the text, and the snippet
 * markers against their first, per-word forms.
 */
import test from 'ava';
import { buildCorpus } from '../../src/generator/corpus/build.js';
import { fixture } from './fixture.js';
import { loadCorpusStore } from '../../src/server/corpus-store.js';
import { QueryRuns } from '../../src/corpus/search/common-runs.js';
import { keyWithWordStarts, markWordStarts } from '../../src/corpus/search/word-starts.js';
import { buildSanskritIndex, SanskritSearcher, SANSKRIT_INDEX_FORMAT } from '../../src/corpus/search/sanskrit-index.js';
import { analyseQuery, analyseSlp1, gramCodes, wordSearchKey } from '../../src/corpus/search/analyze.js';
import { highlightSanskrit, highlightWords } from '../../src/corpus/search/highlight.js';
import { foldSpelling } from '../../src/corpus/search/spelling-variants.js';
import { toSlp1 } from '../../src/corpus/script/to-slp1.js';
import { detectScheme } from '../../src/corpus/script/scheme.js';
import { fulltextMatchShare } from '../../src/corpus/corpus-engine.js';

function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 48271) % 2147483647) / 2147483647;
}

/** Longest common prefix of a[i..] and b[j..]. */
function runAt(a: string, i: number, b: string, j: number): number {
  let n = 0;
  while (i + n < a.length && j + n < b.length && a[i + n] === b[j + n]) n++;
  return n;
}

test('QueryRuns: the longest common run anywhere and from a word start, as every pair of positions gives', (t) => {
  const rnd = random(7);
  const word = (alphabet: string, n: number) => Array.from({ length: n }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join('');
  for (let c = 0; c < 400; c++) {
    const alphabet = c % 2 ? 'ab' : 'abcdefghijklmnopqrstuvwxyz'.slice(0, 3 + (c % 20));
    const q = word(alphabet, 1 + Math.floor(rnd() * 30));
    const runs = new QueryRuns(q);
    // two verse keys side by side in one string, as in the index; the second is measured
    const before = word(alphabet, Math.floor(rnd() * 10));
    const key = word(alphabet, Math.floor(rnd() * 60));
    const keys = before + key + word(alphabet, 5);
    const bits = new Uint8Array((keys.length + 7) >>> 3);
    const starts: number[] = [];
    for (let j = 0; j < key.length; j++) if (rnd() < 0.2) starts.push(j);
    markWordStarts(bits, before.length, key.length, starts);
    let anywhere = 0;
    let fromWordStart = 0;
    for (let j = 0; j < key.length; j++) {
      for (let i = 0; i < q.length; i++) {
        const n = runAt(q, i, key, j);
        anywhere = Math.max(anywhere, n);
        if (starts.includes(j)) fromWordStart = Math.max(fromWordStart, n);
      }
    }
    const got = runs.longest(keys, before.length, before.length + key.length, bits);
    t.deepEqual(got, { anywhere, fromWordStart }, `${q} in ${key} (starts ${starts})`);
    // called again (stamps of the first call must not count), and with every position a start
    t.deepEqual(runs.longest(keys, before.length, before.length + key.length, null), { anywhere, fromWordStart: anywhere });
    t.is(runs.longestAnywhere(keys, before.length, before.length + key.length), anywhere, `${q} in ${key}`);
    t.is(runs.longestFromWordStart(keys, before.length, before.length + key.length, bits, anywhere), fromWordStart, `${q} in ${key}`);
    t.is(runs.longestFromWordStart(keys, before.length, before.length + key.length, null, anywhere), anywhere, `${q} in ${key}`);
  }
});

test('SanskritSearcher: total and coverage of every matching verse equal a direct count over all verses', (t) => {
  const rnd = random(11);
  const syllables = ['ka', 'rma', 'dha', 'ra', 'ma', 'na', 'sa', 'ta', 'ya', 'va', 'pu', 'tre', 'kse', 'gni', 'de', 'vo', 'hi', 'su'];
  const text = (words: number) => Array.from({ length: words }, () => Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => syllables[Math.floor(rnd() * syllables.length)]).join('')).join(' ');
  const docs = Array.from({ length: 3000 }, (_, i) => ({ verseIndex: i, workIndex: i % 3, slp1: text(4 + Math.floor(rnd() * 10)) }));
  const index = buildSanskritIndex(docs);
  // one block, blocks of 256 verses, and without bitsets (every common gram read from its postings)
  const prior = new Float32Array(docs.length);
  const searchers = [new SanskritSearcher(index, prior), new SanskritSearcher(index, prior, 256), new SanskritSearcher(index, prior, 256, Infinity)];
  t.true((searchers[0] as unknown as { commonBits: Int32Array }).commonBits.length > 0, 'common grams have bitsets');
  const docGrams = docs.map((d) => new Set(gramCodes(analyseSlp1(d.slp1).joined)));
  const df = (g: number) => index.gramOffsets[g + 1]! - index.gramOffsets[g]!;
  const queries = [...Array.from({ length: 30 }, (_, i) => docs[i * 97]!.slp1.split(' ').slice(1, 4).join(' ')), ...Array.from({ length: 30 }, () => text(2 + Math.floor(rnd() * 8)))];
  let matched = 0;
  for (const slp1 of queries) {
    const q = analyseSlp1(slp1);
    const grams = q.grams.filter((g) => df(g) > 0);
    const idf = new Map(grams.map((g) => [g, Math.log(1 + docs.length / (df(g) + 1))]));
    const W = [...idf.values()].reduce((s, x) => s + x, 0);
    const coverage = docGrams.map((dg) => grams.reduce((s, g) => s + (dg.has(g) ? idf.get(g)! : 0), 0) / W);
    const allow = Uint8Array.from([1, 0, 1]);
    for (const filter of [null, allow]) {
      const passes = (d: number) => !filter || filter[docs[d]!.workIndex] === 1;
      let want = coverage.map((c, d) => [d, c] as const).filter(([d, c]) => c * W >= 0.5 * W - 1e-9 && passes(d));
      const total = want.length;
      if (total === 0) want = coverage.map((c, d) => [d, c] as const).filter(([d, c]) => c * W >= 0.3 * W - 1e-9 && passes(d));
      for (const searcher of searchers) {
        const res = searcher.search(q, filter, docs.length);
        t.is(res.total, total > 0 ? total : want.length, slp1);
        t.deepEqual(res.hits.map((h) => h.doc).sort((a, b) => a - b), want.map(([d]) => d), slp1);
        for (const h of res.hits) t.true(Math.abs(h.coverage - coverage[h.doc]!) < 1e-6);
        // the first k in order: read only as far as k needs (countShortRunsFromWordStarts), as reading all 100
        if (filter === null) {
          const all = searcher.search(q, filter, 100).hits;
          for (const k of [1, 3, 20]) t.deepEqual(searcher.search(q, filter, k).hits.slice(0, k).map((h) => [h.doc, h.score]), all.slice(0, k).map((h) => [h.doc, h.score]), `${slp1} k=${k}`);
        }
        // every accumulator back to 0: the next query's candidates are told apart by a nonzero one
        t.true((searcher as unknown as { acc: Float64Array }).acc.every((x) => x === 0), slp1);
      }
      matched += total;
    }
  }
  t.true(matched > 100, 'the queries match verses');
});

test('SanskritSearcher: a short query held from a verse word\'s start outranks the same letters inside a word', (t) => {
  // loose keys fold nātha to nata, so "…nātha tvamasi" holds every letter of "tat tvam asi" as "tattvamasi" does
  const docs = [
    'ahamasmi sahamAnATa tvamasi sAsahiH',
    'sa ya ezo\'RimEtadAtmyamidaM sarvaM tatsatyaM sa AtmA tattvamasi Svetaketo iti BUya eva mA BagavAnvijYApayatviti',
  ].map((slp1, i) => ({ verseIndex: i, workIndex: 0, slp1 }));
  const searcher = new SanskritSearcher(buildSanskritIndex(docs), new Float32Array(docs.length));
  const hits = searcher.search(analyseSlp1('tat tvam asi'), null, 10).hits;
  t.deepEqual(hits.map((h) => h.doc), [1, 0]);
  t.is(hits[0]!.coverage, hits[1]!.coverage, 'both hold every trigram');
});

const built = (() => {
  const f = fixture();
  buildCorpus({ dataDir: f.data, outDir: f.out, includeNoncommercial: false, log: () => {} });
  return loadCorpusStore(f.out);
})();

test(`index format ${SANSKRIT_INDEX_FORMAT}: word starts stored with the keys survive the round trip and match the verse text`, (t) => {
  const ix = built.sanskrit.index;
  t.is(ix.formatVersion, 3);
  t.true(ix.wordStarts instanceof Uint8Array);
  t.is(ix.wordStarts.length, (ix.keys.length + 7) >>> 3);
  for (let d = 0; d < ix.docVerse.length; d++) {
    const { key, starts } = keyWithWordStarts(built.verses.get(ix.docVerse[d]!).content_slp1);
    t.is(built.sanskrit.docKey(d), key);
    const bits = new Uint8Array(ix.wordStarts.length);
    markWordStarts(bits, ix.keyOffsets[d]!, key.length, starts);
    for (let p = ix.keyOffsets[d]!; p < ix.keyOffsets[d + 1]!; p++) t.is((ix.wordStarts[p >>> 3]! >>> (p & 7)) & 1, (bits[p >>> 3]! >>> (p & 7)) & 1);
  }
});

test('search: match_share read from the index equals the one computed from the verse text', (t) => {
  let n = 0;
  for (const q of ['karmanye vadhikaraste', 'ma phaleshu', 'tat savitur varenyam', 'nasad asin', 'dharmakshetre kurukshetre', 'kashchit kanta', 'agnim']) {
    const res = built.search({ q, limit: 20 });
    const key = analyseQuery(q, detectScheme(q)).joined;
    for (const h of res.hits) {
      const v = built.cite(h.work_slug, null, h.reference, h.edition);
      if ('kind' in v) return t.fail(v.message);
      t.is(h.match_share, Math.round(fulltextMatchShare(key, v.verse.content_slp1) * 1000) / 1000, `${q} → ${h.verse_id}`);
      n++;
    }
  }
  t.true(n > 5);
});

/** The marker as first written (a set of trigrams per word): the reference for highlight.ts. */
function highlightReference(text: string, slp1: string, devanagari: boolean, qGrams: Set<number>, qJoined: string): string {
  const parts = text.split(/(\s+)/);
  const slpWords = slp1.split(/\s+/);
  const words = parts.filter((_, i) => i % 2 === 0);
  const aligned = slpWords.length === words.length;
  let wi = 0;
  return parts.map((tok, i) => {
    if (i % 2 === 1 || !tok) return tok;
    const s = aligned ? slpWords[wi++]! : toSlp1(tok.replace(/[|।॥]/g, ''), devanagari ? 'devanagari' : 'iast');
    const k = wordSearchKey(s);
    if (k.length < 2) return tok;
    let hit = (k.length >= 3 && qJoined.includes(k)) || (qJoined.length >= 3 && k.includes(qJoined));
    if (!hit && k.length >= 4) {
      const g = gramCodes(k);
      let n = 0;
      for (const x of g) if (qGrams.has(x)) n++;
      hit = n >= 0.6 * g.length;
    }
    return hit ? `<mark>${tok}</mark>` : tok;
  }).join('');
}

test('highlightSanskrit marks the words the per-word trigram sets mark, in every verse, for queries in several scripts', (t) => {
  const queries = ['karmanye vadhikaraste', 'मा फलेषु कदाचन', 'dharmakSetre kurukSetre', 'kashchit kanta', 'agnim ile purohitam', 'yaksha', 'sa', 'karma phala hetur bhur'];
  let marked = 0;
  for (const qs of queries) {
    const scheme = detectScheme(qs);
    const q = analyseQuery(qs, scheme);
    const deva = scheme === 'devanagari';
    for (let i = 0; i < built.verseCount; i++) {
      const v = built.verses.get(i);
      const odd = (x: string) => `\u00a0${x.replace(/ /g, '\t \u2003').replace(/\n/g, '\r\n')}\n`;
      const texts = [deva ? v.content_devanagari : v.content_iast, `  ${v.content_iast} `, v.content_devanagari.replace(/\s+/g, ' | '), odd(v.content_iast)];
      for (const slp1 of [v.content_slp1, ` ${v.content_slp1}`, odd(v.content_slp1)]) {
        for (const text of texts) {
          const want = highlightReference(text, slp1, deva, new Set(q.grams), q.joined);
          t.is(highlightSanskrit(text, slp1, deva, q.grams, q.joined), want, `${qs} in ${v.id}`);
          if (want.includes('<mark>')) marked++;
        }
      }
    }
  }
  t.true(marked > 10, 'some words are marked');
  // every character up to U+3100 and U+FEFF between two words: white space exactly where split(/\s+/) sees it
  const q = analyseQuery('karma phala', 'iast');
  for (let c = 0; c <= 0x3100; c++) {
    for (const text of [`karma${String.fromCharCode(c)}phala`, `karma ${String.fromCharCode(c === 0xfeff ? 0x3100 : c === 0x3100 ? 0xfeff : c)}`]) {
      t.is(highlightSanskrit(text, 'karma Pala', false, q.grams, q.joined), highlightReference(text, 'karma Pala', false, new Set(q.grams), q.joined), `U+${c.toString(16)}`);
    }
  }
});

test('highlightWords marks what folding every token afresh marks (the memo changes nothing)', (t) => {
  const reference = (text: string, terms: string[]) => {
    const stems = terms.map((x) => foldSpelling(x)).map((x) => x.slice(0, Math.max(3, x.length - 2)));
    return text.split(/(\s+)/).map((tok) => {
      const l = foldSpelling(tok.replace(/[^\p{L}\p{M}\p{N}]/gu, ''));
      return l.length > 2 && stems.some((s) => l.startsWith(s)) ? `<mark>${tok}</mark>` : tok;
    }).join('');
  };
  const texts = [...Array.from({ length: built.translation.index.docKey.length }, (_, d) => built.translation.textOf(d)), 'Śūdra, shudra and SUDRA; the Brāhmaṇa (brahmin) — work!', 'कर्मण्येव अधिकारः ते'];
  let marked = 0;
  for (const q of ['thy right is to work only', 'shudra brahmana', 'fruits of action', 'कर्मण्येव अधिकारः', 'Arjuna']) {
    const terms = q.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter((x) => x.length > 2);
    for (let pass = 0; pass < 2; pass++) {
      for (const text of texts) {
        const want = reference(text, terms);
        t.is(highlightWords(text, terms), want, `${q} in ${text.slice(0, 40)}`);
        if (want.includes('<mark>')) marked++;
      }
    }
  }
  t.true(marked > 5, 'some words are marked');
});
