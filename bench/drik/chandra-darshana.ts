/**
 * bench/drik/chandra-darshana: which crescent-visibility criterion gives Drik Panchang's "Chandra Darshana" at New
 * Delhi (even years 1900–2050, test/fixtures/festivals/drik-newdelhi-festivals-even.csv.gz, with "Adhika Chandra
 * Darshana"). For every lunation Drik lists, the evenings from the civil day of the new moon to three days after are
 * tabulated at sunset: the Moon's age, the lag (moonset − sunset), the Moon's topocentric altitude and the Sun–Moon
 * elongation (ARCL) at sunset and at Yallop's best time (sunset + 4/9 lag), ARCV, the crescent width W, Yallop's q
 * (NAO TN 69, 1997) and Odeh's V (Experimental Astronomy 18, 2004), the tithi at sunset and at sunrise. Each
 * criterion "the first evening whose value reaches the threshold" is fitted on 1900–1998 (the threshold that gets
 * most lunations right) and checked on 2000–2050.
 *
 * Angles are airless (no refraction), topocentric, of the centres; W is Yallop's W′ = SD′(1 − cos ARCL) in arcmin
 * with the topocentric semidiameter; ARCV = altitude of the Moon − altitude of the Sun. q and V take topocentric
 * ARCV and W (Odeh's form; Yallop's own q uses geocentric ARCV, a difference of the Moon's parallax in altitude that
 * moves q by about 0.1 at these altitudes).
 * Run: node --import=tsx bench/drik/chandra-darshana.ts [--rows 1] [--lat 28.63576 --lng 77.22445]
 * (`--rows 1` prints the tabulated evenings as TSV; `--lat`/`--lng` computes the quantities at another place)
 */
import * as Astronomy from 'astronomy-engine';
import { arg } from '../lib/args.js';

import { fastMoonsetNear, fastSunriseSunsetOfDay } from '../../src/calendar/astro/fast-rise-set.js';
import { moonSiderealDeg, sunSiderealDeg } from '../../src/calendar/astro/ephemeris.js';
import { NEW_DELHI, readDrikEvenFestivals } from './festival-records.js';

const H = 3_600_000;
const IST_MS = 5.5 * H;
const DEG = 180 / Math.PI;
const place = { lat: Number(arg('lat', String(NEW_DELHI.lat))), lng: Number(arg('lng', String(NEW_DELHI.lng))), altitudeM: 0 };
const observer = new Astronomy.Observer(place.lat, place.lng, 0);
const MOON_RADIUS_KM = 1737.4;

interface Evening {
  date: string;
  sunsetMs: number;
  ageH: number;
  lagMin: number | null;
  altSunset: number;
  arclSunset: number;
  altBest: number;
  arclBest: number;
  arcvBest: number;
  wBest: number;
  q: number;
  v: number;
  elongSunsetDeg: number;
  tithiSunset: number;
  tithiSunrise: number;
  /** geocentric Moon centre setting (airless, altitude 0) − Sun centre setting, minutes */
  lagGeoCentreMin: number | null;
  /** topocentric Moon centre setting (airless) − Sun centre setting, minutes */
  lagTopoCentreMin: number | null;
  /** geocentric airless Moon altitude at sunset */
  geoAltSunset: number;
}

/** first instant in [from, from + 6 h) when the body's centre, geocentric or seen from the place, sets through airless altitude 0 */
function centreSet(body: Astronomy.Body, from: number, topo: boolean): number | null {
  const alt = (ms: number) => {
    const t = Astronomy.MakeTime(new Date(ms));
    const eq = Astronomy.Equator(body, t, topo ? observer : new Astronomy.Observer(place.lat, place.lng, 0), true, true);
    if (topo) return Astronomy.Horizon(t, observer, eq.ra, eq.dec).altitude;
    const g = Astronomy.GeoVector(body, t, true);
    const e = Astronomy.EquatorFromVector(Astronomy.RotateVector(Astronomy.Rotation_EQJ_EQD(t), g));
    return Astronomy.Horizon(t, observer, e.ra, e.dec).altitude;
  };
  let a = from;
  let fa = alt(a);
  for (let b = from + 5 * 60_000; b < from + 6 * H; b += 5 * 60_000) {
    const fb = alt(b);
    if (fa > 0 && fb <= 0) {
      let lo = a, hi = b;
      for (let k = 0; k < 20; k++) { const m = (lo + hi) / 2; if (alt(m) > 0) lo = m; else hi = m; }
      return (lo + hi) / 2;
    }
    a = b; fa = fb;
  }
  return null;
}

/** topocentric airless altitude/azimuth of Sun and Moon, ARCL, topocentric semidiameter (arcmin) at `ms` */
function geometry(ms: number) {
  const t = Astronomy.MakeTime(new Date(ms));
  const em = Astronomy.Equator(Astronomy.Body.Moon, t, observer, true, true);
  const es = Astronomy.Equator(Astronomy.Body.Sun, t, observer, true, true);
  const hm = Astronomy.Horizon(t, observer, em.ra, em.dec);
  const hs = Astronomy.Horizon(t, observer, es.ra, es.dec);
  const arcl = Astronomy.AngleBetween(em.vec, es.vec);
  const sdArcmin = Math.asin(MOON_RADIUS_KM / Astronomy.KM_PER_AU / em.dist) * DEG * 60;
  return { moonAlt: hm.altitude, sunAlt: hs.altitude, daz: hs.azimuth - hm.azimuth, arcl, sdArcmin };
}

const tithiAt = (ms: number) => Math.floor((((moonSiderealDeg(ms, 'drik') - sunSiderealDeg(ms, 'drik')) % 360) + 360) % 360 / 12) + 1;
const elongAt = (ms: number) => ((((moonSiderealDeg(ms, 'drik') - sunSiderealDeg(ms, 'drik')) % 360) + 360) % 360);

const iso = (ms: number) => new Date(ms + IST_MS).toISOString().slice(0, 10);

function evening(midnightMs: number, conjMs: number): Evening {
  const { sunriseMs, sunsetMs } = fastSunriseSunsetOfDay(place, midnightMs);
  const moonset = fastMoonsetNear(place.lat, place.lng, 0, sunsetMs);
  const lagMin = moonset === null ? null : (moonset - sunsetMs) / 60_000;
  const g0 = geometry(sunsetMs);
  const best = sunsetMs + (lagMin !== null && lagMin > 0 ? (4 / 9) * lagMin * 60_000 : 0);
  const g = geometry(best);
  const arcv = g.moonAlt - g.sunAlt;
  const w = g.sdArcmin * (1 - Math.cos(g.arcl / DEG));
  const poly = (c0: number) => c0 - 6.3226 * w + 0.7319 * w * w - 0.1018 * w * w * w;
  return {
    date: iso(midnightMs + 12 * H), sunsetMs, ageH: (sunsetMs - conjMs) / H, lagMin,
    altSunset: g0.moonAlt, arclSunset: g0.arcl, altBest: g.moonAlt, arclBest: g.arcl, arcvBest: arcv, wBest: w,
    q: (arcv - poly(11.8371)) / 10, v: arcv - poly(7.1651),
    elongSunsetDeg: elongAt(sunsetMs), tithiSunset: tithiAt(sunsetMs), tithiSunrise: tithiAt(sunriseMs),
    ...centreLags(sunsetMs),
  };
}

function centreLags(sunsetMs: number) {
  const sunC = centreSet(Astronomy.Body.Sun, sunsetMs - 30 * 60_000, true)!;
  const mg = centreSet(Astronomy.Body.Moon, sunsetMs - 3 * H, false);
  const mt = centreSet(Astronomy.Body.Moon, sunsetMs - 3 * H, true);
  const t = Astronomy.MakeTime(new Date(sunsetMs));
  const g = Astronomy.EquatorFromVector(Astronomy.RotateVector(Astronomy.Rotation_EQJ_EQD(t), Astronomy.GeoVector(Astronomy.Body.Moon, t, true)));
  return {
    lagGeoCentreMin: mg === null ? null : (mg - sunC) / 60_000,
    lagTopoCentreMin: mt === null ? null : (mt - sunC) / 60_000,
    geoAltSunset: Astronomy.Horizon(t, observer, g.ra, g.dec).altitude,
  };
}

interface Lunation { drikDate: string; adhika: boolean; conjMs: number; evenings: Evening[] }

/** Drik's records, each with the evenings from the civil day of the conjunction before it to three days after. */
export function chandraDarshanaLunations(): Lunation[] {
  const recs = readDrikEvenFestivals().filter((r) => r.name === 'Chandra Darshana' || r.name === 'Adhika Chandra Darshana');
  const out: Lunation[] = [];
  for (const r of recs) {
    const [y, m, d] = r.date.split('-').map(Number) as [number, number, number];
    const noonMs = Date.UTC(y, m - 1, d, 12) - IST_MS;
    const conj = Astronomy.SearchMoonPhase(0, new Date(noonMs - 4 * 24 * H), 5)!.date.getTime();
    const conjDayMid = Date.UTC(y, m - 1, d) - IST_MS + Math.floor((conj - (Date.UTC(y, m - 1, d) - IST_MS)) / (24 * H)) * 24 * H;
    const evenings: Evening[] = [];
    for (let k = 0; k < 4; k++) evenings.push(evening(conjDayMid + k * 24 * H, conj));
    out.push({ drikDate: r.date, adhika: r.name.startsWith('Adhika'), conjMs: conj, evenings });
  }
  return out;
}

type Feature = (e: Evening) => number;
const FEATURES: Record<string, Feature> = {
  'age at sunset (h)': (e) => e.ageH,
  'lag moonset − sunset (min)': (e) => e.lagMin ?? -999,
  'Moon altitude at sunset (°)': (e) => e.altSunset,
  'geocentric Moon altitude at sunset (°)': (e) => e.geoAltSunset,
  'lag, geocentric centres, airless (min)': (e) => e.lagGeoCentreMin ?? -999,
  'lag, topocentric centres, airless (min)': (e) => e.lagTopoCentreMin ?? -999,
  'ARCL at sunset (°)': (e) => e.arclSunset,
  'elongation λ☾−λ☉ at sunset (°)': (e) => (e.elongSunsetDeg > 300 ? e.elongSunsetDeg - 360 : e.elongSunsetDeg),
  'Moon altitude at best time (°)': (e) => e.altBest,
  'ARCL at best time (°)': (e) => e.arclBest,
  'ARCV at best time (°)': (e) => e.arcvBest,
  'W at best time (′)': (e) => e.wBest,
  'Yallop q': (e) => e.q,
  'Odeh V': (e) => e.v,
};

/** the first evening after the conjunction whose feature reaches `thr` */
function predicted(l: Lunation, f: Feature, thr: number): string | null {
  for (const e of l.evenings) if (e.sunsetMs > l.conjMs && f(e) >= thr) return e.date;
  return null;
}

function best(ls: Lunation[], f: Feature): { thr: number; hits: number } {
  const cands = new Set<number>();
  for (const l of ls) for (const e of l.evenings) if (e.sunsetMs > l.conjMs) cands.add(f(e));
  let bestT = { thr: NaN, hits: -1 };
  const sorted = [...cands].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i++) {
    // thresholds halfway between observed values: reached by values ≥ thr
    const thr = i === 0 ? sorted[0]! : (sorted[i - 1]! + sorted[i]!) / 2;
    let hits = 0;
    for (const l of ls) if (predicted(l, f, thr) === l.drikDate) hits++;
    if (hits > bestT.hits) bestT = { thr, hits };
  }
  return bestT;
}

function main() {
  const t0 = process.cpuUsage();
  const all = chandraDarshanaLunations();
  const fit = all.filter((l) => Number(l.drikDate.slice(0, 4)) <= 1998);
  const test = all.filter((l) => Number(l.drikDate.slice(0, 4)) >= 2000);
  if (arg('rows', '') === '1') {
    console.log('drik_date\tevening\tdrik\tage_h\tlag_min\tlag_geo\tlag_topoc\tgeoalt_ss\talt_ss\tarcl_ss\telong_ss\talt_best\tarcl_best\tarcv_best\tW\tq\tV\ttithi_ss\ttithi_sr');
    for (const l of all) for (const e of l.evenings) {
      if (e.sunsetMs < l.conjMs) continue;
      console.log([l.drikDate, e.date, e.date === l.drikDate ? 1 : 0, e.ageH.toFixed(2), e.lagMin?.toFixed(1) ?? '', e.lagGeoCentreMin?.toFixed(1) ?? '', e.lagTopoCentreMin?.toFixed(1) ?? '', e.geoAltSunset.toFixed(2), e.altSunset.toFixed(2), e.arclSunset.toFixed(2), e.elongSunsetDeg.toFixed(2),
        e.altBest.toFixed(2), e.arclBest.toFixed(2), e.arcvBest.toFixed(2), e.wBest.toFixed(3), e.q.toFixed(3), e.v.toFixed(2), e.tithiSunset, e.tithiSunrise].join('\t'));
    }
    return;
  }
  console.log(`Drik Chandra Darshana records: ${all.length} (${all.filter((l) => l.adhika).length} adhika); fit 1900–1998: ${fit.length}, check 2000–2050: ${test.length}`);
  console.log('criterion (first evening after the conjunction with value ≥ threshold) | threshold fitted on 1900–1998 | 1900–1998 | 2000–2050');
  for (const [name, f] of Object.entries(FEATURES)) {
    const b = best(fit, f);
    const testHits = test.filter((l) => predicted(l, f, b.thr) === l.drikDate).length;
    console.log(`  ${name.padEnd(34)} ≥ ${b.thr.toFixed(3).padStart(8)}  ${b.hits}/${fit.length} = ${((100 * b.hits) / fit.length).toFixed(1)} %  ${testHits}/${test.length} = ${((100 * testHits) / test.length).toFixed(1)} %`);
  }
  // published thresholds, not fitted
  const fixed: Array<[string, Feature, number]> = [
    ['Yallop q > −0.232 (zone D: optical aid needed)', FEATURES['Yallop q']!, -0.232],
    ['Yallop q > −0.160 (zone C)', FEATURES['Yallop q']!, -0.16],
    ['Yallop q > −0.014 (zone B)', FEATURES['Yallop q']!, -0.014],
    ['Yallop q > +0.216 (zone A: naked eye)', FEATURES['Yallop q']!, 0.216],
    ['Odeh V ≥ −0.96 (telescope)', FEATURES['Odeh V']!, -0.96],
    ['Odeh V ≥ 2.00 (optical aid)', FEATURES['Odeh V']!, 2],
    ['Odeh V ≥ 5.65 (naked eye)', FEATURES['Odeh V']!, 5.65],
    ['elongation ≥ 12° at sunset (Dwitiya at sunset)', FEATURES['elongation λ☾−λ☉ at sunset (°)']!, 12],
    ['kalamsha 12° (Surya Siddhanta): geocentric centre lag ≥ 47.87 min', FEATURES['lag, geocentric centres, airless (min)']!, 47.87],
    ['kalamsha 12°, topocentric centre lag ≥ 47.87 min', FEATURES['lag, topocentric centres, airless (min)']!, 47.87],
    ['Danjon limit ARCL ≥ 7° at sunset', FEATURES['ARCL at sunset (°)']!, 7],
  ];
  console.log('published thresholds:');
  for (const [name, f, thr] of fixed) {
    const a = fit.filter((l) => predicted(l, f, thr) === l.drikDate).length;
    const b = test.filter((l) => predicted(l, f, thr) === l.drikDate).length;
    console.log(`  ${name.padEnd(48)} ${a}/${fit.length} = ${((100 * a) / fit.length).toFixed(1)} %  ${b}/${test.length} = ${((100 * b) / test.length).toFixed(1)} %`);
  }
  const cpu = process.cpuUsage(t0);
  console.log(`CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
