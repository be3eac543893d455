/**
 * @module calendar/panchang/day-groups/nakshatra-windows
 * Varjyam (tyājya, the nakshatra's "poison" window) and Amrit kalam (amṛta ghaṭī): four ghatis of every
 * nakshatra starting at a fixed ghati of it, the nakshatra's own length counted as 60 ghatis (the classical table
 * assumes a 60-ghati nakshatra; the window is scaled to the nakshatra's actual duration).
 * Tables: Muhūrta Cintāmaṇi, nakṣatra-prakaraṇa (tyājya ghaṭīs) and the amṛta ghaṭī list of the same tradition
 * (B. V. Raman, *Muhurtha*, ch. 4, table of "Thyajya" and "Amrita" ghatis). Every value below was checked on Drik
 * Panchang's 2023 output, which also gives Mūla two tyājya windows (ghati 20 and 56, as both variants of the table
 * do); some tables print Ārdrā 11 and Uttara Phalgunī 1, Drik uses 21 and 18.
 */
import type { AngaSpan } from '../../anga/spans.js';
import type { WindowMs } from '../muhurat.js';

/** Start ghatis (of 60) of the tyājya window, nakshatra 1 (Ashvini) … 27 (Revati). */
export const VARJYAM_GHATIS: readonly (readonly number[])[] = [
  [50], [24], [30], [40], [14], [21], [30], [20], [32], [30], [20], [18], [21], [20],
  [14], [14], [10], [14], [20, 56], [24], [20], [10], [10], [18], [16], [24], [30],
];
/** Start ghatis (of 60) of the amṛta window, nakshatra 1 … 27. */
export const AMRIT_GHATIS: readonly (readonly number[])[] = [
  [42], [48], [54], [52], [38], [35], [54], [44], [56], [54], [44], [42], [45], [44],
  [38], [38], [34], [38], [44], [48], [44], [34], [34], [42], [40], [48], [54],
];
/** Each window lasts four ghatis of its nakshatra. */
export const WINDOW_GHATIS = 4;

/**
 * @brief The windows of a ghati table that start in [fromMs, toMs), from the nakshatra spans that cover it (in
 * order). Drik lists a window on the Hindu day it begins in (sunrise → next sunrise), so 0–2 windows a day.
 */
export function nakshatraWindows(spans: readonly AngaSpan[], table: readonly (readonly number[])[], fromMs: number, toMs: number): WindowMs[] {
  const out: WindowMs[] = [];
  for (const s of spans) {
    const ghatiMs = (s.endUnixMs - s.startUnixMs) / 60;
    for (const g of table[s.number - 1]!) {
      const start = s.startUnixMs + g * ghatiMs;
      if (start >= fromMs && start < toMs) out.push({ startUnixMs: start, endUnixMs: start + WINDOW_GHATIS * ghatiMs });
    }
  }
  return out;
}
