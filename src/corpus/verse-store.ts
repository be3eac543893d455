/**
 * Read access to the verses of a loaded corpus without decoding them all at start-up: the catalog (edition and
 * reference of every verse, in corpus order) is decoded at load; verse records are stored in chunks of
 * `chunkSize` consecutive verses and decoded on first use (`decodeChunk`, supplied by the store), then kept in
 * a bounded cache. Per-edition reference maps and chapter sets are built on the first citation of the edition.
 */
import type { Edition, Verse } from './model.js';

export interface VerseCatalog {
  /** verse → index into editions */
  verseEdition: Uint16Array;
  /** verse → reference */
  refs: string[];
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

export class VerseStore {
  private readonly cache = new Map<number, Verse[]>();
  private readonly byEdition = new Map<number, { refs: Map<string, number>; chapters: Set<string>; first: number }>();
  private readonly editionIndex: Map<string, number>;

  constructor(private readonly editions: readonly Edition[], private readonly catalog: VerseCatalog, private readonly decodeChunk: (c: number) => Verse[]) {
    this.editionIndex = new Map(editions.map((e, i) => [`${e.work_slug}|${e.slug}`, i]));
  }

  /** Forgets the decoded chunks (they decode again on use). */
  forgetDecoded(): void {
    this.cache.clear();
  }

  get count(): number {
    return this.catalog.refs.length;
  }

  /** What tells verse i apart from every other (its id: work, edition, reference), read from the catalog without decoding it. */
  citationKey(i: number): string {
    return `${this.catalog.verseEdition[i]}|${this.catalog.refs[i]}`;
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

  private edition(work: string, edition: string) {
    const e = this.editionIndex.get(`${work}|${edition}`);
    if (e === undefined) return null;
    let m = this.byEdition.get(e);
    if (!m) {
      m = { refs: new Map(), chapters: new Set(), first: -1 };
      const { verseEdition, refs } = this.catalog;
      for (let i = 0; i < refs.length; i++) {
        if (verseEdition[i] !== e) continue;
        const r = refs[i]!;
        m.refs.set(r, i);
        if (m.first < 0) m.first = i;
        const dot = r.lastIndexOf('.');
        m.chapters.add(dot < 0 ? '' : r.slice(0, dot));
      }
      this.byEdition.set(e, m);
    }
    return m;
  }

  /** Index of the verse with this reference in an edition, or -1. */
  find(work: string, edition: string, reference: string): number {
    return this.edition(work, edition)?.refs.get(reference) ?? -1;
  }

  /** Whether the edition has a verse in `chapter` (dotted; '' for works without chapters). */
  hasChapter(work: string, edition: string, chapter: string): boolean {
    return this.edition(work, edition)?.chapters.has(chapter) ?? false;
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
    const { verseEdition, refs } = this.catalog;
    for (let i = 0; i < refs.length; i++) {
      if (verseEdition[i] !== e) continue;
      const r = refs[i]!;
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
    const m = this.edition(work, edition);
    return m && m.first >= 0 ? this.get(m.first).chapter : null;
  }
}
