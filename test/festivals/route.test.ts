import test from 'ava';
import ICAL from 'ical.js';
import { makeTestApp } from '../server/helpers.js';

test('GET /calendar/v1/festivals: JSON, sorted, purnimant by default', async (t) => {
  const { get } = await makeTestApp();
  const r = await get('/calendar/v1/festivals?year=2023&lat=25.146&lng=82.569');
  t.is(r.status, 200, r.text.slice(0, 300));
  const items = r.json as Array<{ id: string; date: string; masa: { system: string } | null; metadata: unknown }>;
  t.true(items.length >= 150);
  t.deepEqual(items.map((i) => i.date), [...items.map((i) => i.date)].sort());
  t.is(items.find((i) => i.id === 'diwali')!.date, '2023-11-12');
  t.is(items.find((i) => i.masa)!.masa!.system, 'purnimant');
  t.true('metadata' in items[0]!);
});

test('GET /calendar/v1/festivals: ICS by format=ics and by Accept: text/calendar', async (t) => {
  const { get } = await makeTestApp();
  for (const [path, headers] of [
    ['/calendar/v1/festivals?year=2023&lat=25.146&lng=82.569&format=ics', {}],
    ['/calendar/v1/festivals?year=2023&lat=25.146&lng=82.569', { accept: 'text/calendar' }],
  ] as const) {
    const r = await get(path, headers);
    t.is(r.status, 200);
    t.regex(String(r.headers['Content-Type'] ?? r.headers['content-type']), /^text\/calendar/);
    const cal = new ICAL.Component(ICAL.parse(r.text));
    t.true(cal.getAllSubcomponents('vevent').length >= 150);
  }
});

test('GET /calendar/v1/festivals: year out of range is a 422', async (t) => {
  const { get } = await makeTestApp();
  t.is((await get('/calendar/v1/festivals?year=1899&lat=25&lng=82')).status, 422);
  t.is((await get('/calendar/v1/festivals?year=2023&lat=25&lng=82&format=pdf')).status, 422);
});
