import test from 'ava';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CEREMONY_TABLE_FILES, CeremonyTableError, parseCeremonyTables } from '../../src/calendar/ceremonies/index.js';
import { tables } from './helpers.js';

const raw = () => Object.fromEntries(CEREMONY_TABLE_FILES.map((f) => [f, JSON.parse(readFileSync(join(import.meta.dirname, '../../data/ceremonies', f), 'utf8'))]));

test('Avakahada chakra: 108 padas in order, each with Latin, IAST and Devanagari', (t) => {
  t.is(tables.avakahada.length, 108);
  const first = tables.avakahada.slice(0, 4).map((r) => r.latin);
  t.deepEqual(first, ['Chu', 'Che', 'Cho', 'La']);
  t.deepEqual(tables.avakahada.slice(104).map((r) => r.devanagari), ['दे', 'दो', 'चा', 'ची']);
  for (const r of tables.avakahada) t.regex(r.devanagari, /^[\u0900-\u097F]+$/);
  // Rohini pada 2 is "Va", Uttara Bhadrapada pada 4 "Na" (ञ)
  t.is(tables.avakahada[(4 - 1) * 4 + 1]!.latin, 'Va');
  t.is(tables.avakahada[(26 - 1) * 4 + 3]!.devanagari, 'ञ');
  t.truthy(tables.avakahada[(22 - 1) * 4]!.alternative, 'Shravana carries the Abhijit alternative');
});

test('every row names a known source', (t) => {
  for (const [f, doc] of Object.entries(raw())) for (const r of (doc as any).rows) t.truthy(r.source ?? r.lord_source, `${f} row without source`);
  t.truthy(tables.sources['amritadi-yoga.json']!['jyotisha']);
});

test('nakshatra lords follow the Vimshottari cycle; month devatas start with Vishnu for Chaitra', (t) => {
  t.deepEqual(tables.nakshatras.slice(0, 9).map((r) => r.lord), ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury']);
  t.is(tables.nakshatras[9]!.lord, 'Ketu');
  t.is(tables.masaDevatas[0]!.devata, 'Vishnu');
  t.is(tables.masaDevatas[8]!.devata, 'Keshava');
  t.is(tables.adhikaDevata.devata, 'Purushottama');
});

test('Amritadi table: Sunday Marana nakshatras are Magha, Vishakha, Anuradha, Jyeshtha, Dhanishtha', (t) => {
  t.deepEqual(tables.amritadi[0]!.marana, [10, 16, 17, 18, 23]);
});

test('invalid tables are rejected with a message', (t) => {
  const r = raw();
  (r['avakahada.json'] as any).rows.pop();
  t.throws(() => parseCeremonyTables(r), { instanceOf: CeremonyTableError, message: /108/ });
  const r2 = raw();
  delete (r2['nakshatras.json'] as any).rows[3].devata_source;
  delete (r2['nakshatras.json'] as any).rows[3].lord_source;
  t.throws(() => parseCeremonyTables(r2), { instanceOf: CeremonyTableError, message: /source/ });
});

test('vivah-profiles.json: both profiles, 13 criteria each with a reason and a known source; bad rows refused', (t) => {
  t.deepEqual(tables.vivahProfiles.map((p) => p.id), ['classical', 'drik']);
  for (const p of tables.vivahProfiles) for (const c of p.criteria) t.truthy(tables.sources['vivah-profiles.json']![c.source], `${p.id}.${c.id}`);
  const bad = (f: (d: any) => void) => { const files = raw(); f(files['vivah-profiles.json']); return () => parseCeremonyTables(files); };
  t.throws(bad((d) => d.rows[1].criteria.pop()), { instanceOf: CeremonyTableError, message: /13 criteria/ });
  t.throws(bad((d) => { d.rows[1].criteria[0].source = 'nowhere'; }), { instanceOf: CeremonyTableError });
  t.throws(bad((d) => { d.rows[1].combustion.venus.orb_west_deg = 45; }), { instanceOf: CeremonyTableError, message: /orb/ });
  t.throws(bad((d) => { d.rows[1].window = 'lagna'; }), { instanceOf: CeremonyTableError, message: /window rule/ });
  t.throws(bad((d) => { d.rows = d.rows.slice(0, 1); }), { instanceOf: CeremonyTableError, message: /drik/ });
});
