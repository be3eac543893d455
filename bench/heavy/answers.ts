/**
 * bench/heavy/answers: the heavy live answers (festival years, vivah years, shraddha timelines) at fixed random places,
 * written to a file, or compared with such a file: an optimisation of the machinery must leave them byte-identical,
 * or differ only in times, by at most a second. Besides the default queries, the ceremonies are asked with their
 * options at more places (time of death, counts, altitude, other zones and latitudes up to 63°, the swiss
 * convention; vivah with explain, the drik profile, ignored criteria, ranges of other lengths).
 *
 *   node --import=tsx bench/heavy/answers.ts --out /tmp/before.json            (on the commit before)
 *   node --import=tsx bench/heavy/answers.ts --compare /tmp/before.json        (after)
 *   … --only ceremonies                                                        (shraddha and vivah only)
 *   … --only festivals                                                         (festival years only)
 *
 * Festival years are also asked with their options (a sequence of their own): explicit regional sets, `lang` (through
 * the localizing task, as the route runs it), `metadata=dictionary`, `fields` subsets, the amanta system, other zones,
 * altitude and the swiss convention, years 1900–2100.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { arg } from '../lib/args.js';
import { festivalsTask, shraddhaTask, vivahMuhuratTask } from '../../src/server/live-tasks.js';
import { localizedBody } from '../../src/server/localized-task.js';
import { FESTIVAL_REGIONS } from '../../src/calendar/festivals/regions.js';
import { LANGS, type Lang } from '../../src/calendar/names/languages.js';

const outPath = arg('out', '');
const comparePath = arg('compare', '');
const only = arg('only', 'all');
const ceremoniesOnly = only === 'ceremonies';
const festivalsOnly = only === 'festivals';
let seed = 4242;
const rnd = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
const dec = new TextDecoder();
const answers: Record<string, string> = {};
for (let k = 0; k < 40; k++) {
  const lat = Number((8 + rnd() * 25).toFixed(4)), lng = Number((68 + rnd() * 29).toFixed(4));
  const year = 1990 + Math.floor(rnd() * 60);
  if (!ceremoniesOnly) answers[`festivals ${lat} ${lng} ${year}`] = dec.decode(festivalsTask({ lat, lng, year, region: 'none' }, 'data', 'build', false, 0, 60_000));
  if (k < 6 && !ceremoniesOnly) answers[`festivals ${lat + 30} ${lng} ${year} Europe/Oslo`] = dec.decode(festivalsTask({ lat: lat + 30, lng, year, region: 'none', tz: 'Europe/Oslo' }, 'data', 'build', false, 0, 60_000));
  if (k < 15 && !festivalsOnly) answers[`vivah ${lat} ${lng} ${year}`] = dec.decode(vivahMuhuratTask({ lat, lng, start_date: `${year}-03-01`, end_date: `${year + 1}-02-28` }, 'data', 'build'));
  if (k < 15 && !festivalsOnly) answers[`shraddha ${lat} ${lng} ${year}`] = dec.decode(shraddhaTask({ lat, lng, date: `${year}-06-15` }, 'data', 'build'));
}
// the ceremonies' options, on a sequence of their own (the answers above stay comparable with older files)
seed = 777;
const ZONES = ['Asia/Kolkata', 'Asia/Kolkata', 'Asia/Kathmandu', 'Asia/Dubai', 'Europe/London', 'America/New_York', 'Europe/Oslo', 'Australia/Sydney'];
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const pad = (n: number) => String(n).padStart(2, '0');
for (let k = 0; k < 60 && !festivalsOnly; k++) {
  const tz = pick(ZONES);
  const lat = Number(((tz === 'Australia/Sydney' ? -45 : 8) + rnd() * 55).toFixed(4)), lng = Number((-80 + rnd() * 230).toFixed(4));
  const year = 1905 + Math.floor(rnd() * 190);
  const date = `${year}-${pad(1 + Math.floor(rnd() * 12))}-${pad(1 + Math.floor(rnd() * 28))}`;
  const convention = rnd() < 0.25 ? 'swiss' : 'drik';
  const altitude = rnd() < 0.3 ? Math.round(rnd() * 3000) : 0;
  const time = rnd() < 0.5 ? `${pad(Math.floor(rnd() * 24))}:${pad(Math.floor(rnd() * 60))}` : undefined;
  const q = { lat, lng, tz, convention, altitude, date, time, monthly_count: 1 + Math.floor(rnd() * 24), annual_years: 1 + Math.floor(rnd() * 15), pitru_paksha_years: 1 + Math.floor(rnd() * 8) };
  answers[`shraddha options ${JSON.stringify(q)}`] = dec.decode(shraddhaTask(q, 'data', 'build'));
  if (k < 30) {
    const months = 1 + Math.floor(rnd() * 14);
    const end = new Date(Date.UTC(year, Number(date.slice(5, 7)) - 1 + months, Number(date.slice(8, 10)))).toISOString().slice(0, 10);
    const v = { lat, lng, tz, convention, altitude, start_date: date, end_date: end, explain: rnd() < 0.4, profile: rnd() < 0.4 ? 'drik' : 'classical', ignore: rnd() < 0.3 ? 'chaturmasa,kharmas' : undefined };
    answers[`vivah options ${JSON.stringify(v)}`] = dec.decode(vivahMuhuratTask(v, 'data', 'build'));
  }
}
// the festival year's options, on a sequence of their own
seed = 1919;
const FIELDS = ['id', 'rule_id', 'name', 'name_en', 'names', 'date', 'weekday', 'category', 'tags', 'regions', 'variant', 'paksha', 'masa', 'decided_by', 'kaala', 'muhurat', 'decision', 'metadata'];
for (let k = 0; k < 60 && !ceremoniesOnly; k++) {
  const tz = pick(ZONES);
  const south = tz === 'Australia/Sydney';
  const lat = Number(((south ? -40 : 8) + rnd() * (south ? 30 : 50)).toFixed(4)), lng = Number((south ? 115 + rnd() * 38 : -80 + rnd() * 230).toFixed(4));
  const year = 1900 + Math.floor(rnd() * 201);
  const q: Record<string, unknown> = { lat, lng, year, tz, region: rnd() < 0.3 ? 'none' : pick(FESTIVAL_REGIONS) };
  if (rnd() < 0.25) q.convention = 'swiss';
  if (rnd() < 0.25) q.altitude = Math.round(rnd() * 3000);
  if (rnd() < 0.3) q.calendar_system = 'amant';
  if (rnd() < 0.4) q.metadata = 'dictionary';
  if (rnd() < 0.5) q.fields = FIELDS.filter(() => rnd() < 0.3).join(',') || 'id,date,name';
  const lang = rnd() < 0.5 ? pick(LANGS) : undefined;
  if (lang) q.lang = lang;
  const body = lang ? await localizedBody('server/live-tasks.js#festivalsTask', lang as Lang, q, 'data', 'build', false, 0, 60_000)
    : festivalsTask(q, 'data', 'build', false, 0, 60_000);
  answers[`festivals options ${JSON.stringify(q)}`] = dec.decode(body);
}
if (outPath) writeFileSync(outPath, JSON.stringify(answers));
if (comparePath) {
  const before = JSON.parse(readFileSync(comparePath, 'utf8')) as Record<string, string>;
  const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?([+-]\d\d:\d\d|Z)$/;
  let identical = 0, timesDiffering = 0, worstMs = 0;
  const other: string[] = [];
  const walk = (x: unknown, y: unknown, path: string): void => {
    if (typeof x === 'string' && typeof y === 'string' && x !== y && ISO.test(x) && ISO.test(y)) {
      const d = Math.abs(Date.parse(x) - Date.parse(y));
      worstMs = Math.max(worstMs, d);
      timesDiffering++;
      if (d > 1000) other.push(`${path}: ${x} vs ${y}`);
      return;
    }
    if (x && y && typeof x === 'object' && typeof y === 'object') {
      for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) walk((x as any)[k], (y as any)[k], `${path}.${k}`);
      return;
    }
    if (JSON.stringify(x) !== JSON.stringify(y)) other.push(`${path}: ${JSON.stringify(x)?.slice(0, 160)} vs ${JSON.stringify(y)?.slice(0, 160)}`);
  };
  let skipped = 0;
  for (const k of Object.keys(before)) {
    if (!(k in answers)) skipped++; // not asked in this run (--only)
    else if (before[k] === answers[k]) identical++;
    else walk(JSON.parse(before[k]!), JSON.parse(answers[k] ?? 'null'), k);
  }
  console.log(`${Object.keys(before).length - skipped} answers: ${identical} byte-identical; ${timesDiffering} times differ (worst ${worstMs} ms); ${other.length} other differences`);
  for (const o of other.slice(0, 30)) console.log('  ' + o);
  process.exitCode = other.length ? 1 : 0;
}
