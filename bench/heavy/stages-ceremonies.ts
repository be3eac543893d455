/**
 * bench/heavy/stages-ceremonies: the CPU of a vivah year and a shraddha timeline split into computing the result and
 * writing its JSON as the server does (`jsonUtf8`; the generic `TextEncoder.encode(JSON.stringify(…))` beside it),
 * and the body's size, each at a new random place in India. `--forms` also prices bodies without the members a
 * client could be let to drop (the reason lines, the `_en` twins, the rules text): what a compact form would save
 * on writing (the server has no such form; computing the reasons is not subtracted).
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
/** `x` without the members `drop` names, at any depth. */
const without = (x: unknown, drop: (k: string) => boolean): unknown => Array.isArray(x) ? x.map((y) => without(y, drop))
  : x && typeof x === 'object' ? Object.fromEntries(Object.entries(x).filter(([k]) => !drop(k)).map(([k, y]) => [k, without(y, drop)])) : x;
for (const [name, f] of [['vivah 12 months', vivah], ['shraddha', shraddha]] as const) {
  const r = f();
  const body = jsonUtf8(r)!;
  console.log(`${name}: compute ${cpu(f).toFixed(3)} ms, JSON + UTF-8 ${cpu(() => jsonUtf8(r)).toFixed(3)} ms (TextEncoder.encode(JSON.stringify) ${cpu(() => enc.encode(JSON.stringify(r))).toFixed(3)} ms), ${body.length} bytes`);
  if (!forms) continue;
  const variants: Array<[string, (k: string) => boolean]> = name.startsWith('vivah')
    ? [['without reasons', (k) => k === 'reasons'], ['without reasons, _en twins and vara', (k) => k === 'reasons' || k === 'vara' || k.endsWith('_en')]]
    : [['without rules, _en twins and rite descriptions', (k) => k === 'rules' || k === 'description' || k.endsWith('_en')]];
  for (const [what, drop] of variants) {
    const v = without(r, drop);
    console.log(`  ${what}: JSON + UTF-8 ${cpu(() => jsonUtf8(v)).toFixed(3)} ms, ${jsonUtf8(v)!.length} bytes`);
  }
}
