/**
 * @module
 * Knowledge-graph entities (engine: src/corpus/entities). Stubs until the knowledge graph lands.
 */
import type { RouteModule } from '../route.js';
import { notImplemented } from './not-implemented.js';

export const entitiesModule: RouteModule = {
  name: 'entities',
  routes: [
    {
      method: 'GET', path: '/corpus/v1/entity', operationId: 'listEntities', summary: 'List knowledge-graph entities', tags: ['corpus'],
      params: [
        { name: 'type', in: 'query', schema: { type: 'string', enum: ['DEITY', 'PERSON', 'RISHI', 'PLACE', 'TEXT', 'CONCEPT', 'CELESTIAL', 'FLORA', 'LINEAGE', 'MANTRA'] } },
        { name: 'q', in: 'query', schema: { type: 'string', minLength: 1, maxLength: 200 } },
        { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
        { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, maximum: 100000, default: 0 } },
      ],
      response: { description: 'Entity list', schema: { type: 'object' } },
      handler: notImplemented('The entity listing'),
    },
    {
      method: 'GET', path: '/corpus/v1/entity/{entity_id}', operationId: 'getEntity', summary: 'One entity with all aliases and relations', tags: ['corpus'],
      params: [{ name: 'entity_id', in: 'path', required: true, schema: { type: 'string', minLength: 1, maxLength: 200 } }],
      response: { description: 'Entity', schema: { type: 'object' } },
      handler: notImplemented('Entity lookup'),
    },
  ],
};
