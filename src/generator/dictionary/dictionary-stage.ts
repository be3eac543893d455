/**
 * @module
 * Stage `dictionary` (default; about 3 s): data/dictionaries + the Mahānāma base names →
 * build/dictionary/dictionary.msgpack.gz, served by GET /corpus/v1/lookup. Fresh when the data, the parser code
 * (src/corpus/dictionary) and the format version are unchanged and the file exists.
 */
import { join } from 'node:path';
import { GENERATOR_VERSION, describeFile, hashTree, setStageFiles, sha256File, sha256Of, stageCovers, type StageRecord } from '../manifest.js';
import type { Stage, StageContext } from '../stage.js';
import { DICTIONARY_FORMAT_VERSION } from '../../corpus/dictionary/dictionary-model.js';
import { existsSync } from 'node:fs';
import { buildDictionaryData, DICTIONARY_FILE, writeDictionary } from './build-dictionary.js';

function want(ctx: StageContext): StageRecord {
  const gaz = join(ctx.dataDir, 'entities', 'mahanama_gazetteer.jsonl.gz');
  const code = hashTree(join(ctx.projectRoot ?? '.', 'src', 'corpus', 'dictionary'));
  return {
    baseHash: sha256Of('dictionary', GENERATOR_VERSION, String(DICTIONARY_FORMAT_VERSION), hashTree(join(ctx.dataDir, 'dictionaries')), existsSync(gaz) ? sha256File(gaz) : 'missing', code),
    fromYear: 0, toYear: 0, tileIds: null,
  };
}

export const dictionaryStage: Stage = {
  name: 'dictionary',
  description: 'open Sanskrit dictionaries (data/dictionaries) → build/dictionary/dictionary.msgpack.gz',
  default: true,
  isFresh: (ctx) => stageCovers(ctx.manifest!, ctx.outDir, 'dictionary', want(ctx)),
  async run(ctx) {
    const rec = want(ctx);
    const t0 = performance.now();
    const data = buildDictionaryData(ctx.dataDir);
    writeDictionary(ctx.outDir, data);
    const seconds = (performance.now() - t0) / 1000;
    ctx.log(`dictionary: ${data.entries.length} entries, ${data.names.length} names in ${seconds.toFixed(1)} s`);
    setStageFiles(ctx.manifest!, 'dictionary', [describeFile(ctx.outDir, DICTIONARY_FILE, 'dictionary', 'msgpack', DICTIONARY_FORMAT_VERSION, data.entries.length)]);
    ctx.stats?.push({ stage: 'dictionary', rows: data.entries.length, rowsPerSecond: data.entries.length / seconds, seconds });
    ctx.manifest!.stages.dictionary = rec;
  },
};
