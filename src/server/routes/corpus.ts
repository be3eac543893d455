/**
 * @module
 * Citation, editions, works and search (engine: src/corpus/corpus-engine.ts; artifacts: build/corpus, loaded
 * read-only at warm-up by src/server/corpus-store.ts). Errors: 404 WORK_NOT_FOUND / EDITION_NOT_FOUND /
 * CHAPTER_NOT_FOUND / VERSE_NOT_FOUND in the gateway error shape; 503 CORPUS_NOT_BUILT when the artifacts are
 * missing or of another formatVersion (the message names the rebuild command).
 */
import { join } from 'node:path';
import { JSON_TYPE, type RouteModule, type HandlerContext, type Reply } from '../route.js';
import type { JsonSchema } from '../schema/types.js';
import { apiError, invalid, notFound, ValidationError } from '../errors.js';
import { loadCorpusStore } from '../corpus-store.js';
import { bodyOfBytes, runInPool } from '../compute-pool.js';
import { searchAnswer, searchOnPool, SEARCH_INLINE_MAX_CHARS, SEARCH_INLINE_MAX_HITS } from '../search-task.js';
import type { SearchParams } from '../../corpus/corpus-engine.js';
import type { CorpusEngine, CiteError } from '../../corpus/corpus-engine.js';
import CORPUS_EXAMPLES from './corpus-examples.json' with { type: 'json' };

const SEG = { type: 'string', minLength: 1, maxLength: 200 } as const;
const EDITION = { name: 'edition', in: 'query', description: 'Edition slug (see /corpus/v1/works/{work}/editions); default: the highest-ranked edition.', schema: { type: 'string', maxLength: 200 } } as const;

// ---- response schemas (the engine's types in src/corpus/corpus-engine.ts) ----

const STR: JsonSchema = { type: 'string' };
const NSTR: JsonSchema = { type: ['string', 'null'] };
const LANG = { type: 'string', enum: ['en', 'hi', 'sa'], description: 'ISO 639-1 language code' } as const;
const LICENCE_NOTE = { type: 'string', description: "Present when licence is 'uncleared': why, and for what use it is included." } as const;

const METER: JsonSchema = {
  type: ['object', 'null'], description: 'Meter of the verse: from the source, or identified from its laghu/guru pattern (anuṣṭubh and the common samavṛttas); null when neither.',
  required: ['name', 'origin'], additionalProperties: false,
  properties: { name: { type: 'string', example: 'anuṣṭubh' }, origin: { type: 'string', enum: ['source', 'identified'] } },
};

export const VERSE_OUT: JsonSchema = {
  type: 'object', description: 'One verse in three scripts.', additionalProperties: false,
  required: ['id', 'reference', 'verse_number', 'content_devanagari', 'content_iast', 'content_slp1', 'meter', 'speaker'],
  properties: {
    id: { type: 'string', description: '`{work}:{edition}:{reference}`', example: 'bhagavad-gita:vedicscriptures:2.47' },
    reference: { type: 'string', description: 'Dotted reference: chapter levels then the verse number.', example: '2.47' },
    verse_number: STR,
    content_devanagari: STR,
    content_iast: { type: 'string', description: 'IAST; daṇḍas written | and ||, candrabindu (ँ) m̐ as in ISO 15919.' },
    content_slp1: { type: 'string', description: 'SLP1 (Scharf & Hyman 2011), the search form; daṇḍas written . and ..' },
    meter: METER,
    speaker: { ...NSTR, description: 'Speaker line split off the verse (e.g. "श्रीभगवानुवाच"), when the source has one.' },
  },
};

export const EDITION_OUT: JsonSchema = {
  type: 'object', additionalProperties: false,
  required: ['slug', 'title', 'source', 'source_url', 'source_commit', 'licence', 'licence_class', 'licence_note', 'rank', 'is_default', 'counts', 'notes'],
  properties: {
    slug: { type: 'string', example: 'vedicscriptures' },
    title: STR,
    source: { type: 'string', description: 'Upstream source id (data/corpus bundle).' },
    source_url: { type: 'string', format: 'uri' },
    source_commit: { type: 'string', description: 'Upstream commit the bundle was packed from.' },
    licence: { type: 'string', description: "Licence of the edition's text; 'uncleared' when the upstream states none." },
    licence_class: { type: 'string', enum: ['open', 'noncommercial', 'uncleared'], description: "open: always built; uncleared: built by default, dropped with --exclude-uncleared; noncommercial (GRETIL, CC BY-NC-SA; the BORI Mahābhārata text, whose rights holder asks that it not be redistributed): only with --include-noncommercial." },
    licence_note: NSTR,
    rank: { type: 'integer', description: 'Adapter rank: the highest-ranked edition is the default.' },
    is_default: { type: 'boolean', description: 'True for the first (highest-ranked) edition of the work.' },
    counts: {
      type: 'object', additionalProperties: false, required: ['chapters', 'verses', 'translations', 'commentaries'],
      properties: { chapters: { type: 'integer' }, verses: { type: 'integer' }, translations: { type: 'integer' }, commentaries: { type: 'integer' } },
    },
    notes: { type: 'array', items: STR, description: 'Source defects fixed or flagged at ingestion.' },
  },
};

export const TRANSLATION_OUT: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['language', 'author', 'text', 'licence', 'source', 'sources'],
  description: 'One entry per translator and language: sources that carry the same translator (name spelt alike once letters are folded) are merged.',
  properties: {
    language: LANG, author: STR, text: STR, licence: STR, licence_note: LICENCE_NOTE,
    source: { type: 'string', description: 'The source whose text is given (the first in edition-rank order).' },
    sources: { type: 'array', items: STR, description: 'Every source holding this translation of the verse (source first).' },
    variants: {
      type: 'array', description: "Present when another source's text differs beyond spacing and punctuation (e.g. a modernised wording).",
      items: { type: 'object', additionalProperties: false, required: ['source', 'text'], properties: { source: STR, text: STR } },
    },
  },
};

export const COMMENTARY_OUT: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['author', 'language', 'text', 'licence', 'source'],
  properties: { author: STR, language: LANG, text: STR, licence: STR, licence_note: LICENCE_NOTE, source: STR },
};

export const INTERPRETATION_OUT: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['kind', 'language', 'author', 'text', 'machine_generated', 'source'],
  properties: {
    kind: { type: 'string', enum: ['word_meanings', 'anvaya', 'summary', 'header'], description: 'header: the sūkta header (ṛṣi, devatā, chandas) of Vedic sources.' },
    language: LANG, author: NSTR, text: STR,
    machine_generated: { type: 'boolean', description: 'True for AI-generated anvaya/summaries of the source.' },
    licence: STR, licence_note: LICENCE_NOTE, source: STR,
  },
};

export const CITATION_RESPONSE: JsonSchema = {
  type: 'object', additionalProperties: false,
  required: ['work', 'work_slug', 'work_category', 'authority_tier', 'edition', 'chapter', 'verse', 'translations', 'commentaries', 'interpretations'],
  properties: {
    work: { type: 'string', description: 'Work title (IAST).' },
    work_slug: STR,
    work_category: { type: 'string', enum: ['itihasa', 'veda', 'upanishad', 'purana', 'kavya', 'stotra', 'sutra', 'shastra', 'gita', 'nataka'] },
    authority_tier: { type: 'string', enum: ['shruti', 'smriti', 'itihasa-purana', 'kavya', 'shastra'] },
    edition: EDITION_OUT,
    chapter: { ...NSTR, description: 'Normalised dotted chapter (null for works without chapters).' },
    verse: VERSE_OUT,
    verses: { type: 'array', items: VERSE_OUT, description: 'Ranges only: every verse of the range (verse = the first).' },
    translations: { type: 'array', items: TRANSLATION_OUT, description: 'Pooled over every source of the work for this reference, one per translator and language.' },
    commentaries: { type: 'array', items: COMMENTARY_OUT },
    interpretations: { type: 'array', items: INTERPRETATION_OUT },
  },
};

const WORK_PROPS: Record<string, JsonSchema> = {
  slug: STR, title_iast: STR, title_devanagari: STR,
  category: CITATION_RESPONSE.properties!.work_category!, author: NSTR,
  chapter_scheme: { type: 'array', items: STR, description: 'Reference levels, outermost first; the last is the verse.' },
  aliases: { type: 'array', items: STR, description: 'Other names resolved in citations and the search work filter.' },
  authority_tier: CITATION_RESPONSE.properties!.authority_tier!,
};

export const WORKS_RESPONSE: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['works'],
  properties: {
    works: {
      type: 'array',
      items: {
        type: 'object', additionalProperties: false,
        required: [...Object.keys(WORK_PROPS), 'default_edition', 'editions', 'verses'],
        properties: { ...WORK_PROPS, default_edition: NSTR, editions: { type: 'integer', description: 'Number of editions.' }, verses: { type: 'integer', description: 'Verses of the default edition.' } },
      },
    },
  },
};

export const EDITIONS_RESPONSE: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['work', 'work_slug', 'editions'],
  properties: { work: STR, work_slug: STR, editions: { type: 'array', items: EDITION_OUT, description: 'Highest rank first; the first has is_default true.' } },
};

export const SEARCH_HIT: JsonSchema = {
  type: 'object', additionalProperties: false,
  required: ['work', 'work_slug', 'category', 'edition', 'reference', 'verse_id', 'snippet', 'content_iast', 'content_devanagari', 'score', 'match_share', 'match_quality'],
  properties: {
    work: { type: 'string', description: 'Work title (IAST).' },
    work_slug: STR, category: STR,
    edition: { type: 'string', description: 'Edition slug (fulltext searches the default edition of each work).' },
    reference: { type: 'string', description: 'Dotted reference, citable as /corpus/v1/cite/{work_slug}/{reference}.' },
    verse_id: STR,
    snippet: { type: 'string', description: 'fulltext: the verse (Devanagari for a Devanagari query, IAST otherwise); translation: the matching translation. Matching words wrapped in <mark>…</mark>.' },
    content_iast: STR, content_devanagari: STR,
    score: { type: 'number', description: 'Relevance, higher is better; comparable within one response.' },
    coverage: { type: 'number', minimum: 0, maximum: 1, description: "fulltext: idf-weighted share of the query's letter trigrams found in the verse." },
    match_share: { type: 'number', minimum: 0, maximum: 1, description: "How much of the query the hit holds, comparable across queries: fulltext, the longest run of the query's letters (search key) found unbroken in the verse, as a share of the query's; translation, the idf-weighted share of the query's words found in the translation." },
    match_quality: { type: 'string', enum: ['good', 'weak'], description: 'good: fulltext match_share ≥ 0.85 (the line is in the verse up to sandhi, spelling and a word or so); translation match_share ≥ 0.6. weak: anything less (a few words or letter groups in common).' },
    translation: { type: 'object', additionalProperties: false, required: ['author', 'language'], properties: { author: STR, language: LANG } },
  },
};

export const SEARCH_RESPONSE: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['query', 'mode', 'limit', 'offset', 'total', 'best_match', 'hits'],
  properties: {
    query: STR,
    best_match: { type: 'string', enum: ['good', 'weak', 'none'], description: "match_quality of the best hit of the query (whatever the offset); 'none' when nothing matched. A line absent from the corpus shows as weak or none." },
    relaxed: { type: 'boolean', description: 'translation: true when no translation held half the weight of the query and the looser any-word matching was used.' },
    read_as: { type: 'string', description: 'fulltext: present when the query as typed matched only weakly and another reading of it matched well (IAST): the vowel sandhi at the typed word joints applied (`asti uttarasyam` → `asty uttarasyam`), or, for plain ASCII, "ru" after a consonant read as ṛ (`matru` → `mātṛ`). The hits are that reading\'s.' },
    mode: { type: 'string', enum: ['fulltext', 'translation'] },
    scheme: { type: 'string', enum: ['devanagari', 'iast', 'hk', 'itrans', 'slp1', 'velthuis', 'ascii'], description: 'fulltext: the input scheme detected.' },
    limit: { type: 'integer' }, offset: { type: 'integer' },
    total: { type: 'integer', description: "Matching verses (fulltext: ≥ half of the query's weighted trigrams; when none, the nearest verses returned; translation: ≥ half of the query's weighted words, or when none (relaxed) any of them), one per verse." },
    hits: { type: 'array', items: SEARCH_HIT },
  },
};

/** Real output of the default build (bench/search/examples.ts --write; long texts and arrays shortened). */
const EXAMPLES = CORPUS_EXAMPLES as Record<'cite' | 'citeFlat' | 'citeRef' | 'works' | 'editions' | 'toc' | 'search', unknown>;

let engine: CorpusEngine | null = null;
/** The directory `engine` was loaded from (a pool worker loads it too); null for an engine set in the process. */
let corpusDir: string | null = null;
let loadError = 'corpus not loaded';

/** For tests and embedding: use an engine built elsewhere (searched on the serving thread: no files to load). */
export function setCorpusEngine(e: CorpusEngine | null): void {
  engine = e;
  corpusDir = null;
}

/** Costly searches on the compute pool, the rest here (src/server/search-task.ts says which and why). */
async function search(ctx: HandlerContext, e: CorpusEngine, p: SearchParams): Promise<Reply> {
  if (ctx.compute && corpusDir !== null && searchOnPool(e, p)) {
    const bytes = await runInPool<Uint8Array | null>(ctx, 'server/search-task.js#searchTask', p, corpusDir, e.builtAt, ctx.config.idleMs);
    if (bytes) return { body: bodyOfBytes(bytes), contentType: JSON_TYPE };
  }
  return { body: searchAnswer(e, p) };
}

function need(): CorpusEngine {
  if (!engine) throw apiError(503, 'CORPUS_NOT_BUILT', loadError);
  return engine;
}

const CODES: Record<CiteError['kind'], string> = { work: 'WORK_NOT_FOUND', edition: 'EDITION_NOT_FOUND', chapter: 'CHAPTER_NOT_FOUND', verse: 'VERSE_NOT_FOUND' };

function cite(ctx: HandlerContext, work: string, chapter: string | null, verse: string) {
  const r = need().cite(work, chapter, verse, ctx.query.edition);
  if ('kind' in r) throw notFound(CODES[r.kind], r.message);
  return { body: r };
}

export const TOC_RESPONSE: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['work', 'work_slug', 'edition', 'chapter_scheme', 'chapters'],
  properties: {
    work: STR, work_slug: STR, edition: { type: 'string', description: 'Edition slug.' },
    chapter_scheme: WORK_PROPS.chapter_scheme!,
    chapters: {
      type: 'array', description: "In the edition's order; works without chapters have one entry with chapter ''.",
      items: {
        type: 'object', additionalProperties: false, required: ['chapter', 'verses', 'first_verse', 'last_verse'],
        properties: {
          chapter: { type: 'string', description: "Dotted chapter, as in /cite/{work}/{chapter}/{verse} ('' for works without chapters)." },
          verses: { type: 'integer', description: 'Verses of the chapter in this edition.' },
          first_verse: { type: 'string', description: 'First verse number.' },
          last_verse: { type: 'string', description: 'Last verse number (numbering may have gaps: verses counts what exists).' },
        },
      },
    },
  },
};

const CITE_REF_DOC = "A citation as people type it: a work name (slug, title or alias in any script: `BG`, `Gita`, `गीता`, `mahabharata`) or a book name (`bhishma parva`, `sundara kanda`: the Mahābhārata's 18 parvans and the Rāmāyaṇa's 7 kāṇḍas, with or without parva/kanda) followed by the reference numbers separated by '.', ':', ',', '/' or spaces, in ASCII or Devanagari digits, the last possibly a range: `BG 2.47`, `gita 2.47`, `mahabharata 6.25.1`, `ramayana/1/1/1`, `bhishma parva 25.1` (= mahabharata 6.25.1), `sundara kanda 1.1` (= ramayana 5.1.1), `गीता २.४७`. Resolves to the same answer as the canonical path `/corpus/v1/cite/{work_slug}/{chapter}/{verse}` (the answer's work_slug, chapter and verse.reference).";

const CITE_ERRORS = {
  '404': { description: "In the gateway error shape `{error: {code, message, request_id}}`: WORK_NOT_FOUND (no work with that slug, title or alias), EDITION_NOT_FOUND (the work has no such edition; the message lists them), CHAPTER_NOT_FOUND (a chapter of the wrong depth: the message gives an example; or a chapter not in this edition: the message gives the edition's chapter range), VERSE_NOT_FOUND (a verse not in this edition: the message gives the chapter's verse range; or an invalid verse/range). Numbers may be written in Devanagari digits." },
  '503': { description: 'CORPUS_NOT_BUILT: the corpus artifacts are missing or of another formatVersion (the message names the rebuild command).' },
};

const CITE_DOC = 'Chapters of deeper schemes are dotted: Rigveda `/cite/rigveda/1.1/1` (mandala.sukta / verse), Rāmāyaṇa `/cite/ramayana/6.107/1`, Mahābhārata `/cite/mahabharata/6.25/1` (Kumbhakonam edition numbering; in Ādi, Āraṇyaka, Droṇa, Śānti and Anuśāsana the verse number is the block sequence in the adhyāya, see the edition notes; the BORI critical edition `mahabharata-ce` exists only in builds with --include-noncommercial). The verse may be a range `47-49` (all verses returned in `verses`). Work names resolve by slug, title or alias in any script (`gita`, `bhagavad-gita`, `भगवद्गीता`).';

export const corpusModule: RouteModule = {
  name: 'corpus',
  idle: () => engine?.forgetDecoded(),
  warmup: (config, log) => {
    const dir = join(config.buildDir, 'corpus');
    try {
      const t = performance.now();
      engine = loadCorpusStore(dir);
      corpusDir = dir;
      // compile the search paths once (the first query would otherwise pay ~30 ms of JIT and first decodes)
      engine.search({ q: 'karmanye vadhikaraste' });
      engine.search({ q: 'thy right is to work', mode: 'translation' });
      log(`corpus: ${engine.verseCount} verses loaded from ${dir} in ${Math.round(performance.now() - t)} ms`);
    } catch (e) {
      engine = null;
      corpusDir = null;
      loadError = (e as Error).message;
      log(`corpus: not loaded: ${loadError}`);
    }
  },
  routes: [
    {
      method: 'GET', path: '/corpus/v1/cite', operationId: 'citeReference',
      summary: 'A verse by a typed citation (`?ref=BG 2.47`)', description: CITE_REF_DOC + ' ' + CITE_DOC, tags: ['corpus'],
      params: [
        { name: 'ref', in: 'query', required: true, description: 'The citation, e.g. `BG 2.47`, `bhishma parva 25.1`, `ramayana/1/1/1`.', schema: { type: 'string', minLength: 1, maxLength: 300 } },
        EDITION,
      ],
      cacheTtlSec: 24 * 3600,
      response: { description: 'Citation response (example: `?ref=BG 2.47`; arrays shortened).', schema: CITATION_RESPONSE, example: EXAMPLES.citeRef },
      extraResponses: { ...CITE_ERRORS, '422': { description: 'In the `detail` shape: `ref` is not a work name followed by numbers.' } },
      handler: (ctx) => {
        const r = need().citeText(ctx.query.ref, ctx.query.edition);
        if (!('kind' in r)) return { body: r };
        if (r.kind === 'syntax') throw invalid(['query', 'ref'], r.message, 'value_error', ctx.query.ref);
        throw notFound(CODES[r.kind], r.message);
      },
    },
    {
      method: 'GET', path: '/corpus/v1/cite/{work}/{chapter}/{verse}', operationId: 'citeChapterVerse',
      summary: 'A verse of a work with chapters', description: CITE_DOC, tags: ['corpus'],
      params: [
        { name: 'work', in: 'path', required: true, schema: SEG },
        { name: 'chapter', in: 'path', required: true, schema: SEG },
        { name: 'verse', in: 'path', required: true, schema: SEG },
        EDITION,
      ],
      cacheTtlSec: 24 * 3600,
      response: { description: 'Citation response (example: Gītā 2.47; arrays shortened).', schema: CITATION_RESPONSE, example: EXAMPLES.cite },
      extraResponses: CITE_ERRORS,
      handler: (ctx) => cite(ctx, ctx.params.work, ctx.params.chapter, ctx.params.verse),
    },
    {
      method: 'GET', path: '/corpus/v1/cite/{work_slug}/{verse_num}', operationId: 'citeVerse',
      summary: 'A verse of a work without chapters (or a full dotted reference, e.g. `gita/2.47`)', description: CITE_DOC, tags: ['corpus'],
      params: [
        { name: 'work_slug', in: 'path', required: true, schema: SEG },
        { name: 'verse_num', in: 'path', required: true, schema: SEG },
        EDITION,
      ],
      cacheTtlSec: 24 * 3600,
      response: { description: 'Citation response (example: Meghadūta 1; arrays shortened).', schema: CITATION_RESPONSE, example: EXAMPLES.citeFlat },
      extraResponses: CITE_ERRORS,
      handler: (ctx) => cite(ctx, ctx.params.work_slug, null, ctx.params.verse_num),
    },
    {
      method: 'GET', path: '/corpus/v1/works', operationId: 'listWorks', summary: 'Works of the corpus with counts', tags: ['corpus'],
      cacheTtlSec: 3600,
      response: { description: 'Works with their default edition and verse counts (example shortened).', schema: WORKS_RESPONSE, example: EXAMPLES.works },
      handler: () => ({ body: { works: need().listWorks() } }),
    },
    {
      method: 'GET', path: '/corpus/v1/works/{work}/editions', operationId: 'listEditions', summary: 'Every edition of a work, default first', tags: ['corpus'],
      params: [{ name: 'work', in: 'path', required: true, schema: SEG }],
      cacheTtlSec: 3600,
      response: { description: 'Editions: `is_default` is true for the first (highest adapter rank).', schema: EDITIONS_RESPONSE, example: EXAMPLES.editions },
      extraResponses: { '404': { description: 'WORK_NOT_FOUND: no work with that slug, title or alias.' } },
      handler: (ctx) => {
        const r = need().listEditions(ctx.params.work);
        if (!r) throw notFound('WORK_NOT_FOUND', `Unknown work '${ctx.params.work}'. See GET /corpus/v1/works.`);
        return { body: { work: r.work.title_iast, work_slug: r.work.slug, editions: r.editions } };
      },
    },
    {
      method: 'GET', path: '/corpus/v1/works/{work}/toc', operationId: 'workToc', summary: 'Table of contents of a work in one edition', tags: ['corpus'],
      description: 'Chapters of the edition (default: the default edition) with their verse counts and first and last verse numbers. Every chapter/verse pair listed resolves with /corpus/v1/cite/{work_slug}/{chapter}/{verse}.',
      params: [{ name: 'work', in: 'path', required: true, schema: SEG }, EDITION],
      cacheTtlSec: 3600,
      response: { description: 'Table of contents (example: the Gītā, chapters shortened).', schema: TOC_RESPONSE, example: EXAMPLES.toc },
      extraResponses: { '404': { description: 'WORK_NOT_FOUND: no work with that slug, title or alias; EDITION_NOT_FOUND: the work has no such edition (the message lists them).' } },
      handler: (ctx) => {
        const r = need().toc(ctx.params.work, ctx.query.edition);
        if ('kind' in r) throw notFound(CODES[r.kind], r.message);
        return { body: { work: r.work.title_iast, work_slug: r.work.slug, edition: r.edition, chapter_scheme: r.work.chapter_scheme, chapters: r.chapters } };
      },
    },
    {
      method: 'GET', path: '/corpus/v1/search', operationId: 'searchVerses', summary: 'Full-text or translation search', tags: ['corpus'],
      description: 'fulltext: Sanskrit in Devanagari, IAST, Harvard-Kyoto, ITRANS, SLP1, Velthuis or plain ASCII; matches across sandhi and inflection. translation: English (stemmed) and Hindi translations. `snippet` marks matches with `<mark>`. '
        + `There is no query syntax: wildcard and fuzzy operators (\`*\`, \`?\`, \`~\`, \`^\`, \`:\`, \`+\`) are read as punctuation. A search with them, a query over ${SEARCH_INLINE_MAX_CHARS} characters, a page deeper than ${SEARCH_INLINE_MAX_HITS} hits (offset + limit) or a query of very common letter groups or words runs on the server's compute pool, off the thread that answers other requests; the answer is the same either way.`,
      params: [
        { name: 'q', in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: 500 } },
        { name: 'mode', in: 'query', schema: { type: 'string', enum: ['fulltext', 'translation'], default: 'fulltext' } },
        { name: 'work', in: 'query', description: 'Partial work title, slug or alias, any script. One that names no work is a 422 listing the work slugs.', schema: { type: 'string', maxLength: 200 } },
        { name: 'category', in: 'query', description: 'itihasa, veda, upanishad, purana, kavya, stotra, sutra, shastra, gita, nataka: a category no loaded work has is a 422 listing the valid ones.', schema: { type: 'string', maxLength: 100 } },
        { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
        { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, maximum: 10000, default: 0 } },
      ],
      cacheTtlSec: 3600,
      response: { description: 'Hits ranked by relevance (one per verse), with the matched passage highlighted and how good the best match is (`best_match`).', schema: SEARCH_RESPONSE, example: EXAMPLES.search },
      extraResponses: { '422': { description: 'In the `detail` shape: bad parameters, or a `work`/`category` filter that matches no work (the message lists the valid values).' } },
      handler: (ctx) => {
        const e = need();
        const bad = e.invalidFilters({ work: ctx.query.work, category: ctx.query.category });
        if (bad.length > 0) throw new ValidationError(bad.map((b) => ({ type: 'value_error', loc: ['query', b.param], msg: b.message, input: ctx.query[b.param] })));
        return search(ctx, e, { q: ctx.query.q, mode: ctx.query.mode, work: ctx.query.work, category: ctx.query.category, limit: ctx.query.limit, offset: ctx.query.offset });
      },
    },
  ],
};
