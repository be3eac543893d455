/**
 * bench/memory/corpus-gc-cpu: the CPU time of a full garbage collection of a heap holding what a serving thread
 * loads for the corpus routes (corpus engine, dictionary), measured in one process: the server's pause
 * (bench/memory/serving-heap.ts) is wall-clock and swings with the load other processes put on the machine; CPU
 * time (all threads of this process: V8 marks in parallel in the pause) does less.
 *
 *   node --no-concurrent-marking --import=tsx bench/memory/corpus-gc-cpu.ts [--runs 15] [--searches yes|no]
 *
 * Loads build/corpus and build/dictionary, cites the first verse of every edition, looks up a few words and
 * (unless `--searches no`) runs the known-item queries of bench/search/queries.ts in both modes, then forces
 * `--runs` full collections and prints the live heap, the heap object count (a heap snapshot's `node_count`) and
 * the CPU time per collection (min and median); then the CPU of decoding a chunk of 64 verses (what the decoded
 * chunk cache saves).
 */
import { getHeapSnapshot, getHeapStatistics } from 'node:v8';
import { arg } from '../lib/args.js';
import { KNOWN_ITEMS } from '../search/queries.js';
import { loadCorpusStore } from '../../src/server/corpus-store.js';
import { loadArtifact } from '../../src/server/artifacts.js';
import { collectGarbage } from '../../src/server/idle-gc.js';
import { DictionaryIndex } from '../../src/corpus/dictionary/dictionary-index.js';
import { DICTIONARY_FORMAT_VERSION, type DictionaryData } from '../../src/corpus/dictionary/dictionary-model.js';
import { bestReading, lookupWord } from '../../src/corpus/dictionary/lookup-word.js';

const runs = Math.max(3, Number(arg('runs', '15')));
const searches = arg('searches', 'yes') !== 'no';
const engine = loadCorpusStore('build/corpus');
const dict = new DictionaryIndex(loadArtifact<DictionaryData>('build/dictionary/dictionary.msgpack.gz', { formatVersion: DICTIONARY_FORMAT_VERSION, rebuild: 'kalakosha generate --only dictionary' }));
let cites = 0;
for (const w of engine.listWorks()) {
  for (const e of engine.listEditions(w.slug)!.editions) {
    const toc = engine.toc(w.slug, e.slug);
    const ch = 'chapters' in toc ? toc.chapters[0] : undefined;
    if (!ch) continue;
    engine.cite(w.slug, ch.chapter || null, ch.first_verse, e.slug);
    cites++;
  }
}
for (const w of ['dharmasya', 'धर्मेण', 'karmaṇi', 'rāmaḥ', 'gacchati', 'dharmakSetre']) {
  const r = bestReading(dict, w);
  if (r && r !== 'several') lookupWord(dict, w, r.slp1, { scheme: r.scheme, limit: 5 });
}
engine.search({ q: 'sudra', mode: 'translation', limit: 1 });
if (searches) for (const k of KNOWN_ITEMS) for (const mode of ['fulltext', 'translation'] as const) engine.search({ q: k.q, mode, limit: 10 });

if (!collectGarbage()) throw new Error('no gc() in this runtime');
const cpuMs: number[] = [];
for (let i = 0; i < runs; i++) {
  const c0 = process.cpuUsage();
  collectGarbage();
  const c = process.cpuUsage(c0);
  cpuMs.push((c.user + c.system) / 1000);
}
cpuMs.sort((a, b) => a - b);
const snap = getHeapSnapshot();
let head = '';
for await (const chunk of snap) {
  head += chunk;
  if (head.length > 4096) break;
}
snap.destroy();
const liveMb = getHeapStatistics().used_heap_size / 2 ** 20;
// what the decoded-chunk cache saves: the CPU of decoding one chunk of verses (every 5th chunk, cache emptied each time)
let decoded = 0;
const d0 = process.cpuUsage();
for (let i = 0; i < engine.verses.count; i += 5 * 64, decoded++) {
  engine.verses.forgetDecoded();
  engine.verses.get(i);
}
const d = process.cpuUsage(d0);
const chunkDecodeUs = (d.user + d.system) / decoded;
console.log(JSON.stringify({
  editions_cited: cites, searches: searches ? KNOWN_ITEMS.length * 2 : 0,
  live_heap_mb: Number(liveMb.toFixed(1)),
  heap_objects: Number(/"node_count":(\d+)/.exec(head)?.[1]),
  full_gc_cpu_ms_min: Number(cpuMs[0]!.toFixed(1)), full_gc_cpu_ms_median: Number(cpuMs[Math.floor(runs / 2)]!.toFixed(1)),
  verse_chunk_decode_cpu_us: Math.round(chunkDecodeUs),
  engine_alive: engine.verseCount > 0 && dict.size > 0,
}));
