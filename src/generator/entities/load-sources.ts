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

export function loadGraphSources(dataDir: string): GraphSources {
  const mahanama = gz(join(dataDir, 'mahanama_gazetteer.jsonl.gz')).split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as MahanamaGazetteerRow);
  const pui = JSON.parse(gz(join(dataDir, 'pui_entries.json.gz'))) as IndexEntry[];
  const vei = JSON.parse(gz(join(dataDir, 'vei_entries.json.gz'))) as IndexEntry[];
  const familyTree = parseFamilyGml(readFileSync(join(dataDir, 'mahabharata.gml'), 'utf8'));
  return { curated: loadCurated(join(dataDir, 'curated')), mahanama, pui, vei, familyTree };
}
