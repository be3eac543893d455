/**
 * Inverted index over the analysed Sanskrit text of one edition per work (the default one): postings of
 * trigrams and `w:`+stem terms in flat typed arrays (compact, fast to load). Scoring: each matched query term
 * adds its idf (stems weigh double); a verse must cover half the query's weight to count (`total`); the top
 * candidates are re-ranked by the longest common substring of query and verse keys (phrase proximity).
 */
import { analyseSlp1, type Analysed } from './analyze.js';

export const SANSKRIT_INDEX_FORMAT = 1;

export interface SanskritIndex {
  formatVersion: number;
  /** doc → index into corpus.verses */
  docVerse: Uint32Array;
  /** doc → index into works (for filters) */
  docWork: Uint16Array;
  /** doc → loose key with spaces removed (re-ranking) */
  docJoined: string[];
  terms: string[];
  /** postings of terms[i] are postings[offsets[i] .. offsets[i+1]) */
  offsets: Uint32Array;
  postings: Uint32Array;
}

export function buildSanskritIndex(docs: Array<{ verseIndex: number; workIndex: number; slp1: string }>): SanskritIndex {
  const termDocs = new Map<string, number[]>();
  const docJoined: string[] = [];
  docs.forEach((d, i) => {
    const a = analyseSlp1(d.slp1);
    docJoined.push(a.joined);
    const terms = new Set<string>(a.grams);
    for (const s of a.stems) if (s.length >= 2) terms.add('w:' + s);
    for (const t of terms) {
      let l = termDocs.get(t);
      if (!l) termDocs.set(t, (l = []));
      l.push(i);
    }
  });
  const terms = [...termDocs.keys()].sort();
  const offsets = new Uint32Array(terms.length + 1);
  let total = 0;
  terms.forEach((t, i) => {
    offsets[i] = total;
    total += termDocs.get(t)!.length;
  });
  offsets[terms.length] = total;
  const postings = new Uint32Array(total);
  terms.forEach((t, i) => postings.set(termDocs.get(t)!, offsets[i]!));
  return {
    formatVersion: SANSKRIT_INDEX_FORMAT,
    docVerse: Uint32Array.from(docs.map((d) => d.verseIndex)),
    docWork: Uint16Array.from(docs.map((d) => d.workIndex)),
    docJoined, terms, offsets, postings,
  };
}

export interface ScoredDoc {
  doc: number;
  score: number;
}

/** Longest common substring length (DP over two short strings). */
export function longestCommonSubstring(a: string, b: string): number {
  if (!a || !b) return 0;
  let prev = new Uint16Array(b.length + 1);
  let cur = new Uint16Array(b.length + 1);
  let best = 0;
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      if (ca === b.charCodeAt(j - 1)) {
        const v = prev[j - 1]! + 1;
        cur[j] = v;
        if (v > best) best = v;
      } else cur[j] = 0;
    }
    [prev, cur] = [cur, prev];
  }
  return best;
}

/** Query-time view: a term → position map built once at load. */
export class SanskritSearcher {
  private readonly termIndex: Map<string, number>;
  private readonly acc: Float32Array;
  private readonly nDocs: number;

  constructor(readonly index: SanskritIndex) {
    this.termIndex = new Map(index.terms.map((t, i) => [t, i]));
    this.nDocs = index.docVerse.length;
    this.acc = new Float32Array(this.nDocs);
  }

  /** Scores docs for an analysed query; `allowWork` filters by work index. Returns all matches, best first. */
  search(q: Analysed, allowWork: ((w: number) => boolean) | null, rerankTop: number): ScoredDoc[] {
    const { offsets, postings, docWork, docJoined } = this.index;
    const qTerms = new Map<string, number>();
    for (const g of q.grams) qTerms.set(g, 1);
    for (const s of q.stems) if (s.length >= 2) qTerms.set('w:' + s, 2);
    if (q.grams.length === 0 && q.joined.length > 0) {
      // one- or two-letter query: prefix match on stems
      for (const [t] of this.termIndex) if (t.startsWith('w:' + q.joined)) qTerms.set(t, 1);
    }
    const acc = this.acc;
    const touched: number[] = [];
    let qTotal = 0;
    let commonWeight = 0;
    for (const [t, weight] of qTerms) {
      const ti = this.termIndex.get(t);
      const df = ti === undefined ? 0 : offsets[ti + 1]! - offsets[ti]!;
      // a stem absent from the index (compound member, typo) does not count against the verse
      if (ti === undefined && t.startsWith('w:')) continue;
      const w = weight * Math.log(1 + this.nDocs / (df + 1));
      qTotal += w;
      if (ti === undefined) continue;
      // very common grams (in > 15% of verses) carry little evidence and most of the cost: assumed matched for
      // verses that match a rarer term; the re-ranking by common substring then decides
      if (this.nDocs >= 5000 && df > 0.15 * this.nDocs && qTerms.size > 4) {
        commonWeight += w;
        continue;
      }
      for (let p = offsets[ti]!; p < offsets[ti + 1]!; p++) {
        const d = postings[p]!;
        if (acc[d] === 0) touched.push(d);
        acc[d] += w;
      }
    }
    const threshold = 0.5 * qTotal;
    const hits: ScoredDoc[] = [];
    for (const d of touched) {
      const s = acc[d]! + commonWeight;
      acc[d] = 0;
      if (s < threshold) continue;
      if (allowWork && !allowWork(docWork[d]!)) continue;
      // mild preference for shorter verses at equal coverage
      hits.push({ doc: d, score: s / qTotal - 0.01 * Math.log1p(docJoined[d]!.length / 100) });
    }
    hits.sort((a, b) => b.score - a.score);
    const n = Math.min(rerankTop, hits.length);
    const ql = q.joined.length || 1;
    for (let i = 0; i < n; i++) {
      const h = hits[i]!;
      h.score += longestCommonSubstring(q.joined, docJoined[h.doc]!) / ql;
    }
    const head = hits.slice(0, n).sort((a, b) => b.score - a.score);
    for (let i = 0; i < n; i++) hits[i] = head[i]!;
    return hits;
  }
}
