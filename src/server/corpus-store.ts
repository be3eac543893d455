/**
 * Read-only loader of build/corpus (written by src/generator/corpus/write-artifacts.ts via buildCorpus). Refuses
 * artifacts of another formatVersion. Verse records and the apparatus stay packed and are decoded on first use
 * (verse-store.ts); the search indexes are typed arrays used as decoded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Packr } from 'msgpackr';
import { CORPUS_FORMAT_VERSION, type Apparatus, type Edition, type Verse, type Work } from '../corpus/model.js';
import { CorpusEngine } from '../corpus/corpus-engine.js';
import { VerseStore } from '../corpus/verse-store.js';
import { PackedStringMap } from '../corpus/packed-string-map.js';
import { SANSKRIT_INDEX_FORMAT, type SanskritIndex } from '../corpus/search/sanskrit-index.js';
import { TRANSLATION_INDEX_FORMAT, type TranslationIndex } from '../corpus/search/translation-index.js';

export const CORPUS_REBUILD_COMMAND = 'kalakosha generate --only corpus (or: node --import=tsx src/generator/corpus/main.ts)';

const ARTIFACTS = ['corpus.msgpack', 'verses.msgpack', 'apparatus.msgpack', 'search-sa.msgpack', 'search-tr.msgpack'];

function load<T extends { formatVersion: number }>(packr: Packr, dir: string, name: string, expected: number): T {
  const path = join(dir, name);
  if (!existsSync(path)) throw new Error(`corpus artifact ${path} is missing; build it with: ${CORPUS_REBUILD_COMMAND}`);
  const obj = packr.unpack(readFileSync(path)) as T;
  if (obj?.formatVersion !== expected) {
    throw new Error(`corpus artifact ${path} has formatVersion ${obj?.formatVersion}, this server needs ${expected}; rebuild with: ${CORPUS_REBUILD_COMMAND}`);
  }
  return obj;
}

interface CorpusFile { formatVersion: number; builtAt: string; works: Work[]; editions: Edition[]; verseEdition: Uint16Array; refs: string; chunkSize: number }

/** `apparatus: false` leaves the apparatus (translations and commentaries of citations) unread: enough to search. */
export function loadCorpusStore(corpusDir: string, opts: { apparatus?: boolean } = {}): CorpusEngine {
  const packr = new Packr({ moreTypes: true });
  for (const f of ARTIFACTS) if (!existsSync(join(corpusDir, f))) throw new Error(`corpus artifact ${join(corpusDir, f)} is missing; build it with: ${CORPUS_REBUILD_COMMAND}`);
  const c = load<CorpusFile>(packr, corpusDir, 'corpus.msgpack', CORPUS_FORMAT_VERSION);
  const vf = load<{ formatVersion: number; chunks: Uint8Array[] }>(packr, corpusDir, 'verses.msgpack', CORPUS_FORMAT_VERSION);
  const verses = new VerseStore(c.editions, { verseEdition: c.verseEdition, refs: c.refs, chunkSize: c.chunkSize },
    (i) => packr.unpack(vf.chunks[i]!) as Verse[]);
  const app = opts.apparatus === false ? { keys: '', offsets: new Uint32Array(1), blob: new Uint8Array(0) }
    : load<{ formatVersion: number; keys: string; offsets: Uint32Array; blob: Uint8Array }>(packr, corpusDir, 'apparatus.msgpack', CORPUS_FORMAT_VERSION);
  // the keys (distinct: the generator writes an object's keys, sorted) as a PackedStringMap, not a Map of 36,000
  // strings the serving thread would keep for its lifetime (every full garbage collection marks each: docs/operations.md)
  const appIndex = new PackedStringMap(app.keys.length ? app.keys.split('\n') : []);
  const { offsets: appOffsets, blob: appBlob } = app;
  const cache = new Map<string, Apparatus>();
  const apparatus = (key: string): Apparatus | undefined => {
    let a = cache.get(key);
    if (a) return a;
    const i = appIndex.get(key);
    if (i === undefined) return undefined;
    a = packr.unpack(appBlob.subarray(appOffsets[i]!, appOffsets[i + 1]!)) as Apparatus;
    if (cache.size >= 5000) cache.delete(cache.keys().next().value!);
    cache.set(key, a);
    return a;
  };
  const sanskrit = load<SanskritIndex>(packr, corpusDir, 'search-sa.msgpack', SANSKRIT_INDEX_FORMAT);
  const translation = load<TranslationIndex>(packr, corpusDir, 'search-tr.msgpack', TRANSLATION_INDEX_FORMAT);
  return new CorpusEngine({ builtAt: c.builtAt, works: c.works, editions: c.editions, verses, apparatus, forgetApparatus: () => cache.clear(), sanskrit, translation });
}
