/**
 * @module
 * API key format, after GitHub's token format: `kk_live_` + 22 Base62 characters of secret (≥ 130 bits from
 * `crypto.randomBytes`) + 6 Base62 characters of CRC-32 over prefix and secret. The checksum lets the server
 * reject mistyped or made-up keys without a store lookup; `_` keeps a double-click selecting the whole key.
 * Only the SHA-256 of a key is stored; the first 8 secret characters are a non-secret lookup id.
 */
import { createHash, randomBytes } from 'node:crypto';

export const KEY_PREFIX = 'kk_live_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_LEN = 22;
const CHECK_LEN = 6;
export const KEY_LENGTH = KEY_PREFIX.length + SECRET_LEN + CHECK_LEN;
const KEY_RE = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${SECRET_LEN + CHECK_LEN}}$`);

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(s: string): number {
  let c = 0xffffffff;
  for (let i = 0; i < s.length; i++) c = CRC_TABLE[(c ^ s.charCodeAt(i)) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function base62(n: number, width: number): string {
  let out = '';
  for (let i = 0; i < width; i++) {
    out = ALPHABET[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out;
}

/** A fresh random key (plaintext; shown once). */
export function generateApiKey(): string {
  // Rejection sampling keeps the 62 symbols uniform: 22 × log2(62) ≈ 131 bits.
  let secret = '';
  while (secret.length < SECRET_LEN) {
    for (const b of randomBytes(32)) {
      if (b < 248 && secret.length < SECRET_LEN) secret += ALPHABET[b % 62];
    }
  }
  const body = KEY_PREFIX + secret;
  return body + base62(crc32(body), CHECK_LEN);
}

/** True when `key` has the right shape and checksum (no store lookup). */
export function isWellFormedApiKey(key: string): boolean {
  if (key.length !== KEY_LENGTH || !KEY_RE.test(key)) return false;
  const body = key.slice(0, KEY_LENGTH - CHECK_LEN);
  return base62(crc32(body), CHECK_LEN) === key.slice(KEY_LENGTH - CHECK_LEN);
}

/** The non-secret lookup id stored beside the hash (`kk_live_` + 8 characters). */
export function keyLookupPrefix(key: string): string {
  return key.slice(0, KEY_PREFIX.length + 8);
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * {@link hashApiKey} memoised for the authentication path: the same few keys arrive on most requests and
 * the SHA-256 was ~10 % of a cached answer's gateway CPU. Only the *hash* is remembered (a pure function
 * of the key string), never whether the key is valid or revoked: the store still looks the hash up on
 * every request. Bounded (oldest dropped first), so a flood of distinct well-formed keys cannot grow it.
 */
const hashMemo = new Map<string, string>();
const HASH_MEMO_MAX = 1024;
export function hashApiKeyMemo(key: string): string {
  let h = hashMemo.get(key);
  if (h === undefined) {
    h = hashApiKey(key);
    if (hashMemo.size >= HASH_MEMO_MAX) hashMemo.delete(hashMemo.keys().next().value!);
    hashMemo.set(key, h);
  }
  return h;
}

/** Constant-time comparison of two hex digests of equal length. */
export function digestsEqual(aHex: string, bHex: string): boolean {
  // Every character is compared whatever differs (no early exit), without allocating two Buffers per call.
  if (aHex.length !== bHex.length) return false;
  let diff = 0;
  for (let i = 0; i < aHex.length; i++) diff |= (aHex.charCodeAt(i) | 0x20) ^ (bHex.charCodeAt(i) | 0x20);
  return diff === 0;
}
