/**
 * Builds the knowledge graph from its sources (pure: the generator hands in parsed data).
 *
 * Order and merge rules (docs/ner.md §"Knowledge graph"):
 * 1. Curated entries (data/entities/curated, our own words) come first and own their ids.
 * 2. Mahānāma gazetteer entities (eid → one entity with its base names as aliases and its mention count).
 *    An eid merges into a curated entry that lists it in `mn`, or, when no `mn` claims it, into the curated
 *    entry with the same SLP1 key and a compatible type if it is the most-mentioned eid with that identity.
 * 3. Purāṇa Index and Vedic Index entries. A curated entry claims entries listed in its `index`. "see X" / "a name of X" entries become aliases of X when X
 *    resolves. Other entries merge into an existing entity with the same key and compatible type when the key
 *    is unique among the index entries and among the earlier entities; otherwise they stand alone.
 * 4. Family-tree edges (parent, spouse) between Mahānāma persons matched by loose key.
 * Relations are resolved by key (preferring the same source, then curated, then most mentioned; among index
 * homonyms only the one whose gloss names the source entity), deduplicated,
 * and completed with their inverses (INVERSE_RELATION). `mentioned_in` links each entity to the TEXT entities
 * whose index cites it (Mahābhārata for Mahānāma mentions; Purāṇas for PUI references; Vedic texts for VEI).
 */
import { looseKey, slp1To, toSlp1 } from '../script/index.js';
import { normalizeSlp1Word } from '../../ner/normalize-slp1.js';
import { candidateStems } from '../../ner/stem-slp1.js';
import { aliasKind } from './alias-kind.js';
import { baseEntityId } from './entity-id.js';
import {
  INVERSE_RELATION, nerClassOfType, type AliasKind, type Entity, type EntityAlias, type EntityRelation,
  type EntityType, type RelationKind,
} from './entity-model.js';
import { classifyGloss, glossAliasTarget, glossRelations, puiTextRefs, veiTextRefs } from './gloss-parser.js';

export interface CuratedEntry {
  type: EntityType;
  key: string;
  name?: string;
  subtype?: string;
  description?: string;
  tags?: string[];
  aliases?: [string, AliasKind][];
  relations?: [RelationKind, string][];
  mn?: string[];
  /** Purāṇa/Vedic Index entries merged into this entry (`pui:L12581`), whatever their gloss type. */
  index?: string[];
  cite?: string;
  festival?: boolean;
  /** Where a merge or canonical record comes from (documentation only; not copied into the entity). */
  source?: string;
  /** Ids the records merged into this entry had before the merge (the pretrained NER model still links them). */
  merges?: string[];
  /**
   * Names of a Mahānāma entity another entry claims (`mn`) that belong to this one: its mentions under them, and
   * its surface forms of them, come here (Mahānāma makes one goddess of Umā, Pārvatī and Durgā).
   */
  mnNames?: Record<string, string[]>;
}

export interface MahanamaGazetteerRow {
  eid: string;
  type: 'person' | 'location' | 'misc';
  identity: string;
  surface_forms: Record<string, number>;
  base_names: Record<string, number>;
  inm_ids: number[];
  mentions: number;
}

export interface IndexEntry {
  src: string;
  L: string;
  key_slp1: string;
  homonym: string | null;
  headword_iast: string | null;
  gloss: string;
}

export interface FamilyTree {
  nodes: { id: number; label: string }[];
  edges: { source: number; target: number; kind: 'parent' | 'spouse' }[];
}

export interface GraphSources {
  curated: CuratedEntry[];
  mahanama: MahanamaGazetteerRow[];
  pui: IndexEntry[];
  vei: IndexEntry[];
  familyTree: FamilyTree | null;
}

/** One gazetteer key for the NER engine, derived from the graph. */
export interface NerGazetteerRow {
  key: string;
  nerClass: 'person' | 'location' | 'misc';
  entityId: string;
  weight: number;
  /** True when the key comes from Mahānāma annotations (held-out volumes must not see them in the bench). */
  fromMahanama: boolean;
}

export interface KnowledgeGraph {
  entities: Entity[];
  nerGazetteer: NerGazetteerRow[];
  /** Ids of entities flagged `festival` in the curated data. */
  festivalDeityIds: string[];
  /** Corpus-wide mentions by entity id and name (corpus-mentions.ts), when a built corpus was at hand; ranks lookups. */
  corpusMentions?: Record<string, Record<string, number>>;
  /** Former id → id of the curated record it was merged into (`merges`; only ids no entity still has). */
  idRedirects: Record<string, string>;
}

interface PendingRel { relation: RelationKind; ref: { type?: EntityType; key: string }; source: string }

interface Draft {
  order: number;
  idSuffix: string;
  type: EntityType;
  key: string;
  name: string | null;
  subtype: string | null;
  description: string | null;
  tags: Set<string>;
  aliases: Map<string, { kind: AliasKind; source: string; count: number }>;
  rels: PendingRel[];
  mentionCount: number;
  textRefs: Set<string>;
  sources: string[];
  origin: 'curated' | 'mahanama' | 'pui' | 'vei';
  surfaceForms: Map<string, number>;
  festival: boolean;
  cite: string | null;
  id?: string;
}

const MN_TYPE: Record<MahanamaGazetteerRow['type'], EntityType> = { person: 'PERSON', location: 'PLACE', misc: 'CONCEPT' };

function compatible(a: EntityType, b: EntityType): boolean {
  return nerClassOfType(a) === nerClassOfType(b) || (a === 'DEITY' && b === 'PLACE') || (a === 'PLACE' && b === 'DEITY');
}

function iastOf(slp1: string): string { return slp1To(slp1, 'iast'); }
function capitalise(s: string): string { return s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1); }

export function buildKnowledgeGraph(src: GraphSources): KnowledgeGraph {
  const drafts: Draft[] = [];
  const byKey = new Map<string, Draft[]>();
  const newDraft = (d: Omit<Draft, 'order' | 'tags' | 'aliases' | 'rels' | 'textRefs' | 'sources' | 'surfaceForms' | 'festival' | 'cite'> & Partial<Draft>): Draft => {
    const full: Draft = {
      tags: new Set(), aliases: new Map(), rels: [], textRefs: new Set(), sources: [], surfaceForms: new Map(),
      festival: false, cite: null, ...d, order: drafts.length,
    };
    drafts.push(full);
    const list = byKey.get(full.key) ?? [];
    list.push(full);
    byKey.set(full.key, list);
    return full;
  };
  const addAlias = (d: Draft, slp1: string, kind: AliasKind | null, source: string, count = 0): void => {
    if (!slp1) return;
    const prev = d.aliases.get(slp1);
    if (prev) { prev.count += count; return; }
    d.aliases.set(slp1, { kind: kind ?? aliasKind(slp1, d.key), source, count });
  };

  // 1. Curated.
  const claimed = new Map<string, Draft>();
  /** eid → base name → the curated entry that takes it (mnNames) */
  const nameClaims = new Map<string, Map<string, Draft>>();
  src.curated.forEach((c, i) => {
    const d = newDraft({
      idSuffix: `c${i}`, type: c.type, key: c.key, name: c.name ?? null, subtype: c.subtype ?? null,
      description: c.description ?? null, mentionCount: 0, origin: 'curated', festival: c.festival ?? false,
      cite: c.cite ?? null,
    });
    d.sources.push('curated');
    for (const t of c.tags ?? []) d.tags.add(t);
    addAlias(d, c.key, 'name', 'curated');
    for (const [a, kind] of c.aliases ?? []) addAlias(d, a, kind, 'curated');
    for (const [relation, ref] of c.relations ?? []) {
      const [type, key] = ref.split(':') as [EntityType, string];
      d.rels.push({ relation, ref: { type, key }, source: 'curated' });
    }
    for (const eid of c.mn ?? []) claimed.set(eid, d);
    for (const ref of c.index ?? []) claimed.set(ref, d);
    for (const [eid, names] of Object.entries(c.mnNames ?? {})) {
      const m = nameClaims.get(eid) ?? new Map<string, Draft>();
      for (const n of names) m.set(n, d);
      nameClaims.set(eid, m);
    }
  });

  // 2. Mahānāma.
  const topEidByIdentity = new Map<string, string>();
  for (const r of [...src.mahanama].sort((a, b) => b.mentions - a.mentions || a.eid.localeCompare(b.eid))) {
    if (!topEidByIdentity.has(r.identity)) topEidByIdentity.set(r.identity, r.eid);
  }
  const mnRows = [...src.mahanama].sort((a, b) => b.mentions - a.mentions || eidNum(a.eid) - eidNum(b.eid));
  for (const r of mnRows) {
    let d = claimed.get(r.eid);
    if (!d && topEidByIdentity.get(r.identity) === r.eid) {
      d = (byKey.get(r.identity) ?? []).find((x) => x.origin === 'curated' && !hasMnClaims(src.curated, x.key, x.type) && compatible(x.type, MN_TYPE[r.type]));
    }
    if (!d) {
      d = newDraft({
        idSuffix: `mn${eidNum(r.eid)}`, type: MN_TYPE[r.type], key: r.identity, name: null,
        subtype: r.type === 'misc' ? 'mahabharata-misc' : r.type === 'location' ? 'place' : 'person',
        description: null, mentionCount: 0, origin: 'mahanama',
      });
      d.tags.add('mahabharata');
      addAlias(d, r.identity, 'name', 'mahanama');
    }
    d.sources.push(`mahanama:${r.eid}`);
    d.mentionCount += r.mentions;
    d.textRefs.add('mahABArata');
    const takers = nameClaims.get(r.eid);
    const ownerOf = (name: string): Draft => takers?.get(name) ?? d!;
    for (const [b, n] of Object.entries(r.base_names)) {
      const owner = ownerOf(b);
      addAlias(owner, b, null, 'mahanama', n);
      if (owner === d) continue;
      owner.mentionCount += n;
      d.mentionCount -= n;
      if (!owner.sources.includes(`mahanama:${r.eid}`)) { owner.sources.push(`mahanama:${r.eid}`); owner.textRefs.add('mahABArata'); }
    }
    for (const [f, n] of Object.entries(r.surface_forms)) {
      // a surface form goes with the base name it inflects (umayA → umA): its own form or a candidate stem
      const owner = takers ? ownerOf(candidateStems(normalizeSlp1Word(f)).find((st) => takers.has(st)) ?? '') : d;
      owner.surfaceForms.set(f, (owner.surfaceForms.get(f) ?? 0) + n);
    }
  }

  // 3. Purāṇa Index, Vedic Index.
  const curatedSpelling = new Map<string, Draft[]>();
  for (const d of drafts) {
    if (d.origin !== 'curated') continue;
    for (const [a, info] of d.aliases) {
      if (info.source !== 'curated' || (info.kind !== 'name' && info.kind !== 'spelling') || a === d.key) continue;
      curatedSpelling.set(a, [...(curatedSpelling.get(a) ?? []), d]);
    }
  }
  const aliasEntries: { e: IndexEntry; target: string; source: 'pui' | 'vei' }[] = [];
  for (const [entries, source] of [[src.pui, 'pui'], [src.vei, 'vei']] as const) {
    const keyCount = new Map<string, number>();
    for (const e of entries) keyCount.set(e.key_slp1, (keyCount.get(e.key_slp1) ?? 0) + 1);
    const sorted = [...entries].sort((a, b) => Number(a.L) - Number(b.L));
    for (const e of sorted) {
      const key = e.key_slp1;
      if (!key) continue;
      const target = glossAliasTarget(e.gloss);
      if (target) { aliasEntries.push({ e, target, source }); continue; }
      const cls = classifyGloss(e.gloss);
      const existing = (byKey.get(key) ?? []).filter((x) => x.origin !== source && (compatible(x.type, cls.type) || cls.subtype === 'term'));
      let d: Draft | undefined = claimed.get(`${source}:L${e.L}`);
      if (!d && keyCount.get(key) === 1 && existing.length === 1) d = existing[0];
      // A curated entry that lists this key as its name or a spelling (brahmA for Brahmā, key brahman).
      // The first of several homonyms (homonym "I": the god, the famous sage) joins the curated entry of that name.
      if (!d && e.homonym === 'I') {
        const cur = [...existing, ...(curatedSpelling.get(key) ?? [])].filter((x) => x.origin === 'curated' && (compatible(x.type, cls.type) || cls.subtype === 'term'));
        if (cur.length === 1) d = cur[0];
      }
      if (!d && keyCount.get(key) === 1 && existing.length === 0) {
        const viaAlias = (curatedSpelling.get(key) ?? []).filter((x) => compatible(x.type, cls.type) || cls.subtype === 'term');
        if (viaAlias.length === 1) d = viaAlias[0];
      }
      if (!d) {
        d = newDraft({
          idSuffix: `${source}${e.L}`, type: cls.type, key, name: null, subtype: cls.subtype,
          description: null, mentionCount: 0, origin: source,
        });
        addAlias(d, key, 'name', source);
      }
      d.sources.push(`${source}:L${e.L}`);
      d.tags.add(source === 'pui' ? 'purana-index' : 'vedic-index');
      if (!d.description) d.description = cleanGloss(e.gloss, source);
      for (const r of glossRelations(e.gloss)) {
        const k = nameToSlp1(r.name);
        if (k && k !== key) d.rels.push({ relation: r.relation, ref: { key: k }, source });
      }
      for (const t of source === 'pui' ? puiTextRefs(e.gloss) : veiTextRefs(e.gloss)) d.textRefs.add(t);
    }
  }
  for (const { e, target, source } of aliasEntries) {
    const k = nameToSlp1(target);
    const d = k ? pickByKey(byKey, { key: k }, source) : undefined;
    if (d) {
      addAlias(d, e.key_slp1, null, source);
      d.sources.push(`${source}:L${e.L}`);
    } else {
      const nd = newDraft({
        idSuffix: `${source}${e.L}`, type: 'CONCEPT', key: e.key_slp1, name: null, subtype: 'term',
        description: cleanGloss(e.gloss, source), mentionCount: 0, origin: source,
      });
      addAlias(nd, e.key_slp1, 'name', source);
      nd.sources.push(`${source}:L${e.L}`);
    }
  }

  // 4. Family tree.
  if (src.familyTree) addFamilyTree(src.familyTree, drafts);

  // Ids. A former id a curated record merged (`merges`) is never given to another entity: it keeps answering
  // with the record it was merged into, as links made before the merge expect.
  const used = new Set<string>();
  const merged = new Set(src.curated.flatMap((c) => c.merges ?? []));
  const ordered = [...drafts].sort((a, b) => originRank(a) - originRank(b) || originOrder(a, b));
  for (const d of ordered) {
    let id = baseEntityId(d.type, d.key);
    if (used.has(id) || merged.has(id)) id = `${id}-${d.idSuffix}`;
    used.add(id);
    d.id = id;
  }

  // Relations.
  const rels = new Map<Draft, Map<string, EntityRelation>>();
  const addRel = (from: Draft, relation: RelationKind, to: Draft, source: string): void => {
    if (from === to) return;
    let m = rels.get(from);
    if (!m) { m = new Map(); rels.set(from, m); }
    const k = `${relation}|${to.id}`;
    if (!m.has(k)) m.set(k, { relation, target_id: to.id!, target_name: displayName(to), source });
  };
  for (const d of drafts) {
    for (const r of d.rels) {
      const t = pickByKey(byKey, r.ref, d.origin, KINSHIP.has(r.relation), d, curatedSpelling);
      if (!t || t === d) continue;
      addRel(d, r.relation, t, r.source);
      const inv = INVERSE_RELATION[r.relation];
      if (inv) addRel(t, inv, d, r.source);
    }
  }
  const textByKey = new Map(drafts.filter((d) => d.type === 'TEXT' && d.origin === 'curated').map((d) => [d.key, d] as const));
  for (const d of drafts) {
    for (const t of [...d.textRefs].sort()) {
      const td = textByKey.get(t);
      if (td && td !== d) addRel(d, 'mentioned_in', td, d.origin === 'mahanama' || t === 'mahABArata' ? 'mahanama' : d.origin);
    }
  }

  const entities: Entity[] = ordered.map((d) => toEntity(d, [...(rels.get(d)?.values() ?? [])]));
  entities.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  const nerGazetteer: NerGazetteerRow[] = [];
  for (const d of ordered) {
    const nerClass = nerClassOfType(d.type);
    for (const [a, info] of d.aliases) {
      nerGazetteer.push({ key: a, nerClass, entityId: d.id!, weight: info.count * 1e4 + d.mentionCount, fromMahanama: info.source === 'mahanama' });
    }
    for (const [f, n] of d.surfaceForms) nerGazetteer.push({ key: f, nerClass, entityId: d.id!, weight: n * 1e4 + d.mentionCount, fromMahanama: true });
  }
  const festivalDeityIds = ordered.filter((d) => d.festival).map((d) => d.id!);
  const idRedirects: Record<string, string> = {};
  src.curated.forEach((c, i) => {
    const d = drafts.find((x) => x.idSuffix === `c${i}` && x.origin === 'curated');
    for (const old of c.merges ?? []) if (d && !used.has(old)) idRedirects[old] = d.id!;
  });
  return { entities, nerGazetteer, festivalDeityIds, idRedirects };
}

function hasMnClaims(curated: CuratedEntry[], key: string, type: EntityType): boolean {
  const c = curated.find((x) => x.key === key && x.type === type);
  return !!c && Array.isArray(c.mn);
}

function eidNum(eid: string): number { return Number(eid.slice(1)) || 0; }

function originRank(d: Draft): number {
  return d.origin === 'curated' ? 0 : d.origin === 'mahanama' ? 1 : d.origin === 'pui' ? 2 : 3;
}

function originOrder(a: Draft, b: Draft): number {
  if (a.origin === 'mahanama') return b.mentionCount - a.mentionCount || a.idSuffix.localeCompare(b.idSuffix, 'en', { numeric: true });
  return a.order - b.order;
}

/** Relations whose target must be a person-class entity (PERSON, RISHI, DEITY, LINEAGE). */
const KINSHIP = new Set<RelationKind>(['parent_of', 'child_of', 'spouse_of', 'sibling_of', 'teacher_of', 'student_of', 'avatar_of', 'consort_of']);

/**
 * Resolves a relation reference: same source first, then curated, then most mentioned; type must match if
 * given; kinship targets must be person-class. A key ending in -A (an n-stem nominative as printed, Brahmā)
 * also tries the stem in -an.
 */
function pickByKey(
  byKey: Map<string, Draft[]>, ref: { type?: EntityType; key: string }, preferOrigin: string, personOnly = false,
  from?: Draft, curatedSpelling?: Map<string, Draft[]>,
): Draft | undefined {
  let cands = byKey.get(ref.key) ?? [];
  if (personOnly) {
    cands = cands.filter((c) => nerClassOfType(c.type) === 'person');
    if (cands.length === 0 && ref.key.endsWith('A')) cands = (byKey.get(ref.key.slice(0, -1) + 'an') ?? []).filter((c) => nerClassOfType(c.type) === 'person');
  }
  if (ref.type) {
    const exact = cands.filter((c) => c.type === ref.type);
    cands = exact.length > 0 ? exact : cands.filter((c) => compatible(c.type, ref.type!));
  }
  if (cands.length === 0) return undefined;
  // Index homonyms (several Purāṇa Index entries "Haryaśva"): the one whose own gloss names the source entity
  // ("father of Nikumbha" for "a son of Haryaśva" on Nikumbha); when none or several do, the reference is
  // ambiguous and dropped rather than attached to the first homonym.
  if (from && (preferOrigin === 'pui' || preferOrigin === 'vei')) {
    const same = cands.filter((c) => c.origin === preferOrigin);
    if (same.length > 1) {
      const name = displayName(from);
      const named = same.filter((c) => c.description?.includes(name));
      if (named.length === 1) return named[0];
      const curated = [...cands.filter((c) => c.origin === 'curated'), ...(curatedSpelling?.get(ref.key) ?? [])];
      return curated.length === 1 ? curated[0] : undefined;
    }
  }
  const score = (c: Draft): number => (c.origin === preferOrigin ? 4e9 : 0) + (c.origin === 'curated' ? 2e9 : 0) + c.mentionCount;
  return [...cands].sort((a, b) => score(b) - score(a) || a.order - b.order)[0];
}

function nameToSlp1(iastName: string): string {
  const s = toSlp1(iastName, 'iast').replace(/[^A-Za-z]/g, '');
  return s;
}

/** Gloss as a description: leading homonym numbers and trailing footnote digits removed, source named. */
function cleanGloss(gloss: string, source: string): string {
  const g = gloss.replace(/\s+/g, ' ').replace(/(\w)\s\d+(?=[\s;,.]|$)/g, '$1').trim();
  return `${capitalise(g)} (${source === 'pui' ? 'Purāṇa Index' : 'Vedic Index'})`;
}

function displayName(d: Draft): string {
  return d.name ?? capitalise(iastOf(d.key));
}

function toEntity(d: Draft, relations: EntityRelation[]): Entity {
  const aliases: EntityAlias[] = [...d.aliases]
    .sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([slp1, info]) => ({
      slp1, iast: iastOf(slp1), devanagari: slp1To(slp1, 'devanagari'), kind: info.kind, source: info.source, mention_count: info.count,
    }));
  relations.sort((a, b) => (a.relation < b.relation ? -1 : a.relation > b.relation ? 1 : a.target_id < b.target_id ? -1 : a.target_id > b.target_id ? 1 : 0));
  const textCount = relations.filter((r) => r.relation === 'mentioned_in').length;
  const tags = [...d.tags].sort();
  if (d.cite) tags.push(`cite:${d.cite}`);
  if (d.festival) tags.push('festival');
  return {
    id: d.id!,
    canonical_name: displayName(d),
    name_sanskrit: slp1To(d.key, 'devanagari'),
    name_iast: iastOf(d.key),
    name_slp1: d.key,
    entity_type: d.type,
    entity_subtype: d.subtype,
    description: d.description,
    tags,
    aliases,
    relations,
    mention_count: d.mentionCount,
    text_count: textCount,
    sources: d.sources,
  };
}

const FAMILY_FIX: Record<string, string> = {
  dasa: 'dASa', prasara: 'parASara', duryodhana_and_the_kauravas: 'duryoDana', yudhushthira: 'yuDizWira',
  parikchit: 'parikzit', sahdev: 'sahadeva', nakul: 'nakula', arjun: 'arjuna', janamejay: 'janamejaya',
  satatika: 'SatAnIka', srutakarma: 'Srutakarman', shudri: 'SUdrI', ganga: 'gaNgA', surya: 'sUrya',
};

function addFamilyTree(tree: FamilyTree, drafts: Draft[]): void {
  const byLoose = new Map<string, Draft>();
  for (const d of [...drafts].sort((a, b) => b.mentionCount - a.mentionCount || a.order - b.order)) {
    if (nerClassOfType(d.type) !== 'person') continue;
    const k = looseKey(d.key);
    if (!byLoose.has(k)) byLoose.set(k, d);
  }
  const nodeDraft = new Map<number, Draft>();
  for (const n of tree.nodes) {
    const fix = FAMILY_FIX[n.label.toLowerCase().replace(/\s+/g, '_')];
    const k = looseKey(fix ?? n.label.toLowerCase());
    const d = byLoose.get(k);
    if (d) nodeDraft.set(n.id, d);
  }
  for (const e of tree.edges) {
    const a = nodeDraft.get(e.source); const b = nodeDraft.get(e.target);
    if (!a || !b || a === b) continue;
    a.rels.push({ relation: e.kind === 'spouse' ? 'spouse_of' : 'parent_of', ref: { type: b.type, key: b.key }, source: 'family-tree' });
  }
}
