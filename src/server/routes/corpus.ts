/**
 * @module
 * Citation, editions, works and search (engine: src/corpus). Stubs until the corpus lands.
 */
import type { RouteModule } from '../route.js';
import { notImplemented } from './not-implemented.js';

const SEG = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const corpusModule: RouteModule = {
  name: 'corpus',
  routes: [
    {
      method: 'GET', path: '/corpus/v1/cite/{work}/{chapter}/{verse}', operationId: 'citeChapterVerse',
      summary: 'A verse of a work with chapters', tags: ['corpus'],
      params: [
        { name: 'work', in: 'path', required: true, schema: SEG },
        { name: 'chapter', in: 'path', required: true, schema: SEG },
        { name: 'verse', in: 'path', required: true, schema: SEG },
        { name: 'edition', in: 'query', description: 'Edition slug; default: the highest-ranked edition.', schema: { type: 'string', maxLength: 200 } },
      ],
      response: { description: 'Citation response', schema: { type: 'object' } },
      handler: notImplemented('Citation'),
    },
    {
      method: 'GET', path: '/corpus/v1/cite/{work_slug}/{verse_num}', operationId: 'citeVerse',
      summary: 'A verse of a work without chapters', tags: ['corpus'],
      params: [
        { name: 'work_slug', in: 'path', required: true, schema: SEG },
        { name: 'verse_num', in: 'path', required: true, schema: SEG },
        { name: 'edition', in: 'query', description: 'Edition slug; default: the highest-ranked edition.', schema: { type: 'string', maxLength: 200 } },
      ],
      response: { description: 'Citation response', schema: { type: 'object' } },
      handler: notImplemented('Citation'),
    },
    {
      method: 'GET', path: '/corpus/v1/works', operationId: 'listWorks', summary: 'Works of the corpus with counts', tags: ['corpus'],
      response: { description: 'Works', schema: { type: 'object' } },
      handler: notImplemented('The works listing'),
    },
    {
      method: 'GET', path: '/corpus/v1/works/{work}/editions', operationId: 'listEditions', summary: 'Every edition of a work', tags: ['corpus'],
      params: [{ name: 'work', in: 'path', required: true, schema: SEG }],
      response: { description: 'Editions', schema: { type: 'object' } },
      handler: notImplemented('The edition listing'),
    },
    {
      method: 'GET', path: '/corpus/v1/search', operationId: 'searchVerses', summary: 'Full-text or translation search', tags: ['corpus'],
      params: [
        { name: 'q', in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: 500 } },
        { name: 'mode', in: 'query', schema: { type: 'string', enum: ['fulltext', 'translation'], default: 'fulltext' } },
        { name: 'work', in: 'query', schema: { type: 'string', maxLength: 200 } },
        { name: 'category', in: 'query', schema: { type: 'string', maxLength: 100 } },
        { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
        { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, maximum: 10000, default: 0 } },
      ],
      response: { description: 'Search response', schema: { type: 'object' } },
      handler: notImplemented('Search'),
    },
  ],
};
