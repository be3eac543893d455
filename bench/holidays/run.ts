/**
 * bench/holidays: issue 21's aim, measured. For each Indian public holiday that follows the Hindu, Sikh or Jain
 * calendar (./holidays.ts): the years measured against each published source, the share on the published date, and
 * every miss (year, ours, published). Sources: test/fixtures/holidays (government and Malaysian lists 2014–2026),
 * Drik Panchang's New Delhi pages (even years 1900–2050) and Drik's 2023 Mirzapur list. A holiday whose sources keep
 * two conventions names the one the service does not follow (`apart` in ./holidays.ts): those rows get a line and a
 * figure of their own and are left out of the holiday's figure and of the count at ≥ 95 %.
 * Run: node --import=tsx bench/holidays/run.ts [--from 1900] [--to 2050] [--misses 12] [--sources all|drik|lists]
 * (`--from`/`--to` bound Drik's New Delhi years; `--sources lists` = the government lists and Drik 2023 alone. With
 * build/tables absent every year is searched live, ≈ 0.6 s a year and place: run the Drik years in parts then.)
 */
import { arg } from '../lib/args.js';
import { festivalData } from '../../src/server/festival-rules.js';
import { readCalendarTables } from '../../src/server/calendar-tables.js';
import { HOLIDAYS } from './holidays.js';
import { compareRows, readDrik2023Rows, readDrikRows, readListRows, type Outcome } from './published.js';

const from = Number(arg('from', '1900'));
const to = Number(arg('to', '2050'));
const showMisses = Number(arg('misses', '12'));
const sources = arg('sources', 'all');
const { rules, regionalRules, metadata } = festivalData();
const tables = readCalendarTables('build', 'drik');
const t0 = performance.now();
const rows = [...(sources === 'lists' ? [] : readDrikRows(from, to)), ...(sources === 'drik' ? [] : [...readDrik2023Rows(), ...readListRows()])];
const out = compareRows(rows, rules, regionalRules, metadata, tables);
console.log(`${out.length} published rows compared in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
const pct = (xs: Outcome[]) => (xs.length ? (100 * xs.filter((o) => o.met).length) / xs.length : NaN);
const kind = (o: Outcome) => (o.source === 'drik-newdelhi' ? 'Drik New Delhi' : o.source === 'drik-2023-mirzapur' ? 'Drik 2023' : 'lists');
console.log('holiday | id | years measured | on the published date | misses (year: ours → published)');
const isApart = (o: Outcome) => {
  const a = HOLIDAYS.find((h) => h.id === o.holiday)?.apart;
  return a !== undefined && o.source.startsWith(a.sourcePrefix);
};
for (const h of HOLIDAYS) {
  const all = out.filter((o) => o.holiday === h.id);
  const mine = all.filter((o) => !isApart(o));
  const apart = all.filter(isApart);
  if (!h.id || mine.length === 0) {
    console.log(`${h.name} | ${h.id ?? 'MISSING'} | none${h.note ? ` (${h.note})` : ''} | — |`);
    continue;
  }
  const parts = ['Drik New Delhi', 'Drik 2023', 'lists'].map((k) => {
    const xs = mine.filter((o) => kind(o) === k);
    return xs.length ? `${k} ${xs.length} y ${pct(xs).toFixed(1)} %` : '';
  }).filter(Boolean);
  const misses = mine.filter((o) => !o.met);
  const missText = misses.slice(0, showMisses).map((o) => `${o.year}${kind(o) === 'lists' ? ` ${o.source}` : ''}: ${o.ours.join('/') || '—'} → ${o.dates.join('/')}`).join('; ');
  console.log(`${h.name} | ${h.id} | ${parts.join(', ')} | ${pct(mine).toFixed(1)} % | ${missText}${misses.length > showMisses ? ` … (${misses.length})` : ''}`);
  if (apart.length) console.log(`  apart (${h.apart!.why}): ${h.apart!.sourcePrefix}* ${apart.length} y ${pct(apart).toFixed(1)} % on the service's date`);
}
const byHoliday = HOLIDAYS.filter((h) => h.id && out.some((o) => o.holiday === h.id && !isApart(o)));
const atTarget = byHoliday.filter((h) => pct(out.filter((o) => o.holiday === h.id && !isApart(o))) >= 95);
console.log(`\noverall: ${pct(out).toFixed(2)} % of ${out.length} published rows on the published date; Drik New Delhi ${pct(out.filter((o) => kind(o) === 'Drik New Delhi')).toFixed(2)} % of ${out.filter((o) => kind(o) === 'Drik New Delhi').length}; lists ${pct(out.filter((o) => kind(o) === 'lists')).toFixed(2)} % of ${out.filter((o) => kind(o) === 'lists').length}`);
console.log(`rows of the convention the service follows (the 'apart' rows left out): ${pct(out.filter((o) => !isApart(o))).toFixed(2)} % of ${out.filter((o) => !isApart(o)).length}`);
console.log(`holidays at ≥ 95 %: ${atTarget.length} of ${byHoliday.length} measured (${HOLIDAYS.length} listed, ${HOLIDAYS.filter((h) => !h.id).length} missing)`);
