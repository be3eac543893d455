/**
 * Golden tests against the 1,000 Swiss Ephemeris 2.10 reference cases, in both conventions
 * (test/fixtures/calendar/panchang-{swe,drik}-sample.jsonl.gz): element numbers all match; start/end
 * within 60 s worst and 10 s at p99; sunrise/sunset within 30 s; amanta masa and adhika all match;
 * instant-mode numbers all match.
 */
import test from 'ava';
import { computePanchangDay, computePanchangInstant, localToUnixMs, parseIsoDate, parseClockTime, type Convention } from '../../src/calendar/index.js';
import { loadReferenceCases } from '../../bench/accuracy/reference.js';

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

for (const convention of ['drik', 'swiss'] as Convention[]) {
  test(`reference cases, ${convention}: numbers, boundaries, sunrise, masa, instant`, (t) => {
    const cases = loadReferenceCases(convention);
    t.is(cases.length, 1000);
    const boundaryErrS: number[] = [];
    const riseSetErrS: number[] = [];
    const wrong: string[] = [];
    for (const c of cases) {
      const p = computePanchangDay({ date: c.date, lat: c.lat, lng: c.lng, tz: c.tz, convention });
      const where = `${c.city} ${c.date}`;
      riseSetErrS.push(Math.abs(Date.parse(p.sun!.sunrise!) - Date.parse(c.sunrise_civil)) / 1000);
      riseSetErrS.push(Math.abs(Date.parse(p.sun!.sunset!) - Date.parse(c.sunset_civil)) / 1000);
      for (const k of ['tithi', 'nakshatra', 'yoga', 'karana'] as const) {
        const ours = p[k];
        if (ours.number !== c[k].number) wrong.push(`${where} ${k} ${ours.number} ≠ ${c[k].number}`);
        boundaryErrS.push(Math.abs(Date.parse(ours.start!) - Date.parse(c[k].start)) / 1000);
        boundaryErrS.push(Math.abs(Date.parse(ours.end!) - Date.parse(c[k].end)) / 1000);
      }
      if (p.nakshatra.pada !== c.nakshatra.pada) wrong.push(`${where} pada ${p.nakshatra.pada} ≠ ${c.nakshatra.pada}`);
      if (p.masa!.amanta.index !== c.masa_amanta.index || p.masa!.amanta.adhika !== c.masa_amanta.adhika) {
        wrong.push(`${where} masa ${p.masa!.amanta.index}/${p.masa!.amanta.adhika} ≠ ${c.masa_amanta.index}/${c.masa_amanta.adhika}`);
      }
      if (p.vara!.number !== c.vara) wrong.push(`${where} vara`);
      // Instant mode: the local clock time maps to the reference UTC instant, and the numbers match.
      // (Local-mean-time offsets are rounded to whole minutes, in the reference and in time/zone.ts.)
      const utc = localToUnixMs(parseIsoDate(c.date)!, parseClockTime(c.instant.time)!, c.tz);
      if (utc !== Date.parse(c.instant.utc)) wrong.push(`${where} instant ${new Date(utc).toISOString()} ≠ ${c.instant.utc}`);
      const q = computePanchangInstant({ date: c.date, time: c.instant.time, lat: c.lat, lng: c.lng, tz: c.tz, convention });
      for (const k of ['tithi', 'nakshatra', 'yoga', 'karana'] as const) {
        if (q[k].number !== c.instant[k]) wrong.push(`${where} instant ${k} ${q[k].number} ≠ ${c.instant[k]}`);
      }
    }
    t.deepEqual(wrong, []);
    const worst = Math.max(...boundaryErrS);
    const p99 = pct(boundaryErrS, 0.99);
    t.log(`${convention}: boundaries p50 ${pct(boundaryErrS, 0.5)} s, p99 ${p99} s, worst ${worst} s; sunrise/sunset worst ${Math.max(...riseSetErrS)} s`);
    t.true(worst <= 60, `worst boundary error ${worst} s`);
    t.true(p99 <= 10, `p99 boundary error ${p99} s`);
    t.true(Math.max(...riseSetErrS) <= 30);
  });
}
