/**
 * Serialises an assembled corpus into build/corpus/ (msgpack, each file with formatVersion; read back by
 * src/server/corpus-store.ts):
 * - corpus.msgpack: builtAt, works, editions, and the verse catalog (edition index and reference per verse);
 * - verses.msgpack: verse records packed in chunks of VERSE_CHUNK consecutive verses, decoded on demand;
 * - apparatus.msgpack: translations/commentaries/interpretations per `${work}|${reference}`, each packed
 *   separately into one blob (keys sorted, offsets), decoded on demand;
 * - search-sa.msgpack, search-tr.msgpack: the search indexes (typed arrays).
 * The output is a function of the corpus only (keys sorted; builtAt is the only clock-dependent field).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Packr } from 'msgpackr';
import type { CorpusData } from '../../corpus/model.js';
import type { SanskritIndex } from '../../corpus/search/sanskrit-index.js';
import type { TranslationIndex } from '../../corpus/search/translation-index.js';

export const VERSE_CHUNK = 64;

export function writeCorpusArtifacts(outDir: string, corpus: CorpusData, indexes: { sanskrit: SanskritIndex; translation: TranslationIndex }): Record<string, number> {
  mkdirSync(outDir, { recursive: true });
  const files: Record<string, number> = {};
  const packr = new Packr({ moreTypes: true });
  const write = (name: string, obj: unknown) => {
    const buf = packr.pack(obj);
    writeFileSync(join(outDir, name), buf);
    files[name] = buf.length;
  };
  const editionIndex = new Map(corpus.editions.map((e, i) => [`${e.work_slug}|${e.slug}`, i]));
  const verseEdition = Uint16Array.from(corpus.verses.map((v) => editionIndex.get(`${v.work_slug}|${v.edition_slug}`)!));
  write('corpus.msgpack', {
    formatVersion: corpus.formatVersion, builtAt: corpus.builtAt, works: corpus.works, editions: corpus.editions,
    verseEdition, refs: corpus.verses.map((v) => v.reference).join('\n'), chunkSize: VERSE_CHUNK,
  });
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < corpus.verses.length; i += VERSE_CHUNK) chunks.push(packr.pack(corpus.verses.slice(i, i + VERSE_CHUNK)));
  write('verses.msgpack', { formatVersion: corpus.formatVersion, chunks });
  const keys = Object.keys(corpus.apparatus).sort();
  const parts = keys.map((k) => packr.pack(corpus.apparatus[k]));
  const offsets = new Uint32Array(keys.length + 1);
  parts.forEach((p, i) => (offsets[i + 1] = offsets[i]! + p.length));
  const blob = new Uint8Array(offsets[keys.length]!);
  parts.forEach((p, i) => blob.set(p, offsets[i]!));
  write('apparatus.msgpack', { formatVersion: corpus.formatVersion, keys: keys.join('\n'), offsets, blob });
  write('search-sa.msgpack', indexes.sanskrit);
  write('search-tr.msgpack', indexes.translation);
  return files;
}
