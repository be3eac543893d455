/**
 * @module server/repo-root
 * The checkout this code runs from, for the data files that are source rather than build output (festival rules,
 * the region maps): found from this module's own location under src/server (tsx) or dist/src/server (tsc).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @brief The repository root of this checkout. */
export function repoRoot(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  return here.includes('/dist/') ? join(here, '..', '..', '..') : join(here, '..', '..');
}
