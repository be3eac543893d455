/**
 * bench/memory/serving-heap: what the serving thread's V8 heap holds once the corpus routes have been used, and
 * what a full garbage collection of it costs (every mark-compact marks every live object, so its pause grows with
 * the object count, not with the bytes held in typed arrays).
 *
 *   node --import=tsx bench/memory/serving-heap.ts [--snapshots 5] [--node-flags "…"]
 *
 * Starts the compiled server (bench/lib/server-process.ts, one serving thread = the main thread, the Makefile's
 * node flags plus `--trace-gc --heapsnapshot-signal=SIGUSR2`), uses the corpus routes the way a client does
 * (every edition's table of contents and a citation in it, dictionary lookups, then the known-item queries of
 * bench/search/queries.ts in both modes),
 * then reads /healthz's `memory_mb` and asks for `--snapshots` heap snapshots (one more, before the searches, gives the
 * object count of the loaded indexes and the few verse chunks the citations decoded). V8 runs two full collections before
 * each snapshot, each printing a mark-compact pause in the --trace-gc log (the serving thread's lines, reason
 * `heap profiler`): the figures reported are the minimum and median of those pauses (wall time of the pause on the
 * serving thread; with --no-concurrent-marking it holds all the marking; on a loaded machine the minimum is the
 * least disturbed) and the live heap after the last one. The object count is the first snapshot's `node_count`
 * (live V8 heap objects, strings included).
 * Needs build/corpus and build/dictionary.
 */
import { mkdtempSync, readdirSync, readSync, openSync, closeSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arg } from '../lib/args.js';
import { KNOWN_ITEMS } from '../search/queries.js';
import { nodeFlagsFromArgv, startServer, cpuSecondsOfPid } from '../lib/server-process.js';

const snapshots = Math.max(1, Number(arg('snapshots', '5')));
const diagDir = mkdtempSync(join(tmpdir(), 'kalakosha-heap-'));
const server = await startServer({
  threads: 1, stdout: true,
  nodeFlags: [...nodeFlagsFromArgv(), '--trace-gc', '--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${diagDir}`],
});
const base = `http://127.0.0.1:${server.port}`;
const get = async (path: string): Promise<any> => {
  const r = await fetch(base + path, { headers: { 'X-API-Key': server.key } });
  const t = await r.text();
  if (r.status !== 200) throw new Error(`${path}: ${r.status} ${t.slice(0, 200)}`);
  return JSON.parse(t);
};

try {
  // the corpus routes, as clients use them: every edition cited (its per-edition lookup built), searches, lookups
  const works = (await get('/corpus/v1/works')).works as Array<{ slug: string }>;
  let cites = 0;
  for (const w of works) {
    const eds = (await get(`/corpus/v1/works/${w.slug}/editions`)).editions as Array<{ slug: string }>;
    for (const e of eds) {
      const toc = await get(`/corpus/v1/works/${w.slug}/toc?edition=${e.slug}`);
      const ch = toc.chapters[0];
      if (!ch) continue;
      const path = ch.chapter === '' ? `/corpus/v1/cite/${w.slug}/${ch.first_verse}` : `/corpus/v1/cite/${w.slug}/${ch.chapter}/${ch.first_verse}`;
      await get(`${path}?edition=${e.slug}`);
      cites++;
    }
  }
  for (const w of ['dharmasya', 'धर्मेण', 'karmaṇi', 'rāmaḥ', 'gacchati', 'dharmakSetre'])
    await get(`/corpus/v1/lookup?word=${encodeURIComponent(w)}`);
  await get('/corpus/v1/search?q=sudra&mode=translation&limit=1'); // the translation searcher built
  // before the searches: the loaded indexes and the few verse chunks the citations decoded
  server.child.kill('SIGUSR2');
  const first = await snapshotWritten();
  const beforeSearches = snapshotCounts(first).nodeCount;
  rmSync(first);
  for (const k of KNOWN_ITEMS) for (const mode of ['fulltext', 'translation'])
    await get(`/corpus/v1/search?q=${encodeURIComponent(k.q)}&mode=${mode}&limit=10`);
  const health = await get('/healthz');
  const cpuBefore = cpuSecondsOfPid(server.child.pid!);
  const pauses: number[] = [];
  let liveMb = NaN;
  let nodeCount = NaN;
  let edgeCount = NaN;
  for (let s = 0; s < snapshots; s++) {
    const linesBefore = server.stdout().split('\n').length;
    server.child.kill('SIGUSR2');
    const file = await snapshotWritten();
    if (s === 0) ({ nodeCount, edgeCount } = snapshotCounts(file));
    rmSync(file);
    // the serving thread's collections for the snapshot (compute workers print their own lines, with other reasons)
    for (const l of server.stdout().split('\n').slice(linesBefore - 1)) {
      const m = /Mark-Compact.*-> ([\d.]+) \([\d.]+\) MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms.*heap profiler/.exec(l);
      if (!m) continue;
      liveMb = Number(m[1]);
      pauses.push(Number(m[2]));
    }
  }
  const cpu = cpuSecondsOfPid(server.child.pid!) - cpuBefore;
  pauses.sort((a, b) => a - b);
  const median = pauses[Math.floor(pauses.length / 2)];
  console.log(JSON.stringify({
    editions_cited: cites,
    heap_used_mb: health.memory_mb.heap_used, heap_total_mb: health.memory_mb.heap_total, array_buffers_mb: health.memory_mb.array_buffers, rss_mb: health.memory_mb.rss,
    heap_objects_before_searches: beforeSearches,
    live_heap_after_full_gc_mb: liveMb, heap_objects: nodeCount, heap_edges: edgeCount,
    full_gc_pause_ms_min: pauses[0], full_gc_pause_ms_median: median, full_gc_pauses_ms: pauses,
    snapshot_cpu_s: Number(cpu.toFixed(2)),
  }, null, 1));
} finally {
  await server.stop();
  rmSync(diagDir, { recursive: true, force: true });
}

/** Waits for the next .heapsnapshot in diagDir to be complete (its size stops growing and it ends in `]}`). */
async function snapshotWritten(): Promise<string> {
  for (let i = 0; i < 1200; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const f = readdirSync(diagDir).find((n) => n.endsWith('.heapsnapshot'));
    if (!f) continue;
    const path = join(diagDir, f);
    const size = statSync(path).size;
    if (size < 16) continue;
    const fd = openSync(path, 'r');
    const tail = Buffer.alloc(8);
    readSync(fd, tail, 0, 8, size - 8);
    closeSync(fd);
    if (/\]\s*\}\s*$/.test(tail.toString('latin1'))) {
      await new Promise((r) => setTimeout(r, 250));
      if (statSync(path).size === size) return path;
    }
  }
  throw new Error('no heap snapshot written');
}

/** node_count and edge_count from a snapshot's header (the first few kB of the JSON). */
function snapshotCounts(path: string): { nodeCount: number; edgeCount: number } {
  const fd = openSync(path, 'r');
  const head = Buffer.alloc(8192);
  readSync(fd, head, 0, head.length, 0);
  closeSync(fd);
  const t = head.toString('latin1');
  return { nodeCount: Number(/"node_count":(\d+)/.exec(t)?.[1]), edgeCount: Number(/"edge_count":(\d+)/.exec(t)?.[1]) };
}
