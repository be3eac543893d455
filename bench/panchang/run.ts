/**
 * Speed of the calendar engine on one core:
 * - anga table build (per year and convention, and the projected 1900–2100 cost; `--full` builds it all),
 *   serialized size and load (deserialize) time;
 * - day mode for arbitrary locations (random place and date 1900–2100, tables loaded): median, p99;
 * - day mode without tables (live root search) for comparison;
 * - instant mode (tables): median.
 * - day mode with every optional group (`include=all`) against the default answer on the same inputs, alternating
 *   passes: the extra CPU per call (target: ≤ 1 ms beyond the default, and the default not slower).
 * Targets (issue 3): day mode median ≤ 1 ms, p99 ≤ 3 ms; instant median ≤ 0.1 ms; table load ≤ 1 s.
 * Run: node --import=tsx bench/panchang/run.ts [--full]
 * At the generated tiles (include=all live and from a tile, a month at a tile, a month live): bench/panchang/tile.ts.
 */
import {
  buildAngaTables, computePanchangDay, computePanchangInstant, deserializeAngaTables, mergeAngaTables,
  serializeAngaTables, PANCHANG_GROUPS, type AngaTables,
} from '../../src/calendar/index.js';

const full = process.argv.includes('--full');
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
// Deterministic pseudo-random inputs (mulberry32).
let seed = 12345;
const rnd = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const ZONES: [string, number, number][] = [
  ['Asia/Kolkata', 8, 37], ['Asia/Kathmandu', 26, 30], ['Europe/London', 50, 58], ['America/New_York', 25, 45],
  ['America/Los_Angeles', 32, 48], ['Australia/Sydney', -38, -28], ['Pacific/Auckland', -46, -35], ['Asia/Dubai', 22, 26],
  ['Africa/Nairobi', -4, 4], ['America/Port_of_Spain', 10, 11], ['Asia/Singapore', 1, 2], ['Europe/Oslo', 58, 70],
];
const zoneLng: Record<string, [number, number]> = {
  'Asia/Kolkata': [68, 97], 'Asia/Kathmandu': [80, 88], 'Europe/London': [-6, 2], 'America/New_York': [-80, -70],
  'America/Los_Angeles': [-124, -114], 'Australia/Sydney': [145, 153], 'Pacific/Auckland': [166, 178], 'Asia/Dubai': [51, 56],
  'Africa/Nairobi': [34, 41], 'America/Port_of_Spain': [-62, -60], 'Asia/Singapore': [103, 104], 'Europe/Oslo': [5, 30],
};
function randomInput(fromYear = 1900, toYear = 2100) {
  const [tz, la0, la1] = ZONES[Math.floor(rnd() * ZONES.length)]!;
  const [lo0, lo1] = zoneLng[tz]!;
  const ms = Date.UTC(fromYear, 0, 3) + rnd() * (Date.UTC(toYear, 11, 28) - Date.UTC(fromYear, 0, 3));
  const date = new Date(ms).toISOString().slice(0, 10);
  return { date, lat: la0 + rnd() * (la1 - la0), lng: lo0 + rnd() * (lo1 - lo0), tz, altitudeM: Math.floor(rnd() * 500) };
}

// --- tables -----------------------------------------------------------------------------------
let t0 = performance.now();
const cpuBuild0 = process.cpuUsage();
const sample = buildAngaTables(2020, 2029, 'drik');
const perYearMs = (performance.now() - t0) / 10;
const cpuBuild = process.cpuUsage(cpuBuild0);
const perYearCpuMs = (cpuBuild.user + cpuBuild.system) / 1000 / 10;
console.log(`load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)} on ${(await import('node:os')).availableParallelism()} cores (wall times include preemption when loaded)`);
console.log(`table build: ${perYearMs.toFixed(0)} ms per year and convention → projected 1900–2100: ${((perYearMs * 201) / 1000).toFixed(0)} s per convention, ${((perYearMs * 402) / 1000).toFixed(0)} s for both (one core); CPU ${perYearCpuMs.toFixed(0)} ms per year → ${((perYearCpuMs * 201) / 1000).toFixed(0)} s per convention`);
const tables: Record<string, AngaTables> = {};
for (const convention of ['drik', 'swiss'] as const) {
  if (full) {
    t0 = performance.now();
    const parts: AngaTables[] = [];
    for (let y = 1900; y <= 2100; y += 20) parts.push(buildAngaTables(y, Math.min(2100, y + 19), convention));
    tables[convention] = mergeAngaTables(parts);
    console.log(`full build ${convention} 1900–2100: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } else if (convention === 'drik') {
    tables[convention] = sample;
  }
}
const tb = tables['drik']!;
const bytes = serializeAngaTables(tb);
const years = tb.toYear - tb.fromYear + 1;
const loads: number[] = [];
for (let i = 0; i < 5; i++) {
  t0 = performance.now();
  deserializeAngaTables(bytes);
  loads.push(performance.now() - t0);
}
const loadMs = pct(loads, 0.5);
console.log(`table file (drik, ${years} years): ${(bytes.length / 1e6).toFixed(2)} MB, load ${loadMs.toFixed(1)} ms` +
  (full ? '' : ` → projected 1900–2100: ${((bytes.length * 201) / years / 1e6).toFixed(1)} MB, ${((loadMs * 201) / years).toFixed(0)} ms per convention`));

// --- day mode -----------------------------------------------------------------------------------
const [fy, ty] = full ? [1900, 2100] : [tb.fromYear, tb.toYear];
/** Wall time per call (ms). Also prints the mean CPU time per call (process.cpuUsage), which stays
 * meaningful when other processes compete for the cores (wall-time tails then include preemption). */
function timeIt(n: number, f: () => void): number[] {
  const out: number[] = [];
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    f();
    out.push(performance.now() - s);
  }
  const c = process.cpuUsage(c0);
  lastCpuMsPerCall = (c.user + c.system) / 1000 / n;
  return out;
}
let lastCpuMsPerCall = 0;
const cpu = () => `; CPU ${lastCpuMsPerCall.toFixed(3)} ms/call`;
for (let i = 0; i < 200; i++) computePanchangDay({ ...randomInput(fy, ty), tables: tb }); // warm-up
const day = timeIt(3000, () => computePanchangDay({ ...randomInput(fy, ty), tables: tb }));
console.log(`day mode, tables, random place/date ${fy}–${ty}: median ${pct(day, 0.5).toFixed(3)} ms, p99 ${pct(day, 0.99).toFixed(3)} ms (n=${day.length})` + cpu());
const dayNoMuhurat = timeIt(1000, () => computePanchangDay({ ...randomInput(fy, ty), tables: tb, includeMuhurat: false }));
console.log(`day mode, tables, include_muhurat=false: median ${pct(dayNoMuhurat, 0.5).toFixed(3)} ms` + cpu());
const live = timeIt(300, () => computePanchangDay({ ...randomInput(fy, ty) }));
console.log(`day mode, live root search (no tables): median ${pct(live, 0.5).toFixed(3)} ms, p99 ${pct(live, 0.99).toFixed(3)} ms` + cpu());
const hh = () => `${String(Math.floor(rnd() * 24)).padStart(2, '0')}:${String(Math.floor(rnd() * 60)).padStart(2, '0')}`;
for (let i = 0; i < 500; i++) computePanchangInstant({ ...randomInput(fy, ty), time: hh(), tables: tb });
const inst = timeIt(5000, () => computePanchangInstant({ ...randomInput(fy, ty), time: hh(), tables: tb }));
console.log(`instant mode, tables: median ${pct(inst, 0.5).toFixed(3)} ms, p99 ${pct(inst, 0.99).toFixed(3)} ms` + cpu());
const instLive = timeIt(500, () => computePanchangInstant({ ...randomInput(fy, ty), time: hh() }));
console.log(`instant mode, live: median ${pct(instLive, 0.5).toFixed(3)} ms` + cpu());

// --- optional groups (include=all) vs the default answer, same inputs -------------------------------------------------
{
  const inputs = Array.from({ length: 1000 }, () => randomInput(fy, ty));
  for (const x of inputs.slice(0, 200)) computePanchangDay({ ...x, tables: tb, include: PANCHANG_GROUPS });
  const runs: Record<'default' | 'all', { wall: number[]; cpu: number[] }> = { default: { wall: [], cpu: [] }, all: { wall: [], cpu: [] } };
  for (let pass = 0; pass < 4; pass++) {
    for (const mode of ['default', 'all'] as const) {
      let i = 0;
      const w = timeIt(inputs.length, () => computePanchangDay({ ...inputs[i++]!, tables: tb, include: mode === 'all' ? PANCHANG_GROUPS : null }));
      runs[mode].wall.push(...w);
      runs[mode].cpu.push(lastCpuMsPerCall);
    }
  }
  const meanCpu = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  for (const mode of ['default', 'all'] as const) {
    console.log(`day mode, tables, include=${mode === 'all' ? 'all' : '(none)'} (same ${inputs.length} inputs × 4 passes): median ${pct(runs[mode].wall, 0.5).toFixed(3)} ms, p99 ${pct(runs[mode].wall, 0.99).toFixed(3)} ms; CPU ${meanCpu(runs[mode].cpu).toFixed(3)} ms/call`);
  }
  console.log(`include=all costs ${(pct(runs.all.wall, 0.5) - pct(runs.default.wall, 0.5)).toFixed(3)} ms median wall, ${(meanCpu(runs.all.cpu) - meanCpu(runs.default.cpu)).toFixed(3)} ms CPU per call beyond the default (target ≤ 1 ms)`);
  let j = 0;
  const instAll = timeIt(1000, () => computePanchangInstant({ ...inputs[j++ % inputs.length]!, time: hh(), tables: tb, include: PANCHANG_GROUPS }));
  console.log(`instant mode, tables, include=all: median ${pct(instAll, 0.5).toFixed(3)} ms` + cpu());
}
