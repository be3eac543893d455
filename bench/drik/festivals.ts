/**
 * bench/drik/festivals: agreement of the festival rules with Drik Panchang at New Delhi, even years 1900–2050
 * (see ./festival-records.ts for how records are paired: one Drik record, one rule). Prints overall, the thirty major
 * festivals, each of the issue's clusters and each decade, then the misses (grouped by name, most frequent first) and
 * the names several alternative rules share (credited to the main one; the others' agreement shown, not counted),
 * and the Ekadashi Parana windows against Drik's as quoted (bench/drik/parana.ts).
 * Run: node --import=tsx bench/drik/festivals.ts [--from 1900] [--to 2050] [--misses 40] [--name "Diwali"]
 */
import { arg } from '../lib/args.js';
import { computeFestivals, type EnrichedFestivalInfo } from '../../src/calendar/festivals/index.js';
import { festivalData } from '../../src/server/festival-rules.js';
import { compareParana, paranaFigures, readDrikParana } from './parana-records.js';
import { agreementFigures, compareDrikRecords, currentDrikTables, NEW_DELHI, pct, readDrikEvenFestivals, type Tally } from './festival-records.js';

const from = Number(arg('from', '1900'));
const to = Number(arg('to', '2050'));
const showMisses = Number(arg('misses', '40'));
const onlyName = arg('name', '');
const { rules } = festivalData();
const tables = currentDrikTables();
const t0 = performance.now();
const itemsByYear = new Map<number, EnrichedFestivalInfo[]>();
for (let y = from + (from % 2); y <= to; y += 2) itemsByYear.set(y, computeFestivals(rules, { year: y, ...NEW_DELHI, tables }));
const ms = performance.now() - t0;
const outcomes = compareDrikRecords(itemsByYear, rules, readDrikEvenFestivals());
const f = agreementFigures(outcomes, rules);
const fmt = (t: Tally) => `${t.exact}/${t.total} = ${pct(t).toFixed(2)} % exact, ${t.total ? ((100 * (t.exact + t.near)) / t.total).toFixed(2) : '100'} % within a day`;
console.log(`${itemsByYear.size} years computed in ${(ms / 1000).toFixed(1)} s (${(ms / itemsByYear.size).toFixed(1)} ms a year, ${tables ? 'anga tables' : 'live'})`);
console.log(`overall: ${fmt(f.overall)}  (unmapped Drik records: ${f.unmapped})`);
console.log(`major 30: ${fmt(f.major)}; worst ${f.majorWorstDays === 9 ? '> 1 day' : f.majorWorstDays + ' day'}`);
for (const [k, t] of Object.entries(f.clusters)) console.log(`  cluster ${k.padEnd(10)} ${fmt(t)}`);
for (const [d, t] of [...f.decades].sort((a, b) => a[0] - b[0])) console.log(`  decade ${d}s ${fmt(t)}`);
const misses = outcomes.filter((r) => (r.status === 'near' || r.status === 'miss') && (!onlyName || r.name === onlyName));
const byName = new Map<string, typeof misses>();
for (const m of misses) byName.set(m.name, [...(byName.get(m.name) ?? []), m]);
console.log(`\nmisses by name (${misses.length}):`);
for (const [name, ms2] of [...byName].sort((a, b) => b[1].length - a[1].length).slice(0, showMisses)) {
  console.log(`  ${String(ms2.length).padStart(4)} ${name} [${ms2[0]!.ruleId}]: ${ms2.slice(0, onlyName ? 200 : 6).map((m) => `${m.date}→${m.ours ?? '—'}`).join(' ')}`);
}
// names several same-timing rules claim: credited to the main rule only (festival-records.ts); the others' agreement
const shared = new Map<string, { ruleId: string; n: number; alt: Map<string, number> }>();
for (const r of outcomes) {
  if (!r.alternatives || !r.ruleId) continue;
  const s = shared.get(r.name) ?? { ruleId: r.ruleId, n: 0, alt: new Map<string, number>() };
  s.n++;
  for (const a of r.alternatives) s.alt.set(a.ruleId, (s.alt.get(a.ruleId) ?? 0) + Number(a.exact));
  shared.set(r.name, s);
}
console.log(`\nshared names (one record, one rule: the first same-timing rule in rule order):`);
for (const [name, s] of shared) console.log(`  ${name}: ${s.n} records credited to ${s.ruleId}; not counted: ${[...s.alt].map(([id, k]) => `${id} on Drik's date ${k}/${s.n}`).join(', ')}`);
const pf = paranaFigures(compareParana(readDrikParana()));
console.log(`\nEkadashi Parana windows vs Drik as quoted (bench/drik/parana.ts): ${pf.withinMinute}/${pf.total} within 1 min at both ends, ${pf.exact}/${pf.total} exact`);
const un = new Map<string, number>();
for (const r of outcomes) if (r.status === 'unmapped') un.set(r.name, (un.get(r.name) ?? 0) + 1);
console.log(`\nunmapped names (${un.size}): ${[...un].sort((a, b) => b[1] - a[1]).map(([n, c]) => `${n} ${c}`).join('; ')}`);
