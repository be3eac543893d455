/**
 * @module
 * One word looked up (pure): script → SLP1 (src/corpus/script), the search analyser's key (src/corpus/search),
 * the compound split (src/ner/gazetteer.ts `segmentWord` over the headwords), ranked lemma candidates
 * (lemma-candidates.ts) and their dictionary entries. The body of GET /corpus/v1/lookup.
 */
import { searchKey } from '../search/analyze.js';
import { normalizeSanskrit } from '../script/normalize.js';
import { toSlp1 } from '../script/to-slp1.js';
import { slp1To } from '../script/from-slp1.js';
import { detectScheme, type InputScheme } from '../script/scheme.js';
import { segmentWord } from '../../ner/gazetteer.js';
import type { DictionaryIndex } from './dictionary-index.js';
import type { Analysis } from './grammar.js';
import { isKnownCandidate, lemmaCandidates, type LemmaCandidate, type Reading } from './lemma-candidates.js';
import { lemmaKey } from './lemma-key.js';

export interface LookupEntry {
  headword_iast: string;
  headword_devanagari: string;
  homonym: number | null;
  grammar: string | null;
  genders: string[];
  meaning: string;
  reference: string | null;
  dictionary: string;
  dictionary_title: string;
  licence: string;
  licence_url: string;
}

export interface LookupCandidate {
  lemma_slp1: string;
  lemma_iast: string;
  lemma_devanagari: string;
  score: number;
  readings: Reading[];
  analyses: Analysis[];
  prefixes?: string[];
  components?: string[];
  entries: LookupEntry[];
}

export interface LookupResult {
  word: string;
  scheme: InputScheme;
  slp1: string;
  iast: string;
  devanagari: string;
  /** the corpus search's key for the word (search/analyze.ts): what GET /corpus/v1/search matches on */
  search_key: string;
  /** compound members found by the splitter (empty when the word is not split), SLP1 */
  segments: string[];
  /** lemmas with a dictionary entry, a known name, or a pronoun/verb reading, best first */
  candidates: LookupCandidate[];
  /** stems the ending tables allow but no dictionary knows, best first */
  guesses: LookupCandidate[];
  entries_found: number;
}

/** An avagraha as typed: ASCII or typographic apostrophe, or the Devanagari sign. */
const AVAGRAHA = /['’ऽ]/;

export interface LookupOptions { scheme?: InputScheme; limit?: number; maxEntriesPerLemma?: number }

/**
 * The word as normalised SLP1, or null when it holds no Sanskrit letter or more than one word. A hyphen between
 * letters joins the members of a compound as editions print them (dharma-kṣetre, vi-apa-gataḥ): they are read as one
 * word, without the sandhi at the joint, which the compound and prefix splitters undo anyway.
 */
export function wordKey(word: string, scheme?: InputScheme): string | null | 'several' {
  // an avagraha inside the word stands for the a it elides (so'pi, सोऽपि = saḥ api): read as that a, one word
  const joined = word.replace(/(?<=\p{L}|\p{M})[-‐‑](?=\p{L})/gu, '');
  const words = AVAGRAHA.test(joined)
    ? normalizeSanskrit(toSlp1(joined, scheme).replace(/(?<=[A-Za-z])'(?=[A-Za-z])/g, 'a'), 'slp1')
    : normalizeSanskrit(joined, scheme);
  if (words.length === 0) return null;
  if (words.length > 1) return 'several';
  const k = lemmaKey(words[0]!);
  return k ? k : null;
}

function candidateOut(c: LemmaCandidate, index: DictionaryIndex, maxEntries: number): LookupCandidate {
  const entries = index.entriesOf(c.lemma).slice(0, maxEntries).map((e): LookupEntry => {
    const s = index.sources[e.source]!;
    return {
      headword_iast: slp1To(e.key, 'iast'), headword_devanagari: slp1To(e.key, 'devanagari'), homonym: e.homonym, grammar: e.grammar,
      genders: e.genders, meaning: e.meaning, reference: e.reference, dictionary: s.id, dictionary_title: s.title, licence: s.licence, licence_url: s.licence_url,
    };
  });
  const out: LookupCandidate = {
    lemma_slp1: c.lemma, lemma_iast: slp1To(c.lemma, 'iast'), lemma_devanagari: slp1To(c.lemma, 'devanagari'), score: c.score,
    readings: c.readings, analyses: c.analyses, entries,
  };
  if (c.prefixes) out.prefixes = c.prefixes;
  if (c.components) out.components = c.components;
  return out;
}

/**
 * Plain ASCII is read as ITRANS (script/to-slp1.ts), but a lookup word typed in ASCII may as well be SLP1 or
 * Harvard-Kyoto (`Darmasya`, `dharmakSetre`): without an explicit scheme, each reading is tried and the one whose
 * best candidate scores highest wins (ties: the detected reading).
 */
export function bestReading(index: DictionaryIndex, word: string, scheme?: InputScheme): { slp1: string; scheme: InputScheme } | null | 'several' {
  const detected = scheme ?? detectScheme(word);
  const first = wordKey(word, detected);
  if (scheme || detected !== 'ascii' || typeof first !== 'string' || first === 'several') return first === null || first === 'several' ? first : { slp1: first, scheme: detected };
  let best: { slp1: string; scheme: InputScheme; score: number } = { slp1: first, scheme: detected, score: lemmaCandidates(first, index, 1)[0]?.score ?? 0 };
  for (const alt of ['slp1', 'hk'] as const) {
    const k = wordKey(word, alt);
    if (typeof k !== 'string' || k === 'several' || k === best.slp1) continue;
    const score = lemmaCandidates(k, index, 1)[0]?.score ?? 0;
    if (score > best.score) best = { slp1: k, scheme: alt, score };
  }
  return { slp1: best.slp1, scheme: best.scheme };
}

/** Lemma candidates of `slp1` (from `wordKey`) with their entries. */
export function lookupWord(index: DictionaryIndex, word: string, slp1: string, opts: LookupOptions = {}): LookupResult {
  const limit = opts.limit ?? 5;
  const ranked = lemmaCandidates(slp1, index, 4 * limit);
  const known = (c: LemmaCandidate) => isKnownCandidate(c, index);
  const maxEntries = opts.maxEntriesPerLemma ?? 5;
  const candidates = ranked.filter(known).slice(0, limit).map((c) => candidateOut(c, index, maxEntries));
  const guesses = ranked.filter((c) => !known(c)).slice(0, 3).map((c) => candidateOut(c, index, maxEntries));
  const hits = segmentWord(index.gazetteer, slp1);
  const shown = shownForms(word, slp1, opts.scheme);
  return {
    word, scheme: opts.scheme ?? detectScheme(word), slp1: shown.slp1, iast: shown.iast, devanagari: shown.devanagari,
    search_key: searchKey(slp1),
    segments: hits.length >= 2 ? hits.map((h) => h.key) : [],
    candidates, guesses,
    entries_found: candidates.reduce((n, c) => n + c.entries.length, 0),
  };
}

/** The word as shown in SLP1, IAST and Devanagari: the key, except that an avagraha the key reads as a stays one (so'pi). */
function shownForms(word: string, slp1: string, scheme?: InputScheme): { slp1: string; iast: string; devanagari: string } {
  const shown = AVAGRAHA.test(word) ? toSlp1(word, scheme).trim() : slp1;
  return { slp1: shown, iast: slp1To(shown, 'iast'), devanagari: slp1To(shown, 'devanagari') };
}

/** Every lemma of the result in rank order (candidates and guesses merged by score): what the bench scores. */
export function rankedLemmas(r: LookupResult): string[] {
  return [...r.candidates, ...r.guesses].sort((a, b) => b.score - a.score).map((c) => c.lemma_slp1);
}
