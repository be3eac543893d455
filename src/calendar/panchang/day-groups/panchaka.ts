/**
 * @module calendar/panchang/day-groups/panchaka
 * Panchaka (पञ्चक): the Moon in the last five nakshatras, from the second half of Dhaniṣṭhā through Śatabhiṣā,
 * Pūrva and Uttara Bhādrapadā to the end of Revatī, i.e. sidereal 300°–360°: exactly the Moon in Kumbha and Mīna.
 * Its kind goes by the weekday (vara, reckoned from sunrise) on which it *begins*: Sunday Roga, Monday Rāja,
 * Tuesday Agni, Friday Cora, Saturday Mṛtyu; one beginning on Wednesday or Thursday has no named kind (null here).
 * Source: Muhūrta Cintāmaṇi, nakṣatra-prakaraṇa (dhaniṣṭhā-pañcaka, the works to avoid); the weekday kinds as
 * Drik Panchang's Panchak page (drikpanchang.com/muhurat/panchak.html) gives them. Not in the reference data:
 * checked by definition (test/calendar/day-groups-2.test.ts).
 */
import type { AngaSpan } from '../../anga/spans.js';

/** Moon rashis of panchaka: 11 Kumbha, 12 Mīna. */
export const PANCHAKA_RASHIS: readonly number[] = [11, 12];

export interface PanchakaKind { iast: string; devanagari: string; label: string }
/** Kind by the weekday it begins on (0 = Sunday); null = no named kind. */
export const PANCHAKA_KIND_BY_WEEKDAY: readonly (PanchakaKind | null)[] = [
  { iast: 'Roga', devanagari: 'रोग', label: 'Rog Panchak' },
  { iast: 'Rāja', devanagari: 'राज', label: 'Raj Panchak' },
  { iast: 'Agni', devanagari: 'अग्नि', label: 'Agni Panchak' },
  null,
  null,
  { iast: 'Cora', devanagari: 'चोर', label: 'Chor Panchak' },
  { iast: 'Mṛtyu', devanagari: 'मृत्यु', label: 'Mrityu Panchak' },
];

/**
 * @brief The panchaka overlapping [fromMs, toMs), or null.
 * @param moonRashiAt the Moon rashi span at an instant (Unix ms)
 */
export function panchakaBetween(fromMs: number, toMs: number, moonRashiAt: (unixMs: number) => AngaSpan): { startUnixMs: number; endUnixMs: number } | null {
  // The Moon spends about 5 days in the two signs; look at the sign at `from` and, if not in them, the next one(s).
  let s = moonRashiAt(fromMs);
  while (!PANCHAKA_RASHIS.includes(s.number)) {
    if (s.endUnixMs >= toMs) return null;
    s = moonRashiAt(s.endUnixMs);
  }
  const kumbha = s.number === 11 ? s : moonRashiAt(s.startUnixMs - 1);
  const meena = s.number === 12 ? s : moonRashiAt(s.endUnixMs);
  return { startUnixMs: kumbha.startUnixMs, endUnixMs: meena.endUnixMs };
}
