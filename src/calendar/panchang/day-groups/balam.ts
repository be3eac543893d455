/**
 * @module calendar/panchang/day-groups/balam
 * Tarabalam and chandrabalam: for which birth nakshatras and birth rashis the Moon of the day is favourable.
 *
 * - Tarabalam (tārā-bala): count the nakshatras from the birth nakshatra to the Moon's nakshatra, both included
 *   (1–27), and take the count modulo 9 (9 for 0): the tara 1 Janma, 2 Sampat, 3 Vipat, 4 Kṣema, 5 Pratyari,
 *   6 Sādhana, 7 Naidhana, 8 Mitra, 9 Parama Mitra. Favourable: Sampat, Kṣema, Sādhana, Mitra, Parama Mitra (the even
 *   taras and the ninth); Vipat, Pratyari, Naidhana unfavourable; Janma mixed (given as not favourable). Fifteen birth
 *   nakshatras are favourable at any time.
 * - Chandrabalam (candra-bala): the house the Moon's rashi occupies counted from the birth rashi, both included
 *   (1–12). Favourable houses 1, 3, 6, 7, 10, 11: six birth rashis at any time.
 * Both change only when the Moon changes nakshatra or rashi, which is what Drik Panchang's day page lists as
 * "Tarabalam … upto HH:MM" and "Chandrabalam … upto HH:MM".
 * Source: Muhūrta Cintāmaṇi, śubhāśubha-prakaraṇa (tārā and candra bala); B. V. Raman, *Muhurtha* (1986); the same
 * counting as mypanchang.com's tarabalam table ("remainder 2, 4, 6, 8 or 0 is good").
 * No reference data holds these lists (test/fixtures/calendar/drikpanchang_2023_daily.json.gz has no such field), so
 * they are checked by definition (test/calendar/day-groups-2.test.ts).
 */

/** Taras 1–9 from Janma; `good` = favourable. */
export const TARAS: readonly { iast: string; devanagari: string; label: string; good: boolean }[] = [
  { iast: 'Janma', devanagari: 'जन्म', label: 'Janma', good: false },
  { iast: 'Sampat', devanagari: 'सम्पत्', label: 'Sampat', good: true },
  { iast: 'Vipat', devanagari: 'विपत्', label: 'Vipat', good: false },
  { iast: 'Kṣema', devanagari: 'क्षेम', label: 'Kshema', good: true },
  { iast: 'Pratyari', devanagari: 'प्रत्यरि', label: 'Pratyari', good: false },
  { iast: 'Sādhana', devanagari: 'साधन', label: 'Sadhana', good: true },
  { iast: 'Naidhana', devanagari: 'नैधन', label: 'Naidhana', good: false },
  { iast: 'Mitra', devanagari: 'मित्र', label: 'Mitra', good: true },
  { iast: 'Parama Mitra', devanagari: 'परम मित्र', label: 'Parama Mitra', good: true },
];

/** Favourable houses of the Moon counted from the birth rashi. */
export const CHANDRABALAM_HOUSES: readonly number[] = [1, 3, 6, 7, 10, 11];

/** @brief Tara 1–9 of the Moon in nakshatra `moonNakshatra` (1–27) for a native of `birthNakshatra` (1–27). */
export function taraOf(birthNakshatra: number, moonNakshatra: number): number {
  const count = ((moonNakshatra - birthNakshatra + 27) % 27) + 1;
  return ((count - 1) % 9) + 1;
}

/** @brief House 1–12 of the Moon's rashi counted from the birth rashi (both 1–12). */
export function houseFrom(birthRashi: number, moonRashi: number): number {
  return ((moonRashi - birthRashi + 12) % 12) + 1;
}

/** @brief The birth nakshatras (1–27, ascending) for which the Moon in `moonNakshatra` gives tarabalam, with their tara. */
export function tarabalamFor(moonNakshatra: number): { nakshatra: number; tara: number }[] {
  const out: { nakshatra: number; tara: number }[] = [];
  for (let b = 1; b <= 27; b++) {
    const tara = taraOf(b, moonNakshatra);
    if (TARAS[tara - 1]!.good) out.push({ nakshatra: b, tara });
  }
  return out;
}

/** @brief The birth rashis (1–12, ascending) for which the Moon in `moonRashi` gives chandrabalam, with the house. */
export function chandrabalamFor(moonRashi: number): { rashi: number; house: number }[] {
  const out: { rashi: number; house: number }[] = [];
  for (let b = 1; b <= 12; b++) {
    const house = houseFrom(b, moonRashi);
    if (CHANDRABALAM_HOUSES.includes(house)) out.push({ rashi: b, house });
  }
  return out;
}
