/**
 * NER on adversarial text: worst CPU time per 1,000 characters.
 *   node --import=tsx bench/ner/adversarial.ts [--sizes 1000,2000,5000,10000] [--samples 3] [--model data/ner/model.msgpack.gz]
 *     [--budget-ms 3000]
 * Texts (test/ner/adversarial-texts.ts): long unspaced runs of names, words just under the narrowing bound, every
 * script the API reads, emoji, combining marks, joiners, and distinct made-up words (a cold per-word memo). Each
 * text is tagged through recognizeEntities (threshold 0: every entity the tagger proposes) with the per-word memo
 * emptied first, `--samples` times; the median CPU time (process.cpuUsage: the machine is shared) counts.
 * A text whose sample exceeds `--budget-ms` is not run at larger sizes (the quadratic code took minutes at 10k).
 * Prints one row per text and size, then the worst ms per 1,000 characters per size. Aim: well under 50.
 */
import { readNerModel } from '../../src/generator/ner/model-file.js';
import { loadNerModel } from '../../src/ner/model.js';
import { recognizeEntities } from '../../src/ner/recognize.js';
import { forgetWordMemo } from '../../src/ner/tag-words.js';
import { MAX_NARROWED_WORD_CHARS } from '../../src/ner/recognize.js';
import { adversarialUnits, distinctWords, repeatToChars } from '../../test/ner/adversarial-texts.js';
import { arg } from '../lib/args.js';

const sizes = arg('sizes', '1000,2000,5000,10000').split(',').map(Number);
const samples = Number(arg('samples', '3'));
const budgetMs = Number(arg('budget-ms', '3000'));
const model = loadNerModel(readNerModel(arg('model', 'data/ner/model.msgpack.gz')));

const cpuMs = (f: () => void): number => {
  const c = process.cpuUsage();
  f();
  const u = process.cpuUsage(c);
  return (u.user + u.system) / 1000;
};

const texts: { name: string; at: (chars: number) => string }[] = [
  ...adversarialUnits(MAX_NARROWED_WORD_CHARS).map((u) => ({ name: u.name, at: (n: number) => repeatToChars(u, n) })),
  { name: 'distinct made-up words', at: (n: number) => distinctWords(n) },
];

// Warm-up (JIT), not counted.
for (let i = 0; i < 2; i++) for (const t of texts) recognizeEntities(model, t.at(1000), 0);

const worst = new Map<number, { name: string; msPer1k: number }>();
const overBudget = new Set<string>();
console.log('size\tms/1k\tentities\ttext');
for (const size of sizes) {
  for (const t of texts) {
    if (overBudget.has(t.name)) { console.log(`${size}\tskipped\t\t${t.name} (over ${budgetMs} ms at a smaller size)`); continue; }
    const text = t.at(size);
    const ms: number[] = [];
    let entities = 0;
    for (let i = 0; i < samples; i++) {
      forgetWordMemo(model.tagger);
      ms.push(cpuMs(() => { entities = recognizeEntities(model, text, 0).entities.length; }));
      if (ms[ms.length - 1]! > budgetMs) { overBudget.add(t.name); break; }
    }
    ms.sort((a, b) => a - b);
    const msPer1k = (ms[Math.floor(ms.length / 2)]! / [...text].length) * 1000;
    console.log(`${size}\t${msPer1k.toFixed(2)}\t${entities}\t${t.name}`);
    if (msPer1k > (worst.get(size)?.msPer1k ?? -1)) worst.set(size, { name: t.name, msPer1k });
  }
}
console.log('\nworst CPU ms per 1,000 characters (median of %d samples, cold per-word memo):', samples);
for (const size of sizes) {
  const w = worst.get(size);
  console.log(`  ${size} chars: ${w ? `${w.msPer1k.toFixed(2)} (${w.name})` : '-'}${[...overBudget].length ? '' : ''}`);
}
if (overBudget.size) console.log(`  over budget (${budgetMs} ms for one text): ${[...overBudget].join('; ')}`);
