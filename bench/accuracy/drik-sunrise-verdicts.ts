/**
 * Which tithi or nakshatra Drik calls "at sunrise" when one ends near sunrise (New Delhi pages, even years
 * 1900–2050): for every tithi/nakshatra end within 3 minutes of our sunrise, our end − our sunrise and whether
 * Drik's element at sunrise is the one that starts there. Prints a histogram (15 s bins); `--rows yes` every case.
 * With the drik clock fitted to Drik's truncated minutes, Drik counts an end as before sunrise up to ≈ +30 s: it
 * decides "at sunrise" as if its ends were 30 s earlier than its truncated minutes say (or its sunrise 30 s later).
 * Run: node --import=tsx bench/accuracy/drik-sunrise-verdicts.ts [--rows no]
 */
import { arg } from '../lib/args.js';
import { buildBaseTable, boundaryIndexAt } from '../../src/calendar/anga/tables.js';
import { fastSunEventOfDay, localToUnixMs } from '../../src/calendar/index.js';
import { NEW_DELHI, loadDrikDelhiDays } from './drik-decades.js';
const days = loadDrikDelhiDays();
const rows: string[] = [];
const years = [...new Set(days.map((d) => +d.date.slice(0, 4)))];
for (const year of years) {
  const from = Date.UTC(year, 0, 1) - 3 * 86400000, to = Date.UTC(year + 1, 0, 1) + 3 * 86400000;
  const tabs = { t: buildBaseTable('halfTithi', from, to, 'drik'), n: buildBaseTable('pada', from, to, 'drik') };
  for (const r of days.filter((d) => +d.date.slice(0, 4) === year)) {
    const [y, m, d] = r.date.split('-').map(Number) as [number, number, number];
    const midnight = localToUnixMs({ year: y, month: m, day: d }, 0, NEW_DELHI.tz);
    const sr = fastSunEventOfDay(1, NEW_DELHI, midnight);
    for (const k of ['t', 'n'] as const) {
      const t = tabs[k]; const per = k === 't' ? 2 : 4;
      const i = boundaryIndexAt(t, sr);
      for (const j of [i, i + 1]) {
        const b = t.boundariesUnixMs[j]!;
        if ((t.numbers[j]! - 1) % per !== 0) continue; // element boundary only
        if (Math.abs(b - sr) > 180000) continue;
        const after = Math.ceil(t.numbers[j]! / per); // element starting at b
        const drik = k === 't' ? r.tithiNum : r.nakshatraNum;
        const drikSaysEnded = drik === after;
        rows.push(`${r.date} ${k} ${((b - sr) / 1000).toFixed(1)} ${drikSaysEnded ? 1 : 0} ${((sr - midnight) / 60000).toFixed(3)} ${((b - midnight) / 60000).toFixed(3)}`);
      }
    }
  }
}
if (arg('rows', 'no') === 'yes') console.log(rows.join('\n'));
const bins = new Map<number, [number, number]>();
for (const r of rows) {
  const [, , ds, ended] = r.split(' ');
  const b = Math.floor(Number(ds) / 15) * 15;
  const v = bins.get(b) ?? [0, 0];
  v[0]++;
  if (ended === '1') v[1]++;
  bins.set(b, v);
}
console.log('our end − our sunrise   ends   Drik: ended before sunrise');
for (const [b, [n, e]] of [...bins].sort((a, c) => a[0] - c[0])) console.log(`${String(b).padStart(5)} … ${String(b + 15).padStart(4)} s  ${String(n).padStart(5)}   ${e}`);
