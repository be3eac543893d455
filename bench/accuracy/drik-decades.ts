/**
 * Per-decade agreement with Drik Panchang's New Delhi month pages (even years 1900–2050,
 * test/fixtures/calendar/drik-newdelhi-daily-even.csv.gz, columns in test/fixtures/calendar/README.md).
 * Tests and benches only.
 *
 * Per day: tithi and nakshatra at sunrise (ours at our sunrise, fast-rise-set), and the end times Drik
 * prints for the nakshatra and the Moon sign in force at sunrise (HH:MM, ≥ 24 h = the next day),
 * compared with our boundary of the same element nearest to Drik's minute. Drik truncates anga end times to
 * the minute (it prints the minute in progress; sunrise and sunset are rounded), so "exact" means our instant
 * floored to the minute is Drik's minute (drik ≤ ours < drik + 60 s) and "±1 min" compares the floored minutes;
 * `rounded` counts our instant rounding to Drik's minute, for comparison.
 * Boundaries come from live anga tables of each year (no build/ files).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { buildBaseTable, boundaryIndexAt, type AngaTable } from '../../src/calendar/anga/tables.js';
import { fastSunEventOfDay, localToUnixMs, type Convention } from '../../src/calendar/index.js';

const CSV = fileURLToPath(new URL('../../test/fixtures/calendar/drik-newdelhi-daily-even.csv.gz', import.meta.url));
/** Drik's New Delhi (geoname 1261481). */
export const NEW_DELHI = { lat: 28.63576, lng: 77.22445, tz: 'Asia/Kolkata' } as const;
const DAY_MS = 86400000;

/** One day of Drik's New Delhi pages (the columns this comparison uses). */
export interface DrikDelhiDay {
  date: string;
  tithiNum: number;
  nakshatraNum: number;
  /** Moon sign end, "HH:MM" or "" when the sign lasts past the next sunrise. */
  moonSignEnd: string;
  moonSign: string;
  nakshatraEnd: string;
}

/** @brief The rows of the fixture (quoted fields such as "4,5" handled). */
export function loadDrikDelhiDays(): DrikDelhiDay[] {
  const lines = gunzipSync(readFileSync(CSV)).toString('utf8').trim().split(/\r?\n/);
  return lines.slice(1).map((line) => {
    const c = [...line.matchAll(/("[^"]*"|[^,]*)(?:,|$)/g)].map((m) => m[1]!.replace(/"/g, ''));
    return { date: c[0]!, tithiNum: +c[5]!, moonSign: c[7]!, moonSignEnd: c[8]!, nakshatraNum: +c[10]!, nakshatraEnd: c[11]! };
  });
}

/** Agreement counts of one group of days. */
export interface Agreement {
  n: number;
  /** Our instant floored to the minute is Drik's minute: drik ≤ ours < drik + 60 s. */
  exact: number;
  /** Within ±1 minute after flooring. */
  within1: number;
  /** Our instant rounds to Drik's minute (the reading Drik does not use, for comparison). */
  rounded: number;
  /** Largest |ours − Drik's minute| in whole minutes after flooring. */
  worstMin: number;
}
export interface DecadeAgreement {
  decade: number;
  days: number;
  nakshatraEnd: Agreement;
  moonSignEnd: Agreement;
  tithiAtSunrise: { n: number; same: number };
  nakshatraAtSunrise: { n: number; same: number };
  /** Days whose element at sunrise differs: "date kind ours≠drik". */
  misses: string[];
}

const agreement = (): Agreement => ({ n: 0, exact: 0, within1: 0, rounded: 0, worstMin: 0 });
function count(a: Agreement, oursMs: number, drikMs: number): number {
  const m = Math.floor((oursMs - drikMs) / 60000);
  a.n++;
  if (m === 0) a.exact++;
  if (Math.abs(m) <= 1) a.within1++;
  if (Math.round((oursMs - drikMs) / 60000) === 0) a.rounded++;
  a.worstMin = Math.max(a.worstMin, Math.abs(m));
  return m;
}

/** Unix ms of Drik's "HH:MM" (hours ≥ 24 are the next day) on a New Delhi civil date. */
function drikInstant(date: string, hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d) + Math.floor(h / 24) * DAY_MS);
  const civil = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
  return localToUnixMs(civil, ((h % 24) * 60 + m) * 60, NEW_DELHI.tz);
}

/** Division number (1-based) in force at t in a base table. */
const divisionAt = (t: AngaTable, ms: number) => t.numbers[boundaryIndexAt(t, ms)]!;

/**
 * The boundary nearest to `nearMs` at which division group `group` (1-based, `per` base divisions each,
 * e.g. nakshatra = 4 padas) ends, or null.
 */
function groupEndNear(t: AngaTable, per: number, group: number, nearMs: number): number | null {
  const i0 = boundaryIndexAt(t, nearMs);
  let best: number | null = null;
  for (let i = Math.max(1, i0 - 2 * per); i <= Math.min(t.numbers.length - 1, i0 + 2 * per); i++) {
    const starts = t.numbers[i]!;
    if ((starts - 1) % per !== 0) continue;
    const ended = ((((starts - 1) / per - 1) % (t.divisions / per)) + t.divisions / per) % (t.divisions / per) + 1;
    const ms = t.boundariesUnixMs[i]!;
    if (ended === group && (best === null || Math.abs(ms - nearMs) < Math.abs(best - nearMs))) best = ms;
  }
  return best;
}

const RASHIS = ['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena'];

/** Sees each compared end time: our instant and Drik's minute (Unix ms), for fits (bench/accuracy/drik-clock-fit.ts). */
export type EndObserver = (kind: 'nakshatra' | 'moonSign', oursMs: number, drikMinuteMs: number) => void;

/** @brief Compares the given years (all even years of the fixture by default) and groups them by decade. */
export function compareDrikDecades(convention: Convention = 'drik', years?: readonly number[], onEnd?: EndObserver): DecadeAgreement[] {
  const days = loadDrikDelhiDays();
  const wanted = new Set(years ?? days.map((d) => +d.date.slice(0, 4)));
  const out = new Map<number, DecadeAgreement>();
  for (const year of [...wanted].sort((a, b) => a - b)) {
    const rows = days.filter((d) => +d.date.slice(0, 4) === year);
    if (rows.length === 0) continue;
    const from = Date.UTC(year, 0, 1) - 3 * DAY_MS;
    const to = Date.UTC(year + 1, 0, 1) + 3 * DAY_MS;
    const pada = buildBaseTable('pada', from, to, convention);
    const half = buildBaseTable('halfTithi', from, to, convention);
    const decade = Math.floor(year / 10) * 10;
    let g = out.get(decade);
    if (!g) {
      g = { decade, days: 0, nakshatraEnd: agreement(), moonSignEnd: agreement(), tithiAtSunrise: { n: 0, same: 0 }, nakshatraAtSunrise: { n: 0, same: 0 }, misses: [] };
      out.set(decade, g);
    }
    for (const r of rows) {
      g.days++;
      const midnight = drikInstant(r.date, '00:00');
      const sunrise = fastSunEventOfDay(1, NEW_DELHI, midnight);
      const tithi = Math.ceil(divisionAt(half, sunrise) / 2);
      const nak = Math.ceil(divisionAt(pada, sunrise) / 4);
      g.tithiAtSunrise.n++;
      g.nakshatraAtSunrise.n++;
      if (tithi === r.tithiNum) g.tithiAtSunrise.same++;
      else g.misses.push(`${r.date} tithi ${tithi}≠${r.tithiNum}`);
      if (nak === r.nakshatraNum) g.nakshatraAtSunrise.same++;
      else g.misses.push(`${r.date} nakshatra ${nak}≠${r.nakshatraNum}`);
      if (r.nakshatraEnd) {
        const drik = drikInstant(r.date, r.nakshatraEnd);
        const ours = groupEndNear(pada, 4, r.nakshatraNum, drik);
        if (ours === null) g.misses.push(`${r.date} nakshatra end: none near ${r.nakshatraEnd}`);
        else { count(g.nakshatraEnd, ours, drik); onEnd?.('nakshatra', ours, drik); }
      }
      const sign = RASHIS.indexOf(r.moonSign) + 1;
      if (r.moonSignEnd && sign > 0) {
        const drik = drikInstant(r.date, r.moonSignEnd);
        const ours = groupEndNear(pada, 9, sign, drik);
        if (ours === null) g.misses.push(`${r.date} moon sign end: none near ${r.moonSignEnd}`);
        else { count(g.moonSignEnd, ours, drik); onEnd?.('moonSign', ours, drik); }
      }
    }
  }
  return [...out.values()];
}

const pct = (k: number, n: number) => (n ? ((100 * k) / n).toFixed(1) : '-').padStart(6);

/** @brief The per-decade table as text. */
export function formatDecades(rows: DecadeAgreement[]): string {
  const head = `decade  days | nakshatra end: exact  ±1 min round worst | moon sign end: exact  ±1 min round worst | at sunrise: tithi nakshatra`;
  const lines = rows.map((r) => {
    const a = r.nakshatraEnd, m = r.moonSignEnd;
    return `${r.decade}s ${String(r.days).padStart(5)} |              ${pct(a.exact, a.n)} ${pct(a.within1, a.n)} ${pct(a.rounded, a.n)} ${String(a.worstMin).padStart(4)} |` +
      `              ${pct(m.exact, m.n)} ${pct(m.within1, m.n)} ${pct(m.rounded, m.n)} ${String(m.worstMin).padStart(4)} |` +
      `        ${pct(r.tithiAtSunrise.same, r.tithiAtSunrise.n)}   ${pct(r.nakshatraAtSunrise.same, r.nakshatraAtSunrise.n)}`;
  });
  return [head, ...lines].join('\n');
}
