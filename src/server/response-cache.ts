/**
 * @module
 * A bounded in-memory response cache with per-entry lifetimes (LRU by insertion order refresh).
 * Holds serialised bodies, so a hit costs a Map lookup and no JSON work.
 */

export interface CachedResponse {
  status: number;
  contentType: string;
  headers: Record<string, string>;
  body: Buffer;
  expiresAtMs: number;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
}

export class ResponseCache {
  private readonly map = new Map<string, CachedResponse>();
  private bytes = 0;
  readonly maxEntries: number;
  readonly maxBytes: number;

  constructor(opts: ResponseCacheOptions = {}) {
    this.maxEntries = opts.maxEntries ?? 50_000;
    this.maxBytes = opts.maxBytes ?? 256 * 1024 * 1024;
  }

  get(key: string, nowMs: number): CachedResponse | null {
    const e = this.map.get(key);
    if (!e) return null;
    if (e.expiresAtMs <= nowMs) {
      this.delete(key);
      return null;
    }
    // Refresh recency.
    this.map.delete(key);
    this.map.set(key, e);
    return e;
  }

  set(key: string, value: CachedResponse): void {
    if (value.body.length > this.maxBytes / 16) return; // one huge body must not evict everything
    this.delete(key);
    this.map.set(key, value);
    this.bytes += value.body.length + key.length;
    while (this.map.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const e = this.map.get(key);
    if (!e) return;
    this.bytes -= e.body.length + key.length;
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
    this.bytes = 0;
  }
}

/** A stable cache key: route id + canonical JSON of the normalised inputs (keys sorted). */
export function cacheKeyOf(routeId: string, parts: unknown): string {
  return routeId + '|' + canonicalJson(parts);
}

function canonicalJson(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return '[' + v.map(canonicalJson).join(',') + ']';
  const keys = Object.keys(v as object).sort();
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + canonicalJson((v as Record<string, unknown>)[k])).join(',') + '}';
}
