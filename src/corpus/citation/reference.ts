/**
 * Citation references (docs/corpus.md §"Citation"). A work's scheme has n levels; the last is the verse.
 * `/cite/{work}/{chapter}/{verse}`: chapter = the n-1 outer levels joined by '.', e.g. Rigveda `1.1` + `1`,
 * Rāmāyaṇa `6.107` + `1`, Gītā `2` + `47`. The verse segment may be a range `47-49` (same chapter).
 * `/cite/{work}/{verse_num}`: works without chapters (verse only), or a full dotted reference `2.47`.
 */
export interface ParsedVerseSpec {
  from: number;
  to: number;
}

/** "47" → {47,47}; "47-49" → {47,49}; anything else → null. At most 50 verses. */
export function parseVerseSpec(s: string): ParsedVerseSpec | null {
  const m = /^(\d{1,5})(?:\s*[-–]\s*(\d{1,5}))?$/.exec(s.trim());
  if (!m) return null;
  const from = parseInt(m[1]!, 10);
  const to = m[2] ? parseInt(m[2], 10) : from;
  if (to < from || to - from > 49) return null;
  return { from, to };
}

/** Canonical chapter string: numbers without leading zeros, '.'-separated ("01.001" → "1.1"); null if invalid. */
export function normaliseChapter(s: string): string | null {
  const parts = s.trim().split(/[.:,]/);
  if (parts.some((p) => !/^\d{1,5}$/.test(p))) return null;
  return parts.map((p) => String(parseInt(p, 10))).join('.');
}
