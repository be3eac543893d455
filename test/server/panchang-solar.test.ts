/**
 * GET /calendar/v1/panchang `calendar=` and `solar_date`: the place's calendar by default (the documented example is
 * the engine's answer), an explicit calendar, `none`, a 422 for an unknown one, and `auto` sharing the cache entry of
 * the calendar it resolves to.
 */
import test from 'ava';
import { makeTestApp, tempDir } from './helpers.js';
import { PANCHANG_RESPONSE_SCHEMA } from '../../src/server/routes/panchang-schema.js';
import { SOLAR_DATE_EXAMPLE } from '../../src/server/routes/panchang-solar-schema.js';
import { validateValue } from '../../src/server/schema/validate.js';
import type { ValidationIssue } from '../../src/server/errors.js';

const schemaIssues = (body: unknown) => {
  const issues: ValidationIssue[] = [];
  validateValue(PANCHANG_RESPONSE_SCHEMA, body, ['body'], issues);
  return issues.map((i) => `${i.loc.join('.')}: ${i.msg}`);
};
const CHENNAI = 'date=2024-04-14&lat=13.0827&lng=80.2707&tz=Asia/Kolkata';

test('calendar: the place decides by default, an explicit calendar or none overrides, unknown is a 422, auto shares the cache', async (t) => {
  const api = await makeTestApp({ buildDir: tempDir('kalakosha-build-') });
  const chennai = await api.get(`/calendar/v1/panchang?${CHENNAI}`);
  t.is(chennai.status, 200, chennai.text);
  t.deepEqual(chennai.json.solar_date, SOLAR_DATE_EXAMPLE, 'the documented example is the answer');
  t.deepEqual(schemaIssues(chennai.json), []);

  const delhi = await api.get('/calendar/v1/panchang?date=2024-04-14&lat=28.6139&lng=77.209');
  t.is(delhi.status, 200);
  t.is(delhi.json.solar_date, null);
  t.deepEqual(schemaIssues(delhi.json), []);

  const none = await api.get(`/calendar/v1/panchang?${CHENNAI}&calendar=none`);
  t.is(none.json.solar_date, null);

  const bengali = await api.get(`/calendar/v1/panchang?${CHENNAI}&calendar=bengali`);
  t.deepEqual([bengali.json.solar_date.calendar, bengali.json.solar_date.month.name_native, bengali.json.solar_date.day, bengali.json.solar_date.year], ['bengali', 'বৈশাখ', 1, 1431]);

  const inKolkata = await api.get('/calendar/v1/panchang?date=2025-04-14&lat=22.5726&lng=88.3639&time=12:00');
  t.is(inKolkata.status, 200);
  t.deepEqual([inKolkata.json.solar_date.calendar, inKolkata.json.solar_date.month.number, inKolkata.json.solar_date.day], ['bengali', 12, 31], 'instant mode: the civil date’s solar date (Caitra 31, the eve of Pohela Boishakh 2025)');

  // Far from any region, by request: polar night (06:00 and 18:00 stand in for the missing sunrise and sunset), another zone.
  const polar = await api.get('/calendar/v1/panchang?date=2023-12-21&lat=78.2232&lng=15.6267&tz=Arctic/Longyearbyen&calendar=tamil');
  t.is(polar.status, 200, polar.text);
  t.deepEqual([polar.json.solar_date.month.name, polar.json.solar_date.day], ['Mārkaḻi', 6]);
  const abroad = await api.get('/calendar/v1/panchang?date=2024-04-14&lat=40.71&lng=-74.0&tz=America/New_York&calendar=malayalam');
  t.is(abroad.status, 200, abroad.text);
  t.deepEqual(schemaIssues(abroad.json), []);

  const bad = await api.get(`/calendar/v1/panchang?${CHENNAI}&calendar=gujarati`);
  t.is(bad.status, 422);
  t.deepEqual(bad.json.detail[0].loc, ['query', 'calendar']);

  // A place's first `auto` request is stored on its second sighting; the explicit value is then the same entry.
  const place = 'date=2024-08-17&lat=8.5241&lng=76.9366&tz=Asia/Kolkata';
  const a1 = await api.get(`/calendar/v1/panchang?${place}`);
  const a2 = await api.get(`/calendar/v1/panchang?${place}&calendar=auto`);
  const explicit = await api.get(`/calendar/v1/panchang?${place}&calendar=malayalam`);
  t.is(a1.headers['X-Cache'], 'MISS');
  t.is(a2.headers['X-Cache'], 'MISS');
  t.is(explicit.headers['X-Cache'], 'HIT');
  t.deepEqual([explicit.json.solar_date.month.name, explicit.json.solar_date.day, explicit.json.solar_date.year], ['Ciṅṅaṁ', 1, 1200]);
  const other = await api.get(`/calendar/v1/panchang?${place}&calendar=tamil`);
  t.is(other.headers['X-Cache'], 'MISS', 'another calendar is another entry');
  t.is(other.json.solar_date.calendar, 'tamil');
});
