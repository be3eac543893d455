/**
 * bench/drik/parana: the service's Ekadashi Parana windows at New Delhi against Drik Panchang's, as quoted by public
 * pages (test/fixtures/drik-parana; see ./parana-records.ts for the display rule). Prints one line per quoted window
 * (Drik's window, ours with seconds, the difference of each end in minutes) and the counts: exact to the minute,
 * within one and two minutes. The pages do not state their place (Drik shows the visitor's city), so a quote that
 * differs by a minute or two may be another city's.
 * Run: node --import=tsx bench/drik/parana.ts
 */
import { compareParana, paranaFigures, readDrikParana } from './parana-records.js';

const t0 = process.cpuUsage();
const outcomes = compareParana(readDrikParana());
const cpuMs = (process.cpuUsage(t0).user + process.cpuUsage(t0).system) / 1000;
for (const o of outcomes) {
  const d = o.drik;
  const diff = o.ours ? `${o.startMin! >= 0 ? '+' : ''}${o.startMin} / ${o.endMin! >= 0 ? '+' : ''}${o.endMin} min` : 'no window that day';
  const mark = !o.ours ? '✗' : o.startMin === 0 && o.endMin === 0 ? '=' : Math.abs(o.startMin!) <= 1 && Math.abs(o.endMin!) <= 1 ? '≈' : '✗';
  console.log(`${mark} ${d.parana_date} ${d.ekadashi.padEnd(26)} ${d.kind.padEnd(9)} Drik ${d.start}–${d.end}  ours ${o.ours ? `${o.ours.start}–${o.ours.end}` : '—'}  ${diff}${d.hari_vasara_end ? `  (Hari Vasara to ${d.hari_vasara_end.slice(11)})` : ''}`);
}
const f = paranaFigures(outcomes);
console.log(`\n${f.total} quoted Drik windows (${new Set(outcomes.map((o) => `${o.drik.parana_date}|${o.drik.kind}`)).size} distinct Parana days); on our date ${f.dated}`);
console.log(`both ends exact to the minute: ${f.exact}/${f.total}; within 1 min: ${f.withinMinute}/${f.total}; within 2 min: ${f.withinTwo}/${f.total}  (${cpuMs.toFixed(0)} ms CPU)`);
// which display rule Drik's minutes follow: boundaries exact to the minute under each
const records = readDrikParana();
const ends = (d: 'drik' | 'truncate' | 'round') => compareParana(records, d).flatMap((o) => [o.startMin, o.endMin]).filter((m) => m === 0).length;
console.log(`boundaries on Drik's minute (of ${2 * records.length}): anga instants truncated and sun-derived rounded ${ends('drik')}, all truncated ${ends('truncate')}, all rounded ${ends('round')}`);
