/**
 * @module
 * Sign-in throttling: slow guessing down without letting anyone lock the owner out. OWASP's Authentication
 * Cheat Sheet ("Login Throttling", "Account Lockout") warns that a lock-out per account lets anyone deny its
 * owner; NIST SP 800-63B §5.2.2 ("Rate Limiting (Throttling)") asks to limit consecutive failed attempts on an
 * account and prefers growing delays and per-address limits to lock-outs. The policy, stated once here:
 *
 * 1. Per email and client address together (the pair): the first {@link DEFAULT_SIGNIN_THROTTLE}
 *    `pairFreeFailures` (5) failures cost nothing; from then on each attempt for the pair must come at least
 *    1 s, 2 s, 4 s … (doubling, at most 5 minutes) after the one before. An attempt that comes sooner is
 *    answered 429 with `Retry-After` and is not counted. A successful sign-in clears the pair; an hour
 *    without attempts forgets it.
 * 2. Per client address: at most 50 attempts in a fixed 15-minute window whatever the emails (one address
 *    trying many accounts); 429 with `Retry-After` until the window ends.
 * 3. Per account, across addresses: an attempt from a pair that has already failed also counts against the
 *    email; the first 100 such cost nothing, then each must come 1 s, 2 s … (at most 30 s) after the one
 *    before; 15 quiet minutes forget it. This slows a distributed attack to about two guesses a minute per
 *    account without locking it: the first attempt of a pair with no failures (the owner at their usual
 *    address, or at a new one) is never held by it.
 *
 * So the right password from an address that has not failed gets in however many failures other addresses
 * ran up. Attempts are counted before the password is checked (atomically in the store), so parallel
 * requests cannot slip through one wait. Counted in the store: shared by replicas with Redis, per process
 * with the embedded store.
 */
import type { GatewayStore } from '../store/types.js';

export interface SignInThrottlePolicy {
  pairFreeFailures: number;
  pairFirstDelayMs: number;
  pairMaxDelayMs: number;
  /** A pair with no attempt for this long starts afresh. */
  pairForgetSec: number;
  perAddress: number;
  perAddressWindowSec: number;
  accountFreeFailures: number;
  accountFirstDelayMs: number;
  accountMaxDelayMs: number;
  accountForgetSec: number;
}

export const DEFAULT_SIGNIN_THROTTLE: SignInThrottlePolicy = {
  pairFreeFailures: 5,
  pairFirstDelayMs: 1000,
  pairMaxDelayMs: 300_000,
  pairForgetSec: 3600,
  perAddress: 50,
  perAddressWindowSec: 900,
  accountFreeFailures: 100,
  accountFirstDelayMs: 1000,
  accountMaxDelayMs: 30_000,
  accountForgetSec: 900,
};

/**
 * The wait after each counted attempt: none between the first `free` attempts, then `firstMs` after the
 * `free`-th, doubling up to `maxMs` (the last entry repeats).
 */
export function delayScheduleMs(free: number, firstMs: number, maxMs: number): number[] {
  const out = new Array<number>(Math.max(0, free - 1)).fill(0);
  for (let d = firstMs; ; d *= 2) {
    out.push(Math.min(d, maxMs));
    if (d >= maxMs || firstMs <= 0) return out;
  }
}

export type SignInAdmission = { allowed: true } | { allowed: false; reason: 'address' | 'pair' | 'account'; retryAfterSec: number };

export interface SignInThrottle {
  /** Counts one sign-in attempt, or says how long to wait first. */
  admit(email: string, address: string, nowMs: number): Promise<SignInAdmission>;
  /** Clears the pair's failures after a correct password. */
  succeeded(email: string, address: string): Promise<void>;
}

export function signInThrottle(store: GatewayStore, policy: SignInThrottlePolicy = DEFAULT_SIGNIN_THROTTLE): SignInThrottle {
  const pairDelays = delayScheduleMs(policy.pairFreeFailures, policy.pairFirstDelayMs, policy.pairMaxDelayMs);
  const accountDelays = delayScheduleMs(policy.accountFreeFailures, policy.accountFirstDelayMs, policy.accountMaxDelayMs);
  const pairBucket = (email: string, address: string) => 'login:pair:' + JSON.stringify([email, address]);
  const refuse = (reason: 'address' | 'pair' | 'account', waitMs: number): SignInAdmission => ({ allowed: false, reason, retryAfterSec: Math.max(1, Math.ceil(waitMs / 1000)) });
  return {
    async admit(email, address, nowMs) {
      const byAddress = await store.countAttempt('login:ip:' + address, policy.perAddress, policy.perAddressWindowSec, nowMs);
      if (!byAddress.allowed) return refuse('address', byAddress.retryAfterSec * 1000);
      const pair = await store.throttleAttempt(pairBucket(email, address), pairDelays, policy.pairForgetSec, nowMs);
      if (!pair.allowed) return refuse('pair', pair.waitMs);
      if (pair.count === 1) return { allowed: true }; // no failure from here: never held by the account's count
      const account = await store.throttleAttempt('login:account:' + email, accountDelays, policy.accountForgetSec, nowMs);
      return account.allowed ? { allowed: true } : refuse('account', account.waitMs);
    },
    succeeded(email, address) {
      return store.clearAttempts(pairBucket(email, address));
    },
  };
}

/** The sign-in form's message for a refused attempt. */
export function throttledMessage(a: Exclude<SignInAdmission, { allowed: true }>): string {
  const wait = a.retryAfterSec < 120 ? `${a.retryAfterSec} second${a.retryAfterSec === 1 ? '' : 's'}` : `${Math.ceil(a.retryAfterSec / 60)} minutes`;
  switch (a.reason) {
    case 'address':
      return `Too many sign-in attempts from your network. Try again in ${wait}.`;
    case 'pair':
      return `Too many failed sign-ins for this email from your network. Wait ${wait} before trying again.`;
    case 'account':
      return `This account is receiving many failed sign-ins from elsewhere. Wait ${wait} before trying again.`;
  }
}
