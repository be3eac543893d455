/**
 * The knowledge-graph entity model (spec: "Entity", EntityAliasOut, EntityRelationOut; docs/ner.md).
 * Pure types and constants; the build lives in build-graph.ts, loaders in src/generator/entities.
 */

export const ENTITY_TYPES = [
  'DEITY', 'PERSON', 'RISHI', 'PLACE', 'TEXT', 'CONCEPT', 'CELESTIAL', 'FLORA', 'LINEAGE', 'MANTRA',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ALIAS_KINDS = ['name', 'epithet', 'patronymic', 'spelling'] as const;
export type AliasKind = (typeof ALIAS_KINDS)[number];

export const RELATION_KINDS = [
  'parent_of', 'child_of', 'spouse_of', 'sibling_of', 'teacher_of', 'student_of', 'author_of', 'authored_by',
  'presides_over', 'presided_by', 'avatar_of', 'has_avatar', 'mount_of', 'has_mount', 'consort_of', 'lord_of',
  'ruled_by', 'mentioned_in', 'mentions', 'founder_of', 'founded_by', 'member_of', 'has_member', 'part_of',
  'has_part', 'verse_of', 'associated_with',
] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

/** Inverse of each relation; symmetric ones map to themselves. `mentioned_in` is not inverted (too many). */
export const INVERSE_RELATION: Partial<Record<RelationKind, RelationKind>> = {
  parent_of: 'child_of', child_of: 'parent_of', spouse_of: 'spouse_of', sibling_of: 'sibling_of',
  teacher_of: 'student_of', student_of: 'teacher_of', author_of: 'authored_by', authored_by: 'author_of',
  presides_over: 'presided_by', presided_by: 'presides_over', avatar_of: 'has_avatar', has_avatar: 'avatar_of',
  mount_of: 'has_mount', has_mount: 'mount_of', consort_of: 'consort_of', lord_of: 'ruled_by', ruled_by: 'lord_of',
  founder_of: 'founded_by', founded_by: 'founder_of', member_of: 'has_member', has_member: 'member_of',
  part_of: 'has_part', has_part: 'part_of', associated_with: 'associated_with',
};

export interface EntityAlias {
  slp1: string;
  iast: string;
  devanagari: string;
  kind: AliasKind;
  /** Where the alias comes from: `curated`, `mahanama`, `pui`, `vei`, `family-tree`. */
  source: string;
  /** Mentions under this name in the Mahānāma annotation (0 when unknown). */
  mention_count: number;
}

export interface EntityRelation {
  relation: RelationKind;
  target_id: string;
  target_name: string;
  source: string;
}

export interface Entity {
  id: string;
  canonical_name: string;
  name_sanskrit: string | null;
  name_iast: string | null;
  name_slp1: string;
  entity_type: EntityType;
  entity_subtype: string | null;
  description: string | null;
  tags: string[];
  aliases: EntityAlias[];
  relations: EntityRelation[];
  mention_count: number;
  text_count: number;
  /** Provenance of the merged record, e.g. ["curated", "mahanama:e801", "pui:L1234"]. */
  sources: string[];
}

/** NER class a knowledge-graph type corresponds to in the Mahānāma annotation. */
export function nerClassOfType(t: EntityType): 'person' | 'location' | 'misc' {
  if (t === 'PERSON' || t === 'RISHI' || t === 'DEITY' || t === 'LINEAGE') return 'person';
  if (t === 'PLACE') return 'location';
  return 'misc';
}
