/**
 * bench/drik/festival-day: why a rule gives the day it gives at New Delhi in one year. Prints each occurrence of the
 * rule's anga that year (start/end in IST), then for each candidate day its sunrise, sunset and every kaala window with
 * the minutes of the anga inside it and the margin to the nearest window edge (seconds), the nakshatras at the windows,
 * and the day the rule decides. For reading Drik's misses (bench/drik/festivals.ts lists them).
 * Run: node --import=tsx bench/drik/festival-day.ts --rule dhanteras --year 2022
 */
import { arg } from '../lib/args.js';
import { buildFestivalSky, decideAngaDay, type FestivalRule, type Kaala } from '../../src/calendar/festivals/index.js';
import { kaalaWindow } from '../../src/calendar/festivals/kaala.js';
import { festivalData } from '../../src/server/festival-rules.js';
import { currentDrikTables, NEW_DELHI } from './festival-records.js';

const ruleId = arg('rule', 'dhanteras');
const year = Number(arg('year', '2022'));
const rule = festivalData().rules.find((r) => r.id === ruleId) as FestivalRule | undefined;
if (!rule || (rule.timing.kind !== 'tithi' && rule.timing.kind !== 'nakshatra')) throw new Error(`no tithi or nakshatra rule ${ruleId}`);
const sky = buildFestivalSky({ year, ...NEW_DELHI, tables: currentDrikTables() });
const t = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(5, 19).replace('T', ' ');
const KAALAS: Kaala[] = ['arunodaya', 'pratah', 'sangava', 'madhyahna', 'aparahna', 'sayahna', 'pradosha', 'nishita'];
const timing = rule.timing;
const spans = timing.kind === 'tithi' ? sky.tithis.filter((s) => s.n === timing.tithi) : sky.nakshatras.filter((s) => s.n === timing.nakshatra);
for (const span of spans) {
  const mid = (span.startMs + span.endMs) / 2;
  const l = sky.lunations.find((x) => x.startMs <= mid && mid < x.endMs);
  if (timing.masa !== undefined && l?.masa !== timing.masa) continue;
  if (!sky.days.some((d) => d.date.startsWith(`${year}-`) && d.midnightMs >= span.startMs - 2 * 86_400_000 && d.midnightMs <= span.endMs + 86_400_000)) continue;
  console.log(`${timing.kind} ${span.n}${l ? ` (masa ${l.masa}${l.adhika ? ' adhika' : ''})` : ''}: ${t(span.startMs)} → ${t(span.endMs)} IST`);
  for (let i = 0; i < sky.days.length - 1; i++) {
    const d = sky.days[i]!;
    if (sky.days[i + 1]!.sunriseMs < span.startMs - 86_400_000 || d.sunriseMs > span.endMs + 86_400_000) continue;
    const parts = KAALAS.map((k) => {
      const w = kaalaWindow(sky, i, k)!;
      const ov = Math.max(0, Math.min(span.endMs, w[1]) - Math.max(span.startMs, w[0]));
      const edge = Math.min(...[span.startMs, span.endMs].flatMap((x) => [Math.abs(x - w[0]), Math.abs(x - w[1])]));
      return `${k} ${t(w[0]).slice(6, 11)}–${t(w[1]).slice(6, 11)} ${(ov / 60_000).toFixed(0)}m${edge < 600_000 ? ` (edge ${(edge / 1000).toFixed(0)} s)` : ''}`;
    });
    const nk = (k: Kaala) => { const w = kaalaWindow(sky, i, k)!; return sky.nakshatras.filter((n) => n.startMs < w[1] && n.endMs > w[0]).map((n) => n.n).join('/'); };
    const muhurtasAfterSunrise = span.startMs <= d.sunriseMs && span.endMs > d.sunriseMs ? ((span.endMs - d.sunriseMs) / ((d.sunsetMs - d.sunriseMs) / 15)).toFixed(2) : '-';
    console.log(`  ${d.date} sunrise ${t(d.sunriseMs).slice(6)} sunset ${t(d.sunsetMs).slice(6)} udaya-muhurtas ${muhurtasAfterSunrise} nakshatra@sangava ${nk("sangava")} @aparahna ${nk("aparahna")} @pradosha ${nk('pradosha')}`);
    console.log(`    ${parts.join(' | ')}`);
  }
  const c = decideAngaDay(sky, span, {
    kaalas: [rule.kaala, ...rule.fallbackKaalas], priority: rule.priority, fallback: rule.fallback, fullCoverage: rule.fullCoverage,
    avoidKaranas: rule.avoidKaranas, udayaMinMuhurtas: rule.udayaMinMuhurtas, exclusionUdayaMinMuhurtas: rule.exclusionUdayaMinMuhurtas,
    kaalaNakshatra: rule.kaalaNakshatra, kaalaMinGhatis: rule.kaalaMinGhatis, withTithi: rule.withTithi,
    nakshatraJoined: rule.nakshatraJoined, kaalaJoinedNakshatra: rule.timing.kind === 'tithi' ? rule.kaalaJoinedNakshatra : undefined,
  });
  console.log(`  decided: ${c ? `${sky.days[c.dayIndex]!.date} (${c.kaala}, ${c.decision})` : 'none'}`);
}
