/**
 * bench/festivals/regional-yearly-count: how often each regional rule (data/festivals-regional/*.toml) yields no day
 * or two or more days in a Gregorian year, 1900–2100, each rule computed at the home place of its first region.
 * Every record is meant to give one day a year except the weekly Bonalu Sundays (`weekday_in_masa`); a rule of a
 * month that straddles 1 January (Pausha, Magha, Margashirsha; Dhanu) may give 0 or 2 in a year while keeping one a
 * lunar or solar year apart (the `straddles` column; the `gaps` column counts consecutive days less than 320 or more
 * than 400 days apart), and a lunar rule of a nija month has none in a year whose month is kshaya. The years of each
 * irregular count are printed (first 12).
 * Run: node --import=tsx bench/festivals/regional-yearly-count.ts [--from 1900] [--to 2100] [--rule id]
 * (≈ 30 s with build/tables; without them every year is searched live, ≈ 0.6 s a year and place.)
 */
import { arg } from '../lib/args.js';
import { computeFestivals, rulesForRegions, type FestivalRule } from '../../src/calendar/festivals/index.js';
import { festivalData } from '../../src/server/festival-rules.js';
import { readCalendarTables } from '../../src/server/calendar-tables.js';
import { PLACES, type Place } from '../holidays/holidays.js';

const from = Number(arg('from', '1900'));
const to = Number(arg('to', '2100'));
const only = arg('rule', '');
const tables = readCalendarTables('build', 'drik');
const { rules, regionalRules } = festivalData();

/** Each region's home place: its capital (Ahmedabad for the Jain set, Bodh Gaya's state capital Patna for the Buddhist). */
const HOME: Record<string, Place> = {
  'tamil-nadu': PLACES.chennai,
  kerala: PLACES.thiruvananthapuram,
  punjab: PLACES.chandigarh,
  'west-bengal': PLACES.kolkata,
  odisha: PLACES.bhubaneswar,
  assam: PLACES.guwahati,
  maharashtra: { lat: 19.076, lng: 72.8777, tz: 'Asia/Kolkata' },
  gujarat: { lat: 23.0225, lng: 72.5714, tz: 'Asia/Kolkata' },
  karnataka: { lat: 12.9716, lng: 77.5946, tz: 'Asia/Kolkata' },
  'andhra-pradesh': { lat: 16.5062, lng: 80.648, tz: 'Asia/Kolkata' },
  telangana: { lat: 17.385, lng: 78.4867, tz: 'Asia/Kolkata' },
  rajasthan: PLACES.jaipur,
  nepal: { lat: 27.7172, lng: 85.324, tz: 'Asia/Kathmandu' },
  jain: { lat: 23.0225, lng: 72.5714, tz: 'Asia/Kolkata' },
  buddhist: { lat: 25.5941, lng: 85.1376, tz: 'Asia/Kolkata' },
};

/** Rules of a month that straddles 1 January: their day may fall on either side of it. */
function straddles(r: FestivalRule): boolean {
  const t = r.timing;
  if (t.kind === 'tithi' || t.kind === 'nakshatra' || t.kind === 'crescent' || t.kind === 'weekday_in_masa') {
    const masa = 'masa' in t ? t.masa : undefined;
    const solar = 'solarMonth' in t ? t.solarMonth : undefined;
    return (masa !== undefined && [9, 10, 11].includes(masa)) || (solar !== undefined && [9, 10].includes(solar));
  }
  return false;
}

const targets = regionalRules.filter((r) => !only || r.id === only);
const byRegion = new Map<string, FestivalRule[]>();
for (const r of targets) byRegion.set(r.regions[0]!, [...(byRegion.get(r.regions[0]!) ?? []), r]);
const counts = new Map<string, Map<number, number>>(); // rule id → year → days
const dates = new Map<string, string[]>(); // rule id → every day, in order
const t0 = process.cpuUsage();
for (const [region, mine] of byRegion) {
  const set = rulesForRegions(rules, regionalRules, [region]);
  for (let y = from; y <= to; y++) {
    const items = computeFestivals(set, { year: y, ...HOME[region]!, tables });
    for (const r of mine) {
      const m = counts.get(r.id) ?? new Map<number, number>();
      const days = items.filter((i) => i.id === r.id).map((i) => i.date);
      m.set(y, days.length);
      counts.set(r.id, m);
      dates.set(r.id, [...(dates.get(r.id) ?? []), ...days]);
    }
  }
}
const cpu = process.cpuUsage(t0);
console.log(`regional rules, ${from}–${to} (${to - from + 1} years), at each region's capital; CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s\n`);
console.log('rule | region | timing | straddles 1 Jan | years with 0 | years with ≥ 2 | gaps outside 320–400 days | those years (first 12)');
const dayNum = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
let irregular = 0;
for (const r of targets) {
  const m = counts.get(r.id)!;
  const zero = [...m].filter(([, n]) => n === 0).map(([y]) => y);
  const many = [...m].filter(([, n]) => n >= 2).map(([y, n]) => `${y}×${n}`);
  if (zero.length || many.length) irregular++;
  const ds = dates.get(r.id)!;
  // consecutive days a lunar year (354–355, 383–385 across an adhika month) or a solar year apart
  const gaps = ds.slice(1).map((d, i) => [ds[i]!, dayNum(d) - dayNum(ds[i]!)] as const).filter(([, g]) => g < 320 || g > 400);
  const yrs = [...zero.map(String), ...many, ...gaps.map(([d, g]) => `${d}+${g}d`)].slice(0, 12).join(' ');
  console.log(`${r.id} | ${r.regions[0]} | ${r.timing.kind} | ${straddles(r) ? 'yes' : 'no'} | ${zero.length} | ${many.length} | ${r.timing.kind === 'weekday_in_masa' ? '—' : gaps.length} | ${yrs}`);
}
console.log(`\n${irregular} of ${targets.length} rules give 0 or ≥ 2 days in some year`);
