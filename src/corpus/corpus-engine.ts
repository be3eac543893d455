/**
 * The corpus engine over loaded artifacts: works and editions listing, citation, search. Pure: built from the
 * data the store hands it.
 */
import type { Apparatus, Edition, Verse, Work } from './model.js';
import { emptyApparatus } from './model.js';
import { editionsOf, defaultEditions } from './editions.js';
import { WorkResolver } from './citation/resolve-work.js';
import { normaliseChapter, parseVerseSpec } from './citation/reference.js';
import { SanskritSearcher, type SanskritIndex } from './search/sanskrit-index.js';
import { forgetStems, TranslationSearcher, type TranslationIndex } from './search/translation-index.js';
import { analyseQuery, gramCodes, searchKey } from './search/analyze.js';
import { PRECEDENCE_WEIGHT, workPrecedence } from './search/precedence.js';
import { detectScheme } from './script/scheme.js';
import { toSlp1 } from './script/to-slp1.js';
import type { VerseStore } from './verse-store.js';

/** What the store hands the engine. */
export interface LoadedCorpus {
  builtAt: string;
  works: Work[];
  editions: Edition[];
  verses: VerseStore;
  /** lookup by `${work}|${reference}` (decoded on demand) */
  apparatus: (key: string) => Apparatus | undefined;
  /** Forgets what `apparatus` decoded so far. */
  forgetApparatus?: () => void;
  sanskrit: SanskritIndex;
  translation: TranslationIndex;
}

export type CiteError =
  | { kind: 'work'; message: string }
  | { kind: 'edition'; message: string }
  | { kind: 'chapter'; message: string }
  | { kind: 'verse'; message: string };

export interface CitationResponse {
  work: string;
  work_slug: string | null;
  work_category: string | null;
  authority_tier: string | null;
  edition: EditionOut | null;
  chapter: string | null;
  verse: VerseOut;
  /** only for ranges: the further verses */
  verses?: VerseOut[];
  translations: Apparatus['translations'];
  commentaries: Apparatus['commentaries'];
  interpretations: Apparatus['interpretations'];
}

export interface EditionOut {
  slug: string;
  title: string;
  source: string;
  source_url: string;
  source_commit: string;
  licence: string;
  licence_class: string;
  /** why a licence is uncleared or restricted, for whom the content may be used */
  licence_note: string | null;
  rank: number;
  is_default: boolean;
  counts: Edition['counts'];
  notes: string[];
}

export interface VerseOut {
  id: string;
  reference: string;
  verse_number: string;
  content_devanagari: string;
  content_iast: string;
  content_slp1: string;
  meter: Verse['meter'];
  speaker: string | null;
}

export interface SearchHit {
  work: string;
  work_slug: string;
  category: string;
  edition: string;
  reference: string;
  verse_id: string;
  /** the matched passage: the verse (fulltext, Devanagari for Devanagari queries, else IAST) or the translation, with <mark>…</mark> */
  snippet: string;
  /** the verse in the other display script (fulltext) */
  content_iast: string;
  content_devanagari: string;
  /** relevance, higher is better; comparable within one response only */
  score: number;
  /** fulltext: idf-weighted share of the query's trigrams found in the verse (0–1) */
  coverage?: number;
  /** translation mode: who translated and in which language */
  translation?: { author: string; language: string };
}

export interface SearchResponse {
  query: string;
  mode: 'fulltext' | 'translation';
  /** fulltext: the input scheme detected */
  scheme?: string;
  limit: number;
  offset: number;
  /** verses matching (fulltext: ≥ half the query's weighted trigrams; when none, the nearest verses returned) */
  total: number;
  hits: SearchHit[];
}

export interface SearchParams {
  q: string;
  mode?: 'fulltext' | 'translation';
  work?: string;
  category?: string;
  limit?: number;
  offset?: number;
}

function verseOut(v: Verse): VerseOut {
  return {
    id: v.id, reference: v.reference, verse_number: v.verse_number, content_devanagari: v.content_devanagari,
    content_iast: v.content_iast, content_slp1: v.content_slp1, meter: v.meter, speaker: v.speaker,
  };
}

export class CorpusEngine {
  readonly resolver: WorkResolver;
  readonly works: Work[];
  readonly editions: Edition[];
  readonly verses: VerseStore;
  readonly builtAt: string;
  private readonly defaults: Map<string, string>;
  private readonly workIndex: Map<string, number>;
  private readonly editionLists = new Map<string, Edition[]>();
  readonly sanskrit: SanskritSearcher;
  readonly translation: TranslationSearcher;
  private readonly apparatusOf: (key: string) => Apparatus | undefined;
  private readonly forgetApparatus: () => void;

  /** Forgets everything decoded or stemmed on demand so far (answers are unchanged; the next uses decode again). */
  forgetDecoded(): void {
    this.verses.forgetDecoded();
    this.forgetApparatus();
    forgetStems();
  }

  constructor(c: LoadedCorpus) {
    this.works = c.works;
    this.editions = c.editions;
    this.verses = c.verses;
    this.builtAt = c.builtAt;
    this.apparatusOf = c.apparatus;
    this.forgetApparatus = c.forgetApparatus ?? (() => {});
    this.resolver = new WorkResolver(c.works);
    this.defaults = defaultEditions(c.editions);
    this.workIndex = new Map(c.works.map((w, i) => [w.slug, i]));
    for (const w of c.works) this.editionLists.set(w.slug, editionsOf(c.editions, w.slug));
    const prec = c.works.map((w) => (PRECEDENCE_WEIGHT * workPrecedence(w)) / 100);
    const prior = new Float32Array(c.sanskrit.docWork.length);
    for (let d = 0; d < prior.length; d++) prior[d] = prec[c.sanskrit.docWork[d]!]!;
    this.sanskrit = new SanskritSearcher(c.sanskrit, prior);
    this.translation = new TranslationSearcher(c.translation);
  }

  get verseCount(): number {
    return this.verses.count;
  }

  listWorks(): Array<Work & { default_edition: string | null; editions: number; verses: number }> {
    return this.works.map((w) => {
      const eds = this.editionLists.get(w.slug)!;
      return Object.assign({}, w, { default_edition: eds[0]?.slug ?? null, editions: eds.length, verses: eds[0]?.counts.verses ?? 0 });
    });
  }

  listEditions(workName: string): { work: Work; editions: EditionOut[] } | null {
    const w = this.resolver.resolve(workName);
    if (!w) return null;
    return { work: w, editions: this.editionLists.get(w.slug)!.map((e, i) => this.editionOut(e, i === 0)) };
  }

  private editionOut(e: Edition, isDefault: boolean): EditionOut {
    return {
      slug: e.slug, title: e.title, source: e.source, source_url: e.source_url, source_commit: e.source_commit, licence: e.licence,
      licence_class: e.licence_class, licence_note: e.licence_note ?? null, rank: e.rank, is_default: isDefault, counts: e.counts, notes: e.notes,
    };
  }

  /**
   * Cites `chapter`/`verse` (chapter null for works without chapters, or when `verse` is a full dotted
   * reference). Returns the response or an error describing what was not found.
   */
  cite(workName: string, chapter: string | null, verse: string, editionSlug?: string): CitationResponse | CiteError {
    const w = this.resolver.resolve(workName);
    if (!w) return { kind: 'work', message: `Unknown work '${workName}'. See GET /corpus/v1/works.` };
    const eds = this.editionLists.get(w.slug)!;
    const ed = editionSlug ? eds.find((e) => e.slug === editionSlug) : eds[0];
    if (!ed) return { kind: 'edition', message: `Work '${w.slug}' has no edition '${editionSlug}'. Editions: ${eds.map((e) => e.slug).join(', ')}.` };
    let ch = chapter;
    let vs = verse;
    if (ch === null && w.chapter_scheme.length > 1) {
      // full dotted reference in one segment: "2.47" or "1.1.1"
      const m = /^(.+)\.([^.]+)$/.exec(verse);
      if (!m) return { kind: 'chapter', message: `Work '${w.slug}' is cited as ${w.chapter_scheme.join('.')}: use /cite/${w.slug}/{chapter}/{verse} or /cite/${w.slug}/{full dotted reference}.` };
      ch = m[1]!;
      vs = m[2]!;
    }
    let chNorm: string | null = null;
    if (ch !== null) {
      chNorm = normaliseChapter(ch);
      const depth = w.chapter_scheme.length - 1;
      if (!chNorm || chNorm.split('.').length !== depth || !this.verses.hasChapter(w.slug, ed.slug, chNorm)) {
        return { kind: 'chapter', message: `No ${w.chapter_scheme.slice(0, -1).join('.')} '${ch}' in ${w.slug} (${ed.slug}); chapters are dotted, e.g. '${this.verses.firstChapter(w.slug, ed.slug) ?? '1'}'.` };
      }
    }
    const spec = parseVerseSpec(vs);
    if (!spec) return { kind: 'verse', message: `Invalid verse '${vs}': a number or a range like 47-49.` };
    const found: Verse[] = [];
    for (let n = spec.from; n <= spec.to; n++) {
      const i = this.verses.find(w.slug, ed.slug, chNorm ? `${chNorm}.${n}` : String(n));
      if (i >= 0) found.push(this.verses.get(i));
    }
    if (found.length === 0) return { kind: 'verse', message: `No verse ${chNorm ? chNorm + '.' : ''}${vs} in ${w.slug} (${ed.slug}).` };
    const app: Apparatus = emptyApparatus();
    for (const v of found) {
      const a = this.apparatusOf(`${w.slug}|${v.reference}`);
      if (!a) continue;
      app.translations.push(...a.translations);
      app.commentaries.push(...a.commentaries);
      app.interpretations.push(...a.interpretations);
    }
    const res: CitationResponse = {
      work: w.title_iast, work_slug: w.slug, work_category: w.category, authority_tier: w.authority_tier,
      edition: this.editionOut(ed, ed === eds[0]), chapter: chNorm, verse: verseOut(found[0]!), ...app,
    };
    if (found.length > 1) res.verses = found.map(verseOut);
    return res;
  }

  /** works passing the `work` (partial name) and `category` filters, as a flag per work index; null = all */
  private allowedWorks(p: SearchParams): Uint8Array | null {
    if (!p.work && !p.category) return null;
    const flags = new Uint8Array(this.works.length);
    const named = p.work ? new Set(this.resolver.partial(p.work).map((w) => w.slug)) : null;
    this.works.forEach((w, i) => {
      if ((!named || named.has(w.slug)) && (!p.category || w.category === p.category)) flags[i] = 1;
    });
    return flags;
  }

  search(p: SearchParams): SearchResponse {
    const mode = p.mode ?? 'fulltext';
    const limit = p.limit ?? 10;
    const offset = p.offset ?? 0;
    const allow = this.allowedWorks(p);
    if (mode === 'translation') return this.searchTranslation(p.q, allow, limit, offset);
    const scheme = detectScheme(p.q);
    const q = analyseQuery(p.q, scheme);
    const res = this.sanskrit.search(q, allow, offset + limit);
    const qGrams = new Set(q.grams);
    const hits = res.hits.slice(offset, offset + limit).map((h) => {
      const v = this.verses.get(this.sanskrit.index.docVerse[h.doc]!);
      const w = this.works[this.workIndex.get(v.work_slug)!]!;
      const deva = scheme === 'devanagari';
      return Object.assign(this.hitBase(v, w), {
        snippet: highlightSanskrit(deva ? v.content_devanagari : v.content_iast, v.content_slp1, deva, qGrams, q.joined),
        content_iast: v.content_iast, content_devanagari: v.content_devanagari, score: round(h.score), coverage: round(h.coverage),
      });
    });
    return { query: p.q, mode, scheme, limit, offset, total: res.total, hits };
  }

  private hitBase(v: Verse, w: Work) {
    return { work: w.title_iast, work_slug: w.slug, category: w.category, edition: v.edition_slug, reference: v.reference, verse_id: v.id };
  }

  private searchTranslation(qs: string, allow: Uint8Array | null, limit: number, offset: number): SearchResponse {
    const res = this.translation.search(qs, allow, offset + limit);
    const hits: SearchHit[] = [];
    const terms = qs.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter((t) => t.length > 2);
    for (const r of res.hits.slice(offset)) {
      const bar = r.key.indexOf('|');
      const work = r.key.slice(0, bar);
      const ref = r.key.slice(bar + 1);
      const wi = this.workIndex.get(work);
      if (wi === undefined) continue;
      const ed = this.defaults.get(work)!;
      let vi = this.verses.find(work, ed, ref);
      if (vi < 0) for (const e of this.editionLists.get(work)!) if ((vi = this.verses.find(work, e.slug, ref)) >= 0) break;
      if (vi < 0) continue;
      const v = this.verses.get(vi);
      hits.push(Object.assign(this.hitBase(v, this.works[wi]!), {
        snippet: highlightWords(r.text, terms), content_iast: v.content_iast,
        content_devanagari: v.content_devanagari, score: round(r.score), translation: { author: r.author, language: r.language },
      }));
    }
    return { query: qs, mode: 'translation', limit, offset, total: res.total, hits };
  }
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/**
 * Marks the verse words that match the query: a word whose search key is part of the query key, or holds it,
 * or has at least 60% of its trigrams among the query's. Words are read from the SLP1 text when it has as many
 * words as the display text (always, for texts built by verse-text.ts), else transliterated one by one.
 */
export function highlightSanskrit(text: string, slp1: string, devanagari: boolean, qGrams: Set<number>, qJoined: string): string {
  const parts = text.split(/(\s+)/);
  const slpWords = slp1.split(/\s+/);
  const words = parts.filter((p, i) => i % 2 === 0);
  const aligned = slpWords.length === words.length;
  let wi = 0;
  return parts.map((tok, i) => {
    if (i % 2 === 1 || !tok) return tok;
    const s = aligned ? slpWords[wi++]! : toSlp1(tok.replace(/[|।॥]/g, ''), devanagari ? 'devanagari' : 'iast');
    const k = searchKey(s);
    if (k.length < 2) return tok;
    let hit = (k.length >= 3 && qJoined.includes(k)) || (qJoined.length >= 3 && k.includes(qJoined));
    if (!hit && k.length >= 4) {
      const g = gramCodes(k);
      let n = 0;
      for (const x of g) if (qGrams.has(x)) n++;
      hit = n >= 0.6 * g.length;
    }
    return hit ? `<mark>${tok}</mark>` : tok;
  }).join('');
}

function highlightWords(text: string, terms: string[]): string {
  if (terms.length === 0) return text;
  const stems = terms.map((t) => t.slice(0, Math.max(3, t.length - 2)));
  return text.split(/(\s+)/).map((tok) => {
    const l = tok.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, '');
    return l.length > 2 && stems.some((s) => l.startsWith(s)) ? `<mark>${tok}</mark>` : tok;
  }).join('');
}
