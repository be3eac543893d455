import test from 'ava';
import ICAL from 'ical.js';
import { makeTestApp, tempDir } from './helpers.js';
import { validateValue } from '../../src/server/schema/validate.js';
import type { ValidationIssue } from '../../src/server/errors.js';
import { ECLIPSES_RESPONSE_SCHEMA } from '../../src/server/routes/eclipses.js';

/** Issues of a body against the documented response schema (the validation layer's own checker). */
const schemaIssues = (body: unknown) => {
  const issues: ValidationIssue[] = [];
  validateValue(ECLIPSES_RESPONSE_SCHEMA, body, ['body'], issues);
  return issues.map((i) => `${i.loc.join('.')}: ${i.msg}`);
};
import { eclipsesResponse } from '../../src/calendar/eclipse/index.js';
import { ECLIPSES_EXAMPLE } from '../../src/server/routes/eclipses-example.js';

const DELHI = 'lat=28.652&lng=77.2315&altitude=227&tz=Asia/Kolkata';
/** Eclipses need no build artifacts: no warm-up (loading the tables and sky nodes), an empty build directory. */
const NO_BUILD = { warmup: false, buildDir: tempDir('kalakosha-empty-build-') };

test('GET /calendar/v1/eclipses?year=2025 at New Delhi: four eclipses; the visible ones (7-8 Sep total lunar) carry a 9 h sutak, the unseen ones none', async (t) => {
  const app = await makeTestApp(NO_BUILD);
  const r = await app.get(`/calendar/v1/eclipses?year=2025&${DELHI}`);
  t.is(r.status, 200, r.text.slice(0, 300));
  t.deepEqual(r.json.eclipses.map((e: any) => `${e.body} ${e.kind} ${e.greatest.time.slice(0, 10)} ${e.visible}`), [
    'moon total 2025-03-14 false', 'sun partial 2025-03-29 false', 'moon total 2025-09-07 true', 'sun partial 2025-09-22 false',
  ]);
  const sep = r.json.eclipses[2];
  const u1 = sep.contacts.find((c: any) => c.name === 'U1');
  t.true(u1.visible);
  t.is(sep.sutak.from_contact, 'U1');
  t.is(Date.parse(u1.time) - Date.parse(sep.sutak.start), 9 * 3_600_000);
  t.is(Date.parse(u1.time) - Date.parse(sep.sutak.reduced_start), 3 * 3_600_000);
  t.is(sep.sutak.end, sep.contacts.find((c: any) => c.name === 'U4').time);
  for (const e of r.json.eclipses.filter((x: any) => !x.visible)) t.is(e.sutak, null);
  t.deepEqual(r.json.eclipses[1].contacts, [], 'the 29 Mar 2025 solar eclipse does not reach Delhi');
  t.regex(r.json.sutak_rule, /12 h \(4 prahars\).*9 h \(3 prahars\)/);
  t.deepEqual(schemaIssues(r.json), [], 'the answer matches the documented schema');
  t.deepEqual(r.json, ECLIPSES_EXAMPLE, 'the OpenAPI example is still the engine\'s output');
});

test('start_date/end_date: inclusive local dates, at most 731 days; 422 for a longer range, a missing end, both year and dates, an inverted range', async (t) => {
  const app = await makeTestApp(NO_BUILD);
  const r = await app.get(`/calendar/v1/eclipses?start_date=2025-09-07&end_date=2025-09-08&${DELHI}`);
  t.is(r.status, 200);
  t.is(r.json.eclipses.length, 1);
  t.is((await app.get(`/calendar/v1/eclipses?start_date=2024-01-01&end_date=2025-12-31&${DELHI}`)).status, 200);
  for (const [q, field] of [
    ['start_date=2024-01-01&end_date=2026-01-01', 'end_date'], ['start_date=2024-01-01', 'end_date'], ['end_date=2024-01-01', 'start_date'],
    ['year=2024&start_date=2024-01-01&end_date=2024-02-01', 'year'], ['start_date=2024-02-01&end_date=2024-01-01', 'end_date'], ['year=2101', 'year'],
  ] as const) {
    const bad = await app.get(`/calendar/v1/eclipses?${q}&${DELHI}`);
    t.is(bad.status, 422, q);
    t.deepEqual(bad.json.detail[0].loc, ['query', field], q);
  }
});

test('eclipses ICS parses with ical.js: one timed event per eclipse from the first to the last contact', async (t) => {
  const app = await makeTestApp(NO_BUILD);
  for (const [query, headers] of [['&format=ics', {}], ['', { accept: 'text/calendar' }]] as const) {
    const r = await app.get(`/calendar/v1/eclipses?year=2025&${DELHI}${query}`, headers);
    t.is(r.status, 200);
    t.regex(String(r.headers['Content-Type'] ?? r.headers['content-type']), /^text\/calendar/);
    const events = new ICAL.Component(ICAL.parse(r.text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    t.is(events.length, 4);
    const sep = events[2]!;
    t.is(sep.summary, 'Total lunar eclipse');
    const json = eclipsesResponse({ lat: 28.652, lng: 77.2315, altitudeM: 227, tz: 'Asia/Kolkata' }, '2025-01-01', '2025-12-31').eclipses[2]!;
    t.is(sep.startDate.toJSDate().getTime(), Math.floor(Date.parse(json.contacts[0]!.time) / 1000) * 1000);
    t.regex(sep.description, /Sutak: /);
    t.regex(events[1]!.summary, /\(not visible\)$/);
  }
});

test('month (live) and eclipses on the compute pool answer byte-identically to inline, JSON and ICS', async (t) => {
  const inline = await makeTestApp({ computeThreads: 0, warmup: false }); // the tasks load the tables they need
  const pooled = await makeTestApp({ computeThreads: 1, warmup: false });
  try {
    for (const p of [`/calendar/v1/eclipses?year=2025&${DELHI}`, `/calendar/v1/eclipses?start_date=2026-01-01&end_date=2026-12-31&format=ics&lat=51.5&lng=-0.12&tz=Europe/London`, `/calendar/v1/month?year=2025&month=9&lat=28.6&lng=77.2`, `/calendar/v1/month?year=2025&month=9&format=ics&lat=28.6&lng=77.2`]) {
      const a = await inline.get(p);
      const b = await pooled.get(p);
      t.is(a.status, 200, p);
      t.is(b.headers['Content-Type'], a.headers['Content-Type'], p);
      const stampless = (x: Buffer) => x.toString('utf8').replace(/^DTSTAMP:.*$/gm, 'DTSTAMP'); // the request's clock
      t.is(stampless(b.body), stampless(a.body), p);
    }
    t.true((pooled.app.compute?.stats.completed ?? 0) >= 4, 'the tasks ran on the pool');
  } finally {
    await pooled.app.close();
    await inline.app.close();
  }
});
