/**
 * Work names resolve by slug, IAST/Devanagari title or alias, in any script: each name is folded with
 * toSlp1 + looseKey, its words joined first ("gita", "Bhagavad Gita", "bhagavad-gita", "भगवद्गीता" → one key;
 * "brahma sutra" = "brahmasutra", which a final schwa dropped per word would tell apart).
 */
import type { Work } from '../model.js';
import { looseKey } from '../script/loose-key.js';
import { toSlp1 } from '../script/to-slp1.js';

export function nameKey(name: string): string {
  // capitals in a plain-ASCII name are emphasis ("YS", "Gita"), not Harvard-Kyoto or SLP1 letters (Y = ñ, S = ś)
  const typed = /^[\x20-\x7e]*$/.test(name) ? name.toLowerCase() : name;
  const joined = typed.replace(/[-_\s]+/g, '');
  return joined ? looseKey(toSlp1(joined)) : '';
}

export class WorkResolver {
  private readonly exact = new Map<string, Work>();
  private readonly byKey = new Map<string, Work>();
  constructor(private readonly works: readonly Work[]) {
    for (const w of works) {
      this.exact.set(w.slug, w);
      for (const n of [w.slug, w.title_iast, w.title_devanagari, ...w.aliases]) {
        const k = nameKey(n);
        if (k && !this.byKey.has(k)) this.byKey.set(k, w);
      }
    }
  }

  resolve(name: string): Work | null {
    return this.exact.get(name) ?? this.byKey.get(nameKey(name)) ?? null;
  }

  /** Works whose name key contains the query's key (the search `work` filter). */
  partial(name: string): Work[] {
    const k = nameKey(name);
    if (!k) return [];
    const exact = this.resolve(name);
    if (exact) return [exact];
    const out = new Set<Work>();
    for (const [key, w] of this.byKey) if (key.includes(k)) out.add(w);
    return [...out];
  }
}
