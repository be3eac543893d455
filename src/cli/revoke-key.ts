/**
 * @module
 * `kalakosha keys revoke <key>`: which key the operator means, from its id (`key_…`, as `keys list` shows) or
 * from the key itself (`kk_live_…`, as the owner pasted it), and the revocation. A key is a secret: no message
 * repeats more of it than its non-secret lookup prefix (./../server/keys/key-format.ts).
 */
import { KEY_PREFIX, isWellFormedApiKey, keyLookupPrefix } from '../server/keys/key-format.js';
import type { GatewayStore } from '../server/store/types.js';

/** What the argument names: a key id, a whole key, or nothing usable (with the reason). */
export type RevokeTarget = { keyId: string } | { apiKey: string } | { problem: string };

/** Key ids as the stores make them: `key_` + 16 hex digits. */
const KEY_ID_RE = /^key_[0-9a-f]{16}$/;

const WHICH = `give the key's id (key_ and 16 hex digits, from \`kalakosha keys list --account NAME\`) or the whole key (${KEY_PREFIX}…)`;

/** @brief What `keys revoke` was given; never echoes more of a key than its lookup prefix. */
export function revokeTargetOf(arg: string): RevokeTarget {
  const s = arg.trim();
  if (KEY_ID_RE.test(s)) return { keyId: s };
  if (s.startsWith(KEY_PREFIX)) {
    if (isWellFormedApiKey(s)) return { apiKey: s };
    return { problem: `${keyLookupPrefix(s)}… is not a whole key (wrong length or checksum): ${WHICH}` };
  }
  return { problem: `not a key id or a key: ${WHICH}` };
}

/** The outcome: the message for stdout on success, for stderr otherwise. */
export interface RevokeOutcome {
  ok: boolean;
  message: string;
}

/**
 * @brief Revokes the key `arg` names (see {@link revokeTargetOf}); takes effect on its next request.
 * Revoking a revoked key by id is harmless and says when it was revoked.
 */
export async function revokeKeyCommand(store: GatewayStore, arg: string, nowMs: number): Promise<RevokeOutcome> {
  const target = revokeTargetOf(arg);
  if ('problem' in target) return { ok: false, message: target.problem };
  let keyId: string;
  let shown: string;
  if ('apiKey' in target) {
    shown = `${keyLookupPrefix(target.apiKey)}…`;
    // Only an active key authenticates, so a revoked one is not found this way: its id still works.
    const k = await store.authenticate(target.apiKey, nowMs);
    if (!k) return { ok: false, message: `no active key ${shown} (unknown, or already revoked)` };
    keyId = k.id;
  } else {
    keyId = target.keyId;
    shown = keyId;
  }
  const k = await store.revokeKey(keyId, nowMs);
  if (!k) return { ok: false, message: `no key ${shown}` };
  const what = `${k.id} (${k.prefix}…, account ${k.account})`;
  if (k.revokedAtMs !== null && k.revokedAtMs < nowMs) return { ok: true, message: `${what} was already revoked at ${new Date(k.revokedAtMs).toISOString()}` };
  return { ok: true, message: `revoked ${what}` };
}
