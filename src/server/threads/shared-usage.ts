/**
 * @module
 * Usage counters shared by every serving thread of one process, in a SharedArrayBuffer, so that limits
 * are counted once per key whichever thread answers (`kalakosha serve --threads N` with the embedded
 * store; with `REDIS_URL` the Redis store shares them instead).
 *
 * Layout: an open-addressing hash table of fixed-size Int32 slots keyed by the key id (`key_` + 16 hex
 * digits → two 32-bit words). A slot is claimed once with a compare-and-swap on its state word and
 * updated under a per-slot spin lock (the critical section is a few integer operations, never an await).
 * The same rule as the single-thread store decides each request ({@link decideUsage}).
 *
 * Persistence: the main thread writes the table to `usage.json` (the file store's format, so a later
 * single-thread run reads it) at most once a second while it changes: a crash loses at most a second.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { TierName } from '../keys/tiers.js';
import { dayOfMonthIndex, daysInMonth, decideUsage, type MinuteMonth } from '../store/windows.js';
import type { UsageDecision } from '../store/types.js';

const HEADER_INTS = 16;
const SLOT_INTS = 48;
// Header words
const H_MAGIC = 0, H_CAPACITY = 1, H_USED = 2, H_VERSION = 3;
// Slot words
const S_STATE = 0, S_HI = 1, S_LO = 2, S_LOCK = 3, S_MINUTE = 4, S_MINUTE_COUNT = 5, S_PERIOD = 6, S_MONTH_COUNT = 7, S_LAST_HI = 8, S_LAST_LO = 9, S_DAYS = 10;
// What the counts started with at the key's first count (seedUsage), and the minute and month they belong to.
const S_SEED_MINUTE = 41, S_SEED_MINUTE_COUNT = 42, S_SEED_PERIOD = 43, S_SEED_MONTH_COUNT = 44;
const EMPTY = 0, CLAIMING = 1, READY = 2;
const MAGIC = 0x6b6b7573; // 'kkus'
const ID_RE = /^key_([0-9a-f]{8})([0-9a-f]{8})$/;

/** One key's counters as the file store persists them (`usage.json`, formatVersion 1). */
export interface UsageEntry {
  minuteStartSec: number;
  minuteCount: number;
  period: string;
  monthCount: number;
  lastUsedAtMs: number | null;
  /** Counts per UTC day of `period` (index 0 = the 1st); absent in files written before it existed. */
  days?: number[];
  /** What the counts started with at the key's first count, in those windows (windows.ts seedUsage); absent: nothing. */
  seed?: { minuteStartSec: number; minute: number; period: string; month: number };
}

function periodIndex(nowMs: number): number {
  const d = new Date(nowMs);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

function periodName(idx: number): string {
  return `${Math.floor(idx / 12)}-${String((idx % 12) + 1).padStart(2, '0')}`;
}

function parsePeriod(p: string): number {
  const m = /^(\d{4})-(\d{2})$/.exec(p);
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : -1;
}

/** Two 32-bit words for a key id: its hex digits for store ids, else a 64-bit FNV-1a hash. */
function idWords(id: string): [number, number] {
  const m = ID_RE.exec(id);
  if (m) return [parseInt(m[1], 16) | 0, parseInt(m[2], 16) | 0];
  let a = 0x811c9dc5, b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return [a | 0, (b | 0) || 1];
}

function idOf(hi: number, lo: number): string {
  return 'key_' + (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');
}

export class SharedUsageTable {
  private readonly a: Int32Array;
  readonly capacity: number;
  /**
   * What a key counted for the first time starts with (windows.ts seedUsage; set by the thread's store, which
   * knows the accounts). Asked before the key's slot is claimed, so no thread waits on another's sum.
   */
  seeder: ((id: string, tier: TierName, nowMs: number) => MinuteMonth) | null = null;

  /** Wraps a buffer made by {@link SharedUsageTable.create} (possibly in another thread). */
  constructor(readonly buffer: SharedArrayBuffer) {
    this.a = new Int32Array(buffer);
    if (this.a[H_MAGIC] !== MAGIC) throw new Error('not a shared usage table');
    this.capacity = this.a[H_CAPACITY];
  }

  /** A new table for `capacity` keys (≈ 190 bytes each, touched pages only). */
  static create(capacity = 1 << 17): SharedUsageTable {
    const buf = new SharedArrayBuffer((HEADER_INTS + capacity * SLOT_INTS) * 4);
    const a = new Int32Array(buf);
    a[H_MAGIC] = MAGIC;
    a[H_CAPACITY] = capacity;
    return new SharedUsageTable(buf);
  }

  /** Changes so far (the flusher writes when this moves). */
  get version(): number {
    return Atomics.load(this.a, H_VERSION);
  }

  get used(): number {
    return Atomics.load(this.a, H_USED);
  }

  /** Base index of the key's slot, or -1 (absent and `create` false, or the table is full); a claimed slot starts with `seed` at `nowMs`. */
  private slot(id: string, create: boolean, seed?: MinuteMonth, nowMs = 0): number {
    const [hi, lo] = idWords(id);
    const a = this.a;
    const cap = this.capacity;
    let h = (Math.imul(hi ^ Math.imul(lo, 0x9e3779b1), 0x85ebca6b) >>> 0) % cap;
    for (let i = 0; i < cap; i++, h = h + 1 === cap ? 0 : h + 1) {
      const b = HEADER_INTS + h * SLOT_INTS;
      let st = Atomics.load(a, b + S_STATE);
      if (st === EMPTY) {
        if (!create) return -1;
        st = Atomics.compareExchange(a, b + S_STATE, EMPTY, CLAIMING);
        if (st === EMPTY) {
          a[b + S_HI] = hi;
          a[b + S_LO] = lo;
          if (seed) {
            a[b + S_MINUTE] = a[b + S_SEED_MINUTE] = Math.floor(nowMs / 60_000);
            a[b + S_MINUTE_COUNT] = a[b + S_SEED_MINUTE_COUNT] = seed.minute;
            a[b + S_PERIOD] = a[b + S_SEED_PERIOD] = periodIndex(nowMs);
            a[b + S_MONTH_COUNT] = a[b + S_SEED_MONTH_COUNT] = seed.month;
          }
          Atomics.store(a, b + S_STATE, READY);
          Atomics.add(a, H_USED, 1);
          return b;
        }
      }
      while (st === CLAIMING) st = Atomics.load(a, b + S_STATE);
      if (a[b + S_HI] === hi && a[b + S_LO] === lo) return b;
    }
    return -1;
  }

  private lock(b: number): void {
    let spins = 0;
    while (Atomics.compareExchange(this.a, b + S_LOCK, 0, 1) !== 0) {
      // A holder never awaits; only a thread killed mid-update could leave the lock set.
      if (++spins > 5_000_000) {
        Atomics.store(this.a, b + S_LOCK, 0);
        spins = 0;
      }
    }
  }

  private unlock(b: number): void {
    Atomics.store(this.a, b + S_LOCK, 0);
  }

  /** Moves the slot's windows to `nowMs` (under the lock). */
  private roll(b: number, nowMs: number): void {
    const a = this.a;
    const minute = Math.floor(nowMs / 60_000);
    if (a[b + S_MINUTE] !== minute) {
      a[b + S_MINUTE] = minute;
      a[b + S_MINUTE_COUNT] = 0;
    }
    const p = periodIndex(nowMs);
    if (a[b + S_PERIOD] !== p) {
      a[b + S_PERIOD] = p;
      a[b + S_MONTH_COUNT] = 0;
      a.fill(0, b + S_DAYS, b + S_DAYS + 31);
    }
  }

  /** Counts one request unless a limit is exhausted: exact across threads. */
  consume(id: string, tier: TierName, nowMs: number): UsageDecision {
    let b = this.slot(id, false);
    if (b < 0) b = this.slot(id, true, this.seeder?.(id, tier, nowMs), nowMs); // the key's first count
    if (b < 0) throw new Error('shared usage table is full; restart with a larger table');
    const a = this.a;
    this.lock(b);
    try {
      this.roll(b, nowMs);
      const d = decideUsage(tier, a[b + S_MINUTE_COUNT], a[b + S_MONTH_COUNT], nowMs, true);
      if (d.allowed) {
        a[b + S_MINUTE_COUNT] = d.minuteUsed;
        a[b + S_MONTH_COUNT] = d.monthUsed;
        a[b + S_DAYS + dayOfMonthIndex(nowMs)]++;
      }
      a[b + S_LAST_HI] = Math.floor(nowMs / 2 ** 32);
      a[b + S_LAST_LO] = nowMs >>> 0;
      return d;
    } finally {
      this.unlock(b);
      Atomics.add(a, H_VERSION, 1);
    }
  }

  peek(id: string, tier: TierName, nowMs: number): UsageDecision {
    const b = this.slot(id, false);
    if (b < 0) {
      const seed = this.seeder?.(id, tier, nowMs); // what its first count would start with
      return decideUsage(tier, seed?.minute ?? 0, seed?.month ?? 0, nowMs, false);
    }
    const a = this.a;
    const minute = a[b + S_MINUTE] === Math.floor(nowMs / 60_000) ? a[b + S_MINUTE_COUNT] : 0;
    const month = a[b + S_PERIOD] === periodIndex(nowMs) ? a[b + S_MONTH_COUNT] : 0;
    return decideUsage(tier, minute, month, nowMs, false);
  }

  /** A key's own requests in the current windows: its counts less what it started with (0 for an unknown key). */
  ownUsage(id: string, nowMs: number): MinuteMonth {
    const b = this.slot(id, false);
    if (b < 0) return { minute: 0, month: 0 };
    const a = this.a;
    const minute = Math.floor(nowMs / 60_000);
    const period = periodIndex(nowMs);
    const m = a[b + S_MINUTE] === minute ? a[b + S_MINUTE_COUNT] - (a[b + S_SEED_MINUTE] === minute ? a[b + S_SEED_MINUTE_COUNT] : 0) : 0;
    const mo = a[b + S_PERIOD] === period ? a[b + S_MONTH_COUNT] - (a[b + S_SEED_PERIOD] === period ? a[b + S_SEED_MONTH_COUNT] : 0) : 0;
    return { minute: Math.max(0, m), month: Math.max(0, mo) };
  }

  dailyUsage(id: string, nowMs: number): number[] {
    const out = new Array<number>(daysInMonth(nowMs)).fill(0);
    const b = this.slot(id, false);
    if (b < 0 || this.a[b + S_PERIOD] !== periodIndex(nowMs)) return out;
    for (let i = 0; i < out.length; i++) out[i] = this.a[b + S_DAYS + i];
    return out;
  }

  lastUsedAtMs(id: string): number | null {
    const b = this.slot(id, false);
    if (b < 0) return null;
    const ms = this.a[b + S_LAST_HI] * 2 ** 32 + (this.a[b + S_LAST_LO] >>> 0);
    return ms || null;
  }

  /** Loads persisted counters (before any thread serves). */
  load(entries: Record<string, UsageEntry>): void {
    const a = this.a;
    for (const [id, e] of Object.entries(entries)) {
      if (!ID_RE.test(id)) continue;
      const b = this.slot(id, true);
      if (b < 0) break;
      a[b + S_MINUTE] = Math.floor(e.minuteStartSec / 60);
      a[b + S_MINUTE_COUNT] = e.minuteCount | 0;
      a[b + S_PERIOD] = parsePeriod(e.period);
      a[b + S_MONTH_COUNT] = e.monthCount | 0;
      const last = e.lastUsedAtMs ?? 0;
      a[b + S_LAST_HI] = Math.floor(last / 2 ** 32);
      a[b + S_LAST_LO] = last >>> 0;
      (e.days ?? []).slice(0, 31).forEach((n, i) => (a[b + S_DAYS + i] = n | 0));
      if (e.seed) {
        a[b + S_SEED_MINUTE] = Math.floor(e.seed.minuteStartSec / 60);
        a[b + S_SEED_MINUTE_COUNT] = e.seed.minute | 0;
        a[b + S_SEED_PERIOD] = parsePeriod(e.seed.period);
        a[b + S_SEED_MONTH_COUNT] = e.seed.month | 0;
      }
    }
  }

  /** Every key's counters, in the file store's `usage.json` shape. */
  snapshot(): Record<string, UsageEntry> {
    const a = this.a;
    const out: Record<string, UsageEntry> = {};
    for (let h = 0; h < this.capacity; h++) {
      const b = HEADER_INTS + h * SLOT_INTS;
      if (Atomics.load(a, b + S_STATE) !== READY) continue;
      this.lock(b);
      try {
        const last = a[b + S_LAST_HI] * 2 ** 32 + (a[b + S_LAST_LO] >>> 0);
        let nDays = 31;
        while (nDays > 0 && a[b + S_DAYS + nDays - 1] === 0) nDays--;
        out[idOf(a[b + S_HI], a[b + S_LO])] = {
          minuteStartSec: a[b + S_MINUTE] * 60,
          minuteCount: a[b + S_MINUTE_COUNT],
          period: periodName(a[b + S_PERIOD]),
          monthCount: a[b + S_MONTH_COUNT],
          lastUsedAtMs: last || null,
          days: Array.from(a.subarray(b + S_DAYS, b + S_DAYS + nDays)),
        };
        if (a[b + S_SEED_MINUTE_COUNT] || a[b + S_SEED_MONTH_COUNT]) {
          out[idOf(a[b + S_HI], a[b + S_LO])].seed = { minuteStartSec: a[b + S_SEED_MINUTE] * 60, minute: a[b + S_SEED_MINUTE_COUNT], period: periodName(a[b + S_SEED_PERIOD]), month: a[b + S_SEED_MONTH_COUNT] };
        }
      } finally {
        this.unlock(b);
      }
    }
    return out;
  }
}

/** Reads `usage.json` of a state directory ({} when absent or unreadable). */
export function readUsageFile(stateDir: string): Record<string, UsageEntry> {
  const path = join(stateDir, 'usage.json');
  if (!existsSync(path)) return {};
  try {
    const f = JSON.parse(readFileSync(path, 'utf8'));
    return f?.formatVersion === 1 && f.usage ? f.usage : {};
  } catch {
    process.stderr.write(`kalakosha: ${path} is unreadable; starting usage counters from zero\n`);
    return {};
  }
}

/** Writes `usage.json` atomically (temp file, fsync, rename), as the file store does. */
export function writeUsageFile(stateDir: string, usage: Record<string, UsageEntry>): void {
  const path = join(stateDir, 'usage.json');
  const tmp = path + '.tmp';
  const fd = openSync(tmp, 'w', 0o600);
  try {
    writeSync(fd, JSON.stringify({ formatVersion: 1, usage }));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
}
