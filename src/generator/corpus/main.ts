/**
 * Standalone corpus build (until wired into `kalakosha generate --only corpus`):
 *   node --import=tsx src/generator/corpus/main.ts [--data data/corpus] [--out build/corpus]
 *        [--include-noncommercial] [--include-uncleared]
 */
import { Command } from 'commander';
import { buildCorpus } from './build.js';

const program = new Command()
  .option('--data <dir>', 'source bundles', 'data/corpus')
  .option('--out <dir>', 'artifact directory', 'build/corpus')
  .option('--include-noncommercial', 'include GRETIL (CC BY-NC-SA 4.0)', false)
  .option('--include-uncleared', 'include sources without a cleared licence (sanskritsahitya, modern translations)', false)
  .parse();
const o = program.opts<{ data: string; out: string; includeNoncommercial: boolean; includeUncleared: boolean }>();
buildCorpus({
  dataDir: o.data, outDir: o.out, includeNoncommercial: o.includeNoncommercial, includeUncleared: o.includeUncleared,
  log: (m) => console.log(m), builtAt: new Date().toISOString(),
});
