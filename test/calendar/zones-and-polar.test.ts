/**
 * Time zones (historic local mean time, DST change days in New York and London) and high latitudes
 * (polar day and night answer with a documented anchor and null sun times, never an exception).
 */
import test from 'ava';
import { computePanchangDay, computePanchangInstant, formatIsoLocal, localToUnixMs, utcOffsetMs } from '../../src/calendar/index.js';

const offsetOf = (iso: string) => iso.slice(19);

test('New York DST change days: offsets before and after, one answer per civil day', (t) => {
  const spring = computePanchangDay({ date: '2023-03-12', lat: 40.7128, lng: -74.006, tz: 'America/New_York' });
  t.is(spring.anchor, 'sunrise');
  t.is(offsetOf(spring.sun!.sunrise!), '-04:00'); // sunrise 07:1x EDT, after the 02:00 change
  t.true(spring.sun!.sunrise!.startsWith('2023-03-12T07:'));
  const before = computePanchangDay({ date: '2023-03-11', lat: 40.7128, lng: -74.006, tz: 'America/New_York' });
  t.is(offsetOf(before.sun!.sunrise!), '-05:00');
  t.true(before.sun!.sunrise!.startsWith('2023-03-11T06:'));
  const fall = computePanchangDay({ date: '2023-11-05', lat: 40.7128, lng: -74.006, tz: 'America/New_York' });
  t.is(offsetOf(fall.sun!.sunrise!), '-05:00');
  t.true(fall.sun!.sunrise!.startsWith('2023-11-05T06:'));
  // an element ending in the night before the change carries the old offset
  const all = [...fall.tithi.sequence!, ...fall.nakshatra.sequence!].flatMap((e) => [e.start!, e.end!]);
  for (const s of all) t.is(offsetOf(s), Date.parse(s) < Date.parse('2023-11-05T06:00:00Z') ? '-04:00' : '-05:00');
  // instant mode on the repeated hour takes its first occurrence (EDT)
  const inst = computePanchangInstant({ date: '2023-11-05', time: '01:30', lat: 40.7128, lng: -74.006, tz: 'America/New_York' });
  t.is(inst.instant, '2023-11-05T01:30:00-04:00');
  const gap = computePanchangInstant({ date: '2023-03-12', time: '02:30', lat: 40.7128, lng: -74.006, tz: 'America/New_York' });
  t.is(gap.instant, '2023-03-12T03:30:00-04:00');
});

test('London DST change days', (t) => {
  const spring = computePanchangDay({ date: '2023-03-26', lat: 51.5074, lng: -0.1278, tz: 'Europe/London' });
  t.is(offsetOf(spring.sun!.sunrise!), '+01:00');
  t.true(spring.sun!.sunrise!.startsWith('2023-03-26T06:'));
  const fall = computePanchangDay({ date: '2023-10-29', lat: 51.5074, lng: -0.1278, tz: 'Europe/London' });
  t.is(offsetOf(fall.sun!.sunrise!), '+00:00');
  t.true(fall.sun!.sunrise!.startsWith('2023-10-29T06:'));
  t.is(fall.date, '2023-10-29');
});

test('1900s local mean time', (t) => {
  // Asia/Kolkata used Madras/Calcutta time (+05:21:10 in tzdata, rounded to +05:21) before 1942.
  t.is(utcOffsetMs('Asia/Kolkata', Date.UTC(1900, 5, 1)), (5 * 60 + 21) * 60000);
  t.is(formatIsoLocal(Date.UTC(1900, 5, 1), 'Asia/Kolkata'), '1900-06-01T05:21:00+05:21');
  // Africa/Nairobi local mean time +02:27:16 (until 1908) → +02:27
  t.is(formatIsoLocal(Date.UTC(1905, 5, 1, 12), 'Africa/Nairobi'), '1905-06-01T14:27:00+02:27');
  const p = computePanchangDay({ date: '1902-10-13', lat: 25.3176, lng: 82.9739, tz: 'Asia/Kolkata' });
  t.is(offsetOf(p.sun!.sunrise!), '+05:21');
  t.is(localToUnixMs({ year: 1902, month: 10, day: 13 }, 16 * 3600 + 14 * 60, 'Asia/Kolkata'), Date.parse('1902-10-13T10:53:00Z'));
});

test('polar night and polar day: anchor local midnight, null sun times, full answer', (t) => {
  const night = computePanchangDay({ date: '2023-12-21', lat: 78.2232, lng: 15.6267, tz: 'Arctic/Longyearbyen' });
  t.is(night.anchor, 'local_midnight');
  t.is(night.anchor_time, '2023-12-21T00:00:00+01:00');
  t.is(night.sun!.sunrise, null);
  t.is(night.sun!.sunset, null);
  t.is(night.sun!.day_length_seconds, null);
  t.is(night.rahu_kalam, null);
  t.is(night.abhijit_muhurat, null);
  t.truthy(night.tithi.end);
  t.truthy(night.masa);
  t.truthy(night.vara);
  const day = computePanchangDay({ date: '2023-06-21', lat: 78.2232, lng: 15.6267, tz: 'Arctic/Longyearbyen' });
  t.is(day.anchor, 'local_midnight');
  t.is(day.sun!.sunrise, null);
  t.is(day.sun!.sunset, null);
  t.true(day.tithi.sequence!.length >= 1);
  // South Pole, both seasons, and the exact pole coordinates
  for (const date of ['2023-01-01', '2023-07-01']) {
    const p = computePanchangDay({ date, lat: -90, lng: 0, tz: 'Antarctica/McMurdo' });
    t.is(p.sun!.sunrise, null);
  }
  t.notThrows(() => computePanchangDay({ date: '2023-03-20', lat: 90, lng: 180, tz: 'UTC' }));
  // the first sunrise after polar night (sunrise but maybe no sunset the same date) never throws
  for (let d = 1; d <= 28; d++) {
    const date = `2023-02-${String(d).padStart(2, '0')}`;
    t.notThrows(() => computePanchangDay({ date, lat: 78.2232, lng: 15.6267, tz: 'Arctic/Longyearbyen' }));
  }
});

test('Wednesday has no Abhijit; invalid inputs are rejected with PanchangInputError', (t) => {
  const wed = computePanchangDay({ date: '2023-01-04', lat: 25.146, lng: 82.569 });
  t.is(wed.vara!.number, 3);
  t.is(wed.abhijit_muhurat, null);
  t.truthy(wed.rahu_kalam);
  t.throws(() => computePanchangDay({ date: '2023-02-30', lat: 0, lng: 0 }), { name: 'PanchangInputError' });
  t.throws(() => computePanchangDay({ date: '2023-02-01', lat: 91, lng: 0 }), { name: 'PanchangInputError' });
  t.throws(() => computePanchangDay({ date: '2023-02-01', lat: 0, lng: 0, tz: 'Mars/Olympus' }), { name: 'PanchangInputError' });
  t.throws(() => computePanchangInstant({ date: '2023-02-01', time: '25:00', lat: 0, lng: 0 }), { name: 'PanchangInputError' });
});

test('utcOffsetMs and formatIsoLocal (memoised, offset text) equal Intl\'s local clock parts: every zone, 1850–2150, and every 7 min of 2021 across DST changes', (t) => {
  const parts = new Map<string, Intl.DateTimeFormat>();
  /** The offset from the local clock's parts (the way zone.ts computed it before reading the offset text). */
  const byParts = (tz: string, ms: number) => {
    let f = parts.get(tz);
    if (!f) parts.set(tz, (f = new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', era: 'short' })));
    const s = Math.floor(ms / 1000) * 1000;
    const p = Object.fromEntries(f.formatToParts(new Date(s)).map((x) => [x.type, x.value]));
    const local = new Date(Date.UTC(2000, 0, 1, +p['hour']!, +p['minute']!, +p['second']!));
    local.setUTCFullYear(p['era'] === 'BC' || p['era'] === 'B' ? 1 - +p['year']! : +p['year']!, +p['month']! - 1, +p['day']!);
    return Math.round((local.getTime() - s) / 60000) * 60000;
  };
  const zones = Intl.supportedValuesOf('timeZone');
  let seed = 7;
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const bad: string[] = [];
  const check = (tz: string, ms: number) => {
    const want = byParts(tz, ms);
    if (utcOffsetMs(tz, ms) !== want) bad.push(`${tz} ${new Date(ms).toISOString()}`);
    const iso = formatIsoLocal(ms, tz);
    if (Date.parse(iso) !== Math.round(ms / 1000) * 1000) bad.push(`${tz} ${iso}`);
  };
  for (let i = 0; i < 12_000; i++) check(zones[i % zones.length]!, Date.UTC(1850, 0, 1) + rnd() * (Date.UTC(2150, 0, 1) - Date.UTC(1850, 0, 1)));
  for (const tz of ['America/New_York', 'Europe/London', 'Australia/Sydney', 'America/St_Johns', 'Pacific/Chatham']) {
    for (let ms = Date.UTC(2021, 0, 1); ms < Date.UTC(2022, 0, 1); ms += 7 * 60_000) check(tz, ms);
  }
  t.deepEqual(bad.slice(0, 5), []);
});
