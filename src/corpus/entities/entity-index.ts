/**
 * Lookup over the knowledge graph for GET /corpus/v1/entity (pure; the server store builds it once).
 *
 * `q` matches names and aliases in any script: it is folded to SLP1 (src/corpus/script `toSlp1`, scheme
 * detected; an anusvāra before a stop is read as that stop's nasal, गंगा = गङ्गा) and an entity matches when
 * its SLP1 headword or an alias equals it exactly or by loose key (`looseKey`: length, aspiration, retroflexion,
 * sibilants folded; "krishna" = kṛṣṇa = कृष्ण), or when its canonical name equals it case-insensitively.
 *
 * Ranking formula (stated here once): each name N of an entity e that matches the query scores
 *     score(e, N) = canonicity(N for e) × (1 + mentions of e under N across the whole built corpus)
 * and e takes its best-scoring name. Canonicity (CANONICITY in corpus-mentions.ts): e's headword or a spelling
 * of it 1, a common alias listed as a name 0.5, an epithet or patronymic 0.1. Mentions under a name are counted
 * over every verse of the built corpus and shared among the entities bearing that name (corpus-mentions.ts);
 * a graph built without a corpus uses the Mahānāma counts instead. Highest score first; ties by total
 * mentions, then id. Hence a primary-name match is never outranked by an epithet-only match of an entity less
 * mentioned under that name; an epithet wins only for a bearer called so over ten times as often
 * (Govinda → Kṛṣṇa, before a tīrtha whose name it is).
 * After the matches come loose-key prefix matches (queries of ≥ 3 letters), by mentions. An entity appears once.
 * Without `q`: all entities (of `type`), most mentioned first.
 *
 * Storage: entities are numbered by mentions (most first, then id) and kept as UTF-8 JSON in one byte array,
 * parsed only when answered; every lookup table is packed in typed arrays (KeyPostings). About 25,000 entities
 * held as objects were ~750,000 heap objects, 45 ms of every full garbage collection.
 */
import { looseKey, toSlp1 } from '../script/index.js';
import { PackedStringMap } from '../packed-string-map.js';
import { CANONICITY, canonicityOf, totalMentions, type CorpusMentions } from './corpus-mentions.js';
import { ENTITY_TYPES, type Entity, type EntityType } from './entity-model.js';
import { KeyPostings, type PostingsList } from './key-postings.js';

export interface EntityIndex {
  readonly size: number;
  /** Entity ids by entity number. */
  readonly ids: PackedStringMap;
  readonly types: Uint8Array;
  readonly json: Uint8Array;
  readonly jsonAt: Uint32Array;
  readonly exact: KeyPostings;
  readonly loose: KeyPostings;
  readonly canonical: KeyPostings;
  /** Former ids of merged records → the id they were merged into (KnowledgeGraph.idRedirects). */
  readonly redirects: ReadonlyMap<string, string>;
}

/** Name classes stored in the postings, most canonical last (KeyPostings). */
const CLASS_OF: Record<number, number> = { [CANONICITY.primary]: 2, [CANONICITY.common]: 1, [CANONICITY.epithet]: 0 };
const CANONICITY_OF_CLASS = [CANONICITY.epithet, CANONICITY.common, CANONICITY.primary];

function post(m: Map<string, PostingsList>, k: string, n: number, count: number, cls: number): void {
  if (!k) return;
  let l = m.get(k);
  if (!l) { l = { entities: [], counts: [], classes: [] }; m.set(k, l); }
  const last = l.entities.length - 1;
  if (l.entities[last] === n) { l.counts[last] = Math.max(l.counts[last]!, count); l.classes[last] = Math.max(l.classes[last]!, cls); return; }
  l.entities.push(n); l.counts.push(count); l.classes.push(cls);
}

/**
 * The loose key a name is matched under: `looseKey`, except that a final ṛ or ri keeps an i. looseKey reads "ri" as
 * ṛ (krishna = kṛṣṇa) and drops a final schwa, so hari and hara, gaurī and gaura would meet as "har", "gaur":
 * "Hara" would find Viṣṇu, "Gauri" a place Gaura. A final ṛ is typed "ri" (pitri, savitri), so it keeps the i too.
 */
export function nameLooseKey(slp1: string): string {
  const k = looseKey(slp1);
  return /(r[iI]|[fF])$/.test(slp1) && k.endsWith('r') ? k + 'i' : k;
}

/** An anusvāra before a stop read as that stop's nasal (saṃkalpa = saṅkalpa; src/ner/normalize-slp1.ts). */
function foldAnusvara(slp1: string): string {
  return slp1.replace(/M(?=[kKgGcCjJwWqQtTdDpPbB])/g, (_m, i: number) => 'NNNNYYYYRRRRnnnnmmmm'['kKgGcCjJwWqQtTdDpPbB'.indexOf(slp1[i + 1]!)]!);
}

/** `corpusMentions`: the artifact's mentions by id and name; absent, the Mahānāma counts. */
export function buildEntityIndex(entities: readonly Entity[], corpusMentions?: Readonly<CorpusMentions>, redirects: Readonly<Record<string, string>> = {}): EntityIndex {
  const m = (e: Entity): number => (corpusMentions ? totalMentions(corpusMentions[e.id]) : e.mention_count);
  const under = (e: Entity, slp1: string, mahanama: number): number => (corpusMentions ? corpusMentions[e.id]?.[slp1] ?? 0 : mahanama);
  const ranked = [...entities].sort((a, b) => m(b) - m(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const exact = new Map<string, PostingsList>();
  const loose = new Map<string, PostingsList>();
  const canonical = new Map<string, PostingsList>();
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
    const headLoose = nameLooseKey(head);
    // Mentions under the headword: the corpus count of that name (curated and Mahānāma entries list it as an alias too).
    post(exact, head, n, under(e, head, 0), 2);
    post(loose, headLoose, n, under(e, head, 0), 2);
    for (const a of e.aliases) {
      const cls = CLASS_OF[canonicityOf(a.slp1, a.kind, head)]!;
      const count = under(e, a.slp1, a.mention_count);
      post(exact, a.slp1, n, count, cls);
      const lk = nameLooseKey(a.slp1);
      post(loose, lk, n, count, lk === headLoose ? 2 : cls);
    }
    post(canonical, e.canonical_name.toLowerCase(), n, 0, 2);
  });
  return {
    size: ranked.length,
    ids: new PackedStringMap(ranked.map((e) => e.id)),
    types: new Uint8Array(ranked.map((e) => ENTITY_TYPES.indexOf(e.entity_type))),
    json,
    jsonAt,
    exact: new KeyPostings(exact),
    loose: new KeyPostings(loose),
    canonical: new KeyPostings(canonical),
    redirects: new Map(Object.entries(redirects)),
  };
}

const decoder = new TextDecoder();

/** Entity number n, parsed from its stored JSON (a new object each call). */
export function entityAt(ix: EntityIndex, n: number): Entity {
  return JSON.parse(decoder.decode(ix.json.subarray(ix.jsonAt[n]!, ix.jsonAt[n + 1]!))) as Entity;
}

/** The entity with this id, or the record it was merged into (its former id), or null. */
export function entityById(ix: EntityIndex, id: string): Entity | null {
  const n = ix.ids.indexOf(ix.redirects.get(id) ?? id);
  return n < 0 ? null : entityAt(ix, n);
}

/** An entity found under a key: its number, its mentions under that key, the key's name class for it. */
interface Found { n: number; count: number; cls: number }

/** The list of `key` in `p` (empty when `key` is not there). */
function listOf(p: KeyPostings, key: string): Found[] {
  const i = p.keys.indexOf(key);
  if (i < 0) return [];
  const [from, to] = p.range(i);
  const out: Found[] = [];
  for (let at = from; at < to; at++) out.push({ n: p.entityAt(at), count: p.countAt(at), cls: p.classAt(at) });
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
    const folded = foldAnusvara(toSlp1(q));
    const keys = [...new Set([folded.replace(/[^A-Za-z']/g, ''), ...(/^[A-Za-z']+$/.test(q) ? [q] : [])])];
    const lk = nameLooseKey(folded);
    // Matches: each entity's best-scoring name (the formula of the module comment).
    const best = new Map<number, number>();
    const match = (found: Found[]): void => {
      for (const f of found) {
        const s = CANONICITY_OF_CLASS[f.cls]! * (1 + f.count);
        if (typeOk(f.n) && (best.get(f.n) ?? -1) < s) best.set(f.n, s);
      }
    };
    for (const k of keys) match(listOf(ix.exact, k));
    match(listOf(ix.loose, lk));
    match(listOf(ix.canonical, q.toLowerCase()));
    const scored = [...best].map(([n, s]) => ({ n, s }));
    scored.sort((a, b) => b.s - a.s || a.n - b.n);
    for (const f of scored) hits.push(f.n);
    if (lk.length >= 3) {
      // Loose-key prefixes (completions), by mentions: entity numbers are in that order.
      const pref = new Set<number>();
      for (let i = ix.loose.lowerBound(lk); i < ix.loose.keys.size && ix.loose.keys.startsWithAt(i, lk) && pref.size < 2000; i++) {
        const [from, to] = ix.loose.range(i);
        for (let at = from; at < to; at++) {
          const n = ix.loose.entityAt(at);
          if (typeOk(n) && !best.has(n)) pref.add(n);
        }
      }
      hits.push(...[...pref].sort((a, b) => a - b));
    }
  }
  return { total: hits.length, items: hits.slice(query.offset, query.offset + query.limit).map((n) => entityAt(ix, n)) };
}
