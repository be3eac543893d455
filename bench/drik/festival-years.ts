/**
 * bench/drik/festival-years: one line per even year 1900–2050 for one rule at New Delhi: the anga's start and end
 * (IST), the hours it holds after each candidate day's sunrise and into its night, the day the rule decides and Drik's
 * day (* when they differ). For finding the condition that separates Drik's choices (bench/drik/festival-day.ts
 * shows one year in full).
 * Run: node --import=tsx bench/drik/festival-years.ts --rule akshaya-tritiya --drik "Akshaya Tritiya"
 */
import { arg } from '../lib/args.js';
import { buildFestivalSky, evaluateFestivals, type FestivalRule } from '../../src/calendar/festivals/index.js';
import { festivalData } from '../../src/server/festival-rules.js';
import { currentDrikTables, NEW_DELHI, readDrikEvenFestivals } from './festival-records.js';

const ruleId = arg('rule', 'akshaya-tritiya');
const drikName = arg('drik', '');
const onlyDiff = arg('diff', '') === '1';
const { rules } = festivalData();
const rule = rules.find((r) => r.id === ruleId) as FestivalRule;
const drik = readDrikEvenFestivals().filter((r) => r.name === (drikName || rule.drikLabels[0]));
const tables = currentDrikTables();
const t = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(5, 16).replace('T', ' ');
for (let y = 1900; y <= 2050; y += 2) {
  const sky = buildFestivalSky({ year: y, ...NEW_DELHI, tables });
  for (const d of evaluateFestivals([rule], sky)) {
    if (d.id !== rule.id || !d.anga) continue;
    const s = d.anga.span;
    const date = sky.days[d.dayIndex]!.date;
    const dk = drik.filter((r) => r.date.startsWith(`${y}-`)).map((r) => r.date);
    const near = dk.find((x) => Math.abs(Date.parse(x) - Date.parse(date)) <= 3 * 86_400_000) ?? '—';
    if (onlyDiff && near === date) continue;
    const cells: string[] = [];
    for (let i = Math.max(0, d.dayIndex - 2); i <= Math.min(sky.days.length - 2, d.dayIndex + 2); i++) {
      const day = sky.days[i]!, next = sky.days[i + 1]!;
      if (s.endMs <= day.sunriseMs || s.startMs >= next.sunriseMs) continue;
      const mu = (day.sunsetMs - day.sunriseMs) / 15;
      const fromRise = s.startMs <= day.sunriseMs ? ((Math.min(s.endMs, next.sunriseMs) - day.sunriseMs) / mu).toFixed(2) + 'm' : '-';
      const nightMu = (next.sunriseMs - day.sunsetMs) / 15;
      const intoNight = s.startMs <= day.sunsetMs && s.endMs > day.sunsetMs ? ((Math.min(s.endMs, next.sunriseMs) - day.sunsetMs) / nightMu).toFixed(2) + 'nm' : s.startMs > day.sunsetMs ? `starts +${((s.startMs - day.sunsetMs) / nightMu).toFixed(2)}nm` : '-';
      cells.push(`${day.date.slice(5)}: rise ${fromRise} set ${intoNight}`);
    }
    console.log(`${near === date ? ' ' : '*'} ${y} ${t(s.startMs)}→${t(s.endMs)} ours ${date.slice(5)} drik ${near.slice(5)} | ${cells.join(' | ')} | ${d.decision}`);
  }
}
