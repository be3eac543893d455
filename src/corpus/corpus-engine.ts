/**
 * The corpus engine over loaded artifacts: works and editions listing, citation, search. Pure: built from the
 * data the store hands it.
 */
import type { Apparatus, Edition, Verse, Work } from './model.js';
import { emptyApparatus } from './model.js';
import { editionsOf, defaultEditions } from './editions.js';
import { WorkResolver } from './citation/resolve-work.js';
import { normaliseChapter, parseVerseSpec } from './citation/reference.js';
import { asciiDigits, parseReference } from './citation/parse-reference.js';
import { dedupeTranslations, type TranslationOut } from './citation/dedupe-translations.js';
import type { TocChapter } from './verse-store.js';
import { LONG_RUN, SanskritSearcher, type SanskritIndex, type ScoredDoc } from './search/sanskrit-index.js';
import { forgetStems, TranslationSearcher, type TranslationIndex } from './search/translation-index.js';
import { analyseQuery, analyseSlp1, forgetWordKeys, type Analysed } from './search/analyze.js';
import { queryVariants } from './search/query-variants.js';
import { forgetFoldedTokens, highlightSanskrit, highlightWords } from './search/highlight.js';
import { PRECEDENCE_WEIGHT, workPrecedence } from './search/precedence.js';
import { QueryRuns, type CommonRuns } from './search/common-runs.js';
import { keyWithWordStarts, markWordStarts } from './search/word-starts.js';
import { detectScheme, type InputScheme } from './script/scheme.js';
import { toSlp1 } from './script/to-slp1.js';
import { slp1To } from './script/from-slp1.js';
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
  translations: TranslationOut[];
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
  /** how much of the query the hit holds (0–1), comparable across queries: see matchQuality */
  match_share: number;
  match_quality: 'good' | 'weak';
  /** translation mode: who translated and in which language */
  translation?: { author: string; language: string };
}

/**
 * Match quality thresholds. fulltext: the share of the query's search key found unbroken in the verse's,
 * starting at the start of a verse word (or anywhere, for a run of LONG_RUN letters or more): "tat tvam asi"
 * inside "sahamānātha tvam asi" or "naitat tvam asi" is then weak, while a line typed with other sandhi or
 * spelling stays good. translation: the idf-weighted share of the query's words in the translation.
 */
export const GOOD_FULLTEXT_SHARE = 0.85;
export const GOOD_TRANSLATION_SHARE = 0.6;

/**
 * Share of the query key `q` found unbroken in a verse (see GOOD_FULLTEXT_SHARE), from the runs it has in
 * common with the verse's key (common-runs.ts): the longest from a word start, or anywhere for LONG_RUN
 * letters or more.
 */
export function matchShareOfRuns(q: string, runs: CommonRuns): number {
  if (!q) return 0;
  const best = runs.anywhere >= LONG_RUN ? Math.max(runs.fromWordStart, runs.anywhere) : runs.fromWordStart;
  return best / q.length;
}

/** fulltext match_share of the query key `q` in a verse's SLP1 text (the search path reads the index instead). */
export function fulltextMatchShare(q: string, verseSlp1: string): number {
  const { key, starts } = keyWithWordStarts(verseSlp1);
  const bits = new Uint8Array((key.length + 7) >>> 3);
  markWordStarts(bits, 0, key.length, starts);
  return matchShareOfRuns(q, new QueryRuns(q).longest(key, 0, key.length, bits));
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
  /** match_quality of the query's best hit, 'none' without hits */
  best_match: 'good' | 'weak' | 'none';
  /** translation: the any-word fallback was used */
  relaxed?: boolean;
  /** fulltext: the query as it was read when it matched only weakly as typed (query-variants.ts), IAST */
  read_as?: string;
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
    forgetWordKeys();
    forgetFoldedTokens();
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
    let ch = chapter === null ? null : asciiDigits(chapter);
    let vs = asciiDigits(verse);
    if (ch === null && w.chapter_scheme.length > 1) {
      // full dotted reference in one segment: "2.47" or "1.1.1"
      const m = /^(.+)\.([^.]+)$/.exec(vs);
      if (!m) {
        const first = this.verses.toc(w.slug, ed.slug)?.[0];
        const [ch1, v1] = first ? [first.chapter, first.first_verse] : ['1', '1'];
        return { kind: 'chapter', message: `Work '${w.slug}' is cited as ${w.chapter_scheme.join('.')}: give the full reference, e.g. '${ch1}.${v1}' (/cite/${w.slug}/${ch1}/${v1}, or ?ref=${w.slug} ${ch1}.${v1}). See GET /corpus/v1/works/${w.slug}/toc.` };
      }
      ch = m[1]!;
      vs = m[2]!;
    }
    let chNorm: string | null = null;
    if (ch !== null) {
      chNorm = normaliseChapter(ch);
      const depth = w.chapter_scheme.length - 1;
      if (!chNorm || chNorm.split('.').length !== depth || !this.verses.hasChapter(w.slug, ed.slug, chNorm)) {
        const label = w.chapter_scheme.slice(0, -1).join('.');
        if (chNorm && chNorm.split('.').length === depth) {
          return { kind: 'chapter', message: `${label} ${chNorm} is not in this edition of ${w.slug} (${ed.slug}): it has ${this.chapterRange(w.slug, ed.slug)}. See GET /corpus/v1/works/${w.slug}/toc?edition=${ed.slug}.` };
        }
        return { kind: 'chapter', message: `${w.slug} is cited as ${w.chapter_scheme.join('.')}: '${ch}' is not ${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label} (dotted, ${depth} number${depth > 1 ? 's' : ''}, e.g. '${this.verses.firstChapter(w.slug, ed.slug) ?? '1'}').` };
      }
    }
    const spec = parseVerseSpec(vs);
    if (!spec) return { kind: 'verse', message: `Invalid verse '${vs}': a number or a range like 47-49.` };
    const found: Verse[] = [];
    for (let n = spec.from; n <= spec.to; n++) {
      const i = this.verses.find(w.slug, ed.slug, chNorm ? `${chNorm}.${n}` : String(n));
      if (i >= 0) found.push(this.verses.get(i));
    }
    if (found.length === 0) {
      const c = this.verses.toc(w.slug, ed.slug)?.find((x) => x.chapter === (chNorm ?? ''));
      const has = c ? `: ${chNorm ? `${w.chapter_scheme.slice(0, -1).join('.')} ${chNorm} has` : 'it has'} ${w.chapter_scheme.at(-1)} ${c.first_verse}–${c.last_verse} (${c.verses} verses)` : '';
      return { kind: 'verse', message: `Verse ${chNorm ? chNorm + '.' : ''}${vs} is not in this edition of ${w.slug} (${ed.slug})${has}.` };
    }
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
      edition: this.editionOut(ed, ed === eds[0]), chapter: chNorm, verse: verseOut(found[0]!),
      translations: dedupeTranslations(app.translations), commentaries: app.commentaries, interpretations: app.interpretations,
    };
    if (found.length > 1) res.verses = found.map(verseOut);
    return res;
  }

  /** "chapters 1–18" (or the first and last of a long list) of an edition, for error messages. */
  private chapterRange(work: string, edition: string): string {
    const toc = this.verses.toc(work, edition) ?? [];
    if (toc.length === 0) return 'no chapters';
    return `${toc.length} chapters, ${toc[0]!.chapter}–${toc.at(-1)!.chapter}`;
  }

  /**
   * Cites a typed reference ("BG 2.47", "bhishma parva 25.1", "ramayana/1/1/1", "गीता २.४७"): see
   * citation/parse-reference.ts. 'syntax' when no work name followed by numbers is found.
   */
  citeText(ref: string, editionSlug?: string): CitationResponse | CiteError | { kind: 'syntax'; message: string } {
    const p = parseReference(ref, this.resolver);
    if (!p) return { kind: 'syntax', message: "Expected a work name followed by the reference numbers, e.g. 'BG 2.47', 'mahabharata 6.25.1', 'sundara kanda 1.1'." };
    if ('unknownWork' in p) return { kind: 'work', message: `Unknown work '${p.unknownWork}'. See GET /corpus/v1/works.` };
    return this.cite(p.work.slug, null, p.dotted, editionSlug);
  }

  /** Table of contents of a work's edition (default: the default edition); null for an unknown work. */
  toc(workName: string, editionSlug?: string): { work: Work; edition: string; chapters: TocChapter[] } | CiteError {
    const w = this.resolver.resolve(workName);
    if (!w) return { kind: 'work', message: `Unknown work '${workName}'. See GET /corpus/v1/works.` };
    const eds = this.editionLists.get(w.slug)!;
    const ed = editionSlug ? eds.find((e) => e.slug === editionSlug) : eds[0];
    if (!ed) return { kind: 'edition', message: `Work '${w.slug}' has no edition '${editionSlug}'. Editions: ${eds.map((e) => e.slug).join(', ')}.` };
    return { work: w, edition: ed.slug, chapters: this.verses.toc(w.slug, ed.slug) ?? [] };
  }

  /** Categories of the works loaded (the valid `category` filters). */
  categories(): string[] {
    return [...new Set(this.works.map((w) => w.category))].sort();
  }

  /**
   * The search filters that match nothing: an unknown category, or a work name that names no work. Each with
   * the valid values (a 422, so that a typo is not mistaken for "no hits").
   */
  invalidFilters(p: { work?: string; category?: string }): Array<{ param: 'work' | 'category'; message: string }> {
    const out: Array<{ param: 'work' | 'category'; message: string }> = [];
    if (p.category !== undefined && !this.categories().includes(p.category)) {
      out.push({ param: 'category', message: `Unknown category '${p.category}'. Valid: ${this.categories().join(', ')}.` });
    }
    if (p.work !== undefined && this.resolver.partial(p.work).length === 0) {
      out.push({ param: 'work', message: `No work matches '${p.work}'. Valid: ${this.works.map((w) => w.slug).join(', ')} (or a title, alias or part of one).` });
    }
    return out;
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

  /** Postings a search reads at most per scoring pass: what its cost grows with (server/search-task.ts). */
  searchPostings(p: SearchParams): number {
    if (p.mode === 'translation') return this.translation.postingsOf(p.q);
    return this.sanskrit.postingsOf(analyseQuery(p.q, detectScheme(p.q)));
  }

  search(p: SearchParams): SearchResponse {
    const mode = p.mode ?? 'fulltext';
    const limit = p.limit ?? 10;
    const offset = p.offset ?? 0;
    const allow = this.allowedWorks(p);
    if (mode === 'translation') return this.searchTranslation(p.q, allow, limit, offset);
    const scheme = detectScheme(p.q);
    const first = this.searchFulltext(p.q, scheme, analyseQuery(p.q, scheme), allow, limit, offset);
    if (first.best_match === 'good') return first;
    // a weak match: the query as the texts would print it (sandhi at the typed word joints, ṛ typed as "ru")
    for (const v of queryVariants(toSlp1(p.q, scheme), scheme === 'ascii')) {
      const r = this.searchFulltext(p.q, scheme, analyseSlp1(v), allow, limit, offset);
      if (r.best_match === 'good') return Object.assign(r, { read_as: slp1To(v, 'iast') });
    }
    return first;
  }

  /** Fulltext hits of the analysed query `q`; `text` and `scheme` are the query as typed (answer, snippet script). */
  private searchFulltext(text: string, scheme: InputScheme, q: Analysed, allow: Uint8Array | null, limit: number, offset: number): SearchResponse {
    const mode = 'fulltext';
    // a few headroom: verses repeated under one id by their source (the Kumbhakonam 8.1.1 three times) are one
    // hit (told apart by edition and reference from the catalog: no verse decoded but the page's)
    const raw = this.sanskrit.search(q, allow, offset + limit + 10);
    const seen = new Set<string>();
    const { docVerse } = this.sanskrit.index;
    const res = { total: raw.total, hits: raw.hits.filter((h) => {
      const id = this.verses.citationKey(docVerse[h.doc]!);
      return seen.has(id) ? false : (seen.add(id), true);
    }) };
    const qRuns = new QueryRuns(q.joined);
    // from the re-rank's longest run: of LONG_RUN letters or more it is the share; shorter, it bounds the run
    // from a word start (matchShareOfRuns)
    const share = (h: ScoredDoc) => {
      if (h.anywhere >= LONG_RUN) return h.anywhere / q.joined.length;
      if (h.anywhere >= 0) return this.sanskrit.runFromWordStart(qRuns, h.doc, h.anywhere) / q.joined.length;
      return matchShareOfRuns(q.joined, this.sanskrit.commonRuns(qRuns, h.doc));
    };
    const quality = (x: number): 'good' | 'weak' => (x >= GOOD_FULLTEXT_SHARE ? 'good' : 'weak');
    const hits = res.hits.slice(offset, offset + limit).map((h) => {
      const v = this.verses.get(docVerse[h.doc]!);
      const w = this.works[this.workIndex.get(v.work_slug)!]!;
      const deva = scheme === 'devanagari';
      const m = share(h);
      return Object.assign(this.hitBase(v, w), {
        snippet: highlightSanskrit(deva ? v.content_devanagari : v.content_iast, v.content_slp1, deva, q.grams, q.joined),
        content_iast: v.content_iast, content_devanagari: v.content_devanagari, score: round(h.score), coverage: round(h.coverage),
        match_share: round(m), match_quality: quality(m),
      });
    });
    let best: SearchResponse['best_match'] = 'none';
    if (res.hits.length > 0) best = offset === 0 && hits[0] ? hits[0].match_quality : quality(share(res.hits[0]!));
    return { query: text, mode, scheme, limit, offset, total: res.total, best_match: best, hits };
  }

  private hitBase(v: Verse, w: Work) {
    return { work: w.title_iast, work_slug: w.slug, category: w.category, edition: v.edition_slug, reference: v.reference, verse_id: v.id };
  }

  private searchTranslation(qs: string, allow: Uint8Array | null, limit: number, offset: number): SearchResponse {
    let res = this.translation.search(qs, allow, offset + limit, 0.5);
    const relaxed = res.total === 0;
    if (relaxed) res = this.translation.search(qs, allow, offset + limit, 0);
    const quality = (x: number): 'good' | 'weak' => (x >= GOOD_TRANSLATION_SHARE ? 'good' : 'weak');
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
        content_devanagari: v.content_devanagari, score: round(r.score), match_share: round(r.share), match_quality: quality(r.share),
        translation: { author: r.author, language: r.language },
      }));
    }
    const best = res.hits[0] ? quality(res.hits[0].share) : 'none';
    const out: Omit<SearchResponse, 'hits'> = { query: qs, mode: 'translation', limit, offset, total: res.total, best_match: best };
    // `relaxed` only when the any-word fallback answered, before `hits`
    if (relaxed) Object.assign(out, { relaxed });
    return Object.assign(out, { hits });
  }
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
