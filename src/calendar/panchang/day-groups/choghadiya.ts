/**
 * @module calendar/panchang/day-groups/choghadiya
 * Choghadiya (चौघड़िया): daytime (sunrise → sunset) and night (sunset → next sunrise) each cut into eight equal
 * parts, named after the planet that rules them: Udvega (Sun), Cara (Venus), Lābha (Mercury), Amṛta (Moon),
 * Kāla (Saturn), Śubha (Jupiter), Roga (Mars).
 *
 * Rule (as data below): the day begins with the weekday lord's choghadiya and follows the Chaldean order
 * (Sun → Venus → Mercury → Moon → Saturn → Jupiter → Mars), the eighth repeating the first; the night begins with the
 * choghadiya of the lord of the fifth weekday (Sunday night: Jupiter = Śubha) and steps two back in that order.
 * Qualities: Amṛta, Śubha, Lābha good; Cara neutral; Udvega, Kāla, Roga bad.
 * Source: the Gujarati/Marwari choghadiya tables as published by Drik Panchang
 * (drikpanchang.com/muhurat/choghadiya.html) and B. V. Raman, *Muhurtha* (1986), ch. 3.
 */
import { equalParts, type DayFrame, daySpan, nightSpan, type UnavailableReason } from './day-parts.js';
import type { Planet } from './planets.js';

export type ChoghadiyaId = 'udvega' | 'cara' | 'labha' | 'amrita' | 'kala' | 'shubha' | 'roga';
export type Quality = 'good' | 'neutral' | 'bad';

/** Names (IAST, Devanagari, the English spelling Drik Panchang prints), ruling planet and quality. */
export const CHOGHADIYA: Readonly<Record<ChoghadiyaId, { iast: string; devanagari: string; label: string; lord: Planet; quality: Quality }>> = {
  udvega: { iast: 'Udvega', devanagari: 'उद्वेग', label: 'Udveg', lord: 'sun', quality: 'bad' },
  cara: { iast: 'Cara', devanagari: 'चर', label: 'Char', lord: 'venus', quality: 'neutral' },
  labha: { iast: 'Lābha', devanagari: 'लाभ', label: 'Labh', lord: 'mercury', quality: 'good' },
  amrita: { iast: 'Amṛta', devanagari: 'अमृत', label: 'Amrit', lord: 'moon', quality: 'good' },
  kala: { iast: 'Kāla', devanagari: 'काल', label: 'Kaal', lord: 'saturn', quality: 'bad' },
  shubha: { iast: 'Śubha', devanagari: 'शुभ', label: 'Shubh', lord: 'jupiter', quality: 'good' },
  roga: { iast: 'Roga', devanagari: 'रोग', label: 'Rog', lord: 'mars', quality: 'bad' },
};

const U = 'udvega', C = 'cara', L = 'labha', A = 'amrita', K = 'kala', S = 'shubha', R = 'roga';
/** Day choghadiyas by weekday (0 = Sunday). */
export const DAY_CHOGHADIYA: readonly (readonly ChoghadiyaId[])[] = [
  [U, C, L, A, K, S, R, U],
  [A, K, S, R, U, C, L, A],
  [R, U, C, L, A, K, S, R],
  [L, A, K, S, R, U, C, L],
  [S, R, U, C, L, A, K, S],
  [C, L, A, K, S, R, U, C],
  [K, S, R, U, C, L, A, K],
];
/** Night choghadiyas by the weekday of the day they follow (0 = Sunday night). */
export const NIGHT_CHOGHADIYA: readonly (readonly ChoghadiyaId[])[] = [
  [S, A, C, R, K, L, U, S],
  [C, R, K, L, U, S, A, C],
  [K, L, U, S, A, C, R, K],
  [U, S, A, C, R, K, L, U],
  [A, C, R, K, L, U, S, A],
  [R, K, L, U, S, A, C, R],
  [L, U, S, A, C, R, K, L],
];

export interface ChoghadiyaPeriod {
  /** 1–8 within the day or the night. */
  number: number;
  id: ChoghadiyaId;
  startUnixMs: number;
  endUnixMs: number;
}

export interface ChoghadiyaDay {
  day: ChoghadiyaPeriod[] | null;
  night: ChoghadiyaPeriod[] | null;
  /** Why `day` or `night` is null (polar day or night), else null. */
  reason: UnavailableReason | null;
}

function periods(span: ReturnType<typeof daySpan>, ids: readonly ChoghadiyaId[]): ChoghadiyaPeriod[] | UnavailableReason {
  if (typeof span === 'string') return span;
  return equalParts(span.startUnixMs, span.endUnixMs, 8).map((w, i) => ({ number: i + 1, id: ids[i]!, startUnixMs: w.startUnixMs, endUnixMs: w.endUnixMs }));
}

/** @brief The sixteen choghadiyas of a Hindu day; null parts (with a reason) where the Sun does not rise or set. */
export function choghadiyaOfDay(f: DayFrame): ChoghadiyaDay {
  const day = periods(daySpan(f), DAY_CHOGHADIYA[f.weekday]!);
  const night = periods(nightSpan(f), NIGHT_CHOGHADIYA[f.weekday]!);
  const reason = typeof day === 'string' ? day : typeof night === 'string' ? night : null;
  return { day: typeof day === 'string' ? null : day, night: typeof night === 'string' ? null : night, reason };
}
