/**
 * buildCorpus: runs the adapters over data/corpus, assembles the corpus, builds the search indexes and writes
 * build/corpus/ (write-artifacts.ts: corpus, verses, apparatus, search-sa, search-tr; each with formatVersion).
 * Reads data/corpus only; the output is deterministic apart from builtAt.
 *
 * Licences (docs/corpus.md §"Licences"): the default build includes the uncleared sources (sanskritsahitya.org
 * works; the modern Gītā translations), each edition/translation reporting licence 'uncleared' and a
 * licence_note; `excludeUncleared` drops them. GRETIL (CC BY-NC-SA 4.0) only with `includeNoncommercial`.
 */
import { join } from 'node:path';
import type { CorpusData, EditionData } from '../../corpus/model.js';
import { assembleCorpus } from './assemble.js';
import { hasBundle } from './source-bundle.js';
import { NONCOMMERCIAL_ADAPTERS, OPEN_ADAPTERS } from './adapters/index.js';
import { alignItihasa } from './adapters/itihasa.js';
import { repairRamayana } from './adapters/ramayana-wikisource.js';
import { alignGanguli, GANGULI_SOURCE } from './adapters/ganguli.js';
import { alignBuhler, BUHLER_SOURCE } from './adapters/buhler-manu.js';
import { alignGriffith, GRIFFITH_SOURCE } from './adapters/griffith-vedas.js';
import { alignSahasranama } from './adapters/ganguli-sahasranama.js';
import { alignMuller, MULLER_SOURCE } from './adapters/muller-upanishads.js';
import { alignVivekananda, VIVEKANANDA_SOURCE } from './adapters/vivekananda-yoga-sutra.js';
import { alignWoodroffe, WOODROFFE_SOURCE } from './adapters/woodroffe-devi-mahatmya.js';
import { alignWoods, WOODS_SOURCE } from './adapters/woods-yoga-sutra.js';
import { buildSearchIndexes } from '../../corpus/search/build-indexes.js';
import { writeCorpusArtifacts } from './write-artifacts.js';

export interface BuildCorpusOptions {
  dataDir: string;
  outDir: string;
  /** GRETIL (CC BY-NC-SA): only for non-commercial deployments. */
  includeNoncommercial: boolean;
  /** Drop the uncleared content (sanskritsahitya: no licence stated; modern translations: copyright not cleared). */
  excludeUncleared?: boolean;
  /** @deprecated uncleared content is built by default; accepted and ignored. */
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

/** Translations attached to the assembled corpus, in this order, each when its source bundle is present. */
const TRANSLATION_ALIGNERS: ReadonlyArray<readonly [string, (dataDir: string, corpus: CorpusData) => string]> = [
  ['itihasa', alignItihasa],
  [GANGULI_SOURCE, alignGanguli],
  [GANGULI_SOURCE, alignSahasranama],
  [MULLER_SOURCE, alignMuller],
  [GRIFFITH_SOURCE, alignGriffith],
  [BUHLER_SOURCE, alignBuhler],
  [WOODS_SOURCE, alignWoods],
  [VIVEKANANDA_SOURCE, alignVivekananda],
  [WOODROFFE_SOURCE, alignWoodroffe],
];

export function buildCorpus(opts: BuildCorpusOptions): BuildCorpusResult {
  const t0 = performance.now();
  const log = opts.log ?? (() => {});
  const ctx = { dataDir: opts.dataDir, includeUncleared: !opts.excludeUncleared, includeNoncommercial: opts.includeNoncommercial, log };
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
  const dd = parts.find((p) => p.work.slug === 'ramayana' && p.edition.slug === 'dharmicdata');
  const ws = parts.find((p) => p.work.slug === 'ramayana' && p.edition.slug === 'wikisource');
  if (dd && ws) {
    const r = repairRamayana(dd, ws.verses);
    log(`ramayana / dharmicdata repaired from wikisource: missing ${r.missing.join(', ') || 'none'}; copied or misnumbered ${r.replaced.join(', ') || 'none'}`);
  }
  const corpus = assembleCorpus(parts, opts.builtAt ?? new Date(0).toISOString());
  for (const [source, align] of TRANSLATION_ALIGNERS) if (hasBundle(opts.dataDir, source)) log(align(opts.dataDir, corpus));
  for (const e of corpus.editions) {
    log(`  ${e.work_slug} / ${e.slug} [rank ${e.rank}, ${e.licence_class}]: ${e.counts.chapters} chapters, ${e.counts.verses} verses, ${e.counts.translations} translations, ${e.counts.commentaries} commentaries${e.notes.length ? ' — ' + e.notes.join('; ') : ''}`);
  }
  const t1 = performance.now();
  const indexes = buildSearchIndexes(corpus);
  log(`search indexes built (${Math.round(performance.now() - t1)} ms)`);
  const files = writeCorpusArtifacts(opts.outDir, corpus, indexes);
  for (const [f, n] of Object.entries(files)) log(`wrote ${join(opts.outDir, f)} (${(n / 1e6).toFixed(1)} MB)`);
  const ms = Math.round(performance.now() - t0);
  log(`corpus: ${corpus.works.length} works, ${corpus.editions.length} editions, ${corpus.verses.length} verses in ${ms} ms`);
  return { works: corpus.works.length, editions: corpus.editions.length, verses: corpus.verses.length, files, ms };
}
