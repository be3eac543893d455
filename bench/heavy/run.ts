/**
 * bench/heavy: the heavy live computations called directly (the compute-pool tasks of src/server/live-tasks.ts, without
 * the gateway), each at a new random place in India (no tile), for profiling (`node --cpu-prof`) and for a quick
 * per-stage split: compute vs. presentation vs. JSON serialisation.
 *
 *   node --import=tsx bench/heavy/run.ts [--route all|festivals|festivals-task|festivals-fields|sky|facts|cold-years|vivah|shraddha] [--n 30] [--year 2024] [--without KIND]
 *
 * `--without crescent` (facts): the rules of that timing kind left out, to see what they cost in a warm year.
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import=tsx bench/heavy/run.ts --route festivals --n 200
 */
import { join } from 'node:path';
import { arg } from '../lib/args.js';
import { festivalsTask, shraddhaTask, vivahMuhuratTask } from '../../src/server/live-tasks.js';
import { calendarPlace, ensureCalendarTablesLoaded } from '../../src/server/calendar-tables.js';
import { computeFestivalFacts, presentFestivals, presentFestivalsMembers, festivalsJsonBytes, buildFestivalSky } from '../../src/calendar/festivals/index.js';
import { festivalData } from '../../src/server/festival-rules.js';

const route = arg('route', 'all');
const n = Number(arg('n', '30'));
const year = Number(arg('year', '2024'));
const dataDir = arg('data', 'data');
const buildDir = arg('build', 'build');
const without = arg('without', '');

let seed = 20_240_115;
const rnd = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
const place = () => ({ lat: Number((8 + rnd() * 25).toFixed(4)), lng: Number((68 + rnd() * 29).toFixed(4)) });

ensureCalendarTablesLoaded(buildDir);

function timeIt(name: string, f: () => unknown): void {
  for (let i = 0; i < Math.min(10, n); i++) f(); // warm-up
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) f();
  const c = process.cpuUsage(c0);
  console.log(`${name.padEnd(40)} ${((c.user + c.system) / 1000 / n).toFixed(3)} ms CPU`);
}

if (route === 'sky') timeIt('  sky only', () => buildFestivalSky({ ...calendarPlace(place()), year }));
if (route === 'facts') {
  const rules = festivalData(join(dataDir, 'festivals')).rules.filter((r) => r.timing.kind !== without);
  timeIt(`  facts (sky + evaluate)${without ? `, without ${without} rules` : ''}`, () => computeFestivalFacts(rules, { ...calendarPlace(place()), year }));
}
if (route === 'festivals-fields') timeIt('festivals task (fields=id,date,name)', () => festivalsTask({ ...place(), year, region: 'none', fields: 'id,date,name' }, dataDir, buildDir, false, Date.now(), 60_000));
if (route === 'cold-years') {
  // every answer in a year not asked before in this process: the node tables' first fills included
  const { rules } = festivalData(join(dataDir, 'festivals'));
  computeFestivalFacts(rules, { ...calendarPlace(place()), year: 2024 }); // JIT and tables, one year
  const years = Array.from({ length: Math.min(n, 150) }, (_, k) => 1905 + k);
  const c0 = process.cpuUsage();
  for (const y of years) computeFestivalFacts(rules, { ...calendarPlace(place()), year: y });
  const c = process.cpuUsage(c0);
  console.log(`  facts, each in a new year (cold)       ${((c.user + c.system) / 1000 / years.length).toFixed(3)} ms CPU`);
}
if (route === 'festivals-task') {
  timeIt('festivals task (json, inline)', () => festivalsTask({ ...place(), year, region: 'none' }, dataDir, buildDir, false, Date.now(), 60_000));
}
if (route === 'all' || route === 'festivals') {
  const { rules, metadata } = festivalData(join(dataDir, 'festivals'));
  timeIt('festivals task (json, inline)', () => festivalsTask({ ...place(), year, region: 'none' }, dataDir, buildDir, false, Date.now(), 60_000));
  timeIt('festivals task (fields=id,date,name)', () => festivalsTask({ ...place(), year, region: 'none', fields: 'id,date,name' }, dataDir, buildDir, false, Date.now(), 60_000));
  timeIt('festivals task (metadata=dictionary)', () => festivalsTask({ ...place(), year, region: 'none', metadata: 'dictionary' }, dataDir, buildDir, false, Date.now(), 60_000));
  timeIt('  sky only', () => buildFestivalSky({ ...calendarPlace(place()), year }));
  timeIt('  facts (sky + evaluate)', () => computeFestivalFacts(rules, { ...calendarPlace(place()), year }));
  const facts = computeFestivalFacts(rules, { ...calendarPlace(place()), year });
  timeIt('  present only', () => presentFestivals(rules, facts, { year }, metadata));
  const items = presentFestivals(rules, facts, { year }, metadata);
  timeIt('  json only (inline)', () => festivalsJsonBytes(items, 'inline'));
  timeIt('  JSON.stringify only', () => JSON.stringify(items));
  // the compact form: only the members asked are presented, then written
  const fields = ['id', 'date', 'name'] as const;
  timeIt('  present only (fields=id,date,name)', () => presentFestivalsMembers(rules, facts, { year }, new Set(fields), metadata));
  const projected = presentFestivalsMembers(rules, facts, { year }, new Set(fields), metadata);
  timeIt('  json only (fields=id,date,name)', () => festivalsJsonBytes(projected, 'inline', fields));
  console.log(`  body bytes inline ${festivalsJsonBytes(items, 'inline').length}, dictionary ${festivalsJsonBytes(items, 'dictionary').length}, fields=id,date,name ${festivalsJsonBytes(projected, 'inline', fields).length}`);
}
if (route === 'all' || route === 'vivah') {
  timeIt('vivah 12 months', () => vivahMuhuratTask({ ...place(), start_date: '2024-11-01', end_date: '2025-10-31' }, dataDir, buildDir));
}
if (route === 'all' || route === 'shraddha') {
  timeIt('shraddha', () => shraddhaTask({ ...place(), date: '2024-01-15' }, dataDir, buildDir));
}
