/**
 * @module
 * The dictionary artifact (build/dictionary/dictionary.msgpack.gz, built by src/generator/dictionary): every
 * entry of the open dictionaries (sources.ts) keyed by its SLP1 headword, plus known lemmas that have no entry
 * (names from the Mahānāma gazetteer), which only help to rank lemma candidates.
 */
import type { DictionarySource } from './sources.js';
import type { PrincipalPartKind } from './principal-parts.js';

export const DICTIONARY_FORMAT_VERSION = 2;

export type Gender = 'm' | 'f' | 'n';

export interface DictionaryEntry {
  /** index into `DictionaryData.sources` */
  source: number;
  /** SLP1 headword, the CDSL `k1` key with its anusvāra normalised (`lemmaKey`) */
  key: string;
  /** homonym number (Lanman's `<h>`), null when unique */
  homonym: number | null;
  /** the dictionary's part-of-speech label as printed (`m.`, `f.`, `n.`, `a.`, `adv.`, `√` for a root …), null if none */
  grammar: string | null;
  /** genders the entry states (Lanman's label; the kosha's `-puM/-strI/-klI` marks) */
  genders: Gender[];
  /** English meaning (Lanman), or for a synonym lexicon the synonyms in IAST joined by ', ' */
  meaning: string;
  /** where in the printed book: Lanman's page-column (`175-a`), a kosha's verse (`1.1.1.125`) */
  reference: string | null;
}

export interface DictionaryData {
  formatVersion: number;
  sources: DictionarySource[];
  entries: DictionaryEntry[];
  /** SLP1 lemmas known without an entry (names), for ranking only */
  names: string[];
  /** the forms and stems Lanman lists under his roots (principal-parts.ts): [form or stem, root, kind, after a prefix] */
  verbForms: [string, string, PrincipalPartKind, boolean][];
}
