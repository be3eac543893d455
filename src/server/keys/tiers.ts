/**
 * @module
 * Rate-limit tiers, exactly as the spec's Limits table, plus the operator-only `internal` tier
 * (no limits, CLI-only, for load tests and monitoring; it still passes through auth and counting).
 */

export type TierName = 'free' | 'dev' | 'pro' | 'business' | 'internal';

export interface Tier {
  name: TierName;
  label: string;
  perMinute: number | null;
  perMonth: number | null;
  /** Whether developers may pick this tier on the dashboard. */
  public: boolean;
}

export const TIERS: Record<TierName, Tier> = {
  free: { name: 'free', label: 'Free', perMinute: 20, perMonth: 1_000, public: true },
  dev: { name: 'dev', label: 'Dev', perMinute: 100, perMonth: 50_000, public: true },
  pro: { name: 'pro', label: 'Pro', perMinute: 500, perMonth: 500_000, public: true },
  business: { name: 'business', label: 'Business', perMinute: 2_000, perMonth: null, public: true },
  internal: { name: 'internal', label: 'Internal (operator only)', perMinute: null, perMonth: null, public: false },
};

export const TIER_NAMES = Object.keys(TIERS) as TierName[];

export function isTierName(s: string): s is TierName {
  return Object.prototype.hasOwnProperty.call(TIERS, s);
}

/** The tier one step up, for the upgrade advice in 429 messages. */
export function nextTier(t: TierName): Tier | null {
  const order: TierName[] = ['free', 'dev', 'pro', 'business'];
  const i = order.indexOf(t);
  return i >= 0 && i < order.length - 1 ? TIERS[order[i + 1]] : null;
}

/** Active keys an account may hold at once (spec: Authentication 2). */
export const MAX_ACTIVE_KEYS = 5;

/**
 * Keys an account may create per UTC day (revoked ones included). Twice {@link MAX_ACTIVE_KEYS}: a developer can
 * rotate every key twice a day, mistakes included, while a client can no longer churn through keys (each new key
 * costs a journal or Redis record kept for good, and a revoked key's usage is summed when a new one starts: see
 * `seedUsage`), so an account holds at most ~3,650 key records a year. A fixed UTC day, like the other windows:
 * `Retry-After` is exact and every replica agrees on it. The operator's CLI (`kalakosha keys create`) and the
 * development key are exempt (the operator can write the store directly anyway); their keys still count.
 */
export const KEYS_CREATED_PER_DAY = 10;
