/**
 * @module
 * `kalakosha generate`: the offline generator's CLI. Each stage writes versioned artifacts into `--out`
 * and lists them in `<out>/manifest.json`. See docs/generator.md.
 */
import { InvalidArgumentError, type Command } from 'commander';
import { writeFileSync } from 'node:fs';
import { STAGES, runStages, type StageStats } from './stages.js';
import { defaultWorkerCount } from './pool.js';
import { projectRoot } from '../server/app.js';
import { parseShardSpec, MAX_SHARDS, type ShardSpec } from './shard.js';
import { mergeShards, MergeRefusedError } from './merge.js';

function year(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1900 || n > 2100) throw new InvalidArgumentError('a year 1900–2100');
  return n;
}
function count(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 256) throw new InvalidArgumentError('an integer 0–256 (0 = no worker threads)');
  return n;
}

function shard(v: string): ShardSpec {
  const s = parseShardSpec(v);
  if (!s) throw new InvalidArgumentError(`K/N with 1 <= K <= N <= ${MAX_SHARDS} (e.g. 2/8)`);
  return s;
}

export function registerGenerateCommand(program: Command): void {
  const generate = program
    .command('generate')
    .description('precompute tables, tiles, festivals, corpus and NER artifacts into build/')
    .option('--out <dir>', 'output directory', './build')
    .option('--data <dir>', 'data directory (tiles, festival rules)', './data')
    .option('--only <stages>', `comma-separated stages (${STAGES.map((s) => s.name).join(', ')})`)
    .option('--missing', 'build only the artifacts that are absent or stale (what `make run` does)')
    .option('--all', 'every stage over the full range and every tile (what `make datasets` does)')
    .option('--from <year>', 'first year (default 1900)', year)
    .option('--to <year>', 'last year (default 2100)', year)
    .option('--tiles <spec>', 'tiles: comma-separated ids, `all`, `default` or `first:N` (default: all with --all, else the default set)')
    .option('--shard <K/N>', 'build the tables and the K-th of N contiguous slices of the tiles, with a partial manifest (then `generate merge`)', shard)
    .option('--workers <n>', `worker threads (default: ${defaultWorkerCount()} = cores)`, count)
    .option('--check', 'exit 1 when any selected stage is stale (e.g. data/festivals changed); builds nothing')
    .option('--quiet', 'no progress bars')
    .option('--include-noncommercial', 'corpus and entities: add non-commercial/restricted sources (GRETIL CC BY-NC-SA 4.0; the BORI Mahābhārata text, whose rights holder asks that it not be redistributed; the Cologne Purāṇa/Vedic Index, CC BY-NC-SA 3.0 per their headers): internal or non-commercial deployments only')
    .option('--exclude-uncleared', 'corpus: drop sources whose licence is not cleared (sanskritsahitya.org, modern Gita translations)')
    .option('--include-uncleared', 'corpus: accepted for compatibility; uncleared sources are included by default')
    .option('--stats <file>', 'write per-stage rows, rows/s, seconds and peak memory as JSON (bench)')
    .action(async (o) => {
      const only = o.only ? String(o.only).split(',').map((s: string) => s.trim()).filter(Boolean) : undefined;
      const stats: StageStats[] = [];
      const t0 = performance.now();
      try {
        process.exitCode = await runStages({
          outDir: o.out, dataDir: o.data, only, missingOnly: !!o.missing, all: !!o.all, log: (m) => process.stderr.write(m + '\n'),
          fromYear: o.from, toYear: o.to, tiles: o.tiles, workers: o.workers, check: !!o.check, quiet: !!o.quiet, stats,
          includeNoncommercial: !!o.includeNoncommercial, excludeUncleared: !!o.excludeUncleared, projectRoot: projectRoot(), shard: o.shard,
        });
        if (o.stats) {
          // maxRSS covers the worker threads too (they share the process).
          writeFileSync(o.stats, JSON.stringify({ seconds: (performance.now() - t0) / 1000, maxRssMb: process.resourceUsage().maxRSS / 1024, stages: stats }, null, 1));
        }
      } catch (e) {
        process.stderr.write(`kalakosha generate: ${e instanceof Error ? e.message : String(e)}\n`);
        process.exitCode = 1;
      }
    });

  // `generate`'s own options are read wherever they stand (commander parses a parent's options before and after its
  // subcommands), so the merge takes --out and --quiet from `generate`.
  generate
    .command('merge')
    .description('join the outputs of `generate --shard K/N` (K = 1…N) into one dataset in --out (required): the files and manifest a single run writes')
    .argument('<dirs...>', 'the shards\' output directories, in any order')
    .addHelpText('after', '\nOptions (of generate): --out <dir> (required), --quiet.\nExit: 0 merged; 2 the shards do not fit together (each reason is printed); 1 another error.')
    .action(async (dirs: string[]) => {
      const o = generate.opts();
      const unused = Object.keys(o).filter((k) => k !== 'out' && k !== 'quiet' && generate.getOptionValueSource(k) === 'cli');
      if (unused.length) {
        process.stderr.write(`kalakosha generate merge: takes only --out and --quiet (not ${unused.map((k) => '--' + k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())).join(', ')}): the shards' manifests say what they hold\n`);
        process.exitCode = 2;
        return;
      }
      if (generate.getOptionValueSource('out') !== 'cli') {
        process.stderr.write('kalakosha generate merge: --out <dir> is required (the merged dataset\'s directory)\n');
        process.exitCode = 2;
        return;
      }
      try {
        await mergeShards({ shardDirs: dirs, outDir: o.out, quiet: !!o.quiet, log: (m) => process.stderr.write(m + '\n') });
        process.exitCode = 0;
      } catch (e) {
        process.stderr.write(`kalakosha generate merge: ${e instanceof Error ? e.message : String(e)}\n`);
        process.exitCode = e instanceof MergeRefusedError ? 2 : 1;
      }
    });
}
