/**
 * @module
 * The response cache shared by replicas (`REDIS_URL`): one Redis string per entry, `PX` = the route's
 * cache lifetime, so a response computed by one replica is a hit on every other. The key is the SHA-256
 * of the gateway's cache key. Value: a 4-byte big-endian header length, a JSON header (status, content
 * type, headers, expiry), then the body bytes. While Redis is unreachable every lookup is a miss and
 * writes are dropped: the cache never makes a request fail.
 * A small in-process cache sits in front (entries keep their Redis expiry, so it can never serve a
 * response longer than the route allows): a replica's repeated hits cost no round trip.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ResponseCache, type CachedResponse, type ResponseCacheLike } from '../response-cache.js';

export interface RedisResponseCacheOptions {
  /** Key prefix (default `kk:cache:`). */
  prefix?: string;
  /** Bodies larger than this are not cached (default 4 MiB). */
  maxBodyBytes?: number;
  /** Bytes of the in-process cache in front of Redis (default 64 MiB; 0 = none). */
  localBytes?: number;
}

export class RedisResponseCache implements ResponseCacheLike {
  private readonly prefix: string;
  private readonly maxBodyBytes: number;
  private readonly local: ResponseCache | null;

  constructor(private readonly redis: Redis, opts: RedisResponseCacheOptions = {}) {
    this.prefix = opts.prefix ?? 'kk:cache:';
    this.maxBodyBytes = opts.maxBodyBytes ?? 4 * 1024 * 1024;
    const localBytes = opts.localBytes ?? 64 * 1024 * 1024;
    this.local = localBytes > 0 ? new ResponseCache({ maxBytes: localBytes, maxEntries: 20_000 }) : null;
  }

  /** The in-process copy's idle entries (Redis expires its own by TTL). */
  sweepIdle(nowMs: number): number {
    return this.local?.sweepIdle(nowMs) ?? 0;
  }

  private key(k: string): string {
    return this.prefix + createHash('sha256').update(k).digest('hex');
  }

  get(key: string, nowMs: number): CachedResponse | null | Promise<CachedResponse | null> {
    const hit = this.local?.get(key, nowMs);
    return hit ?? this.getShared(key, nowMs);
  }

  private async getShared(key: string, nowMs: number): Promise<CachedResponse | null> {
    if (this.redis.status !== 'ready') return null;
    let buf: Buffer | null;
    try {
      buf = await this.redis.getBuffer(this.key(key));
    } catch {
      return null;
    }
    if (!buf || buf.length < 4) return null;
    try {
      const n = buf.readUInt32BE(0);
      const head = JSON.parse(buf.subarray(4, 4 + n).toString('utf8')) as Omit<CachedResponse, 'body'>;
      if (head.expiresAtMs <= nowMs) return null;
      const entry = Object.assign({}, head, { body: buf.subarray(4 + n) });
      this.local?.set(key, entry, nowMs);
      return entry;
    } catch {
      return null;
    }
  }

  async set(key: string, value: CachedResponse, nowMs: number): Promise<void> {
    this.local?.set(key, value, nowMs);
    if (this.redis.status !== 'ready' || value.body.length > this.maxBodyBytes) return;
    const ttlMs = Math.round(value.expiresAtMs - nowMs);
    if (ttlMs <= 0) return;
    const head = Buffer.from(JSON.stringify({ status: value.status, contentType: value.contentType, headers: value.headers, expiresAtMs: value.expiresAtMs }), 'utf8');
    const len = Buffer.alloc(4);
    len.writeUInt32BE(head.length, 0);
    try {
      await this.redis.set(this.key(key), Buffer.concat([len, head, value.body]), 'PX', ttlMs);
    } catch {
      /* a lost write costs one miss */
    }
  }
}
