/**
 * Regional solar dates (src/calendar/solar/solar-date.ts with data/regions/solar-calendars.json): new-year days
 * against published dates (each fixture names its source), eras, and the shape of the months over 1900–2100
 * (day 1 follows the last day, months of 29–32 days in order). Live sankranti search (no tables): ≈ 0.3 ms a date.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { parseSolarCalendars, solarDateOn, type SolarCalendarId, type SolarDate } from '../../src/calendar/solar/index.js';
import { addDays, formatIsoDate, parseIsoDate } from '../../src/calendar/time/zone.js';

const CALENDARS = parseSolarCalendars(JSON.parse(readFileSync(new URL('../../data/regions/solar-calendars.json', import.meta.url), 'utf8')));
const CAPITAL: Record<SolarCalendarId, [number, number]> = {
  tamil: [13.0827, 80.2707], // Chennai
  malayalam: [8.5241, 76.9366], // Thiruvananthapuram
  bengali: [22.5726, 88.3639], // Kolkata
  odia: [20.2961, 85.8245], // Bhubaneswar
  assamese: [26.1445, 91.7362], // Guwahati
  punjabi: [31.634, 74.8723], // Amritsar
};

function solar(id: SolarCalendarId, date: string, convention: 'drik' | 'swiss' = 'drik'): SolarDate {
  const [lat, lng] = CAPITAL[id];
  const s = solarDateOn(CALENDARS.get(id)!, { date: parseIsoDate(date)!, lat, lng, altitudeM: 0, tz: 'Asia/Kolkata', convention, tables: null });
  if (!s) throw new Error(`no solar date for ${id} ${date}`);
  return s;
}

/** [calendar, date, month number, day, year, source]. Day 1 of a year unless stated. */
const FIXTURES: Array<[SolarCalendarId, string, number, number, number, string]> = [
  // Puthandu (Cittirai 1): Tamil Nadu government holiday lists.
  ['tamil', '2023-04-14', 1, 1, 5125, 'Tamil Nadu G.O. holidays 2023: Tamil New Year’s Day, Friday 14 April 2023'],
  ['tamil', '2024-04-14', 1, 1, 5126, 'Tamil Nadu G.O. holidays 2024: Tamil New Year’s Day, Sunday 14 April 2024 (sankranti 21:15 IST on the 13th, after sunset)'],
  ['tamil', '2025-04-14', 1, 1, 5127, 'Tamil Nadu G.O. holidays 2025: Tamil New Year’s Day, Monday 14 April 2025'],
  // Vishu (Mēṭaṁ 1, month 9 of the Kollam year) and Chingam 1 (Malayalam new year).
  ['malayalam', '2023-04-15', 9, 1, 1198, 'Kerala government holidays 2023: Vishu, Saturday 15 April 2023 (sankranti 15:12 IST, after 3/5 of the daytime)'],
  ['malayalam', '2024-04-14', 9, 1, 1199, 'Kerala government holidays 2024: Vishu, Sunday 14 April 2024'],
  ['malayalam', '2024-08-17', 1, 1, 1200, 'Kerala: Chingam 1, Kollam year 1200, Saturday 17 August 2024 (Malayalam new year)'],
  // Pohela Boishakh in West Bengal (Bangladesh keeps 14 April by its revised calendar).
  ['bengali', '2022-04-15', 1, 1, 1429, 'ABP Live, 14 Apr 2022: “Indian Bengalis will celebrate Poila Boishakh on April 15”, year 1429'],
  ['bengali', '2023-04-15', 1, 1, 1430, 'The Times of Bengal, Apr 2023: Pohela Boishakh on 15 April in West Bengal and Tripura'],
  ['bengali', '2025-04-15', 1, 1, 1432, 'Livemint, 14 Apr 2025 (from Drik Panchang): Pohela Boishakh Tuesday 15 April 2025, sankranti 03:30 on the 14th (after midnight: the day after the next)'],
  // Pana Sankranti (Baisakha 1).
  ['odia', '2023-04-14', 1, 1, 1945, 'hindupad.com: Pana Sankranti 14 April 2023'],
  ['odia', '2025-04-14', 1, 1, 1947, 'hindu-blog.com: Maha Vishuba Sankranti 2025 is April 14 as per the Odisha Government Calendar (sankranti 03:30 that morning)'],
  // Bohag Bihu: Manuh Bihu, the new year (Bohag 1), the day after Goru Bihu.
  ['assamese', '2023-04-15', 1, 1, 1430, 'India Today NE, 14 Apr 2023: Goru Bihu on 14 April, New Year’s Day (Manuh Bihu) on April 15'],
  ['assamese', '2011-04-15', 1, 1, 1418, 'hindu-blog.com, 15 Apr 2011: “Today – April 15, 2011 – … the Assamese New Year and the first day of the Bohag month”'],
  // Vaisakhi (Vaisakh 1).
  ['punjabi', '2025-04-14', 1, 1, 2082, 'Livemint, 11 Apr 2025 (from Drik Panchang): Baisakhi Monday 14 April 2025, Vaisakhi sankranti 03:30'],
];

for (const [id, date, month, day, year, source] of FIXTURES) {
  test(`${id} ${date}: month ${month} day ${day}, year ${year} (${source})`, (t) => {
    const s = solar(id, date);
    t.deepEqual([s.month.number, s.day, s.year], [month, day, year]);
    if (day === 1) t.is(solar(id, formatIsoDate(addDays(parseIsoDate(date)!, -1))).month.number, month === 1 ? 12 : month - 1, 'the day before ends the previous month');
  });
}

test('Chingam 1 2023: 17 August as published with convention=swiss; Drik’s later Sun (13:43, 2 min after 3/5 of the day at Thiruvananthapuram) gives the 18th', (t) => {
  // Source: Hindustan Times and News18, 16–17 Aug 2023: Chingam 1 (Kollam year 1199) on Thursday 17 August 2023.
  const swiss = solar('malayalam', '2023-08-17', 'swiss');
  t.deepEqual([swiss.month.number, swiss.day, swiss.year], [1, 1, 1199]);
  const drik = solar('malayalam', '2023-08-17', 'drik');
  t.deepEqual([drik.month.number, drik.day], [12, 32], 'known difference of the default convention on a sankranti within minutes of the threshold');
});

test('names and eras: Cittirai in Tamil script, Kollam era, Bengali and Gurmukhi names', (t) => {
  const ta = solar('tamil', '2024-04-14');
  t.deepEqual([ta.month.name, ta.month.nameNative, ta.era.name, ta.month.rashi], ['Cittirai', 'சித்திரை', 'Kali', 1]);
  const ml = solar('malayalam', '2024-08-17');
  t.deepEqual([ml.month.name, ml.month.nameNative, ml.era.name, ml.month.rashi], ['Ciṅṅaṁ', 'ചിങ്ങം', 'Kollam', 5]);
  t.is(solar('bengali', '2024-04-14').month.nameNative, 'বৈশাখ');
  t.is(solar('punjabi', '2024-04-13').month.nameNative, 'ਵੈਸਾਖ');
  t.is(solar('bengali', '2025-04-14').month.name, 'Caitra', 'Chaitra sankranti day in West Bengal 2025 is the last day of the year');
  t.is(solar('bengali', '2025-04-14').year, 1431);
});

test('months over 1900–2100: day 1 follows the last day, 29–32 days each, numbers in order, years step at month 1', (t) => {
  for (const id of Object.keys(CAPITAL) as SolarCalendarId[]) {
    for (const from of ['1900-01-01', '2000-03-01', '2099-06-01']) {
      let prev = solar(id, from);
      let d = parseIsoDate(from)!;
      for (let i = 1; i <= 200; i++) {
        d = addDays(d, 1);
        const s = solar(id, formatIsoDate(d));
        t.true(s.monthDays >= 29 && s.monthDays <= 32, `${id} ${formatIsoDate(d)} month of ${s.monthDays} days`);
        if (s.day === 1) {
          t.is(prev.day, prev.monthDays, `${id} ${formatIsoDate(d)}: the previous month ran to its last day`);
          t.is(s.month.number, (prev.month.number % 12) + 1);
          t.is(s.year, prev.year + (s.month.number === 1 ? 1 : 0));
        } else {
          t.deepEqual([s.day, s.month.number, s.year], [prev.day + 1, prev.month.number, prev.year], `${id} ${formatIsoDate(d)}`);
        }
        prev = s;
      }
    }
  }
});

test('Bengali month lengths are 29–32 days and sum to the year (2024-04-14 … 2025-04-14)', (t) => {
  const lengths: number[] = [];
  let d = parseIsoDate('2024-04-14')!;
  for (let m = 0; m < 12; m++) {
    const s = solar('bengali', formatIsoDate(d));
    t.is(s.day, 1);
    lengths.push(s.monthDays);
    d = addDays(d, s.monthDays);
  }
  t.true(lengths.every((n) => n >= 29 && n <= 32), lengths.join(' '));
  t.true(lengths.includes(32) || lengths.includes(29), 'the longest (Jyaiṣṭha/Āṣāṛh) and shortest (Pauṣ) months differ: ' + lengths.join(' '));
  t.is(lengths.reduce((a, b) => a + b), 366, 'Boishakh 1 2024 → Boishakh 1 2025 (the 14th, then the 15th)');
  t.is(formatIsoDate(d), '2025-04-15');
});

test('a malformed calendar record is refused, naming the field', (t) => {
  const file = JSON.parse(readFileSync(new URL('../../data/regions/solar-calendars.json', import.meta.url), 'utf8'));
  const bad = (edit: (c: any) => void) => { const f = structuredClone(file); edit(f.calendars[0]); return () => parseSolarCalendars(f); };
  t.throws(bad((c) => { c.first_day_rule = 'at_noon'; }), { message: /calendars\[0\]\.first_day_rule/ });
  t.throws(bad((c) => { c.months.pop(); }), { message: /calendars\[0\]\.months: 12 pairs/ });
  t.throws(bad((c) => { c.era.offset = 'x'; }), { message: /calendars\[0\]\.era/ });
  t.throws(bad((c) => { c.id = 'malayalam'; }), { message: /malayalam twice/ });
});
