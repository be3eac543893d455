/**
 * GET /calendar/v1/panchang `include=`: the groups it adds, the default answer unchanged, one cache entry per set of
 * groups whatever their order, 422 for an unknown group (listing the valid ones), and instant mode.
 */
import test from 'ava';
import { makeTestApp, tempDir } from './helpers.js';
import { PANCHANG_EXAMPLE, PANCHANG_EXAMPLE_QUERY } from '../../src/server/routes/panchang-example.js';
import { PANCHANG_RESPONSE_SCHEMA } from '../../src/server/routes/panchang-schema.js';
import { validateValue } from '../../src/server/schema/validate.js';
import type { ValidationIssue } from '../../src/server/errors.js';

/** Issues of a body against the documented response schema (the validation layer's own checker). */
const schemaIssues = (body: unknown) => {
  const issues: ValidationIssue[] = [];
  validateValue(PANCHANG_RESPONSE_SCHEMA, body, ['body'], issues);
  return issues.map((i) => `${i.loc.join('.')}: ${i.msg}`);
};

const GROUPS = ['muhurtas', 'choghadiya', 'hora', 'signs', 'periods', 'balam', 'panchaka', 'yogas', 'gowri', 'lagna'];
const base = 'date=2023-08-12&lat=25.146&lng=82.569&tz=Asia/Kolkata&calendar_system=purnimant';

test('include: default unchanged; groups added; order and repeats share a cache entry; 422 lists the valid names', async (t) => {
  const api = await makeTestApp({ buildDir: tempDir('kalakosha-build-') });
  const plain = await api.get(`/calendar/v1/panchang?${base}`);
  t.is(plain.status, 200);
  for (const g of GROUPS) t.false(g in plain.json, `${g} absent by default`);
  const expected: Record<string, unknown> = { ...PANCHANG_EXAMPLE };
  for (const g of GROUPS) delete expected[g];
  t.deepEqual(plain.json, expected, 'the default answer is the example without the groups');
  t.is(PANCHANG_EXAMPLE_QUERY.include, 'all');

  const a1 = await api.get(`/calendar/v1/panchang?${base}&include=hora,signs`);
  const a2 = await api.get(`/calendar/v1/panchang?${base}&include=signs,hora,hora`);
  const a3 = await api.get(`/calendar/v1/panchang?${base}&include=hora,%20signs`);
  t.is(a1.status, 200, a1.text);
  t.deepEqual(Object.keys(a1.json).filter((k) => GROUPS.includes(k)), ['hora', 'signs']);
  t.is(a1.headers['X-Cache'], 'MISS');
  t.is(a2.headers['X-Cache'], 'MISS', 'kept the second time');
  t.is(a3.headers['X-Cache'], 'HIT', 'same set of groups, same entry');
  t.deepEqual(a3.json, a1.json);
  const all = await api.get(`/calendar/v1/panchang?${base}&include=all`);
  const listed = await api.get(`/calendar/v1/panchang?${base}&include=${[...GROUPS].reverse().join(',')}`);
  t.deepEqual(listed.json, all.json);
  t.deepEqual(all.json, PANCHANG_EXAMPLE);
  t.deepEqual(schemaIssues(all.json), [], 'include=all answer matches the documented schema');
  t.is(all.json.hora.horas.length, 24);
  t.is(all.json.choghadiya.day.length, 8);
  t.is(all.json.gowri.day.length, 8);
  t.true(all.json.lagna.lagnas.length >= 12);
  t.is(all.json.balam.tarabalam[0].favourable.length, 15);
  t.is(all.json.yogas.disha_shool.label, 'East');
  // A day panchaka touches (2023-08-02: the Moon enters Kumbha at 23:26 that Wednesday, so no named kind) matches the schema.
  const pk = await api.get('/calendar/v1/panchang?date=2023-08-02&lat=25.146&lng=82.569&tz=Asia/Kolkata&include=panchaka,yogas');
  t.deepEqual(schemaIssues(pk.json), []);
  t.deepEqual([pk.json.panchaka.start, pk.json.panchaka.begins_weekday, pk.json.panchaka.kind], ['2023-08-02T23:26:23+05:30', 3, null]);

  const bad = await api.get(`/calendar/v1/panchang?${base}&include=hora,tarabalam`);
  t.is(bad.status, 422);
  t.deepEqual(bad.json.detail[0].loc, ['query', 'include', 1]);
  t.is(bad.json.detail[0].type, 'enum');
  t.regex(bad.json.detail[0].msg, /'muhurtas', 'choghadiya', 'hora', 'signs', 'periods', 'balam', 'panchaka', 'yogas', 'gowri', 'lagna', 'all'/);
  const empty = await api.get(`/calendar/v1/panchang?${base}&include=`);
  t.is(empty.status, 422);
  const twice = await api.get(`/calendar/v1/panchang?${base}&include=hora&include=signs`);
  t.is(twice.status, 422);
  t.is(twice.json.detail[0].type, 'multiple_values');

  const inst = await api.get(`/calendar/v1/panchang?${base}&time=22:00&include=choghadiya,hora`);
  t.is(inst.status, 200);
  t.is(inst.json.choghadiya.day.length, 0);
  t.is(inst.json.choghadiya.night.length, 1);
  t.is(inst.json.hora.horas.length, 1);
  const instAll = await api.get(`/calendar/v1/panchang?${base}&time=04:30&include=all`);
  t.deepEqual(schemaIssues(instAll.json), []);
  const polar = await api.get('/calendar/v1/panchang?date=2023-12-21&lat=78.2232&lng=15.6267&tz=Arctic/Longyearbyen&include=all');
  t.is(polar.status, 200);
  t.deepEqual(schemaIssues(polar.json), []);
  t.is(polar.json.choghadiya.reason, 'no_sunrise');
  t.true(inst.json.hora.horas[0].start <= '2023-08-12T22:00:00+05:30' && '2023-08-12T22:00:00+05:30' < inst.json.hora.horas[0].end);
});
