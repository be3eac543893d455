/**
 * Content alignment of Ganguli's English sections to the Kumbhakonam adhyāyas of one parvan: the two
 * are orderings of mostly the same narrative, with splits, merges and southern insertions, so the alignment is
 * monotone and found by dynamic programming over sections × adhyāyas (as Gale & Church 1993 align sentences,
 * with content instead of length alone). Script-independent evidence:
 * - proper names: capitalised English words that never occur in lower case in the book, folded with `looseKey`
 *   and stripped of a final -a (Drona → "dron"), counted as substrings of the adhyāya's loose-keyed SLP1 (so
 *   inflected and compounded forms count: droṇaḥ, droṇasya, bhīṣmadroṇau); weighted tf·idf, compared by cosine;
 * - relative length: English characters per SLP1 character against the parvan's own ratio;
 * - the opening speaker: "Vaisampayana said" against the adhyāya's first speaker (vaiśampāyana uvāca).
 * Steps: 1–1, 2–1 (two sections, one adhyāya), 1–2 (one section over two adhyāyas), and a skipped section or
 * adhyāya (score 0). A step scores `cos + SPEAKER_BONUS·[same speaker] − LENGTH_WEIGHT·|ln(ratio/ratio₀)| −
 * STEP_COST (− MERGE_COST when 2–1 or 1–2)`. A step found by the DP is attached only when its cosine is at least
 * MIN_COSINE, its length ratio within MAX_LENGTH_FACTOR of the parvan's and, for a 1–1 step, its cosine the best of
 * its section against adhyāyas j ± 1, 2 and of its adhyāya against sections i ± 1, 2; one section and one adhyāya
 * left between two 1–1 steps are paired, confident when both neighbours are. The rest stays unattached, counted.
 * A merged unit's vector is the sum of its units' tf·idf vectors.
 */
import { looseKey } from '../../corpus/script/loose-key.js';

export const STEP_COST = 0.2;
export const MERGE_COST = 0.08;
export const LENGTH_WEIGHT = 0.15;
export const SPEAKER_BONUS = 0.1;
export const MIN_COSINE = 0.2;
export const MAX_LENGTH_FACTOR = 2.5;

export interface EnglishUnit { label: string; text: string }
export interface SanskritUnit { chapter: string; slp1: string; firstSpeakerSlp1: string | null }
export interface AlignedStep {
  sections: number[];
  adhyayas: number[];
  cosine: number;
  lengthFactor: number;
  sameSpeaker: boolean;
  confident: boolean;
}

const STOP = new Set(['then', 'thou', 'thee', 'thine', 'thy', 'when', 'having', 'there', 'those', 'these', 'that', 'this', 'with', 'like', 'what', 'whom', 'from', 'some', 'others', 'verily', 'section', 'parva', 'said', 'lord', 'hear', 'listen', 'indeed', 'after', 'while', 'behold', 'both', 'unto', 'upon', 'alas', 'tell', 'know']);

const stem = (word: string): string => looseKey(word.toLowerCase(), { keepFinalSchwa: true }).replace(/a$/, '');

/** The opening "X said" of a section, as a stem; null when it opens otherwise. */
export function englishSpeaker(text: string): string | null {
  const m = /^\W*([A-Z][a-z]+)(?: [a-z]+)?(?: [A-Z][a-z]+)? said\b/.exec(text.slice(0, 200));
  return m ? stem(m[1]!) : null;
}

/** The first word of a Sanskrit speaker label (`vESampAyana uvAca`) as a stem. */
export function sanskritSpeaker(slp1: string | null): string | null {
  if (!slp1) return null;
  const w = slp1.trim().split(/\s+/)[0];
  return w ? looseKey(w, { keepFinalSchwa: true }).replace(/a$/, '') : null;
}

interface Vec { ids: Int32Array; tf: Float64Array }

function toVec(m: Map<number, number>): Vec {
  const ids = Int32Array.from([...m.keys()].sort((a, b) => a - b));
  return { ids, tf: Float64Array.from(ids, (i) => m.get(i)!) };
}

/** Aligns one parvan; pure. */
export function alignSections(en: EnglishUnit[], sa: SanskritUnit[]): AlignedStep[] {
  const N = en.length;
  const M = sa.length;
  if (N === 0 || M === 0) return [];
  // English name candidates: capitalised, ≥ 4 letters as a stem, never lower case in the book.
  const lower = new Set<string>();
  for (const u of en) for (const w of u.text.match(/\b[a-z]+\b/g) ?? []) lower.add(w);
  const enCounts = en.map((u) => {
    const m = new Map<string, number>();
    for (const w of u.text.match(/\b[A-Z][a-z]{3,}\b/g) ?? []) {
      if (lower.has(w.toLowerCase())) continue;
      const s = stem(w);
      if (s.length < 4 || STOP.has(s)) continue;
      m.set(s, (m.get(s) ?? 0) + 1);
    }
    return m;
  });
  const stems = [...new Set(enCounts.flatMap((m) => [...m.keys()]))];
  const idOf = new Map(stems.map((s, i) => [s, i]));
  const byPrefix = new Map<string, string[]>();
  for (const s of stems) {
    const k = s.slice(0, 4);
    if (!byPrefix.has(k)) byPrefix.set(k, []);
    byPrefix.get(k)!.push(s);
  }
  const saLoose = sa.map((u) => looseKey(u.slp1, { keepFinalSchwa: true }).replace(/ /g, ''));
  const saCounts = saLoose.map((text) => {
    const m = new Map<number, number>();
    for (let p = 0; p + 4 <= text.length; p++) {
      const cands = byPrefix.get(text.slice(p, p + 4));
      if (!cands) continue;
      for (const s of cands) if (text.startsWith(s, p)) m.set(idOf.get(s)!, (m.get(idOf.get(s)!) ?? 0) + 1);
    }
    return m;
  });
  // idf over both sides; stems never found in the Sanskrit carry no evidence.
  const df = new Float64Array(stems.length);
  const inSa = new Uint8Array(stems.length);
  for (const m of saCounts) for (const i of m.keys()) { df[i]!++; inSa[i] = 1; }
  const enIds = enCounts.map((m) => {
    const out = new Map<number, number>();
    for (const [s, n] of m) { const i = idOf.get(s)!; if (inSa[i]) { out.set(i, n); df[i]!++; } }
    return out;
  });
  const idf = Float64Array.from(df, (d) => (d > 0 ? Math.log((N + M) / d) : 0));
  const enVec = enIds.map(toVec);
  const saVec = saCounts.map(toVec);
  const enLen = en.map((u) => u.text.length);
  const saLen = sa.map((u) => u.slp1.length);
  const ratio0 = enLen.reduce((a, b) => a + b, 0) / Math.max(1, saLen.reduce((a, b) => a + b, 0));
  const enSp = en.map((u) => englishSpeaker(u.text));
  const saSp = sa.map((u) => sanskritSpeaker(u.firstSpeakerSlp1));

  const weighted = (v: Vec): Map<number, number> => {
    const m = new Map<number, number>();
    for (let k = 0; k < v.ids.length; k++) m.set(v.ids[k]!, (1 + Math.log(v.tf[k]!)) * idf[v.ids[k]!]!);
    return m;
  };
  const dot = (a: Map<number, number>, b: Map<number, number>): number => {
    let d = 0;
    for (const [i, x] of a) { const y = b.get(i); if (y !== undefined) d += x * y; }
    return d;
  };
  const enW = enVec.map(weighted);
  const saW = saVec.map(weighted);
  // A merged unit is the sum of its units' vectors, so every cosine comes from these dot products.
  const dES = new Float64Array(N * M);
  for (let i = 0; i < N; i++) for (let j = 0; j < M; j++) dES[i * M + j] = dot(enW[i]!, saW[j]!);
  const nE = enW.map((a) => dot(a, a));
  const nS = saW.map((a) => dot(a, a));
  const dEE = enW.map((a, i) => (i + 1 < N ? dot(a, enW[i + 1]!) : 0));
  const dSS = saW.map((a, j) => (j + 1 < M ? dot(a, saW[j + 1]!) : 0));
  const cosine = (i0: number, i1: number, j0: number, j1: number): number => {
    let num = 0;
    for (let i = i0; i < i1; i++) for (let j = j0; j < j1; j++) num += dES[i * M + j]!;
    const na = i1 - i0 === 2 ? nE[i0]! + nE[i0 + 1]! + 2 * dEE[i0]! : nE[i0]!;
    const nb = j1 - j0 === 2 ? nS[j0]! + nS[j0 + 1]! + 2 * dSS[j0]! : nS[j0]!;
    return na > 0 && nb > 0 ? num / Math.sqrt(na * nb) : 0;
  };
  /** A 1–1 pair whose cosine is the best of its section against the neighbouring adhyāyas (j ± 2) and of its adhyāya against the neighbouring sections. */
  const localPeak = (i: number, j: number): boolean => {
    const c = dES[i * M + j]! / Math.sqrt(nE[i]! * nS[j]! || 1);
    for (let k = -2; k <= 2; k++) {
      if (k === 0) continue;
      const jj = j + k, ii = i + k;
      if (jj >= 0 && jj < M && dES[i * M + jj]! / Math.sqrt(nE[i]! * nS[jj]! || 1) > c) return false;
      if (ii >= 0 && ii < N && dES[ii * M + j]! / Math.sqrt(nE[ii]! * nS[j]! || 1) > c) return false;
    }
    return true;
  };
  const step = (i0: number, i1: number, j0: number, j1: number): { score: number; cos: number; lf: number; sp: boolean } => {
    const cos = cosine(i0, i1, j0, j1);
    let el = 0, sl = 0;
    for (let i = i0; i < i1; i++) el += enLen[i]!;
    for (let j = j0; j < j1; j++) sl += saLen[j]!;
    const lf = Math.abs(Math.log(Math.max(1, el) / Math.max(1, sl) / ratio0));
    const sp = enSp[i0] !== null && enSp[i0] === saSp[j0];
    const merge = i1 - i0 + j1 - j0 > 2 ? MERGE_COST : 0;
    return { score: cos + (sp ? SPEAKER_BONUS : 0) - LENGTH_WEIGHT * lf - STEP_COST - merge, cos, lf, sp };
  };
  // DP over (i sections, j adhyāyas) consumed; back[] holds the step taken (di, dj).
  const W = M + 1;
  const best = new Float64Array((N + 1) * W).fill(-Infinity);
  const back = new Uint8Array((N + 1) * W);
  best[0] = 0;
  const MOVES: Array<[number, number]> = [[1, 0], [0, 1], [1, 1], [2, 1], [1, 2]];
  for (let i = 0; i <= N; i++) {
    for (let j = 0; j <= M; j++) {
      if (i === 0 && j === 0) continue;
      let b = -Infinity, bk = 0;
      MOVES.forEach(([di, dj], k) => {
        const pi = i - di, pj = j - dj;
        if (pi < 0 || pj < 0) return;
        const prev = best[pi * W + pj]!;
        if (prev === -Infinity) return;
        const s = prev + (di > 0 && dj > 0 ? step(pi, i, pj, j).score : 0);
        if (s > b) { b = s; bk = k; }
      });
      best[i * W + j] = b;
      back[i * W + j] = bk;
    }
  }
  const out: AlignedStep[] = [];
  for (let i = N, j = M; i > 0 || j > 0;) {
    const [di, dj] = MOVES[back[i * W + j]!]!;
    if (di > 0 && dj > 0) {
      const s = step(i - di, i, j - dj, j);
      out.push({
        sections: Array.from({ length: di }, (_, k) => i - di + k), adhyayas: Array.from({ length: dj }, (_, k) => j - dj + k),
        cosine: s.cos, lengthFactor: Math.exp(s.lf), sameSpeaker: s.sp,
        confident: s.cos >= MIN_COSINE && Math.exp(s.lf) <= MAX_LENGTH_FACTOR && (di > 1 || dj > 1 || localPeak(i - 1, j - 1)),
      });
    }
    i -= di;
    j -= dj;
  }
  out.reverse();
  // One section and one adhyāya left between two 1–1 steps are each other's (the DP skips a weak pair rather
  // than score it below zero); attached when their length agrees.
  for (let k = 0; k + 1 < out.length; k++) {
    const a = out[k]!, b = out[k + 1]!;
    if (a.sections.length !== 1 || a.adhyayas.length !== 1 || b.sections.length !== 1 || b.adhyayas.length !== 1) continue;
    if (b.sections[0]! - a.sections[0]! !== 2 || b.adhyayas[0]! - a.adhyayas[0]! !== 2) continue;
    const s = step(a.sections[0]! + 1, a.sections[0]! + 2, a.adhyayas[0]! + 1, a.adhyayas[0]! + 2);
    out.splice(k + 1, 0, { sections: [a.sections[0]! + 1], adhyayas: [a.adhyayas[0]! + 1], cosine: s.cos, lengthFactor: Math.exp(s.lf), sameSpeaker: s.sp, confident: a.confident && b.confident && Math.exp(s.lf) <= MAX_LENGTH_FACTOR });
    k++;
  }
  return out;
}
