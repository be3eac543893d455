/**
 * `lang` on the calendar endpoints: regional names in their script (Chennai in Tamil, Kolkata in Bengali),
 * the same answer otherwise, 422 for an unknown language, and a cache key of its own.
 */
import test from 'ava';
import { makeTestApp, tempDir } from './helpers.js';

const CHENNAI = 'date=2024-04-14&lat=13.0827&lng=80.2707&tz=Asia/Kolkata';
const KOLKATA = 'date=2024-04-14&lat=22.5726&lng=88.3639&tz=Asia/Kolkata';

test('panchang: Tamil names at Chennai, Bengali at Kolkata; the rest of the answer unchanged', async (t) => {
  const api = await makeTestApp({ buildDir: tempDir('kalakosha-build-') });
  const plain = await api.get(`/calendar/v1/panchang?${CHENNAI}&include=choghadiya,hora`);
  const ta = await api.get(`/calendar/v1/panchang?${CHENNAI}&include=choghadiya,hora&lang=ta`);
  t.is(ta.status, 200, ta.text);
  // 2024-04-14 is a Sunday: Tamil ஞாயிறு, ruled by the Sun (சூரியன்).
  t.is(ta.json.vara.name, 'Ravivāra');
  t.is(ta.json.vara.name_en, 'Sunday');
  t.is(ta.json.vara.name_local, 'ஞாயிறு');
  t.is(ta.json.vara.lord_local, 'சூரியன்');
  t.is(ta.json.nakshatra.name_local, ['அசுவினி', 'பரணி', 'கார்த்திகை', 'ரோகிணி', 'மிருகசீரிடம்', 'திருவாதிரை', 'புனர்பூசம்'][ta.json.nakshatra.number - 1]);
  t.is(ta.json.masa.name, 'Caitra');
  t.is(ta.json.masa.name_local, 'சைத்ரம்');
  t.is(typeof ta.json.samvat.shaka.samvatsara.name_local, 'string');
  t.is(ta.json.tithi.paksha_local, 'வளர்பிறை');
  for (const s of ta.json.tithi.sequence) t.truthy(s.name_local, 'every sequence entry named');
  for (const c of ta.json.choghadiya.day) t.regex(c.name_local, /^[\u0B80-\u0BFF]+$/);
  for (const h of ta.json.hora.horas) t.regex(h.lord_local, /^[\u0B80-\u0BFF]+$/);
  // Removing what lang added gives the answer without it.
  const strip = (v: unknown): unknown => JSON.parse(JSON.stringify(v, (k, x) => (/_(en|local)$/.test(k) ? undefined : x)));
  t.deepEqual(strip(ta.json), plain.json);
  t.is(plain.json.vara.name_local, undefined);

  const bn = await api.get(`/calendar/v1/panchang?${KOLKATA}&lang=bn`);
  t.is(bn.status, 200, bn.text);
  t.is(bn.json.vara.name_local, 'রবিবার');
  t.is(bn.json.masa.name_local, 'চৈত্র');
  t.is(bn.json.location.lat, 22.5726);
});

test('panchang: an unknown lang is a 422 listing the supported ones; lang is part of the cache key', async (t) => {
  const api = await makeTestApp({ buildDir: tempDir('kalakosha-build-') });
  const bad = await api.get(`/calendar/v1/panchang?${CHENNAI}&lang=xx`);
  t.is(bad.status, 422, bad.text);
  const text = JSON.stringify(bad.json.detail);
  for (const l of ['sa-Latn', 'iast', 'en', 'hi', 'mr', 'gu', 'bn', 'or', 'ta', 'te', 'kn', 'ml']) t.true(text.includes(l), l);
  const hi = await api.get(`/calendar/v1/panchang?${CHENNAI}&lang=hi`);
  const te = await api.get(`/calendar/v1/panchang?${CHENNAI}&lang=te`);
  t.is(hi.json.vara.name_local, 'रविवार');
  t.is(te.json.vara.name_local, 'ఆదివారం');
  const en = await api.get(`/calendar/v1/panchang?${CHENNAI}&lang=en`);
  t.is(en.json.vara.name_local, 'Sunday');
  const iast = await api.get(`/calendar/v1/panchang?${CHENNAI}&lang=iast`);
  t.is(iast.json.vara.name_local, 'Ravivāra');
});
