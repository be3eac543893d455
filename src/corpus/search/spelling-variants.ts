/**
 * Spelling variants of Sanskrit words in English translations: translators write śūdra, sudra and shudra,
 * brāhmaṇa and brahmin. A query word matches every index term of its *variant group*: the terms with the
 * same folded form (diacritics removed, sh→s, ch→c, aa→a, ee→i, oo→u, w→v, final h dropped), joined with the
 * hand-made groups of spelling-variants.json. Folding alone would join English words too (ship/sip), so a
 * folded group is used only when one of its terms has a Latin diacritic (a transliterated Sanskrit word) or
 * the group is in the hand-made list.
 */
import VARIANTS from './spelling-variants.json' with { type: 'json' };
import { PackedStringMap } from '../packed-string-map.js';
import { groupIndices } from '../grouped-indices.js';

const DIACRITIC = /[\u00C0-\u024F\u1E00-\u1EFF]/;

const ASCII = /^[\x00-\x7F]*$/;
const FOLDS: Record<string, string> = { sh: 's', ch: 'c', aa: 'a', ee: 'i', oo: 'u', w: 'v' };

/**
 * The folded form (see the module comment). The folds are applied in one pass: no fold's output is part of a
 * later fold's pattern, so this equals applying them one after another. Plain ASCII (nearly every word of an
 * English translation, folded for highlighting) skips the Unicode decomposition.
 */
export function foldSpelling(term: string): string {
  const plain = ASCII.test(term) ? term : term.normalize('NFD').replace(/\p{M}/gu, '');
  return plain.toLowerCase().replace(/sh|ch|aa|ee|oo|w/g, (m) => FOLDS[m]!).replace(/(.)h$/, '$1');
}

/** folded word → its group id, for the hand-made groups */
const HAND = new Map<string, number>();
VARIANTS.groups.forEach((g, i) => g.forEach((w) => HAND.set(foldSpelling(w), i)));

/**
 * Variant groups over an index's terms: term → the term indices it also matches (itself included). The groups
 * are typed arrays keyed by a PackedStringMap of the folded forms, not a map of arrays: the searcher lives as
 * long as the serving thread, and every full garbage collection marks each live object (docs/operations.md).
 */
export class VariantGroups {
  /** group keys (folded forms, `#n` for hand-made group n), numbered */
  private readonly folds: PackedStringMap;
  /** group g's term indices, ascending: members[first[g], first[g + 1]) */
  private readonly first: Uint32Array;
  private readonly members: Uint32Array;
  /** group g holds a term with a Latin diacritic */
  private readonly marked: Uint8Array;

  constructor(terms: readonly string[]) {
    const groupOf = new Map<string, number>();
    const termGroup = new Int32Array(terms.length).fill(-1);
    const marked: number[] = [];
    terms.forEach((t, i) => {
      if (/[\u0900-\u097F]/.test(t)) return;
      const f = this.key(foldSpelling(t));
      let g = groupOf.get(f);
      if (g === undefined) {
        groupOf.set(f, (g = groupOf.size));
        marked.push(0);
      }
      termGroup[i] = g;
      if (DIACRITIC.test(t)) marked[g] = 1;
    });
    this.folds = new PackedStringMap([...groupOf.keys()]);
    this.marked = Uint8Array.from(marked);
    ({ first: this.first, members: this.members } = groupIndices(termGroup, groupOf.size));
  }

  private key(folded: string): string {
    const h = HAND.get(folded);
    return h === undefined ? folded : `#${h}`;
  }

  /** The term indices a query token matches: its variant group when one applies, else just itself (or none). */
  of(token: string, own: number | undefined): number[] {
    const f = this.key(foldSpelling(token));
    const g = this.folds.indexOf(f);
    if (g >= 0 && (f.startsWith('#') || this.marked[g] === 1)) {
      const group = Array.from(this.members.subarray(this.first[g], this.first[g + 1]));
      if (group.length > 0) return own === undefined || group.includes(own) ? group : [own, ...group];
    }
    return own === undefined ? [] : [own];
  }
}
