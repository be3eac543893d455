/**
 * The second set of day groups, by definition (no reference data has them: the Drik 2023 fixture has no tarabalam,
 * chandrabalam, panchaka, Anandadi, Gowri or lagna fields): tara and house counting, panchaka = Moon in Kumbha–Meena
 * with its weekday kind, Anandadi from weekday and the 28-nakshatra scheme, Gowri periods (contiguous, equal parts,
 * weekday order, Visham at Rahu kalam), and udaya lagna against a direct ascendant formula and its properties.
 */
import test from 'ava';
import fc from 'fast-check';
import * as Astronomy from 'astronomy-engine';
import {
  ABHIJIT_END_DEG, ABHIJIT_START_DEG, ANANDADI_YOGAS, anandadiYogaOf, chandrabalamFor, computePanchangDay, computePanchangInstant,
  DAY_GOWRI, DISHA_SHOOL, GOWRI, gowriOfDay, houseFrom, lagnasBetween, lagnaSky, NIGHT_GOWRI, PANCHANG_GROUPS, taraOf,
  tarabalamFor, WEEKDAY_LORD, type DayFrame,
} from '../../src/calendar/index.js';
import { moonSiderealDeg, astroTimeOf, sunSiderealDeg } from '../../src/calendar/astro/ephemeris.js';
import { lahiriMeanAyanamsaDeg } from '../../src/calendar/astro/ayanamsa.js';

const MIRZAPUR = { lat: 25.146, lng: 82.569, tz: 'Asia/Kolkata' };
const H = 3600_000;

test('tarabalam: tara = count from the birth nakshatra (both included) mod 9; 15 favourable birth stars, 3 per good tara', (t) => {
  t.is(taraOf(1, 1), 1); // Janma
  t.is(taraOf(1, 2), 2); // Sampat
  t.is(taraOf(5, 4), 9); // count 27 → 9 Parama Mitra
  t.is(taraOf(27, 1), 2); // wraps
  for (let m = 1; m <= 27; m++) {
    const fav = tarabalamFor(m);
    t.is(fav.length, 15);
    t.false(fav.some((x) => x.nakshatra === m), 'Janma is not favourable');
    for (const tara of [2, 4, 6, 8, 9]) t.is(fav.filter((x) => x.tara === tara).length, 3);
  }
});

test('chandrabalam: houses 1, 3, 6, 7, 10, 11 from the birth rashi; 6 birth rashis at any time', (t) => {
  t.is(houseFrom(1, 1), 1);
  t.is(houseFrom(12, 2), 3);
  for (let m = 1; m <= 12; m++) {
    const fav = chandrabalamFor(m);
    t.deepEqual(fav.map((x) => x.house).sort((a, b) => a - b), [1, 3, 6, 7, 10, 11]);
    for (const x of fav) t.is(houseFrom(x.rashi, m), x.house);
  }
});

test('balam in the day: one entry per Moon nakshatra / sign of the day, with the times the nakshatra and signs give', (t) => {
  for (const date of ['2023-08-12', '2023-03-21', '2024-01-15']) {
    const d = computePanchangDay({ date, ...MIRZAPUR, include: ['balam', 'signs'] });
    t.deepEqual(d.balam!.tarabalam.map((x) => [x.moon_nakshatra, x.start, x.end]), d.nakshatra.sequence!.map((n) => [n.number, n.start, n.end]));
    t.deepEqual(d.balam!.chandrabalam.map((x) => [x.moon_rashi, x.start, x.end]), d.signs!.moon.sequence!.map((n) => [n.number, n.start, n.end]));
  }
  const i = computePanchangInstant({ date: '2023-08-12', time: '22:00', ...MIRZAPUR, include: ['balam'] });
  t.is(i.balam!.tarabalam.length, 1);
  t.is(i.balam!.tarabalam[0]!.moon_nakshatra, i.nakshatra.number);
  t.is(i.balam!.tarabalam[0]!.end, null);
});

test('panchaka: Moon in Kumbha–Meena; kind by the vara it begins on; null on a day it does not touch', (t) => {
  // Scan 2023: every day in or touching panchaka has one whose span is the Moon's Kumbha + Meena.
  let seen = 0, none = 0;
  for (let day = 0; day < 60; day++) {
    const date = new Date(Date.UTC(2023, 0, 1 + day)).toISOString().slice(0, 10);
    const d = computePanchangDay({ date, ...MIRZAPUR, include: ['panchaka', 'signs'] });
    const moon = d.signs!.moon.sequence!;
    const touches = moon.some((s) => s.number === 11 || s.number === 12);
    t.is(d.panchaka !== null, touches, date);
    if (!d.panchaka) { none++; continue; }
    seen++;
    const p = d.panchaka;
    const inKumbha = moon.find((s) => s.number === 11);
    if (inKumbha) t.is(p.start, inKumbha.start);
    const inMeena = moon.find((s) => s.number === 12);
    if (inMeena) t.is(p.end, inMeena.end);
    // The vara it begins on: the date of its start, the day before if that is before that date's sunrise.
    const startDate = p.start!.slice(0, 10);
    const s = computePanchangDay({ date: startDate, ...MIRZAPUR });
    const vara = p.start! < s.sun!.sunrise! ? (s.vara!.number + 6) % 7 : s.vara!.number;
    t.is(p.begins_weekday, vara, date);
    t.is(p.kind?.name ?? null, (['Roga', 'Rāja', 'Agni', null, null, 'Cora', 'Mṛtyu'] as const)[vara]!, date);
    const hours = (Date.parse(p.end!) - Date.parse(p.start!)) / H;
    t.true(hours > 4 * 24 && hours < 6 * 24, `about five days (${hours} h)`);
  }
  t.true(seen > 5 && none > 30);
});

test('anandadi: Ananda on Sunday in Ashvini, moving 4 nakshatras a weekday; 28 distinct yogas a week-day; Abhijit between U. Ashadha and Shravana', (t) => {
  const starts = ['Aśvinī', 'Mṛgaśīrṣa', 'Āśleṣā', 'Hasta', 'Anurādhā', 'Uttara Āṣāḍhā', 'Śatabhiṣā'];
  const NAK28 = [1, 5, 9, 13, 17, 21, 25];
  for (let w = 0; w < 7; w++) {
    t.is(anandadiYogaOf(w, NAK28[w]!), 1, starts[w]);
    t.deepEqual(new Set(Array.from({ length: 28 }, (_, k) => anandadiYogaOf(w, k + 1))).size, 28);
  }
  t.is(ANANDADI_YOGAS.filter((y) => y.good).length, 16);
  t.is(DISHA_SHOOL.map((d) => d.label).join(' '), 'West East North North South West East');
  // A day with Uttara Ashadha → Shravana: Abhijit appears with its own yoga, its bounds at 276°40′ and 280°53′20″.
  let found = 0;
  for (let day = 0; day < 60 && found < 2; day++) {
    const date = new Date(Date.UTC(2023, 5, 1 + day)).toISOString().slice(0, 10);
    const d = computePanchangDay({ date, ...MIRZAPUR, include: ['yogas'] });
    const naks = d.nakshatra.sequence!.map((n) => n.number);
    if (!(naks.includes(21) || naks.includes(22))) continue;
    const ab = d.yogas!.anandadi.find((y) => y.number === anandadiYogaOf(d.vara!.number, 22));
    if (!ab) continue;
    found++;
    const s = Date.parse(ab.start!), e = Date.parse(ab.end!);
    t.true(Math.abs(moonSiderealDeg(s) - ABHIJIT_START_DEG) < 0.01, `Abhijit start ${moonSiderealDeg(s)}`);
    t.true(Math.abs(moonSiderealDeg(e) - ABHIJIT_END_DEG) < 0.01, `Abhijit end ${moonSiderealDeg(e)}`);
    const list = d.yogas!.anandadi;
    for (let k = 1; k < list.length; k++) t.is(list[k]!.start, list[k - 1]!.end, 'contiguous');
    // Every change is a nakshatra change or an Abhijit bound.
    const nakEnds = new Set(d.nakshatra.sequence!.map((n) => n.end));
    for (const y of list) t.true(nakEnds.has(y.end) || y.end === ab.start || y.end === ab.end, `${y.name} ends at ${y.end}`);
  }
  t.is(found, 2, 'two days of June–July 2023 show Abhijit');
  // 2023-08-12 (Saturday): Mrigashira (28-scheme 5) → Vajra (9), Ardra (6) → Mudgara (10).
  const aug = computePanchangDay({ date: '2023-08-12', ...MIRZAPUR, include: ['yogas'] });
  t.deepEqual(aug.yogas!.anandadi.map((y) => y.label), ['Vajra', 'Mudgara']);
  t.is(aug.yogas!.disha_shool.label, 'East');
});

const frameArb = fc.record({
  sunrise: fc.integer({ min: -2_000_000_000_000, max: 4_000_000_000_000 }),
  dayMs: fc.integer({ min: 8 * H, max: 16 * H }),
  driftMs: fc.integer({ min: -120_000, max: 120_000 }),
  weekday: fc.integer({ min: 0, max: 6 }),
}).map(({ sunrise, dayMs, driftMs, weekday }): DayFrame => ({
  sunriseUnixMs: sunrise, sunsetUnixMs: sunrise + dayMs, nextSunriseUnixMs: sunrise + 24 * H + driftMs, prevSunsetUnixMs: null, weekday,
}));

test('gowri: 8 + 8 contiguous equal parts; weekday lords in weekday order from the day’s lord (night: the fifth weekday’s); Visham at the Rahu kalam part by day, after the same lord by night', (t) => {
  const RAHU_KALAM_PART = [8, 2, 7, 5, 6, 4, 3];
  const ORDER = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
  fc.assert(fc.property(frameArb, (f) => {
    const g = gowriOfDay(f);
    t.is(g.reason, null);
    for (const [list, from, to] of [[g.day!, f.sunriseUnixMs!, f.sunsetUnixMs!], [g.night!, f.sunsetUnixMs!, f.nextSunriseUnixMs!]] as const) {
      t.is(list.length, 8);
      t.true(list[0]!.startUnixMs === from && list[7]!.endUnixMs === to);
      for (let i = 0; i < 8; i++) {
        if (i > 0) t.is(list[i]!.startUnixMs, list[i - 1]!.endUnixMs);
        t.true(Math.abs(list[i]!.endUnixMs - list[i]!.startUnixMs - (to - from) / 8) < 1e-3);
      }
    }
    const vd = g.day!.findIndex((p) => p.id === 'visham'), vn = g.night!.findIndex((p) => p.id === 'visham');
    t.is(vd + 1, RAHU_KALAM_PART[f.weekday]);
    t.is(g.night![vn - 1 < 0 ? 7 : vn - 1]!.id, g.day![vd - 1]!.id, 'Visham follows the same lord by night');
    for (const [list, first] of [[g.day!, f.weekday], [g.night!, (f.weekday + 4) % 7]] as const) {
      const lords = list.filter((p) => p.id !== 'visham').map((p) => GOWRI[p.id].lord);
      t.is(lords.length, 7);
      t.is(lords[0], WEEKDAY_LORD[first]);
      for (let i = 1; i < 7; i++) t.is(ORDER.indexOf(lords[i] as string), (ORDER.indexOf(lords[i - 1] as string) + 1) % 7);
    }
  }), { numRuns: 100 });
  // The fourteen printed rows (a published table stated to follow Drik Panchang's Tamil Gowri page; its Saturday rows
  // also as a Tamil calendar prints them).
  const row = (ids: readonly (keyof typeof GOWRI)[]) => ids.map((i) => GOWRI[i].name).join(' ');
  t.deepEqual(DAY_GOWRI.map(row), [
    'Uthi Amirdha Rogam Laabam Dhanam Sugam Soram Visham',
    'Amirdha Visham Rogam Laabam Dhanam Sugam Soram Uthi',
    'Rogam Laabam Dhanam Sugam Soram Uthi Visham Amirdha',
    'Laabam Dhanam Sugam Soram Visham Uthi Amirdha Rogam',
    'Dhanam Sugam Soram Uthi Amirdha Visham Rogam Laabam',
    'Sugam Soram Uthi Visham Amirdha Rogam Laabam Dhanam',
    'Soram Uthi Visham Amirdha Rogam Laabam Dhanam Sugam',
  ]);
  t.deepEqual(NIGHT_GOWRI.map(row), [
    'Dhanam Sugam Soram Visham Uthi Amirdha Rogam Laabam',
    'Sugam Soram Uthi Amirdha Visham Rogam Laabam Dhanam',
    'Soram Uthi Visham Amirdha Rogam Laabam Dhanam Sugam',
    'Uthi Amirdha Rogam Laabam Dhanam Sugam Soram Visham',
    'Amirdha Visham Rogam Laabam Dhanam Sugam Soram Uthi',
    'Rogam Laabam Dhanam Sugam Soram Uthi Visham Amirdha',
    'Laabam Dhanam Sugam Soram Uthi Visham Amirdha Rogam',
  ]);
  t.deepEqual(Object.values(GOWRI).filter((x) => x.quality === 'good').map((x) => x.name).sort(), ['Amirdha', 'Dhanam', 'Laabam', 'Sugam', 'Uthi']);
});

/** The sidereal ascendant by the direct formula (astronomy-engine's sidereal time and obliquity), degrees. */
function directAscendantDeg(unixMs: number, latDeg: number, lngDeg: number): number {
  const time = astroTimeOf(unixMs);
  const ramc = (Astronomy.SiderealTime(time) * 15 + lngDeg) * (Math.PI / 180);
  const tilt = Astronomy.e_tilt(time);
  const e = tilt.tobl * (Math.PI / 180), phi = latDeg * (Math.PI / 180);
  const trop = Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(e) + Math.tan(phi) * Math.sin(e))) * (180 / Math.PI);
  const ayan = lahiriMeanAyanamsaDeg(time.tt + 2451545.0) + tilt.dpsi / 3600;
  return (((trop - ayan) % 360) + 360) % 360;
}

test('lagna: each entry’s sign is the direct formula’s ascendant through it; boundaries where the formula crosses a sign; 12 signs in order, contiguous, a sidereal day', (t) => {
  const places = [MIRZAPUR, { lat: -33.87, lng: 151.21, tz: 'Australia/Sydney' }, { lat: 59.91, lng: 10.75, tz: 'Europe/Oslo' }, { lat: 0.5, lng: -78, tz: 'America/Guayaquil' }];
  for (const p of places) for (const date of ['2023-03-21', '2023-06-21', '2023-12-21']) {
    const d = computePanchangDay({ date, ...p, include: ['lagna'] });
    const l = d.lagna!.lagnas!;
    t.true(l.length === 12 || l.length === 13, `${date} ${l.length}`);
    t.is(l[0]!.start, d.sun!.sunrise);
    for (let i = 0; i < l.length; i++) {
      const s = Date.parse(l[i]!.start), e = Date.parse(l[i]!.end);
      if (i > 0) {
        t.is(l[i]!.start, l[i - 1]!.end);
        t.is(l[i]!.number, (l[i - 1]!.number % 12) + 1, 'next sign');
        // The start is a boundary: the direct formula is at k·30° (the time is printed to the second).
        const a = directAscendantDeg(s + 500, p.lat, p.lng);
        const off = Math.min(a % 30, 30 - (a % 30));
        t.true(off < 0.02, `${date} boundary off by ${off}°`);
      }
      t.is(Math.floor(directAscendantDeg((s + e) / 2, p.lat, p.lng) / 30) + 1, l[i]!.number, `${date} middle of ${l[i]!.name}`);
    }
  }
});

test('lagna at sunrise: the Sun (its centre still 50′ below the horizon, not yet risen) is 0–2° ahead of the ascendant, so the first lagna is the Sun’s sign or the one before', (t) => {
  for (let k = 0; k < 24; k++) {
    const date = new Date(Date.UTC(2023, 0, 5 + 15 * k)).toISOString().slice(0, 10);
    const d = computePanchangDay({ date, ...MIRZAPUR, include: ['lagna', 'signs'] });
    const rise = Date.parse(d.sun!.sunrise!);
    const gap = (((sunSiderealDeg(rise, 'swiss') - directAscendantDeg(rise, MIRZAPUR.lat, MIRZAPUR.lng)) % 360) + 360) % 360;
    t.true(gap > 0.5 && gap < 2, `${date}: Sun − ascendant = ${gap}°`);
    const first = d.lagna!.lagnas![0]!.number;
    t.true(first === d.signs!.sun.number || first === ((d.signs!.sun.number + 10) % 12) + 1, date);
  }
});

test('lagna: a whole cycle lasts a sidereal day; signs of short and long ascension: in the north Meena (holding tropical 0° Aries) is the shortest and Mithuna–Vrishchika (tropical 84°–264°) take over 12 h, in the south the reverse', (t) => {
  const sidereal = 86_400_000 / 1.00273790935;
  for (const lat of [28.6, -33.9, 50]) {
    const sky = lagnaSky(Date.UTC(2023, 0, 1), lat, 77);
    const spans = lagnasBetween(sky, sky.epochUnixMs, sky.epochUnixMs + 2 * 86_400_000)!;
    const full = spans.slice(1, 13);
    t.is(new Set(full.map((s) => s.number)).size, 12);
    t.true(Math.abs(spans[13]!.startUnixMs - spans[1]!.startUnixMs - sidereal) < 1000, 'a sidereal day');
    const len = (n: number) => full.find((s) => s.number === n)!.endUnixMs - full.find((s) => s.number === n)!.startUnixMs;
    const byLen = [...full].sort((a, b) => (a.endUnixMs - a.startUnixMs) - (b.endUnixMs - b.startUnixMs));
    t.is(byLen[0]!.number, lat > 0 ? 12 : 6, `shortest at ${lat}`);
    const longHalf = [3, 4, 5, 6, 7, 8].reduce((a, n) => a + len(n), 0);
    t.true(lat > 0 ? longHalf > sidereal / 2 : longHalf < sidereal / 2, `half from tropical 84° at ${lat}: ${longHalf / H} h`);
    // Opposite signs together take twice the right ascension of one (the ascensional differences cancel): 3.7–4.3 h.
    for (let n = 1; n <= 6; n++) t.true(Math.abs(len(n) + len(n + 6) - 4 * H) < 0.4 * H, `${n} + ${n + 6}`);
  }
  t.is(lagnasBetween(lagnaSky(Date.UTC(2023, 0, 1), 70, 20), Date.UTC(2023, 0, 1), Date.UTC(2023, 0, 2)), null, 'beyond 90° − ε');
});

test('new groups in polar and instant mode: null with a reason, never an exception', (t) => {
  const svalbard = { lat: 78.2232, lng: 15.6267, tz: 'Arctic/Longyearbyen' };
  const p = computePanchangDay({ date: '2023-12-21', ...svalbard, include: PANCHANG_GROUPS });
  t.is(p.gowri!.day, null);
  t.is(p.gowri!.reason, 'no_sunrise');
  t.is(p.lagna!.lagnas, null);
  t.is(p.lagna!.reason, 'no_sunrise');
  t.true(p.balam!.tarabalam.length >= 1);
  const summer = computePanchangDay({ date: '2023-04-01', ...svalbard, include: ['lagna'] });
  t.is(summer.lagna!.reason, 'ecliptic_circumpolar');
  const i = computePanchangInstant({ date: '2023-08-12', time: '04:30', ...MIRZAPUR, include: PANCHANG_GROUPS });
  t.is(i.gowri!.day!.length + i.gowri!.night!.length, 1);
  t.is(i.lagna!.lagnas!.length, 1);
  const at = Date.parse('2023-08-12T04:30:00+05:30');
  t.true(Date.parse(i.lagna!.lagnas![0]!.start) <= at && at < Date.parse(i.lagna!.lagnas![0]!.end));
  t.is(i.yogas!.anandadi.length, 1);
  t.is(i.yogas!.anandadi[0]!.end, null);
  // Before sunrise the Hindu day is Friday's (2023-08-11): disha shool West.
  t.is(i.yogas!.disha_shool.label, 'West');
});
