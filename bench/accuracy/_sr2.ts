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
console.log(rows.join('\n'));
