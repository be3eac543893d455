/**
 * Indian public holidays on their published dates (issue 21): the government lists of 2016–2026 and Drik's 2023 list
 * (test/fixtures/holidays, bench/holidays/published.ts), and Drik's New Delhi pages for the even years 2000–2050.
 * Every row must be met except the misses named below, each with why; `node --import=tsx bench/holidays/run.ts`
 * prints the whole table (1900–2050).
 */
import test from 'ava';
import { festivalData } from '../../src/server/festival-rules.js';
import { readCalendarTables } from '../../src/server/calendar-tables.js';
import { compareRows, readDrik2023Rows, readDrikRows, readListRows } from '../../bench/holidays/published.js';

const { rules, regionalRules, metadata } = festivalData();
const tables = readCalendarTables('build', 'drik');

/** Rows the service does not meet, as `holiday year source`, with the reason. */
const KNOWN_MISSES: Record<string, string> = {
  // The Government of India lists Makar Sankranti on 14 January; Drik (and the service) list it on the day of the
  // first sunset after the ingress: 2023 ingress 14 Jan 20:57 IST, 2024 15 Jan 02:53 IST → 15 January.
  'makara-sankranti 2023 dopt-2023': 'GoI fixed 14 Jan; Drik 15 Jan',
  'makara-sankranti 2024 dopt-2024': 'GoI fixed 14 Jan; Drik 15 Jan',
  // "Makar Sankranti / Magha / Bihu" is one entry of the 2023 list; Drik lists Magh Bihu with Makara Sankranti (15 Jan).
  'bhogali-bihu 2023 dopt-2023': 'GoI lumps Magh Bihu with Makar Sankranti (14 Jan); Drik 15 Jan',
  // Lohri is the eve of Maghi (punjab.toml): the lists keep 13 January; Drik the eve of its Makara Sankranti.
  // Drik's "Solar New Year" is the civil day of the Mesha ingress (14 Apr 2048 00:50 IST); Vaisakhi as Punjab keeps it the day before
  'vaisakhi 2048 drik-newdelhi': 'ingress after midnight, before sunrise: Punjab keeps 13 Apr, Drik lists the civil day',
  'lohri 2023 drik-lohri-2023': 'Drik 14 Jan (Makara Sankranti 15 Jan); Punjab and the Government of India keep the eve of Maghi, 13 Jan',
  'makara-sankranti 2016 dopt-2016': 'GoI 14 Jan; ingress 15 Jan 01:34 IST',
  'makara-sankranti 2019 dopt-2019': 'GoI 14 Jan; ingress 14 Jan 20:05 IST, after sunset',
  // the Government of India keeps Guru Tegh Bahadur's martyrdom on 24 November (Nanakshahi), Punjab the lunar date
  'guru-tegh-bahadur-martyrdom 2021 dopt-2021': 'GoI fixed 24 Nov; Maghar Sudi 5 was 8 Dec',
  // Mahavir Jayanti 2016: at Delhi Trayodashi ends 3 min before the sunrise of 20 April; the central list's 20 April is
  // the later of two sunrises at 82°30'E 23°11'N (bench/holidays/mahavir-jayanti.ts). The Jain community kept the 19th
  // and Punjab, Haryana and UP moved their holiday to it (the jain-date-* rows, met).
  'mahavir-jayanti 2016 dopt-2016': 'central list 20 Apr; the Trayodashi of sunrise at Delhi and the Jain date 19 Apr',
  // The Jain community's date where it is not the Trayodashi of sunrise (shown apart in the bench): 2023 Trayodashi
  // began 15 min after sunrise on 3 April and held the next sunrise for 2 h; 2026 began 56 min after sunrise on
  // 30 March and held the next for 43 min. The service, Drik and the central list keep the sunrise day.
  'mahavir-jayanti 2023 jain-date-madhya-pradesh-2023': 'Jain date 3 Apr; Trayodashi of sunrise 4 Apr (Drik, DoPT)',
  'mahavir-jayanti 2023 jain-date-rajasthan-2023': 'Jain date 3 Apr; Trayodashi of sunrise 4 Apr (Drik, DoPT)',
  'mahavir-jayanti 2026 jain-date-community-2026': 'Jain date 30 Mar; Trayodashi of sunrise 31 Mar (DoPT)',
  'vasant-panchami 2020 dopt-2020': 'GoI 30 Jan; the pan-Indian rule and Drik 29 Jan',
  // Pan-Indian rules (data/festivals, not the regional sets): reported in the holidays bench, not fixed here.
  'diwali 2024 dopt-2024': 'GoI 31 Oct; Drik 1 Nov',
  'diwali 2025 assam-2025': 'at Guwahati the Amavasya covers more than a ghatika of the pradosha of 21 Oct (sunset ~16:55); the state list follows the national date',
  'vijayadashami 2028 drik-newdelhi': "Drik's stated Vijayadashami rule gives 28 Sep; Drik lists 27 Sep",
  'govardhan-puja 2026 dopt-2026': 'pan-Indian Govardhan rule gives 10 Nov',
  // Bijoya Dashami (bengal-odisha.toml): Dashami at sunrise, or the afternoon before when Shravana joined it there
  // and is gone by that sunrise; Drik keeps the sunrise day in 2018, when Dashami also covers the next afternoon whole.
  'bijoya-dashami 2018 drik-newdelhi': 'Shravana with Dashami in the afternoon of 18 Oct: Drik 19 Oct',
  'naraka-chaturdashi 2030 drik-newdelhi': 'pan-Indian rule a day early',
  'naraka-chaturdashi 2044 drik-newdelhi': 'pan-Indian rule a day late',
};

const rows = [...readListRows(), ...readDrik2023Rows(), ...readDrikRows(2000, 2050)];
const outcomes = compareRows(rows, rules, regionalRules, metadata, tables);

test('every published holiday row of the lists (2016–2026) and Drik 2000–2050 is met, but for the named misses', (t) => {
  t.true(outcomes.length > 500);
  const misses = outcomes.filter((o) => !o.met).map((o) => `${o.holiday} ${o.year} ${o.source}`);
  const unexpected = outcomes.filter((o) => !o.met && !(`${o.holiday} ${o.year} ${o.source}` in KNOWN_MISSES))
    .map((o) => `${o.holiday} ${o.year} ${o.source}: ours ${o.ours.join('/') || '—'}, published ${o.dates.join('/')}`);
  t.deepEqual(unexpected, [], 'a holiday left its published date');
  // A named miss of a regional rule that is met now is dropped from the list, so the list stays the truth; the
  // pan-Indian rules change elsewhere (data/festivals), so their stale names are only logged.
  const regional = new Set(regionalRules.map((r) => r.id));
  const stale = Object.keys(KNOWN_MISSES).filter((k) => !misses.includes(k));
  for (const k of stale.filter((k) => !regional.has(k.split(' ')[0]!))) t.log(`met now (pan-Indian rule): ${k}`);
  t.deepEqual(stale.filter((k) => regional.has(k.split(' ')[0]!)), [], 'named misses of regional rules that are met now');
});

test('Lohri and Vaisakhi are kept as Punjab keeps them: the sunrise-to-sunrise day of the ingress, not Drik\'s civil day', (t) => {
  const on = (id: string, year: number, source: string) => outcomes.find((o) => o.holiday === id && o.year === year && o.source === source);
  for (const [y, s] of [[2016, 'punjab-2016'], [2020, 'dopt-2020'], [2024, 'punjab-2024'], [2025, 'punjab-2025']] as const) t.true(on('lohri', y, s)!.met, `Lohri ${y} ${s}`);
  t.false(on('lohri', 2023, 'drik-lohri-2023')!.met, 'Drik keeps 14 Jan 2023; the eve of Maghi is the 13th');
  for (const [y, s] of [[2021, 'dopt-2021'], [2025, 'dopt-2025'], [2025, 'punjab-2025']] as const) t.true(on('vaisakhi', y, s)!.met, `Vaisakhi ${y} ${s}: ingress before sunrise of the 14th`);
});

test('Magh Bihu is the day Makara Sankranti is listed; Vishu the dawn after the Mesha sankranti', (t) => {
  const on = (id: string, year: number, source: string) => outcomes.find((o) => o.holiday === id && o.year === year && o.source === source);
  for (const [y, s] of [[2022, 'dopt-2022'], [2024, 'dopt-2024'], [2025, 'dopt-2025'], [2025, 'assam-2025'], [2026, 'dopt-2026']] as const) t.true(on('bhogali-bihu', y, s)!.met, `Magh Bihu ${y} ${s}`);
  t.true(on('bhogali-bihu', 2023, 'drik-2023-mirzapur')!.met);
  t.true(on('vishu', 2022, 'kerala-2022')!.met, 'Vishu 2022: sankranti 14 Apr 08:55 IST, Vishu 15 Apr');
  t.true(on('vishu', 2025, 'kerala-2025')!.met);
  t.true(on('vishu', 2023, 'drik-2023-mirzapur')!.met);
});
