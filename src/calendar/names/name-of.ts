/**
 * @module calendar/names/name-of
 * The evaluator: a concept's name in a language, and the reverse (which element a printed name is).
 */
import { isIndianLang, type Lang } from './languages.js';
import { nameTables, type IndexedConcept } from './tables.js';

/**
 * @brief Name of element `index` (0-based, as the concept's table orders it) of `concept` in `lang`: IAST for
 * `sa-Latn`/`iast`, English for `en`, the language's own script for the nine Indian languages; null when the
 * index is outside the table.
 */
export function nameOf(concept: IndexedConcept, index: number, lang: Lang): string | null {
  const names = nameTables().indexed[concept].names;
  const key = lang === 'sa-Latn' ? 'iast' : lang;
  return names[key]?.[index] ?? null;
}

/** @brief Local name of the festival with rule id `ruleId` in an Indian language; null when it has none. */
export function festivalNameOf(ruleId: string, lang: Lang): string | null {
  if (!isIndianLang(lang)) return null;
  return nameTables().festival.names[ruleId]?.[lang] ?? null;
}

/** ASCII folding of a romanised name: lower case, no diacritics, v/w and sh/s merged ("Śukravāra" = "Shukrawara"). */
function fold(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/w/g, 'v').replace(/sh/g, 's').replace(/[^a-z]/g, '');
}
const reverse = new Map<IndexedConcept, Map<string, number>>();

/**
 * @brief Index of the element of `concept` whose IAST or English name is `name` (compared ASCII-folded, so
 * "Rahu", "Rāhu", "Guruwara" and "Guruvāra" all match); null if none.
 */
export function indexOfName(concept: IndexedConcept, name: string): number | null {
  let m = reverse.get(concept);
  if (!m) {
    m = new Map();
    const t = nameTables().indexed[concept].names;
    for (const key of ['iast', 'en']) t[key]!.forEach((n, i) => { if (!m!.has(fold(n))) m!.set(fold(n), i); });
    reverse.set(concept, m);
  }
  return m.get(fold(name)) ?? null;
}
