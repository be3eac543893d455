/**
 * Ganguli ↔ Kumbhakonam alignment figures (issue 22): per parvan the adhyāyas with a Ganguli section before
 * (by number only) and after (content alignment), how much of the number-aligned ground truth the content
 * alignment reproduces, and `--sample N` new content alignments spread over the parvans for hand-checking
 * (the section's opening English beside the adhyāya's opening SLP1 and first speaker).
 * Reads the Kumbhakonam verses from a built corpus (`--corpus build/corpus`) and the Ganguli bundle.
 *   node --import=tsx bench/ganguli-align/run.ts [--corpus build/corpus] [--data data/corpus] [--sample 30]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Packr } from 'msgpackr';
import { arg } from '../lib/args.js';
import type { Verse } from '../../src/corpus/model.js';
import { readBundle } from '../../src/generator/corpus/source-bundle.js';
import { GANGULI_SOURCE, planGanguli } from '../../src/generator/corpus/adapters/ganguli.js';

const corpusDir = arg('corpus', 'build/corpus');
const dataDir = arg('data', 'data/corpus');
const sample = Number(arg('sample', '30'));
const packr = new Packr({ moreTypes: true });
const c = packr.unpack(readFileSync(join(corpusDir, 'corpus.msgpack'))) as { editions: Array<{ work_slug: string; slug: string }>; verseEdition: Uint16Array; chunkSize: number };
const ed = c.editions.findIndex((e) => e.work_slug === 'mahabharata' && e.slug === 'kumbhakonam-sarit');
const vf = packr.unpack(readFileSync(join(corpusDir, 'verses.msgpack'))) as { chunks: Uint8Array[] };
const verses: Verse[] = [];
for (let k = 0; k < vf.chunks.length; k++) {
  const lo = k * c.chunkSize;
  if (!c.verseEdition.subarray(lo, lo + c.chunkSize).includes(ed)) continue;
  for (const v of packr.unpack(vf.chunks[k]!) as Verse[]) if (v.work_slug === 'mahabharata' && v.edition_slug === 'kumbhakonam-sarit') verses.push(v);
}
const t0 = performance.now();
const { attachments, reports } = planGanguli(readBundle(dataDir, GANGULI_SOURCE), verses);
const ms = performance.now() - t0;
console.log('book parva sections adhyayas | adhyāyas with Ganguli: before → after (share) | sections attached | ground truth reproduced');
let before = 0, after = 0, total = 0, gt = 0, rep = 0, secs = 0, att = 0;
for (const r of reports) {
  console.log(`${r.book} ${r.parva} ${r.sections} ${r.adhyayas} | ${r.coveredBefore} → ${r.covered} (${(100 * r.coveredBefore / r.adhyayas).toFixed(0)} % → ${(100 * r.covered / r.adhyayas).toFixed(0)} %) | ${r.attached} | ${r.reproduced}/${r.groundTruth}`);
  before += r.coveredBefore; after += r.covered; total += r.adhyayas; gt += r.groundTruth; rep += r.reproduced; secs += r.sections; att += r.attached;
}
console.log(`all: adhyāyas ${before} → ${after} of ${total} (${(100 * before / total).toFixed(1)} % → ${(100 * after / total).toFixed(1)} %); sections attached ${att} of ${secs}; ground truth reproduced ${rep}/${gt} (${(100 * rep / Math.max(1, gt)).toFixed(1)} %); alignment ${Math.round(ms)} ms`);
const content = attachments.filter((a) => a.by === 'content');
const byRef = new Map(verses.map((v) => [v.reference, v]));
for (let k = 0; k < sample && content.length > 0; k++) {
  const a = content[Math.floor((k + 0.5) * content.length / sample)]!;
  const v = byRef.get(a.firstRef);
  console.log(`\n#${k + 1} ${a.span.join('+')} ← ${a.text.slice(0, 260).replace(/\s+/g, ' ')}\n   SA: ${v?.speaker ?? ''} | ${v?.content_iast.slice(0, 200).replace(/\s+/g, ' ')}`);
}
