/**
 * bench/search/corpus-answers: the corpus engine's and the dictionary's answers to a fixed set of questions, written
 * to a file or compared with such a file; a change to how the loaded corpus is held in memory must leave them
 * byte-identical.
 *
 *   node --import=tsx bench/search/corpus-answers.ts --out /tmp/before.json        (on the commit before)
 *   node --import=tsx bench/search/corpus-answers.ts --compare /tmp/before.json    (after)
 *   … --corpus build/corpus --dictionary build/dictionary/dictionary.msgpack.gz
 *
 * Questions: the works and every edition list; every edition's table of contents; citations of the first and last
 * verse of up to 40 chapters per edition, of a verse and a chapter that do not exist (the error names the first
 * chapter) and of dotted references (`citeText`); the known-item queries of queries.ts and English queries with
 * spelling variants, in both modes; dictionary lookups of words taken from the Gītā and of the headwords.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { arg } from '../lib/args.js';
import { loadCorpusStore } from '../../src/server/corpus-store.js';
import { loadArtifact } from '../../src/server/artifacts.js';
import { DictionaryIndex } from '../../src/corpus/dictionary/dictionary-index.js';
import { DICTIONARY_FORMAT_VERSION, type DictionaryData } from '../../src/corpus/dictionary/dictionary-model.js';
import { bestReading, lookupWord } from '../../src/corpus/dictionary/lookup-word.js';
import { KNOWN_ITEMS } from './queries.js';

const outPath = arg('out', '');
const comparePath = arg('compare', '');
const engine = loadCorpusStore(arg('corpus', 'build/corpus'));
const dictData = loadArtifact<DictionaryData>(arg('dictionary', 'build/dictionary/dictionary.msgpack.gz'), { formatVersion: DICTIONARY_FORMAT_VERSION, rebuild: 'kalakosha generate --only dictionary' });
const headwords = dictData.entries.filter((_, i) => i % 37 === 0).map((e) => e.key);
const dict = new DictionaryIndex(dictData);
const answers: Record<string, string> = {};
const put = (k: string, v: unknown) => (answers[k] = JSON.stringify(v));

put('works', engine.listWorks());
const gitaWords = new Set<string>();
for (const w of engine.listWorks()) {
  const eds = engine.listEditions(w.slug)!;
  put(`editions ${w.slug}`, eds);
  for (const e of eds.editions) {
    const toc = engine.toc(w.slug, e.slug);
    put(`toc ${w.slug} ${e.slug}`, toc);
    if (!('chapters' in toc)) continue;
    for (const ch of toc.chapters.slice(0, 40)) {
      for (const v of [ch.first_verse, ch.last_verse]) {
        const r = engine.cite(w.slug, ch.chapter || null, v, e.slug);
        put(`cite ${w.slug} ${ch.chapter} ${v} ${e.slug}`, r);
        if (w.slug === 'bhagavad-gita' && 'verse' in r) for (const t of String(r.verse.content_iast ?? '').split(/[\s|।॥.,;]+/)) if (t) gitaWords.add(t);
      }
    }
    const first = toc.chapters[0];
    if (first) {
      put(`cite missing verse ${w.slug} ${e.slug}`, engine.cite(w.slug, first.chapter || null, '99999', e.slug));
      put(`cite missing chapter ${w.slug} ${e.slug}`, engine.cite(w.slug, first.chapter ? '9999' : '1', '1', e.slug));
      put(`citeText ${w.slug} ${e.slug}`, engine.citeText(`${w.slug} ${first.chapter ? first.chapter + '.' : ''}${first.first_verse}`, e.slug));
    }
  }
}
put('cite default gita', engine.cite('gita', '2', '47'));
put('cite unknown edition', engine.cite('gita', '2', '47', 'nope'));
put('toc unknown', engine.toc('nope'));
for (const k of KNOWN_ITEMS) for (const mode of ['fulltext', 'translation'] as const) put(`search ${mode} ${k.q}`, engine.search({ q: k.q, mode, limit: 10 }));
for (const q of ['sudra', 'shudra', 'śūdra', 'brahmin', 'brāhmaṇa duties', 'krishna arjuna', 'ship', 'the self is not born', 'vishnu', 'Draupadi'])
  for (const mode of ['fulltext', 'translation'] as const) put(`search ${mode} ${q}`, engine.search({ q, mode, limit: 20 }));
const words = [...gitaWords].slice(0, 1500);
words.push(...headwords);
for (const w of words) {
  const reading = bestReading(dict, w);
  put(`lookup ${w}`, reading === null || reading === 'several' ? reading : lookupWord(dict, w, reading.slp1, { scheme: reading.scheme, limit: 5 }));
}

const n = Object.keys(answers).length;
if (outPath) {
  writeFileSync(outPath, JSON.stringify(answers));
  console.log(`${n} answers written to ${outPath}`);
}
if (comparePath) {
  const before = JSON.parse(readFileSync(comparePath, 'utf8')) as Record<string, string>;
  let same = 0;
  const differ: string[] = [];
  for (const [k, v] of Object.entries(before)) (answers[k] === v ? same++ : differ.push(k));
  console.log(`${same}/${Object.keys(before).length} answers identical${differ.length ? `; differ: ${differ.slice(0, 20).join(' | ')}` : ''}${n !== Object.keys(before).length ? `; ${n} asked now` : ''}`);
  if (differ.length || n !== Object.keys(before).length) process.exitCode = 1;
}
