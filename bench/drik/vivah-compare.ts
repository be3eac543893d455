/**
 * Drik Panchang's 2024 vivah muhurat list (test/fixtures/ceremonies/drik-vivah-2024.csv.gz, New Delhi) against the
 * engine: precision and recall on dates, and the differences in minutes between Drik's window and the engine's
 * window that overlaps it most. Used by bench/drik/vivah.ts and the golden test (test/ceremonies/vivah-drik.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { localToUnixMs, parseIsoDate, addDays, type CivilDate } from '../../src/calendar/index.js';
import type { VivahResult } from '../../src/calendar/ceremonies/index.js';

export const DRIK_VIVAH_2024 = join(import.meta.dirname, '../../test/fixtures/ceremonies/drik-vivah-2024.csv.gz');
export const NEW_DELHI = { lat: 28.6139, lng: 77.209, altitudeM: 0, tz: 'Asia/Kolkata' };

export interface DrikVivahRow { date: string; weekday: string; published: string; startMs: number; endMs: number }

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Splits one CSV line (quoted fields may hold commas). */
function csvFields(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)) out.push(m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));
  return out;
}

/**
 * @brief Drik's rows with their windows as instants. "HH:MM to [D Mon ]HH:MM": a start before `sunriseHour` with
 * an end dated the next day is after midnight (Drik prints such a window under the evening's date); an end without
 * a date, or dated before the start (the upstream typo "24 Feb … 22 Feb"), is on the start's day.
 */
export function readDrikVivah2024(file = DRIK_VIVAH_2024, sunriseHour = 5.5): DrikVivahRow[] {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').trim().split('\n').slice(1);
  return lines.map((l) => {
    const [date, weekday, published] = csvFields(l) as [string, string, string];
    const m = /^(\d\d):\s?(\d\d) to (?:(\d+) (\w+) )?(\d\d):\s?(\d\d)$/.exec(published);
    if (!m) throw new Error(`drik-vivah-2024: unreadable window ${JSON.stringify(published)}`);
    const d = parseIsoDate(date)!;
    const at = (c: CivilDate, h: string, mi: string) => localToUnixMs(c, (+h * 60 + +mi) * 60, NEW_DELHI.tz);
    const endDate: CivilDate | null = m[3] ? { year: d.year, month: MONTHS.indexOf(m[4]!) + 1, day: +m[3] } : null;
    const afterMidnight = +m[1]! + +m[2]! / 60 < sunriseHour && endDate !== null && endDate.day !== d.day;
    const startMs = at(afterMidnight ? addDays(d, 1) : d, m[1]!, m[2]!);
    let endMs = at(endDate ?? d, m[5]!, m[6]!);
    if (endMs <= startMs) endMs = at(afterMidnight ? addDays(d, 1) : d, m[5]!, m[6]!);
    if (endMs <= startMs) endMs += 86_400_000;
    return { date, weekday, published, startMs, endMs };
  });
}

export interface WindowDiff { date: string; published: string; engine: string | null; startMin: number | null; endMin: number | null }
export interface VivahComparison {
  drikDates: number; engineDates: number; common: number; precision: number; recall: number;
  missed: string[]; extra: string[];
  windows: WindowDiff[];
  /** over Drik's windows that meet an engine window: |Δstart| and |Δend| in minutes */
  medianAbsMin: number; p90AbsMin: number; maxAbsMin: number;
  /** share of Drik's windows whose start and end are both within `tolMin` of the engine's */
  withinTol: number; tolMin: number;
}

/** @brief Compares an engine result (2024, New Delhi) with Drik's list. */
export function compareVivahWithDrik(r: VivahResult, drik: readonly DrikVivahRow[], tolMin = 2): VivahComparison {
  const mine = new Set(r.dates.map((d) => d.date));
  const theirs = new Set(drik.map((d) => d.date));
  const common = [...theirs].filter((d) => mine.has(d)).length;
  const wins = r.dates.flatMap((d) => d.windows.map((w) => ({ s: Date.parse(w.start), e: Date.parse(w.end), text: `${w.start.slice(5, 16)} → ${w.end.slice(5, 16)}` })));
  const windows: WindowDiff[] = drik.map((d) => {
    let best: (typeof wins)[number] | null = null, bestOv = 0;
    for (const w of wins) {
      const ov = Math.min(w.e, d.endMs) - Math.max(w.s, d.startMs);
      if (ov > bestOv) { bestOv = ov; best = w; }
    }
    return {
      date: d.date, published: d.published, engine: best?.text ?? null,
      startMin: best ? Math.round((best.s - d.startMs) / 60000) : null, endMin: best ? Math.round((best.e - d.endMs) / 60000) : null,
    };
  });
  const abs = windows.flatMap((w) => (w.startMin === null ? [] : [Math.abs(w.startMin), Math.abs(w.endMin!)])).sort((a, b) => a - b);
  const q = (p: number) => (abs.length ? abs[Math.min(abs.length - 1, Math.floor(p * abs.length))]! : NaN);
  return {
    drikDates: theirs.size, engineDates: mine.size, common,
    precision: mine.size ? common / mine.size : 0, recall: common / theirs.size,
    missed: [...theirs].filter((d) => !mine.has(d)), extra: [...mine].filter((d) => !theirs.has(d)),
    windows, medianAbsMin: q(0.5), p90AbsMin: q(0.9), maxAbsMin: abs.length ? abs[abs.length - 1]! : NaN,
    withinTol: windows.filter((w) => w.startMin !== null && Math.abs(w.startMin) <= tolMin && Math.abs(w.endMin!) <= tolMin).length / windows.length,
    tolMin,
  };
}
