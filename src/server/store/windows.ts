/**
 * @module
 * Limit windows: fixed per-minute windows aligned to the wall-clock minute, and UTC calendar months.
 * Fixed windows make `X-RateLimit-Reset` and `Retry-After` exact and let every replica agree on the
 * window without coordination.
 */
import { KEYS_CREATED_PER_DAY, TIERS, type TierName } from '../keys/tiers.js';
import { StoreError, type UsageDecision } from './types.js';

export function minuteWindowStartSec(nowMs: number): number {
  return Math.floor(nowMs / 60_000) * 60;
}

interface UtcDay {
  dayNumber: number;
  period: string;
  monthEndSec: number;
  daysInMonth: number;
  dayIndex: number;
}

/**
 * The month facts of one UTC day, computed once per day and reused: every metered request asks for them, and
 * building them (three Dates and a formatted string) was ~3 % of a cached answer's CPU on the serving thread.
 */
let lastDay: UtcDay = utcDayOf(0);
function utcDay(nowMs: number): UtcDay {
  const dayNumber = Math.floor(nowMs / 86_400_000);
  return dayNumber === lastDay.dayNumber ? lastDay : (lastDay = utcDayOf(dayNumber));
}
function utcDayOf(dayNumber: number): UtcDay {
  const d = new Date(dayNumber * 86_400_000);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  return {
    dayNumber,
    period: `${y}-${String(m + 1).padStart(2, '0')}`,
    monthEndSec: Date.UTC(y, m + 1, 1) / 1000,
    daysInMonth: new Date(Date.UTC(y, m + 1, 0)).getUTCDate(),
    dayIndex: d.getUTCDate() - 1,
  };
}

/** `YYYY-MM` of the UTC month containing `nowMs`. */
export function monthPeriod(nowMs: number): string {
  return utcDay(nowMs).period;
}

export function monthEndSec(nowMs: number): number {
  return utcDay(nowMs).monthEndSec;
}

/** Days in the UTC month containing `nowMs`. */
export function daysInMonth(nowMs: number): number {
  return utcDay(nowMs).daysInMonth;
}

/** 0-based UTC day of the month (per-day usage counters). */
export function dayOfMonthIndex(nowMs: number): number {
  return utcDay(nowMs).dayIndex;
}

/**
 * Decides one request given the counts already used in the current windows. Pure: both stores call it,
 * so the rule lives in one place. The minute limit is checked first: its Retry-After is the shorter.
 */
export function decideUsage(tier: TierName, minuteUsed: number, monthUsed: number, nowMs: number, consume: boolean): UsageDecision {
  const t = TIERS[tier];
  const minuteResetSec = minuteWindowStartSec(nowMs) + 60;
  const monthResetSec = monthEndSec(nowMs);
  let reason: UsageDecision['reason'] = null;
  if (t.perMinute !== null && minuteUsed >= t.perMinute) reason = 'minute';
  else if (t.perMonth !== null && monthUsed >= t.perMonth) reason = 'month';
  const allowed = reason === null;
  const m = allowed && consume ? minuteUsed + 1 : minuteUsed;
  const mo = allowed && consume ? monthUsed + 1 : monthUsed;
  return {
    allowed,
    reason,
    minuteLimit: t.perMinute,
    minuteRemaining: t.perMinute === null ? null : Math.max(0, t.perMinute - m),
    minuteResetSec,
    monthLimit: t.perMonth,
    monthRemaining: t.perMonth === null ? null : Math.max(0, t.perMonth - mo),
    monthResetSec,
    minuteUsed: m,
    monthUsed: mo,
  };
}

/** A key's requests in the current minute and month. */
export interface MinuteMonth {
  minute: number;
  month: number;
}

/**
 * What a key's counters start with when it is counted for the first time (usually its first request): the
 * requests its account's other keys, revoked ones included, made in the current minute and UTC month (each
 * key's own requests, not what it started with itself), each capped at the tier's limit. So usage follows the
 * account: revoking a key that spent its minute or month and creating another does not start afresh, and a new
 * key of an account at its limit is refused at once. Limits stay counted per key (spec: Limits): after its first
 * count a key's requests count against it alone, so keys first used together each have a full limit. Pure: every
 * store sums the account's keys and calls it.
 */
export function seedUsage(tier: TierName, others: Iterable<MinuteMonth>): MinuteMonth {
  const t = TIERS[tier];
  let minute = 0;
  let month = 0;
  for (const o of others) {
    minute += o.minute;
    month += o.month;
  }
  return { minute: t.perMinute === null ? minute : Math.min(minute, t.perMinute), month: t.perMonth === null ? month : Math.min(month, t.perMonth) };
}

/** Seconds until the UTC day containing `nowMs` ends (the key-creation window's Retry-After). */
export function dayEndInSec(nowMs: number): number {
  return Math.max(1, Math.ceil(((Math.floor(nowMs / 86_400_000) + 1) * 86_400_000 - nowMs) / 1000));
}

/** The refusal when an account created KEYS_CREATED_PER_DAY keys this UTC day (every store throws this one). */
export function keyCreationLimit(account: string, nowMs: number): StoreError {
  const retryAfterSec = dayEndInSec(nowMs);
  return new StoreError('KEY_CREATION_LIMIT', `Account '${account}' has created ${KEYS_CREATED_PER_DAY} keys today (UTC), the most an account may create in a day; try again after midnight UTC`, retryAfterSec);
}
