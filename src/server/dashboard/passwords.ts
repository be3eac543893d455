/**
 * @module
 * Dashboard password hashing: scrypt (RFC 7914) through node:crypto, a fresh 16-byte salt per user, the
 * parameters stored with the hash so they can be raised later, and a constant-time comparison.
 *
 * Default cost N = 2^14, r = 8, p = 1 (16 MiB): scrypt's own recommendation for interactive logins (Percival,
 * "Stronger key derivation via sequential memory-hard functions", 2009) and libsodium's "interactive" scrypt
 * limits. It is below the OWASP Password Storage Cheat Sheet's scrypt minimum (N = 2^17, r = 8, p = 1, or
 * its equal-cost variants such as N = 2^15, p = 3), which costs 250–540 ms of one core here (measured
 * 2026-11 on this service's 2-core host) against 30–90 ms for 2^14: an unauthenticated request may not cost a
 * third of a second of CPU. The 16 MiB of memory per guess still defeats cheap parallel hardware, and the
 * online guessing rate is bounded by sign-in throttling (signin-throttle.ts). Hashes made with other
 * parameters (the former default N = 2^15, p = 3) keep verifying, and are redone with these on the next
 * successful sign-in ({@link needsRehash}). Tests pass a lower cost.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 14, r: 8, p: 1 };
const KEY_LEN = 32;
/** Longest password accepted (scrypt would take any length; this bounds the work a request can ask for). */
export const MAX_PASSWORD_CHARS = 256;
export const MIN_PASSWORD_CHARS = 10;

function scryptAsync(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const opts: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 128 * params.N * params.r * 2 + 1024 * 1024 };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, KEY_LEN, opts, (err, key) => (err ? reject(err) : resolve(key))));
}

/** `scrypt$N$r$p$saltB64$hashB64`. */
export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The parameters of a stored `scrypt$N$r$p$salt$hash`, or null when it is malformed or asks for too much work. */
export function storedParams(stored: string): ScryptParams | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return null;
  return { N, r, p };
}

/** Whether a stored hash was made with other parameters than `params` (redone at the next successful sign-in). */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const s = storedParams(stored);
  return !s || s.N !== params.N || s.r !== params.r || s.p !== params.p;
}

/** Whether `password` matches `stored`; malformed hashes never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const params = storedParams(stored);
  if (!params) return false;
  const parts = stored.split('$');
  const expected = Buffer.from(parts[5], 'base64');
  const got = await scryptAsync(password, Buffer.from(parts[4], 'base64'), params);
  return expected.length === got.length && timingSafeEqual(expected, got);
}

/**
 * A hash of a random password with the given cost, checked against when an email is unknown, so a
 * failed sign-in takes the same time whether or not the account exists.
 */
export function dummyHash(params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  return hashPassword(randomBytes(16).toString('base64'), params);
}
