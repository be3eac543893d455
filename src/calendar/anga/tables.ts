/**
 * @module calendar/anga/tables
 * Location-free precomputed anga boundaries (1900–2100), so that "which anga at t" is a binary search.
 *
 * A table holds, per base kind, every boundary instant (Unix ms, integer, Float64Array) and the division
 * number (1-based) that starts there. Derived views (tithi, karana, nakshatra, Moon rashi) are made at
 * load time by keeping every 2nd / 4th / 9th boundary; they cost no file space.
 *
 * Build once (`buildAngaTables`, or per year range + `mergeAngaTables` to spread the work), store with
 * `serializeAngaTables` (msgpack, `formatVersion`), load with `deserializeAngaTables`.
 */
import { pack, unpack } from 'msgpackr';
import type { Convention } from '../astro/ephemeris.js';
import { findCrossing } from './crossing.js';
import { BASE_KINDS, KIND_DEFS, divisionStartDeg, type BaseKind } from './kinds.js';
import { liveDivisionAt } from './live-search.js';
import { KIND_VIEWS, type AngaKind, type AngaSpan } from './views.js';

/** Bump when the file layout or the boundary definition (ephemeris, ΔT, ayanamsa, convention) changes. */
/** 2: the drik Moon on Drik's ayanamsa and time scale (astro/ephemeris.ts, astro/delta-t.ts); files of 1 hold the old boundaries.
 * 3: the drik Moon's time scale re-fitted for Drik's truncated minutes (every drik Moon instant 30 s later). */
export const ANGA_TABLES_FORMAT_VERSION = 3;

/** Boundaries of one kind: element `numbers[i]` is in force over [boundariesUnixMs[i], boundariesUnixMs[i+1]). */
export interface AngaTable {
  divisions: number;
  boundariesUnixMs: Float64Array;
  numbers: Uint8Array;
}

export interface AngaTables {
  formatVersion: number;
  convention: Convention;
  /** Covered Gregorian years (UTC), inclusive. */
  fromYear: number;
  toYear: number;
  base: Record<BaseKind, AngaTable>;
  /** Views by anga kind (numbers already mapped, e.g. karana 1–11). */
  views: Record<AngaKind, AngaTable>;
}

/**
 * @brief The element in force at unixMs by binary search, or null when the table does not cover it.
 */
export function angaAt(table: AngaTable, unixMs: number): AngaSpan | null {
  const i = boundaryIndexAt(table, unixMs);
  if (i < 0) return null;
  const b = table.boundariesUnixMs;
  return { number: table.numbers[i]!, startUnixMs: b[i]!, endUnixMs: b[i + 1]! };
}

/** @brief Index i with boundaries[i] ≤ unixMs < boundaries[i+1] (binary search), or −1 outside the table. */
export function boundaryIndexAt(table: AngaTable, unixMs: number): number {
  const b = table.boundariesUnixMs;
  const n = b.length;
  if (n < 2 || unixMs < b[0]! || unixMs >= b[n - 1]!) return -1;
  let lo = 0;
  let hi = n - 1; // invariant: b[lo] <= t < b[hi]
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (b[mid]! <= unixMs) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** @brief Builds the boundaries of one base kind covering [fromUnixMs, toUnixMs). */
export function buildBaseTable(kind: BaseKind, fromUnixMs: number, toUnixMs: number, convention: Convention): AngaTable {
  const def = KIND_DEFS[kind];
  const n = def.divisions;
  const angle = (ms: number) => def.angleDeg(ms, convention);
  const first = liveDivisionAt(baseView(kind), fromUnixMs, convention);
  const bounds: number[] = [first.startUnixMs, first.endUnixMs];
  const nums: number[] = [first.division];
  let k = first.division;
  let rate = def.meanRateDegPerMs;
  let last = first.endUnixMs;
  while (last <= toUnixMs) {
    k = (k % n) + 1;
    nums.push(k);
    const next = k === n ? 1 : k + 1;
    const found = findCrossing(angle, divisionStartDeg(next, n), last + 360 / n / rate, rate);
    rate = found.rateDegPerMs;
    last = found.unixMs;
    bounds.push(last);
  }
  return { divisions: n, boundariesUnixMs: Float64Array.from(bounds), numbers: Uint8Array.from(nums) };
}

function baseView(kind: BaseKind): AngaKind {
  return kind === 'halfTithi' ? 'karana' : kind;
}

/** Keeps every `factor`-th boundary (those that start a derived division) and maps the numbers. */
function deriveView(base: AngaTable, factor: number, numberOf: (d: number) => number): AngaTable {
  const b: number[] = [];
  const nums: number[] = [];
  const m = base.boundariesUnixMs.length;
  for (let i = 0; i < m; i++) {
    const d = i < base.numbers.length ? base.numbers[i]! : -1;
    // the last boundary has no number: keep it if it starts a derived division
    const division = d > 0 ? d : ((base.numbers[m - 2]! % base.divisions) + 1);
    if ((division - 1) % factor === 0) {
      b.push(base.boundariesUnixMs[i]!);
      if (i < m - 1) nums.push(numberOf((division - 1) / factor + 1));
    }
  }
  return { divisions: base.divisions / factor, boundariesUnixMs: Float64Array.from(b), numbers: Uint8Array.from(nums.slice(0, b.length - 1)) };
}

function makeViews(base: Record<BaseKind, AngaTable>): Record<AngaKind, AngaTable> {
  const karanaNums = Uint8Array.from(base.halfTithi.numbers, (h) => KIND_VIEWS.karana.numberOf(h));
  return {
    tithi: deriveView(base.halfTithi, 2, (d) => d),
    karana: { divisions: 11, boundariesUnixMs: base.halfTithi.boundariesUnixMs, numbers: karanaNums },
    nakshatra: deriveView(base.pada, 4, (d) => d),
    pada: base.pada,
    yoga: base.yoga,
    sunRashi: base.sunRashi,
    moonRashi: deriveView(base.pada, 9, (d) => d),
  };
}

function assemble(convention: Convention, fromYear: number, toYear: number, base: Record<BaseKind, AngaTable>): AngaTables {
  return { formatVersion: ANGA_TABLES_FORMAT_VERSION, convention, fromYear, toYear, base, views: makeViews(base) };
}

/**
 * @brief Builds the tables for Gregorian years fromYear…toYear (UTC, inclusive) in one convention.
 * Cost: about 0.2 s per year and convention on one core (see bench/panchang). Spread a long range
 * over workers by year ranges and join them with mergeAngaTables.
 */
export function buildAngaTables(fromYear: number, toYear: number, convention: Convention): AngaTables {
  const fromMs = Date.UTC(fromYear, 0, 1);
  const toMs = Date.UTC(toYear + 1, 0, 1);
  const base = {} as Record<BaseKind, AngaTable>;
  for (const kind of BASE_KINDS) base[kind] = buildBaseTable(kind, fromMs, toMs, convention);
  return assemble(convention, fromYear, toYear, base);
}

function mergeBase(a: AngaTable, b: AngaTable): AngaTable {
  const aLast = a.boundariesUnixMs[a.boundariesUnixMs.length - 1]!;
  const bb = b.boundariesUnixMs;
  let j = 0;
  while (j < bb.length && bb[j]! < aLast) j++;
  if (j >= bb.length || bb[j] !== aLast) throw new Error('mergeAngaTables: ranges are not contiguous');
  const boundaries = new Float64Array(a.boundariesUnixMs.length + bb.length - j - 1);
  boundaries.set(a.boundariesUnixMs, 0);
  boundaries.set(bb.subarray(j + 1), a.boundariesUnixMs.length);
  const numbers = new Uint8Array(boundaries.length - 1);
  numbers.set(a.numbers, 0);
  numbers.set(b.numbers.subarray(j), a.numbers.length);
  return { divisions: a.divisions, boundariesUnixMs: boundaries, numbers };
}

/**
 * @brief Joins tables of consecutive year ranges (in order, same convention) into one.
 * @throws Error when conventions differ or the ranges are not consecutive.
 */
export function mergeAngaTables(parts: AngaTables[]): AngaTables {
  if (parts.length === 0) throw new Error('mergeAngaTables: nothing to merge');
  let acc = parts[0]!;
  for (const p of parts.slice(1)) {
    if (p.convention !== acc.convention) throw new Error('mergeAngaTables: conventions differ');
    if (p.fromYear !== acc.toYear + 1) throw new Error('mergeAngaTables: year ranges are not consecutive');
    const base = {} as Record<BaseKind, AngaTable>;
    for (const kind of BASE_KINDS) base[kind] = mergeBase(acc.base[kind], p.base[kind]);
    acc = assemble(acc.convention, acc.fromYear, p.toYear, base);
  }
  return acc;
}

/** @brief msgpack encoding: {formatVersion, convention, fromYear, toYear, base: {kind: {divisions, boundaries (f64 LE bytes), numbers}}}. */
export function serializeAngaTables(tables: AngaTables): Uint8Array {
  const base: Record<string, unknown> = {};
  for (const kind of BASE_KINDS) {
    const t = tables.base[kind];
    base[kind] = {
      divisions: t.divisions,
      boundaries: new Uint8Array(t.boundariesUnixMs.buffer, t.boundariesUnixMs.byteOffset, t.boundariesUnixMs.byteLength),
      numbers: t.numbers,
    };
  }
  return pack({ formatVersion: tables.formatVersion, convention: tables.convention, fromYear: tables.fromYear, toYear: tables.toYear, base });
}

/**
 * @brief Decodes serializeAngaTables output.
 * @throws Error naming the expected version when the data has another formatVersion (rebuild the tables).
 */
export function deserializeAngaTables(bytes: Uint8Array): AngaTables {
  const raw = unpack(bytes) as {
    formatVersion: number;
    convention: Convention;
    fromYear: number;
    toYear: number;
    base: Record<string, { divisions: number; boundaries: Uint8Array; numbers: Uint8Array }>;
  };
  if (raw.formatVersion !== ANGA_TABLES_FORMAT_VERSION) {
    throw new Error(`anga tables have formatVersion ${raw.formatVersion}, expected ${ANGA_TABLES_FORMAT_VERSION}: rebuild them`);
  }
  const base = {} as Record<BaseKind, AngaTable>;
  for (const kind of BASE_KINDS) {
    const r = raw.base[kind];
    if (!r) throw new Error(`anga tables: missing kind ${kind}`);
    const copy = new Uint8Array(r.boundaries.byteLength);
    copy.set(r.boundaries);
    base[kind] = { divisions: r.divisions, boundariesUnixMs: new Float64Array(copy.buffer), numbers: Uint8Array.from(r.numbers) };
  }
  return assemble(raw.convention, raw.fromYear, raw.toYear, base);
}
