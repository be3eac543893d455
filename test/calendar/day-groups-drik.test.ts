/**
 * Golden figures of the optional groups against Drik Panchang.
 * - 2023 at Mirzapur (test/fixtures/calendar/drikpanchang_2023_daily.json.gz): Dur Muhurtam, Varjyam and Amrit Kalam
 *   (how many windows each day, and every start and end), Moonsign and Sunsign (names and the "upto" times).
 *   Drik truncates the anga-derived times (Varjyam, Amrit Kalam, sign ends: the minute in progress, as its anga
 *   ends) and rounds the sunrise-derived ones (Dur Muhurtam): read so, our instants match 90–96 % of them; read the
 *   other way, about half.
 * - New Delhi month pages, even years 1900–2050 (drik-newdelhi-daily-even.csv.gz): the Moon's sign at sunrise and
 *   its end, per decade (bench/panchang/drik-signs.ts prints the table).
 */
import test from 'ava';
import { drikMinutes, loadDrik2023, MIRZAPUR } from '../../bench/accuracy/reference.js';
import { compareDelhiMoonSigns, formatSignStats } from '../../bench/panchang/drik-signs.js';
import { computePanchangDay, names } from '../../src/calendar/index.js';

interface Stat { n: number; exact: number; exactOtherReading: number; worst: number; misses: string[] }
const stat = (): Stat => ({ n: 0, exact: 0, exactOtherReading: 0, worst: 0, misses: [] });
/** `diff`: our instant read as Drik displays it minus Drik's minute; `otherDiff`: the same read the other way. */
const add = (s: Stat, diff: number, note: string, otherDiff = NaN) => {
  s.n++;
  if (diff === 0) s.exact++;
  if (otherDiff === 0) s.exactOtherReading++;
  s.worst = Math.max(s.worst, Math.abs(diff));
  if (Math.abs(diff) > 2) s.misses.push(`${note} (${diff})`);
};
/** Drik prints a window's start without a date suffix when only its end carries one, and once (2023-07-04) 00:00 as "12:00 PM". */
const drikStart = (date: string, a: string, endMin: number) => {
  const sm = drikMinutes(date, a);
  for (const c of [sm, sm - 720, sm + 720, sm + 1440]) if (endMin - c > 0 && endMin - c < 300) return c;
  return sm;
};

test('Drik 2023 (Mirzapur): Dur Muhurtam, Varjyam, Amrit Kalam and the sign changes, to the minute on ≥ 90 % of days, all within 2 minutes', (t) => {
  const fields = ['Dur Muhurtam', 'Varjyam', 'Amrit Kalam'] as const;
  const stats = new Map<string, Stat>();
  const s = (k: string) => stats.get(k) ?? stats.set(k, stat()).get(k)!;
  const countMisses: string[] = [];
  for (const r of loadDrik2023()) {
    const p = computePanchangDay({ date: r.date, ...MIRZAPUR, include: ['muhurtas', 'signs'] });
    const base = Date.parse(r.date + 'T00:00:00+05:30');
    const ourMin = (iso: string) => Math.round((Date.parse(iso) - base) / 60000);
    const ourMinTrunc = (iso: string) => Math.floor((Date.parse(iso) - base) / 60000);
    const m = p.muhurtas!;
    const ours = { 'Dur Muhurtam': m.dur_muhurtam!, Varjyam: m.varjyam, 'Amrit Kalam': m.amrit_kalam };
    for (const f of fields) {
      const drik = r.fields[f] ?? [];
      if (drik.length !== ours[f].length) countMisses.push(`${r.date} ${f}: drik ${drik.length} ours ${ours[f].length}`);
      drik.forEach((w, i) => {
        const o = ours[f][i];
        if (!o) return;
        const [a, e] = w.split(' to ') as [string, string];
        const em = drikMinutes(r.date, e);
        const sm = drikStart(r.date, a, em);
        // Dur Muhurtam comes from sunrise and sunset (rounded); Varjyam and Amrit Kalam from nakshatra ends (truncated).
        const [shown, other] = f === 'Dur Muhurtam' ? [ourMin, ourMinTrunc] : [ourMinTrunc, ourMin];
        add(s(f + ' start'), shown(o.start) - sm, `${r.date} ${w} ours ${o.start}`, other(o.start) - sm);
        add(s(f + ' end'), shown(o.end) - em, `${r.date} ${w} ours ${o.end}`, other(o.end) - em);
      });
    }
    for (const [field, sign] of [['Moonsign', p.signs!.moon], ['Sunsign', p.signs!.sun]] as const) {
      for (const entry of r.fields[field] ?? []) {
        const mm = /^(\S+)(?: upto (.*))?$/.exec(entry)!;
        const hit = sign.sequence!.find((x) => names.RASHI_NAMES[x.number - 1]!.ascii === mm[1]);
        add(s(field + ' name'), hit ? 0 : 99, `${r.date} ${entry}: ours ${sign.sequence!.map((x) => x.name).join(',')}`);
        if (hit && mm[2]) {
          const dm = drikMinutes(r.date, mm[2]);
          add(s(field + ' end'), ourMinTrunc(hit.end!) - dm, `${r.date} ${entry} ours ${hit.end}`, ourMin(hit.end!) - dm);
        }
      }
    }
  }
  const pc = (a: number, b: number) => ((100 * a) / b).toFixed(1).padStart(5) + '%';
  t.log([...stats].map(([k, v]) => `${k.padEnd(20)} ${String(v.n).padStart(4)}  ${pc(v.exact, v.n)} to the minute (${k.endsWith('name') ? '' : pc(v.exactOtherReading, v.n) + ' read the other way'}), worst ${v.worst}`).join('\n'));
  t.deepEqual(countMisses, [], 'the same number of windows as Drik every day');
  for (const [k, v] of stats) {
    t.deepEqual(v.misses, [], `${k}: more than 2 minutes off`);
    t.true(v.exact / v.n >= 0.9 || k === 'Sunsign end', `${k}: only ${((100 * v.exact) / v.n).toFixed(1)}% to the minute`);
  }
  // The other reading (rounding anga ends, truncating sunrise-derived times) would match far fewer (about half).
  for (const [k, v] of stats) if (!k.endsWith('name') && k !== 'Sunsign end') t.true(v.exactOtherReading / v.n < 0.7 && v.exact - v.exactOtherReading > 0.25 * v.n, `${k}: Drik's reading is not better than the other`);
  // The figures this test was written with (2023, n = windows): a change in the rules or the rounding shows here.
  t.true(stats.get('Dur Muhurtam start')!.n === 625 && stats.get('Varjyam start')!.n === 374 && stats.get('Amrit Kalam start')!.n === 360);
  t.true(stats.get('Moonsign end')!.n >= 150 && stats.get('Sunsign end')!.n === 12);
});

test('Drik New Delhi month pages, even years 1900–2050: Moon sign names at sunrise, and its end time within 2 minutes', (t) => {
  const stats = compareDelhiMoonSigns(1900, 2050);
  t.log('\n' + formatSignStats(stats));
  const n = stats.reduce((a, s) => a + s.n, 0), ok = stats.reduce((a, s) => a + s.nameOk, 0);
  const ends = stats.reduce((a, s) => a + s.ends, 0), within = stats.reduce((a, s) => a + s.within2, 0);
  // The misses are a sign change within a minute of sunrise (which sign is "at sunrise"), and 1942-09-01, the first
  // day of war time (+06:30) in the IANA zone, which Drik's page does not apply that day.
  t.true(ok / n >= 0.999, `names ${ok}/${n}`);
  t.true(within / ends >= 0.998, `ends within 2 min ${within}/${ends}`);
  for (const s of stats) t.true(s.within2 / s.ends >= 0.99, `${s.decade}s: ${s.within2}/${s.ends} within 2 minutes`);
  // To the minute: with the drik Moon on Drik's ayanamsa and time scale (src/calendar/astro/ephemeris.ts) our instant
  // floored is Drik's (truncated) minute on 92–96 % of the ends in every decade (rounded: about 50 %); before that
  // model, 6–60 % per decade.
  for (const s of stats) t.true(s.exactTrunc / s.ends >= 0.9, `${s.decade}s to the minute ${s.exactTrunc}/${s.ends}`);
});

test('Drik 2023 (Mirzapur): the times tarabalam, chandrabalam and panchaka change are Drik’s Nakshatra and Moonsign “upto” times (panchaka: Makara’s end to Meena’s end), to the minute on ≥ 90 %, all within 2 minutes', (t) => {
  // Drik's export has no Tarabalam, Chandrabalam or Panchaka field; their changes are the Moon's, which it prints.
  const stats = new Map<string, Stat>();
  const s = (k: string) => stats.get(k) ?? stats.set(k, stat()).get(k)!;
  const startsSeen = new Set<string>();
  const carried: string[] = [];
  for (const r of loadDrik2023()) {
    const p = computePanchangDay({ date: r.date, ...MIRZAPUR, include: ['balam', 'panchaka'] });
    // Every later day of a panchaka carries the start its first day showed (checked against Drik's Makara end).
    if (p.panchaka && startsSeen.size > 0 && !(r.fields['Moonsign'] ?? []).some((e) => e.startsWith('Makara upto'))) carried.push(p.panchaka.start!);
    const base = Date.parse(r.date + 'T00:00:00+05:30');
    // Moon changes: Drik truncates them to the minute, as its anga ends.
    const ourMin = (iso: string) => Math.floor((Date.parse(iso) - base) / 60000);
    for (const entry of r.fields['Nakshatra'] ?? []) {
      const mm = /^(.+?) upto (\d\d:\d\d .*)$/.exec(entry); // not "upto Full Night"
      if (!mm) continue;
      const hit = p.balam!.tarabalam.find((x) => names.NAKSHATRA_NAMES[x.moon_nakshatra - 1]!.ascii === mm[1]);
      add(s('tarabalam upto'), hit ? ourMin(hit.end!) - drikMinutes(r.date, mm[2]!) : 99, `${r.date} ${entry}`);
    }
    for (const entry of r.fields['Moonsign'] ?? []) {
      const mm = /^(\S+) upto (\d\d:\d\d .*)$/.exec(entry);
      if (!mm) continue;
      const dm = drikMinutes(r.date, mm[2]!);
      const hit = p.balam!.chandrabalam.find((x) => names.RASHI_NAMES[x.moon_rashi - 1]!.ascii === mm[1]);
      add(s('chandrabalam upto'), hit ? ourMin(hit.end!) - dm : 99, `${r.date} ${entry}`);
      if (mm[1] === 'Makara') {
        add(s('panchaka start'), p.panchaka ? ourMin(p.panchaka.start!) - dm : 99, `${r.date} ${entry}`);
        if (p.panchaka) startsSeen.add(p.panchaka.start!);
      }
      if (mm[1] === 'Meena') add(s('panchaka end'), p.panchaka ? ourMin(p.panchaka.end!) - dm : 99, `${r.date} ${entry}`);
    }
  }
  const pc = (a: number, b: number) => ((100 * a) / b).toFixed(1).padStart(5) + '%';
  t.log([...stats].map(([k, v]) => `${k.padEnd(18)} ${String(v.n).padStart(4)}  ${pc(v.exact, v.n)} to the minute, worst ${v.worst}`).join('\n'));
  for (const [k, v] of stats) {
    t.deepEqual(v.misses, [], `${k}: more than 2 minutes off`);
    t.true(v.exact / v.n >= 0.9, `${k}: only ${((100 * v.exact) / v.n).toFixed(1)}% to the minute`);
  }
  t.true(stats.get('panchaka start')!.n >= 12 && stats.get('panchaka end')!.n >= 12, 'a panchaka every lunar month');
  t.true(carried.length > 40);
  t.deepEqual(carried.filter((x) => !startsSeen.has(x)), [], 'later days of a panchaka give the start its first day showed');
});
