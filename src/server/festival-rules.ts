/**
 * @module server/festival-rules
 * Reads the festival rule records (data/festivals/*.toml) and the curated metadata
 * (data/festivals/metadata/*.toml) from disk and hands their text to the pure festival engine, which
 * validates them (errors name the file and field). Loaded once per process.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './repo-root.js';
import { parseFestivalMetadata, parseFestivalRules, type FestivalMetadata, type FestivalRule } from '../calendar/festivals/index.js';

/**
 * `rules`: the pan-Indian set (data/festivals/*.toml, what the tiles' festival files were built from);
 * `regionalRules`: the regional sets (data/festivals-regional/*.toml, records with `regions`), kept out of
 * data/festivals so that the tiles' rules hash (a hash of that tree) and their stored years stay valid.
 */
export interface FestivalData { rules: FestivalRule[]; regionalRules: FestivalRule[]; metadata: Map<string, FestivalMetadata> }

function tomlFiles(dir: string, root: string): Array<{ name: string; text: string }> {
  return readdirSync(dir).filter((f) => f.endsWith('.toml')).sort()
    .map((f) => ({ name: relative(root, join(dir, f)), text: readFileSync(join(dir, f), 'utf8') }));
}

/** @brief Loads and validates the festival rules and metadata from `dataDir` (default `<repo>/data/festivals`). */
export function loadFestivalData(dataDir?: string): FestivalData {
  const root = dataDir ? join(dataDir, '..', '..') : repoRoot();
  const dir = dataDir ?? join(root, 'data', 'festivals');
  const regionalDir = join(dir, '..', 'festivals-regional');
  // one parse, so that ids are unique across both sets and regional anchors may name pan-Indian festivals
  const all = parseFestivalRules([...tomlFiles(dir, root), ...(existsSync(regionalDir) ? tomlFiles(regionalDir, root) : [])]);
  const rules = all.filter((r) => r.regions.length === 0);
  const regionalRules = all.filter((r) => r.regions.length > 0);
  const ids = new Set<string>(all.map((r) => r.id));
  const metadata = parseFestivalMetadata(tomlFiles(join(dir, 'metadata'), root), ids);
  return { rules, regionalRules, metadata };
}

const cached = new Map<string, FestivalData>();
/** @brief The festival data under `dataDir` (default this checkout's data/festivals), loaded on first use. */
export function festivalData(dataDir?: string): FestivalData {
  const key = dataDir ?? '';
  let v = cached.get(key);
  if (!v) { v = loadFestivalData(dataDir); cached.set(key, v); }
  return v;
}
