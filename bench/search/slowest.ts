/**
 * The slowest bench queries and where their time goes, and the bench's answers (for before/after comparison):
 *   node --import=tsx bench/search/slowest.ts [build/corpus] [--passes 3] [--top 10] [--dump answers.json]
 * Stages per query (best of the warm passes, in CPU time of the process: wall-clock on a shared machine is
 * mostly other processes): scoring (the trigram pass), re-rank (the rest of the index search: phrase proximity
 * of the kept candidates), engine (dedupe, match_share, verse decoding, snippets).
 */
import { writeFileSync } from 'node:fs';
import { loadCorpusStore } from '../../src/server/corpus-store.js';
import { analyseQuery } from '../../src/corpus/search/analyze.js';
import { detectScheme } from '../../src/corpus/script/scheme.js';
import { TopK } from '../../src/corpus/search/top-k.js';
import { KNOWN_ITEMS } from './queries.js';
import { FAMOUS, STYLES, casualAscii } from './famous.js';
import { slp1To } from '../../src/corpus/script/from-slp1.js';
import { arg } from '../lib/args.js';

const dir = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'build/corpus';
const passes = Math.max(2, parseInt(arg('passes', '3'), 10));
const top = parseInt(arg('top', '10'), 10);
const dump = arg('dump', '');
const engine = loadCorpusStore(dir);

/** The opening pāda of a verse, as in run.ts. */
function openingPada(slp1: string): string {
  const line = slp1.replace(/[[\]()]/g, ' ').split(/[.\n|]/).map((x) => x.trim()).find((x) => x.length > 0) ?? '';
  return line.split(/\s+/).slice(0, 6).join(' ');
}
const queries: Array<{ q: string; mode: 'fulltext' | 'translation' }> = KNOWN_ITEMS.map((k) => ({ q: k.q, mode: k.mode ?? 'fulltext' }));
for (const f of FAMOUS) {
  const ed = engine.listEditions(f.work)?.editions[0]?.slug;
  const vi = ed ? engine.verses.find(f.work, ed, f.ref) : -1;
  if (vi < 0) continue;
  const pada = openingPada(engine.verses.get(vi).content_slp1);
  for (const style of STYLES) queries.push({ q: style === 'ascii' ? casualAscii(slp1To(pada, 'iast')) : slp1To(pada, style), mode: 'fulltext' });
}

const answers = queries.map(({ q, mode }) => {
  const r = engine.search({ q, mode, limit: 10 });
  return { q, mode, total: r.total, best: r.best_match, hits: r.hits.map((h) => `${h.work_slug}:${h.reference} ${h.score}`) };
});
if (dump) writeFileSync(dump, JSON.stringify(answers, null, 1));

const s = engine.sanskrit;
/** CPU time of the process in ms (user + system). */
const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const best = queries.map(() => ({ total: Infinity, scoring: 0, index: 0 }));
for (let rep = 0; rep < passes; rep++) {
  queries.forEach(({ q, mode }, i) => {
    const t0 = cpuMs();
    engine.search({ q, mode, limit: 10 });
    const total = cpuMs() - t0;
    let scoring = 0;
    let index = 0;
    if (mode === 'fulltext') {
      const a = analyseQuery(q, detectScheme(q));
      const t1 = cpuMs();
      if (a.joined.length >= 3) (s as unknown as { scoreGrams(q: unknown, w: null, h: TopK): number }).scoreGrams(a, null, new TopK(100));
      scoring = cpuMs() - t1;
      const t2 = cpuMs();
      s.search(a, null, 20);
      index = cpuMs() - t2;
    }
    if (total < best[i]!.total) best[i] = { total, scoring, index };
  });
}
const order = queries.map((_, i) => i).sort((a, b) => best[b]!.total - best[a]!.total);
const times = best.map((b) => b.total).sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
console.log(`${queries.length} queries, best of ${passes} passes, CPU time: p50 ${pct(50).toFixed(2)} ms, p99 ${pct(99).toFixed(2)} ms`);
for (const i of order.slice(0, top)) {
  const b = best[i]!;
  const p = engine.searchPostings(queries[i]!);
  console.log(`${b.total.toFixed(2)} ms  scoring ${b.scoring.toFixed(2)}  re-rank ${(b.index - b.scoring).toFixed(2)}  engine ${(b.total - b.index).toFixed(2)}  postings ${p}  ${queries[i]!.mode} "${queries[i]!.q}"`);
}
