/**
 * @module generator/tiles/tile-festivals
 * The festivals of a tile for each year as the festival engine's facts (`computeFestivalFacts`, drik convention,
 * calendar/festivals/facts.ts), their msgpack file `build/tiles/festivals/<tile id>.msgpack`, and the rows of the
 * DuckDB `festivals` table.
 *
 * File (formatVersion 4): { formatVersion, tileId, fromYear, toYear, convention, tz, rulesHash, strings: string[],
 * years: { [year]: bytes } }. `years[year]` is raw deflate of an Int32Array (little-endian) of FACT_FIELDS values per
 * festival, stored field-major (see `encodeYear`): string-table indexes, the local date as days since 1970-01-01, numbers, and every
 * instant in whole seconds from the year's 1 January 00:00 UTC (the API prints seconds, so nothing is lost).
 * About 8 KB per tile-year. The server presents a year's facts with the same `presentFestivals` the live path uses,
 * in either calendar system, so the answers are byte-identical (`rulesHash`: `hashTree` of data/festivals/**\/*.toml;
 * the server uses the file only when its own rules hash is the same).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { pack } from 'msgpackr';
import { computeFestivalFacts, festivalLabel, observanceCatalog, type FestivalFact } from '../../calendar/festivals/index.js';
import type { AngaTables } from '../../calendar/index.js';
import { loadFestivalData, type FestivalData } from '../../server/festival-rules.js';
import type { Tile } from './tile-list.js';

/** 5: moonrise kaalas on the Moon's lowered horizon (calendar/astro/moon-horizon.ts). 6: tithi and nakshatra
 * instants from the drik Moon on Drik's ayanamsa and time scale (calendar/astro/ephemeris.ts). */
export const FESTIVAL_FILE_FORMAT_VERSION = 6;
/** Month names in the `festivals` table (the festivals endpoint's default system). */
export const FESTIVAL_TABLE_CALENDAR_SYSTEM = 'purnimant' as const;

const FACT_FIELDS = 19;
const DAY_MS = 86_400_000;
const KIND = ['tithi', 'nakshatra'] as const;

export interface FestivalFile {
  formatVersion: number; tileId: string; fromYear: number; toYear: number; convention: string; tz: string; rulesHash: string;
  strings: string[]; years: Record<string, Uint8Array>;
}

/** Strings numbered in first-use order (a file's string table; the stage's label numbers). */
export class StringTable {
  readonly list: string[] = [];
  private readonly index = new Map<string, number>();
  of(s: string | null): number {
    if (s === null) return -1;
    let i = this.index.get(s);
    if (i === undefined) { i = this.list.length; this.index.set(s, i); this.list.push(s); }
    return i;
  }
}

const yearBaseS = (year: number) => Date.UTC(year, 0, 1) / 1000;

function encodeYear(facts: readonly FestivalFact[], year: number, strings: StringTable): Uint8Array {
  const n = facts.length;
  const out = new Int32Array(n * FACT_FIELDS);
  const base = yearBaseS(year);
  const sec = (ms: number) => Math.round(ms / 1000) - base;
  const a = new Int32Array(FACT_FIELDS); // one festival's fields
  facts.forEach((f, k) => {
    a.fill(0);
    a[0] = strings.of(f.id);
    a[1] = strings.of(f.ruleId);
    a[2] = strings.of(f.variant);
    a[3] = Date.parse(f.date) / DAY_MS;
    a[4] = f.tithi ?? 0;
    a[5] = f.lunation ? f.lunation.masa + (f.lunation.adhika ? 100 : 0) : 0;
    if (f.anga) { a[6] = KIND.indexOf(f.anga.type) + 1; a[7] = f.anga.n; a[8] = sec(f.anga.startMs); a[9] = sec(f.anga.endMs); }
    if (f.sankranti) { a[10] = f.sankranti.rashi; a[11] = sec(f.sankranti.unixMs); }
    a[12] = strings.of(f.kaala?.name ?? null);
    if (f.kaala) { a[13] = sec(f.kaala.startMs); a[14] = sec(f.kaala.endMs); }
    if (f.muhurat) { a[15] = 1; a[16] = sec(f.muhurat[0]); a[17] = sec(f.muhurat[1]); }
    a[18] = strings.of(f.decision);
    for (let j = 0; j < FACT_FIELDS; j++) out[j * n + k] = a[j]!;
  });
  // field-major (all ids, then all rule ids, …) compresses better; level 1 is 3× faster than 6 for 13 % more bytes
  return deflateRawSync(new Uint8Array(out.buffer), { level: 1 });
}

/** @brief The facts of `year` in a festival file (instants at whole seconds), or null when the year is not in it. */
export function decodeFestivalYear(file: FestivalFile, year: number): FestivalFact[] | null {
  const bytes = file.years[String(year)];
  if (!bytes) return null;
  const raw = inflateRawSync(bytes);
  const col = new Int32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
  const n = col.length / FACT_FIELDS;
  const base = yearBaseS(year);
  const ms = (s: number) => (s + base) * 1000;
  const str = (i: number) => (i < 0 ? null : file.strings[i]!);
  const out: FestivalFact[] = [];
  const a = new Int32Array(FACT_FIELDS); // one festival's fields
  for (let k = 0; k < n; k++) {
    for (let j = 0; j < FACT_FIELDS; j++) a[j] = col[j * n + k]!;
    const day = a[3]!;
    const d = new Date(day * DAY_MS);
    out.push({
      id: str(a[0]!)!,
      ruleId: str(a[1]!)!,
      variant: str(a[2]!),
      date: d.toISOString().slice(0, 10),
      weekday: d.getUTCDay(),
      tithi: a[4]! || null,
      lunation: a[5]! ? { masa: a[5]! % 100, adhika: a[5]! > 100 } : null,
      anga: a[6]! ? { type: KIND[a[6]! - 1]!, n: a[7]!, startMs: ms(a[8]!), endMs: ms(a[9]!) } : null,
      sankranti: a[10]! ? { rashi: a[10]!, unixMs: ms(a[11]!) } : null,
      kaala: a[12]! >= 0 ? { name: str(a[12]!)!, startMs: ms(a[13]!), endMs: ms(a[14]!) } : null,
      muhurat: a[15]! ? [ms(a[16]!), ms(a[17]!)] : null,
      decision: str(a[18]!)!,
    });
  }
  return out;
}

/**
 * A tile's festival rows for DuckDB as columns: what varies per row is numeric (day = days since 1970-01-01 of
 * the local date; kaala bounds in Unix seconds, NaN = none), the text is a label (`FestivalLabel`) numbered per
 * tile, so the main thread appends numbers instead of 48 million rows of strings.
 */
export interface FestivalColumns {
  tileNo: number;
  labels: string[];
  year: Int16Array;
  day: Int32Array;
  label: Int32Array;
  kaalaStartS: Float64Array;
  kaalaEndS: Float64Array;
}

/** The text columns of a row, as one JSON array: [festival_id, rule_id, name, category, variant, decided_by, kaala]. */
export type FestivalLabel = [string, string, string, string, string | null, string, string | null];

/** Rules by directory and content hash: a worker reused after the rules changed (tests run tasks in-process) reloads them. */
const dataCache = new Map<string, FestivalData>();

/**
 * @brief A tile's festivals over [fromYear, toYear]: the file's bytes (given `rulesHash`) and the DuckDB columns.
 */
export function computeTileFestivals(tile: Tile, tileNo: number, fromYear: number, toYear: number, tables: AngaTables, rulesDir: string, rulesHash: string): { bytes: Uint8Array; rows: number; columns: FestivalColumns } {
  const cacheKey = `${rulesDir}|${rulesHash}`;
  let data = dataCache.get(cacheKey);
  if (!data) dataCache.set(cacheKey, (data = loadFestivalData(rulesDir)));
  const catalog = observanceCatalog(data.rules);
  const strings = new StringTable();
  const years: Record<string, Uint8Array> = {};
  const perYear: FestivalFact[][] = [];
  for (let year = fromYear; year <= toYear; year++) {
    const facts = computeFestivalFacts(data.rules, { year, lat: tile.lat, lng: tile.lng, altitudeM: tile.altitude, tz: tile.tz, convention: 'drik', tables });
    years[String(year)] = encodeYear(facts, year, strings);
    perYear.push(facts);
  }
  const n = perYear.reduce((s, f) => s + f.length, 0);
  const c: FestivalColumns = {
    tileNo, labels: [], year: new Int16Array(n), day: new Int32Array(n), label: new Int32Array(n), kaalaStartS: new Float64Array(n), kaalaEndS: new Float64Array(n),
  };
  const labelIndex = new Map<string, number>();
  let i = 0;
  perYear.forEach((facts, y) => {
    for (const f of facts) {
      const l = festivalLabel(f, catalog, FESTIVAL_TABLE_CALENDAR_SYSTEM);
      c.year[i] = fromYear + y;
      c.day[i] = Date.parse(f.date) / DAY_MS;
      // rule id, category and variant are functions of the observance id
      const key = `${f.id}\u0001${l.name}\u0001${l.decidedBy}\u0001${l.kaala}`;
      let k = labelIndex.get(key);
      if (k === undefined) {
        labelIndex.set(key, (k = c.labels.length));
        c.labels.push(JSON.stringify([f.id, f.ruleId, l.name, l.category, f.variant, l.decidedBy, l.kaala] satisfies FestivalLabel));
      }
      c.label[i] = k;
      c.kaalaStartS[i] = f.kaala ? Math.round(f.kaala.startMs / 1000) : NaN;
      c.kaalaEndS[i] = f.kaala ? Math.round(f.kaala.endMs / 1000) : NaN;
      i++;
    }
  });
  const file: FestivalFile = {
    formatVersion: FESTIVAL_FILE_FORMAT_VERSION, tileId: tile.id, fromYear, toYear, convention: 'drik', tz: tile.tz, rulesHash,
    strings: strings.list, years,
  };
  return { bytes: pack(file), rows: n, columns: c };
}
