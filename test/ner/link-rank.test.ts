import test from 'ava';
import { buildGazetteer, FAMOUS_BIT } from '../../src/ner/gazetteer.js';
import { joinedParticleLength, junctionCut, placeHeadLength, vowelJoinedParticle } from '../../src/ner/joined-words.js';
import { rankLinkRows, type LinkEntity } from '../../src/ner/link-rank.js';
import type { KgGazetteerRow } from '../../src/ner/train-model.js';

// Knowledge-graph rows as the graph gives them: weight = mentions under the name × 10⁴ + the entity's mentions.
const row = (key: string, entityId: string, mentionsUnderName: number, fromMahanama = true): KgGazetteerRow =>
  ({ key, nerClass: 'person', entityId, weight: mentionsUnderName * 1e4 + 100, fromMahanama });
const ent = (id: string, head: string, aliases: [string, string, string][] = [], curated = false, type: LinkEntity['entity_type'] = 'PERSON'): LinkEntity =>
  ({ id, entity_type: type, name_slp1: head, aliases: aliases.map(([slp1, kind, source]) => ({ slp1, kind, source })), sources: curated ? ['curated'] : ['mahanama:e1'] });

function firstId(rows: KgGazetteerRow[], key: string): string | undefined {
  return buildGazetteer(rows.map((r) => ({ key: r.key, nerClass: r.nerClass, entityId: r.entityId, weight: r.weight }))).entries.get(key)?.entityIds[0];
}

const entities = [
  ent('deity-parvati', 'pArvatI', [['umA', 'name', 'curated']], true, 'DEITY'),
  ent('deity-durga', 'durgA', [['pArvatI', 'patronymic', 'mahanama']], true, 'DEITY'),
  ent('person-arjuna', 'arjuna', [['pArTa', 'patronymic', 'mahanama']]),
  ent('person-partha', 'pArTa'),
  ent('deity-agni', 'agni', [['pAvaka', 'epithet', 'curated']], true, 'DEITY'),
  ent('person-pavaka', 'pAvaka'),
  ent('person-ikshvaku', 'ikzvAku'),
  ent('lineage-suryavamsha', 'sUryavaMSa', [['ikzvAku', 'name', 'curated']], true, 'LINEAGE'),
  ent('deity-rama', 'rAma', [], true, 'DEITY'),
  ent('deity-parashurama', 'paraSurAma', [['rAma', 'name', 'curated']], true, 'DEITY'),
];

test('link rank: the curated headword before a Mahānāma alias (pārvatī), a curated epithet before a minor headword (pāvaka)', (t) => {
  const rows = rankLinkRows([row('pArvatI', 'deity-durga', 8), row('pArvatI', 'deity-parvati', 0, false), row('pAvaka', 'person-pavaka', 1), row('pAvaka', 'deity-agni', 54, false)], entities);
  t.is(firstId(rows, 'pArvatI'), 'deity-parvati');
  t.is(firstId(rows, 'pAvaka'), 'deity-agni');
});

test('link rank: a patronymic called so far more often wins over a headword (pārtha → Arjuna)', (t) => {
  t.is(firstId(rankLinkRows([row('pArTa', 'person-partha', 247), row('pArTa', 'person-arjuna', 1315)], entities), 'pArTa'), 'person-arjuna');
});

test('link rank: a dynasty comes after the king it is named after (ikṣvāku)', (t) => {
  t.is(firstId(rankLinkRows([row('ikzvAku', 'lineage-suryavamsha', 0, false), row('ikzvAku', 'person-ikshvaku', 12)], entities), 'ikzvAku'), 'person-ikshvaku');
});

test('link rank: an inflected surface form links through its stem (rāmeṇa has no ids of its own)', (t) => {
  const rows = rankLinkRows([row('rAmeRa', 'deity-parashurama', 30), row('rAma', 'deity-parashurama', 190), row('rAma', 'deity-rama', 204, false)], entities);
  t.is(firstId(rows, 'rAmeRa'), undefined);
  t.is(firstId(rows, 'rAma'), 'deity-rama');
});

test('link rank: a name is famous when the curated records state it or Mahānāma has it ≥ 10 times (the gazetteer bit)', (t) => {
  const rows = rankLinkRows([row('sama', 'person-sama', 1), row('daSaraTa', 'person-dasharatha', 15), row('vitteSa', 'deity-kubera', 0, false)],
    [...entities, ent('person-sama', 'sama'), ent('person-dasharatha', 'daSaraTa'), ent('deity-kubera', 'kubera', [['vitteSa', 'epithet', 'curated']], true, 'DEITY')]);
  t.deepEqual(rows.map((r) => r.famous), [false, true, true]);
  const g = buildGazetteer(rows.map((r) => ({ key: r.key, nerClass: r.nerClass, entityId: r.entityId, weight: r.weight, famous: r.famous })));
  t.is(g.entries.get('sama')!.classMask & FAMOUS_BIT, 0);
  t.is(g.entries.get('vitteSa')!.classMask & FAMOUS_BIT, FAMOUS_BIT);
});

test('joined particle: bhavān + bhīṣmaś ca is split only after a closed-class word, never inside another word', (t) => {
  const g = buildGazetteer([{ key: 'BIzma', nerClass: 'person' }, { key: 'rAma', nerClass: 'person' }]);
  t.is(joinedParticleLength(g, 'BavAnBIzmaSca'), 5);
  t.is(joinedParticleLength(g, 'tatoBIzmaH'), 4);
  t.is(joinedParticleLength(g, 'ArAma'), 0);
  t.is(joinedParticleLength(g, 'BIzmaSca'), 0);
  t.is(joinedParticleLength(g, 'BavAnkaScit'), 0);
  const g2 = buildGazetteer([{ key: 'sahadeva', nerClass: 'person' }, { key: 'deva', nerClass: 'person' }]);
  t.is(joinedParticleLength(g2, 'sahadevaH'), 0);
  // A particle that is itself a gazetteer key (BavAn, a form of Bhava) still splits off.
  t.is(joinedParticleLength(buildGazetteer([{ key: 'BIzma', nerClass: 'person' }, { key: 'BavAn', nerClass: 'person' }]), 'BavAnBIzmaSca'), 5);
});

test('sandhi junction: a word is cut where a visarga, t, i, m or n shows a word boundary beside a well-known name', (t) => {
  const famous = (key: string, nerClass: 'person' | 'location' = 'person') => ({ key, nerClass, famous: true });
  const g = buildGazetteer([famous('vAlmIki'), famous('nArada'), famous('hanumat'), famous('hanumAn'), famous('rAma'),
    famous('daSaraTa'), famous('agastya'), famous('pAvaka'), famous('BIma'), famous('arjuna'), famous('pArvatI'),
    { key: 'saMpAti', nerClass: 'person' }, { key: 'guru', nerClass: 'person', famous: true }]);
  t.deepEqual(junctionCut(g, 'vAlmIkernArado'), { length: 8, left: 'vAlmIkeH' }); // ḥ → r before n
  t.deepEqual(junctionCut(g, 'saMpAterhanumAn'), { length: 8, left: 'saMpAteH' }); // the name on the right
  t.deepEqual(junctionCut(g, 'SaMsadrAmo'), { length: 6, left: 'SaMsat' }); // t → d before r
  t.deepEqual(junctionCut(g, 'daSaraTassvargam'), { length: 9, left: 'daSaraTaH' }); // ḥ → s before s
  t.deepEqual(junctionCut(g, 'cApyagastyam'), { length: 4, left: 'cApi' }); // i → y before a vowel
  t.deepEqual(junctionCut(g, 'tasminarjunaH'), { length: 6, left: 'tasmin' }); // n kept before a vowel
  // no cut: r after a or ā is the word's own (bhīmārjuna); m before a vowel after a name is the next member's
  // (pāvaka-mārutau); a name and an ending on the left is any word beginning with a name (pārvatīvadana)
  t.is(junctionCut(g, 'BImArjunO'), null);
  t.is(junctionCut(g, 'pAvakamArutO'), null);
  t.is(junctionCut(g, 'pArvatIvadanaganDavAhine'), null);
  t.is(junctionCut(g, 'rAmaH'), null); // a name alone
  t.is(junctionCut(g, 'BIzmaSca'), null); // a name and ca: one word
  t.is(junctionCut(g, 'ArAmaH'), null);
  // the name side must be well known and not a common word
  t.is(junctionCut(g, 'saMpAtervacanAt'), null);
  t.is(junctionCut(g, 'gururmama', (w) => w === 'guruH'), null);
  t.deepEqual(junctionCut(g, 'gururmama'), { length: 5, left: 'guruH' });
});

test('merged vowel: a particle whose final a or ā merged with a well-known name\'s first vowel is cut before the merged vowel', (t) => {
  const famous = (key: string) => ({ key, nerClass: 'person' as const, famous: true });
  const g = buildGazetteer([famous('arjuna'), famous('agni'), famous('indra'), famous('ulUpI'), famous('vAyu'), famous('Atman'),
    famous('uttarA'), { key: 'aNga', nerClass: 'person' }]);
  t.deepEqual(vowelJoinedParticle(g, 'taTArjunaSca'), { length: 3, left: 'taTA', right: 'arjunaSca' }); // ā + a → ā
  t.deepEqual(vowelJoinedParticle(g, 'cEvAgniH'), { length: 3, left: 'cEva', right: 'agniH' }); // ca eva + agniḥ
  t.deepEqual(vowelJoinedParticle(g, 'aTendraH'), { length: 2, left: 'aTa', right: 'indraH' }); // a + i → e
  t.deepEqual(vowelJoinedParticle(g, 'colUpI'), { length: 1, left: 'ca', right: 'ulUpI' }); // a + u → o
  t.is(vowelJoinedParticle(g, 'vAyuH'), null); // a name itself, not vā + āyu
  t.is(vowelJoinedParticle(g, 'ivANgena'), null); // aṅga is no well-known name here
  t.is(vowelJoinedParticle(g, 'cAtmAnam', () => false, (w) => w !== 'AtmAnam'), null); // ātman: the graph's concept
  t.is(vowelJoinedParticle(g, 'cottarA', (w) => w === 'uttarA'), null); // a common word on the name side
  t.is(vowelJoinedParticle(g, 'BImArjunO'), null); // no particle: a compound's members
});

test('place head: giri, giry- before a vowel, grāma, vana; not āśrama or pura ("X\'s hermitage, city") nor other letters', (t) => {
  t.is(placeHeadLength('rAmagiriH', 4), 4);
  t.is(placeHeadLength('rAmagiryASramezu', 4), 4);
  t.is(placeHeadLength('rAmASramam', 4), 0);
  t.is(placeHeadLength('purandarapure', 8), 0);
  t.is(placeHeadLength('KARqavavanam', 7), 4);
  t.is(placeHeadLength('rAmASca', 4), 0);
  t.is(placeHeadLength('nandigrAme', 5), 5);
  t.is(placeHeadLength('rAmaBadraH', 4), 0);
  t.is(placeHeadLength('rAmagIta', 4), 0);
});
