/**
 * The knowledge-graph artifact `build/entities/entities.msgpack` (msgpackr, plain structures).
 * Bump ENTITIES_FORMAT_VERSION when the shape changes; readers refuse other versions.
 */
import { Packr } from 'msgpackr';
import type { KnowledgeGraph } from '../../corpus/entities/build-graph.js';

export const ENTITIES_FORMAT_VERSION = 1;

const packr = new Packr({ useRecords: false });

export interface EntitiesArtifact extends KnowledgeGraph {
  formatVersion: number;
}

export function encodeEntitiesArtifact(g: KnowledgeGraph): Buffer {
  return packr.pack({ formatVersion: ENTITIES_FORMAT_VERSION, ...g } satisfies EntitiesArtifact);
}

export function decodeEntitiesArtifact(buf: Uint8Array): EntitiesArtifact {
  const a = packr.unpack(buf) as EntitiesArtifact;
  if (!a || a.formatVersion !== ENTITIES_FORMAT_VERSION) {
    throw new Error(`entities artifact: formatVersion ${a?.formatVersion} ≠ ${ENTITIES_FORMAT_VERSION}; run the generator`);
  }
  return a;
}
