/**
 * bench/heavy/stages-ceremonies: the CPU of a vivah year and a shraddha timeline split into computing the result and
 * writing its JSON as the server does (`jsonUtf8`; the generic `TextEncoder.encode(JSON.stringify(…))` beside it),
 * and the body's size, each at a new random place in India. `--forms` also sizes bodies without members a client
 * could drop (the reason lines, which vivah's `reasons=false` leaves out; the `_en` twins; shraddha's rules text)
 * and prices writing them (computing the reasons is not subtracted: bench/load/cpu.ts has reasons=false whole).
 *
 *   node --import=tsx bench/heavy/stages-ceremonies.ts [--n 100] [--forms]
 */
import { arg } from '../lib/args.js';
import { computeShraddha, computeVivahMuhurat } from '../../src/calendar/ceremonies/index.js';
import { calendarPlace, ensureCalendarTablesLoaded } from '../../src/server/calendar-tables.js';
import { ceremonyTablesFor } from '../../src/server/routes/ceremonies.js';
import { combustionTableOf } from '../../src/server/combustion-store.js';
import { jsonUtf8 } from '../../src/server/json-utf8.js';

const n = Number(arg('n', '100'));
const forms = process.argv.includes('--forms');
ensureCalendarTablesLoaded('build');
const tables = ceremonyTablesFor('data');
let seed = 20_240_115;
const rnd = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
const place = () => calendarPlace({ lat: Number((8 + rnd() * 25).toFixed(4)), lng: Number((68 + rnd() * 29).toFixed(4)) });
const combustion = combustionTableOf('build');
const vivah = () => computeVivahMuhurat(Object.assign(place(), { startDate: '2024-11-01', endDate: '2025-10-31', combustion }), tables);
const shraddha = () => computeShraddha(Object.assign(place(), { date: '2024-01-15', monthlyCount: 16, annualYears: 10, pitruPakshaYears: 5 }), tables);
const enc = new TextEncoder();
function cpu(f: () => unknown): number {
  for (let i = 0; i < 10; i++) f();
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000 / n;
}
/** CPU ms per call of each of `fs`, measured in turn over ten rounds after a warm-up (a busy machine slows all alike). */
function interleaved(fs: Array<() => unknown>): number[] {
  for (const f of fs) for (let i = 0; i < 100; i++) f();
  const total = fs.map(() => 0);
  const per = Math.max(1, Math.round(n / 10));
  for (let round = 0; round < 10; round++) {
    fs.forEach((f, k) => {
      const c0 = process.cpuUsage();
      for (let i = 0; i < per; i++) f();
      const c = process.cpuUsage(c0);
      total[k] += (c.user + c.system) / 1000;
    });
  }
  return total.map((t) => t / (10 * per));
}
/** `x` without the members `drop` names, at any depth. */
const without = (x: unknown, drop: (k: string) => boolean): unknown => Array.isArray(x) ? x.map((y) => without(y, drop))
  : x && typeof x === 'object' ? Object.fromEntries(Object.entries(x).filter(([k]) => !drop(k)).map(([k, y]) => [k, without(y, drop)])) : x;
for (const [name, f] of [['vivah 12 months', vivah], ['shraddha', shraddha]] as const) {
  const r = f();
  const body = jsonUtf8(r)!;
  // JSON of fresh results (compute + JSON, less compute): writing one result again and again, as a loop over `r` would,
  // costs about a third less (its strings flattened, its objects in cache)
  const [compute, withJson, withGeneric] = interleaved([f, () => jsonUtf8(f()), () => enc.encode(JSON.stringify(f()))]);
  const json = withJson! - compute!;
  const generic = withGeneric! - compute!;
  console.log(`${name}: compute ${compute.toFixed(3)} ms, JSON + UTF-8 ${json.toFixed(3)} ms (TextEncoder.encode(JSON.stringify) ${generic.toFixed(3)} ms), ${body.length} bytes`);
  if (!forms) continue;
  const variants: Array<[string, (k: string) => boolean]> = name.startsWith('vivah')
    ? [['without reasons', (k) => k === 'reasons'], ['without reasons, _en twins and vara', (k) => k === 'reasons' || k === 'vara' || k.endsWith('_en')]]
    : [['without rules, _en twins and rite descriptions', (k) => k === 'rules' || k === 'description' || k.endsWith('_en')]];
  for (const [what, drop] of variants) {
    const v = without(r, drop);
    console.log(`  ${what}: ${jsonUtf8(v)!.length} bytes; writing one such result again and again ${cpu(() => jsonUtf8(v)).toFixed(3)} ms (the whole result: ${cpu(() => jsonUtf8(r)).toFixed(3)} ms)`);
  }
}
