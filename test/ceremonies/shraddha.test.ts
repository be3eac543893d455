import test from 'ava';
import { chooseByAparahna, computeShraddha, sunDay } from '../../src/calendar/ceremonies/index.js';
import { localDateOf } from '../../src/calendar/index.js';
import { DELHI, tables } from './helpers.js';

const ok = (x: any) => x as Exclude<typeof x, { date: null }>;

test('death just before an adhika month (2023-07-10, before Adhik Shravana 07-18…08-16)', (t) => {
  const r = computeShraddha({ date: '2023-07-10', ...DELHI }, tables);
  t.is(r.death.tithi_rule, 'sunrise');
  t.is(r.death.tithi.name_en, 'Krishna Ashtami');
  t.is(r.death.masa.label_en, 'Ashadha');
  t.is(r.monthly.length, 16);
  t.is(r.monthly[0]!.masa.label_en, 'Adhika Shravana');
  t.is(r.monthly[0]!.date, '2023-08-08');
  t.regex(r.monthly[0]!.note!, /adhika/);
  t.is(r.monthly[1]!.masa.label_en, 'Shravana');
  t.is(r.annual.length, 10);
  t.is(ok(r.annual[0]).date, '2024-07-28');
  t.is(ok(r.annual[0]).masa.amanta_en, 'Ashadha');
  // 2026 has an adhika Jyeshtha, so Ashadha comes a month later
  t.is(ok(r.annual[2]).date, '2026-08-06');
  t.deepEqual(r.first_thirteen_days.map((d) => [d.day, d.date, d.rite_id]), [
    [1, '2023-07-10', 'antyeshti'], [3, '2023-07-12', 'asthi_sanchayana'], [10, '2023-07-19', 'dashagatra'],
    [11, '2023-07-20', 'ekadasha'], [12, '2023-07-21', 'sapindikarana'], [13, '2023-07-22', 'shubha_svikara'],
  ]);
});

test('death inside the adhika month: monthly every lunation, annual in nija Shravana', (t) => {
  const r = computeShraddha({ date: '2023-07-25', time: '14:00', ...DELHI }, tables);
  t.is(r.death.tithi_rule, 'time-of-death');
  t.is(r.death.tithi.name_en, 'Shukla Saptami');
  t.is(r.death.masa.label_en, 'Adhika Shravana');
  t.is(r.monthly[0]!.masa.label_en, 'Shravana');
  t.is(r.monthly[0]!.date, '2023-08-23');
  t.is(ok(r.annual[0]).date, '2024-08-11');
  t.false(ok(r.annual[0]).masa.adhika);
  t.regex(ok(r.annual[0]).note!, /nija/);
});

test('a year with the month doubled: the annual shraddha goes to the nija month', (t) => {
  // Death in Jyeshtha 2025; 2026 has Adhika Jyeshtha (05-17…06-15) before nija Jyeshtha.
  const r = computeShraddha({ date: '2025-06-01', ...DELHI, annualYears: 2 }, tables);
  t.is(r.death.masa.amanta_en, 'Jyeshtha');
  const a1 = ok(r.annual[0]);
  t.false(a1.masa.adhika);
  t.true(a1.date > '2026-06-15');
  t.regex(a1.note!, /doubled/);
});

test('the time of death decides the tithi; a kshaya tithi still gets its shraddha dates', (t) => {
  // At Delhi, Chaitra Krishna Ashtami 2024 ran 05-01 05:45 → 05-02 04:01: no sunrise sees it (kshaya).
  const noTime = computeShraddha({ date: '2024-05-01', ...DELHI, monthlyCount: 3, annualYears: 2, pitruPakshaYears: 1 }, tables);
  t.is(noTime.death.tithi.name_en, 'Krishna Saptami');
  t.true(noTime.death.tithis_of_day.some((x) => x.name_en === 'Krishna Ashtami'));
  const r = computeShraddha({ date: '2024-05-01', time: '12:00', ...DELHI, monthlyCount: 3, annualYears: 2, pitruPakshaYears: 1 }, tables);
  t.is(r.death.tithi.name_en, 'Krishna Ashtami');
  for (const m of r.monthly) t.is(m.tithi.name_en, 'Krishna Ashtami');
  t.is(r.pitru_paksha[0]!.name, 'Ashtami Shraddha');
  t.is(r.pitru_paksha[0]!.date, '2024-09-24');
  // The monthly series of the 2023-07-10 death meets the same kshaya Ashtami (2024-05-01) and dates it.
  const s = computeShraddha({ date: '2023-07-10', ...DELHI }, tables);
  const k = s.monthly.find((m) => m.date === '2024-05-01')!;
  t.true(k.kshaya_tithi);
  t.is(k.rule, 'aparahna-vyapti');
});

test('Pitru Paksha dates match Drik Panchang 2023 (Purnima 09-29, Saptami 10-05, Ashtami 10-06, Amavasya 10-14)', (t) => {
  const pp = (date: string, time?: string) => computeShraddha({ date, time, ...DELHI, pitruPakshaYears: 2 }, tables).pitru_paksha;
  t.is(pp('2023-07-10')[0]!.date, '2023-10-06');
  t.is(pp('2023-07-25', '14:00')[0]!.date, '2023-10-05');
  const amavasya = pp('2023-08-16');
  t.is(amavasya[0]!.name, 'Sarva Pitru Amavasya');
  t.is(amavasya[0]!.date, '2023-10-14');
  const purnima = pp('2023-08-31');
  t.is(purnima[0]!.name, 'Purnima Shraddha');
  t.is(purnima[0]!.date, '2023-09-29');
  t.is(pp('2023-07-10')[1]!.date, '2024-09-24');
});

test('aparahna vyapti: the larger overlap wins, ties go to the earlier day, no overlap falls back', (t) => {
  const d0 = sunDay({ year: 2024, month: 3, day: 10 }, DELHI);
  const d1 = sunDay({ year: 2024, month: 3, day: 11 }, DELHI);
  const ap = (d: typeof d0) => { const l = d.sunsetMs - d.sunriseMs; return [d.sunriseMs + (3 * l) / 5, d.sunriseMs + (4 * l) / 5] as const; };
  const ld = (ms: number) => localDateOf(ms, DELHI.tz);
  const [a0, b0] = ap(d0), [a1, b1] = ap(d1);
  // covers 30 min of day 0 aparahna, all of day 1's
  t.is(chooseByAparahna([b0 - 30 * 60000, b1 + 1000], DELHI, ld).day.iso, '2024-03-11');
  // covers all of day 0's, 10 min of day 1's
  t.is(chooseByAparahna([a0 - 1000, a1 + 10 * 60000], DELHI, ld).day.iso, '2024-03-10');
  // equal overlaps → earlier
  t.is(chooseByAparahna([b0 - 20 * 60000, a1 + 20 * 60000], DELHI, ld).day.iso, '2024-03-10');
  // inside one night → the day whose sunrise precedes it
  const night = chooseByAparahna([d0.sunsetMs + 3600e3, d0.sunsetMs + 5 * 3600e3], DELHI, ld);
  t.is(night.rule, 'night-fallback');
  t.is(night.day.iso, '2024-03-10');
  // only in the morning of day 1 → daytime fallback
  const morning = chooseByAparahna([d1.sunriseMs + 600e3, d1.sunriseMs + 3 * 3600e3], DELHI, ld);
  t.is(morning.rule, 'daytime-fallback');
  t.is(morning.day.iso, '2024-03-11');
});
