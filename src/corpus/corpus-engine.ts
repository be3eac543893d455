/**
 * The corpus engine over loaded artifacts: works and editions listing, citation, search. Pure: built from the
 * data the store hands it.
 */
import type { Apparatus, CorpusData, Edition, Verse, Work } from './model.js';
import { emptyApparatus } from './model.js';
import { editionsOf, defaultEditions } from './editions.js';
import { WorkResolver } from './citation/resolve-work.js';
import { normaliseChapter, parseVerseSpec } from './citation/reference.js';
import { SanskritSearcher, type SanskritIndex } from './search/sanskrit-index.js';
import { TranslationSearcher, type TranslationIndex } from './search/translation-index.js';
import { analyseQuery, stem } from './search/analyze.js';
import { looseKey } from './script/loose-key.js';
import { detectScheme } from './script/scheme.js';
import { toSlp1 } from './script/to-slp1.js';

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
  /** the matched passage: the verse (fulltext, in the query's script family) or the translation, with <mark>…</mark> */
  snippet: string;
  score: number;
  /** translation mode: who translated and in which language */
  translation?: { author: string; language: string };
}

export interface SearchResponse {
  query: string;
  mode: 'fulltext' | 'translation';
  hits: SearchHit[];
  total: number;
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
  private readonly byRef = new Map<string, Verse>();
  private readonly chapters = new Set<string>();
  private readonly defaults: Map<string, string>;
  private readonly workIndex: Map<string, number>;
  private readonly sanskrit: SanskritSearcher;
  private readonly translation: TranslationSearcher;

  private readonly apparatusOf: (key: string) => Apparatus | undefined;

  /** `apparatus`: lookup by `${work}|${reference}`; defaults to data.apparatus (the store decodes lazily). */
  constructor(readonly data: CorpusData, sanskritIndex: SanskritIndex, translationIndex: TranslationIndex,
    apparatus?: (key: string) => Apparatus | undefined) {
    this.apparatusOf = apparatus ?? ((k) => data.apparatus[k]);
    this.resolver = new WorkResolver(data.works);
    for (const v of data.verses) {
      this.byRef.set(`${v.work_slug}|${v.edition_slug}|${v.reference}`, v);
      this.chapters.add(`${v.work_slug}|${v.edition_slug}|${v.chapter ?? ''}`);
    }
    this.defaults = defaultEditions(data.editions);
    this.workIndex = new Map(data.works.map((w, i) => [w.slug, i]));
    this.sanskrit = new SanskritSearcher(sanskritIndex);
    this.translation = new TranslationSearcher(translationIndex);
  }

  listWorks(): Array<Work & { default_edition: string | null; editions: number; verses: number }> {
    return this.data.works.map((w) => {
      const eds = editionsOf(this.data.editions, w.slug);
      return { ...w, default_edition: eds[0]?.slug ?? null, editions: eds.length, verses: eds[0]?.counts.verses ?? 0 };
    });
  }

  listEditions(workName: string): { work: Work; editions: EditionOut[] } | null {
    const w = this.resolver.resolve(workName);
    if (!w) return null;
    return { work: w, editions: editionsOf(this.data.editions, w.slug).map((e, i) => this.editionOut(e, i === 0)) };
  }

  private editionOut(e: Edition, isDefault: boolean): EditionOut {
    return {
      slug: e.slug, title: e.title, source: e.source, source_url: e.source_url, source_commit: e.source_commit, licence: e.licence,
      licence_class: e.licence_class, rank: e.rank, is_default: isDefault, counts: e.counts, notes: e.notes,
    };
  }

  /**
   * Cites `chapter`/`verse` (chapter null for works without chapters, or when `verse` is a full dotted
   * reference). Returns the response or an error describing what was not found.
   */
  cite(workName: string, chapter: string | null, verse: string, editionSlug?: string): CitationResponse | CiteError {
    const w = this.resolver.resolve(workName);
    if (!w) return { kind: 'work', message: `Unknown work '${workName}'. See GET /corpus/v1/works.` };
    const eds = editionsOf(this.data.editions, w.slug);
    const ed = editionSlug ? eds.find((e) => e.slug === editionSlug) : eds[0];
    if (!ed) return { kind: 'edition', message: `Work '${w.slug}' has no edition '${editionSlug}'. Editions: ${eds.map((e) => e.slug).join(', ')}.` };
    let ch = chapter;
    let vs = verse;
    if (ch === null && w.chapter_scheme.length > 1) {
      // full dotted reference in one segment: "2.47" or "1.1.1"
      const m = /^(.+)\.([^.]+)$/.exec(verse);
      if (!m) return { kind: 'chapter', message: `Work '${w.slug}' is cited as ${w.chapter_scheme.join('.')}: use /cite/${w.slug}/{chapter}/{verse}.` };
      ch = m[1]!;
      vs = m[2]!;
    }
    let chNorm: string | null = null;
    if (ch !== null) {
      chNorm = normaliseChapter(ch);
      const depth = w.chapter_scheme.length - 1;
      if (!chNorm || chNorm.split('.').length !== depth || !this.chapters.has(`${w.slug}|${ed.slug}|${chNorm}`)) {
        return { kind: 'chapter', message: `No ${w.chapter_scheme.slice(0, -1).join('.')} '${ch}' in ${w.slug} (${ed.slug}); chapters are dotted, e.g. '${this.exampleChapter(w.slug, ed.slug)}'.` };
      }
    }
    const spec = parseVerseSpec(vs);
    if (!spec) return { kind: 'verse', message: `Invalid verse '${vs}': a number or a range like 47-49.` };
    const found: Verse[] = [];
    for (let n = spec.from; n <= spec.to; n++) {
      const v = this.byRef.get(`${w.slug}|${ed.slug}|${chNorm ? `${chNorm}.${n}` : n}`);
      if (v) found.push(v);
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

  private exampleChapter(work: string, edition: string): string {
    const v = this.data.verses.find((x) => x.work_slug === work && x.edition_slug === edition);
    return v?.chapter ?? '1';
  }

  private allowedWorks(p: SearchParams): ((w: number) => boolean) | null {
    if (!p.work && !p.category) return null;
    let works = this.data.works;
    if (p.work) {
      const set = new Set(this.resolver.partial(p.work).map((w) => w.slug));
      works = works.filter((w) => set.has(w.slug));
    }
    if (p.category) works = works.filter((w) => w.category === p.category);
    const idx = new Set(works.map((w) => this.workIndex.get(w.slug)!));
    return (i) => idx.has(i);
  }

  search(p: SearchParams): SearchResponse {
    const mode = p.mode ?? 'fulltext';
    const limit = p.limit ?? 10;
    const offset = p.offset ?? 0;
    const allow = this.allowedWorks(p);
    if (mode === 'translation') return this.searchTranslation(p.q, allow, limit, offset);
    const scheme = detectScheme(p.q);
    const q = analyseQuery(p.q, scheme);
    const hits = this.sanskrit.search(q, allow, Math.max(50, offset + limit));
    const qStems = new Set(q.stems.filter((s) => s.length >= 3));
    const out = hits.slice(offset, offset + limit).map((h) => {
      const v = this.data.verses[this.sanskrit.index.docVerse[h.doc]!]!;
      const w = this.data.works[this.workIndex.get(v.work_slug)!]!;
      const text = scheme === 'devanagari' ? v.content_devanagari : v.content_iast;
      return { ...this.hitBase(v, w), snippet: highlightSanskrit(text, scheme === 'devanagari', qStems, q.joined), score: round(h.score) };
    });
    return { query: p.q, mode, hits: out, total: hits.length };
  }

  private hitBase(v: Verse, w: Work) {
    return { work: w.title_iast, work_slug: w.slug, category: w.category, edition: v.edition_slug, reference: v.reference, verse_id: v.id };
  }

  private searchTranslation(qs: string, allow: ((w: number) => boolean) | null, limit: number, offset: number): SearchResponse {
    const res = this.translation.search(qs);
    const hits: SearchHit[] = [];
    const seen = new Set<string>();
    let total = 0;
    const terms = qs.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter((t) => t.length > 2);
    for (const r of res) {
      const d = this.translation.index.docs[r.doc]!;
      if (seen.has(d.key)) continue;
      const [work, ref] = d.key.split('|') as [string, string];
      const wi = this.workIndex.get(work);
      if (wi === undefined || (allow && !allow(wi))) continue;
      seen.add(d.key);
      total++;
      if (total <= offset || hits.length >= limit) continue;
      const ed = this.defaults.get(work)!;
      const v = this.byRef.get(`${work}|${ed}|${ref}`) ?? this.data.verses.find((x) => x.work_slug === work && x.reference === ref);
      if (!v) continue;
      const t = this.apparatusOf(d.key)?.translations[d.t];
      if (!t) continue;
      hits.push({ ...this.hitBase(v, this.data.works[wi]!), snippet: highlightWords(t.text, terms), score: round(r.score), translation: { author: t.author, language: t.language } });
    }
    return { query: qs, mode: 'translation', hits, total };
  }
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** Marks verse words whose stem is a query stem or whose loose key overlaps the query key by ≥ 4 letters. */
export function highlightSanskrit(text: string, devanagari: boolean, qStems: Set<string>, qJoined: string): string {
  return text.split(/(\s+)/).map((tok) => {
    if (!tok.trim()) return tok;
    const k = looseKey(toSlp1(tok.replace(/[|।॥]/g, ''), devanagari ? 'devanagari' : 'iast')).replace(/ /g, '');
    if (k.length < 2) return tok;
    const hit = qStems.has(stem(k)) || (k.length >= 4 && qJoined.includes(k)) || (k.length >= 4 && qJoined.length >= 4 && k.includes(qJoined));
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
