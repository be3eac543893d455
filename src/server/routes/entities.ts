/**
 * @module
 * Knowledge-graph entities (engine: src/corpus/entities; artifact: build/entities/entities.msgpack).
 */
import { ENTITY_TYPES, type Entity } from '../../corpus/entities/entity-model.js';
import { entityById, searchEntities } from '../../corpus/entities/entity-index.js';
import { apiError, notFound } from '../errors.js';
import type { RouteModule } from '../route.js';
import type { JsonSchema } from '../schema/types.js';
import { loadEntityStore, type EntityStore } from '../entity-store.js';

let store: EntityStore | null = null;
let loadError = 'knowledge graph not loaded';

/** For tests and embedding: use a store built elsewhere. */
export function setEntityStore(s: EntityStore | null): void { store = s; }

function need(): EntityStore {
  if (!store) throw apiError(503, 'ENTITIES_NOT_BUILT', loadError);
  return store;
}

const ALIAS_SCHEMA: JsonSchema = {
  type: 'object', required: ['slp1', 'iast', 'devanagari', 'kind', 'source', 'mention_count'],
  properties: {
    slp1: { type: 'string' }, iast: { type: 'string' }, devanagari: { type: 'string' },
    kind: { type: 'string', enum: ['name', 'epithet', 'patronymic', 'spelling'] },
    source: { type: 'string', description: 'curated, mahanama, pui (Purāṇa Index), vei (Vedic Index), family-tree' },
    mention_count: { type: 'integer', description: 'Mentions under this name in the Mahānāma annotation' },
  },
};
const RELATION_SCHEMA: JsonSchema = {
  type: 'object', required: ['relation', 'target_id', 'target_name', 'source'],
  properties: {
    relation: { type: 'string', description: 'parent_of, child_of, spouse_of, sibling_of, teacher_of, student_of, author_of, authored_by, presides_over, avatar_of, has_avatar, mount_of, has_mount, consort_of, lord_of, ruled_by, founder_of, member_of, part_of, verse_of, associated_with, mentioned_in …' },
    target_id: { type: 'string' }, target_name: { type: 'string' }, source: { type: 'string' },
  },
};
export const ENTITY_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['id', 'canonical_name', 'name_sanskrit', 'name_iast', 'entity_type', 'entity_subtype', 'description', 'tags', 'aliases', 'relations', 'mention_count', 'text_count'],
  properties: {
    id: { type: 'string', description: 'Stable id `<type>-<slug>`, e.g. person-arjuna, deity-shiva' },
    canonical_name: { type: 'string' },
    name_sanskrit: { type: ['string', 'null'], description: 'Devanagari' },
    name_iast: { type: ['string', 'null'] },
    name_slp1: { type: 'string' },
    entity_type: { type: 'string', enum: [...ENTITY_TYPES] },
    entity_subtype: { type: ['string', 'null'] },
    description: { type: ['string', 'null'] },
    mention_count: { type: 'integer', description: 'Mentions in the annotated corpus (Mahānāma, Mahābhārata)' },
    text_count: { type: 'integer', description: 'Number of works the entity is mentioned in (mentioned_in relations)' },
    tags: { type: ['array', 'null'], items: { type: 'string' } },
    aliases: { type: 'array', items: ALIAS_SCHEMA },
    relations: { type: 'array', items: RELATION_SCHEMA },
    sources: { type: 'array', items: { type: 'string' }, description: 'Provenance of the merged record' },
  },
};

const EXAMPLE_ENTITY: Entity = {
  id: 'deity-ganesha', canonical_name: 'Gaṇeśa', name_sanskrit: 'गणेश', name_iast: 'gaṇeśa', name_slp1: 'gaReSa',
  entity_type: 'DEITY', entity_subtype: 'deva',
  description: 'The elephant-headed son of Śiva and Pārvatī, remover of obstacles, invoked first in every rite; Gaṇeśa Caturthī is his festival.',
  tags: ['ganapatya', 'festival'],
  aliases: [
    { slp1: 'gaReSa', iast: 'gaṇeśa', devanagari: 'गणेश', kind: 'name', source: 'curated', mention_count: 7 },
    { slp1: 'vinAyaka', iast: 'vināyaka', devanagari: 'विनायक', kind: 'epithet', source: 'curated', mention_count: 0 },
  ],
  relations: [
    { relation: 'child_of', target_id: 'deity-shiva', target_name: 'Śiva', source: 'curated' },
    { relation: 'has_mount', target_id: 'deity-mushaka', target_name: 'Mūṣaka', source: 'curated' },
  ],
  mention_count: 7, text_count: 1, sources: ['curated', 'mahanama:e4028'],
};

export const entitiesModule: RouteModule = {
  name: 'entities',
  warmup: (config, log) => {
    try {
      const t = performance.now();
      store = loadEntityStore(config.buildDir);
      log(`entities: ${store.index.size} entities loaded in ${Math.round(performance.now() - t)} ms`);
    } catch (e) {
      loadError = (e as Error).message;
      log(`entities: not loaded: ${loadError}`);
    }
  },
  routes: [
    {
      method: 'GET', path: '/corpus/v1/entity', operationId: 'listEntities', summary: 'List knowledge-graph entities', tags: ['corpus'],
      description: [
        'Lists entities of the knowledge graph (about 5,000 in the default build, 25,000 with the non-commercial Purāṇa/Vedic Index: deities, persons, ṛṣis, places, texts, concepts, nakṣatras/grahas/rāśis, plants, lineages, mantras).',
        '',
        '- `type` filters by entity type.',
        '- `q` matches a name or alias in any script (Devanagari, IAST, SLP1, Harvard-Kyoto, ITRANS, or plain ASCII such as `krishna`), exactly or by loose spelling (length, aspiration, retroflexion and sibilants ignored; an anusvāra before a stop equals its nasal: `गंगा` = `गङ्गा`), or the canonical name case-insensitively. The famous bearer of a name comes first: each entity scores canonicity × (1 + its mentions under the matched name across the whole corpus), canonicity being 1 for its primary name (or a spelling of it), 0.5 for a common alias, 0.1 for an epithet or patronymic. `q=Sita` returns the goddess Sītā first, `q=Kashi` the city Kāśī (= Vārāṇasī), `q=pArTa`, `q=पार्थ` and `q=partha` Arjuna. Loose-prefix matches (≥ 3 letters) follow, most mentioned first.',
        '- Without `q`, entities come most mentioned first.',
        '- `limit` 1–100 (default 20), `offset` 0–100000 (default 0); `total` counts all matches.',
      ].join('\n'),
      params: [
        { name: 'type', in: 'query', schema: { type: 'string', enum: [...ENTITY_TYPES] } },
        { name: 'q', in: 'query', schema: { type: 'string', minLength: 1, maxLength: 200 } },
        { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
        { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, maximum: 100000, default: 0 } },
      ],
      cacheTtlSec: 24 * 3600,
      response: {
        description: 'Entity list',
        schema: {
          type: 'object', required: ['total', 'limit', 'offset', 'items'],
          properties: { total: { type: 'integer' }, limit: { type: 'integer' }, offset: { type: 'integer' }, items: { type: 'array', items: ENTITY_SCHEMA } },
        },
        example: { total: 1, limit: 20, offset: 0, items: [EXAMPLE_ENTITY] },
      },
      extraResponses: { '503': { description: 'ENTITIES_NOT_BUILT: the knowledge-graph artifact is missing' } },
      handler: (ctx) => {
        const s = need();
        const { limit, offset, type, q } = ctx.query as { limit: number; offset: number; type?: Entity['entity_type']; q?: string };
        const r = searchEntities(s.index, { type, q, limit, offset });
        return { body: { total: r.total, limit, offset, items: r.items } };
      },
    },
    {
      method: 'GET', path: '/corpus/v1/entity/{entity_id}', operationId: 'getEntity', summary: 'One entity with all aliases and relations', tags: ['corpus'],
      description: 'The entity with this id. The former id of a record merged into a curated one (`place-varanasi`, `place-kasi` → `place-kashi`, Kāśī) answers that record, under its own id.',
      params: [{ name: 'entity_id', in: 'path', required: true, schema: { type: 'string', minLength: 1, maxLength: 200 } }],
      cacheTtlSec: 24 * 3600,
      response: { description: 'Entity', schema: ENTITY_SCHEMA, example: EXAMPLE_ENTITY },
      extraResponses: {
        '404': { description: 'ENTITY_NOT_FOUND: no entity with this id' },
        '503': { description: 'ENTITIES_NOT_BUILT: the knowledge-graph artifact is missing' },
      },
      handler: (ctx) => {
        const e = entityById(need().index, String(ctx.params.entity_id));
        if (!e) throw notFound('ENTITY_NOT_FOUND', `No entity '${ctx.params.entity_id}'`);
        return { body: e };
      },
    },
  ],
};
