/**
 * @module
 * The grammatical labels an analysis carries (case, number, gender; person, tense for verbs).
 */
export const CASES = ['nominative', 'accusative', 'instrumental', 'dative', 'ablative', 'genitive', 'locative', 'vocative'] as const;
export const NUMBERS = ['singular', 'dual', 'plural'] as const;
export type Case = (typeof CASES)[number];
export type GrammaticalNumber = (typeof NUMBERS)[number];
export type Person = 'first' | 'second' | 'third';

export interface Analysis {
  /** what the word is read as: a declined noun/adjective/pronoun, a finite verb, or an uninflected form */
  kind: 'nominal' | 'pronoun' | 'verb' | 'indeclinable';
  case?: Case;
  number?: GrammaticalNumber;
  gender?: 'm' | 'f' | 'n';
  person?: Person;
  /** verbs: present, imperfect, imperative, optative, future, perfect, aorist (with "passive", "causative" or "desiderative" after the mood for those stems) */
  tense?: string;
  /** a form of the verb that is not finite: an absolutive (gatvā, āgatya), an infinitive (gantum), a past participle (gata-) */
  form?: 'absolutive' | 'infinitive' | 'participle';
  voice?: 'active' | 'middle';
  /** the stem class the ending belongs to (`a`, `ā`, `i`, `an`, `at` …) or the verb's present stem */
  stem_class?: string;
  /** the ending recognised, SLP1 */
  ending?: string;
}
