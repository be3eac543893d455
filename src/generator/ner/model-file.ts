/** NER model file: msgpack of NerModelData, gzip-compressed (`.msgpack.gz`). */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Packr } from 'msgpackr';

/** No shared record structures: the same model always encodes to the same bytes. */
const packr = new Packr({ useRecords: false });
import { NER_MODEL_FORMAT_VERSION, type NerModelData } from '../../ner/model.js';

export function encodeNerModel(m: NerModelData): Buffer {
  // Weights travel as little-endian int16 bytes (msgpack bin), not as a msgpackr typed-array extension.
  const bytes = Buffer.from(new Uint8Array(m.weights.buffer, m.weights.byteOffset, m.weights.byteLength));
  return gzipSync(packr.pack({ ...m, weights: bytes }), { level: 9 });
}

export function decodeNerModel(buf: Uint8Array): NerModelData {
  const m = packr.unpack(gunzipSync(buf)) as NerModelData;
  if (!m || m.formatVersion !== NER_MODEL_FORMAT_VERSION) throw new Error(`NER model: formatVersion ${m?.formatVersion} ≠ ${NER_MODEL_FORMAT_VERSION}`);
  const w = m.weights as unknown as Uint8Array;
  m.weights = new Int16Array(w.buffer.slice(w.byteOffset, w.byteOffset + w.byteLength));
  return m;
}

export function writeNerModel(path: string, m: NerModelData): void { writeFileSync(path, encodeNerModel(m)); }
export function readNerModel(path: string): NerModelData { return decodeNerModel(readFileSync(path)); }
