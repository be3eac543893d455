/** Reads the knowledge-graph sources copied into data/entities/ (see NOTICE for provenance). */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CuratedEntry, FamilyTree, GraphSources, IndexEntry, MahanamaGazetteerRow } from '../../corpus/entities/build-graph.js';

export const CURATED_FILES = ['deities.json', 'rishis.json', 'celestial.json', 'texts.json', 'concepts.json', 'flora.json', 'mantras.json'];

function gz(path: string): string {
  return gunzipSync(readFileSync(path)).toString('utf8');
}

export function loadCurated(dir: string): CuratedEntry[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const ordered = [...CURATED_FILES.filter((f) => files.includes(f)), ...files.filter((f) => !CURATED_FILES.includes(f)).sort()];
  return ordered.flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CuratedEntry[]);
}

/** Parses the tiny GML subset used by go-akhi/mahabharata-family-tree: nodes with id/label, edges with
 *  source/target; a `color "red"` edge is a marriage, an uncoloured edge parent → child, a labelled edge a
 *  summary ("6 Generations") and is skipped. */
export function parseFamilyGml(text: string): FamilyTree {
  const nodes: FamilyTree['nodes'] = [];
  const edges: FamilyTree['edges'] = [];
  for (const block of text.matchAll(/(node|edge)\s*\[([^\]]*)\]/g)) {
    const body = block[2]!;
    const num = (k: string): number => Number(new RegExp(`\\b${k}\\s+(-?\\d+)`).exec(body)?.[1]);
    const str = (k: string): string | undefined => new RegExp(`\\b${k}\\s+"([^"]*)"`).exec(body)?.[1];
    if (block[1] === 'node') nodes.push({ id: num('id'), label: str('label') ?? '' });
    else if (!str('label')) edges.push({ source: num('source'), target: num('target'), kind: str('color') === 'red' ? 'spouse' : 'parent' });
  }
  return { nodes, edges };
}

/**
 * The Cologne Purāṇa Index (pui) and Vedic Index (vei) carry CC BY-NC-SA 3.0 in their own TEI headers (the
 * rights holders, The Sanskrit Library and Thomas Malten), while csl-orig's 2026 repository LICENSE says
 * CC BY-SA 4.0 (NOTICE). Decision of the lead: non-commercial until the rights holders confirm, so they are read
 * only with `includeNoncommercial` (`generate --include-noncommercial`); without them the graph keeps the
 * curated, Mahānāma and family-tree entities (all open) and loses the index-only entities and descriptions.
 */
export function loadGraphSources(dataDir: string, opts: { includeNoncommercial: boolean } = { includeNoncommercial: false }): GraphSources {
  const mahanama = gz(join(dataDir, 'mahanama_gazetteer.jsonl.gz')).split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as MahanamaGazetteerRow);
  const pui = opts.includeNoncommercial ? JSON.parse(gz(join(dataDir, 'pui_entries.json.gz'))) as IndexEntry[] : [];
  const vei = opts.includeNoncommercial ? JSON.parse(gz(join(dataDir, 'vei_entries.json.gz'))) as IndexEntry[] : [];
  const familyTree = parseFamilyGml(readFileSync(join(dataDir, 'mahabharata.gml'), 'utf8'));
  return { curated: loadCurated(join(dataDir, 'curated')), mahanama, pui, vei, familyTree };
}
