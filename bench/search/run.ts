/**
 * Search/citation bench over the whole built corpus:
 *   node --import=tsx bench/search/run.ts [build/corpus-dir] [--passes 2] [--set known|famous|all]
 * One pass over all ≈ 400 queries takes ~12 s on a loaded 2-core machine: keep --passes low.
 * `known`: the hand-typed KNOWN_ITEMS (queries.ts); `famous`: the held-out famous lines of famous.ts in seven
 * typing styles; `all` (default): both. Also reports best_match over the famous lines and for absent lines.
 * Reports known-item first-hit % and top-5 %, search p50/p99 latency, citation latency, load time, memory and
 * index sizes. Build first: node --import=tsx src/generator/corpus/main.ts --out build/corpus-full
 *   --include-noncommercial (queries on GRETIL works — Yoga Sūtra, Upaniṣads, Raghuvaṃśa — need it).
 */
import { statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { loadCorpusStore } from '../../src/server/corpus-store.js';
import { KNOWN_ITEMS, type KnownItem } from './queries.js';
import { FAMOUS, STYLES, casualAscii } from './famous.js';
import { slp1To } from '../../src/corpus/script/from-slp1.js';
import { arg } from '../lib/args.js';

const dir = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'build/corpus-full';
const passes = Math.max(2, parseInt(arg('passes', '2'), 10));
const set = arg('set', 'all');
const load0 = loadavg()[0]!;
const rss0 = process.memoryUsage().rss;
const t0 = performance.now();
const engine = loadCorpusStore(dir);
const loadMs = performance.now() - t0;
const rss1 = process.memoryUsage().rss;
const fq = { t: performance.now() };
engine.search({ q: 'karmanye vadhikaraste' });
const firstQueryMs = performance.now() - fq.t;

/** The opening pāda of a verse (up to the first daṇḍa or line end, at most 6 words), in SLP1. */
function openingPada(slp1: string): string {
  const line = slp1.replace(/[[\]()]/g, ' ').split(/[.\n|]/).map((x) => x.trim()).find((x) => x.length > 0) ?? '';
  return line.split(/\s+/).slice(0, 6).join(' ');
}

const famousItems: Array<KnownItem & { alt: string[] }> = [];
const missingFamous: string[] = [];
for (const f of FAMOUS) {
  const ed = engine.listEditions(f.work)?.editions[0]?.slug;
  const vi = ed ? engine.verses.find(f.work, ed, f.ref) : -1;
  if (vi < 0) {
    missingFamous.push(`${f.work}:${f.ref}`);
    continue;
  }
  const pada = openingPada(engine.verses.get(vi).content_slp1);
  for (const style of STYLES) {
    const q = style === 'ascii' ? casualAscii(slp1To(pada, 'iast')) : slp1To(pada, style);
    famousItems.push({ q, expect: `${f.work}:${f.ref}`, alt: f.alt ?? [], note: style });
  }
}
const items: Array<KnownItem & { alt?: string[] }> = set === 'known' ? KNOWN_ITEMS : set === 'famous' ? famousItems : [...KNOWN_ITEMS, ...famousItems];

let first = 0;
let top5 = 0;
let evaluated = 0;
const misses: string[] = [];
const works = new Set(engine.works.map((w) => w.slug));
const byStyle = new Map<string, { n: number; first: number; top5: number }>();
for (const k of items) {
  const [work] = k.expect.split(':');
  if (!works.has(work!)) {
    misses.push(`SKIP (work not built) ${k.q}`);
    continue;
  }
  evaluated++;
  const res = engine.search({ q: k.q, mode: k.mode ?? 'fulltext', limit: 5 });
  const ids = res.hits.map((h) => `${h.work_slug}:${h.reference}`);
  const ok = new Set([k.expect, ...(k.alt ?? [])]);
  const rank = ids.findIndex((id) => ok.has(id));
  if (rank === 0) first++;
  if (rank >= 0) top5++;
  const st = byStyle.get(k.note ?? k.mode ?? '?') ?? { n: 0, first: 0, top5: 0 };
  st.n++;
  if (rank === 0) st.first++;
  if (rank >= 0) st.top5++;
  byStyle.set(k.note ?? k.mode ?? '?', st);
  if (rank !== 0) misses.push(`${rank < 0 ? 'MISS' : `rank ${rank + 1}`}  ${k.mode ?? 'fulltext'} "${k.q}" → want ${k.expect}, got ${ids.slice(0, 3).join(', ')}`);
}

// latency: every known-item query, 20 passes; the first pass (cold: verse chunks decoded on first use, JIT
// warming up) is reported apart from the 19 warm ones
const lat: number[] = [];
const cold: number[] = [];
// CPU time of the process per query (separates our cost from preemption on a shared machine)
const cpu: number[] = [];
for (let rep = 0; rep < passes; rep++) {
  for (const k of items) {
    const c = process.cpuUsage();
    const t = performance.now();
    engine.search({ q: k.q, mode: k.mode ?? 'fulltext', limit: 10 });
    (rep === 0 ? cold : lat).push(performance.now() - t);
    const dc = process.cpuUsage(c);
    if (rep > 0) cpu.push((dc.user + dc.system) / 1000);
  }
}
lat.sort((a, b) => a - b);
cold.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const pctOf = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const pct = (p: number) => pctOf(lat, p);

const cites: Array<[string, string | null, string]> = [['gita', '2', '47'], ['rigveda', '1.1', '1'], ['ramayana', '6.107', '1'], ['bhagavad-gita', null, '18.66'], ['mahabharata', '6.24', '1'], ['yoga-sutra', '1', '2']];
const clat: number[] = [];
for (let rep = 0; rep < 2000; rep++) {
  for (const [w, c, v] of cites) {
    const t = performance.now();
    engine.cite(w, c, v);
    clat.push(performance.now() - t);
  }
}
clat.sort((a, b) => a - b);

const size = (f: string) => (statSync(join(dir, f)).size / 1e6).toFixed(1);
console.log(misses.join('\n'));
if (missingFamous.length) console.log(`famous lines not in the build (skipped): ${missingFamous.join(', ')}`);
console.log(`\nset ${set}: ${evaluated} evaluated of ${items.length} (${famousItems.length / STYLES.length} famous lines × ${STYLES.length} styles)`);
console.log([...byStyle].map(([k, v]) => `${k} ${v.first}/${v.n} first, ${v.top5}/${v.n} top 5`).join('; '));
const quality = (qs: string[], mode: 'fulltext' | 'translation' = 'fulltext') => {
  const n = { good: 0, weak: 0, none: 0 };
  for (const q of qs) n[engine.search({ q, mode }).best_match]++;
  return `good ${n.good}, weak ${n.weak}, none ${n.none}`;
};
console.log(`best_match over the famous lines: ${quality(famousItems.map((k) => k.q))}`);
// Lines the library lacks (the Nirvāṇaṣaṭka, the Bhaja Govindam, "sarve bhavantu sukhinaḥ")
const ABSENT = ['chidananda rupah shivoham shivoham', 'bhaja govindam bhaja govindam govindam bhaja mudhamate', 'sarve bhavantu sukhinah sarve santu niramayah'];
console.log(`best_match for lines absent from the default build (${ABSENT.join(' / ')}): ${quality(ABSENT)}`);
console.log(`first hit: ${((100 * first) / evaluated).toFixed(1)}%   top 5: ${((100 * top5) / evaluated).toFixed(1)}%`);
console.log(`search latency, warm (${passes - 1} passes), over ${lat.length} queries: p50 ${pct(50).toFixed(2)} ms, p99 ${pct(99).toFixed(2)} ms, max ${lat[lat.length - 1]!.toFixed(2)} ms`);
console.log(`search CPU time per query, warm: p50 ${pctOf(cpu, 50).toFixed(2)} ms, p99 ${pctOf(cpu, 99).toFixed(2)} ms (wall-clock above includes preemption by other processes)`);
// the machine's 1-minute load average at the start and now: latency figures are comparable only at like loads
console.log(`load average ${load0.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end`);
console.log(`search latency, cold first pass over ${cold.length} queries: p50 ${pctOf(cold, 50).toFixed(2)} ms, p99 ${pctOf(cold, 99).toFixed(2)} ms, max ${cold[cold.length - 1]!.toFixed(2)} ms`);
console.log(`citation latency: p50 ${clat[Math.floor(clat.length / 2)]!.toFixed(4)} ms, p99 ${clat[Math.floor(clat.length * 0.99)]!.toFixed(4)} ms`);
console.log(`load: ${(loadMs / 1000).toFixed(2)} s (first query after load ${firstQueryMs.toFixed(1)} ms); RSS after load ${(rss1 / 1e6).toFixed(0)} MB (corpus +${((rss1 - rss0) / 1e6).toFixed(0)} MB)`);
const sa = engine.sanskrit.index;
const tr = engine.translation.index;
console.log(`verses ${engine.verseCount}; sanskrit index: ${sa.docVerse.length} docs, ${sa.postings.length} trigram postings; translation index: ${tr.docKey.length} docs, ${engine.translation.termCount} terms, ${tr.postDocs.length} postings`);
console.log(`RSS after the bench ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
console.log(`artifact sizes: ${['corpus.msgpack', 'verses.msgpack', 'apparatus.msgpack', 'search-sa.msgpack', 'search-tr.msgpack'].map((f) => `${f} ${size(f)} MB`).join(', ')}`);
