/**
 * @module calendar/ceremonies
 * Public API of the ceremonies engine: Namakarna, Shraddha, Vivah muhurat (pure; the caller passes the
 * validated ceremony tables and, optionally, the calendar's anga tables). Decisions: docs/ceremonies.md.
 */
export { CEREMONY_TABLE_FILES, CeremonyTableError, parseCeremonyTables, VIVAH_CRITERION_IDS, VIVAH_PROFILE_IDS, type CeremonyTables, type VivahCriterionId, type VivahProfileId } from './tables.js';
export { CeremonyInputError, computeNamakarna, type NamakarnaInput, type NamakarnaResult } from './namakarna.js';
export { computeShraddha, SHRADDHA_RULES, type ShraddhaInput, type ShraddhaResult } from './shraddha.js';
export { computeVivahMuhurat, type VivahInput, type VivahResult } from './vivah-muhurat.js';
export { resolveVivahProfile, type ResolvedVivahProfile } from './vivah-profile.js';
export { chooseByAparahna, aparahnaOf, sunDay, sunDays, type Place, type SunDay } from './days.js';
