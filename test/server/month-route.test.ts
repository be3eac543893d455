import test from 'ava';
import ICAL from 'ical.js';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureBuild, FIXTURE_TILES } from '../generator/fixture-build.js';
import { makeTestApp } from './helpers.js';
import { validateValue } from '../../src/server/schema/validate.js';
import type { ValidationIssue } from '../../src/server/errors.js';
import { MONTH_RESPONSE_SCHEMA } from '../../src/server/routes/month.js';

/** Issues of a body against the documented response schema (the validation layer's own checker). */
const schemaIssues = (body: unknown) => {
  const issues: ValidationIssue[] = [];
  validateValue(MONTH_RESPONSE_SCHEMA, body, ['body'], issues);
  return issues.map((i) => `${i.loc.join('.')}: ${i.msg}`);
};
import { resetTileStore, tileList } from '../../src/server/tile-store.js';
import { isTileMonth, computeMonth } from '../../src/server/month-task.js';
import { datesOfMonth, daysInMonth } from '../../src/calendar/month/index.js';
import { MONTH_EXAMPLE, MONTH_EXAMPLE_QUERY } from '../../src/server/routes/month-example.js';

test.before(() => resetTileStore());

const placeOf = (tile: { lat: number; lng: number; altitude: number; tz: string }) => `lat=${tile.lat}&lng=${tile.lng}&altitude=${tile.altitude}&tz=${encodeURIComponent(tile.tz)}`;

test('a month at a tile is served from the tables and equals the day panchang of each of its days (angas with their end times, sun and moon, masa)', async (t) => {
  const { outDir, dataDir } = await fixtureBuild();
  const app = await makeTestApp({ buildDir: outDir, dataDir });
  for (const [id, year, month] of [[FIXTURE_TILES[0]!, 2024, 2], [FIXTURE_TILES[1]!, 2024, 3], [FIXTURE_TILES[0]!, 2023, 11]] as const) {
    const tile = tileList({ dataDir }).byId.get(id)!;
    t.true(isTileMonth({ dataDir, buildDir: outDir }, { year, month, lat: tile.lat, lng: tile.lng, altitude: tile.altitude, tz: tile.tz }), `${id} ${year}-${month} is a tile month`);
    const r = await app.get(`/calendar/v1/month?year=${year}&month=${month}&${placeOf(tile)}`);
    t.is(r.status, 200, r.text.slice(0, 300));
    t.deepEqual(r.json.days.map((d: any) => d.date), datesOfMonth(year, month));
    for (const d of r.json.days) {
      const p = (await app.get(`/calendar/v1/panchang?date=${d.date}&${placeOf(tile)}`)).json;
      const where = `${id} ${d.date}`;
      for (const k of ['tithi', 'nakshatra', 'yoga', 'karana']) t.deepEqual(d[k], p[k].sequence, `${where} ${k}`);
      t.deepEqual([d.sunrise, d.sunset, d.moonrise, d.moonset], [p.sun.sunrise, p.sun.sunset, p.sun.moonrise, p.sun.moonset], where);
      t.is(d.vara.number, p.vara.number, where);
      t.is(d.paksha, p.tithi.paksha, where);
      t.is(d.masa.amanta.name, p.masa.amanta.name, where);
      t.is(d.masa.purnimanta.name, p.masa.purnimanta.name, where);
    }
  }
});

test('a month at a tile is byte-identical to the same month computed live (JSON and ICS), and its festivals are those of GET /calendar/v1/festivals', async (t) => {
  const { outDir, dataDir } = await fixtureBuild();
  const tiled = await makeTestApp({ buildDir: outDir, dataDir });
  // The same anga tables without the tiles: the place is then not a tile, and the month is computed live.
  const liveBuild = mkdtempSync(join(tmpdir(), 'kalakosha-tables-only-'));
  cpSync(join(outDir, 'tables'), join(liveBuild, 'tables'), { recursive: true });
  const live = await makeTestApp({ buildDir: liveBuild, dataDir });
  const tile = tileList({ dataDir }).byId.get(FIXTURE_TILES[0]!)!;
  const q = { year: 2024, month: 3, lat: tile.lat, lng: tile.lng, altitude: tile.altitude, tz: tile.tz };
  t.true(isTileMonth({ dataDir, buildDir: outDir }, q));
  t.false(isTileMonth({ dataDir, buildDir: liveBuild }, q), 'answered live');
  for (const format of ['json', 'ics']) {
    const path = `/calendar/v1/month?year=2024&month=3&format=${format}&${placeOf(tile)}`;
    const a = await tiled.get(path);
    const b = await live.get(path);
    t.is(a.status, 200);
    const stampless = (x: Buffer) => x.toString('utf8').replace(/^DTSTAMP:.*$/gm, 'DTSTAMP'); // the request's clock
    t.is(stampless(a.body), stampless(b.body), `${format}: tile and live answers differ`);
  }
  const month = (await tiled.get(`/calendar/v1/month?year=2024&month=3&${placeOf(tile)}`)).json;
  const festivals = (await tiled.get(`/calendar/v1/festivals?year=2024&${placeOf(tile)}`)).json.filter((f: any) => f.date.startsWith('2024-03-'));
  t.true(festivals.length > 5);
  t.deepEqual(month.days.flatMap((d: any) => d.festivals.map((f: any) => `${d.date} ${f.id} ${f.name}`)), festivals.map((f: any) => `${f.date} ${f.id} ${f.name}`));
});

test('February has 29 days in a leap year (2024, 2000) and 28 otherwise (2023, 1900, 2100)', async (t) => {
  t.deepEqual([2024, 2000, 2023, 1900, 2100].map((y) => daysInMonth(y, 2)), [29, 29, 28, 28, 28]);
  t.deepEqual([1, 3, 4, 12].map((m) => daysInMonth(2023, m)), [31, 31, 30, 31]);
  t.is(datesOfMonth(2024, 2).at(-1), '2024-02-29');
  const { outDir, dataDir } = await fixtureBuild();
  const app = await makeTestApp({ buildDir: outDir, dataDir });
  const tile = tileList({ dataDir }).byId.get(FIXTURE_TILES[0]!)!;
  const r = await app.get(`/calendar/v1/month?year=2024&month=2&${placeOf(tile)}`);
  t.is(r.json.days.length, 29);
  t.is(r.json.days[28].date, '2024-02-29');
});

test('422 for month 13, month 0, year 2101 and a bad format, in the validation shape', async (t) => {
  const app = await makeTestApp({ warmup: false });
  for (const [q, field] of [['month=13', 'month'], ['month=0', 'month'], ['year=2101&month=1', 'year'], ['month=1&format=pdf', 'format']] as const) {
    const r = await app.get(`/calendar/v1/month?lat=28.6&lng=77.2&${q}`);
    t.is(r.status, 422, q);
    t.deepEqual(r.json.detail[0].loc, ['query', field], q);
  }
});

test('ICS (format=ics or Accept: text/calendar) parses with ical.js: one all-day event per day with the tithi, nakshatra and festival names', async (t) => {
  const { outDir, dataDir } = await fixtureBuild();
  const app = await makeTestApp({ buildDir: outDir, dataDir });
  const tile = tileList({ dataDir }).byId.get(FIXTURE_TILES[0]!)!;
  const json = (await app.get(`/calendar/v1/month?year=2024&month=2&${placeOf(tile)}`)).json;
  for (const [query, headers] of [['&format=ics', {}], ['', { accept: 'text/calendar' }]] as const) {
    const r = await app.get(`/calendar/v1/month?year=2024&month=2&${placeOf(tile)}${query}`, headers);
    t.is(r.status, 200);
    t.regex(String(r.headers['Content-Type'] ?? r.headers['content-type']), /^text\/calendar/);
    const cal = new ICAL.Component(ICAL.parse(r.text));
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    t.is(events.length, 29);
    events.forEach((e, i) => {
      const d = json.days[i];
      t.true(e.startDate.isDate);
      t.is(e.startDate.toString(), d.date);
      t.true(e.summary.includes(d.tithi[0].name) && e.summary.includes(d.nakshatra[0].name), e.summary);
      for (const f of d.festivals) t.true(e.summary.includes(f.name_en), `${d.date}: ${f.name_en} in ${e.summary}`);
      t.true(e.description.includes(`till ${d.tithi[0].end.slice(11, 16)}`) || d.tithi[0].end.slice(0, 10) !== d.date, e.description);
    });
  }
});

test('without year and month: this month in tz; the OpenAPI example is still the engine\'s output', async (t) => {
  const app = await makeTestApp({ warmup: false }); // the month task loads the tables it needs
  const r = await app.get('/calendar/v1/month?lat=28.6&lng=77.2&tz=Asia/Kolkata');
  t.is(r.status, 200);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  t.is(`${r.json.year}-${String(r.json.month).padStart(2, '0')}`, today.slice(0, 7));
  t.deepEqual(schemaIssues(r.json), [], 'the answer matches the documented schema');
  t.deepEqual(schemaIssues(MONTH_EXAMPLE), [], 'so does the example');
  t.deepEqual(JSON.parse(JSON.stringify(computeMonth({ dataDir: 'data', buildDir: 'build' }, { ...MONTH_EXAMPLE_QUERY }))), MONTH_EXAMPLE);
});
