/**
 * @module generator/merge-plan
 * `generate merge`: whether shard outputs fit together, and if so the merged manifest's stages and the files to
 * copy. Pure: it reads the shards' parsed manifests only (./merge.ts does the I/O).
 *
 * Shards fit when they were built by this generator version with the same manifest and file format versions,
 * from the same rules, tile list, years and tile selection, split into the same N, each index 1…N exactly once,
 * each holding the slice ./shard.ts assigns it, with identical location-free tables.
 */
import { GENERATOR_VERSION, MANIFEST_FORMAT_VERSION, type Manifest, type ManifestFile, type StageRecord } from './manifest.js';
import { SHARD_STAGES, TILE_STAGES, selectionHash, shardRange } from './shard.js';

export interface ShardInput {
  dir: string;
  /** The parsed manifest.json, or null when the directory has none (or it does not parse). */
  manifest: Manifest | null;
}

export interface MergePlan {
  /** The shards in index order. */
  shards: Array<{ dir: string; manifest: Manifest }>;
  /** The merged manifest without the files the merge writes (Parquet of the tile stages, DuckDB). */
  manifest: Manifest;
  /** Files to copy: `from` is the shard directory; the entry (size, SHA-256) is what the copy must match. */
  copies: Array<{ from: string; file: ManifestFile }>;
  /** The tile stages the shards built (`panchang`, `festivals`), and the merged selection in order. */
  tileStages: string[];
  tileIds: string[];
  fromYear: number;
  toYear: number;
}

const distinct = <T>(xs: T[]): T[] => [...new Set(xs)];
const list = (xs: Array<{ dir: string }>) => xs.map((x) => x.dir).join(', ');

/** @brief The shards' values of `key` when they differ, as "DIR: value" pairs; null when all agree. */
function disagreement<T>(shards: Array<{ dir: string; manifest: Manifest }>, key: (m: Manifest) => T): string | null {
  const vals = shards.map((s) => JSON.stringify(key(s.manifest)) ?? 'none');
  if (distinct(vals).length <= 1) return null;
  return shards.map((s, i) => `${s.dir}: ${vals[i]}`).join('; ');
}

/** @brief The merge plan, or every reason the shards cannot be merged (each a sentence naming the directories). */
export function planMerge(inputs: ShardInput[]): { plan: MergePlan; errors: null } | { plan: null; errors: string[] } {
  const errors: string[] = [];
  if (!inputs.length) return { plan: null, errors: ['no shard directories given'] };
  const shards: Array<{ dir: string; manifest: Manifest }> = [];
  for (const s of inputs) {
    const m = s.manifest;
    if (!m) errors.push(`${s.dir}: no readable manifest.json (not a generator output)`);
    else if (m.formatVersion !== MANIFEST_FORMAT_VERSION) errors.push(`${s.dir}: manifest formatVersion ${m.formatVersion}; this generator reads ${MANIFEST_FORMAT_VERSION}`);
    else if (!m.shard) errors.push(`${s.dir}: not a shard's output (its manifest has no "shard"; build it with \`generate --shard K/N\`)`);
    else shards.push({ dir: s.dir, manifest: m });
  }
  if (errors.length) return { plan: null, errors };

  const versions = disagreement(shards, (m) => m.generatorVersion);
  if (versions) errors.push(`shards built by different generator versions (${versions})`);
  const foreign = shards.filter((s) => s.manifest.generatorVersion !== GENERATOR_VERSION);
  if (!versions && foreign.length) errors.push(`shards built by generator ${foreign[0]!.manifest.generatorVersion}; this is ${GENERATOR_VERSION}: merge with the generator that built them`);
  const counts = disagreement(shards, (m) => m.shard!.count);
  if (counts) errors.push(`shards of different splits (N: ${counts})`);
  const selections = disagreement(shards, (m) => [m.shard!.selectionTiles, m.shard!.selectionHash]);
  if (selections) errors.push(`shards of different tile selections (--tiles; [tiles, hash]: ${selections})`);
  const rules = disagreement(shards, (m) => m.rulesHash);
  if (rules) errors.push(`shards built from different festival rules (rulesHash: ${rules})`);
  const tileLists = disagreement(shards, (m) => m.tilesHash);
  if (tileLists) errors.push(`shards built from different tile lists (tilesHash: ${tileLists})`);
  const stageSets = disagreement(shards, (m) => SHARD_STAGES.filter((n) => m.stages[n]));
  if (stageSets) errors.push(`shards built different stages (${stageSets})`);
  for (const n of SHARD_STAGES) {
    if (stageSets || !shards[0]!.manifest.stages[n]) continue;
    const inputsHash = disagreement(shards, (m) => m.stages[n]!.baseHash);
    if (inputsHash) errors.push(`stage ${n} was built from different inputs (generator, format versions, tile list, rules or tables) in ${list(shards)}`);
    const years = disagreement(shards, (m) => [m.stages[n]!.fromYear, m.stages[n]!.toYear]);
    if (years) errors.push(`stage ${n} covers different years (${years})`);
    // A shard without tiles (N larger than the selection) has no tile files: nothing to compare.
    const formatsOf = (m: Manifest) => distinct(m.files.filter((f) => f.stage === n).map((f) => `${f.format} ${f.formatVersion}`)).sort();
    const formats = disagreement(shards.filter((s) => formatsOf(s.manifest).length), formatsOf);
    if (formats) errors.push(`stage ${n} files have different format versions (${formats})`);
  }
  if (!stageSets && !shards[0]!.manifest.stages['tables']) errors.push(`the shards hold no tables stage (every shard builds it: \`generate --shard K/N\` without --only, or with tables in --only)`);
  if (errors.length) return { plan: null, errors };

  // Each index 1…N exactly once.
  const n = shards[0]!.manifest.shard!.count;
  const byIndex = new Map<number, Array<{ dir: string; manifest: Manifest }>>();
  for (const s of shards) byIndex.set(s.manifest.shard!.index, [...(byIndex.get(s.manifest.shard!.index) ?? []), s]);
  for (const [k, ss] of [...byIndex].sort(([a], [b]) => a - b)) if (ss.length > 1) errors.push(`shard ${k}/${n} given more than once (${list(ss)})`);
  const missing = Array.from({ length: n }, (_, i) => i + 1).filter((k) => !byIndex.has(k));
  if (missing.length) errors.push(`missing shard(s) ${missing.map((k) => `${k}/${n}`).join(', ')}: a merge needs all ${n}`);
  if (errors.length) return { plan: null, errors };
  const ordered = Array.from({ length: n }, (_, i) => byIndex.get(i + 1)![0]!);

  // Each shard holds the slice the partition gives it, and together they hold the selection.
  const tileStages = TILE_STAGES.filter((s) => ordered[0]!.manifest.stages[s]);
  const { selectionTiles, selectionHash: selHash } = ordered[0]!.manifest.shard!;
  const tileIds: string[] = [];
  for (const s of ordered) {
    const sh = s.manifest.shard!;
    const { start, end } = shardRange(selectionTiles, sh);
    if (sh.firstTile !== start || sh.tileCount !== end - start) errors.push(`${s.dir}: shard ${sh.index}/${sh.count} holds tiles ${sh.firstTile}…${sh.firstTile + sh.tileCount - 1}; the partition gives it ${start}…${end - 1}`);
    const ids = distinct(tileStages.map((t) => JSON.stringify(s.manifest.stages[t]!.tileIds)));
    if (ids.length > 1) errors.push(`${s.dir}: its stages ${tileStages.join(' and ')} cover different tiles`);
    const mine = tileStages.length ? s.manifest.stages[tileStages[0]!]!.tileIds ?? [] : [];
    if (tileStages.length && mine.length !== end - start) errors.push(`${s.dir}: holds ${mine.length} tiles; shard ${sh.index}/${sh.count} of ${selectionTiles} has ${end - start}`);
    tileIds.push(...mine);
  }
  if (!errors.length && tileStages.length && selectionHash(tileIds) !== selHash) errors.push(`the shards' tiles in shard order are not the selection they were cut from (${list(ordered)})`);

  // The location-free tables: every shard built them; they must be the same files.
  const tableFiles = (m: Manifest) => m.files.filter((f) => f.stage === 'tables').map((f) => `${f.path} ${f.sha256}`).sort();
  const ref = tableFiles(ordered[0]!.manifest);
  for (const s of ordered.slice(1)) {
    const mine = tableFiles(s.manifest);
    const diff = distinct([...ref.filter((x) => !mine.includes(x)), ...mine.filter((x) => !ref.includes(x))].map((x) => x.split(' ')[0]!));
    if (diff.length) errors.push(`location-free tables differ between ${ordered[0]!.dir} and ${s.dir}: ${diff.slice(0, 5).join(', ')}${diff.length > 5 ? ', …' : ''}`);
  }
  for (const s of ordered) if (!s.manifest.files.some((f) => f.stage === 'duckdb')) errors.push(`${s.dir}: no kalakosha.duckdb in its manifest`);
  if (errors.length) return { plan: null, errors };

  const first = ordered[0]!.manifest;
  const stages: Record<string, StageRecord> = { tables: first.stages['tables']! };
  for (const t of tileStages) stages[t] = { ...first.stages[t]!, tileIds: [...tileIds] };
  const copies: MergePlan['copies'] = first.files.filter((f) => f.stage === 'tables').map((file) => ({ from: ordered[0]!.dir, file }));
  for (const s of ordered) {
    for (const file of s.manifest.files) if (tileStages.includes(file.stage) && file.format === 'msgpack') copies.push({ from: s.dir, file });
  }
  const { fromYear, toYear } = first.stages[tileStages[0] ?? 'tables']!;
  return {
    errors: null,
    plan: {
      shards: ordered,
      manifest: { formatVersion: first.formatVersion, generatorVersion: first.generatorVersion, rulesHash: first.rulesHash, tilesHash: first.tilesHash, stages, files: copies.map((c) => c.file) },
      copies, tileStages, tileIds, fromYear, toYear,
    },
  };
}
