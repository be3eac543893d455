/**
 * Precedence of works when one verse (or mantra) is found in several: the canonical source first. The Vedic
 * saṃhitās share many mantras; the Ṛgveda is their source (the Atharvaveda and the Vājasaneyi Saṃhitā quote it),
 * the Gītā is Mahābhārata 6.23–40 but is cited as the Gītā, sūtras and upaniṣads are quoted by later texts.
 * Otherwise by authority tier: shruti > smriti > itihasa-purana > shastra > kavya. Used by search only as a
 * near-tie breaker (precedence / 100 × 0.05 added to the score): large enough that a long prose mantra holding the
 * words outranks the short Purāṇa verses that quote them ("ahaṃ brahmāsmi": Bṛhadāraṇyaka 1.4.10, 650 letters,
 * before Agni Purāṇa 14.3, 100; the length penalty between them is 0.013), far below a coverage difference.
 */
import type { Work } from '../model.js';

const BY_SLUG: Record<string, number> = {
  rigveda: 100,
  'bhagavad-gita': 95,
  'yoga-sutra': 92,
  'atharvaveda-shaunaka': 85,
  'yajurveda-vs-madhyandina': 84,
  'yajurveda-vs-kanva': 83,
  ramayana: 70,
  'bhagavata-purana': 66,
  'mahabharata-ce': 68,
  mahabharata: 68,
};

const BY_TIER: Record<string, number> = { shruti: 88, smriti: 80, 'itihasa-purana': 62, shastra: 58, kavya: 50 };

export function workPrecedence(w: Pick<Work, 'slug' | 'authority_tier' | 'category'>): number {
  return BY_SLUG[w.slug] ?? (w.category === 'upanishad' ? 90 : BY_TIER[w.authority_tier] ?? 40);
}

export const PRECEDENCE_WEIGHT = 0.05;
