/**
 * Checks the hand-transcribed Devīmāhātmya (Sanskrit Wikisource, bundle vyasa-markandeya-devi-mahatmya) against an
 * independent digitisation, GRETIL's Mārkaṇḍeya Purāṇa 1–93 (bundle ambuda-gretil-tei, CC BY-NC-SA: read here only,
 * never shipped by this check): for each verse, the best Jaccard overlap of letter trigrams (SLP1, letters only)
 * with any GRETIL verse of adhyāyas 74–93, and the GRETIL adhyāya it falls in. A transcription slip or a wrong
 * chapter identification shows up as a low overlap or a chapter that is not 80 + the Devīmāhātmya chapter.
 *   node --import=tsx bench/corpus-sources/devi-mahatmya-vs-gretil.ts [data/corpus]
 */
import { bundleMap } from '../../src/generator/corpus/source-bundle.js';
import { parseGretil } from '../../src/generator/corpus/adapters/gretil.js';
import { verseText } from '../../src/corpus/verse-text.js';
import { deviMahatmyaAdapter } from '../../src/generator/corpus/adapters/devi-mahatmya.js';

const dataDir = process.argv[2] ?? 'data/corpus';
const xml = bundleMap(dataDir, 'ambuda-gretil-tei').get('sa_mArkaNDeyapurANa1-93.xml');
if (!xml) throw new Error('GRETIL Mārkaṇḍeya not in the bundle');
const trigrams = (slp1: string) => {
  const k = slp1.replace(/[^a-zA-Z]/g, '');
  const t = new Set<string>();
  for (let i = 0; i + 3 <= k.length; i++) t.add(k.slice(i, i + 3));
  return t;
};
const gretil = parseGretil(xml, 2).filter((v) => Number(v.nums[0]) >= 74)
  .map((v) => ({ adhyaya: Number(v.nums[0]), t: trigrams(verseText(v.text, 'iast').content_slp1) }));
const [dm] = deviMahatmyaAdapter.run({ dataDir, includeUncleared: false, includeNoncommercial: false, log: () => {} });
if (!dm) throw new Error('no Devīmāhātmya edition');
const bins = [0, 0, 0, 0, 0];
let chapterAgrees = 0;
const low: string[] = [];
for (const v of dm.verses) {
  const a = trigrams(v.content_slp1);
  let best = 0;
  let adhyaya = 0;
  for (const g of gretil) {
    let shared = 0;
    for (const x of a) if (g.t.has(x)) shared++;
    const j = shared / (a.size + g.t.size - shared);
    if (j > best) [best, adhyaya] = [j, g.adhyaya];
  }
  bins[Math.min(4, Math.floor(best * 5))]++;
  if (adhyaya === 80 + Number(v.chapter)) chapterAgrees++;
  if (best < 0.6) low.push(`${v.reference} (${best.toFixed(2)}, GRETIL ${adhyaya})`);
}
console.log(`verses ${dm.verses.length}; best trigram overlap with GRETIL: <0.2 ${bins[0]}, 0.2–0.4 ${bins[1]}, 0.4–0.6 ${bins[2]}, 0.6–0.8 ${bins[3]}, ≥0.8 ${bins[4]}`);
console.log(`best match in GRETIL adhyāya 80 + chapter: ${chapterAgrees} of ${dm.verses.length}`);
console.log(`below 0.6: ${low.join(', ') || 'none'}`);
