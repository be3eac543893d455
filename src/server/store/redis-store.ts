/**
 * @module
 * The shared store for several replicas (`REDIS_URL`): keys, accounts, users, sessions, usage counters,
 * rate-limit windows and login-attempt windows live in one Redis, so N replicas enforce one limit per key.
 *
 * - Limits: one Lua script per request (redis-scripts.ts `CONSUME_LUA`) applies the rule of
 *   `decideUsage` to the minute counter and the month counter atomically; the figures returned to the
 *   client are then computed by `decideUsage` itself from the counts the script saw. A key's first count starts
 *   with its account's usage (`seedUsage`), summed in the same script; `createKey`'s script enforces the
 *   active-key cap and the keys-created-per-day limit atomically.
 * - Revocation: no positive caching of key lookups: every request asks Redis, so a key revoked
 *   through any replica (or the CLI) is refused by every replica on its next request.
 * - Outage policy (docs/dashboard-and-replicas.md): commands fail fast (no offline queue, 1 s timeout).
 *   While Redis is unreachable, a key this replica validated within the last `graceSec` seconds
 *   (default 300) is still accepted and metered against local counters, conservatively: the counts
 *   Redis last reported plus this replica's own requests multiplied by `replicas` (so N replicas
 *   configured with `replicas: N` stay within one limit together). Every other key fails closed
 *   (502 COMPUTE_ERROR, Retry-After); malformed keys still get 401. Writes (create/revoke keys,
 *   sign-up, sign-in) fail with `StoreUnavailableError`. The client reconnects by itself; on
 *   reconnection the requests counted locally are added to the Redis counters.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Redis, ReplyError } from 'ioredis';
import { digestsEqual, generateApiKey, hashApiKey, hashApiKeyMemo, isWellFormedApiKey, keyLookupPrefix } from '../keys/key-format.js';
import { KEYS_CREATED_PER_DAY, MAX_ACTIVE_KEYS, TIERS, isTierName, type TierName } from '../keys/tiers.js';
import { ATTEMPT_LUA, AUTH_LUA, CONSUME_LUA, CREATE_KEY_LUA, CREATE_USER_LUA, REVOKE_KEY_LUA, SET_PASSWORD_LUA, THROTTLE_LUA } from './redis-scripts.js';
import { StoreError, StoreUnavailableError, type AccountRecord, type AttemptDecision, type ThrottleDecision, type GatewayStore, type KeyRecord, type SessionRecord, type UsageDecision, type UserRecord } from './types.js';
import { dayOfMonthIndex, daysInMonth, decideUsage, keyCreationLimit, minuteWindowStartSec, monthEndSec, monthPeriod } from './windows.js';

/**
 * Counter lifetimes are given to Redis as TTLs measured from the store's own clock (`nowMs`), never as absolute
 * times: the windows are decided by that clock, so a Redis server whose clock differs (or a test that replays a
 * past day) must not find a counter already expired when it is written.
 */
function ttlSecUntil(untilSec: number, nowMs: number): number {
  return Math.max(1, untilSec - Math.floor(nowMs / 1000));
}

/** The month's counters live until 40 days after the month ends: the dashboard may still show last month. */
function monthCountersTtlSec(nowMs: number): number {
  return ttlSecUntil(monthEndSec(nowMs) + 40 * 86_400, nowMs);
}

export interface RedisStoreOptions {
  url: string;
  /** Prefix of every Redis key this store writes (default `kk:`); tests use one per test. */
  prefix?: string;
  /** Seconds after its last successful validation during which a key is still accepted while Redis is down. */
  graceSec?: number;
  /** Replicas sharing the limits; local outage counts are multiplied by it (default 1). */
  replicas?: number;
  /** Milliseconds before a Redis command counts as failed (default 1000). */
  commandTimeoutMs?: number;
  /** Transitions (down, back up) are reported here. */
  log?: (level: 'info' | 'warn', msg: string, extra?: Record<string, unknown>) => void;
}

interface RecentKey {
  record: KeyRecord;
  validatedAtMs: number;
}

/** What this replica knows of one key's usage, for the outage policy. */
interface LocalUsage {
  /** Counts Redis reported at the last successful consume. */
  minuteStartSec: number;
  minuteUsed: number;
  period: string;
  monthUsed: number;
  /** Requests accepted while Redis was unreachable, not yet added to Redis. */
  pendingMinuteStartSec: number;
  pendingMinute: number;
  pendingPeriod: string;
  pendingMonth: number;
  pendingDays: Map<number, number>;
}

const MAX_RECENT = 100_000;
const OUR_ERRORS = new Set(['KEY_LIMIT_REACHED', 'KEY_CREATION_LIMIT', 'PREFIX_TAKEN', 'EMAIL_TAKEN']);

type Scripts = {
  kkConsume(...args: (string | number)[]): Promise<[number, number, number]>;
  kkAuth(...args: (string | number)[]): Promise<string[]>;
  kkCreateKey(...args: (string | number)[]): Promise<string>;
  kkRevokeKey(...args: (string | number)[]): Promise<number>;
  kkCreateUser(...args: (string | number)[]): Promise<number>;
  kkAttempt(...args: (string | number)[]): Promise<[number, number]>;
  kkThrottle(...args: (string | number)[]): Promise<[number, number, number]>;
  kkSetPassword(...args: (string | number)[]): Promise<number>;
};

export class RedisStore implements GatewayStore {
  readonly redis: Redis;
  readonly prefix: string;
  private readonly graceMs: number;
  private readonly replicas: number;
  private readonly recent = new Map<string, RecentKey>();
  private readonly local = new Map<string, LocalUsage>();
  private available = false;
  /** The latest request clock reading seen (the store reads no clock of its own). */
  private lastNowMs = 0;
  private closed = false;
  private readonly log: NonNullable<RedisStoreOptions['log']>;

  private constructor(private readonly opts: RedisStoreOptions) {
    this.prefix = opts.prefix ?? 'kk:';
    this.graceMs = (opts.graceSec ?? 300) * 1000;
    this.replicas = Math.max(1, Math.floor(opts.replicas ?? 1));
    this.log = opts.log ?? (() => {});
    this.redis = new Redis(opts.url, {
      lazyConnect: true,
      // Fail fast while disconnected instead of queueing requests behind a dead connection.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      commandTimeout: opts.commandTimeoutMs ?? 1000,
      connectTimeout: 2000,
      // Reconnect forever, backing off to one attempt every 2 s.
      retryStrategy: (times) => Math.min(100 * times, 2000),
    });
    const r = this.redis;
    r.defineCommand('kkConsume', { numberOfKeys: 4, lua: CONSUME_LUA });
    r.defineCommand('kkAuth', { numberOfKeys: 1, lua: AUTH_LUA });
    r.defineCommand('kkCreateKey', { numberOfKeys: 6, lua: CREATE_KEY_LUA });
    r.defineCommand('kkRevokeKey', { numberOfKeys: 2, lua: REVOKE_KEY_LUA });
    r.defineCommand('kkCreateUser', { numberOfKeys: 2, lua: CREATE_USER_LUA });
    r.defineCommand('kkAttempt', { numberOfKeys: 1, lua: ATTEMPT_LUA });
    r.defineCommand('kkThrottle', { numberOfKeys: 1, lua: THROTTLE_LUA });
    r.defineCommand('kkSetPassword', { numberOfKeys: 1, lua: SET_PASSWORD_LUA });
    r.on('error', () => {
      /* reported through 'close' and failed commands; ioredis reconnects by itself */
    });
    r.on('close', () => this.markDown('connection closed'));
    r.on('ready', () => {
      this.available = true;
      void this.reconcile();
    });
  }

  /**
   * Connects. When Redis is unreachable at start the store still opens (everything fails closed) and
   * keeps reconnecting in the background; `waitForRedis` makes start-up wait instead.
   */
  static async open(opts: RedisStoreOptions & { waitForRedis?: boolean }): Promise<RedisStore> {
    const s = new RedisStore(opts);
    try {
      await s.redis.connect();
    } catch (e) {
      if (opts.waitForRedis) {
        s.redis.disconnect();
        throw new StoreUnavailableError(`Redis at ${redactUrl(opts.url)} is unreachable: ${(e as Error).message}`);
      }
      s.log('warn', 'redis unreachable at start; retrying in the background', { url: redactUrl(opts.url) });
    }
    return s;
  }

  /** Whether the last Redis command succeeded (or the connection is ready). */
  get isAvailable(): boolean {
    return this.available;
  }

  private get s(): Scripts {
    return this.redis as unknown as Scripts;
  }

  private k(...parts: string[]): string {
    return this.prefix + parts.join(':');
  }
  private keyRecKey(id: string): string {
    return this.k('key', `{${id}}`);
  }

  private markDown(why: string): void {
    if (this.available && !this.closed) this.log('warn', 'redis unavailable: serving with the outage policy', { reason: why });
    this.available = false;
  }

  /** Runs a Redis call; connection failures become StoreUnavailableError, our script errors StoreError. */
  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      const v = await fn();
      return v;
    } catch (e) {
      if (e instanceof ReplyError) {
        const message = String((e as Error).message);
        const code = message.replace(/^ERR /, '').split(' ')[0]; // Redis 7 prefixes error_reply texts with ERR
        if (OUR_ERRORS.has(code)) throw new StoreError(code, code);
        if (!/^(LOADING|READONLY|MASTERDOWN|BUSY|TRYAGAIN|CLUSTERDOWN)/.test(message)) throw e;
      }
      this.markDown((e as Error).message);
      throw new StoreUnavailableError(`The shared store (Redis) is unreachable: ${(e as Error).message}`);
    }
  }

  // ---- keys ---------------------------------------------------------------------------------------

  async authenticate(apiKey: string, nowMs: number): Promise<KeyRecord | null> {
    if (!isWellFormedApiKey(apiKey)) return null;
    const h = hashApiKeyMemo(apiKey);
    let reply: string[];
    try {
      reply = await this.call(() => this.s.kkAuth(this.k('prefix', keyLookupPrefix(apiKey)), this.prefix));
    } catch (e) {
      if (!(e instanceof StoreUnavailableError)) throw e;
      // Outage: fail open only for keys validated here recently; everything else fails closed.
      const r = this.recent.get(h);
      if (r && nowMs - r.validatedAtMs <= this.graceMs) return { ...r.record };
      throw e;
    }
    if (reply.length === 0) {
      this.recent.delete(h);
      return null;
    }
    const rec = keyFromHash(reply[0], pairs(reply.slice(1)));
    if (!digestsEqual(rec.hash, h) || rec.revokedAtMs !== null) {
      this.recent.delete(h);
      return null;
    }
    this.recent.delete(h); // refresh recency
    this.recent.set(h, { record: { ...rec }, validatedAtMs: nowMs });
    if (this.recent.size > MAX_RECENT) this.recent.delete(this.recent.keys().next().value!);
    return rec;
  }

  private usageKeys(keyId: string, nowMs: number): [string, string, string, string] {
    const tag = `{${keyId}}`;
    return [this.k('usage', tag, 'm', String(minuteWindowStartSec(nowMs))), this.k('usage', tag, 'mo', monthPeriod(nowMs)), this.k('usage', tag, 'd', monthPeriod(nowMs)), this.keyRecKey(keyId)];
  }

  private async runConsume(key: KeyRecord, nowMs: number, consume: boolean): Promise<UsageDecision> {
    const t = TIERS[key.tier];
    const [reason, m, mo] = await this.call(() =>
      this.s.kkConsume(...this.usageKeys(key.id, nowMs), t.perMinute ?? -1, t.perMonth ?? -1, 120, monthCountersTtlSec(nowMs), String(dayOfMonthIndex(nowMs) + 1), nowMs, consume ? '1' : '0', this.prefix, String(minuteWindowStartSec(nowMs)), monthPeriod(nowMs), key.id),
    );
    const d = decideUsage(key.tier, Number(m), Number(mo), nowMs, consume);
    const scriptReason = reason === 0 ? null : reason === 1 ? 'minute' : 'month';
    if (scriptReason !== d.reason) throw new Error(`limit script and decideUsage disagree (${scriptReason} vs ${d.reason})`);
    this.remember(key.id, nowMs, d);
    return d;
  }

  private remember(keyId: string, nowMs: number, d: UsageDecision): void {
    let u = this.local.get(keyId);
    if (!u) {
      u = { minuteStartSec: 0, minuteUsed: 0, period: '', monthUsed: 0, pendingMinuteStartSec: 0, pendingMinute: 0, pendingPeriod: '', pendingMonth: 0, pendingDays: new Map() };
      this.local.set(keyId, u);
      if (this.local.size > MAX_RECENT) this.local.delete(this.local.keys().next().value!);
    }
    u.minuteStartSec = minuteWindowStartSec(nowMs);
    u.minuteUsed = d.minuteUsed;
    u.period = monthPeriod(nowMs);
    u.monthUsed = d.monthUsed;
  }

  /** The outage policy's local decision (see the module comment). */
  private localDecision(key: KeyRecord, nowMs: number, consume: boolean): UsageDecision {
    let u = this.local.get(key.id);
    if (!u) {
      u = { minuteStartSec: 0, minuteUsed: 0, period: '', monthUsed: 0, pendingMinuteStartSec: 0, pendingMinute: 0, pendingPeriod: '', pendingMonth: 0, pendingDays: new Map() };
      this.local.set(key.id, u);
    }
    const w = minuteWindowStartSec(nowMs);
    const p = monthPeriod(nowMs);
    if (u.pendingPeriod !== p && u.pendingMonth > 0 && u.pendingPeriod !== '') {
      // Counts of a month that has ended cannot matter any more; drop them.
      u.pendingMonth = 0;
      u.pendingDays.clear();
    }
    u.pendingPeriod = p;
    if (u.pendingMinuteStartSec !== w) {
      u.pendingMinuteStartSec = w;
      u.pendingMinute = 0;
    }
    const minuteBase = u.minuteStartSec === w ? u.minuteUsed : 0;
    const monthBase = u.period === p ? u.monthUsed : 0;
    const d = decideUsage(key.tier, minuteBase + u.pendingMinute * this.replicas, monthBase + u.pendingMonth * this.replicas, nowMs, consume);
    if (consume && d.allowed) {
      u.pendingMinute++;
      u.pendingMonth++;
      const day = dayOfMonthIndex(nowMs) + 1;
      u.pendingDays.set(day, (u.pendingDays.get(day) ?? 0) + 1);
    }
    return d;
  }

  /** Adds the requests accepted during an outage to the Redis counters, once Redis is back. */
  private async reconcile(): Promise<void> {
    const pending = [...this.local.entries()].filter(([, u]) => u.pendingMonth > 0);
    if (pending.length === 0) {
      this.log('info', 'redis available');
      return;
    }
    const nowMs = this.lastNowMs;
    const pipe = this.redis.multi();
    let n = 0;
    for (const [id, u] of pending) {
      if (u.pendingPeriod !== monthPeriod(nowMs)) continue;
      const [minuteKey, monthKey, daysKey] = this.usageKeys(id, nowMs);
      const ttl = monthCountersTtlSec(nowMs);
      if (u.pendingMinuteStartSec === minuteWindowStartSec(nowMs) && u.pendingMinute > 0) pipe.incrby(minuteKey, u.pendingMinute).expire(minuteKey, 120);
      pipe.incrby(monthKey, u.pendingMonth).expire(monthKey, ttl);
      for (const [day, c] of u.pendingDays) pipe.hincrby(daysKey, String(day), c);
      pipe.expire(daysKey, ttl);
      n += u.pendingMonth;
    }
    try {
      await pipe.exec();
      for (const [, u] of pending) {
        u.pendingMinute = 0;
        u.pendingMonth = 0;
        u.pendingDays.clear();
      }
      this.log('info', 'redis available again; requests counted during the outage were added', { requests: n, keys: pending.length });
    } catch {
      /* down again: the next 'ready' retries */
    }
  }

  async consume(key: KeyRecord, nowMs: number): Promise<UsageDecision> {
    this.lastNowMs = Math.max(this.lastNowMs, nowMs);
    try {
      return await this.runConsume(key, nowMs, true);
    } catch (e) {
      if (!(e instanceof StoreUnavailableError)) throw e;
      return this.localDecision(key, nowMs, true);
    }
  }

  async peek(key: KeyRecord, nowMs: number): Promise<UsageDecision> {
    try {
      return await this.runConsume(key, nowMs, false);
    } catch (e) {
      if (!(e instanceof StoreUnavailableError)) throw e;
      return this.localDecision(key, nowMs, false);
    }
  }

  async createKey(input: { account: string; tier?: TierName; name?: string | null; operator?: boolean }, nowMs: number): Promise<{ apiKey: string; record: KeyRecord }> {
    if (!/^[A-Za-z0-9._@+\-]{1,128}$/.test(input.account)) throw new StoreError('INVALID_ACCOUNT', 'Account names are 1–128 characters of letters, digits and . _ @ + -');
    if (input.tier !== undefined && !isTierName(input.tier)) throw new StoreError('INVALID_TIER', `Unknown tier '${input.tier}'`);
    for (let attempt = 0; ; attempt++) {
      const apiKey = generateApiKey();
      const id = 'key_' + randomBytes(8).toString('hex');
      const prefix = keyLookupPrefix(apiKey);
      const acct = this.k('account', input.account);
      const day = Math.floor(nowMs / 86_400_000);
      try {
        const tier = await this.call(() =>
          this.s.kkCreateKey(acct, acct + ':active', acct + ':keys', this.keyRecKey(id), this.k('prefix', prefix), `${acct}:created:${day}`, input.account, input.tier ?? '', MAX_ACTIVE_KEYS, id, input.name ?? '', prefix, hashApiKey(apiKey), nowMs, input.operator ? -1 : KEYS_CREATED_PER_DAY, ttlSecUntil((day + 2) * 86_400, nowMs)),
        );
        const record: KeyRecord = { id, account: input.account, tier: tier as TierName, name: input.name ?? null, prefix, hash: hashApiKey(apiKey), createdAtMs: nowMs, revokedAtMs: null, lastUsedAtMs: null };
        return { apiKey, record };
      } catch (e) {
        if (e instanceof StoreError && e.code === 'PREFIX_TAKEN' && attempt < 5) continue;
        if (e instanceof StoreError && e.code === 'KEY_LIMIT_REACHED') {
          throw new StoreError('KEY_LIMIT_REACHED', `Account '${input.account}' already has ${MAX_ACTIVE_KEYS} active keys, the most an account may hold; revoke one first`);
        }
        if (e instanceof StoreError && e.code === 'KEY_CREATION_LIMIT') throw keyCreationLimit(input.account, nowMs);
        throw e;
      }
    }
  }

  async revokeKey(keyId: string, nowMs: number): Promise<KeyRecord | null> {
    const k = await this.getKey(keyId);
    if (!k) return null;
    await this.call(() => this.s.kkRevokeKey(this.keyRecKey(keyId), this.k('account', k.account) + ':active', keyId, nowMs));
    // Forget it locally too, so the outage policy can never accept it on this replica.
    for (const [h, r] of this.recent) if (r.record.id === keyId) this.recent.delete(h);
    return this.getKey(keyId);
  }

  async renameKey(keyId: string, name: string | null, _nowMs: number): Promise<KeyRecord | null> {
    const key = this.keyRecKey(keyId);
    const exists = await this.call(() => this.redis.exists(key));
    if (!exists) return null;
    await this.call(() => (name ? this.redis.hset(key, 'name', name) : this.redis.hdel(key, 'name')));
    return this.getKey(keyId);
  }

  async listKeys(account: string): Promise<KeyRecord[]> {
    const ids = await this.call(() => this.redis.smembers(this.k('account', account) + ':keys'));
    const tier = (await this.getAccount(account))?.tier ?? 'free';
    if (ids.length === 0) return [];
    const pipe = this.redis.pipeline();
    for (const id of ids) pipe.hgetall(this.keyRecKey(id));
    const res = (await this.call(() => pipe.exec())) ?? [];
    const out: KeyRecord[] = [];
    for (const [err, h] of res) if (!err && h && Object.keys(h as object).length) out.push(keyFromHash(tier, h as Record<string, string>));
    return out.sort((a, b) => a.createdAtMs - b.createdAtMs || a.id.localeCompare(b.id));
  }

  async getKey(keyId: string): Promise<KeyRecord | null> {
    const h = await this.call(() => this.redis.hgetall(this.keyRecKey(keyId)));
    if (!h || !h.id) return null;
    const tier = (await this.call(() => this.redis.hget(this.k('account', h.account), 'tier'))) ?? 'free';
    return keyFromHash(tier, h);
  }

  async getAccount(account: string): Promise<AccountRecord | null> {
    const h = await this.call(() => this.redis.hgetall(this.k('account', account)));
    if (!h || !h.tier) return null;
    return { name: account, tier: h.tier as TierName, createdAtMs: Number(h.createdAtMs) };
  }

  async listAccounts(): Promise<AccountRecord[]> {
    // An account is the hash `<prefix>account:<name>`; its key sets add a suffix (`:active`, `:keys`), and
    // names cannot contain ':' (createKey's rule), so the hashes are the matches with no further ':'.
    const head = this.k('account', '');
    const match = head.replace(/[*?[\]\\]/g, '\\$&') + '*';
    const names = new Set<string>();
    let cursor = '0';
    do {
      const [next, found] = await this.call(() => this.redis.scan(cursor, 'MATCH', match, 'COUNT', 1000));
      cursor = next;
      for (const key of found) if (!key.slice(head.length).includes(':')) names.add(key.slice(head.length));
    } while (cursor !== '0');
    const out: AccountRecord[] = [];
    for (const name of [...names].sort()) {
      const a = await this.getAccount(name);
      if (a) out.push(a);
    }
    return out;
  }

  async setAccountTier(account: string, tier: TierName, nowMs: number): Promise<AccountRecord> {
    if (!isTierName(tier)) throw new StoreError('INVALID_TIER', `Unknown tier '${tier}'`);
    const key = this.k('account', account);
    await this.call(() => this.redis.multi().hsetnx(key, 'name', account).hsetnx(key, 'createdAtMs', String(nowMs)).hset(key, 'tier', tier).exec());
    return (await this.getAccount(account))!;
  }

  async dailyUsage(keyId: string, nowMs: number): Promise<number[]> {
    const out = new Array<number>(daysInMonth(nowMs)).fill(0);
    let h: Record<string, string>;
    try {
      h = await this.call(() => this.redis.hgetall(this.k('usage', `{${keyId}}`, 'd', monthPeriod(nowMs))));
    } catch (e) {
      if (!(e instanceof StoreUnavailableError)) throw e;
      h = {};
    }
    for (const [day, n] of Object.entries(h)) {
      const i = Number(day) - 1;
      if (i >= 0 && i < out.length) out[i] = Number(n);
    }
    const u = this.local.get(keyId);
    if (u && u.pendingPeriod === monthPeriod(nowMs)) for (const [day, n] of u.pendingDays) if (day - 1 < out.length) out[day - 1] += n;
    return out;
  }

  // ---- dashboard users ----------------------------------------------------------------------------

  async createUser(input: { email: string; passwordHash: string }, nowMs: number): Promise<UserRecord> {
    const id = 'usr_' + randomBytes(8).toString('hex');
    await this.call(() => this.s.kkCreateUser(this.k('email', input.email), this.k('user', id), id, input.email, input.passwordHash, nowMs));
    return { id, email: input.email, passwordHash: input.passwordHash, createdAtMs: nowMs };
  }

  async getUser(userId: string): Promise<UserRecord | null> {
    const h = await this.call(() => this.redis.hgetall(this.k('user', userId)));
    return h && h.id ? { id: h.id, email: h.email, passwordHash: h.passwordHash, createdAtMs: Number(h.createdAtMs) } : null;
  }

  async setPasswordHash(userId: string, passwordHash: string, _nowMs: number): Promise<boolean> {
    return (await this.call(() => this.s.kkSetPassword(this.k('user', userId), passwordHash))) === 1;
  }

  async getUserByEmail(email: string): Promise<UserRecord | null> {
    const id = await this.call(() => this.redis.get(this.k('email', email)));
    return id ? this.getUser(id) : null;
  }

  async createSession(s: SessionRecord): Promise<void> {
    // the session's lifetime from its own clock (see ttlSecUntil); getSession still checks expiresAtMs
    const key = this.k('session', s.tokenHash);
    await this.call(() => this.redis.multi().hset(key, 'userId', s.userId, 'createdAtMs', String(s.createdAtMs), 'expiresAtMs', String(s.expiresAtMs)).pexpire(key, Math.max(1, s.expiresAtMs - s.createdAtMs)).exec());
  }

  async getSession(tokenHash: string, nowMs: number): Promise<SessionRecord | null> {
    const h = await this.call(() => this.redis.hgetall(this.k('session', tokenHash)));
    if (!h || !h.userId) return null;
    const s: SessionRecord = { tokenHash, userId: h.userId, createdAtMs: Number(h.createdAtMs), expiresAtMs: Number(h.expiresAtMs) };
    return s.expiresAtMs > nowMs ? s : null;
  }

  async deleteSession(tokenHash: string, _nowMs: number): Promise<void> {
    await this.call(() => this.redis.del(this.k('session', tokenHash)));
  }

  async countAttempt(bucket: string, limit: number, windowSec: number, nowMs: number): Promise<AttemptDecision> {
    const start = Math.floor(nowMs / 1000 / windowSec) * windowSec;
    const [ok, count] = await this.call(() => this.s.kkAttempt(this.k('attempts', sha256(bucket)), String(start), limit, windowSec));
    return { allowed: ok === 1, count: Number(count), retryAfterSec: Math.max(1, Math.ceil(start + windowSec - nowMs / 1000)) };
  }

  async throttleAttempt(bucket: string, delaysMs: readonly number[], ttlSec: number, nowMs: number): Promise<ThrottleDecision> {
    const [ok, count, waitMs] = await this.call(() => this.s.kkThrottle(this.k('attempts', sha256(bucket)), nowMs, ttlSec * 1000, ...delaysMs));
    return { allowed: ok === 1, count: Number(count), waitMs: Number(waitMs) };
  }

  async clearAttempts(bucket: string): Promise<void> {
    await this.call(() => this.redis.del(this.k('attempts', sha256(bucket))));
  }

  async secret(name: string): Promise<Buffer> {
    const key = this.k('secret', name);
    await this.call(() => this.redis.set(key, randomBytes(32).toString('base64'), 'NX'));
    const v = await this.call(() => this.redis.get(key));
    return Buffer.from(v!, 'base64');
  }

  async flush(): Promise<void> {
    /* every count is written to Redis as it happens */
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      if (this.redis.status === 'ready') await this.redis.quit();
      else this.redis.disconnect();
    } catch {
      this.redis.disconnect();
    }
  }
}

function pairs(flat: string[]): Record<string, string> {
  const o: Record<string, string> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) o[flat[i]] = flat[i + 1];
  return o;
}

function keyFromHash(tier: string, h: Record<string, string>): KeyRecord {
  return {
    id: h.id,
    account: h.account,
    tier: (isTierName(tier) ? tier : 'free') as TierName,
    name: h.name ?? null,
    prefix: h.prefix,
    hash: h.hash,
    createdAtMs: Number(h.createdAtMs),
    revokedAtMs: h.revokedAtMs ? Number(h.revokedAtMs) : null,
    lastUsedAtMs: h.lastUsedAtMs ? Number(h.lastUsedAtMs) : null,
  };
}

function sha256(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

/** The URL without its password, for logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'redis://?';
  }
}
