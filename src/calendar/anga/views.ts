/**
 * @module calendar/anga/views
 * The anga kinds that can be looked up, each a view of a base kind (./kinds.ts): how many divisions of the
 * base angle it counts and how a division maps to the element's number. Shared by the live search
 * (./live-search.ts), the tables (./tables.ts) and the lookups (./spans.ts).
 */
import type { BaseKind } from './kinds.js';

/** An anga element in force over [startUnixMs, endUnixMs). */
export interface AngaSpan {
  /** 1-based number of the element (tithi 1–30, nakshatra 1–27, yoga 1–27, karana 1–11, pada 1–108, rashi 1–12). */
  number: number;
  startUnixMs: number;
  endUnixMs: number;
}

/**
 * Anga kinds that can be looked up: base kinds and the ones derived from them.
 * tithi = 2 half-tithis; karana = 1 half-tithi (numbered 1–11); nakshatra = 4 padas; moonRashi = 9 padas.
 */
export type AngaKind = 'tithi' | 'karana' | 'nakshatra' | 'pada' | 'yoga' | 'sunRashi' | 'moonRashi';

export interface KindView {
  base: BaseKind;
  divisions: number;
  /** Maps the division (1-based) to the element number. */
  numberOf: (division: number) => number;
}

/**
 * @brief Karana number (1 Bava … 7 Vishti, 8 Shakuni, 9 Chatushpada, 10 Naga, 11 Kimstughna) of half-tithi h (1–60).
 * Kimstughna is the first half of Shukla Pratipada; the seven movable karanas repeat from the second half;
 * Shakuni, Chatushpada and Naga are the last three halves (Krishna Chaturdashi second half, Amavasya).
 */
export function karanaOfHalfTithi(h: number): number {
  if (h === 1) return 11;
  if (h >= 58) return h - 50;
  return ((h - 2) % 7) + 1;
}

/** The numbering of kinds whose element number is the division itself (all but karana). */
export const identityNumber = (d: number): number => d;
export const KIND_VIEWS: Record<AngaKind, KindView> = {
  tithi: { base: 'halfTithi', divisions: 30, numberOf: identityNumber },
  karana: { base: 'halfTithi', divisions: 60, numberOf: karanaOfHalfTithi },
  nakshatra: { base: 'pada', divisions: 27, numberOf: identityNumber },
  pada: { base: 'pada', divisions: 108, numberOf: identityNumber },
  yoga: { base: 'yoga', divisions: 27, numberOf: identityNumber },
  sunRashi: { base: 'sunRashi', divisions: 12, numberOf: identityNumber },
  moonRashi: { base: 'pada', divisions: 12, numberOf: identityNumber },
};
