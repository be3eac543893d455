/**
 * `tz=auto` on the calendar endpoints: the zone in force at the request's coordinates, stated in
 * `location.tz`, resolved before the cache key (so two places asking `auto` get their own zones, and `auto`
 * shares the entry of the zone it resolves to).
 */
import test from 'ava';
import { zoneAtLocation } from '../../src/calendar/time/zone-at-location.js';
import { makeTestApp, tempDir } from './helpers.js';

const PLACES = {
  chennai: { lat: 13.0827, lng: 80.2707, tz: 'Asia/Kolkata' },
  kathmandu: { lat: 27.7172, lng: 85.324, tz: 'Asia/Kathmandu' },
  kualaLumpur: { lat: 3.139, lng: 101.6869, tz: 'Asia/Kuala_Lumpur' },
  london: { lat: 51.5074, lng: -0.1278, tz: 'Europe/London' },
};

test('zoneAtLocation: Chennai, Kathmandu, Kuala Lumpur, London; the nautical zone at sea', (t) => {
  for (const p of Object.values(PLACES)) t.is(zoneAtLocation(p.lat, p.lng), p.tz);
  t.is(zoneAtLocation(0, -30), 'Etc/GMT+2');
});

const panchang = (p: { lat: number; lng: number }, tz: string) => `/calendar/v1/panchang?lat=${p.lat}&lng=${p.lng}&date=2024-11-01&include_muhurat=false&tz=${encodeURIComponent(tz)}`;

test('panchang with tz=auto answers in the zone of the place and says so in location.tz', async (t) => {
  const api = await makeTestApp({ buildDir: tempDir('kalakosha-build-') });
  for (const p of Object.values(PLACES)) {
    const r = await api.get(panchang(p, 'auto'));
    t.is(r.status, 200, r.text);
    t.is(r.json.location.tz, p.tz);
    const explicit = await api.get(panchang(p, p.tz));
    t.deepEqual(r.json, explicit.json, `tz=auto at ${p.tz} answers as tz=${p.tz}`);
  }
  // Every calendar endpoint shares the tz parameter: namakarna too.
  const naming = await api.get(`/calendar/v1/namakarna?date=2024-01-15&time=08:05&lat=${PLACES.london.lat}&lng=${PLACES.london.lng}&tz=auto`);
  t.is(naming.json.location.tz, 'Europe/London', naming.text);
  // Kathmandu's sunrise is stated at +05:45, Chennai's at +05:30.
  t.regex((await api.get(panchang(PLACES.kathmandu, 'auto'))).json.sun.sunrise, /\+05:45$/);
  t.regex((await api.get(panchang(PLACES.chennai, 'auto'))).json.sun.sunrise, /\+05:30$/);
});

test('tz=auto in the cache key: two places keep two zones; auto shares the entry of its zone', async (t) => {
  const api = await makeTestApp({ buildDir: tempDir('kalakosha-build-') });
  // The cache keeps an answer the second time it is computed: MISS, MISS, then HIT.
  const statuses: string[] = [];
  for (let i = 0; i < 3; i++) {
    const r = await api.get(panchang(PLACES.chennai, 'auto'));
    statuses.push(r.headers['X-Cache'] ?? r.headers['x-cache']);
    t.is(r.json.location.tz, 'Asia/Kolkata');
  }
  t.deepEqual(statuses, ['MISS', 'MISS', 'HIT']);
  // Kathmandu's auto is not Chennai's cached auto.
  const ktm = await api.get(panchang(PLACES.kathmandu, 'auto'));
  t.is(ktm.headers['X-Cache'] ?? ktm.headers['x-cache'], 'MISS');
  t.is(ktm.json.location.tz, 'Asia/Kathmandu');
  // The explicit zone at Chennai is the entry auto filled.
  const explicit = await api.get(panchang(PLACES.chennai, 'Asia/Kolkata'));
  t.is(explicit.headers['X-Cache'] ?? explicit.headers['x-cache'], 'HIT');
  // And auto is not the default: London with the default zone answers in Asia/Kolkata.
  const londonDefault = await api.get(`/calendar/v1/panchang?lat=${PLACES.london.lat}&lng=${PLACES.london.lng}&date=2024-11-01&include_muhurat=false`);
  t.is(londonDefault.json.location.tz, 'Asia/Kolkata');
});

test('tz: an unknown zone is still a 422 that names auto', async (t) => {
  const api = await makeTestApp({ buildDir: tempDir('kalakosha-build-') });
  const r = await api.get(panchang(PLACES.chennai, 'Mars/Olympus'));
  t.is(r.status, 422);
  t.like(r.json.detail[0], { type: 'timezone_invalid', loc: ['query', 'tz'], msg: 'Input should be an IANA time zone name such as Asia/Kolkata, or auto' });
  t.is((await api.get(panchang(PLACES.chennai, 'AUTO'))).status, 422, 'auto is lower-case, as documented');
});
