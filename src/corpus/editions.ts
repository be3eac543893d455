/** Edition ordering: highest adapter rank first; the first is the work's default edition. */
import type { Edition } from './model.js';

export function editionsOf(editions: readonly Edition[], work: string): Edition[] {
  return editions.filter((e) => e.work_slug === work).sort((a, b) => b.rank - a.rank || a.slug.localeCompare(b.slug));
}

/** work slug → default edition slug */
export function defaultEditions(editions: readonly Edition[]): Map<string, string> {
  const out = new Map<string, Edition>();
  for (const e of editions) {
    const cur = out.get(e.work_slug);
    if (!cur || e.rank > cur.rank || (e.rank === cur.rank && e.slug < cur.slug)) out.set(e.work_slug, e);
  }
  return new Map([...out].map(([w, e]) => [w, e.slug]));
}
