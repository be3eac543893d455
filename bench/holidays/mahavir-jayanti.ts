/**
 * bench/holidays/mahavir-jayanti: why the published Mahavir Jayanti dates differ. For every published row
 * (test/fixtures/holidays: the central and state lists, and the jain-date-* rows, the Jain community's date as state
 * notices moved to it or as the community asked for it) it prints Chaitra Shukla Trayodashi's span, the sunrises
 * around it at the row's place, and the day each candidate rule gives, then how many rows each rule meets:
 * - service: the shipped record (data/festivals/jayanti.toml: the Trayodashi of sunrise, the first of two) at the place;
 * - central-later: the Trayodashi of sunrise at 82°30′E 23°11′N (the Indian Standard Time meridian at Ujjain's
 *   latitude), the later of two sunrises (the Jain maxim "vṛddhau kāryā tathottarā");
 * - ujjain, ahmedabad: the service's rule at Ujjain and at Ahmedabad, where Jain almanacs are made, whatever the row's place;
 * - daylight: the day whose daytime holds more of Trayodashi;
 * - udaya-3: the Trayodashi of sunrise when it lasts more than 3 muhurtas after it, else the first daytime holding it.
 * Then, for 1900–2100 at New Delhi, in how many years each rule's day differs from the service's.
 * Run: node --import=tsx bench/holidays/mahavir-jayanti.ts
 */
import { computeFestivals, parseFestivalRules, type FestivalRule } from '../../src/calendar/festivals/index.js';
import { festivalData } from '../../src/server/festival-rules.js';
import { readCalendarTables } from '../../src/server/calendar-tables.js';
import { buildFestivalSky } from '../../src/calendar/festivals/index.js';
import { readDrik2023Rows, readListRows, type PublishedRow } from './published.js';
import { PLACES } from './holidays.js';

const tables = readCalendarTables('build', 'drik');
const CENTRAL = { lat: 23 + 11 / 60, lng: 82.5, tz: 'Asia/Kolkata' };
const UJJAIN = { lat: 23.1765, lng: 75.7885, tz: 'Asia/Kolkata' };
const AHMEDABAD = { lat: 23.0225, lng: 72.5714, tz: 'Asia/Kolkata' };
type At = { lat: number; lng: number; tz: string };
const record = (id: string, fields: string) => `[[festival]]
id = "${id}"
names = { iast = "Mahāvīra Jayantī", devanagari = "महावीर जयन्ती", english = "Mahavir Jayanti" }
category = "jayanti"
timing = { kind = "tithi", masa = 1, tithi = 13 }
${fields}
`;
const service = festivalData().rules.find((r) => r.id === 'mahavir-jayanti')!;
const candidates: Array<{ name: string; rule: FestivalRule; at?: At }> = [
  { name: 'service', rule: service },
  { name: 'ujjain', rule: service, at: UJJAIN },
  { name: 'ahmedabad', rule: service, at: AHMEDABAD },
  ...parseFestivalRules([{ name: 'candidates.toml', text: [
    record('central-later', 'kaala = "sunrise"\npriority = "paraviddha"'),
    record('daylight', 'kaala = "daytime"\npriority = "vyaapti"'),
    record('udaya-3', 'kaala = "daytime"\npriority = "puurvaviddha"\nudaya_min_muhurtas = 3'),
  ].join('\n') }]).map((rule) => ({ name: rule.id, rule, ...(rule.id === 'central-later' ? { at: CENTRAL } : {}) })),
];

const memo = new Map<string, string[]>();
function dayOf(c: (typeof candidates)[number], year: number, place: { lat: number; lng: number; tz: string }): string[] {
  const at = c.at ?? place;
  const key = `${c.name}|${year}|${at.lat}|${at.lng}`;
  let v = memo.get(key);
  if (!v) {
    v = computeFestivals([c.rule], { year, ...at, tables }).filter((i) => i.rule_id === c.rule.id && !i.variant).map((i) => i.date);
    memo.set(key, v);
  }
  return v;
}

const rows: PublishedRow[] = [...readListRows(), ...readDrik2023Rows()].filter((r) => r.holiday === 'mahavir-jayanti').sort((a, b) => a.year - b.year || a.source.localeCompare(b.source));
const hhmm = (iso: string) => iso.slice(5, 16).replace('T', ' ');
console.log('year | source | place | published | Trayodashi (IST) | sunrises | ' + candidates.map((c) => c.name).join(' | '));
const met = new Map<string, { lists: number; jain: number }>(candidates.map((c) => [c.name, { lists: 0, jain: 0 }]));
for (const r of rows) {
  const place = PLACES[r.place];
  const sky = buildFestivalSky({ year: r.year, ...place, tables });
  const l = sky.lunations.find((x) => x.masa === 1 && !x.adhika && new Date(x.startMs).getUTCFullYear() === r.year)!;
  const t = sky.tithis.find((x) => x.n === 13 && x.startMs >= l.startMs && x.startMs < l.endMs)!;
  const sunrises = sky.days.filter((d) => d.sunriseMs > t.startMs - 86_400_000 && d.sunriseMs < t.endMs + 86_400_000).map((d) => `${d.date.slice(5)} ${sky.isoLocal(d.sunriseMs).slice(11, 16)}`);
  const days = candidates.map((c) => {
    const ds = dayOf(c, r.year, place);
    const ok = ds.some((d) => r.dates.includes(d));
    if (ok) met.get(c.name)![r.source.startsWith('jain-date-') ? 'jain' : 'lists']++;
    return `${ds.map((d) => d.slice(5)).join('/')}${ok ? ' ✓' : ''}`;
  });
  console.log(`${r.year} | ${r.source} | ${r.place} | ${r.dates.map((d) => d.slice(5)).join('/')} | ${hhmm(sky.isoLocal(t.startMs))} → ${hhmm(sky.isoLocal(t.endMs))} | ${sunrises.join(', ')} | ${days.join(' | ')}`);
}
const nLists = rows.filter((r) => !r.source.startsWith('jain-date-')).length;
const nJain = rows.length - nLists;
console.log(`\nrows met: ${candidates.map((c) => `${c.name} lists ${met.get(c.name)!.lists}/${nLists}, Jain dates ${met.get(c.name)!.jain}/${nJain}`).join('; ')}`);

const differ = new Map<string, number[]>(candidates.map((c) => [c.name, []]));
for (let y = 1900; y <= 2100; y++) {
  const base = dayOf(candidates[0]!, y, PLACES['new-delhi']).join();
  for (const c of candidates.slice(1)) if (dayOf(c, y, PLACES['new-delhi']).join() !== base) differ.get(c.name)!.push(y);
}
console.log(`1900–2100 at New Delhi, years whose day differs from the service's: ${candidates.slice(1).map((c) => `${c.name} ${differ.get(c.name)!.length}`).join(', ')}`);
