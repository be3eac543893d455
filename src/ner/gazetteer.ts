/**
 * Inflection- and sandhi-aware gazetteer over SLP1.
 * Keys are uninflected SLP1 stems (`arjuna`, `ekacakrA`); a word matches
 * - `form`: the normalised word is itself a key (vocatives, stems inside compounds written apart);
 * - `stem`: a candidate stem of the word (case ending stripped, see stem-slp1.ts) is a key;
 * - `prefix`: a key of ≥ 4 letters starts the word (first member of a compound or a sandhi-joined word:
 *   `BImasenastu`, `kuntIputraM`); the rest of the word is left to the tagger.
 * `segmentWord` goes further and splits a compound into several hits (`nakulasahadevO` → nakula + sahadeva).
 *
 * Cost: no key is longer than `maxKeyLength`, so a prefix search tries at most that many ends and a whole-rest
 * search is skipped when the rest (less the longest case ending) is longer; `segmentWord` is then linear in the
 * word's length (it was cubic: "rāma" × 400 unspaced took 1 s). The bounds only skip lookups that cannot hit.
 */
import { candidateStems, MAX_STEM_SHRINK } from './stem-slp1.js';

/** NER classes of the Mahānāma annotation. Bit values used in `classMask`. */
export const NER_CLASSES = ['person', 'location', 'misc'] as const;
export type NerClass = (typeof NER_CLASSES)[number];
export const CLASS_BIT: Record<NerClass, number> = { person: 1, location: 2, misc: 4 };
/** Also in `classMask`: the key names a well-attested entity (link-rank.ts `famous`); features ignore it. */
export const FAMOUS_BIT = 8;

export interface GazetteerEntry {
  /** OR of CLASS_BIT over the classes this key was seen with, and FAMOUS_BIT. */
  classMask: number;
  /** Linked entity ids, most mentioned first (may be empty). */
  entityIds: string[];
}

/** Anything that looks keys up (a Map, or a training-time view that hides one fold). */
export interface Gazetteer {
  entries: { get(key: string): GazetteerEntry | undefined };
  /** Length of the longest key: longer lookups are skipped. Absent: every length is tried (slow on long words). */
  maxKeyLength?: number;
}

export interface GazetteerItem {
  key: string;
  nerClass: NerClass;
  entityId?: string;
  /** Higher weight sorts the entity first among the ids of one key (knowledge graph: mentions under this very
   *  name × 10⁴ + the entity's mentions, so the entity most often called so comes first). */
  weight?: number;
  /** The key names a well-attested entity (sets FAMOUS_BIT). */
  famous?: boolean;
}

export type HitKind = 'form' | 'stem' | 'prefix';

export interface GazetteerHit {
  kind: HitKind;
  key: string;
  /** Range of the matched letters inside the SLP1 word, end exclusive. */
  start: number;
  end: number;
  entry: GazetteerEntry;
}

/** Shortest gazetteer key (shorter keys are dropped). */
export const MIN_GAZETTEER_KEY = 3;
const MIN_KEY = MIN_GAZETTEER_KEY;
const MIN_PREFIX_KEY = 4;
const MAX_IDS = 8;

/** The longest key's length, for `Gazetteer.maxKeyLength`. */
export function longestKeyLength(keys: Iterable<string>): number {
  let n = 0;
  for (const k of keys) n = Math.max(n, k.length);
  return n;
}

export function buildGazetteer(items: Iterable<GazetteerItem>): { entries: Map<string, GazetteerEntry>; maxKeyLength: number } {
  const acc = new Map<string, { mask: number; ids: Map<string, number> }>();
  for (const it of items) {
    if (it.key.length < MIN_KEY) continue;
    let a = acc.get(it.key);
    if (!a) { a = { mask: 0, ids: new Map() }; acc.set(it.key, a); }
    a.mask |= CLASS_BIT[it.nerClass] | (it.famous ? FAMOUS_BIT : 0);
    if (it.entityId) a.ids.set(it.entityId, Math.max(a.ids.get(it.entityId) ?? 0, it.weight ?? 0));
  }
  const entries = new Map<string, GazetteerEntry>();
  for (const key of [...acc.keys()].sort()) {
    const a = acc.get(key)!;
    const ids = [...a.ids].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0)).slice(0, MAX_IDS).map((x) => x[0]);
    entries.set(key, { classMask: a.mask, entityIds: ids });
  }
  return { entries, maxKeyLength: longestKeyLength(entries.keys()) };
}

/** Best single hit for a normalised SLP1 word: form, then stem, then the longest prefix key. */
export function matchWord(g: Gazetteer, word: string): GazetteerHit | null {
  const direct = g.entries.get(word);
  if (direct) return { kind: 'form', key: word, start: 0, end: word.length, entry: direct };
  const stems = candidateStems(word);
  for (let i = 1; i < stems.length; i++) {
    const e = g.entries.get(stems[i]!);
    if (e) return { kind: 'stem', key: stems[i]!, start: 0, end: word.length, entry: e };
  }
  return longestPrefix(g, word, 0);
}

function longestPrefix(g: Gazetteer, word: string, from: number): GazetteerHit | null {
  // Both keys tried at `end` are `end - from` letters long.
  for (let end = Math.min(word.length - 1, from + (g.maxKeyLength ?? Infinity)); end - from >= MIN_PREFIX_KEY; end--) {
    const key = word.slice(from, end);
    const e = g.entries.get(key);
    if (e) return { kind: 'prefix', key, start: from, end, entry: e };
    // Compound member ending in -a whose final vowel merged with the next word (vowel sandhi: a+a → A, a+i → e).
    const last = word[end - 1];
    if (last === 'A' || last === 'e' || last === 'o') {
      const k2 = word.slice(from, end - 1) + 'a';
      const e2 = g.entries.get(k2);
      if (e2 && k2.length >= MIN_PREFIX_KEY) return { kind: 'prefix', key: k2, start: from, end, entry: e2 };
    }
  }
  return null;
}

/**
 * Splits a word into gazetteer hits left to right: at each position the whole rest (form or stem) wins,
 * else the longest prefix key; an unmatched position ends the scan (the rest is not a name).
 */
export function segmentWord(g: Gazetteer, word: string): GazetteerHit[] {
  const hits: GazetteerHit[] = [];
  let pos = 0;
  while (pos < word.length - MIN_KEY + 1) {
    const whole = word.length - pos - MAX_STEM_SHRINK > (g.maxKeyLength ?? Infinity) ? null : matchRest(g, word.slice(pos));
    if (whole) { hits.push(Object.assign({}, whole, { start: pos, end: word.length })); break; }
    const p = longestPrefix(g, word, pos);
    if (!p) break;
    hits.push(p);
    pos = p.end;
  }
  return hits;
}

function matchRest(g: Gazetteer, rest: string): GazetteerHit | null {
  const direct = g.entries.get(rest);
  if (direct) return { kind: 'form', key: rest, start: 0, end: rest.length, entry: direct };
  const stems = candidateStems(rest);
  for (let i = 1; i < stems.length; i++) {
    const e = g.entries.get(stems[i]!);
    if (e) return { kind: 'stem', key: stems[i]!, start: 0, end: rest.length, entry: e };
  }
  return null;
}

export function serializeGazetteer(g: { entries: Map<string, GazetteerEntry> }): [string, number, string[]][] {
  return [...g.entries].map(([k, e]) => [k, e.classMask, e.entityIds]);
}

export function deserializeGazetteer(rows: [string, number, string[]][]): { entries: Map<string, GazetteerEntry>; maxKeyLength: number } {
  return { entries: new Map(rows.map(([k, m, ids]) => [k, { classMask: m, entityIds: ids }])), maxKeyLength: longestKeyLength(rows.map((r) => r[0])) };
}
