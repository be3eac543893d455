/**
 * @module
 * The gateway's state behind one interface: keys, accounts and usage counters. Two implementations:
 * the embedded file store (default, one process) and Redis (several replicas; `REDIS_URL`).
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

export interface GatewayStore {
  /** The active key matching this plaintext key, or null (unknown, malformed or revoked). */
  authenticate(apiKey: string, nowMs: number): Promise<KeyRecord | null>;
  /** Counts one request against the key's minute and month limits, unless a limit is exhausted. */
  consume(key: KeyRecord, nowMs: number): Promise<UsageDecision>;
  /** The same figures without counting. */
  peek(key: KeyRecord, nowMs: number): Promise<UsageDecision>;
  createKey(input: { account: string; tier?: TierName; name?: string | null }, nowMs: number): Promise<{ apiKey: string; record: KeyRecord }>;
  revokeKey(keyId: string, nowMs: number): Promise<KeyRecord | null>;
  listKeys(account: string): Promise<KeyRecord[]>;
  getKey(keyId: string): Promise<KeyRecord | null>;
  getAccount(account: string): Promise<AccountRecord | null>;
  setAccountTier(account: string, tier: TierName, nowMs: number): Promise<AccountRecord>;
  /** Persists buffered usage counts now. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export class StoreError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
    this.name = 'StoreError';
  }
}
