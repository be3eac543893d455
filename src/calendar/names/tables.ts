/**
 * @module calendar/names/tables
 * The name tables (`data/names/<concept>.json`, one file per concept, each naming its sources) as read-only
 * records. Each indexed table holds, per language key (`iast`, `en`, `hi` … `ml`), the names in index order;
 * the festival table is keyed by festival rule id. Read once per process from the data directory.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Concepts with an indexed table (index 0 = the first element, see each file's `about`). */
export const INDEXED_CONCEPTS = [
  'tithi', 'paksha', 'nakshatra', 'yoga', 'karana', 'vara', 'masa', 'adhika', 'samvatsara', 'rashi', 'graha', 'choghadiya', 'muhurta',
] as const;
export type IndexedConcept = (typeof INDEXED_CONCEPTS)[number];

export interface IndexedTable {
  concept: IndexedConcept;
  about: string;
  sources: string;
  count: number;
  /** Language key → names in index order. */
  names: Record<string, string[]>;
  /** muhurta only: the response member each index names (`rahu_kalam` …). */
  ids?: string[];
}
export interface FestivalTable {
  concept: 'festival';
  about: string;
  sources: string;
  count: number;
  /** Festival rule id → language → name. */
  names: Record<string, Record<string, string>>;
}
export interface NameTables {
  indexed: Record<IndexedConcept, IndexedTable>;
  festival: FestivalTable;
}

/** @brief The `data` directory above this module (src/ and dist/src/ alike), or null. */
function findDataDir(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'data', 'names', 'tithi.json'))) return join(dir, 'data');
    dir = dirname(dir);
  }
  return null;
}

/** @brief Reads every name table from `dataDir/names`. Throws if one is missing or unreadable. */
export function readNameTables(dataDir: string): NameTables {
  const read = (c: string): unknown => JSON.parse(readFileSync(join(dataDir, 'names', `${c}.json`), 'utf8'));
  const indexed = {} as Record<IndexedConcept, IndexedTable>;
  for (const c of INDEXED_CONCEPTS) indexed[c] = read(c) as IndexedTable;
  return { indexed, festival: read('festival') as FestivalTable };
}

let loaded: NameTables | null = null;
/** @brief The process's name tables: installed with `useNameTables`, else read from the data directory once. */
export function nameTables(): NameTables {
  if (!loaded) {
    const dir = findDataDir();
    if (!dir) throw new Error('data/names not found above ' + dirname(fileURLToPath(import.meta.url)));
    loaded = readNameTables(dir);
  }
  return loaded;
}
/** @brief Installs the tables read from `dataDir` (a server's configured data directory). */
export function useNameTables(dataDir: string): void {
  loaded = readNameTables(dataDir);
}
