/**
 * Reference data for the calendar tests and the accuracy bench (copied from ../shared into
 * test/fixtures/calendar/, see NOTICE), and the comparison against Drik Panchang's 2023 output.
 * Not part of the product: tests and benches only.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import {
  computePanchangDay, names, type AngaTables, type Convention, type PanchangResponse,
} from '../../src/calendar/index.js';

const FIXTURES = fileURLToPath(new URL('../../test/fixtures/calendar/', import.meta.url));

interface RefSpan { number: number; start: string; end: string; pada?: number }
/** One reference case (see test/fixtures/calendar/README in NOTICE: fields of panchang-*-sample.jsonl). */
export interface RefCase {
  city: string; lat: number; lng: number; tz: string; date: string;
  sunrise_civil: string; sunset_civil: string; sunrise_hindu: string; sunset_hindu: string;
  tithi: RefSpan; nakshatra: RefSpan; yoga: RefSpan; karana: RefSpan;
  masa_amanta: { index: number; adhika: boolean };
  vara: number;
  instant: { time: string; utc: string; tithi: number; nakshatra: number; yoga: number; karana: number };
}

const readGz = (name: string) => gunzipSync(readFileSync(FIXTURES + name)).toString('utf8');

/** @brief The 1,000 reference cases of a convention (Swiss Ephemeris 2.10 based). */
export function loadReferenceCases(convention: Convention): RefCase[] {
  const file = convention === 'drik' ? 'panchang-drik-sample.jsonl.gz' : 'panchang-swe-sample.jsonl.gz';
  return readGz(file).trim().split('\n').map((l) => JSON.parse(l) as RefCase);
}

export interface DrikRecord { date: string; fields: Record<string, string[]>; festivals: string[] }
/** @brief Drik Panchang's 2023 daily records (Mirzapur). */
export function loadDrik2023(): DrikRecord[] {
  return (JSON.parse(readGz('drikpanchang_2023_daily.json.gz')) as { records: DrikRecord[] }).records;
}

/** The place Drik's 2023 export was computed for (fitted, see the reference README). */
export const MIRZAPUR = { lat: 25.146, lng: 82.569, tz: 'Asia/Kolkata' } as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Minutes from 00:00 IST of `date` for "hh:mm AM" or "hh:mm AM, Jan 05". */
export function drikMinutes(date: string, s: string): number {
  const m = /^(\d{2}):(\d{2}) (AM|PM)(?:, (\w{3}) (\d{2}))?$/.exec(s.trim());
  if (!m) throw new Error(`unparsed Drik time ${s}`);
  let h = +m[1]! % 12;
  if (m[3] === 'PM') h += 12;
  let dayOffset = 0;
  if (m[4]) {
    const y = +date.slice(0, 4);
    const target = Date.UTC(y, MONTHS.indexOf(m[4]), +m[5]!);
    const base = Date.UTC(y, +date.slice(5, 7) - 1, +date.slice(8, 10));
    dayOffset = Math.round((target - base) / 86400000);
    if (dayOffset < -300) dayOffset += 365;
  }
  return dayOffset * 1440 + h * 60 + +m[2]!;
}

/**
 * How Drik turns an instant into its displayed minute: anga end times (tithi, nakshatra, yoga, karana) are
 * truncated (the minute in progress; the owner's verified finding, issue 24), sunrise and sunset and the
 * windows derived from them are rounded.
 */
export type DrikMinuteReading = 'truncated' | 'rounded';

/** Minutes from 00:00 of `date` (IST) of an ISO local time, read as Drik displays it. */
function ourMinutes(date: string, isoLocal: string, reading: DrikMinuteReading = 'rounded'): number {
  const t = Date.parse(isoLocal);
  const base = Date.parse(date + 'T00:00:00+05:30');
  return (reading === 'truncated' ? Math.floor : Math.round)((t - base) / 60000);
}

/** Per-field agreement with Drik. */
export interface FieldStats { field: string; n: number; exact: number; within1: number; worst: number; misses: string[] }

/**
 * @brief Compares a year of day-mode panchangs with Drik Panchang's 2023 output.
 * Time fields: our instant read as Drik displays it (anga ends truncated, the rest rounded) minus Drik's minute;
 * name fields: exact text.
 */
export function compareDrik2023(convention: Convention = 'drik', tables?: AngaTables | null): FieldStats[] {
  const stats = new Map<string, FieldStats>();
  const rec = (field: string, diffMin: number | null, note: string) => {
    let s = stats.get(field);
    if (!s) stats.set(field, (s = { field, n: 0, exact: 0, within1: 0, worst: 0, misses: [] }));
    s.n++;
    if (diffMin === 0) s.exact++;
    if (diffMin !== null && Math.abs(diffMin) <= 1) s.within1++;
    if (diffMin === null || Math.abs(diffMin) > 1) s.misses.push(note);
    s.worst = Math.max(s.worst, diffMin === null ? Infinity : Math.abs(diffMin));
  };
  const named = (field: string, ok: boolean, note: string) => rec(field, ok ? 0 : null, note);
  const records = loadDrik2023();
  const ourEkadashiLabels = new Set<string>();
  for (const r of records) {
    const d = r.date;
    const p: PanchangResponse = computePanchangDay({ date: d, ...MIRZAPUR, convention, tables, calendarSystem: 'purnimant' });
    const f = r.fields;
    const cmpTime = (field: string, drik: string | undefined, ours: string | null | undefined, reading: DrikMinuteReading = 'rounded') => {
      if (!drik) return;
      if (/^No /.test(drik)) return rec(field, ours ? null : 0, `${d} drik ${drik} ours ${ours}`);
      if (!ours) return rec(field, null, `${d} drik ${drik} ours null`);
      const diff = ourMinutes(d, ours, reading) - drikMinutes(d, drik);
      rec(field, diff, `${d} drik ${drik} ours ${ours} (${diff})`);
    };
    cmpTime('sunrise', f['Sunrise']?.[0], p.sun?.sunrise);
    cmpTime('sunset', f['Sunset']?.[0], p.sun?.sunset);
    cmpTime('moonrise', f['Moonrise']?.[0], p.sun?.moonrise);
    cmpTime('moonset', f['Moonset']?.[0], p.sun?.moonset);
    const elem = (field: string, drikKey: string, seq: { name: string; end: string | null }[], asciiOf: (name: string) => string) => {
      for (const entry of f[drikKey] ?? []) {
        const m = /^(.*) upto (.*)$/.exec(entry);
        if (!m) continue;
        const [, nm, when] = m;
        const ours = seq.find((s) => asciiOf(s.name) === nm);
        if (!ours) { rec(field, null, `${d} ${entry}: no ${nm} in ours (${seq.map((s) => asciiOf(s.name)).join(',')})`); continue; }
        if (when === 'Full Night') {
          const next = Date.parse(p.sun!.sunrise!) + 86400000;
          rec(field, Date.parse(ours.end!) >= next - 120000 ? 0 : null, `${d} ${entry} ours ${ours.end}`);
        } else cmpTime(field, when, ours.end, 'truncated');
      }
    };
    const asciiBy = (list: readonly names.Name[]) => (iast: string) => list.find((x) => x.iast === iast)?.ascii ?? iast;
    const tithiAscii = (iast: string) => [...names.TITHI_NAMES, names.AMAVASYA].find((x) => x.iast === iast)?.ascii ?? iast;
    elem('tithi end', 'Tithi', p.tithi.sequence!, tithiAscii);
    elem('nakshatra end', 'Nakshatra', p.nakshatra.sequence!, asciiBy(names.NAKSHATRA_NAMES));
    elem('yoga end', 'Yoga', p.yoga.sequence!, asciiBy(names.YOGA_NAMES));
    elem('karana end', 'Karana', p.karana.sequence!, asciiBy(names.KARANA_NAMES));
    const win = (field: string, drik: string | undefined, ours: { start: string; end: string } | null) => {
      if (!drik) return;
      if (drik === 'None') return named(field, ours === null, `${d} drik None ours ${JSON.stringify(ours)}`);
      const [a, b] = drik.split(' to ');
      cmpTime(field + ' start', a, ours?.start);
      cmpTime(field + ' end', b, ours?.end);
    };
    win('rahu kalam', f['Rahu Kalam']?.[0], p.rahu_kalam);
    win('yamaganda', f['Yamaganda']?.[0], p.yama_gandam);
    win('gulika kalam', f['Gulikai Kalam']?.[0], p.gulika_kalam);
    win('abhijit', f['Abhijit']?.[0], p.abhijit_muhurat);
    const monthLabel = (m: { index: number; adhika: boolean }) => names.MASA_NAMES[m.index]!.ascii + (m.adhika ? ' (Adhik)' : '');
    named('amanta month', f['Amanta Month']?.[0] === monthLabel(p.masa!.amanta), `${d} drik ${f['Amanta Month']} ours ${monthLabel(p.masa!.amanta)}`);
    named('purnimanta month', f['Purnimanta Month']?.[0] === monthLabel(p.masa!.purnimanta), `${d} drik ${f['Purnimanta Month']} ours ${monthLabel(p.masa!.purnimanta)}`);
    const era = (e: { year: number; samvatsara: { number: number } }) => `${e.year} ${names.SAMVATSARA_NAMES[e.samvatsara.number - 1]!.ascii}`;
    named('shaka samvat', f['Shaka Samvat']?.[0] === era(p.samvat!.shaka), `${d} drik ${f['Shaka Samvat']} ours ${era(p.samvat!.shaka)}`);
    named('vikram samvat', f['Vikram Samvat']?.[0] === era(p.samvat!.vikram), `${d} drik ${f['Vikram Samvat']} ours ${era(p.samvat!.vikram)}`);
    named('gujarati samvat', f['Gujarati Samvat']?.[0] === era(p.samvat!.gujarati), `${d} drik ${f['Gujarati Samvat']} ours ${era(p.samvat!.gujarati)}`);
    named('vara', f['Weekday']?.[0] === names.VARA_NAMES[p.vara!.number]!.ascii, `${d} ${f['Weekday']}`);
    const e = p.ekadashi;
    if (e) {
      ourEkadashiLabels.add(`${e.smarta_date} ${e.label}`);
      if (e.gauna_date) ourEkadashiLabels.add(`${e.gauna_date} Gauna ${e.label}`);
      if (e.dates_differ) ourEkadashiLabels.add(`${e.vaishnava_date} Vaishnava ${e.label}`);
      if (e.parana) ourEkadashiLabels.add(`${e.parana.date} ${e.label} Parana`);
    }
  }
  // Ekadashi fast days, alternates and parana days: every Drik label "X Ekadashi", "Gauna …", "Vaishnava …",
  // "… Parana" (other names of the same day, e.g. Vaikuntha Ekadashi, are not compared).
  const ekNames = new Set([...names.EKADASHI_NAMES.flatMap((x) => [x.shukla.ascii, x.krishna.ascii]), names.ADHIKA_EKADASHI_NAMES.shukla.ascii, names.ADHIKA_EKADASHI_NAMES.krishna.ascii]);
  const drikEkadashiLabels = new Set<string>();
  for (const r of records) {
    for (const lab of r.festivals) {
      const m = /^(?:(?:Gauna|Vaishnava) )?(.+) Ekadashi(?: Parana)?$/.exec(lab);
      if (m && ekNames.has(m[1]!)) drikEkadashiLabels.add(`${r.date} ${lab}`);
    }
  }
  const inYear = (l: string) => l.startsWith('2023-') && !l.startsWith('2023-01-01');
  for (const l of drikEkadashiLabels) named('ekadashi days', ourEkadashiLabels.has(l), `drik ${l} missing from ours`);
  for (const l of ourEkadashiLabels) if (inYear(l) && !drikEkadashiLabels.has(l)) named('ekadashi days', false, `ours ${l} not in drik`);
  return [...stats.values()];
}

/** @brief The agreement table as text. */
export function formatFieldStats(stats: FieldStats[]): string {
  const rows = stats.map((s) =>
    `${s.field.padEnd(22)} ${String(s.n).padStart(4)}  ${((100 * s.exact) / s.n).toFixed(1).padStart(6)}%  ${((100 * s.within1) / s.n).toFixed(1).padStart(6)}%  ${String(s.worst).padStart(5)}`,
  );
  return [`${'field'.padEnd(22)} ${'n'.padStart(4)}  ${'exact'.padStart(7)}  ${'±1 min'.padStart(7)}  worst`, ...rows].join('\n');
}
