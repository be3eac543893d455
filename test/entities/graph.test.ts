import test from 'ava';
import { buildKnowledgeGraph } from '../../src/corpus/entities/build-graph.js';
import { classifyGloss, glossRelations } from '../../src/corpus/entities/gloss-parser.js';
import { slugOfSlp1 } from '../../src/corpus/entities/entity-id.js';
import { decodeEntitiesArtifact, encodeEntitiesArtifact } from '../../src/generator/entities/artifact.js';
import { loadGraphSources, parseFamilyGml } from '../../src/generator/entities/load-sources.js';
import { ENTITY_TYPES } from '../../src/corpus/entities/entity-model.js';
import { readNerModel } from '../../src/generator/ner/model-file.js';

// The graph of a non-commercial build (with the Purāṇa and Vedic Index); the default build's is tested in famous-first.test.ts.
const graph = buildKnowledgeGraph(loadGraphSources('data/entities', { includeNoncommercial: true }));
const byId = new Map(graph.entities.map((e) => [e.id, e]));

test('at least 5,000 entities, 500 with relations beyond mentioned_in, every spec type present', (t) => {
  t.true(graph.entities.length >= 5000);
  t.true(graph.entities.filter((e) => e.relations.some((r) => r.relation !== 'mentioned_in')).length >= 500);
  for (const type of ENTITY_TYPES) t.true(graph.entities.some((e) => e.entity_type === type), type);
  t.is(new Set(graph.entities.map((e) => e.id)).size, graph.entities.length);
});

test('one Arjuna, with his epithets and patronymics as aliases', (t) => {
  const arjunas = graph.entities.filter((e) => e.entity_type === 'PERSON' && e.aliases.some((a) => a.slp1 === 'pArTa') && e.aliases.some((a) => a.slp1 === 'DanaYjaya'));
  t.is(arjunas.length, 1);
  const a = byId.get('person-arjuna')!;
  const names = a.aliases.map((x) => x.slp1);
  for (const n of ['pArTa', 'DanaYjaya', 'PAlguna', 'kOnteya', 'kirIwin']) t.true(names.includes(n), n);
  t.is(a.aliases.find((x) => x.slp1 === 'kOnteya')!.kind, 'patronymic');
  t.is(a.aliases.find((x) => x.slp1 === 'pArTa')!.devanagari, 'पार्थ');
  t.true(a.mention_count > 5000);
  t.true(a.relations.some((r) => r.relation === 'child_of' && r.target_id === 'deity-indra'));
});

test('curated entities merge with Mahānāma and resolve relations with inverses', (t) => {
  const k = byId.get('deity-krishna')!;
  t.true(k.sources.includes('mahanama:e5907'));
  t.true(k.relations.some((r) => r.relation === 'avatar_of' && r.target_id === 'deity-vishnu'));
  t.true(byId.get('deity-vishnu')!.relations.some((r) => r.relation === 'has_avatar' && r.target_id === 'deity-krishna'));
  const g = byId.get('mantra-gayatri')!;
  t.true(g.tags.includes('cite:rigveda:3.62.10'));
  t.true(g.relations.some((r) => r.relation === 'verse_of' && r.target_id === 'text-rigveda'));
  t.true(graph.festivalDeityIds.includes('deity-ganesha'));
});

test('gloss parser: types and kinship relations', (t) => {
  t.deepEqual(classifyGloss('a son of Manivara; a Yakṣa and a Guhyaka. Vā. 69. 158.'), { type: 'PERSON', subtype: 'child' });
  t.is(classifyGloss('a sage of the Tāmasa epoch. M. 9. 15.').type, 'RISHI');
  t.is(classifyGloss('a tīrtha, and its merits. M. 191. 118-25.').type, 'PLACE');
  t.is(classifyGloss('A R. from the Vindhyas. Br. II. 16. 33').type, 'PLACE');
  t.deepEqual(glossRelations('a vānara tribe, born of Mṛgamandā and Pulaha. Br. III. 7. 174.'), [
    { relation: 'child_of', name: 'Mṛgamandā' }, { relation: 'child_of', name: 'Pulaha' },
  ]);
  t.is(slugOfSlp1('kfzRa'), 'krishna');
  t.is(slugOfSlp1('Siva'), 'shiva');
});

test('entities artifact round-trips', (t) => {
  const small = { ...graph, entities: graph.entities.slice(0, 200), nerGazetteer: graph.nerGazetteer.slice(0, 200) };
  t.deepEqual(decodeEntitiesArtifact(encodeEntitiesArtifact(small)), { formatVersion: 1, ...small });
  t.throws(() => decodeEntitiesArtifact(Buffer.from([0xc0])));
});

test('family tree GML: nodes, parent and spouse edges', (t) => {
  const tree = parseFamilyGml('graph [ node [ id 0 label "A" ] node [ id 1 label "B" ] edge [ source 0 target 1 color "red" ] edge [ source 0 target 1 label "6 Generations" ] ]');
  t.deepEqual(tree, { nodes: [{ id: 0, label: 'A' }, { id: 1, label: 'B' }], edges: [{ source: 0, target: 1, kind: 'spouse' }] });
});

test('every entity id the pretrained NER model links to exists, with the same type', (t) => {
  const model = readNerModel('data/ner/model.msgpack.gz');
  // A record merged into a curated one (curated `merges`) answers under its former id, with the curated type
  // (the index glosses of Vārāṇasī were classed CONCEPT; the city is a PLACE).
  const missing = model.entityTypes.filter(([id, ti]) => (graph.idRedirects[id] ? !byId.has(graph.idRedirects[id]!) : byId.get(id)?.entity_type !== ENTITY_TYPES[ti]));
  t.deepEqual(missing.slice(0, 10), []);
});

test('with the Purāṇa Index, Kāśī absorbs its Vārāṇasī and Kāsī entries; the kingdom Kāśī stays apart', (t) => {
  const k = byId.get('place-kashi')!;
  for (const s of ['mahanama:e11565', 'pui:L2992', 'pui:L12581', 'pui:L12582']) t.true(k.sources.includes(s), s);
  t.is(graph.idRedirects['concept-varanasi'], 'place-kashi');
  t.false(byId.has('concept-varanasi'));
  t.true(byId.get('place-kashi-pui2991')!.sources.includes('pui:L2991'));
});

test('mnNames: Pārvatī takes her names of the Mahānāma goddess Durgā claims, with their mentions and inflected forms', (t) => {
  const p = byId.get('deity-parvati')!;
  const d = byId.get('deity-durga')!;
  t.true(p.sources.includes('mahanama:e3768') && d.sources.includes('mahanama:e3768'));
  t.is(p.aliases.find((a) => a.slp1 === 'umA')!.mention_count, 58);
  t.false(d.aliases.some((a) => a.slp1 === 'umA'));
  t.true(d.aliases.some((a) => a.slp1 === 'durgA'));
  const owner = (form: string) => graph.nerGazetteer.filter((r) => r.key === form && r.fromMahanama).map((r) => r.entityId);
  t.deepEqual([...new Set(owner('umayA'))], ['deity-parvati']);
  t.true(owner('durge').includes('deity-durga'));
});
