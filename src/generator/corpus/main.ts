/**
 * Standalone corpus build (until wired into `kalakosha generate --only corpus`):
 *   node --import=tsx src/generator/corpus/main.ts [--data data/corpus] [--out build/corpus]
 *        [--include-noncommercial] [--exclude-uncleared]
 * Uncleared content is built by default (reported licence 'uncleared'); --include-uncleared is a no-op alias.
 */
import { Command } from 'commander';
import { buildCorpus } from './build.js';

const program = new Command()
  .option('--data <dir>', 'source bundles', 'data/corpus')
  .option('--out <dir>', 'artifact directory', 'build/corpus')
  .option('--include-noncommercial', 'include GRETIL (CC BY-NC-SA 4.0)', false)
  .option('--exclude-uncleared', 'drop content without a cleared licence (sanskritsahitya works, modern Gītā translations)', false)
  .option('--include-uncleared', 'no-op: uncleared content is built by default (kept for old scripts)', false)
  .parse();
const o = program.opts<{ data: string; out: string; includeNoncommercial: boolean; excludeUncleared: boolean }>();
buildCorpus({
  dataDir: o.data, outDir: o.out, includeNoncommercial: o.includeNoncommercial, excludeUncleared: o.excludeUncleared,
  log: (m) => console.log(m), builtAt: new Date().toISOString(),
});
