import test from 'ava';
import { computeFestivalFacts, computeFestivals, festivalsJsonBytes, FESTIVAL_ITEM_MEMBERS, presentFestivals, presentFestivalsMembers, rulesForRegions } from '../../src/calendar/festivals/index.js';
import { festivalData } from '../../src/server/festival-rules.js';
import { makeTestApp } from '../server/helpers.js';
import { FESTIVAL_ITEM_SCHEMA } from '../../src/server/routes/festivals.js';

const PATH = '/calendar/v1/festivals?year=2024&lat=28.6139&lng=77.209';
const { rules, regionalRules, metadata } = festivalData();
const app = makeTestApp(); // one app for the file (start-up is most of its time)

test('the default body is byte-identical to JSON.stringify of the items (written member by member, metadata from stored bytes)', (t) => {
  const cases = [
    { year: 2023, lat: 25.146, lng: 82.569, calendarSystem: 'purnimant' as const },
    { year: 2024, lat: 28.6139, lng: 77.209, calendarSystem: 'amant' as const },
    { year: 1950, lat: 51.5074, lng: -0.1278, tz: 'Europe/London', calendarSystem: 'amant' as const },
    { year: 2100, lat: -33.87, lng: 151.21, tz: 'Australia/Sydney', altitudeM: 58, calendarSystem: 'purnimant' as const },
  ];
  for (const q of cases) {
    const items = computeFestivals(rules, q, metadata);
    t.true(items.some((i) => i.metadata) && items.some((i) => !i.metadata) && items.some((i) => i.muhurat) && items.some((i) => i.decided_by.type === 'sankranti') && items.some((i) => i.decided_by.type === 'relative'));
    t.is(Buffer.from(festivalsJsonBytes(items)).toString('utf8'), JSON.stringify(items), `${q.year} ${q.lat}`);
  }
  // names with quotes and non-ASCII, and every nullable member null
  const odd = { ...computeFestivals(rules, cases[0]!, metadata)[0]!, name: 'A "quoted"\\ name\u2028', masa: null, kaala: null, muhurat: null, paksha: null, variant: null, metadata: null };
  t.is(Buffer.from(festivalsJsonBytes([odd, odd])).toString('utf8'), JSON.stringify([odd, odd]));
  // words and times with something to escape, and a number JSON writes as null
  const base = computeFestivals(rules, cases[0]!, metadata).find((i) => i.kaala && i.muhurat)!;
  const odder = { ...base, category: 'a "b"', weekday: Number.NaN, kaala: { name: 'x\\y', start: '2023-01-01T00:00:00"', end: '\u0001' }, decision: { priority: 'p\n', how: 'ḥ' } };
  t.is(Buffer.from(festivalsJsonBytes([odder, base])).toString('utf8'), JSON.stringify([odder, base]));
  t.is(Buffer.from(festivalsJsonBytes([])).toString('utf8'), '[]');
});

test('presenting only some members gives the full items\' members, in their order (the fields form)', (t) => {
  const regional = rulesForRegions(rules, regionalRules, ['tamil-nadu']);
  const q = { year: 2031, lat: 13.08, lng: 80.27, calendarSystem: 'amant' as const };
  const facts = computeFestivalFacts(regional, q);
  const full = presentFestivals(regional, facts, q, metadata);
  t.true(full.some((i) => i.regions) && full.some((i) => !i.regions));
  t.deepEqual([...FESTIVAL_ITEM_MEMBERS], Object.keys(FESTIVAL_ITEM_SCHEMA.properties!), 'the members fields= accepts, in the items\' order');
  const subsets = [...FESTIVAL_ITEM_MEMBERS.map((k) => [k]), [...FESTIVAL_ITEM_MEMBERS], ['metadata', 'date', 'regions', 'id'], ['muhurat', 'kaala', 'decided_by', 'names']];
  for (const members of subsets) {
    const keep = new Set<string>(members);
    const projected = full.map((it) => Object.fromEntries(Object.entries(it).filter(([k]) => keep.has(k))));
    const made = presentFestivalsMembers(regional, facts, q, keep, metadata);
    t.is(JSON.stringify(made), JSON.stringify(projected), members.join(','));
  }
});

test('metadata=dictionary: the same festivals and dates, each entry once and reachable by the item\'s metadata key', async (t) => {
  const { get } = await app;
  const full = (await get(PATH)).json as Array<{ id: string; date: string; rule_id: string; metadata: unknown }>;
  const r = await get(`${PATH}&metadata=dictionary`);
  t.is(r.status, 200, r.text.slice(0, 300));
  const { festivals, metadata: dict } = r.json as { festivals: Array<{ id: string; date: string; rule_id: string; metadata: string | null }>; metadata: Record<string, unknown> };
  t.deepEqual(festivals.map((f) => [f.id, f.date]), full.map((f) => [f.id, f.date]));
  festivals.forEach((f, i) => {
    t.deepEqual(f.metadata === null ? null : dict[f.metadata], full[i]!.metadata, f.id);
    if (f.metadata !== null) t.is(f.metadata, f.rule_id);
  });
  t.deepEqual(Object.keys(dict).sort(), [...new Set(full.filter((f) => f.metadata).map((f) => f.rule_id))].sort());
  t.true(r.body.length < 0.85 * (await get(PATH)).body.length);
  // everything but metadata is as in the full form
  t.deepEqual(festivals.map(({ metadata: _m, ...rest }) => rest), full.map(({ metadata: _m, ...rest }) => rest));
});

test('fields= keeps only those members, in the item\'s order, with the same festivals and dates', async (t) => {
  const { get } = await app;
  const full = (await get(PATH)).json as Array<Record<string, unknown>>;
  const r = await get(`${PATH}&fields=name,date,id`);
  t.is(r.status, 200, r.text.slice(0, 300));
  const items = r.json as Array<Record<string, unknown>>;
  t.deepEqual(items, full.map((f) => ({ id: f['id'], name: f['name'], date: f['date'] })));
  t.deepEqual(Object.keys(items[0]!), ['id', 'name', 'date']);
  const withMeta = (await get(`${PATH}&fields=id,metadata`)).json as Array<Record<string, unknown>>;
  t.deepEqual(withMeta, full.map((f) => ({ id: f['id'], metadata: f['metadata'] })));
  const both = (await get(`${PATH}&fields=id,rule_id,metadata&metadata=dictionary`)).json as { festivals: Array<{ id: string; rule_id: string; metadata: string | null }>; metadata: Record<string, unknown> };
  t.deepEqual(both.festivals.map((f) => f.metadata === null ? null : both.metadata[f.metadata]), full.map((f) => f['metadata']));
  const none = (await get(`${PATH}&fields=id&metadata=dictionary`)).json;
  t.deepEqual(none.metadata, {});
});

test('unknown fields or metadata forms are 422s; ICS ignores both', async (t) => {
  const { get } = await app;
  t.is((await get(`${PATH}&fields=id,colour`)).status, 422);
  t.is((await get(`${PATH}&fields=`)).status, 422);
  t.is((await get(`${PATH}&metadata=ref`)).status, 422);
  const ics = await get(`${PATH}&format=ics&fields=id&metadata=dictionary`);
  t.is(ics.status, 200);
  t.regex(ics.text, /^BEGIN:VCALENDAR/);
});
