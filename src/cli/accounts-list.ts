/**
 * @module
 * `kalakosha accounts list`: every account with its tier, creation time and number of active keys, as a table
 * or as JSON.
 */
import type { TierName } from '../server/keys/tiers.js';
import type { GatewayStore } from '../server/store/types.js';

export interface AccountRow {
  name: string;
  tier: TierName;
  createdAtMs: number;
  /** Keys not revoked (an account holds at most MAX_ACTIVE_KEYS, src/server/keys/tiers.ts). */
  activeKeys: number;
}

/** @brief Every account in the store, by name, with its count of active keys. */
export async function accountRows(store: GatewayStore): Promise<AccountRow[]> {
  const rows: AccountRow[] = [];
  for (const a of await store.listAccounts()) {
    const keys = await store.listKeys(a.name);
    rows.push({ name: a.name, tier: a.tier, createdAtMs: a.createdAtMs, activeKeys: keys.filter((k) => k.revokedAtMs === null).length });
  }
  return rows;
}

/** @brief The rows as `--json` prints them (ISO creation time beside the Unix milliseconds) or as a table. */
export function formatAccountRows(rows: AccountRow[], json: boolean): string {
  if (json) return JSON.stringify(rows.map((r) => ({ name: r.name, tier: r.tier, createdAtMs: r.createdAtMs, created: new Date(r.createdAtMs).toISOString(), activeKeys: r.activeKeys })), null, 2) + '\n';
  if (!rows.length) return 'no accounts\n';
  const nameWidth = Math.max(7, ...rows.map((r) => r.name.length));
  const head = `${'ACCOUNT'.padEnd(nameWidth)}  TIER      CREATED                   ACTIVE KEYS\n`;
  return head + rows.map((r) => `${r.name.padEnd(nameWidth)}  ${r.tier.padEnd(8)}  ${new Date(r.createdAtMs).toISOString().padEnd(24)}  ${r.activeKeys}\n`).join('');
}
