/**
 * Golden figures: agreement of the festival rules with Drik Panchang at New Delhi, even years 1900–2050
 * (bench/drik/festival-records.ts pairs the records; `node --import=tsx bench/drik/festivals.ts` prints the
 * misses). Floors sit slightly below the measured figures, so a rule change that loses agreement fails here.
 */
import test from 'ava';
import { computeFestivals, type EnrichedFestivalInfo } from '../../src/calendar/festivals/index.js';
import { festivalData } from '../../src/server/festival-rules.js';
import { agreementFigures, compareDrikRecords, currentDrikTables, NEW_DELHI, pct, readDrikEvenFestivals } from '../../bench/drik/festival-records.js';

const { rules } = festivalData();
const tables = currentDrikTables();
const itemsByYear = new Map<number, EnrichedFestivalInfo[]>();
for (let y = 1900; y <= 2050; y += 2) itemsByYear.set(y, computeFestivals(rules, { year: y, ...NEW_DELHI, tables }));
const outcomes = compareDrikRecords(itemsByYear, rules, readDrikEvenFestivals());
const f = agreementFigures(outcomes, rules);

test('Drik New Delhi even years: overall and the thirty major festivals', (t) => {
  t.log(`overall ${f.overall.exact}/${f.overall.total} = ${pct(f.overall).toFixed(2)} %; major ${f.major.exact}/${f.major.total} = ${pct(f.major).toFixed(2)} %`);
  t.true(f.overall.total >= 15_000, 'compares the mapped records');
  t.true(pct(f.overall) >= FLOORS.overall);
  t.true(pct(f.major) >= FLOORS.major);
  t.true((f.overall.exact + f.overall.near) / f.overall.total >= 0.995, 'within a day');
});

test('Drik New Delhi even years: each cluster of the issue', (t) => {
  for (const [k, floor] of Object.entries(FLOORS.clusters)) {
    const c = f.clusters[k]!;
    t.log(`${k} ${c.exact}/${c.total} = ${pct(c).toFixed(2)} %`);
    t.true(pct(c) >= floor, k);
  }
});

test('Drik New Delhi even years: rules stated from Drik\'s practice', (t) => {
  const on = (y: number, id: string) => itemsByYear.get(y)!.filter((i) => i.id === id).map((i) => i.date);
  // Dussehra: Shravana at aparahna of only one of the two days decides (Drik's stated rule); the second day only
  // when Dashami holds its sunrise ≥ 3 muhurtas (1900: 6.9) — without Shravana, the first day (both, or neither).
  t.deepEqual(on(1900, 'vijayadashami'), ['1900-10-04']);
  t.deepEqual(on(1902, 'vijayadashami'), ['1902-10-11']);
  t.deepEqual(on(1946, 'vijayadashami'), ['1946-10-05']);
  // Dashami's first 128 s in the first aparahna are less than a ghati: the second day (kaala_min_ghatis).
  t.deepEqual(on(2018, 'vijayadashami'), ['2018-10-19']);
  // Trayodashi enters the first pradosha late and covers the second whole: Drik keeps the second evening.
  t.true(on(1906, 'pradosh-vrat-krishna').concat(on(1906, 'pradosh-vrat-shukla')).includes('1906-01-08'));
  // Dhanu sankranti: ingress on the 15th, punya kala in the 16th's daytime; Drik lists the ingress's civil day.
  t.true(on(1918, 'dhanu-sankranti').includes('1918-12-15'));
  // Makara after sunset: the next day (uttarayana punya kala); before sunset: the same day.
  t.true(on(2000, 'makara-sankranti').includes('2000-01-15'));
  t.deepEqual(on(1960, 'makara-sankranti'), ['1960-01-14']);
  // Karka before sunrise: the day before (dakshinayana punya kala).
  t.deepEqual(on(1906, 'karka-sankranti'), ['1906-07-16']);
  // Vyaapti: Bhai Dooj and Ganesh Chaturthi on the day the tithi covers more of the kaala.
  t.deepEqual(on(1936, 'bhai-dooj'), ['1936-11-15']);
  t.deepEqual(on(1908, 'ganesh-chaturthi'), ['1908-08-30']);
  // Chaturthi at neither midday: the day it begins.
  t.deepEqual(on(1984, 'ganesh-chaturthi'), ['1984-08-29']);
  // Nag Panchami: Panchami lasting under two muhurtas after the second sunrise gives the first day (1.14) …
  t.deepEqual(on(1932, 'nag-panchami'), ['1932-08-06']);
  // … and more than two keep the second (2.67 muhurtas).
  t.deepEqual(on(1992, 'nag-panchami'), ['1992-08-03']);
  t.true(on(1900, 'balarama-jayanti').includes('1900-08-31'));
  t.true(on(1900, 'jivitputrika-vrat').includes('1900-09-16'));
  t.true(on(1900, 'maha-navami').includes('1900-10-02'));
  // Purnima rising with the Sun and lasting more than three muhurtas keeps Raksha Bandhan (udaya_min_muhurtas)…
  t.deepEqual(on(1970, 'raksha-bandhan'), ['1970-08-17']);
  // …but not when it lasts less (151 min of a 13 h 23 min day).
  t.deepEqual(on(2036, 'raksha-bandhan'), ['2036-08-06']);
  // Bhadra over the only Purnima pradosha, Purnima over 13 muhurtas of the next day: the next evening.
  t.deepEqual(on(2026, 'holika-dahan'), ['2026-03-03']);
  // Ganga Dussehra in adhika Jyeshtha (adhika = "first").
  t.deepEqual(on(2026, 'ganga-dussehra'), ['2026-05-25']);
  // Dwadashi holding two sunrises: the Vaishnava fast on the first of them (mahadwadashi).
  t.deepEqual(on(1904, 'vijaya-ekadashi-vaishnava'), ['1904-02-12']);
});

test('Drik New Delhi even years: Smarta Janmashtami moves to the next day for Jayanti (kaala_joined_nakshatra)', (t) => {
  const on = (y: number, id: string) => itemsByYear.get(y)!.filter((i) => i.id === id).map((i) => i.date);
  // Ashtami from 22:23 (after sunrise) holds the first nishita only; Rohini from 04:18 next day, joined with it,
  // holds the second nishita: Drik lists one Krishna Janmashtami on the second day; Dahi Handi the day after.
  t.deepEqual(on(1926, 'janmashtami-smarta'), ['1926-08-30']);
  t.deepEqual(on(1926, 'dahi-handi'), ['1926-08-31']);
  // Joined only for 36 min on the second evening (Ashtami to 20:00, Rohini from 19:24): still the second day.
  t.deepEqual(on(2030, 'janmashtami-smarta'), ['2030-08-21']);
  // Rohini begins 20 min after Ashtami ends (13:42 → 14:02): not joined, the first day.
  t.deepEqual(on(1984, 'janmashtami-smarta'), ['1984-08-19']);
  // Ashtami held the first sunrise (from 05:50, sunrise 05:52): no Saptami to avoid, the first day.
  t.deepEqual(on(1916, 'janmashtami-smarta'), ['1916-08-20']);
  // Rohini with Ashtami at the first nishita, gone before the second: the first day (Smarta), the next (ISKCON).
  t.deepEqual(on(1904, 'janmashtami-smarta'), ['1904-09-02']);
  t.deepEqual(on(1904, 'janmashtami-iskcon'), ['1904-09-03']);
  // ISKCON: the later of two sunrises; no sunrise at all, the day after Ashtami.
  t.deepEqual(on(1978, 'janmashtami-iskcon'), ['1978-08-26']);
  t.deepEqual(on(2034, 'janmashtami-iskcon'), ['2034-09-06']);
});

test('Drik New Delhi even years: an evening counts with one ghati of the tithi (kaala_min_ghatis)', (t) => {
  const on = (y: number, ...ids: string[]) => itemsByYear.get(y)!.filter((i) => ids.includes(i.id)).map((i) => i.date);
  const pradosh = (y: number) => on(y, 'pradosh-vrat-shukla', 'pradosh-vrat-krishna');
  // Dhanteras: Trayodashi 19 min into the second pradosha (ghati 25.4 min) does not count: the first evening.
  t.deepEqual(on(2022, 'dhanteras'), ['2022-10-22']);
  // 19 and 11 min at the end of the first pradosha do not count either: no evening, the udaya day.
  t.deepEqual(on(1948, 'dhanteras'), ['1948-10-30']);
  t.deepEqual(on(2038, 'dhanteras'), ['2038-10-26']);
  // Pradosh Vrat: 9.7 min of the first evening is no touch (Drik the second day) …
  t.true(pradosh(1970).includes('1970-11-11'));
  t.false(pradosh(1970).includes('1970-11-10'));
  // … 21.0 min of a July night's 20.3 min ghati is one (Drik the first day).
  t.true(pradosh(1916).includes('1916-07-12'));
  t.false(pradosh(1916).includes('1916-07-13'));
});

test('Drik New Delhi even years: Akshaya Tritiya, the three-muhurta udaya rule', (t) => {
  const on = (y: number) => itemsByYear.get(y)!.filter((i) => i.id === 'akshaya-tritiya').map((i) => i.date);
  // Tritiya holds the second sunrise for under three muhurtas (2.81, 2.66): the day it begins, though it begins
  // after that day's forenoon.
  t.deepEqual(on(1936), ['1936-04-23']);
  t.deepEqual(on(1946), ['1946-05-03']);
  // 3.87 muhurtas: the second day.
  t.deepEqual(on(2046), ['2046-05-09']);
});

test('Drik New Delhi even years: Anant Chaturdashi, udaya only with more than two muhurtas', (t) => {
  const on = (y: number) => itemsByYear.get(y)!.filter((i) => i.id === 'anant-chaturdashi').map((i) => i.date);
  // 1.96 and 0.01 muhurtas after the second sunrise: the first day; 2.15: the second.
  t.deepEqual(on(1956), ['1956-09-18']);
  t.deepEqual(on(1906), ['1906-09-01']);
  t.deepEqual(on(1920), ['1920-09-27']);
});

test('Drik New Delhi even years: Maha Shivaratri, the first of two midnights', (t) => {
  const on = (y: number) => itemsByYear.get(y)!.filter((i) => i.id === 'maha-shivaratri').map((i) => i.date);
  // Chaturdashi holds the whole first nishita and part of the second: Drik keeps the first night.
  t.deepEqual(on(1948), ['1948-03-08']);
  t.deepEqual(on(2018), ['2018-02-13']);
});

test('Drik New Delhi even years: Ghatasthapana, udaya Pratipada of two ghatis (kaala_min_ghatis at sunrise)', (t) => {
  const on = (y: number, id: string) => itemsByYear.get(y)!.filter((i) => i.id === id).map((i) => i.date);
  // Pratipada 0.31 muhurta (0.62 ghati) past the second sunrise: the day it begins.
  t.deepEqual(on(1922, 'navratri-begins'), ['1922-09-21']);
  // 2.52 muhurtas past the second sunrise, Amavasya at the first: the second day.
  t.deepEqual(on(1954, 'navratri-begins'), ['1954-09-28']);
  // Pratipada rising on both days: the first.
  t.deepEqual(on(2016, 'navratri-begins'), ['2016-10-01']);
  // Chaitra Navratri alike: 0.11 muhurta past the second sunrise, then 1.76.
  t.deepEqual(on(2008, 'chaitra-navaratri-day-1'), ['2008-04-06']);
  t.deepEqual(on(1970, 'chaitra-navaratri-day-1'), ['1970-04-07']);
});

test('Drik New Delhi even years: Vasant Panchami, the first forenoon to midday (purvahna)', (t) => {
  const on = (y: number) => itemsByYear.get(y)!.filter((i) => i.id === 'vasant-panchami').map((i) => i.date);
  // Panchami from 12:07, before midday (12:34) though after sangava: the first day.
  t.deepEqual(on(1982), ['1982-01-29']);
  t.deepEqual(on(2040), ['2040-02-16']);
});

test('Drik New Delhi even years: Guru Purnima on the first of two sunrises; Govardhan Puja by a ghati of aparahna', (t) => {
  const on = (y: number, id: string) => itemsByYear.get(y)!.filter((i) => i.id === id).map((i) => i.date);
  t.deepEqual(on(1990, 'guru-purnima'), ['1990-07-07']);
  t.deepEqual(on(2010, 'guru-purnima'), ['2010-07-25']);
  // Pratipada's last 101 s in the second aparahna do not count: the first day, whose aparahna has it.
  t.deepEqual(on(2000, 'govardhan-puja'), ['2000-10-27']);
  // No aparahna with a ghati of Pratipada (it begins at 16:46): the day it begins.
  t.deepEqual(on(2046, 'govardhan-puja'), ['2046-10-29']);
});

/** Measured 2026-11-25 (after the ghati, purvahna and udaya-muhurta rules): overall 99.11, major 99.55; sankranti 99.04, kaala 99.58, ekadashi 99.75, diwali 98.42, bhadra 99.21, adhika 97.86. */
// overall 99.02 once Chandra Darshana's 941 records are mapped (95.5 % of them exact: Yallop's q, not Drik's own rule).
// adhika 97.8: the truncated drik clock (Moon 30 s later) loses Adhika Bhanu Saptami 1974-09-08 (138 → 137 of 140).
const FLOORS = {
  overall: 98.95,
  major: 99.45,
  clusters: { sankranti: 98.8, kaala: 99.3, ekadashi: 99.4, diwali: 98.1, bhadra: 98.9, adhika: 97.8 } as Record<string, number>,
};
