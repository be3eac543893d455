/**
 * @module
 * GET /corpus/v1/search answers, shaped in one place (`searchAnswer`) for the serving thread and the compute
 * pool.
 *
 * A search whose cost is not bounded to a few milliseconds runs on the compute pool (`searchTask`): one with
 * wildcard or fuzzy operators (`k*`, `*ra*`, `dh~2`: the engine reads them as punctuation, and the letter soup
 * left matches nothing, so the scoring runs a second, looser pass), a long query, a deep page, or a query whose
 * trigrams' (fulltext) or words' (translation) posting lists are long. On the serving thread, beside two
 * clients sending random wildcard searches, cached panchang's p99 was 48 ms (bench/interference). The rest
 * stays inline, where a pool round trip (~0.2 ms, and the copy of the answer) would cost about as much as the
 * search.
 */
import type { CorpusEngine, SearchParams, SearchResponse } from '../corpus/corpus-engine.js';
import { loadCorpusStore } from './corpus-store.js';
import { gcWhenIdle } from './idle-gc.js';

/** Lunr's query operators (wildcard, fuzzy/boost, presence, field): a client written for a lunr index sends them. */
const OPERATORS = /[*?~^:+]/;
/** Longest query (characters) answered on the serving thread. */
export const SEARCH_INLINE_MAX_CHARS = 120;
/** Deepest page (offset + limit) answered on the serving thread: every hit is highlighted. */
export const SEARCH_INLINE_MAX_HITS = 30;
/**
 * Most postings a search's trigrams or words may have on the serving thread: about the 90th percentile of the
 * famous lines of bench/search; above it a fulltext search took 14 ms of CPU on average (10 ms below it), on
 * the 2-core reference machine under load.
 */
export const SEARCH_INLINE_MAX_POSTINGS = 2_000_000;

/** Whether this search runs on the compute pool (see the module comment). */
export function searchOnPool(e: CorpusEngine, p: SearchParams): boolean {
  if (OPERATORS.test(p.q) || p.q.length > SEARCH_INLINE_MAX_CHARS) return true;
  if ((p.offset ?? 0) + (p.limit ?? 10) > SEARCH_INLINE_MAX_HITS) return true;
  return e.searchPostings(p) > SEARCH_INLINE_MAX_POSTINGS;
}

/** The response body. */
export function searchAnswer(e: CorpusEngine, p: SearchParams): SearchResponse {
  return e.search(p);
}

const encoder = new TextEncoder();
let loaded: { dir: string; engine: CorpusEngine } | null = null;
let idle: { busy(): void } | null = null;

/** Whether this thread holds a corpus loaded by `searchTask` (tests). */
export const searchTaskCorpusLoaded = (): boolean => loaded !== null;

/**
 * Compute-pool task: the answer as UTF-8 JSON, from the corpus the serving thread loaded (`corpusDir`, read
 * once per worker, ~1 s; the apparatus, which search does not read, is left out). null when that directory now
 * holds another build than `builtAt` (rebuilt while serving): the serving thread then answers with its own, so
 * one server never mixes two corpora. The corpus is dropped after `idleMs` (the server's idle lifetime)
 * without a search task.
 */
export function searchTask(p: SearchParams, corpusDir: string, builtAt: string, idleMs: number): Uint8Array | null {
  if (loaded?.dir !== corpusDir) loaded = { dir: corpusDir, engine: loadCorpusStore(corpusDir, { apparatus: false }) };
  (idle ??= gcWhenIdle(idleMs, () => (loaded = null))).busy();
  if (loaded.engine.builtAt !== builtAt) return null;
  return encoder.encode(JSON.stringify(searchAnswer(loaded.engine, p)));
}
