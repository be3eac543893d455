/**
 * @module calendar/panchang/day-groups/anandadi
 * Ānandādi yoga: one of 28 yogas from the weekday and the Moon's nakshatra, counted in the 28-nakshatra scheme
 * (Abhijit the 22nd, between Uttara Āṣāḍhā and Śravaṇa). On Sunday Aśvinī gives Ānanda, and each later nakshatra the
 * next yoga; the nakshatra giving Ānanda moves four places each weekday: Monday Mṛgaśīrṣa, Tuesday Āśleṣā, Wednesday
 * Hasta, Thursday Anurādhā, Friday Uttara Āṣāḍhā, Saturday Śatabhiṣā (28-scheme number 1 + 4 × weekday).
 * Abhijit is Uttara Āṣāḍhā's last quarter and the first fifteenth of Śravaṇa: sidereal 276°40′ → 280°53′20″.
 * Qualities: the sixteen named good below; Kāladaṇḍa, Dhūmra, Dhvāṅkṣa, Vajra, Mudgara, Lumbaka, Utpāta, Mṛtyu, Kāṇa,
 * Musala, Gada and Rākṣasa bad. Source: Muhūrta Cintāmaṇi, śubhāśubha-prakaraṇa (ānandādi yogas); Drik Panchang's
 * day page prints "Anandadi Yoga … upto HH:MM". Not in the reference data: checked by definition.
 * The weekday is the Hindu day's (sunrise to sunrise), so within a day the yoga changes only with the nakshatra.
 */
import { findCrossing } from '../../anga/crossing.js';
import type { AngaSpan } from '../../anga/spans.js';

export interface AnandadiYoga { iast: string; devanagari: string; label: string; good: boolean }
const y = (iast: string, devanagari: string, label: string, good: boolean): AnandadiYoga => ({ iast, devanagari, label, good });

/** Yogas 1–28 from Ānanda. */
export const ANANDADI_YOGAS: readonly AnandadiYoga[] = [
  y('Ānanda', 'आनन्द', 'Ananda', true), y('Kāladaṇḍa', 'कालदण्ड', 'Kaladanda', false), y('Dhūmra', 'धूम्र', 'Dhumra', false),
  y('Dhātā', 'धाता', 'Dhata', true), y('Saumya', 'सौम्य', 'Saumya', true), y('Dhvāṅkṣa', 'ध्वाङ्क्ष', 'Dhwanksha', false),
  y('Dhvaja', 'ध्वज', 'Dhwaja', true), y('Śrīvatsa', 'श्रीवत्स', 'Shrivatsa', true), y('Vajra', 'वज्र', 'Vajra', false),
  y('Mudgara', 'मुद्गर', 'Mudgara', false), y('Chatra', 'छत्र', 'Chhatra', true), y('Mitra', 'मित्र', 'Mitra', true),
  y('Mānasa', 'मानस', 'Manasa', true), y('Padma', 'पद्म', 'Padma', true), y('Lumbaka', 'लुम्बक', 'Lumbaka', false),
  y('Utpāta', 'उत्पात', 'Utpata', false), y('Mṛtyu', 'मृत्यु', 'Mrityu', false), y('Kāṇa', 'काण', 'Kana', false),
  y('Siddhi', 'सिद्धि', 'Siddhi', true), y('Śubha', 'शुभ', 'Shubha', true), y('Amṛta', 'अमृत', 'Amrita', true),
  y('Musala', 'मुसल', 'Musala', false), y('Gada', 'गद', 'Gada', false), y('Mātaṅga', 'मातङ्ग', 'Matanga', true),
  y('Rākṣasa', 'राक्षस', 'Rakshasa', false), y('Cara', 'चर', 'Chara', true), y('Sthira', 'स्थिर', 'Sthira', true),
  y('Vardhamāna', 'वर्धमान', 'Vardhamana', true),
];

/** Abhijit's sidereal span, degrees. */
export const ABHIJIT_START_DEG = 276 + 40 / 60;
export const ABHIJIT_END_DEG = 280 + 53 / 60 + 20 / 3600;

/** @brief Yoga 1–28 for a weekday (0 = Sunday) and a nakshatra in the 28-scheme (1–28, 22 = Abhijit). */
export function anandadiYogaOf(weekday: number, nakshatra28: number): number {
  return ((nakshatra28 - (1 + 4 * weekday)) % 28 + 28) % 28 + 1;
}

/** A nakshatra span in the 28-scheme: `number` 1–28 (22 Abhijit, 23 Śravaṇa … 28 Revatī). */
export type Nakshatra28Span = AngaSpan;

/**
 * @brief The 27-nakshatra spans (in order, contiguous) re-cut in the 28-scheme.
 * @param padaStartBefore the start of the pada in force just before an instant (Abhijit starts with U. Āṣāḍhā's 4th pada)
 * @param moonDeg the Moon's sidereal longitude at an instant (Abhijit ends at 280°53′20″, inside Śravaṇa's first pada)
 */
export function nakshatra28Spans(spans: readonly AngaSpan[], padaStartBefore: (unixMs: number) => number, moonDeg: (unixMs: number) => number): Nakshatra28Span[] {
  const out: Nakshatra28Span[] = [];
  const abhijitEnd = (shravanaStart: number, shravanaEnd: number) => {
    const guess = shravanaStart + ((ABHIJIT_END_DEG - 280) / (40 / 3)) * (shravanaEnd - shravanaStart);
    return findCrossing(moonDeg, ABHIJIT_END_DEG, guess, 360 / (27.32 * 86_400_000)).unixMs;
  };
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i]!;
    if (s.number < 21) out.push({ number: s.number, startUnixMs: s.startUnixMs, endUnixMs: s.endUnixMs });
    else if (s.number > 22) out.push({ number: s.number + 1, startUnixMs: s.startUnixMs, endUnixMs: s.endUnixMs });
    else if (s.number === 21) {
      const abStart = padaStartBefore(s.endUnixMs);
      out.push({ number: 21, startUnixMs: s.startUnixMs, endUnixMs: abStart });
      // Śravaṇa follows: its span (known or not) gives Abhijit's end.
      const next = spans[i + 1];
      const shravanaLen = next ? next.endUnixMs - next.startUnixMs : s.endUnixMs - s.startUnixMs;
      out.push({ number: 22, startUnixMs: abStart, endUnixMs: abhijitEnd(s.endUnixMs, s.endUnixMs + shravanaLen) });
    } else {
      const abEnd = out.at(-1)?.number === 22 ? out.at(-1)!.endUnixMs : abhijitEnd(s.startUnixMs, s.endUnixMs);
      if (out.at(-1)?.number !== 22) out.push({ number: 22, startUnixMs: padaStartBefore(s.startUnixMs), endUnixMs: abEnd });
      out.push({ number: 23, startUnixMs: abEnd, endUnixMs: s.endUnixMs });
    }
  }
  return out;
}
