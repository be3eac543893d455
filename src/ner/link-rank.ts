/**
 * Which bearer of a name the NER links first: the order of the entity ids under each gazetteer key.
 *
 * Rule (stated here once; the lookup's "famous bearer first" in src/corpus/entities/entity-index.ts is the model,
 * but NER must work from the Mahānāma-biased counts the model carries, so the tiers below guard the famous bearer):
 * 1. Tier: a name our curated records state (their headword, or an alias they list themselves) comes before a
 *    name known only from Mahānāma or the indexes; a LINEAGE comes last (a dynasty is named after its founder:
 *    "ikṣvāku" alone is the king, not the Sūryavaṃśa).
 * 2. Within a tier: canonicity × (1 + Mahānāma mentions under that name), canonicity 1 for the entity's headword
 *    or a spelling of it, 0.5 for an alias of kind `name`, 0.25 for an epithet or patronymic. Hence
 *    pārvatī → the goddess (curated headword) before Durgā (called so 8 times in Mahānāma), vālmīki → the ṛṣi,
 *    pāvaka → Agni (curated epithet) before the minor Pāvaka, pārtha → Arjuna (1,315 × 0.25) before Mahānāma's
 *    unresolved "Pārtha" (247 × 1).
 * 3. An inflected surface form (a key that is no name of the entity: rāmeṇa) links through its stem when a
 *    candidate stem is a name in the graph: its own ids are dropped, so rāmeṇa → Rāma as rāma does, instead of
 *    whoever Mahānāma's annotators most often called so in that case form (Paraśurāma).
 * Ties keep the previous order (the knowledge graph's weight: mentions under the name × 10⁴ + mentions).
 * A row is `famous` when the curated records state the name or Mahānāma has it ≥ FAMOUS_MIN_MENTIONS times for the
 * entity: only such names are found by the gazetteer alone in words the tagger never saw (gazetteer-rescue.ts), so
 * a common word that is also the name of a minor person (samam: Sama) stays a word.
 */
import type { EntityType } from '../corpus/entities/entity-model.js';
import { candidateStems } from './stem-slp1.js';
import type { KgGazetteerRow } from './train-model.js';

/** What ranking needs of an entity (a subset of the knowledge graph's Entity). */
export interface LinkEntity {
  id: string;
  entity_type: EntityType;
  name_slp1: string;
  aliases: readonly { slp1: string; kind: string; source?: string }[];
  sources?: readonly string[];
}

const CANON_HEAD = 1;
const CANON_NAME = 0.5;
const CANON_EPITHET = 0.25;
/** Mahānāma mentions under a name that make it `famous` (a name the curated records state is famous anyway). */
export const FAMOUS_MIN_MENTIONS = 10;

function canonicity(e: LinkEntity, key: string): number {
  if (e.name_slp1 === key) return CANON_HEAD;
  let best = 0;
  for (const a of e.aliases) {
    if (a.slp1 !== key) continue;
    best = Math.max(best, a.kind === 'spelling' ? CANON_HEAD : a.kind === 'name' ? CANON_NAME : CANON_EPITHET);
  }
  return best;
}

function statedByCurated(e: LinkEntity, key: string): boolean {
  if (!e.sources?.includes('curated')) return false;
  return e.name_slp1 === key || e.aliases.some((a) => a.slp1 === key && a.source === 'curated');
}

/**
 * The rows with `weight` replaced by the link rank (higher first; buildGazetteer orders ids by it) and the ids of
 * inflected surface forms emptied where a candidate stem is a name in the graph. Pure; row order is kept.
 */
export function rankLinkRows(rows: readonly KgGazetteerRow[], entities: readonly LinkEntity[]): KgGazetteerRow[] {
  const byId = new Map(entities.map((e) => [e.id, e] as const));
  const names = new Set<string>();
  for (const e of entities) { names.add(e.name_slp1); for (const a of e.aliases) names.add(a.slp1); }
  const out: KgGazetteerRow[] = [];
  for (const r of rows) {
    const e = byId.get(r.entityId);
    if (!e) { out.push(r); continue; }
    const canon = canonicity(e, r.key);
    // The row still marks the key's class for the tagger; only its link goes (buildGazetteer skips an empty id).
    if (canon === 0 && candidateStems(r.key).slice(1).some((s) => names.has(s))) { out.push({ ...r, entityId: '' }); continue; }
    const tier = e.entity_type === 'LINEAGE' ? 0 : statedByCurated(e, r.key) ? 2 : 1;
    const mentions = Math.floor(r.weight / 1e4);
    // tier ≫ score ≫ previous weight (a tie-break below one unit of score).
    const score = (canon || CANON_EPITHET) * (1 + mentions);
    const famous = tier === 2 || mentions >= FAMOUS_MIN_MENTIONS;
    out.push({ ...r, weight: tier * 1e12 + Math.round(score * 1e3) * 1e3 + Math.min(999, r.weight % 1e4 / 10), famous });
  }
  return out;
}
