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
  const strip = (v: unknown): unknown => JSON.parse(JSON.stringify(v, (k, x) => (/_(en|local)$/.test(k) || k === 'window_names' ? undefined : x)));
  t.deepEqual(strip(ta.json), plain.json);
  t.is(plain.json.vara.name_local, undefined);

  const bn = await api.get(`/calendar/v1/panchang?${KOLKATA}&lang=bn`);
  t.is(bn.status, 200, bn.text);
  t.is(bn.json.vara.name_local, 'রবিবার');
  t.is(bn.json.masa.name_local, 'চৈত্র');
  t.is(bn.json.location.lat, 22.5726);
  t.deepEqual(bn.json.window_names.rahu_kalam, { name: 'Rāhu Kāla', name_en: 'Rahu Kalam', name_local: 'রাহু কাল' });
  t.is(ta.json.window_names.gulika_kalam.name_local, 'குளிகை காலம்');
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

test('the examples in the lang parameter\'s description are the live answers', async (t) => {
  const api = await makeTestApp({ buildDir: tempDir('kalakosha-build-') });
  const ta = (await api.get(`/calendar/v1/panchang?date=2024-04-14&lat=13.0827&lng=80.2707&lang=ta`)).json;
  t.deepEqual([ta.tithi.name, ta.tithi.name_local, ta.tithi.paksha_local], ['Ṣaṣṭhī', 'சஷ்டி', 'வளர்பிறை']);
  t.deepEqual([ta.nakshatra.name, ta.nakshatra.name_local], ['Ārdrā', 'திருவாதிரை']);
  t.deepEqual([ta.samvat.shaka.samvatsara.name, ta.samvat.shaka.samvatsara.name_local], ['Krodhin', 'குரோதி']);
  const bn = (await api.get(`/calendar/v1/panchang?${KOLKATA}&lang=bn`)).json;
  t.deepEqual([bn.tithi.name_local, bn.tithi.paksha_local, bn.nakshatra.name_local], ['ষষ্ঠী', 'শুক্ল', 'আর্দ্রা']);
  const openapi = (await api.get('/openapi.json')).json;
  const param = openapi.paths['/calendar/v1/panchang'].get.parameters.find((p: { name: string }) => p.name === 'lang');
  t.true(param.description.includes('திருவாதிரை') && param.description.includes('আর্দ্রা'));
  t.deepEqual(param.schema.enum, ['sa-Latn', 'iast', 'en', 'hi', 'mr', 'gu', 'bn', 'or', 'ta', 'te', 'kn', 'ml']);
});

test('month, festivals, namakarna, shraddha, vivah-muhurat and eclipses take lang', async (t) => {
  const api = await makeTestApp({ buildDir: tempDir('kalakosha-build-') });
  const month = await api.get('/calendar/v1/month?year=2024&month=2&lat=22.5726&lng=88.3639&lang=bn');
  t.is(month.status, 200, month.text);
  const feb6 = month.json.days.find((d: { date: string }) => d.date === '2024-02-06');
  t.is(feb6.vara.name_local, 'মঙ্গলবার');
  t.is(feb6.tithi[0].name_local, 'একাদশী');
  t.is(feb6.masa.amanta.name_local, 'পৌষ');
  t.is(feb6.festivals.find((f: { id: string }) => f.id === 'shattila-ekadashi').name_local, 'ষট্তিলা একাদশী');

  const fest = await api.get('/calendar/v1/festivals?year=2024&lat=13.0827&lng=80.2707&lang=ta');
  t.is(fest.status, 200, fest.text);
  const diwali = fest.json.find((f: { id: string }) => f.id === 'diwali');
  t.is(diwali.name_local, 'தீபாவளி');
  t.is(diwali.weekday_local, 'வெள்ளி');
  t.is(fest.json.find((f: { id: string }) => f.id === 'shattila-ekadashi-parana').name_local, null, 'a derived day has no name of its own');
  const dict = await api.get('/calendar/v1/festivals?year=2024&lat=13.0827&lng=80.2707&lang=ta&metadata=dictionary');
  t.is(dict.json.festivals.find((f: { id: string }) => f.id === 'diwali').name_local, 'தீபாவளி');
  // `fields` that leave out the ids still get the local name of what they keep.
  const slim = await api.get('/calendar/v1/festivals?year=2024&lat=13.0827&lng=80.2707&lang=ta&fields=date,name_en,name');
  t.is(slim.status, 200, slim.text);
  t.deepEqual(slim.json.find((f: { name_en: string }) => f.name_en === 'Diwali'), { date: diwali.date, name: diwali.name, name_en: 'Diwali', name_local: 'தீபாவளி' });

  const nama = await api.get('/calendar/v1/namakarna?date=2024-01-15&time=08:30&lat=28.6139&lng=77.209&lang=ml');
  t.is(nama.status, 200, nama.text);
  t.is(nama.json.nakshatra_name, 'Pūrva Bhādrapadā');
  t.is(nama.json.nakshatra_name_local, 'പൂരൂരുട്ടാതി');
  t.is(nama.json.rashi_name_local, 'കുംഭം');
  t.is(nama.json.nakshatra_lord_local, 'വ്യാഴം');
  t.is(nama.json.lunar_month_name_local, 'പൗഷം');

  const sh = await api.get('/calendar/v1/shraddha?date=2023-07-10&monthly_count=2&annual_years=2&pitru_paksha_years=1&lat=28.6139&lng=77.209&lang=kn');
  t.is(sh.status, 200, sh.text);
  t.is(sh.json.death.tithi.name_local, 'ಕೃಷ್ಣ ಅಷ್ಟಮಿ');
  t.is(sh.json.first_thirteen_days[0].weekday_local, 'ಸೋಮವಾರ');

  const vv = await api.get('/calendar/v1/vivah-muhurat?start_date=2024-11-15&months=1&lat=28.6139&lng=77.209&lang=gu');
  t.is(vv.status, 200, vv.text);
  const d0 = vv.json.dates[0];
  t.is(d0.weekday_local, 'શનિવાર');
  t.is(d0.vara_local, 'શનિવાર');
  t.deepEqual(d0.nakshatra_local, ['રોહિણી']);
  t.deepEqual(d0.tithi_local, ['વદ પડવો', 'વદ બીજ']);

  const ecl = await api.get('/calendar/v1/eclipses?year=2025&lat=28.652&lng=77.2315&lang=hi');
  t.is(ecl.status, 200, ecl.text);
  t.deepEqual(ecl.json.eclipses.map((e: { body_local: string }) => e.body_local).slice(0, 2), ['चंद्र', 'सूर्य']);
});

test('panchang extras: the Ekadashi, the solar month, the Sun and Moon signs and the lagnas take lang', async (t) => {
  const api = await makeTestApp({ buildDir: tempDir('kalakosha-build-') });
  const bn = (await api.get('/calendar/v1/panchang?date=2023-08-12&lat=25.146&lng=82.569&calendar=bengali&include=signs,lagna&lang=bn')).json;
  t.is(bn.ekadashi.name, 'Paramā Ekādaśī');
  t.is(bn.ekadashi.name_local, 'পরমা একাদশী');
  t.is(bn.ekadashi.masa_local, 'অধিক শ্রাবণ');
  t.is(bn.solar_date.month.name_local, 'শ্রাবণ', 'the Bengali calendar\'s own month name');
  t.is(bn.signs.sun.name_local, 'কর্কট');
  for (const l of bn.lagna.lagnas) t.regex(l.name_local, /^[\u0980-\u09FF]+$/);
  // Another language than the calendar's: the month is named by its rashi.
  const te = (await api.get(`/calendar/v1/panchang?${CHENNAI}&calendar=tamil&lang=te`)).json;
  t.is(te.solar_date.month.name_native, 'சித்திரை');
  t.is(te.solar_date.month.name_local, 'మేషం');
});

test('lang on the compute pool: names are added where the answer is made, byte-identical to the inline answer', async (t) => {
  const inline = await makeTestApp({ buildDir: tempDir('kalakosha-build-') });
  const pooled = await makeTestApp({ buildDir: tempDir('kalakosha-build-'), computeThreads: 1 });
  try {
    for (const path of ['/calendar/v1/festivals?year=2024&lat=13.0827&lng=80.2707&lang=ta', '/calendar/v1/shraddha?date=2023-07-20&lat=22.5726&lng=88.3639&lang=bn']) {
      const [a, b] = [await inline.get(path), await pooled.get(path)];
      t.is(b.status, 200, b.text);
      t.is(b.text, a.text, path);
      t.regex(b.text, /"name_local":"[^"\x00-\x7f]/, 'names in the script of the language');
    }
  } finally {
    await pooled.app.close();
  }
});
