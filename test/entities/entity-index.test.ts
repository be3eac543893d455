/**
 * The packed entity index (src/corpus/entities/entity-index.ts): tiers and their order, one listing per
 * entity, type filter and paging, and entities answered exactly as stored.
 */
import test from 'ava';
import { buildEntityIndex, entityById, searchEntities } from '../../src/corpus/entities/entity-index.js';
import type { Entity, EntityAlias } from '../../src/corpus/entities/entity-model.js';

const alias = (slp1: string, mention_count = 0, source = 'mahanama'): EntityAlias => ({ slp1, iast: slp1, devanagari: slp1, kind: 'name', source, mention_count });
function entity(id: string, name_slp1: string, mention_count: number, aliases: EntityAlias[], extra: Partial<Entity> = {}): Entity {
  return {
    id, canonical_name: name_slp1, name_sanskrit: null, name_iast: name_slp1, name_slp1, entity_type: 'PERSON', entity_subtype: null,
    description: 'Ṛṣi “quoted” — कृष्ण 🙏', tags: ['t'], aliases, relations: [{ relation: 'child_of', target_id: 'x', target_name: 'X', source: 's' }],
    mention_count, text_count: 1, sources: ['mahanama:e1'], ...extra,
  };
}

const arjuna = entity('person-arjuna', 'arjuna', 5000, [alias('arjuna', 3000), alias('pArTa', 1300), alias('arjunaka', 2)]);
const kunti = entity('person-kunti', 'kuntI', 900, [alias('pArTA', 10), alias('pfTA', 400)]);
const partha = entity('person-partha', 'pArTa', 3, [alias('pArTa', 3)]);
const krishnaCurated = entity('deity-krishna', 'kfzRa', 10, [alias('keSava', 0, 'curated')], { entity_type: 'DEITY', sources: ['curated'], canonical_name: 'Kṛṣṇa' });
const krishnaPerson = entity('person-krishna', 'kfzRa', 4000, [alias('kfzRa', 4000)]);
const arjunaTree = entity('plant-arjuna', 'arjunavfkza', 1, [], { entity_type: 'FLORA', canonical_name: 'Arjuna' });
const ix = buildEntityIndex([arjuna, kunti, partha, krishnaCurated, krishnaPerson, arjunaTree]);
const ids = (r: { items: Entity[] }): string[] => r.items.map((e) => e.id);
const search = (q?: string, type?: Entity['entity_type'], limit = 20, offset = 0) => searchEntities(ix, { q, type, limit, offset });

test('matches by canonicity × (1 + mentions under the name), then the prefix tier, each entity once', (t) => {
  // arjuna is called pArTa 1,300 times (an alias listed as a name: 0.5 × 1,301); kuntI pArTA 10 times (a loose
  // match of a name: 0.5 × 11); the entity whose headword is pArTa, 3 times (1 × 4).
  t.deepEqual(ids(search('pArTa')), ['person-arjuna', 'person-kunti', 'person-partha']);
  // "arju": loose-prefix tier only; arjuna has two keys with this prefix (arjuna, arjunaka) and is listed once.
  t.deepEqual(ids(search('arju')), ['person-arjuna', 'plant-arjuna']);
  t.is(search('arju').total, 2);
  // The canonical-name tier (case-insensitive) catches the tree by its English name... after the name matches.
  t.deepEqual(ids(search('ARJUNA')), ['person-arjuna', 'plant-arjuna']);
});

test('between two bearers of the same headword, the one mentioned more under it comes first; corpus counts replace Mahānāma ones', (t) => {
  t.deepEqual(ids(search('kfzRa')), ['person-krishna', 'deity-krishna']);
  t.deepEqual(ids(search('kesava')), ['deity-krishna']);
  const withCorpus = buildEntityIndex([krishnaCurated, krishnaPerson], { 'deity-krishna': { kfzRa: 6000 }, 'person-krishna': { kfzRa: 400 } });
  t.deepEqual(ids(searchEntities(withCorpus, { q: 'krishna', limit: 20, offset: 0 })), ['deity-krishna', 'person-krishna']);
  t.deepEqual(ids(searchEntities(withCorpus, { limit: 20, offset: 0 })), ['deity-krishna', 'person-krishna']);
});

test('type filter, paging and no query: most mentioned first', (t) => {
  t.deepEqual(ids(search(undefined)), ['person-arjuna', 'person-krishna', 'person-kunti', 'deity-krishna', 'person-partha', 'plant-arjuna']);
  t.deepEqual(ids(search(undefined, 'PERSON', 2, 1)), ['person-krishna', 'person-kunti']);
  t.is(search(undefined, 'PERSON', 2, 1).total, 4);
  t.deepEqual(ids(search('kfzRa', 'PERSON')), ['person-krishna']);
  t.deepEqual(ids(search('zzzz')), []);
  t.deepEqual(ids(search('123')), []);
});

test('an entity comes back exactly as stored (JSON round trip), unknown ids are null', (t) => {
  for (const e of [arjuna, kunti, krishnaCurated, arjunaTree]) t.deepEqual(entityById(ix, e.id), e);
  t.is(entityById(ix, 'person-nobody'), null);
  t.is(ix.size, 6);
});
