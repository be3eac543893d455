/**
 * buildCorpus: runs the adapters over data/corpus, assembles the corpus, builds the search indexes and writes
 * build/corpus/ (corpus.msgpack, search-sa.msgpack, search-tr.msgpack; each with formatVersion).
 * Reads data/corpus only.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Packr } from 'msgpackr';
import type { EditionData } from '../../corpus/model.js';
import { assembleCorpus } from './assemble.js';
import { hasBundle } from './source-bundle.js';
import { NONCOMMERCIAL_ADAPTERS, OPEN_ADAPTERS } from './adapters/index.js';
import { alignItihasa } from './adapters/itihasa.js';
import { buildSearchIndexes } from '../../corpus/search/build-indexes.js';

export interface BuildCorpusOptions {
  dataDir: string;
  outDir: string;
  /** GRETIL (CC BY-NC-SA): only for non-commercial deployments. */
  includeNoncommercial: boolean;
  /** sanskritsahitya (no licence stated) and modern translations whose copyright is not cleared. */
  includeUncleared?: boolean;
  log?: (msg: string) => void;
  /** Clock for builtAt (ISO string); the caller passes it in. */
  builtAt?: string;
}

export interface BuildCorpusResult {
  works: number;
  editions: number;
  verses: number;
  files: Record<string, number>;
  ms: number;
}

export function buildCorpus(opts: BuildCorpusOptions): BuildCorpusResult {
  const t0 = performance.now();
  const log = opts.log ?? (() => {});
  const ctx = { dataDir: opts.dataDir, includeUncleared: opts.includeUncleared ?? false, log };
  const adapters = [...OPEN_ADAPTERS, ...(opts.includeNoncommercial ? NONCOMMERCIAL_ADAPTERS : [])];
  const parts: EditionData[] = [];
  for (const a of adapters) {
    if (!hasBundle(opts.dataDir, a.source)) {
      log(`skip ${a.source}: no bundle in ${opts.dataDir}`);
      continue;
    }
    const t = performance.now();
    const out = a.run(ctx);
    parts.push(...out);
    log(`${a.source}: ${out.length} editions, ${out.reduce((n, e) => n + e.verses.length, 0)} verses (${Math.round(performance.now() - t)} ms)`);
  }
  const corpus = assembleCorpus(parts, opts.builtAt ?? new Date(0).toISOString());
  if (hasBundle(opts.dataDir, 'itihasa')) log(alignItihasa(opts.dataDir, corpus));
  for (const e of corpus.editions) {
    log(`  ${e.work_slug} / ${e.slug} [rank ${e.rank}, ${e.licence_class}]: ${e.counts.chapters} chapters, ${e.counts.verses} verses, ${e.counts.translations} translations, ${e.counts.commentaries} commentaries${e.notes.length ? ' — ' + e.notes.join('; ') : ''}`);
  }
  const t1 = performance.now();
  const indexes = buildSearchIndexes(corpus);
  log(`search indexes built (${Math.round(performance.now() - t1)} ms)`);
  mkdirSync(opts.outDir, { recursive: true });
  const files: Record<string, number> = {};
  const packr = new Packr({ moreTypes: true });
  const write = (name: string, obj: unknown) => {
    const buf = packr.pack(obj);
    writeFileSync(join(opts.outDir, name), buf);
    files[name] = buf.length;
  };
  // Apparatus (translations, commentaries) packed per reference and decoded on demand: keeps load time low.
  const entries: Record<string, Uint8Array> = {};
  for (const [k, a] of Object.entries(corpus.apparatus)) entries[k] = packr.pack(a);
  write('corpus.msgpack', { ...corpus, apparatus: {} });
  write('apparatus.msgpack', { formatVersion: corpus.formatVersion, entries });
  write('search-sa.msgpack', indexes.sanskrit);
  write('search-tr.msgpack', indexes.translation);
  for (const [f, n] of Object.entries(files)) log(`wrote ${join(opts.outDir, f)} (${(n / 1e6).toFixed(1)} MB)`);
  const ms = Math.round(performance.now() - t0);
  log(`corpus: ${corpus.works.length} works, ${corpus.editions.length} editions, ${corpus.verses.length} verses in ${ms} ms`);
  return { works: corpus.works.length, editions: corpus.editions.length, verses: corpus.verses.length, files, ms };
}
