/**
 * @module
 * What a generator stage is (`Stage`) and what it is given (`StageContext`). Its own module so that the
 * stages (stages/*.ts, corpus/corpus-stage.ts, ner/ner-stage.ts) import it downward, and the list of
 * stages (./stages.ts) imports the stages.
 */
import type { Manifest } from './manifest.js';
import type { ShardSpec } from './shard.js';

export interface StageStats { stage: string; rows: number; rowsPerSecond?: number; seconds?: number }

export interface StageContext {
  outDir: string;
  dataDir: string;
  all: boolean;
  log: (msg: string) => void;
  /** Years (inclusive); undefined = the stage's default. */
  fromYear?: number;
  toYear?: number;
  /** Tile selection: comma-separated ids, `all`, `default` or `first:N`; undefined = all with --all, else default. */
  tiles?: string;
  /** `--shard K/N`: the tile stages build only this slice of the tile selection (./shard.ts). */
  shard?: ShardSpec;
  /** Worker threads (0 = run in this thread). */
  workers?: number;
  /** No progress bars (tests). */
  quiet?: boolean;
  /** Corpus licence flags (docs/corpus.md): GRETIL's CC BY-NC-SA texts; drop the uncleared sources. */
  includeNoncommercial?: boolean;
  excludeUncleared?: boolean;
  /** The repository root (for stages whose freshness depends on their build code). */
  projectRoot?: string;
  /** The manifest being updated (read at start, written after each stage). */
  manifest?: Manifest;
  /** Filled by stages with row counts and rates (bench). */
  stats?: StageStats[];
}

export interface Stage {
  name: string;
  description: string;
  /** Whether `make run` builds it when missing. */
  default: boolean;
  isFresh(ctx: StageContext): Promise<boolean> | boolean;
  run(ctx: StageContext): Promise<void>;
}
