/**
 * bench/festivals: the figures issue 4 asks for.
 * 1. Agreement with Drik Panchang's 2023 festival labels at Mirzapur (test/fixtures/festivals), every
 *    disagreement printed with the rule and decision that produced it.
 * 2. Speed of one year of festivals for an arbitrary location computed live, one core: median over
 *    random places and years, with the location-free anga tables loaded (as the server runs) and without
 *    them (anga boundaries searched live too). Wall time and CPU time are both printed; on a loaded machine
 *    the CPU figure is the one to compare.
 * Run: node --import=tsx bench/festivals/run.ts [--runs N] [--region ID] [--without KIND]
 * `--region` adds that regional set (calendar/festivals/regions.ts) to the rules timed in 2, as `region=ID` does;
 * `--without` leaves out the rules of one timing kind from them (`crescent`: what the first-crescent rules cost).
 */
import { buildAngaTables } from '../../src/calendar/index.js';
import { readCalendarTables } from '../../src/server/calendar-tables.js';
import { computeFestivals, rulesForRegions } from '../../src/calendar/festivals/index.js';
import { festivalData } from '../../src/server/festival-rules.js';
import { compareWithDrik, readDrik2023 } from './drik-compare.js';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 60;
const regionArg = process.argv.indexOf('--region');
const REGION = regionArg > 0 ? process.argv[regionArg + 1] : undefined;
const { rules, regionalRules, metadata } = festivalData();
const withoutArg = process.argv.indexOf('--without');
const WITHOUT = withoutArg > 0 ? process.argv[withoutArg + 1] : undefined;
const timedRules = (REGION ? rulesForRegions(rules, regionalRules, [REGION]) : rules).filter((r) => r.timing.kind !== WITHOUT);

// 1. Drik agreement
const items = computeFestivals(rules, { year: 2023, lat: 25.146, lng: 82.569, tz: 'Asia/Kolkata', convention: 'drik', calendarSystem: 'purnimant' }, metadata);
const r = compareWithDrik(items, rules, readDrik2023());
console.log(`Drik 2023 (Mirzapur): ${items.length} observances computed, ${r.festivalsCompared} festivals compared`);
console.log(`  agreement ${r.agree}/${r.total} = ${(100 * r.ratio).toFixed(2)}% (target ≥ 98%)`);
for (const d of r.disagreements) {
  const rule = rules.find((x) => x.id === d.id || (d.id ?? '').startsWith(x.id + '-'));
  console.log(`  DISAGREE ${d.label}: ours ${d.ours ?? '—'}, Drik ${d.drik ?? '—'}  rule ${d.id} [${rule?.kaala}/${rule?.priority}; ${d.decision ?? 'not produced'}]`);
  if (rule?.notes) console.log(`           note: ${rule.notes}`);
}

// 2. speed
function median(xs: number[]): number { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]!; }
let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const zones = ['Asia/Kolkata', 'America/Los_Angeles', 'Europe/London', 'Pacific/Auckland', 'America/Port_of_Spain', 'Asia/Singapore'];
const t0 = performance.now();
// The server's tables (build/tables/anga-drik.msgpack, 1900–2100) when generated; otherwise tables for
// 2015–2035 built here (≈ 10 s), and the tables runs sample years from that range.
let tables = readCalendarTables('build', 'drik');
let tableYears: [number, number] = [1900, 2100];
if (!tables) { tables = buildAngaTables(2014, 2036, 'drik'); tableYears = [2015, 2035]; }
console.log(`\nanga tables (${tableYears.join('–')}) ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
for (const withTables of [true, false]) {
  const wall: number[] = [];
  const cpu: number[] = [];
  const n = withTables ? RUNS : Math.max(5, Math.floor(RUNS / 6));
  for (let i = 0; i < n + 3; i++) {
    const [y0, y1] = withTables ? tableYears : [1900, 2100];
    const q = { year: y0 + Math.floor(rand() * (y1 - y0 + 1)), lat: -55 + rand() * 110, lng: -180 + rand() * 360, tz: zones[i % zones.length]!, tables: withTables ? tables : null };
    const c0 = process.cpuUsage();
    const w0 = performance.now();
    computeFestivals(timedRules, q, metadata);
    const w = performance.now() - w0;
    const c = process.cpuUsage(c0);
    if (i >= 3) { wall.push(w); cpu.push((c.user + c.system) / 1000); } // first runs warm the JIT
  }
  console.log(`one year, arbitrary place, ${withTables ? 'with anga tables (server path)' : 'anga boundaries searched live'}: median wall ${median(wall).toFixed(1)} ms, median CPU ${median(cpu).toFixed(1)} ms, min wall ${Math.min(...wall).toFixed(1)} ms over ${n} runs (target ≤ 20 ms)${REGION ? `, with region ${REGION}` : ''}${WITHOUT ? `, without ${WITHOUT} rules` : ''} (${timedRules.length} rules)`);
}
