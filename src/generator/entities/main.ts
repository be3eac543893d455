/**
 * Generator step "entities": builds the knowledge graph from data/entities and writes
 * build/entities/entities.msgpack. Usage: node --import=tsx src/generator/entities/main.ts [--data data/entities] [--out build/entities]
 * [--corpus build/corpus]
 * [--include-noncommercial] (adds the Purāṇa and Vedic Index: CC BY-NC-SA 3.0 per their headers)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildKnowledgeGraph, type KnowledgeGraph } from '../../corpus/entities/build-graph.js';
import { attributeCorpusMentions, entityKeys } from '../../corpus/entities/corpus-mentions.js';
import { encodeEntitiesArtifact } from './artifact.js';
import { countCorpusKeys } from './count-corpus-keys.js';
import { loadGraphSources } from './load-sources.js';

export interface EntitiesStepOptions {
  dataDir: string;
  outDir: string;
  /** Read the Purāṇa/Vedic Index (CC BY-NC-SA 3.0 per their headers; load-sources.ts). */
  includeNoncommercial: boolean;
  /** A built corpus (build/corpus): its verses give each entity's corpus-wide mentions, which rank lookups. */
  corpusDir?: string;
}

export function summariseGraph(g: KnowledgeGraph): Record<string, unknown> {
  const byType: Record<string, number> = {};
  let withRelations = 0; let withKinRelations = 0;
  for (const e of g.entities) {
    byType[e.entity_type] = (byType[e.entity_type] ?? 0) + 1;
    if (e.relations.length > 0) withRelations++;
    if (e.relations.some((r) => r.relation !== 'mentioned_in')) withKinRelations++;
  }
  return { entities: g.entities.length, byType, withRelations, withRelationsBeyondMentionedIn: withKinRelations, nerGazetteerRows: g.nerGazetteer.length };
}

export function runEntitiesStep(opts: EntitiesStepOptions): KnowledgeGraph {
  const g = buildKnowledgeGraph(loadGraphSources(opts.dataDir, { includeNoncommercial: opts.includeNoncommercial }));
  const counted = opts.corpusDir ? countCorpusKeys(opts.corpusDir, entityKeys(g.entities)) : null;
  if (counted) g.corpusMentions = attributeCorpusMentions(g.entities, counted.counts, counted.inMahabharata);
  mkdirSync(opts.outDir, { recursive: true });
  writeFileSync(join(opts.outDir, 'entities.msgpack'), encodeEntitiesArtifact(g));
  return g;
}

function arg(name: string, def: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : def;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const g = runEntitiesStep({ dataDir: arg('--data', 'data/entities'), outDir: arg('--out', 'build/entities'), includeNoncommercial: process.argv.includes('--include-noncommercial'), corpusDir: arg('--corpus', 'build/corpus') });
  console.log(JSON.stringify(summariseGraph(g), null, 2));
}
