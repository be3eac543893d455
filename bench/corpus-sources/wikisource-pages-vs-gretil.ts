/**
 * Checks the Upaniṣads read from Sanskrit Wikisource's pages (bundle viveka-wikisource-upanishads) against an
 * independent digitisation of the same works, GRETIL's mūla in its files of Śaṅkara's bhāṣya (bundle
 * ambuda-gretil-tei, CC BY-NC-SA: read here only, never shipped by this check): for each mantra, the Jaccard overlap
 * of letter trigrams (SLP1, letters only) with GRETIL's mantra of the same number, and whether the best-matching GRETIL
 * mantra is that one. A numbering shift shows as a best match elsewhere; a transcription slip as a low overlap.
 *   node --import=tsx bench/corpus-sources/wikisource-pages-vs-gretil.ts [data/corpus]
 */
import { gretilBhashyaAdapter } from '../../src/generator/corpus/adapters/gretil-upanishad-bhashya.js';
import { wikisourcePagesAdapter } from '../../src/generator/corpus/adapters/wikisource-pages.js';

const dataDir = process.argv[2] ?? 'data/corpus';
const ctx = { dataDir, includeUncleared: false, includeNoncommercial: true, log: () => {} };
const gretilEditions = gretilBhashyaAdapter.run(ctx);

const trigrams = (slp1: string): Set<string> => {
  const k = slp1.replace(/[^a-zA-Z]/g, '');
  const t = new Set<string>();
  for (let i = 0; i + 3 <= k.length; i++) t.add(k.slice(i, i + 3));
  return t;
};
const jaccard = (a: Set<string>, b: Set<string>): number => {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared || 1);
};

for (const ws of wikisourcePagesAdapter.run(ctx)) {
  const gr = gretilEditions.find((e) => e.work.slug === ws.work.slug);
  if (!gr) {
    console.log(`${ws.work.slug}: no GRETIL text to compare`);
    continue;
  }
  const gretil = gr.verses.map((v) => ({ ref: v.reference, t: trigrams(v.content_slp1) }));
  const byRef = new Map(gretil.map((g) => [g.ref, g.t]));
  const bins = [0, 0, 0, 0, 0];
  let bestIsSame = 0;
  const absent: string[] = [];
  const off: string[] = [];
  for (const v of ws.verses) {
    const a = trigrams(v.content_slp1);
    const same = byRef.get(v.reference);
    let best = { ref: '', j: -1 };
    for (const g of gretil) {
      const x = jaccard(a, g.t);
      if (x > best.j) best = { ref: g.ref, j: x };
    }
    if (!same) {
      absent.push(`${v.reference} (best GRETIL ${best.ref} ${best.j.toFixed(2)})`);
      continue;
    }
    const j = jaccard(a, same);
    bins[Math.min(4, Math.floor(j * 5))]++;
    if (best.ref === v.reference) bestIsSame++;
    else off.push(`${v.reference} (${j.toFixed(2)}; best GRETIL ${best.ref} ${best.j.toFixed(2)})`);
  }
  const missing = gr.verses.filter((v) => !ws.verses.some((w) => w.reference === v.reference)).map((v) => v.reference);
  console.log(`${ws.work.slug}: Wikisource ${ws.verses.length} mantras, GRETIL ${gr.verses.length}`);
  console.log(`  overlap with GRETIL's mantra of the same number: <0.2 ${bins[0]}, 0.2–0.4 ${bins[1]}, 0.4–0.6 ${bins[2]}, 0.6–0.8 ${bins[3]}, ≥0.8 ${bins[4]}`);
  console.log(`  best GRETIL match is the same number: ${bestIsSame}`);
  console.log(`  best match elsewhere: ${off.join(', ') || 'none'}`);
  console.log(`  Wikisource numbers GRETIL lacks: ${absent.join(', ') || 'none'}`);
  console.log(`  GRETIL numbers Wikisource lacks: ${missing.join(', ') || 'none'}`);
}
