/**
 * @module
 * The embedded default store, in `--state-dir`:
 * - `journal.jsonl`: an append-only log of key, account and dashboard events (key create/revoke, set-tier,
 *   user sign-up, session sign-in/sign-out, the CSRF secret), each written and fsync'ed before the caller is answered, so `kill -9` cannot lose a created key or a
 *   revocation. Several processes (the server and the CLI) may append; each re-reads what others
 *   appended at most once per wall-clock millisecond on the request path (one positioned read), so a
 *   revocation from the CLI applies to the server's requests from the next millisecond on.
 * - `usage.json`: minute, month and per-day counters, rewritten atomically (temp file + rename) at most once a
 *   second while they change, so a crash loses at most a second of counts.
 * Counters (and login-attempt windows) live in this process: with several processes, use the Redis store.
 * Limits that follow the account read the journal, so they hold across processes: the keys an account created
 * today (KEYS_CREATED_PER_DAY) and, when a key is first counted, which keys' usage it starts with (seedUsage).
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, readSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { digestsEqual, generateApiKey, hashApiKey, hashApiKeyMemo, isWellFormedApiKey, keyLookupPrefix } from '../keys/key-format.js';
import { KEYS_CREATED_PER_DAY, MAX_ACTIVE_KEYS, isTierName, type TierName } from '../keys/tiers.js';
import { dayOfMonthIndex, daysInMonth, decideUsage, keyCreationLimit, minuteWindowStartSec, monthPeriod, seedUsage, type MinuteMonth } from './windows.js';
import type { UsageEntry } from '../threads/shared-usage.js';
import { StoreError, type AccountRecord, type AttemptDecision, type ThrottleDecision, type GatewayStore, type KeyRecord, type SessionRecord, type UsageDecision, type UserRecord } from './types.js';

type JournalEvent =
  | { t: 'account.create'; account: string; tier: TierName; atMs: number }
  | { t: 'account.tier'; account: string; tier: TierName; atMs: number }
  | { t: 'key.create'; id: string; account: string; tier: TierName; name: string | null; prefix: string; hash: string; atMs: number }
  | { t: 'key.revoke'; id: string; atMs: number }
  | { t: 'key.rename'; id: string; name: string | null; atMs: number }
  | { t: 'user.create'; id: string; email: string; passwordHash: string; atMs: number }
  | { t: 'user.password'; id: string; passwordHash: string; atMs: number }
  | { t: 'session.create'; tokenHash: string; userId: string; atMs: number; expiresAtMs: number }
  | { t: 'session.delete'; tokenHash: string; atMs: number }
  | { t: 'secret.create'; name: string; valueB64: string; atMs: number };


interface UsageFile {
  formatVersion: 1;
  usage: Record<string, UsageEntry>;
}

export interface FileStoreOptions {
  stateDir: string;
  /** Milliseconds between usage flushes (default 1000). */
  flushIntervalMs?: number;
  /** Start the periodic flush timer (servers yes, one-shot CLI commands no). */
  autoFlush?: boolean;
}

/** Authenticated keys remembered by their text (only real keys get in; cleared when full). */
const AUTH_MEMO_MAX = 10_000;

export class FileStore implements GatewayStore {
  private readonly journalPath: string;
  private readonly usagePath: string;
  private readonly fd: number;
  private readOffset = 0;
  private readonly readBuf = Buffer.allocUnsafe(256 * 1024);
  private partial = '';
  private readonly keys = new Map<string, KeyRecord>();
  private readonly byPrefix = new Map<string, KeyRecord[]>();
  /** Every key of an account, revoked ones included (key-creation limit, seeding a new key's usage). */
  private readonly byAccount = new Map<string, KeyRecord[]>();
  private readonly accounts = new Map<string, AccountRecord>();
  private readonly users = new Map<string, UserRecord>();
  private readonly usersByEmail = new Map<string, UserRecord>();
  private readonly sessions = new Map<string, SessionRecord>();
  private readonly secrets = new Map<string, Buffer>();
  private readonly attempts = new Map<string, { windowStartSec: number; count: number }>();
  private readonly throttles = new Map<string, { count: number; nextMs: number; expiresMs: number }>();
  private usage = new Map<string, UsageEntry>();
  /** Keys that authenticated, by their text (records are updated in place: a revocation shows at once). */
  private readonly authMemo = new Map<string, KeyRecord>();
  /** Wall-clock millisecond of the last journal read on the request path. */
  private journalCheckedMs = 0;
  private dirty = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly opts: FileStoreOptions) {
    mkdirSync(opts.stateDir, { recursive: true });
    this.journalPath = join(opts.stateDir, 'journal.jsonl');
    this.usagePath = join(opts.stateDir, 'usage.json');
    this.fd = openSync(this.journalPath, 'a+', 0o600);
    this.syncJournal();
    this.loadUsage();
    if (opts.autoFlush) {
      this.timer = setInterval(() => this.flushSync(), opts.flushIntervalMs ?? 1000);
      this.timer.unref();
    }
  }

  /**
   * Applies journal lines appended (by this or another process) since the last read. One positioned read
   * at the current offset per call: cheaper than fstat on the request path, and it sees appends at once.
   */
  private syncJournal(): void {
    for (;;) {
      const n = readSync(this.fd, this.readBuf, 0, this.readBuf.length, this.readOffset);
      if (n <= 0) return;
      this.readOffset += n;
      const text = this.partial + this.readBuf.subarray(0, n).toString('utf8');
      const lines = text.split('\n');
      this.partial = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        let ev: JournalEvent;
        try {
          ev = JSON.parse(line);
        } catch {
          continue; // a torn line from a crash mid-write: the event was never acknowledged
        }
        this.apply(ev);
      }
      if (n < this.readBuf.length) return;
    }
  }

  private apply(ev: JournalEvent): void {
    switch (ev.t) {
      case 'account.create':
        if (!this.accounts.has(ev.account)) this.accounts.set(ev.account, { name: ev.account, tier: ev.tier, createdAtMs: ev.atMs });
        break;
      case 'account.tier': {
        const a = this.accounts.get(ev.account) ?? { name: ev.account, tier: ev.tier, createdAtMs: ev.atMs };
        a.tier = ev.tier;
        this.accounts.set(ev.account, a);
        for (const k of this.keys.values()) if (k.account === ev.account) k.tier = ev.tier;
        break;
      }
      case 'key.create': {
        const rec: KeyRecord = { id: ev.id, account: ev.account, tier: ev.tier, name: ev.name, prefix: ev.prefix, hash: ev.hash, createdAtMs: ev.atMs, revokedAtMs: null, lastUsedAtMs: null };
        this.keys.set(rec.id, rec);
        const list = this.byPrefix.get(rec.prefix) ?? [];
        list.push(rec);
        this.byPrefix.set(rec.prefix, list);
        const own = this.byAccount.get(rec.account);
        if (own) own.push(rec);
        else this.byAccount.set(rec.account, [rec]);
        break;
      }
      case 'key.revoke': {
        const k = this.keys.get(ev.id);
        if (k && k.revokedAtMs === null) k.revokedAtMs = ev.atMs;
        break;
      }
      case 'key.rename': {
        const k = this.keys.get(ev.id);
        if (k) k.name = ev.name;
        break;
      }
      case 'user.create': {
        // First writer wins: two processes racing for one email both re-read the journal after appending.
        if (this.usersByEmail.has(ev.email) || this.users.has(ev.id)) break;
        const u: UserRecord = { id: ev.id, email: ev.email, passwordHash: ev.passwordHash, createdAtMs: ev.atMs };
        this.users.set(u.id, u);
        this.usersByEmail.set(u.email, u);
        break;
      }
      case 'user.password': {
        const u = this.users.get(ev.id);
        if (u) u.passwordHash = ev.passwordHash; // the same record as usersByEmail's
        break;
      }
      case 'session.create':
        this.sessions.set(ev.tokenHash, { tokenHash: ev.tokenHash, userId: ev.userId, createdAtMs: ev.atMs, expiresAtMs: ev.expiresAtMs });
        break;
      case 'session.delete':
        this.sessions.delete(ev.tokenHash);
        break;
      case 'secret.create':
        if (!this.secrets.has(ev.name)) this.secrets.set(ev.name, Buffer.from(ev.valueB64, 'base64'));
        break;
    }
  }

  private append(ev: JournalEvent): void {
    this.syncJournal();
    writeSync(this.fd, JSON.stringify(ev) + '\n');
    fsyncSync(this.fd);
    this.syncJournal();
  }

  private loadUsage(): void {
    if (!existsSync(this.usagePath)) return;
    try {
      const f = JSON.parse(readFileSync(this.usagePath, 'utf8')) as UsageFile;
      if (f.formatVersion === 1) this.usage = new Map(Object.entries(f.usage));
    } catch {
      // An unreadable usage file costs at most the counts in it; keys live in the journal.
      process.stderr.write(`kalakosha: ${this.usagePath} is unreadable; starting usage counters from zero\n`);
    }
    for (const [id, u] of this.usage) {
      const k = this.keys.get(id);
      if (k) k.lastUsedAtMs = u.lastUsedAtMs;
    }
  }

  private flushSync(): void {
    if (!this.dirty) return;
    this.dirty = false;
    const body: UsageFile = { formatVersion: 1, usage: Object.fromEntries(this.usage) };
    const tmp = this.usagePath + '.tmp';
    const fd = openSync(tmp, 'w', 0o600);
    try {
      writeSync(fd, JSON.stringify(body));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, this.usagePath);
  }

  async authenticate(apiKey: string, nowMs: number): Promise<KeyRecord | null> {
    return this.authenticateSync(apiKey, nowMs);
  }

  authenticateSync(apiKey: string, _nowMs: number): KeyRecord | null {
    // A positioned read of the journal at most once per wall-clock millisecond (the wall clock: a test's
    // frozen gateway clock must not stop it): a revocation appended by another process (the CLI) applies to
    // requests from the next millisecond on. Once per request it was ~1 µs of a cached answer's ~15.
    const wallMs = Date.now();
    if (wallMs !== this.journalCheckedMs) {
      this.journalCheckedMs = wallMs;
      this.syncJournal();
    }
    // A key seen before skips the format check and the digest comparison. The lookup compares the full text
    // only after a hash match, so it tells a guesser nothing the 401 does not.
    const seen = this.authMemo.get(apiKey);
    if (seen !== undefined) return seen.revokedAtMs === null ? seen : null;
    if (!isWellFormedApiKey(apiKey)) return null;
    const candidates = this.byPrefix.get(keyLookupPrefix(apiKey));
    if (!candidates) return null;
    const h = hashApiKeyMemo(apiKey);
    for (const k of candidates) {
      if (!digestsEqual(k.hash, h)) continue;
      if (this.authMemo.size >= AUTH_MEMO_MAX) this.authMemo.clear();
      this.authMemo.set(apiKey, k);
      return k.revokedAtMs === null ? k : null;
    }
    return null;
  }

  private entry(key: KeyRecord, nowMs: number): UsageEntry {
    let u = this.usage.get(key.id);
    if (!u) {
      // First count of this key: it starts with its account's usage (seedUsage).
      const seed = this.seedOf(key, nowMs);
      u = { minuteStartSec: minuteWindowStartSec(nowMs), minuteCount: seed.minute, period: monthPeriod(nowMs), monthCount: seed.month, lastUsedAtMs: null, seed: { minuteStartSec: minuteWindowStartSec(nowMs), minute: seed.minute, period: monthPeriod(nowMs), month: seed.month } };
      this.usage.set(key.id, u);
    }
    const w = minuteWindowStartSec(nowMs);
    if (u.minuteStartSec !== w) {
      u.minuteStartSec = w;
      u.minuteCount = 0;
    }
    const p = monthPeriod(nowMs);
    if (u.period !== p) {
      u.period = p;
      u.monthCount = 0;
      u.days = [];
    }
    return u;
  }

  async consume(key: KeyRecord, nowMs: number): Promise<UsageDecision> {
    return this.consumeSync(key, nowMs);
  }

  consumeSync(key: KeyRecord, nowMs: number): UsageDecision {
    const u = this.entry(key, nowMs);
    const d = decideUsage(key.tier, u.minuteCount, u.monthCount, nowMs, true);
    if (d.allowed) {
      u.minuteCount = d.minuteUsed;
      u.monthCount = d.monthUsed;
      const day = dayOfMonthIndex(nowMs);
      u.days ??= [];
      while (u.days.length <= day) u.days.push(0);
      u.days[day]++;
    }
    u.lastUsedAtMs = nowMs;
    key.lastUsedAtMs = nowMs;
    this.dirty = true;
    return d;
  }

  async peek(key: KeyRecord, nowMs: number): Promise<UsageDecision> {
    const u = this.usage.get(key.id);
    if (!u) {
      const seed = this.seedOf(key, nowMs); // what its first count would start with
      return decideUsage(key.tier, seed.minute, seed.month, nowMs, false);
    }
    const w = minuteWindowStartSec(nowMs);
    const p = monthPeriod(nowMs);
    const minute = u && u.minuteStartSec === w ? u.minuteCount : 0;
    const month = u && u.period === p ? u.monthCount : 0;
    return decideUsage(key.tier, minute, month, nowMs, false);
  }

  /** The ids of every key of `account`, revoked ones included, as of the journal now. */
  accountKeyIds(account: string): string[] {
    this.syncJournal();
    return (this.byAccount.get(account) ?? []).map((k) => k.id);
  }

  /** The account owning a key id, or null. */
  accountOfKey(keyId: string): string | null {
    this.syncJournal();
    return this.keys.get(keyId)?.account ?? null;
  }

  /** What `key` starts with on its first count (seedUsage), from the counters of this process. */
  private seedOf(key: KeyRecord, nowMs: number): MinuteMonth {
    const others: MinuteMonth[] = [];
    for (const id of this.accountKeyIds(key.account)) {
      const u = id === key.id ? undefined : this.usage.get(id);
      if (u) others.push(ownUsageOf(u, nowMs));
    }
    return seedUsage(key.tier, others);
  }

  async createKey(input: { account: string; tier?: TierName; name?: string | null; operator?: boolean }, nowMs: number): Promise<{ apiKey: string; record: KeyRecord }> {
    this.syncJournal();
    if (!/^[A-Za-z0-9._@+\-]{1,128}$/.test(input.account)) throw new StoreError('INVALID_ACCOUNT', 'Account names are 1–128 characters of letters, digits and . _ @ + -');
    if (input.tier !== undefined && !isTierName(input.tier)) throw new StoreError('INVALID_TIER', `Unknown tier '${input.tier}'`);
    let account = this.accounts.get(input.account);
    if (!account) {
      this.append({ t: 'account.create', account: input.account, tier: input.tier ?? 'free', atMs: nowMs });
      account = this.accounts.get(input.account)!;
    } else if (input.tier && input.tier !== account.tier) {
      this.append({ t: 'account.tier', account: input.account, tier: input.tier, atMs: nowMs });
    }
    const active = [...this.keys.values()].filter((k) => k.account === input.account && k.revokedAtMs === null);
    if (active.length >= MAX_ACTIVE_KEYS) {
      throw new StoreError('KEY_LIMIT_REACHED', `Account '${input.account}' already has ${MAX_ACTIVE_KEYS} active keys, the most an account may hold; revoke one first`);
    }
    const today = Math.floor(nowMs / 86_400_000);
    const createdToday = (this.byAccount.get(input.account) ?? []).filter((k) => Math.floor(k.createdAtMs / 86_400_000) === today).length;
    if (!input.operator && createdToday >= KEYS_CREATED_PER_DAY) throw keyCreationLimit(input.account, nowMs);
    let apiKey = generateApiKey();
    while (this.byPrefix.has(keyLookupPrefix(apiKey))) apiKey = generateApiKey();
    const id = 'key_' + randomBytes(8).toString('hex');
    this.append({ t: 'key.create', id, account: input.account, tier: this.accounts.get(input.account)!.tier, name: input.name ?? null, prefix: keyLookupPrefix(apiKey), hash: hashApiKey(apiKey), atMs: nowMs });
    return { apiKey, record: { ...this.keys.get(id)! } };
  }

  async revokeKey(keyId: string, nowMs: number): Promise<KeyRecord | null> {
    this.syncJournal();
    const k = this.keys.get(keyId);
    if (!k) return null;
    if (k.revokedAtMs === null) this.append({ t: 'key.revoke', id: keyId, atMs: nowMs });
    return { ...k };
  }

  async renameKey(keyId: string, name: string | null, nowMs: number): Promise<KeyRecord | null> {
    this.syncJournal();
    if (!this.keys.has(keyId)) return null;
    this.append({ t: 'key.rename', id: keyId, name, atMs: nowMs });
    return { ...this.keys.get(keyId)! };
  }

  async listKeys(account: string): Promise<KeyRecord[]> {
    this.syncJournal();
    return [...this.keys.values()].filter((k) => k.account === account).map((k) => Object.assign({}, k, { lastUsedAtMs: this.usage.get(k.id)?.lastUsedAtMs ?? k.lastUsedAtMs }));
  }

  async getKey(keyId: string): Promise<KeyRecord | null> {
    this.syncJournal();
    const k = this.keys.get(keyId);
    return k ? { ...k } : null;
  }

  async getAccount(account: string): Promise<AccountRecord | null> {
    this.syncJournal();
    const a = this.accounts.get(account);
    return a ? { ...a } : null;
  }

  async listAccounts(): Promise<AccountRecord[]> {
    this.syncJournal();
    return [...this.accounts.values()].map((a) => ({ ...a })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  async setAccountTier(account: string, tier: TierName, nowMs: number): Promise<AccountRecord> {
    this.syncJournal();
    if (!isTierName(tier)) throw new StoreError('INVALID_TIER', `Unknown tier '${tier}'`);
    this.append({ t: this.accounts.has(account) ? 'account.tier' : 'account.create', account, tier, atMs: nowMs });
    return { ...this.accounts.get(account)! };
  }

  async dailyUsage(keyId: string, nowMs: number): Promise<number[]> {
    const u = this.usage.get(keyId);
    const out = new Array<number>(daysInMonth(nowMs)).fill(0);
    if (!u || u.period !== monthPeriod(nowMs) || !u.days) return out;
    u.days.forEach((n, i) => {
      if (i < out.length) out[i] = n;
    });
    return out;
  }

  async createUser(input: { email: string; passwordHash: string }, nowMs: number): Promise<UserRecord> {
    this.syncJournal();
    if (this.usersByEmail.has(input.email)) throw new StoreError('EMAIL_TAKEN', 'An account with this email already exists');
    const id = 'usr_' + randomBytes(8).toString('hex');
    this.append({ t: 'user.create', id, email: input.email, passwordHash: input.passwordHash, atMs: nowMs });
    const u = this.users.get(id);
    if (!u) throw new StoreError('EMAIL_TAKEN', 'An account with this email already exists');
    return { ...u };
  }

  async getUser(userId: string): Promise<UserRecord | null> {
    this.syncJournal();
    const u = this.users.get(userId);
    return u ? { ...u } : null;
  }

  async getUserByEmail(email: string): Promise<UserRecord | null> {
    this.syncJournal();
    const u = this.usersByEmail.get(email);
    return u ? { ...u } : null;
  }

  async setPasswordHash(userId: string, passwordHash: string, nowMs: number): Promise<boolean> {
    this.syncJournal();
    if (!this.users.has(userId)) return false;
    this.append({ t: 'user.password', id: userId, passwordHash, atMs: nowMs });
    return true;
  }

  async createSession(s: SessionRecord): Promise<void> {
    this.append({ t: 'session.create', tokenHash: s.tokenHash, userId: s.userId, atMs: s.createdAtMs, expiresAtMs: s.expiresAtMs });
  }

  async getSession(tokenHash: string, nowMs: number): Promise<SessionRecord | null> {
    this.syncJournal();
    const s = this.sessions.get(tokenHash);
    return s && s.expiresAtMs > nowMs ? { ...s } : null;
  }

  async deleteSession(tokenHash: string, nowMs: number): Promise<void> {
    this.syncJournal();
    if (this.sessions.has(tokenHash)) this.append({ t: 'session.delete', tokenHash, atMs: nowMs });
  }

  async countAttempt(bucket: string, limit: number, windowSec: number, nowMs: number): Promise<AttemptDecision> {
    const start = Math.floor(nowMs / 1000 / windowSec) * windowSec;
    let a = this.attempts.get(bucket);
    if (!a || a.windowStartSec !== start) {
      a = { windowStartSec: start, count: 0 };
      this.attempts.set(bucket, a);
      if (this.attempts.size > 100_000) for (const [k, v] of this.attempts) if (v.windowStartSec !== start) this.attempts.delete(k);
    }
    const retryAfterSec = Math.max(1, Math.ceil(start + windowSec - nowMs / 1000));
    if (a.count >= limit) return { allowed: false, count: a.count, retryAfterSec };
    a.count++;
    return { allowed: true, count: a.count, retryAfterSec };
  }

  async throttleAttempt(bucket: string, delaysMs: readonly number[], ttlSec: number, nowMs: number): Promise<ThrottleDecision> {
    let b = this.throttles.get(bucket);
    if (b && b.expiresMs <= nowMs) b = undefined;
    if (b && nowMs < b.nextMs) return { allowed: false, count: b.count, waitMs: b.nextMs - nowMs };
    const count = (b?.count ?? 0) + 1;
    const waitMs = delaysMs[Math.min(count, delaysMs.length) - 1] ?? 0;
    this.throttles.set(bucket, { count, nextMs: nowMs + waitMs, expiresMs: nowMs + waitMs + ttlSec * 1000 });
    if (this.throttles.size > 100_000) for (const [k, v] of this.throttles) if (v.expiresMs <= nowMs) this.throttles.delete(k);
    return { allowed: true, count, waitMs };
  }

  async clearAttempts(bucket: string): Promise<void> {
    this.attempts.delete(bucket);
    this.throttles.delete(bucket);
  }

  async secret(name: string): Promise<Buffer> {
    this.syncJournal();
    if (!this.secrets.has(name)) this.append({ t: 'secret.create', name, valueB64: randomBytes(32).toString('base64'), atMs: Date.now() });
    return Buffer.from(this.secrets.get(name)!);
  }

  async flush(): Promise<void> {
    this.flushSync();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.flushSync();
    closeSync(this.fd);
  }
}


/** A key's own requests in the current windows: its counts less what it started with (seedUsage). */
function ownUsageOf(u: UsageEntry, nowMs: number): MinuteMonth {
  const w = minuteWindowStartSec(nowMs);
  const p = monthPeriod(nowMs);
  const seed = u.seed;
  const minute = u.minuteStartSec === w ? u.minuteCount - (seed && seed.minuteStartSec === w ? seed.minute : 0) : 0;
  const month = u.period === p ? u.monthCount - (seed && seed.period === p ? seed.month : 0) : 0;
  return { minute: Math.max(0, minute), month: Math.max(0, month) };
}

