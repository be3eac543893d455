/**
 * Spelling variants of Sanskrit words in English translations: translators write śūdra, sudra and shudra,
 * brāhmaṇa and brahmin. A query word matches every index term of its *variant group*: the terms with the
 * same folded form (diacritics removed, sh→s, ch→c, aa→a, ee→i, oo→u, w→v, final h dropped), joined with the
 * hand-made groups of spelling-variants.json. Folding alone would join English words too (ship/sip), so a
 * folded group is used only when one of its terms has a Latin diacritic (a transliterated Sanskrit word) or
 * the group is in the hand-made list.
 */
import VARIANTS from './spelling-variants.json' with { type: 'json' };

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

/** Variant groups over an index's terms: term → the term indices it also matches (itself included). */
export class VariantGroups {
  private readonly byFold = new Map<string, number[]>();
  private readonly marked = new Set<string>();

  constructor(terms: readonly string[]) {
    terms.forEach((t, i) => {
      if (/[\u0900-\u097F]/.test(t)) return;
      const f = this.key(foldSpelling(t));
      let l = this.byFold.get(f);
      if (!l) this.byFold.set(f, (l = []));
      l.push(i);
      if (DIACRITIC.test(t)) this.marked.add(f);
    });
  }

  private key(folded: string): string {
    const h = HAND.get(folded);
    return h === undefined ? folded : `#${h}`;
  }

  /** The term indices a query token matches: its variant group when one applies, else just itself (or none). */
  of(token: string, own: number | undefined): number[] {
    const f = this.key(foldSpelling(token));
    const g = f.startsWith('#') || this.marked.has(f) ? this.byFold.get(f) : undefined;
    if (g && g.length > 0) return own === undefined || g.includes(own) ? g : [own, ...g];
    return own === undefined ? [] : [own];
  }
}
