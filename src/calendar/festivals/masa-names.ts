/**
 * @module calendar/festivals/masa-names
 * Lunar month names (1 = Chaitra … 12 = Phalguna) in the three scripts of a festival's `names`. English
 * spellings follow Drik Panchang's labels ("Ashwina", "Shravana").
 */
import type { Names } from './types.js';

const MASA: Array<Names> = [
  { iast: 'Caitra', devanagari: 'चैत्र', english: 'Chaitra' },
  { iast: 'Vaiśākha', devanagari: 'वैशाख', english: 'Vaishakha' },
  { iast: 'Jyeṣṭha', devanagari: 'ज्येष्ठ', english: 'Jyeshtha' },
  { iast: 'Āṣāḍha', devanagari: 'आषाढ', english: 'Ashadha' },
  { iast: 'Śrāvaṇa', devanagari: 'श्रावण', english: 'Shravana' },
  { iast: 'Bhādrapada', devanagari: 'भाद्रपद', english: 'Bhadrapada' },
  { iast: 'Āśvina', devanagari: 'आश्विन', english: 'Ashwina' },
  { iast: 'Kārttika', devanagari: 'कार्तिक', english: 'Kartika' },
  { iast: 'Mārgaśīrṣa', devanagari: 'मार्गशीर्ष', english: 'Margashirsha' },
  { iast: 'Pauṣa', devanagari: 'पौष', english: 'Pausha' },
  { iast: 'Māgha', devanagari: 'माघ', english: 'Magha' },
  { iast: 'Phālguna', devanagari: 'फाल्गुन', english: 'Phalguna' },
];

/** @brief Names of lunar month `masa` (1–12), with the adhika marker when `adhika`. */
export function masaNames(masa: number, adhika: boolean): Names {
  const m = MASA[masa - 1]!;
  return adhika
    ? { iast: `${m.iast} Adhika`, devanagari: `अधिक ${m.devanagari}`, english: `${m.english} Adhika` }
    : { ...m };
}

/** @brief Replaces `{masa}` in each of `names` by the month's name in that script. */
export function fillMasa(names: Names, masa: Names): Names {
  return {
    iast: names.iast.replaceAll('{masa}', masa.iast),
    devanagari: names.devanagari.replaceAll('{masa}', masa.devanagari),
    english: names.english.replaceAll('{masa}', masa.english),
  };
}
