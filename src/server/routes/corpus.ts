/**
 * @module
 * Citation, editions, works and search (engine: src/corpus/corpus-engine.ts; artifacts: build/corpus, loaded
 * read-only at warm-up by src/server/corpus-store.ts). Errors: 404 WORK_NOT_FOUND / EDITION_NOT_FOUND /
 * CHAPTER_NOT_FOUND / VERSE_NOT_FOUND in the gateway error shape; 503 CORPUS_NOT_BUILT when the artifacts are
 * missing or of another formatVersion (the message names the rebuild command).
 */
import { join } from 'node:path';
import type { RouteModule, HandlerContext } from '../route.js';
import { apiError, notFound } from '../errors.js';
import { loadCorpusStore } from '../corpus-store.js';
import type { CorpusEngine, CiteError } from '../../corpus/corpus-engine.js';

const SEG = { type: 'string', minLength: 1, maxLength: 200 } as const;
const EDITION = { name: 'edition', in: 'query', description: 'Edition slug (see /corpus/v1/works/{work}/editions); default: the highest-ranked edition.', schema: { type: 'string', maxLength: 200 } } as const;

let engine: CorpusEngine | null = null;
let loadError = 'corpus not loaded';

/** For tests and embedding: use an engine built elsewhere. */
export function setCorpusEngine(e: CorpusEngine | null): void {
  engine = e;
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

const CITE_DOC = 'Chapters of deeper schemes are dotted: Rigveda `/cite/rigveda/1.1/1` (mandala.sukta / verse), Rāmāyaṇa `/cite/ramayana/6.107/1`, Mahābhārata `/cite/mahabharata-ce/6.24/1`. The verse may be a range `47-49` (all verses returned in `verses`). Work names resolve by slug, title or alias in any script (`gita`, `bhagavad-gita`, `भगवद्गीता`).';

export const corpusModule: RouteModule = {
  name: 'corpus',
  warmup: (config, log) => {
    const dir = join(config.buildDir, 'corpus');
    try {
      const t = performance.now();
      engine = loadCorpusStore(dir);
      log(`corpus: ${engine.data.verses.length} verses loaded from ${dir} in ${Math.round(performance.now() - t)} ms`);
    } catch (e) {
      loadError = (e as Error).message;
      log(`corpus: not loaded: ${loadError}`);
    }
  },
  routes: [
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
      response: { description: 'Citation response', schema: { type: 'object' } },
      extraResponses: { '404': { description: 'WORK_NOT_FOUND, EDITION_NOT_FOUND, CHAPTER_NOT_FOUND or VERSE_NOT_FOUND' } },
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
      response: { description: 'Citation response', schema: { type: 'object' } },
      extraResponses: { '404': { description: 'WORK_NOT_FOUND, EDITION_NOT_FOUND, CHAPTER_NOT_FOUND or VERSE_NOT_FOUND' } },
      handler: (ctx) => cite(ctx, ctx.params.work_slug, null, ctx.params.verse_num),
    },
    {
      method: 'GET', path: '/corpus/v1/works', operationId: 'listWorks', summary: 'Works of the corpus with counts', tags: ['corpus'],
      cacheTtlSec: 3600,
      response: { description: 'Works', schema: { type: 'object' } },
      handler: () => ({ body: { works: need().listWorks() } }),
    },
    {
      method: 'GET', path: '/corpus/v1/works/{work}/editions', operationId: 'listEditions', summary: 'Every edition of a work, default first', tags: ['corpus'],
      params: [{ name: 'work', in: 'path', required: true, schema: SEG }],
      cacheTtlSec: 3600,
      response: { description: 'Editions: `is_default` is true for the first (highest adapter rank).', schema: { type: 'object' } },
      extraResponses: { '404': { description: 'WORK_NOT_FOUND' } },
      handler: (ctx) => {
        const r = need().listEditions(ctx.params.work);
        if (!r) throw notFound('WORK_NOT_FOUND', `Unknown work '${ctx.params.work}'. See GET /corpus/v1/works.`);
        return { body: { work: r.work.title_iast, work_slug: r.work.slug, editions: r.editions } };
      },
    },
    {
      method: 'GET', path: '/corpus/v1/search', operationId: 'searchVerses', summary: 'Full-text or translation search', tags: ['corpus'],
      description: 'fulltext: Sanskrit in Devanagari, IAST, Harvard-Kyoto, ITRANS, SLP1, Velthuis or plain ASCII; matches across sandhi and inflection. translation: English (stemmed) and Hindi translations. `snippet` marks matches with `<mark>`.',
      params: [
        { name: 'q', in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: 500 } },
        { name: 'mode', in: 'query', schema: { type: 'string', enum: ['fulltext', 'translation'], default: 'fulltext' } },
        { name: 'work', in: 'query', description: 'Partial work title, slug or alias, any script.', schema: { type: 'string', maxLength: 200 } },
        { name: 'category', in: 'query', description: 'itihasa, veda, upanishad, purana, kavya, stotra, sutra, shastra, gita, nataka', schema: { type: 'string', maxLength: 100 } },
        { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
        { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, maximum: 10000, default: 0 } },
      ],
      cacheTtlSec: 3600,
      response: { description: 'Search response: query, mode, hits (work, work_slug, category, edition, reference, verse_id, snippet, score, translation?), total', schema: { type: 'object' } },
      handler: (ctx) => ({ body: need().search({ q: ctx.query.q, mode: ctx.query.mode, work: ctx.query.work, category: ctx.query.category, limit: ctx.query.limit, offset: ctx.query.offset }) }),
    },
  ],
};
