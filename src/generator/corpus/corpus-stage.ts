/**
 * @module generator/corpus/corpus-stage
 * Stage `corpus` (default; `make run` builds it when missing): runs buildCorpus over data/corpus into
 * build/corpus/. Licence flags come from `kalakosha generate --include-noncommercial / --exclude-uncleared`
 * (docs/corpus.md, "Licences"). Fresh while the source bundles, the corpus build code (with the search keys and
 * script conversions), the format version and the flags are unchanged and every file exists.
 */
import { join } from 'node:path';
import { CORPUS_FORMAT_VERSION } from '../../corpus/model.js';
import { GENERATOR_VERSION, describeFile, hashTree, setStageFiles, sha256Of, stageCovers, type StageRecord } from '../manifest.js';
import type { Stage, StageContext } from '../stage.js';
import { buildCorpus } from './build.js';

const FILES = ['corpus.msgpack', 'verses.msgpack', 'apparatus.msgpack', 'search-sa.msgpack', 'search-tr.msgpack'];

function want(ctx: StageContext): StageRecord {
  const flags = `nc=${!!ctx.includeNoncommercial};xu=${!!ctx.excludeUncleared}`;
  // the code the artifacts are made by: adapters and build, search keys, and the script conversions the texts
  // and keys are written in
  const code = ['generator/corpus', 'corpus/search', 'corpus/script'].map((d) => hashTree(join(ctx.projectRoot ?? '.', 'src', ...d.split('/')))).join('');
  return { baseHash: sha256Of('corpus', GENERATOR_VERSION, String(CORPUS_FORMAT_VERSION), flags, hashTree(join(ctx.dataDir, 'corpus')), code), fromYear: 0, toYear: 0, tileIds: null };
}

export const corpusStage: Stage = {
  name: 'corpus',
  description: 'Sanskrit corpus (data/corpus) → build/corpus: works, editions, verses and search indexes',
  default: true,
  isFresh: (ctx) => stageCovers(ctx.manifest!, ctx.outDir, 'corpus', want(ctx)),
  async run(ctx) {
    const rec = want(ctx);
    const outDir = join(ctx.outDir, 'corpus');
    const r = buildCorpus({
      dataDir: join(ctx.dataDir, 'corpus'),
      outDir,
      includeNoncommercial: !!ctx.includeNoncommercial,
      excludeUncleared: !!ctx.excludeUncleared,
      log: ctx.quiet ? () => {} : (m) => ctx.log(`corpus: ${m}`),
    });
    setStageFiles(ctx.manifest!, 'corpus', FILES.map((f) =>
      describeFile(ctx.outDir, `corpus/${f}`, 'corpus', 'msgpack', CORPUS_FORMAT_VERSION, f === 'verses.msgpack' ? r.verses : f === 'corpus.msgpack' ? r.editions : 0)));
    ctx.stats?.push({ stage: 'corpus', rows: r.verses, rowsPerSecond: r.verses / (r.ms / 1000), seconds: r.ms / 1000 });
    ctx.manifest!.stages.corpus = rec;
  },
};
