/**
 * @module
 * The development key `kalakosha serve --dev-key` (and so `make run`) creates once and prints: which account
 * owns it and on which tier. Stated here once for the server and the command line's help text.
 */
import type { TierName } from './tiers.js';

/** The account that owns the development key (manage it with `kalakosha keys list --account developer`). */
export const DEV_KEY_ACCOUNT = 'developer';
/** The development key's tier. */
export const DEV_KEY_TIER: TierName = 'dev';
