/**
 * Corpus-wide mentions of each entity (pure; the generator counts the words, src/generator/entities/count-corpus-keys.ts).
 *
 * The generator counts, over every verse of the built corpus, the words whose SLP1 form or one of its candidate
 * stems (src/ner/stem-slp1.ts) is a name or alias key of the graph. A key shared by several entities (sItA: the
 * goddess, a Mahābhārata person, a place) is shared out in proportion to
 *   share(e, k) = mentions of e under k in Mahānāma + CANONICITY[kind of k for e]
 * so the entity the annotated text most often calls so receives most of it, and the name's kind decides only
 * between bearers the annotation does not tell apart (canonicity is a prior of less than one mention: Govinda, an
 * epithet of Kṛṣṇa 600 times in Mahānāma, is not shared with a tīrtha of that name the Purāṇa Index lists once;
 * the lookup weighs canonicity again, entity-index.ts).
 * mentions of e under k = round(count(k) × share(e, k) / Σ_e' share(e', k)); corpus mentions of e = their sum.
 *
 * Not every word spelt as a name is one: Mahānāma lists sarva ("all", as a name of Śiva), Bava, pitA and devI
 * among its names, and the corpus writes them tens of thousands of times. Where Mahānāma records mentions under a
 * key, count(k) is the corpus's words scaled by the share of them that are names, estimated on the text Mahānāma
 * annotates: min(1, Mahānāma mentions under k, all bearers / words k in the corpus's Mahābhārata). A key Mahānāma
 * has no mention under (a name our curated records give, vināyaka) counts whole. The corpus's Mahābhārata is the
 * Kumbhakonam recension, longer than the critical edition Mahānāma annotates, so the share is a little low.
 */
import type { AliasKind, Entity } from './entity-model.js';

/** The rule by which corpus words become mentions (this module): a built graph made by another rule is rebuilt. */
export const CORPUS_MENTIONS_RULE = 2;

/**
 * How canonical a name is for its entity: its headword (or a spelling of it) 1, a common alias listed as a
 * name (Umā for Pārvatī, Vārāṇasī for Kāśī) 0.5, an epithet or patronymic (Pārtha, Vaidehī) 0.1.
 * Used both to share corpus counts here and to rank lookups (entity-index.ts).
 */
export const CANONICITY: Record<'primary' | 'common' | 'epithet', number> = { primary: 1, common: 0.5, epithet: 0.1 };

/** Canonicity class of alias `slp1` of kind `kind` for an entity whose headword is `head`. */
export function canonicityOf(slp1: string, kind: AliasKind, head: string): number {
  if (slp1 === head || kind === 'spelling') return CANONICITY.primary;
  return kind === 'name' ? CANONICITY.common : CANONICITY.epithet;
}

/** Every name and alias key of the graph (what the generator counts). */
export function entityKeys(entities: readonly Entity[]): Set<string> {
  const keys = new Set<string>();
  for (const e of entities) {
    keys.add(e.name_slp1);
    for (const a of e.aliases) keys.add(a.slp1);
  }
  return keys;
}

/** Corpus mentions by entity id and name (SLP1), from word counts per key; names with no mention are left out. */
export type CorpusMentions = Record<string, Record<string, number>>;

/** Total corpus mentions of an entity (all its names). */
export function totalMentions(byName: Readonly<Record<string, number>> | undefined): number {
  let n = 0;
  for (const k in byName) n += byName[k]!;
  return n;
}

interface Bearer { id: string; w: number; mahanama: number }

/** The share of the words spelt k that are names (module comment); 1 where Mahānāma says nothing of k. */
function nameShare(k: string, bearers: readonly Bearer[], inMahabharata: ReadonlyMap<string, number> | undefined): number {
  const tagged = bearers.reduce((s, b) => s + b.mahanama, 0);
  const words = inMahabharata?.get(k) ?? 0;
  return tagged > 0 && words > 0 ? Math.min(1, tagged / words) : 1;
}

/** `keyCounts`: words per key over the whole corpus; `inMahabharata`: those in its Mahābhārata (absent: no scaling). */
export function attributeCorpusMentions(entities: readonly Entity[], keyCounts: ReadonlyMap<string, number>, inMahabharata?: ReadonlyMap<string, number>): CorpusMentions {
  const bearers = new Map<string, Bearer[]>();
  for (const e of entities) {
    const seen = new Set<string>();
    // the headword weighs the Mahānāma mentions its alias entry of the same name records (rAma: 204 for Rāma)
    const headCount = Math.max(0, ...e.aliases.filter((a) => a.slp1 === e.name_slp1).map((a) => a.mention_count));
    const names: [string, AliasKind, number][] = [[e.name_slp1, 'name', headCount], ...e.aliases.map((a) => [a.slp1, a.kind, a.mention_count] as [string, AliasKind, number])];
    for (const [k, kind, n] of names) {
      if (seen.has(k) || !keyCounts.get(k)) continue;
      seen.add(k);
      const list = bearers.get(k) ?? [];
      list.push({ id: e.id, w: n + canonicityOf(k, kind, e.name_slp1), mahanama: n });
      bearers.set(k, list);
    }
  }
  const out: CorpusMentions = {};
  for (const e of entities) out[e.id] = {};
  for (const [k, list] of bearers) {
    const total = list.reduce((s, b) => s + b.w, 0);
    const count = keyCounts.get(k)! * nameShare(k, list, inMahabharata);
    for (const b of list) {
      const n = Math.round((count * b.w) / total);
      if (n > 0) out[b.id]![k] = n;
    }
  }
  return out;
}
