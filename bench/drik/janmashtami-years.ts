/**
 * bench/drik/janmashtami-years: one line per even year 1900–2050 at New Delhi: Krishna Ashtami of amanta Shravana and
 * the Rohini spans near it (IST), against each candidate day's sunrise and nishita (the 8th night muhurta), with
 * Drik's labels for the year (S = "Janmashtami *Smarta", I = "Janmashtami *ISKCON", K = one "Krishna Janmashtami").
 * Then our two days in the same notation (* where they differ from Drik's). For reading Drik's Smarta Janmashtami
 * choice; the rules are in data/festivals/major.toml (janmashtami-smarta, janmashtami-iskcon).
 * Run: node --import=tsx bench/drik/janmashtami-years.ts
 */
import { buildFestivalSky, evaluateFestivals } from '../../src/calendar/festivals/index.js';
import { festivalData } from '../../src/server/festival-rules.js';
import { kaalaWindow } from '../../src/calendar/festivals/kaala.js';
import { currentDrikTables, NEW_DELHI, readDrikEvenFestivals } from './festival-records.js';

const ASHTAMI_KRISHNA = 23, ROHINI = 4, SHRAVANA_AMANTA = 5;
const drik = readDrikEvenFestivals().filter((r) => /Janmashtami/.test(r.name));
const rules = festivalData().rules.filter((r) => r.id === 'janmashtami-smarta' || r.id === 'janmashtami-iskcon');
let differ = 0;
const tables = currentDrikTables();
const t = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(5, 16).replace('T', ' ');
const hm = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(11, 16);
for (let y = 1900; y <= 2050; y += 2) {
  const sky = buildFestivalSky({ year: y, ...NEW_DELHI, tables });
  const a = sky.tithis.find((s) => s.n === ASHTAMI_KRISHNA && sky.lunations.some((l) => l.masa === SHRAVANA_AMANTA && !l.adhika && l.startMs <= s.startMs && s.startMs < l.endMs));
  if (!a) continue;
  const rohini = sky.nakshatras.filter((n) => n.n === ROHINI && n.endMs > a.startMs - 2 * 86_400_000 && n.startMs < a.endMs + 2 * 86_400_000);
  const i1 = sky.days.findIndex((d, i) => sky.days[i + 1]!.sunriseMs > a.startMs) ; // civil day (sunrise to sunrise) in which Ashtami begins
  const cells: string[] = [];
  for (const i of [i1, i1 + 1]) {
    const d = sky.days[i]!;
    const [n0, n1] = kaalaWindow(sky, i, 'nishita')!;
    const inA = (x: number) => x >= a.startMs && x < a.endMs;
    const inR = (x: number) => rohini.some((r) => x >= r.startMs && x < r.endMs);
    const ovA = Math.max(0, Math.min(a.endMs, n1) - Math.max(a.startMs, n0)) / 60_000;
    const ovR = Math.max(0, ...rohini.map((r) => Math.min(r.endMs, n1) - Math.max(r.startMs, n0))) / 60_000;
    cells.push(`${d.date.slice(5)} rise ${hm(d.sunriseMs)}${inA(d.sunriseMs) ? 'A' : '.'}${inR(d.sunriseMs) ? 'R' : '.'} nish ${hm(n0)}-${hm(n1)} A${ovA.toFixed(0).padStart(2)} R${ovR.toFixed(0).padStart(2)}`);
  }
  const dk = drik.filter((r) => r.date.startsWith(`${y}-`)).map((r) => `${r.date.slice(5)}${r.name === 'Krishna Janmashtami' ? 'K' : r.name.includes('Smarta') ? 'S' : 'I'}`).join(' ');
  // ours in the same notation: one K when the two rules agree
  const decided = evaluateFestivals(rules, sky).map((d) => ({ id: d.id, date: sky.days[d.dayIndex]!.date }));
  const s = decided.find((d) => d.id === 'janmashtami-smarta')?.date, i = decided.find((d) => d.id === 'janmashtami-iskcon')?.date;
  const ours = s === i ? `${s?.slice(5)}K` : `${s?.slice(5)}S ${i?.slice(5)}I`;
  if (ours !== dk) differ++;
  console.log(`${ours === dk ? ' ' : '*'} ${y} A ${t(a.startMs)}→${t(a.endMs)} R ${rohini.map((r) => `${t(r.startMs)}→${t(r.endMs)}`).join(',')} | ${cells.join(' | ')} | drik ${dk} | ours ${ours}`);
}
console.log(`years where our Smarta/ISKCON days differ from Drik's labels: ${differ}`);
