/**
 * Read access to the verses of a loaded corpus without decoding them all at start-up: the catalog (edition and
 * reference of every verse, in corpus order) is kept as the artifact stores it, one string of the references
 * joined with '\n', plus an offset per verse; verse records are stored in chunks of `chunkSize` consecutive verses
 * and decoded on first use (`decodeChunk`, supplied by the store), then kept in a bounded cache.
 * The lookup of a verse by (edition, reference) is one open-addressing hash table over all verses (an Int32Array
 * of verse indices) compared against the packed text, and an edition's chapters are a PackedStringMap built on
 * the first question about the edition, so the serving thread holds a few large objects instead of a string and
 * a map entry per verse: a full garbage collection marks every live object (docs/operations.md).
 */
import type { Edition, Verse } from './model.js';
import { FNV_OFFSET_BASIS, fnv1aRange, fnv1aStep, PackedStringMap } from './packed-string-map.js';

export interface VerseCatalog {
  /** verse → index into editions */
  verseEdition: Uint16Array;
  /** the verses' references in corpus order, joined with '\n' (the artifact's form; '' for no verse) */
  refs: string;
  chunkSize: number;
}

/** One chapter of an edition's table of contents (verse numbers are strings, as every reference field). */
export interface TocChapter {
  chapter: string;
  verses: number;
  first_verse: string;
  last_verse: string;
}

const MAX_CACHED_CHUNKS = 1024;

/** The (edition, reference) table's hash: FNV-1a over the edition index, then the reference's code units [from, to). */
function hashEditionRef(edition: number, s: string, from = 0, to = s.length): number {
  return fnv1aRange(fnv1aStep(FNV_OFFSET_BASIS, edition), s, from, to);
}

export class VerseStore {
  private readonly cache = new Map<number, Verse[]>();
  private readonly editionIndex: Map<string, number>;
  /** verse i's reference is refs.slice(refStart[i], refStart[i + 1] - 1) */
  private readonly refs: string;
  private readonly refStart: Uint32Array;
  /** open addressing, linear probing: verse index or -1; size a power of two ≥ twice the verses */
  private readonly slots: Int32Array;
  /** edition → its first verse, or -1 */
  private readonly firstVerse: Int32Array;
  /** edition → its chapters, built on the first question about the edition */
  private readonly chaptersOf = new Map<number, PackedStringMap>();

  constructor(private readonly editions: readonly Edition[], private readonly catalog: VerseCatalog, private readonly decodeChunk: (c: number) => Verse[]) {
    this.editionIndex = new Map(editions.map((e, i) => [`${e.work_slug}|${e.slug}`, i]));
    const refs = (this.refs = catalog.refs);
    const n = catalog.verseEdition.length;
    const starts = (this.refStart = new Uint32Array(n + 1));
    for (let i = 0, at = 0; i < n; i++) {
      starts[i] = at;
      const nl = refs.indexOf('\n', at);
      at = nl < 0 ? refs.length + 1 : nl + 1;
      starts[i + 1] = at;
    }
    this.firstVerse = new Int32Array(Math.max(editions.length, 1)).fill(-1);
    let size = 2;
    while (size < 2 * n) size *= 2;
    const slots = (this.slots = new Int32Array(size).fill(-1));
    const mask = size - 1;
    const { verseEdition } = catalog;
    for (let i = 0; i < n; i++) {
      const e = verseEdition[i]!;
      if (this.firstVerse[e] === -1) this.firstVerse[e] = i;
      const a = starts[i]!, b = starts[i + 1]! - 1;
      let s = hashEditionRef(e, refs, a, b) & mask;
      // a reference repeated in one edition: the later verse wins (as a Map filled in corpus order)
      while (slots[s] !== -1 && !(verseEdition[slots[s]!] === e && this.sameRef(slots[s]!, a, b))) s = (s + 1) & mask;
      slots[s] = i;
    }
  }

  /** Whether verse j's reference equals refs[a, b). */
  private sameRef(j: number, a: number, b: number): boolean {
    const ja = this.refStart[j]!;
    if (this.refStart[j + 1]! - 1 - ja !== b - a) return false;
    for (let k = 0; k < b - a; k++) if (this.refs.charCodeAt(ja + k) !== this.refs.charCodeAt(a + k)) return false;
    return true;
  }

  /** Forgets the decoded chunks (they decode again on use). */
  forgetDecoded(): void {
    this.cache.clear();
  }

  get count(): number {
    return this.refStart.length - 1;
  }

  /** The reference of verse i, read from the catalog without decoding the verse. */
  referenceAt(i: number): string {
    return this.refs.slice(this.refStart[i], this.refStart[i + 1]! - 1);
  }

  /** What tells verse i apart from every other (its id: work, edition, reference), read from the catalog without decoding it. */
  citationKey(i: number): string {
    return `${this.catalog.verseEdition[i]}|${this.referenceAt(i)}`;
  }

  get(i: number): Verse {
    const c = Math.floor(i / this.catalog.chunkSize);
    let chunk = this.cache.get(c);
    if (!chunk) {
      chunk = this.decodeChunk(c);
      if (this.cache.size >= MAX_CACHED_CHUNKS) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(c, chunk);
    }
    return chunk[i - c * this.catalog.chunkSize]!;
  }

  /** Index of the verse with this reference in an edition, or -1. */
  find(work: string, edition: string, reference: string): number {
    const e = this.editionIndex.get(`${work}|${edition}`);
    if (e === undefined) return -1;
    const h = hashEditionRef(e, reference);
    const { slots, refStart, refs } = this;
    const verseEdition = this.catalog.verseEdition;
    const mask = slots.length - 1;
    for (let s = h & mask; ; s = (s + 1) & mask) {
      const j = slots[s]!;
      if (j === -1) return -1;
      if (verseEdition[j] === e && refStart[j + 1]! - 1 - refStart[j]! === reference.length && refs.startsWith(reference, refStart[j])) return j;
    }
  }

  /** Whether the edition has a verse in `chapter` (dotted; '' for works without chapters). */
  hasChapter(work: string, edition: string, chapter: string): boolean {
    const e = this.editionIndex.get(`${work}|${edition}`);
    if (e === undefined) return false;
    let chapters = this.chaptersOf.get(e);
    if (chapters === undefined) {
      const seen = new Set<string>();
      const { verseEdition } = this.catalog;
      for (let i = Math.max(this.firstVerse[e]!, 0); i < this.count; i++) {
        if (verseEdition[i] !== e) continue;
        const r = this.referenceAt(i);
        const dot = r.lastIndexOf('.');
        seen.add(dot < 0 ? '' : r.slice(0, dot));
      }
      chapters = new PackedStringMap([...seen]);
      this.chaptersOf.set(e, chapters);
    }
    return chapters.indexOf(chapter) >= 0;
  }

  /**
   * Table of contents of an edition: its chapters in corpus order ('' for works without chapters), each with
   * its verse count and first and last verse number (the last reference level, as stored).
   */
  toc(work: string, edition: string): TocChapter[] | null {
    const e = this.editionIndex.get(`${work}|${edition}`);
    if (e === undefined) return null;
    const out: TocChapter[] = [];
    const at = new Map<string, TocChapter>();
    const { verseEdition } = this.catalog;
    for (let i = Math.max(this.firstVerse[e]!, 0); i < this.count; i++) {
      if (verseEdition[i] !== e) continue;
      const r = this.referenceAt(i);
      const dot = r.lastIndexOf('.');
      const ch = dot < 0 ? '' : r.slice(0, dot);
      const v = r.slice(dot + 1);
      let c = at.get(ch);
      if (!c) {
        c = { chapter: ch, verses: 0, first_verse: v, last_verse: v };
        at.set(ch, c);
        out.push(c);
      }
      c.verses++;
      c.last_verse = v;
    }
    return out;
  }

  /** The chapter of the edition's first verse (for error messages). */
  firstChapter(work: string, edition: string): string | null {
    const e = this.editionIndex.get(`${work}|${edition}`);
    if (e === undefined || this.firstVerse[e]! < 0) return null;
    return this.get(this.firstVerse[e]!).chapter;
  }
}
