/**
 * Read-only loader of build/corpus (written by src/generator/corpus/write-artifacts.ts via buildCorpus). Refuses
 * artifacts of another formatVersion. Verse records and the apparatus stay packed and are decoded on first use
 * (verse-store.ts); the search indexes are typed arrays used as decoded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Packr } from 'msgpackr';
import { CORPUS_FORMAT_VERSION, type Apparatus, type Edition, type Meter, type Verse, type Work } from '../corpus/model.js';
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

/**
 * What a decoded chunk's verses repeat, made one value: the work and edition slugs (the edition's own strings), a
 * chapter within the chunk, and the meter records (a few dozen distinct ones in the library). A cached chunk then
 * holds ~7 heap objects a verse instead of ~13 (a full garbage collection marks each: docs/operations.md). Verses
 * are never mutated, so sharing is safe.
 */
function sharedVerseValues(editions: readonly Edition[]): (chunk: Verse[]) => Verse[] {
  const slugs = new Map<string, string>();
  for (const e of editions) {
    slugs.set(e.work_slug, e.work_slug);
    slugs.set(e.slug, e.slug);
  }
  const meters = new Map<string, Meter>();
  return (chunk) => {
    const chapters = new Map<string, string>();
    for (const v of chunk) {
      v.work_slug = slugs.get(v.work_slug) ?? v.work_slug;
      v.edition_slug = slugs.get(v.edition_slug) ?? v.edition_slug;
      if (v.chapter !== null) {
        const ch = chapters.get(v.chapter);
        if (ch === undefined) chapters.set(v.chapter, v.chapter);
        else v.chapter = ch;
      }
      if (v.meter) {
        const key = `${v.meter.name}\u0000${v.meter.origin}`;
        const m = meters.get(key);
        if (m === undefined) meters.set(key, v.meter);
        else v.meter = m;
      }
    }
    return chunk;
  };
}

/** `apparatus: false` leaves the apparatus (translations and commentaries of citations) unread: enough to search. */
export function loadCorpusStore(corpusDir: string, opts: { apparatus?: boolean } = {}): CorpusEngine {
  const packr = new Packr({ moreTypes: true });
  for (const f of ARTIFACTS) if (!existsSync(join(corpusDir, f))) throw new Error(`corpus artifact ${join(corpusDir, f)} is missing; build it with: ${CORPUS_REBUILD_COMMAND}`);
  const c = load<CorpusFile>(packr, corpusDir, 'corpus.msgpack', CORPUS_FORMAT_VERSION);
  const vf = load<{ formatVersion: number; chunks: Uint8Array[] }>(packr, corpusDir, 'verses.msgpack', CORPUS_FORMAT_VERSION);
  const shared = sharedVerseValues(c.editions);
  const verses = new VerseStore(c.editions, { verseEdition: c.verseEdition, refs: c.refs, chunkSize: c.chunkSize },
    (i) => shared(packr.unpack(vf.chunks[i]!) as Verse[]));
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
