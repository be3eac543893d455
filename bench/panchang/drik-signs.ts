/**
 * Moon sign names and end times against Drik Panchang: its New Delhi month pages, even years 1900–2050
 * (test/fixtures/calendar/drik-newdelhi-daily-even.csv.gz, columns moon_sign, moon_sign_end), per decade, with our
 * end time rounded and truncated to the minute. Not part of the product: tests and benches only.
 * Run: node --import=tsx bench/panchang/drik-signs.ts [--from 1900] [--to 2050]
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { arg } from '../lib/args.js';
import { angaSpansBetween, names, parseIsoDate, startOfLocalDay, type Convention } from '../../src/calendar/index.js';

const FIXTURE = fileURLToPath(new URL('../../test/fixtures/calendar/drik-newdelhi-daily-even.csv.gz', import.meta.url));
/** The place the brief fixes for New Delhi (Drik's page says 28.63576 N 77.22445 E; the sign times do not depend on it). */
export const NEW_DELHI = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' } as const;

export interface DelhiDay { date: string; sunrise: string; moonSign: string; moonSignEnd: string }

function splitCsv(line: string): string[] {
  const out: string[] = [];
  let cur = '', q = false;
  for (const ch of line) {
    if (ch === '"') q = !q;
    else if (ch === ',' && !q) (out.push(cur), (cur = ''));
    else cur += ch;
  }
  out.push(cur);
  return out;
}

/** @brief The fixture's days (date, sunrise HH:MM, moon sign at sunrise, its end HH:MM or ''). */
export function loadDelhiDays(): DelhiDay[] {
  const lines = gunzipSync(readFileSync(FIXTURE)).toString('utf8').trim().split('\n');
  const head = splitCsv(lines[0]!);
  const col = (n: string) => head.indexOf(n);
  const [d, sr, ms, me] = [col('date'), col('sunrise'), col('moon_sign'), col('moon_sign_end')];
  return lines.slice(1).map((l) => {
    const f = splitCsv(l);
    return { date: f[d]!, sunrise: f[sr]!, moonSign: f[ms]!, moonSignEnd: f[me]! };
  });
}

export interface SignStats { decade: number; n: number; nameOk: number; ends: number; exactRound: number; exactTrunc: number; within2: number; worstMin: number; misses: string[] }

/** Local midnight of `date` in Asia/Kolkata as the IANA database has it (Madras time +05:21:10 before 1906, +06:30 in 1942–45). */
const midnightOf = (date: string) => startOfLocalDay(parseIsoDate(date)!, NEW_DELHI.tz);
const hhmm = (s: string) => +s.slice(0, s.indexOf(':')) * 60 + +s.slice(s.indexOf(':') + 1);

/**
 * @brief Compares the Moon's sign at Drik's sunrise and its end with our moonRashi spans, per decade.
 * `mode` decides which of our roundings is `exact` for `within2` and misses (Drik's month pages truncate, see README).
 */
export function compareDelhiMoonSigns(fromYear = 1900, toYear = 2050, convention: Convention = 'drik', mode: 'trunc' | 'round' = 'trunc'): SignStats[] {
  const days = loadDelhiDays().filter((x) => +x.date.slice(0, 4) >= fromYear && +x.date.slice(0, 4) <= toYear);
  const byDecade = new Map<number, SignStats>();
  let spans: ReturnType<typeof angaSpansBetween> = [];
  let si = 0;
  for (const day of days) {
    const dec = Math.floor(+day.date.slice(0, 4) / 10) * 10;
    let s = byDecade.get(dec);
    if (!s) byDecade.set(dec, (s = { decade: dec, n: 0, nameOk: 0, ends: 0, exactRound: 0, exactTrunc: 0, within2: 0, worstMin: 0, misses: [] }));
    const base = midnightOf(day.date);
    const sunrise = base + hhmm(day.sunrise) * 60000 + 30_000;
    if (!spans.length || sunrise >= spans.at(-1)!.endUnixMs || sunrise < spans[0]!.startUnixMs) {
      // Walk a year of sign spans at a time (live search, a few ms per year).
      spans = angaSpansBetween('moonRashi', sunrise, sunrise + 370 * 86400_000, convention);
      si = 0;
    }
    if (spans[si]!.startUnixMs > sunrise) si = 0; // the file is not strictly in date order
    while (spans[si]!.endUnixMs <= sunrise) si++;
    const span = spans[si]!;
    s.n++;
    const ours = names.RASHI_NAMES[span.number - 1]!.ascii;
    if (ours === day.moonSign) s.nameOk++;
    else s.misses.unshift(`${day.date} name drik ${day.moonSign} ours ${ours}`);
    if (!day.moonSignEnd) continue;
    s.ends++;
    const m = (span.endUnixMs - base) / 60000;
    const drik = hhmm(day.moonSignEnd);
    const dr = Math.round(m) - drik, dt = Math.floor(m) - drik;
    if (dr === 0) s.exactRound++;
    if (dt === 0) s.exactTrunc++;
    const diff = mode === 'trunc' ? dt : dr;
    if (Math.abs(diff) <= 2) s.within2++;
    else s.misses.push(`${day.date} end drik ${day.moonSignEnd} ours ${m.toFixed(2)} min (${diff})`);
    s.worstMin = Math.max(s.worstMin, Math.abs(diff));
  }
  return [...byDecade.values()];
}

export function formatSignStats(stats: SignStats[]): string {
  const pc = (a: number, b: number) => ((100 * a) / Math.max(1, b)).toFixed(1).padStart(6) + '%';
  const tot = stats.reduce((a, s) => ({ n: a.n + s.n, nameOk: a.nameOk + s.nameOk, ends: a.ends + s.ends, r: a.r + s.exactRound, t: a.t + s.exactTrunc, w: a.w + s.within2, worst: Math.max(a.worst, s.worstMin) }), { n: 0, nameOk: 0, ends: 0, r: 0, t: 0, w: 0, worst: 0 });
  return [
    'decade   days  name ok    ends  exact(trunc) exact(round)  within 2  worst',
    ...stats.map((s) => `${s.decade}s ${String(s.n).padStart(6)} ${pc(s.nameOk, s.n)} ${String(s.ends).padStart(7)} ${pc(s.exactTrunc, s.ends)}     ${pc(s.exactRound, s.ends)}     ${pc(s.within2, s.ends)} ${String(s.worstMin).padStart(6)}`),
    `all    ${String(tot.n).padStart(6)} ${pc(tot.nameOk, tot.n)} ${String(tot.ends).padStart(7)} ${pc(tot.t, tot.ends)}     ${pc(tot.r, tot.ends)}     ${pc(tot.w, tot.ends)} ${String(tot.worst).padStart(6)}`,
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const t0 = performance.now();
  const stats = compareDelhiMoonSigns(+arg('from', '1900'), +arg('to', '2050'));
  console.log(formatSignStats(stats));
  console.log(`(${((performance.now() - t0) / 1000).toFixed(1)} s; misses: ${stats.flatMap((s) => s.misses).slice(0, 10).join('; ')})`);
}
