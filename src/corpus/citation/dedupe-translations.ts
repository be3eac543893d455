/**
 * One translation per translator and language for a verse. Several sources carry the same translator (the
 * Gītā: vedicscriptures and gita-gita both hold seven of them), with the name spelt differently
 * ("Dr.S.Sankaranarayan" / "Dr. S. Sankaranarayan") and sometimes the text modernised. The entry keeps the
 * text of the first source (sources come in edition-rank order), names every source in `sources`, and keeps
 * a differing text of another source in `variants`.
 */
import type { Translation } from '../model.js';

export interface TranslationOut extends Translation {
  /** every source holding this translator's translation of the verse, first = the one whose text is given */
  sources: string[];
  /** texts of other sources that differ beyond spacing and punctuation */
  variants?: Array<{ source: string; text: string }>;
}

/** Letters and digits only, lower case: the identity of an author name or a text across sources. */
function fold(s: string): string {
  return s.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}

export function dedupeTranslations(ts: readonly Translation[]): TranslationOut[] {
  const byKey = new Map<string, TranslationOut>();
  const out: TranslationOut[] = [];
  for (const t of ts) {
    const key = `${t.language}|${fold(t.author)}`;
    const seen = byKey.get(key);
    if (!seen) {
      const first: TranslationOut = Object.assign({}, t, { sources: [t.source] });
      byKey.set(key, first);
      out.push(first);
      continue;
    }
    if (!seen.sources.includes(t.source)) seen.sources.push(t.source);
    if (fold(t.text) !== fold(seen.text) && !seen.variants?.some((v) => fold(v.text) === fold(t.text))) {
      (seen.variants ??= []).push({ source: t.source, text: t.text });
    }
  }
  return out;
}
