/**
 * Lookup over the knowledge graph for GET /corpus/v1/entity (pure; the server store builds it once).
 *
 * `q` matches names and aliases in any script: it is folded to SLP1 (src/corpus/script `toSlp1`, scheme
 * detected) and compared (1) exactly with the SLP1 headword and aliases, then (2) by loose key (`looseKey`:
 * length, aspiration, retroflexion, sibilants folded; "krishna" = kṛṣṇa = कृष्ण), then (3) as a loose-key
 * prefix (queries of ≥ 3 letters), and (4) case-insensitively against the canonical (English/IAST) name.
 * Within the exact tier: most mentions under that very name first (pArTa → Arjuna), then headword matches;
 * in the other tiers: headword matches first, then by mention_count, then id.
 * Without `q`: all entities (of `type`), most mentioned first.
 */
import { looseKey, toSlp1 } from '../script/index.js';
import type { Entity, EntityType } from './entity-model.js';

export interface EntityIndex {
  byId: Map<string, Entity>;
  ranked: Entity[];
  exact: Map<string, Entity[]>;
  /** Mentions under a given SLP1 name, per entity ("pArTa" → Arjuna 1,315): ranks exact matches. */
  nameCount: Map<string, Map<Entity, number>>;
  looseCount: Map<string, Map<Entity, number>>;
  loose: Map<string, Entity[]>;
  looseKeys: string[];
}

function push(m: Map<string, Entity[]>, k: string, e: Entity): void {
  if (!k) return;
  const l = m.get(k);
  if (!l) m.set(k, [e]); else if (l[l.length - 1] !== e) l.push(e);
}

function rank(a: Entity, b: Entity): number {
  return b.mention_count - a.mention_count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function buildEntityIndex(entities: readonly Entity[]): EntityIndex {
  const ranked = [...entities].sort(rank);
  const exact = new Map<string, Entity[]>();
  const loose = new Map<string, Entity[]>();
  const nameCount = new Map<string, Map<Entity, number>>();
  const looseCount = new Map<string, Map<Entity, number>>();
  const bump = (m0: Map<string, Map<Entity, number>>, k: string, e: Entity, n: number): void => {
    let m = m0.get(k);
    if (!m) { m = new Map(); m0.set(k, m); }
    m.set(e, Math.max(m.get(e) ?? 0, n));
  };
  for (const e of ranked) {
    push(exact, e.name_slp1, e);
    push(loose, looseKey(e.name_slp1), e);
    for (const a of e.aliases) {
      push(exact, a.slp1, e); push(loose, looseKey(a.slp1), e);
      bump(nameCount, a.slp1, e, a.mention_count);
      bump(looseCount, looseKey(a.slp1), e, a.mention_count);
    }
  }
  return { byId: new Map(entities.map((e) => [e.id, e])), ranked, exact, nameCount, looseCount, loose, looseKeys: [...loose.keys()].sort() };
}

export interface EntityQuery { type?: EntityType; q?: string; limit: number; offset: number }

export function searchEntities(ix: EntityIndex, query: EntityQuery): { total: number; items: Entity[] } {
  const typeOk = (e: Entity): boolean => !query.type || e.entity_type === query.type;
  let hits: Entity[];
  if (!query.q || !query.q.trim()) {
    hits = ix.ranked.filter(typeOk);
  } else {
    const q = query.q.trim();
    // The query folded from its detected scheme; a plain-ASCII query may also be SLP1 typed as such (pArTa).
    const keys = [...new Set([toSlp1(q).replace(/[^A-Za-z']/g, ''), ...(/^[A-Za-z']+$/.test(q) ? [q] : [])])];
    const lk = looseKey(toSlp1(q));
    const seen = new Set<Entity>();
    hits = [];
    const add = (list: readonly Entity[] | undefined, headFirst: (e: Entity) => boolean, order?: (a: Entity, b: Entity) => number): void => {
      if (!list) return;
      const fresh = list.filter((e) => !seen.has(e) && typeOk(e));
      fresh.sort((a, b) => curatedRank(b) - curatedRank(a) || (order ? order(a, b) : 0) || Number(headFirst(b)) - Number(headFirst(a)) || rank(a, b));
      for (const e of fresh) { seen.add(e); hits.push(e); }
    };
    // Curated entries whose headword is the query come first (q=gAyatrI → the mantra).
    // then curated entries that list the query among their own aliases (q=Hanuman → Hanumān).
    const matchesQ = (slp1: string): boolean => keys.includes(slp1) || looseKey(slp1) === lk;
    const curatedRank = (e: Entity): number => e.sources[0] !== 'curated' ? 0 : matchesQ(e.name_slp1) ? 2
      : e.aliases.some((a) => a.source === 'curated' && matchesQ(a.slp1)) ? 1 : 0;
    for (const k of keys) {
      const counts = ix.nameCount.get(k);
      add(ix.exact.get(k), (e) => e.name_slp1 === k, (a, b) => (counts?.get(b) ?? 0) - (counts?.get(a) ?? 0));
    }
    const lc = ix.looseCount.get(lk);
    add(ix.loose.get(lk), (e) => looseKey(e.name_slp1) === lk, (a, b) => (lc?.get(b) ?? 0) - (lc?.get(a) ?? 0));
    if (lk.length >= 3) {
      const pref: Entity[] = [];
      let i = lowerBound(ix.looseKeys, lk);
      for (; i < ix.looseKeys.length && ix.looseKeys[i]!.startsWith(lk) && pref.length < 2000; i++) pref.push(...ix.loose.get(ix.looseKeys[i]!)!);
      add(pref, () => false);
    }
    const lower = q.toLowerCase();
    add(ix.ranked.filter((e) => e.canonical_name.toLowerCase() === lower), () => true);
  }
  return { total: hits.length, items: hits.slice(query.offset, query.offset + query.limit) };
}

function lowerBound(a: readonly string[], x: string): number {
  let lo = 0; let hi = a.length;
  while (lo < hi) { const m = (lo + hi) >> 1; if (a[m]! < x) lo = m + 1; else hi = m; }
  return lo;
}
