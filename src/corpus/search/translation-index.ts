/**
 * Translation search (English and Hindi), an inverted index in flat typed arrays with BM25 ranking
 * (Robertson & Zaragoza 2009; k1 = 1.2, b = 0.75).
 * - English tokens: lower case, split on non-letters, Porter-stemmed with lunr 2.3.9's stemmer (MIT); stop
 *   words are NOT removed (their idf is low anyway, and phrases like "then was not non-existent nor existent"
 *   are mostly stop words);
 * - Hindi tokens: NFC, nukta and candrabindu folding (ँ→ं), Devanagari punctuation and digits removed, no stemming.
 * Query evaluation: rarest term first; terms in more than 5% of the documents only update documents already
 * found by rarer terms (early termination); the best per verse (one hit per work|reference) selected with a
 * bounded heap. A document matches (`total`) when it holds ≥ half of the query's idf weight; the engine retries
 * with any word (minShare 0, the rarer half of the words then collecting even when common) when none does.
 * A query word matches each of its spelling variants (spelling-variants.ts), scored once per translation.
 * Replaces the lunr index of format 1: lunr's query evaluation allocated per matching document (p99 108 ms) and
 * its index took 0.8 s to load.
 */
import lunr from 'lunr';
import { TopK } from './top-k.js';
import { VariantGroups } from './spelling-variants.js';
import { PackedStringMap } from '../packed-string-map.js';
import { PackedStrings } from '../packed-strings.js';

export const TRANSLATION_INDEX_FORMAT = 3;

export interface TranslationIndex {
  formatVersion: number;
  /** distinct apparatus keys `${work}|${reference}` */
  keys: string[];
  /** doc → index into keys */
  docKey: Uint32Array;
  /** doc → index within apparatus.translations */
  docT: Uint16Array;
  /** doc → index of the work (filters) */
  docWork: Uint16Array;
  /** doc → token count */
  docLen: Uint16Array;
  /** doc → the translation text (snippets without decoding the apparatus) */
  texts: string[];
  /** doc → index into authors */
  docAuthor: Uint16Array;
  authors: string[];
  /** doc → 0 English, 1 Hindi */
  docLang: Uint8Array;
  /** sorted terms; postings of terms[i]: postDocs/postTf[termOffsets[i] .. termOffsets[i+1]) */
  terms: string[];
  termOffsets: Uint32Array;
  postDocs: Uint32Array;
  postTf: Uint16Array;
}

export function normaliseHindi(text: string): string {
  return text.normalize('NFC').replace(/\u093C/g, '').replace(/\u0901/g, '\u0902')
    .replace(/[।॥,.;:!?"'“”‘’()[\]\-–—]/g, ' ').replace(/[0-9०-९]+/g, ' ').toLowerCase();
}

const stemCache = new Map<string, string>();

/** Empties the stem memo (an idle server gives its memory back). */
export function forgetStems(): void {
  stemCache.clear();
}

/** Index/query tokens of a translation text (language detected by script). */
export function translationTokens(text: string): string[] {
  const hindi = /[\u0900-\u097F]/.test(text);
  const t = hindi ? normaliseHindi(text) : text.toLowerCase();
  const raw = t.split(/[^\p{L}\p{M}\p{N}]+/u).filter((x) => x.length > 0);
  if (hindi) return raw;
  return raw.map((w) => {
    let s = stemCache.get(w);
    if (s === undefined) {
      s = lunr.stemmer(new lunr.Token(w, {})).toString();
      if (stemCache.size < 200_000) stemCache.set(w, s);
    }
    return s;
  });
}

export interface TranslationDocInput {
  key: string;
  t: number;
  workIndex: number;
  text: string;
  author: string;
  language: 'en' | 'hi';
}

export function buildTranslationIndex(docs: TranslationDocInput[]): TranslationIndex {
  const keyIndex = new Map<string, number>();
  const keys: string[] = [];
  const termDocs = new Map<string, number[]>();
  const docLen = new Uint16Array(docs.length);
  docs.forEach((d, i) => {
    if (!keyIndex.has(d.key)) {
      keyIndex.set(d.key, keys.length);
      keys.push(d.key);
    }
    const toks = translationTokens(d.text);
    docLen[i] = Math.min(65535, toks.length);
    const tf = new Map<string, number>();
    for (const tk of toks) tf.set(tk, (tf.get(tk) ?? 0) + 1);
    for (const [tk, n] of tf) {
      let l = termDocs.get(tk);
      if (!l) termDocs.set(tk, (l = []));
      l.push(i, n);
    }
  });
  const terms = [...termDocs.keys()].sort();
  const termOffsets = new Uint32Array(terms.length + 1);
  terms.forEach((t, i) => (termOffsets[i + 1] = termOffsets[i]! + termDocs.get(t)!.length / 2));
  const postDocs = new Uint32Array(termOffsets[terms.length]!);
  const postTf = new Uint16Array(postDocs.length);
  terms.forEach((t, i) => {
    const l = termDocs.get(t)!;
    let p = termOffsets[i]!;
    for (let j = 0; j < l.length; j += 2, p++) {
      postDocs[p] = l[j]!;
      postTf[p] = Math.min(65535, l[j + 1]!);
    }
  });
  const authors = [...new Set(docs.map((d) => d.author))].sort();
  const authorIndex = new Map(authors.map((a, i) => [a, i]));
  return {
    formatVersion: TRANSLATION_INDEX_FORMAT, keys,
    texts: docs.map((d) => d.text), authors,
    docAuthor: Uint16Array.from(docs.map((d) => authorIndex.get(d.author)!)),
    docLang: Uint8Array.from(docs.map((d) => (d.language === 'hi' ? 1 : 0))),
    docKey: Uint32Array.from(docs.map((d) => keyIndex.get(d.key)!)),
    docT: Uint16Array.from(docs.map((d) => d.t)),
    docWork: Uint16Array.from(docs.map((d) => d.workIndex)),
    docLen, terms, termOffsets, postDocs, postTf,
  };
}

export interface TranslationHit {
  /** translation doc */
  doc: number;
  key: string;
  t: number;
  score: number;
  /** idf-weighted share of the query's known words in this translation (0–1) */
  share: number;
  text: string;
  author: string;
  language: 'en' | 'hi';
}

const K1 = 1.2;
const B = 0.75;
const COMMON = 0.05;

/** The index as a searcher holds it: its strings (terms, keys, texts) packed into the searcher's typed arrays. */
export type LoadedTranslationIndex = Omit<TranslationIndex, 'terms' | 'keys' | 'texts'>;

export class TranslationSearcher {
  readonly index: LoadedTranslationIndex;
  /** term → its number (a PackedStringMap, not a Map of ~28,000 strings the serving thread keeps: docs/operations.md) */
  private readonly termIndex: PackedStringMap;
  private readonly keys: PackedStrings;
  private readonly texts: PackedStrings;
  private readonly nDocs: number;
  private readonly avgLen: number;
  private readonly acc: Float64Array;
  private readonly accW: Float64Array;
  private readonly touched: Int32Array;
  /** doc → stamp of the last query word group that scored it (one score per word, whatever its spellings) */
  private readonly groupOf: Int32Array;
  private groupStamp = 0;
  private readonly variants: VariantGroups;
  /** doc → its share of the query weight (written for the docs pushed on the heap) */
  private readonly shareOf: Float64Array;
  private readonly bestOfKey: Float64Array;
  private readonly keyStamp: Int32Array;
  private query = 0;

  constructor(loaded: TranslationIndex) {
    const { terms, keys, texts, ...index } = loaded;
    this.index = index;
    this.termIndex = new PackedStringMap(terms);
    this.keys = new PackedStrings(keys);
    this.texts = new PackedStrings(texts);
    this.nDocs = index.docKey.length;
    let sum = 0;
    for (let i = 0; i < this.nDocs; i++) sum += index.docLen[i]!;
    this.avgLen = sum / Math.max(1, this.nDocs);
    this.acc = new Float64Array(this.nDocs);
    this.accW = new Float64Array(this.nDocs);
    this.touched = new Int32Array(this.nDocs);
    this.groupOf = new Int32Array(this.nDocs);
    this.variants = new VariantGroups(terms);
    this.shareOf = new Float64Array(this.nDocs);
    this.bestOfKey = new Float64Array(keys.length);
    this.keyStamp = new Int32Array(keys.length);
  }

  /** Number of distinct terms. */
  get termCount(): number {
    return this.termIndex.size;
  }

  /** Doc d's translation text. */
  textOf(d: number): string {
    return this.texts.at(d);
  }

  /** Postings the query's words (with their spelling variants) have (the most a pass of `search` reads). */
  postingsOf(q: string): number {
    const { termOffsets } = this.index;
    let n = 0;
    for (const t of new Set(translationTokens(q))) for (const v of this.variants.of(t, this.termIndex.get(t))) n += termOffsets[v + 1]! - termOffsets[v]!;
    return n;
  }

  /**
   * Best translation per verse, best first: the top `k`, and the number of matching verses (those holding at
   * least `minShare` of the query's idf weight; 0 = any word).
   */
  search(q: string, allowWork: Uint8Array | null, k: number, minShare = 0.5): { hits: TranslationHit[]; total: number } {
    const { termOffsets, postDocs, postTf, docLen, docKey, docWork } = this.index;
    const qTokens = [...new Set(translationTokens(q))];
    const groupDf = (g: number[]) => g.reduce((n, t) => n + termOffsets[t + 1]! - termOffsets[t]!, 0);
    const groups = qTokens.map((t) => this.variants.of(t, this.termIndex.get(t))).filter((g) => g.length > 0)
      .sort((a, b) => groupDf(a) - groupDf(b) || a[0]! - b[0]!);
    if (groups.length === 0) return { hits: [], total: 0 };
    const N = this.nDocs;
    const idfs = groups.map((g) => {
      const df = Math.min(N, groupDf(g));
      return Math.log(1 + (N - df + 0.5) / (df + 0.5));
    });
    const W = idfs.reduce((s, x) => s + x, 0);
    // words absent from every translation count, at the highest idf, against the share a hit holds
    const wAll = W + (qTokens.length - groups.length) * Math.log(1 + (N + 0.5) / 0.5);
    const { acc, accW, touched, groupOf } = this;
    let nt = 0;
    for (let i = 0; i < groups.length; i++) {
      const idf = idfs[i]!;
      // relaxed (minShare 0): the rarer half of the query's words all bring in their documents, common or not
      const collect = nt === 0 || groupDf(groups[i]!) <= COMMON * N || (minShare === 0 && 2 * i < groups.length);
      const stampG = ++this.groupStamp;
      for (const t of groups[i]!) {
        const start = termOffsets[t]!;
        const end = termOffsets[t + 1]!;
        for (let p = start; p < end; p++) {
          const d = postDocs[p]!;
          if (groupOf[d] === stampG) continue; // a second spelling of the same word in one translation
          groupOf[d] = stampG;
          if (accW[d] === 0) {
            if (!collect) continue;
            touched[nt++] = d;
          }
          const tf = postTf[p]!;
          acc[d] += idf * (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * docLen[d]!) / this.avgLen));
          accW[d] += idf;
        }
      }
    }
    // best doc per verse key
    const stamp = ++this.query;
    for (let i = 0; i < nt; i++) {
      const d = touched[i]!;
      if (accW[d]! < minShare * W || (allowWork && !allowWork[docWork[d]!])) continue;
      const key = docKey[d]!;
      if (this.keyStamp[key] !== stamp || acc[d]! > this.bestOfKey[key]!) {
        this.keyStamp[key] = stamp;
        this.bestOfKey[key] = acc[d]!;
      }
    }
    const heap = new TopK(k);
    let total = 0;
    for (let i = 0; i < nt; i++) {
      const d = touched[i]!;
      const s = acc[d]!;
      const matched = accW[d]!;
      acc[d] = 0;
      accW[d] = 0;
      const key = docKey[d]!;
      if (this.keyStamp[key] !== stamp || matched < minShare * W || (allowWork && !allowWork[docWork[d]!]) || s !== this.bestOfKey[key]) continue;
      this.keyStamp[key] = -stamp; // counted: one doc per key
      total++;
      heap.push(d, s);
      this.shareOf[d] = matched / wAll;
    }
    return {
      hits: heap.sorted().map(({ doc, score }) => ({
        doc, key: this.keys.at(docKey[doc]!), t: this.index.docT[doc]!, score, share: Math.min(1, this.shareOf[doc]!), text: this.texts.at(doc),
        author: this.index.authors[this.index.docAuthor[doc]!]!, language: this.index.docLang[doc] === 1 ? 'hi' as const : 'en' as const,
      })),
      total,
    };
  }
}
