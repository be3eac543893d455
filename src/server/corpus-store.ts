/**
 * Read-only loader of build/corpus (written by `kalakosha generate --only corpus`, for now
 * `node --import=tsx src/generator/corpus/main.ts`). Refuses artifacts of another formatVersion.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Packr } from 'msgpackr';
import { CORPUS_FORMAT_VERSION, type Apparatus, type CorpusData } from '../corpus/model.js';
import { CorpusEngine } from '../corpus/corpus-engine.js';
import { SANSKRIT_INDEX_FORMAT, type SanskritIndex } from '../corpus/search/sanskrit-index.js';
import { TRANSLATION_INDEX_FORMAT, type TranslationIndex } from '../corpus/search/translation-index.js';

export const CORPUS_REBUILD_COMMAND = 'kalakosha generate --only corpus (or: node --import=tsx src/generator/corpus/main.ts)';

function load<T extends { formatVersion: number }>(dir: string, name: string, expected: number): T {
  const path = join(dir, name);
  if (!existsSync(path)) throw new Error(`corpus artifact ${path} is missing; build it with: ${CORPUS_REBUILD_COMMAND}`);
  const obj = new Packr({ moreTypes: true }).unpack(readFileSync(path)) as T;
  if (obj.formatVersion !== expected) {
    throw new Error(`corpus artifact ${path} has formatVersion ${obj.formatVersion}, this server needs ${expected}; rebuild with: ${CORPUS_REBUILD_COMMAND}`);
  }
  return obj;
}

export function loadCorpusStore(corpusDir: string): CorpusEngine {
  const data = load<CorpusData>(corpusDir, 'corpus.msgpack', CORPUS_FORMAT_VERSION);
  const app = load<{ formatVersion: number; entries: Record<string, Uint8Array> }>(corpusDir, 'apparatus.msgpack', CORPUS_FORMAT_VERSION);
  const packr = new Packr({ moreTypes: true });
  const cache = new Map<string, Apparatus>();
  const apparatusOf = (key: string): Apparatus | undefined => {
    let a = cache.get(key);
    if (a) return a;
    const raw = app.entries[key];
    if (!raw) return undefined;
    a = packr.unpack(raw) as Apparatus;
    if (cache.size > 5000) cache.clear();
    cache.set(key, a);
    return a;
  };
  const sa = load<SanskritIndex>(corpusDir, 'search-sa.msgpack', SANSKRIT_INDEX_FORMAT);
  const tr = load<TranslationIndex>(corpusDir, 'search-tr.msgpack', TRANSLATION_INDEX_FORMAT);
  return new CorpusEngine(data, sa, tr, apparatusOf);
}
