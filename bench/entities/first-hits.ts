/**
 * Prints the first entities GET /corpus/v1/entity?q=… returns for the famous-name queries, from a built
 * artifact, with each one's corpus / Mahānāma mentions, and the time to build the index.
 * Usage: node --import=tsx bench/entities/first-hits.ts [--artifact build/entities/entities.msgpack] [--n 3]
 */
import { readFileSync } from 'node:fs';
import { arg } from '../lib/args.js';
import { totalMentions } from '../../src/corpus/entities/corpus-mentions.js';
import { buildEntityIndex, searchEntities } from '../../src/corpus/entities/entity-index.js';
import { decodeEntitiesArtifact } from '../../src/generator/entities/artifact.js';

const a = decodeEntitiesArtifact(readFileSync(arg('artifact', 'build/entities/entities.msgpack')));
const t0 = performance.now();
const ix = buildEntityIndex(a.entities, a.corpusMentions);
console.log(`entities: ${a.entities.length}; corpus mentions: ${a.corpusMentions ? 'yes' : 'no'}; index built in ${(performance.now() - t0).toFixed(0)} ms`);
for (const q of ['Sita', 'Durga', 'Ravana', 'Himalaya', 'गंगा', 'गङ्गा', 'Kashi', 'Varanasi', 'pArTa', 'Krishna']) {
  const r = searchEntities(ix, { q, limit: Number(arg('n', '3')), offset: 0 });
  const m = (id: string): string => (a.corpusMentions ? String(totalMentions(a.corpusMentions[id])) : '-');
  console.log(q.padEnd(10), String(r.total).padStart(3), r.items.map((e) => `${e.id}(${m(e.id)}/${e.mention_count})`).join('  '));
}
