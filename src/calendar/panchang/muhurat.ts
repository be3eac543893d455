/**
 * @module calendar/panchang/muhurat
 * Rahu Kalam, Yamaganda, Gulika Kalam and Abhijit muhurta (notes/calendar-conventions.md §6, verified on
 * all 365 days of Drik Panchang 2023).
 *
 * Daytime (sunrise → sunset) is split into 8 equal parts numbered 1–8 from sunrise; the part depends on
 * the weekday (Sun … Sat): Rahu 8 2 7 5 6 4 3, Yamaganda 5 4 3 2 1 7 6, Gulika 7 6 5 4 3 2 1.
 * Abhijit is the 8th of the 15 daytime muhurtas, i.e. local midday ± daylength/30; Drik gives none on
 * Wednesdays, so it is null then.
 */

/** A window [startUnixMs, endUnixMs). */
export interface WindowMs {
  startUnixMs: number;
  endUnixMs: number;
}

const RAHU = [8, 2, 7, 5, 6, 4, 3];
const YAMA = [5, 4, 3, 2, 1, 7, 6];
const GULIKA = [7, 6, 5, 4, 3, 2, 1];

function eighth(sunriseMs: number, sunsetMs: number, part: number): WindowMs {
  const len = (sunsetMs - sunriseMs) / 8;
  return { startUnixMs: sunriseMs + (part - 1) * len, endUnixMs: sunriseMs + part * len };
}

/** @brief Rahu Kalam for a day with weekday 0 = Sunday … 6 = Saturday. */
export function rahuKalam(sunriseMs: number, sunsetMs: number, weekday: number): WindowMs {
  return eighth(sunriseMs, sunsetMs, RAHU[weekday]!);
}
/** @brief Yamaganda. */
export function yamaGandam(sunriseMs: number, sunsetMs: number, weekday: number): WindowMs {
  return eighth(sunriseMs, sunsetMs, YAMA[weekday]!);
}
/** @brief Gulika Kalam. */
export function gulikaKalam(sunriseMs: number, sunsetMs: number, weekday: number): WindowMs {
  return eighth(sunriseMs, sunsetMs, GULIKA[weekday]!);
}
/** @brief Abhijit muhurta (midday ± daylength/30), null on Wednesdays (weekday 3) as Drik Panchang. */
export function abhijitMuhurat(sunriseMs: number, sunsetMs: number, weekday: number): WindowMs | null {
  if (weekday === 3) return null;
  const mid = (sunriseMs + sunsetMs) / 2;
  const half = (sunsetMs - sunriseMs) / 30;
  return { startUnixMs: mid - half, endUnixMs: mid + half };
}
