/**
 * @module calendar/ceremonies/vivah-profile
 * A vivah profile (data/ceremonies/vivah-profiles.json) resolved for one search: each criterion's row of
 * vivah-criteria.json with the profile's parameters laid over it, whether it applies (the profile's choice, then
 * the request's `ignore`), why, and the combustion orbs. The evaluator (vivah-muhurat.ts) reads only this.
 */
import type { AstaOrb } from './asta.js';
import { CeremonyInputError } from './namakarna.js';
import { VIVAH_PROFILE_IDS, type CeremonyTables, type VivahCriterionId, type VivahCriterionRow, type VivahProfileCriterion, type VivahProfileRow } from './tables.js';

export interface ResolvedVivahProfile {
  row: VivahProfileRow;
  /** criterion id → its rule with the profile's parameters */
  crit: Map<VivahCriterionId, VivahCriterionRow>;
  applied: (id: VivahCriterionId) => boolean;
  /** why the criterion applies or not: the request's `ignore`, else the profile's reason */
  why: (id: VivahCriterionId) => string;
  criterion: (id: VivahCriterionId) => VivahProfileCriterion;
  combustion: Record<'venus' | 'jupiter', AstaOrb>;
  /** the citation texts of vivah-profiles.json */
  sources: Record<string, string>;
}

/** Resolved profiles by tables, then by profile and ignored criteria (a search reads its profile only). */
const resolved = new WeakMap<CeremonyTables, Map<string, ResolvedVivahProfile>>();
const RESOLVED_MAX = 256;

/** @brief The profile `id` over the tables, with the criteria the request ignores; unknown id → CeremonyInputError('profile'). */
export function resolveVivahProfile(t: CeremonyTables, id: string, ignore: readonly VivahCriterionId[]): ResolvedVivahProfile {
  let byKey = resolved.get(t);
  if (!byKey) resolved.set(t, (byKey = new Map()));
  const key = `${id}|${ignore.join(',')}`;
  let r = byKey.get(key);
  if (!r) {
    r = resolveProfile(t, id, ignore);
    if (byKey.size >= RESOLVED_MAX) byKey.clear();
    byKey.set(key, r);
  }
  return r;
}

function resolveProfile(t: CeremonyTables, id: string, ignore: readonly VivahCriterionId[]): ResolvedVivahProfile {
  const row = t.vivahProfiles.find((p) => p.id === id);
  if (!row) throw new CeremonyInputError('profile', `unknown profile ${JSON.stringify(id)} (expected one of ${VIVAH_PROFILE_IDS.join(', ')})`);
  const byId = new Map(row.criteria.map((c) => [c.id, c]));
  const crit = new Map<VivahCriterionId, VivahCriterionRow>(t.vivahCriteria.map((r) => [r.id, { ...r, ...(byId.get(r.id)!.params ?? {}) }]));
  const ignored = new Set(ignore);
  const criterion = (c: VivahCriterionId) => byId.get(c)!;
  const combustion = {
    venus: { ...t.combustion.venus, ...(row.combustion?.venus ?? {}) },
    jupiter: { ...t.combustion.jupiter, ...(row.combustion?.jupiter ?? {}) },
  };
  return {
    row, crit, criterion, combustion, sources: t.sources['vivah-profiles.json']!,
    applied: (c) => criterion(c).apply && !ignored.has(c),
    why: (c) => (ignored.has(c) ? 'ignored by request' : `profile ${row.id}: ${criterion(c).why}`),
  };
}
