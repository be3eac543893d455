/**
 * Read-only loader of build/entities/entities.msgpack (written by `kalakosha generate --only entities`, for
 * now `node --import=tsx src/generator/entities/main.ts`). Refuses other formatVersions.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildEntityIndex, type EntityIndex } from '../corpus/entities/entity-index.js';
import { decodeEntitiesArtifact } from '../generator/entities/artifact.js';

export const ENTITIES_REBUILD_COMMAND = 'kalakosha generate --only ner (or: node --import=tsx src/generator/entities/main.ts)';

export interface EntityStore { index: EntityIndex; festivalDeityIds: string[] }

export function loadEntityStore(buildDir: string): EntityStore {
  const path = join(buildDir, 'entities', 'entities.msgpack');
  if (!existsSync(path)) throw new Error(`entities artifact ${path} is missing; build it with: ${ENTITIES_REBUILD_COMMAND}`);
  const a = decodeEntitiesArtifact(readFileSync(path));
  return { index: buildEntityIndex(a.entities, a.corpusMentions, a.idRedirects ?? {}), festivalDeityIds: a.festivalDeityIds };
}
