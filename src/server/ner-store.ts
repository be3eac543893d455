/**
 * Loader of the NER model: build/ner/model.msgpack.gz (written by `kalakosha generate --only ner`, for now
 * `node --import=tsx src/generator/ner/main.ts`), else the pretrained copy data/ner/model.msgpack.gz.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadNerModel, type NerModel } from '../ner/model.js';
import { readNerModel } from '../generator/ner/model-file.js';

export function loadNerStore(buildDir: string, dataDir: string): { model: NerModel; path: string } {
  for (const path of [join(buildDir, 'ner', 'model.msgpack.gz'), join(dataDir, 'ner', 'model.msgpack.gz')]) {
    if (existsSync(path)) return { model: loadNerModelFile(path), path };
  }
  throw new Error(`NER model missing in ${buildDir}/ner and ${dataDir}/ner; build it with: node --import=tsx src/generator/ner/main.ts`);
}

/** The model in one file (what a compute-pool worker loads: the file the serving thread chose). */
export function loadNerModelFile(path: string): NerModel {
  return loadNerModel(readNerModel(path));
}
