/**
 * @module
 * `kalakosha generate`: the offline generator's CLI. Each stage writes versioned artifacts into `--out`.
 */
import type { Command } from 'commander';
import { STAGES, runStages } from './stages.js';

export function registerGenerateCommand(program: Command): void {
  program
    .command('generate')
    .description('precompute tables, tiles, festivals, corpus and NER artifacts into build/')
    .option('--out <dir>', 'output directory', './build')
    .option('--only <stages>', `comma-separated stages (${STAGES.map((s) => s.name).join(', ')})`)
    .option('--missing', 'build only the artifacts that are absent or stale (what `make run` does)')
    .option('--all', 'every stage over the full range (what `make datasets` does)')
    .action(async (o) => {
      const only = o.only ? String(o.only).split(',').map((s: string) => s.trim()).filter(Boolean) : undefined;
      const code = await runStages({ outDir: o.out, only, missingOnly: !!o.missing, all: !!o.all, log: (m) => process.stderr.write(m + '\n') });
      process.exitCode = code;
    });
}
