import test from 'ava';
import { makeTestApp } from '../server/helpers.js';

const LOC = 'lat=28.6139&lng=77.209&tz=Asia/Kolkata';

test('GET /calendar/v1/namakarna', async (t) => {
  const app = await makeTestApp();
  const r = await app.get(`/calendar/v1/namakarna?date=2024-01-15&time=08:30&${LOC}`);
  t.is(r.status, 200, r.text);
  t.is(r.json.nakshatra_name_en, 'Purva Bhadrapada');
  t.is(r.json.syllable_latin, 'Se');
  t.is(r.json.syllable_devanagari, 'से');
  t.is(r.json.rashi_index, 11);
  t.is(r.headers['X-Cache'], 'MISS');
  const again = await app.get(`/calendar/v1/namakarna?date=2024-01-15&time=08:30&${LOC}`);
  t.is(again.headers['X-Cache'], 'MISS', 'namakarna is not cached');
  t.is((await app.get(`/calendar/v1/namakarna?time=08:30&${LOC}`)).status, 422);
  t.is((await app.get(`/calendar/v1/namakarna?date=2024-01-15&time=24:00&${LOC}`)).status, 422);
});

test('GET /calendar/v1/shraddha (cached)', async (t) => {
  const app = await makeTestApp();
  const url = `/calendar/v1/shraddha?date=2023-07-10&monthly_count=3&annual_years=2&pitru_paksha_years=1&${LOC}`;
  const r = await app.get(url);
  t.is(r.status, 200, r.text);
  t.is(r.json.death.tithi.name_en, 'Krishna Ashtami');
  t.is(r.json.monthly.length, 3);
  t.is(r.json.annual.length, 2);
  t.is(r.json.pitru_paksha[0].date, '2023-10-06');
  t.is(r.headers['X-Cache'], 'MISS');
  t.is((await app.get(url)).headers['X-Cache'], 'MISS', 'kept the second time it is computed');
  t.is((await app.get(url)).headers['X-Cache'], 'HIT');
  const d = await app.get(`/calendar/v1/shraddha?date=2023-07-10&${LOC}`);
  t.is(d.json.monthly.length, 16);
  t.is(d.json.annual.length, 10);
  t.is(d.json.pitru_paksha.length, 5);
  t.is((await app.get(`/calendar/v1/shraddha?date=2023-07-10&monthly_count=25&${LOC}`)).status, 422);
});

test('GET /calendar/v1/vivah-muhurat', async (t) => {
  const app = await makeTestApp();
  const r = await app.get(`/calendar/v1/vivah-muhurat?start_date=2024-11-15&months=1&explain=true&${LOC}`);
  t.is(r.status, 200, r.text);
  t.is(r.json.start_date, '2024-11-15');
  t.is(r.json.end_date, '2024-12-14');
  t.true(r.json.dates.length > 0);
  t.is(r.json.dates.length + r.json.rejected.length, 30);
  const bare = await app.get(`/calendar/v1/vivah-muhurat?start_date=2024-11-15&months=1&explain=true&reasons=false&${LOC}`);
  t.is(bare.status, 200, bare.text);
  t.deepEqual(bare.json, { ...r.json, dates: r.json.dates.map(({ reasons: _, ...d }: any) => d) }, 'reasons=false: the same answer without the reasons');
  t.true(r.json.dates.every((d: any) => d.reasons.length === 14));
  t.is((await app.get(`/calendar/v1/vivah-muhurat?start_date=2024-11-15&reasons=maybe&${LOC}`)).status, 422);
  const ig = await app.get(`/calendar/v1/vivah-muhurat?start_date=2024-08-01&end_date=2024-08-31&ignore=chaturmasa&${LOC}`);
  t.is(ig.status, 200, ig.text);
  t.false(ig.json.criteria.find((c: any) => c.id === 'chaturmasa').applied);
  t.is(ig.json.rejected, null);
  const def = await app.get(`/calendar/v1/vivah-muhurat?${LOC}`);
  t.is(def.status, 200, def.text);
  t.is(def.json.summary.days_searched >= 365, true);
  t.is((await app.get(`/calendar/v1/vivah-muhurat?start_date=2024-01-01&ignore=moon&${LOC}`)).status, 422);
  t.is((await app.get(`/calendar/v1/vivah-muhurat?start_date=2024-02-01&end_date=2024-01-01&${LOC}`)).status, 422);
  t.is((await app.get(`/calendar/v1/vivah-muhurat?start_date=2024-01-01&end_date=2026-01-01&${LOC}`)).status, 422);
  t.is((await app.get(`/calendar/v1/vivah-muhurat?start_date=2024-01-01&months=25&${LOC}`)).status, 422);
});

test('the OpenAPI description carries the ceremony response schemas and examples', async (t) => {
  const app = await makeTestApp();
  const doc = (await app.get('/openapi.json')).json;
  for (const p of ['/calendar/v1/namakarna', '/calendar/v1/shraddha', '/calendar/v1/vivah-muhurat']) {
    const ok = doc.paths[p].get.responses['200'].content['application/json'];
    t.truthy(ok.schema.properties, p);
    t.truthy(ok.example, p);
  }
  t.deepEqual(Object.keys(doc.paths['/calendar/v1/namakarna'].get.responses['200'].content['application/json'].schema.properties).slice(0, 11), [
    'nakshatra_name', 'pada', 'nakshatra_lord', 'nakshatra_devata', 'syllable_latin', 'syllable_devanagari', 'rashi_name', 'rashi_index',
    'masa_devata', 'masa_devata_devanagari', 'lunar_month_name',
  ]);
});

test('GET /calendar/v1/vivah-muhurat?profile=drik: Drik\'s windows through the night; unknown profile 422', async (t) => {
  const app = await makeTestApp();
  const r = await app.get(`/calendar/v1/vivah-muhurat?start_date=2024-01-16&end_date=2024-01-17&profile=drik&explain=true&${LOC}`);
  t.is(r.status, 200, r.text);
  t.is(r.json.profile.id, 'drik');
  t.deepEqual(r.json.dates.map((d: any) => [d.date, d.windows[0].start.slice(11, 16), d.windows[0].end.slice(5, 16)]), [['2024-01-16', '20:01', '01-17T07:14'], ['2024-01-17', '07:14', '01-17T21:50']]); // Drik: 07:15 (sunrise, rounded) to 21:50
  t.false(r.json.criteria.find((c: any) => c.id === 'weekday').applied);
  t.regex(r.json.criteria.find((c: any) => c.id === 'weekday').why, /^profile drik:/);
  const classical = await app.get(`/calendar/v1/vivah-muhurat?start_date=2024-01-16&end_date=2024-01-17&${LOC}`);
  t.is(classical.json.profile.id, 'classical');
  t.deepEqual(classical.json.dates, []);
  const bad = await app.get(`/calendar/v1/vivah-muhurat?start_date=2024-01-16&months=1&profile=lahiri&${LOC}`);
  t.is(bad.status, 422);
  t.deepEqual(bad.json.detail[0].loc, ['query', 'profile']);
});
