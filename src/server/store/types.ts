/**
 * @module
 * The gateway's state behind one interface: keys, accounts, usage counters, and the dashboard's users,
 * sessions, attempt windows and sign-in throttles. Two implementations: the embedded file store (default, one
 * process) and Redis (several replicas; `REDIS_URL`).
 */
import type { TierName } from '../keys/tiers.js';

export interface KeyRecord {
  id: string;
  account: string;
  tier: TierName;
  name: string | null;
  /** Non-secret display and lookup prefix, e.g. `kk_live_Ab3dE9xQ`. */
  prefix: string;
  /** SHA-256 of the whole key, hex. */
  hash: string;
  createdAtMs: number;
  revokedAtMs: number | null;
  lastUsedAtMs: number | null;
}

export interface AccountRecord {
  name: string;
  tier: TierName;
  createdAtMs: number;
}

/** The limiter's answer for one request (or a peek without consuming). */
export interface UsageDecision {
  allowed: boolean;
  /** Which limit refused the request. */
  reason: 'minute' | 'month' | null;
  minuteLimit: number | null;
  minuteRemaining: number | null;
  /** Unix seconds when the current minute window ends. */
  minuteResetSec: number;
  monthLimit: number | null;
  monthRemaining: number | null;
  /** Unix seconds when the current (UTC calendar) month ends. */
  monthResetSec: number;
  minuteUsed: number;
  monthUsed: number;
}

/** A dashboard user. Its account (in the key store) is named after its stable id, never its email. */
export interface UserRecord {
  /** `usr_` + 16 hex digits; also the name of the user's account. */
  id: string;
  /** Lower-cased, trimmed. */
  email: string;
  /** `scrypt$N$r$p$saltB64$hashB64` (see dashboard/passwords.ts). */
  passwordHash: string;
  createdAtMs: number;
}

/** A signed-in browser. Only the SHA-256 of the cookie's token is stored. */
export interface SessionRecord {
  /** SHA-256 of the session token, hex. */
  tokenHash: string;
  userId: string;
  createdAtMs: number;
  expiresAtMs: number;
}

/** Answer of a fixed-window attempt counter (sign-in attempts per address, sign-ups per address). */
export interface AttemptDecision {
  allowed: boolean;
  /** Attempts counted in the current window, this one included when allowed. */
  count: number;
  /** Seconds until the window ends. */
  retryAfterSec: number;
}

/** Answer of a throttled bucket (sign-in failures of one email from one address, see dashboard/signin-throttle.ts). */
export interface ThrottleDecision {
  allowed: boolean;
  /** Attempts counted since the bucket was cleared or expired, this one included when allowed. */
  count: number;
  /** Refused: milliseconds until the next attempt may be counted. Allowed: the wait this attempt sets before the next. */
  waitMs: number;
}

export interface GatewayStore {
  /** The active key matching this plaintext key, or null (unknown, malformed or revoked). */
  authenticate(apiKey: string, nowMs: number): Promise<KeyRecord | null>;
  /** Counts one request against the key's minute and month limits, unless a limit is exhausted. */
  consume(key: KeyRecord, nowMs: number): Promise<UsageDecision>;
  /** The same figures without counting. */
  peek(key: KeyRecord, nowMs: number): Promise<UsageDecision>;
  /**
   * Synchronous `authenticate` and `consume`, for stores that answer from memory (the embedded file store, the
   * threads' shared counters). With both, the gateway answers cache hits inside the transport's callback,
   * without a promise (Gateway.handleCachedSync). Redis has neither.
   */
  authenticateSync?(apiKey: string, nowMs: number): KeyRecord | null;
  consumeSync?(key: KeyRecord, nowMs: number): UsageDecision;
  /**
   * Creates a key on the account's tier. Refused with `StoreError` `KEY_LIMIT_REACHED` when the account holds
   * MAX_ACTIVE_KEYS active keys, and `KEY_CREATION_LIMIT` (with `retryAfterSec`) when it created
   * KEYS_CREATED_PER_DAY keys this UTC day, unless `operator` (the CLI, the development key) says it is exempt.
   */
  createKey(input: { account: string; tier?: TierName; name?: string | null; operator?: boolean }, nowMs: number): Promise<{ apiKey: string; record: KeyRecord }>;
  revokeKey(keyId: string, nowMs: number): Promise<KeyRecord | null>;
  /** Sets or clears (null) a key's display name. */
  renameKey(keyId: string, name: string | null, nowMs: number): Promise<KeyRecord | null>;
  listKeys(account: string): Promise<KeyRecord[]>;
  getKey(keyId: string): Promise<KeyRecord | null>;
  getAccount(account: string): Promise<AccountRecord | null>;
  /** Every account, by name (the operator's `kalakosha accounts list`; not on a request path). */
  listAccounts(): Promise<AccountRecord[]>;
  setAccountTier(account: string, tier: TierName, nowMs: number): Promise<AccountRecord>;
  /** Requests counted per UTC day of the month containing `nowMs` (index 0 = the 1st). */
  dailyUsage(keyId: string, nowMs: number): Promise<number[]>;

  /** Creates a user (and nothing else); `EMAIL_TAKEN` when the email is registered. */
  createUser(input: { email: string; passwordHash: string }, nowMs: number): Promise<UserRecord>;
  getUser(userId: string): Promise<UserRecord | null>;
  getUserByEmail(email: string): Promise<UserRecord | null>;
  /** Replaces a user's password hash (a rehash with raised parameters); false when the user is unknown. */
  setPasswordHash(userId: string, passwordHash: string, nowMs: number): Promise<boolean>;
  createSession(session: SessionRecord): Promise<void>;
  /** The unexpired session with this token hash, or null. */
  getSession(tokenHash: string, nowMs: number): Promise<SessionRecord | null>;
  deleteSession(tokenHash: string, nowMs: number): Promise<void>;
  /**
   * Counts one attempt in the fixed window of `windowSec` seconds for `bucket`; refused (and not counted)
   * once `limit` attempts were made in the window.
   */
  countAttempt(bucket: string, limit: number, windowSec: number, nowMs: number): Promise<AttemptDecision>;
  /**
   * Counts one attempt for `bucket` unless the wait set by the previous one has not yet passed (then refused and
   * not counted). The n-th counted attempt sets a wait of `delaysMs[n - 1]` before the next (the last entry for
   * later ones). Atomic, so parallel attempts cannot slip through one wait. The bucket expires `ttlSec` after its
   * wait ends; `clearAttempts` clears it.
   */
  throttleAttempt(bucket: string, delaysMs: readonly number[], ttlSec: number, nowMs: number): Promise<ThrottleDecision>;
  clearAttempts(bucket: string): Promise<void>;
  /** A random 32-byte secret, created once and shared by every process on this store (CSRF tokens). */
  secret(name: string): Promise<Buffer>;

  /** Persists buffered usage counts now. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** The shared store cannot be reached (Redis down); the gateway answers 502 with Retry-After. */
export class StoreUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}

export class StoreError extends Error {
  /** `retryAfterSec`: when the refusal is a window's (KEY_CREATION_LIMIT), the seconds until it ends. */
  constructor(readonly code: string, message: string, readonly retryAfterSec?: number) {
    super(message);
    this.name = 'StoreError';
  }
}
