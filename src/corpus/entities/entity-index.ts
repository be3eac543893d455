/**
 * Lookup over the knowledge graph for GET /corpus/v1/entity (pure; the server store builds it once).
 *
 * `q` matches names and aliases in any script: it is folded to SLP1 (src/corpus/script `toSlp1`, scheme
 * detected) and compared (1) exactly with the SLP1 headword and aliases, then (2) by loose key (`looseKey`:
 * length, aspiration, retroflexion, sibilants folded; "krishna" = kṛṣṇa = कृष्ण), then (3) as a loose-key
 * prefix (queries of ≥ 3 letters), and (4) case-insensitively against the canonical (English/IAST) name.
 * Within the exact tier: most mentions under that very name first (pArTa → Arjuna), then headword matches;
 * in the other tiers: headword matches first, then by mention_count, then id. An entity appears once.
 * Without `q`: all entities (of `type`), most mentioned first.
 *
 * Storage: entities are numbered by that rank (most mentioned first, then id) and kept as UTF-8 JSON in one
 * byte array, parsed only when answered; every lookup table is packed in typed arrays (KeyPostings). About
 * 25,000 entities held as objects were ~750,000 heap objects, 45 ms of every full garbage collection.
 */
import { looseKey, toSlp1 } from '../script/index.js';
import { PackedStringMap } from '../packed-string-map.js';
import { ENTITY_TYPES, type Entity, type EntityType } from './entity-model.js';
import { KeyPostings, type PostingsList } from './key-postings.js';

/** What ranks a curated entry first: its headword and its curated aliases (a few hundred entries). */
interface CuratedNames { head: string; aliases: string[] }

export interface EntityIndex {
  readonly size: number;
  /** Entity ids by entity number. */
  readonly ids: PackedStringMap;
  readonly types: Uint8Array;
  readonly json: Uint8Array;
  readonly jsonAt: Uint32Array;
  readonly curated: Map<number, CuratedNames>;
  readonly exact: KeyPostings;
  readonly loose: KeyPostings;
  readonly canonical: KeyPostings;
}

function rank(a: Entity, b: Entity): number {
  return b.mention_count - a.mention_count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function post(m: Map<string, PostingsList>, k: string, n: number, count: number, head: boolean): void {
  if (!k) return;
  let l = m.get(k);
  if (!l) { l = { entities: [], counts: [], heads: [] }; m.set(k, l); }
  const last = l.entities.length - 1;
  if (l.entities[last] === n) { l.counts[last] = Math.max(l.counts[last]!, count); return; }
  l.entities.push(n); l.counts.push(count); l.heads.push(head);
}

export function buildEntityIndex(entities: readonly Entity[]): EntityIndex {
  const ranked = [...entities].sort(rank);
  const exact = new Map<string, PostingsList>();
  const loose = new Map<string, PostingsList>();
  const canonical = new Map<string, PostingsList>();
  const curated = new Map<number, CuratedNames>();
  const encoder = new TextEncoder();
  const parts = ranked.map((e) => encoder.encode(JSON.stringify(e)));
  const jsonAt = new Uint32Array(ranked.length + 1);
  let bytes = 0;
  parts.forEach((p, n) => { jsonAt[n] = bytes; bytes += p.length; });
  jsonAt[ranked.length] = bytes;
  const json = new Uint8Array(bytes);
  parts.forEach((p, n) => json.set(p, jsonAt[n]!));
  ranked.forEach((e, n) => {
    const head = e.name_slp1;
    const headLoose = looseKey(head);
    // The headword counts 0 mentions unless an alias spells it too (mentions under that very name).
    post(exact, head, n, 0, true);
    post(loose, headLoose, n, 0, true);
    for (const a of e.aliases) {
      post(exact, a.slp1, n, a.mention_count, a.slp1 === head);
      const lk = looseKey(a.slp1);
      post(loose, lk, n, a.mention_count, lk === headLoose);
    }
    post(canonical, e.canonical_name.toLowerCase(), n, 0, true);
    if (e.sources[0] === 'curated') curated.set(n, { head, aliases: e.aliases.filter((a) => a.source === 'curated').map((a) => a.slp1) });
  });
  return {
    size: ranked.length,
    ids: new PackedStringMap(ranked.map((e) => e.id)),
    types: new Uint8Array(ranked.map((e) => ENTITY_TYPES.indexOf(e.entity_type))),
    json,
    jsonAt,
    curated,
    exact: new KeyPostings(exact),
    loose: new KeyPostings(loose),
    canonical: new KeyPostings(canonical),
  };
}

const decoder = new TextDecoder();

/** Entity number n, parsed from its stored JSON (a new object each call). */
export function entityAt(ix: EntityIndex, n: number): Entity {
  return JSON.parse(decoder.decode(ix.json.subarray(ix.jsonAt[n]!, ix.jsonAt[n + 1]!))) as Entity;
}

/** The entity with this id, or null. */
export function entityById(ix: EntityIndex, id: string): Entity | null {
  const n = ix.ids.indexOf(id);
  return n < 0 ? null : entityAt(ix, n);
}

/** An entity found under a key: its number, its mentions under that key, whether the key is its headword. */
interface Found { n: number; count: number; head: boolean }

/** The list of `key` in `p` (empty when `key` is not there). */
function listOf(p: KeyPostings, key: string): Found[] {
  const i = p.keys.indexOf(key);
  if (i < 0) return [];
  const [from, to] = p.range(i);
  const out: Found[] = [];
  for (let at = from; at < to; at++) out.push({ n: p.entityAt(at), count: p.countAt(at), head: p.isHeadAt(at) });
  return out;
}

export interface EntityQuery { type?: EntityType; q?: string; limit: number; offset: number }

export function searchEntities(ix: EntityIndex, query: EntityQuery): { total: number; items: Entity[] } {
  const wantType = query.type ? ENTITY_TYPES.indexOf(query.type) : -1;
  const typeOk = (n: number): boolean => wantType < 0 || ix.types[n] === wantType;
  const hits: number[] = [];
  if (!query.q || !query.q.trim()) {
    for (let n = 0; n < ix.size; n++) if (typeOk(n)) hits.push(n);
  } else {
    const q = query.q.trim();
    // The query folded from its detected scheme; a plain-ASCII query may also be SLP1 typed as such (pArTa).
    const keys = [...new Set([toSlp1(q).replace(/[^A-Za-z']/g, ''), ...(/^[A-Za-z']+$/.test(q) ? [q] : [])])];
    const lk = looseKey(toSlp1(q));
    const seen = new Set<number>();
    // Curated entries whose headword is the query come first (q=gAyatrI → the mantra),
    // then curated entries that list the query among their own aliases (q=Hanuman → Hanumān).
    const matchesQ = (slp1: string): boolean => keys.includes(slp1) || looseKey(slp1) === lk;
    const curatedRank = (n: number): number => {
      const c = ix.curated.get(n);
      return !c ? 0 : matchesQ(c.head) ? 2 : c.aliases.some(matchesQ) ? 1 : 0;
    };
    /** Adds a tier: its entities not yet listed, by curated rank, then (count), headword first, then rank. */
    const add = (found: Found[]): void => {
      const fresh: (Found & { c: number })[] = [];
      for (const f of found) {
        if (!typeOk(f.n) || seen.has(f.n)) continue;
        seen.add(f.n);
        fresh.push(Object.assign({}, f, { c: curatedRank(f.n) }));
      }
      fresh.sort((a, b) => b.c - a.c || b.count - a.count || Number(b.head) - Number(a.head) || a.n - b.n);
      for (const f of fresh) hits.push(f.n);
    };
    for (const k of keys) add(listOf(ix.exact, k));
    add(listOf(ix.loose, lk));
    if (lk.length >= 3) {
      // The prefix tier ranks by curated rank and mentions only: no counts, no headword preference.
      const pref: Found[] = [];
      for (let i = ix.loose.lowerBound(lk); i < ix.loose.keys.size && ix.loose.keys.startsWithAt(i, lk) && pref.length < 2000; i++) {
        const [from, to] = ix.loose.range(i);
        for (let at = from; at < to; at++) pref.push({ n: ix.loose.entityAt(at), count: 0, head: false });
      }
      add(pref);
    }
    add(listOf(ix.canonical, q.toLowerCase()));
  }
  return { total: hits.length, items: hits.slice(query.offset, query.offset + query.limit).map((n) => entityAt(ix, n)) };
}
