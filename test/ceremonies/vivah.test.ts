import test from 'ava';
import { computeVivahMuhurat, type VivahCriterionId } from '../../src/calendar/ceremonies/index.js';
import { DELHI, tables } from './helpers.js';

const one = (date: string, ignore: VivahCriterionId[] = [], explain = true) =>
  computeVivahMuhurat({ startDate: date, endDate: date, ...DELHI, ignore, explain }, tables);

/** For each criterion, a date (Delhi) that only it rejects: dropping it makes the date auspicious. */
const ONLY: Array<[VivahCriterionId, string, RegExp, VivahCriterionId[]]> = [
  ['nakshatra', '2023-01-22', /Nakshatra/, []],
  ['tithi', '2023-02-08', /Tithi .*(Rikta|Amavasya)/, []],
  ['karana', '2023-02-01', /Vishti/, []],
  ['yoga', '2023-02-18', /Yoga (Vyatipata|Vaidhriti)/, []],
  ['weekday', '2023-01-17', /Tuesday/, []],
  ['kharmas', '2023-12-21', /Kharmas: Sun in sidereal Dhanu/, []],
  ['chaturmasa', '2023-07-08', /Chaturmasa/, []],
  ['asta', '2023-04-17', /Guru asta: Jupiter/, []],
  ['asta', '2024-06-20', /Shukra asta: Venus/, []],
  ['amritadi', '2023-02-06', /Marana yoga/, []],
  ['adhika_masa', '2026-05-17', /Adhika Jyeshtha/, []],
  ['holashtak', '2023-03-01', /Holashtak/, []],
  ['pitru_paksha', '2023-09-29', /Pitru Paksha/, ['chaturmasa']],
  ['eclipse', '2025-03-14', /Total lunar eclipse/, []],
];

for (const [id, date, detail, base] of ONLY) {
  test(`${id}: ${date} is rejected by it alone`, (t) => {
    const r = one(date, base);
    t.is(r.dates.length, 0);
    const rej = r.rejected![0]!;
    t.is(rej.date, date);
    const by = rej.rejected_by.find((x) => x.criterion === id);
    t.truthy(by, rej.summary);
    t.regex(by!.details.join(' | '), detail);
    const freed = one(date, [...base, id], false);
    t.is(freed.dates.length, 1, `ignoring ${id} frees ${date}`);
    t.true(freed.dates[0]!.windows.length > 0);
  });
}

test('known exclusion periods produce no dates: Kharmas, Chaturmasa, Shukra and Guru asta', (t) => {
  const r = computeVivahMuhurat({ startDate: '2023-12-01', endDate: '2024-12-31', ...DELHI }, tables);
  const between = (a: string, b: string) => r.dates.filter((d) => d.date >= a && d.date <= b).map((d) => d.date);
  t.deepEqual(between('2023-12-17', '2024-01-14'), [], 'Kharmas (Sun in Dhanu)');
  t.deepEqual(between('2024-03-15', '2024-04-12'), [], 'Kharmas (Sun in Meena)');
  t.deepEqual(between('2024-04-29', '2024-07-10'), [], 'Shukra asta 2024 (and Guru asta 05-04…06-02)');
  t.deepEqual(between('2024-07-18', '2024-11-11'), [], 'Chaturmasa 2024 (Devshayani 07-17 → Prabodhini 11-12)');
  t.true(r.dates.length > 20);
  // Shukra asta of August 2023 (inferior conjunction) even with Chaturmasa and adhika ignored
  const v = computeVivahMuhurat({ startDate: '2023-08-09', endDate: '2023-08-17', ...DELHI, ignore: ['chaturmasa', 'adhika_masa'] }, tables);
  t.deepEqual(v.dates, []);
  // Guru asta 2025 (06-09 → 07-09)
  const j = computeVivahMuhurat({ startDate: '2025-06-10', endDate: '2025-07-08', ...DELHI, ignore: ['chaturmasa'] }, tables);
  t.deepEqual(j.dates, []);
});

test('windows are the intersection of all criteria, and reasons name every criterion', (t) => {
  const r = computeVivahMuhurat({ startDate: '2024-11-15', endDate: '2024-12-14', ...DELHI }, tables);
  t.true(r.dates.length > 3);
  for (const d of r.dates) {
    t.is(d.reasons.length, 14);
    for (const w of d.windows) {
      t.true(w.end > w.start);
      for (const n of w.nakshatra_en) t.true(['Rohini', 'Mrigashirsha', 'Magha', 'Uttara Phalguni', 'Hasta', 'Swati', 'Anuradha', 'Mula', 'Uttara Ashadha', 'Uttara Bhadrapada', 'Revati'].includes(n), n);
      for (const x of w.tithi) t.notRegex(x, /Chaturthi|Navami|Chaturdashi|Amavasya/);
      t.false(w.karana.includes('Vishti'));
      t.false(w.yoga.includes('Vyatipata') || w.yoga.includes('Vaidhriti'));
    }
    t.not(d.weekday, 'Tuesday');
  }
  // A window can run past midnight; it belongs to the date of the preceding sunrise.
  t.true(r.dates.some((d) => d.windows.some((w) => w.end.slice(0, 10) > d.date)));
});

test('explain lists every day once; summary counts agree', (t) => {
  const r = computeVivahMuhurat({ startDate: '2024-02-01', endDate: '2024-02-29', ...DELHI, explain: true }, tables);
  t.is(r.dates.length + r.rejected!.length, 29);
  t.is(r.summary.days_searched, 29);
  for (const x of r.rejected!) t.true(x.rejected_by.length > 0 && x.summary.length > 0);
  t.is(r.criteria.length, 13);
});

test('reasons: false leaves out each date\'s reasons and nothing else (profiles, explain, zones)', (t) => {
  const cases = [
    { startDate: '2024-11-01', endDate: '2025-10-31', ...DELHI },
    { startDate: '2024-01-01', endDate: '2024-06-30', ...DELHI, profile: 'drik' as const, explain: true },
    { startDate: '2023-03-10', endDate: '2023-05-20', lat: 51.5074, lng: -0.1278, tz: 'Europe/London', ignore: ['chaturmasa'] as VivahCriterionId[] },
  ];
  for (const input of cases) {
    const full = computeVivahMuhurat(input, tables);
    const bare = computeVivahMuhurat({ ...input, reasons: false }, tables);
    t.true(full.dates.length > 0 && full.dates.every((d) => d.reasons!.length === 14), input.startDate);
    t.true(bare.dates.every((d) => !('reasons' in d)), input.startDate);
    t.deepEqual(bare, { ...full, dates: full.dates.map(({ reasons: _, ...d }) => d) }, input.startDate);
  }
});
