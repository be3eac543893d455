/**
 * Golden: Ekadashi Parana windows at New Delhi against Drik Panchang's, as quoted by public pages
 * (test/fixtures/drik-parana, each with its source; `node --import=tsx bench/drik/parana.ts` prints every line).
 * Tolerance: one minute at each end, in Drik's display (anga instants truncated, sun-derived instants rounded). The
 * pages do not state their place and Drik shows the visitor's city, so a quote a few minutes off is another city's:
 * four of the 35 are (Papankusha 2024 twice, Utpanna 2025 in Live Mint, Apara 2024 in dharmiksuvichar, whose
 * sunrise-derived ends are 3–8 minutes from New Delhi's). The fifth miss is Drik's Utpanna 2020 window, which runs
 * inside Hari Vasara (below).
 */
import test from 'ava';
import { compareParana, paranaFigures, readDrikParana } from '../../bench/drik/parana-records.js';

const outcomes = compareParana(readDrikParana());
const f = paranaFigures(outcomes);
const at = (date: string, start: string) => outcomes.find((o) => o.drik.parana_date === date && o.drik.start === start)!;
const within = (o: (typeof outcomes)[number], min = 1) => o.ours !== null && Math.abs(o.startMin!) <= min && Math.abs(o.endMin!) <= min;

test('Drik Parana windows: at least 30 of the 35 quoted within a minute at both ends', (t) => {
  t.log(`exact ${f.exact}/${f.total}, within 1 min ${f.withinMinute}/${f.total}`);
  t.is(f.total, 35);
  t.is(f.dated, f.total, 'every quoted window falls on the date we give');
  t.true(f.withinMinute >= 30);
});

test('Drik Parana windows: Hari Vasara past pratahkala moves Parana after madhyahna, to the aparahna', (t) => {
  // Hari Vasara to 11:25 (in madhyahna): 13:43–16:30, the fourth fifth of the day, not 11:25–13:43
  t.true(within(at('2025-06-07', '13:43')));
  // Hari Vasara to 09:14 (sangava): 13:41–16:08
  t.true(within(at('2025-03-26', '13:41')));
  // Hari Vasara to 15:18, inside the aparahna: Drik prints the whole aparahna, 13:17–15:21, against its own rule;
  // ours keeps Parana out of Hari Vasara (15:18–15:20), a known difference
  const inHariVasara = at('2020-12-11', '13:17');
  t.deepEqual([inHariVasara.ours?.start.slice(0, 5), inHariVasara.ours?.end.slice(0, 5)], ['15:18', '15:20']);
  // Hari Vasara to 13:00, ten minutes before madhyahna ends: 13:10–15:19, exact
  const late = at('2021-11-15', '13:10');
  t.deepEqual([late.startMin, late.endMin], [0, 0]);
});

test('Drik Parana windows: pratahkala after Hari Vasara, however short; Dwadashi over before sunrise: pratahkala', (t) => {
  t.true(within(at('2024-06-03', '08:05')), 'Hari Vasara to 08:05, pratahkala to 08:10');
  t.true(within(at('2020-12-12', '07:05')), 'Gauna Parana, Dwadashi over before sunrise');
  t.true(within(at('2025-06-08', '05:22')), 'Vaishnava Parana ending with Dwadashi at 07:17');
});
