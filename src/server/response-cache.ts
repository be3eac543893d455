/**
 * @module
 * A bounded in-memory response cache with per-entry lifetimes, evicting the least recently used (recency
 * to the second: see `get`). Holds serialised bodies, so a hit costs a Map lookup and no JSON work.
 *
 * It keeps an answer the second time it is computed, not the first (TinyLFU's doorkeeper: seen-keys.ts). Most
 * live answers (an exact location, asked for once) are never asked for again, and storing them churned the
 * cache: each evicted another, the serving thread's old generation filled with dead entries, and a full
 * collection (~50 ms of marking) ran every ~0.6 s under live panchang load; those pauses were its p99. Even
 * holding the last few first answers in a small window for a prompt repeat brought the collections back
 * (docs/operations.md, seventh session). A URL asked for repeatedly costs one extra computation.
 */
import { SeenKeys } from './seen-keys.js';

export interface CachedResponse {
  status: number;
  contentType: string;
  headers: Record<string, string>;
  body: Buffer;
  /** `body` gzip-compressed, made once, for the first client that takes gzip (absent until then, and for small or binary bodies) */
  gzipBody?: Buffer;
  expiresAtMs: number;
  /** `headers` and `contentType` hold no CR or LF (checked once when stored). */
  headersChecked?: boolean;
}

/**
 * What the gateway needs of a response cache: the in-memory {@link ResponseCache} (default, synchronous)
 * or a shared one (Redis, asynchronous). `set` may be fire-and-forget: a lost write only costs a miss.
 */
export interface ResponseCacheLike {
  get(key: string, nowMs: number): CachedResponse | null | Promise<CachedResponse | null>;
  /** `nowMs` is the request's clock reading (lifetimes are `value.expiresAtMs - nowMs`). */
  set(key: string, value: CachedResponse, nowMs: number): void | Promise<void>;
  /** Drops entries idle past the cache's idle lifetime (in this process); returns how many. */
  sweepIdle?(nowMs: number): number;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  /** Bound on the bytes held (bodies + keys + a fixed per-entry overhead); default {@link DEFAULT_CACHE_BYTES}. */
  maxBytes?: number;
  /** An entry neither read nor stored for this long is dropped by {@link ResponseCache.sweepIdle}; default {@link DEFAULT_CACHE_IDLE_MS}. */
  idleMs?: number;
  /** The admission filter's words, shared with the other serving threads' caches (SeenKeys.sharedBuffer); default: its own. */
  seenKeysBuffer?: SharedArrayBuffer;
}

/**
 * Default byte bound per serving thread. The soak showed each live answer (a new location) adds ~5 KB of
 * heap + buffer memory until the bound is reached; 64 MB holds ~13,000 panchang answers per thread.
 * `kalakosha serve --cache-mb N` changes it.
 */
export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

/** Memory an entry costs beyond its bodies and key (entry object, headers object, Map slot, Buffer header). */
const ENTRY_OVERHEAD_BYTES = 400;

/**
 * Default idle lifetime. Without it the cache keeps a burst's answers (a crawl, a fuzz run, an app's
 * launch-day traffic) until their TTL (up to a week), so memory stays at the bound after the traffic is
 * gone. Ten minutes keeps everything a steady client repeats; `kalakosha serve --cache-idle-sec N` changes it.
 */
export const DEFAULT_CACHE_IDLE_MS = 10 * 60 * 1000;

/** Seconds as a small integer (a Smi: storing it allocates nothing), wrapping every ~31.7 years. */
const SEC_WRAP = 1_000_000_000;
const secOf = (nowMs: number) => Math.floor(nowMs / 1000) % SEC_WRAP;
const entryBytes = (key: string, e: CachedResponse) => e.body.length + (e.gzipBody?.length ?? 0) + key.length + ENTRY_OVERHEAD_BYTES;

/** An entry with the second (wrapped, see secOf) it was stored or last moved to the recent end. */
type Entry = CachedResponse & { touchedSec: number };

export class ResponseCache implements ResponseCacheLike {
  private readonly map = new Map<string, Entry>();
  /** Keys stored once already (answers computed once and not kept). */
  private readonly seen: SeenKeys;
  private bytes = 0;
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly idleMs: number;

  constructor(opts: ResponseCacheOptions = {}) {
    this.maxEntries = opts.maxEntries ?? 50_000;
    this.maxBytes = opts.maxBytes ?? DEFAULT_CACHE_BYTES;
    this.idleMs = opts.idleMs ?? DEFAULT_CACHE_IDLE_MS;
    this.seen = new SeenKeys(opts.seenKeysBuffer);
  }

  get(key: string, nowMs: number): CachedResponse | null {
    const e = this.map.get(key);
    if (!e) return null;
    if (e.expiresAtMs <= nowMs) {
      this.delete(key);
      return null;
    }
    // Refresh recency at most once a second per entry: moving an entry (delete + set) on every hit churned the
    // Map's table and promoted ~170 bytes per hit into the old generation, and scavenges of a serving thread's
    // heap then paused for ~5 ms (the p99 of cached routes under load).
    const sec = secOf(nowMs);
    if (e.touchedSec !== sec) {
      this.map.delete(key);
      e.touchedSec = sec;
      this.map.set(key, e);
    }
    return e;
  }

  set(key: string, value: CachedResponse, nowMs: number): void {
    if (value.body.length > this.maxBytes / 16) return; // one huge body must not evict everything
    if (!this.map.has(key) && !this.seen.checkAndAdd(key)) return; // a first answer: kept if computed again
    const entry = Object.assign({}, value) as Entry; // our own object: `get` marks it (no `{ ...value, touchedSec }`: see calendar/panchang/response.ts)
    entry.touchedSec = secOf(nowMs);
    // A small Buffer (< 4 KiB) made by Buffer.from(string) is a view into an 8 KiB shared slab: keeping it
    // would pin the whole slab. Keep an exact-size copy instead (once per miss), so bytes counted = bytes held.
    if (entry.body.buffer.byteLength > entry.body.length) {
      const own = Buffer.allocUnsafeSlow(entry.body.length);
      entry.body.copy(own);
      entry.body = own;
    }
    this.delete(key);
    this.map.set(key, entry);
    this.bytes += entryBytes(key, entry);
    while (this.map.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  /**
   * Drops the entries idle for {@link idleMs} or more, oldest first; returns how many. The map is in recency
   * order (to the second), so the walk stops at the first entry touched recently: a sweep costs the entries
   * it drops, not the cache's size. The serving thread calls it on a timer (createApp).
   */
  sweepIdle(nowMs: number): number {
    const idleSec = Math.ceil(this.idleMs / 1000);
    const sec = secOf(nowMs);
    let dropped = 0;
    for (const [key, e] of this.map) {
      if ((sec - e.touchedSec + SEC_WRAP) % SEC_WRAP < idleSec) break;
      this.delete(key);
      dropped++;
    }
    return dropped;
  }

  /** Adds the gzip form of a stored entry (counted in the byte bound). */
  attachGzip(key: string, entry: CachedResponse, gzipBody: Buffer): void {
    if (this.map.get(key) !== entry || entry.gzipBody) return;
    entry.gzipBody = gzipBody;
    this.bytes += gzipBody.length;
  }

  private delete(key: string): void {
    const e = this.map.get(key);
    if (!e) return;
    this.bytes -= entryBytes(key, e);
    this.map.delete(key);
  }

  get size(): number {
    return this.map.size;
  }

  get sizeBytes(): number {
    return this.bytes;
  }

  clear(): void {
    this.map.clear();
    this.seen.clear();
    this.bytes = 0;
  }
}

/**
 * A stable cache key: route id + the normalised inputs in the route's declared parameter order (validated
 * values, so `lat=28.610` and `lat=28.61` share an entry), + the JSON body and any vary string.
 * `pathValues` (path parameters) are looked up when `values` (query) has no value of that name.
 */
export function cacheKeyOf(routeId: string, names: readonly string[], values: Record<string, unknown>, extra: string, pathValues?: Record<string, unknown>): string {
  let k = routeId;
  for (const n of names) {
    // Path parameters first, as `{ ...pathValues, ...values }` would give, without building that object.
    const v = values[n] !== undefined ? values[n] : pathValues?.[n];
    if (v !== undefined) k += '|' + n + '=' + (typeof v === 'string' ? v : JSON.stringify(v));
  }
  return extra ? k + '|' + extra : k;
}
