import test from 'ava';
import { makeTestApp } from '../server/helpers.js';
import { computeFestivals } from '../../src/calendar/festivals/index.js';
import { festivalData } from '../../src/server/festival-rules.js';

type Item = { id: string; date: string; regions?: string[] };
const CHENNAI = 'lat=13.0827&lng=80.2707';
const DELHI = 'lat=28.6139&lng=77.209';

test('region=none is the pan-Indian answer (the rules of data/festivals alone)', async (t) => {
  const { get } = await makeTestApp();
  const r = await get(`/calendar/v1/festivals?year=2024&${CHENNAI}&region=none`);
  t.is(r.status, 200, r.text.slice(0, 300));
  const { rules, metadata } = festivalData();
  const old = computeFestivals(rules, { year: 2024, lat: 13.0827, lng: 80.2707, tz: 'Asia/Kolkata', calendarSystem: 'purnimant' }, metadata);
  t.deepEqual(r.json, JSON.parse(JSON.stringify(old)));
});

test('region=auto: Chennai gets the Tamil set, Delhi only the pan-Indian one (byte-identical to region=none)', async (t) => {
  const { get } = await makeTestApp();
  const chennai = (await get(`/calendar/v1/festivals?year=2024&${CHENNAI}`)).json as Item[];
  const pongal = chennai.find((i) => i.id === 'thai-pongal')!;
  t.is(pongal.date, '2024-01-15');
  t.deepEqual(pongal.regions, ['tamil-nadu']);
  t.deepEqual(chennai.map((i) => i.date), [...chennai.map((i) => i.date)].sort());
  const delhi = await get(`/calendar/v1/festivals?year=2024&${DELHI}`);
  t.false((delhi.json as Item[]).some((i) => i.id === 'thai-pongal' || i.regions));
  t.is(delhi.text, (await get(`/calendar/v1/festivals?year=2024&${DELHI}&region=none`)).text);
});

test('region=auto: Kuala Lumpur gets Thaipusam; an explicit region overrides the place', async (t) => {
  const { get } = await makeTestApp();
  const kl = (await get('/calendar/v1/festivals?year=2024&lat=3.139&lng=101.6869&tz=Asia/Kuala_Lumpur&fields=id,date,regions')).json as Item[];
  t.deepEqual(kl.filter((i) => i.id === 'thaipusam').map((i) => i.date), ['2024-01-25']);
  const delhiKerala = (await get(`/calendar/v1/festivals?year=2024&${DELHI}&region=kerala&fields=id,date`)).json as Item[];
  t.true(delhiKerala.some((i) => i.id === 'vishu'));
  t.false(delhiKerala.some((i) => i.id === 'thai-pongal'));
});

test('an unknown region is a 422', async (t) => {
  const { get } = await makeTestApp();
  t.is((await get(`/calendar/v1/festivals?year=2024&${DELHI}&region=atlantis`)).status, 422);
});
