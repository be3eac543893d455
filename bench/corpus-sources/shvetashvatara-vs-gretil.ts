/**
 * Checks the hand-transcribed Śvetāśvatara (Sanskrit Wikisource via chettyv/Sandhya, bundle
 * sandhya-wikisource-upanishads) against an independent digitisation, GRETIL's (bundle ambuda-gretil-tei,
 * CC BY-NC-SA: read here only, never shipped by this check): for each mantra, the Jaccard overlap of letter
 * trigrams (SLP1, letters only) with GRETIL's mantra of the same number, and whether the best-matching GRETIL mantra
 * is that one. A transcription slip shows up as a low overlap; a numbering shift as a best match elsewhere.
 *   node --import=tsx bench/corpus-sources/shvetashvatara-vs-gretil.ts [data/corpus]
 */
import { gretilAdapter } from '../../src/generator/corpus/adapters/gretil.js';
import { wikisourceUpanishadsAdapter } from '../../src/generator/corpus/adapters/wikisource-upanishads.js';

const dataDir = process.argv[2] ?? 'data/corpus';
const ctx = { dataDir, includeUncleared: false, includeNoncommercial: true, log: () => {} };
const ws = wikisourceUpanishadsAdapter.run(ctx).find((e) => e.work.slug === 'shvetashvatara-upanishad');
const gr = gretilAdapter.run(ctx).find((e) => e.work.slug === 'shvetashvatara-upanishad');
if (!ws || !gr) throw new Error('Śvetāśvatara missing from one of the bundles');

const trigrams = (slp1: string) => {
  const k = slp1.replace(/[^a-zA-Z]/g, '');
  const t = new Set<string>();
  for (let i = 0; i + 3 <= k.length; i++) t.add(k.slice(i, i + 3));
  return t;
};
const jaccard = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared || 1);
};
const gretil = gr.verses.map((v) => ({ ref: v.reference, t: trigrams(v.content_slp1) }));
const byRef = new Map(gretil.map((g) => [g.ref, g.t]));
const bins = [0, 0, 0, 0, 0];
let bestIsSame = 0;
let unmatched = 0;
const low: string[] = [];
for (const v of ws.verses) {
  const a = trigrams(v.content_slp1);
  const same = byRef.get(v.reference);
  if (!same) {
    unmatched++;
    continue;
  }
  const j = jaccard(a, same);
  bins[Math.min(4, Math.floor(j * 5))]++;
  let best = { ref: '', j: -1 };
  for (const g of gretil) {
    const x = jaccard(a, g.t);
    if (x > best.j) best = { ref: g.ref, j: x };
  }
  if (best.ref === v.reference) bestIsSame++;
  if (j < 0.8) low.push(`${v.reference} (${j.toFixed(2)}, best GRETIL ${best.ref})`);
}
console.log(`Wikisource mantras ${ws.verses.length}, GRETIL mantras ${gr.verses.length}, Wikisource numbers absent from GRETIL ${unmatched}`);
console.log(`trigram overlap with GRETIL's mantra of the same number: <0.2 ${bins[0]}, 0.2–0.4 ${bins[1]}, 0.4–0.6 ${bins[2]}, 0.6–0.8 ${bins[3]}, ≥0.8 ${bins[4]}`);
console.log(`best GRETIL match is the same number: ${bestIsSame} of ${ws.verses.length}`);
console.log(`below 0.8: ${low.join(', ') || 'none'}`);
