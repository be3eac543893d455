/**
 * Drik Panchang's Ekadashi Parana windows as quoted by public pages (test/fixtures/drik-parana, with their sources)
 * against the service's windows at New Delhi (the panchang answer's `ekadashi.parana` for a Smarta fast,
 * `vaishnava_parana` for a Gauna or Vaishnava one). Used by bench/drik/parana.ts and
 * test/festivals/parana-drik.test.ts.
 *
 * Drik prints clock minutes. A boundary that is an anga instant (the end of Hari Vasara, Ekadashi or Dwadashi) is
 * shown truncated, one derived from sunrise and sunset (sunrise, the end of pratahkala, the aparahna) rounded: the
 * display rule of Drik's panchang times (docs/benchmarks.md, muhurta windows). Each boundary is compared in that
 * display, in minutes (Drik − ours).
 */
import { readFileSync } from 'node:fs';
import { angaSpanAt } from '../../src/calendar/index.js';
import { computePanchangDay } from '../../src/calendar/panchang/day.js';
import { NEW_DELHI } from './festival-records.js';

export interface DrikParana {
  ekadashi: string; kind: 'smarta' | 'gauna' | 'vaishnava'; fast_date: string; parana_date: string;
  start: string; end: string; hari_vasara_end?: string; dwadashi_end?: string; note?: string; place: string;
  source: string; attribution: string;
}

export function readDrikParana(path = new URL('../../test/fixtures/drik-parana/parana.json', import.meta.url)): DrikParana[] {
  return (JSON.parse(readFileSync(path, 'utf8')) as { windows: DrikParana[] }).windows;
}

export interface ParanaOutcome {
  drik: DrikParana;
  /** our window at New Delhi (IST HH:MM:SS) and its date; null when we give none on that date */
  ours: { date: string; start: string; end: string } | null;
  /** Drik − ours in minutes, each boundary in Drik's display (truncated anga instants, rounded sun instants) */
  startMin: number | null;
  endMin: number | null;
}

const IST_MS = 330 * 60_000;
const minuteOfDay = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** Minutes after local midnight of an instant, truncated or rounded. */
function displayMinute(unixMs: number, truncate: boolean): number {
  const s = (((unixMs + IST_MS) / 1000) % 86_400 + 86_400) % 86_400;
  return truncate ? Math.floor(s / 60) : Math.round(s / 60);
}

/**
 * How a boundary is shown in minutes: `drik` truncates anga instants and rounds sun-derived ones (module doc); the
 * other two apply one rule to every boundary (for the bench's comparison of display rules).
 */
export type ParanaDisplay = 'drik' | 'truncate' | 'round';

/** @brief Compares every quoted window with ours at New Delhi. */
export function compareParana(records: readonly DrikParana[], display: ParanaDisplay = 'drik'): ParanaOutcome[] {
  const truncates = (isAnga: boolean) => (display === 'drik' ? isAnga : display === 'truncate');
  return records.map((drik) => {
    // the Ekadashi is in the Hindu day of the fast date or, for a Gauna or Vaishnava fast, of the day before
    const dayBefore = new Date(Date.parse(`${drik.fast_date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const e = [drik.fast_date, dayBefore].map((date) => computePanchangDay({ date, ...NEW_DELHI, includeMuhurat: false }).ekadashi).find((x) => x) ?? null;
    const w = e ? (drik.kind === 'smarta' ? e.parana : e.vaishnava_parana) : null;
    if (!e || !w || w.date !== drik.parana_date) return { drik, ours: null, startMin: null, endMin: null };
    const start = Date.parse(w.start), end = Date.parse(w.end);
    const ekEnd = Date.parse(e.tithi_end), hv = Date.parse(e.hari_vasara_end);
    const dwadashiEnd = angaSpanAt('tithi', ekEnd + 1000, 'drik').endUnixMs;
    const near = (a: number, b: number) => Math.abs(a - b) < 1500;
    const startIsAnga = near(start, hv) || near(start, ekEnd);
    const endIsAnga = near(end, dwadashiEnd);
    const hms = (ms: number) => new Date(ms + IST_MS).toISOString().slice(11, 19);
    return {
      drik, ours: { date: w.date, start: hms(start), end: hms(end) },
      startMin: minuteOfDay(drik.start) - displayMinute(start, truncates(startIsAnga)),
      endMin: minuteOfDay(drik.end) - displayMinute(end, truncates(endIsAnga)),
    };
  });
}

/** @brief Counts: windows on our date, both ends exact, both within a minute. */
export function paranaFigures(outcomes: readonly ParanaOutcome[]) {
  const dated = outcomes.filter((o) => o.ours);
  const within = (k: number) => dated.filter((o) => Math.abs(o.startMin!) <= k && Math.abs(o.endMin!) <= k).length;
  return { total: outcomes.length, dated: dated.length, exact: within(0), withinMinute: within(1), withinTwo: within(2) };
}
