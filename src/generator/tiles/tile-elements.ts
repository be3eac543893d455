/**
 * @module generator/tiles/tile-elements
 * The elements in force at each day's anchor (sunrise) from the location-free tables, with the calendar
 * engine's public functions (`angaSpanAt`, `masaAt`, `samvatOf`, `weekdayOf`): the same numbers and end instants
 * as `computePanchangDay` day mode. Binary searches only (a few µs per day).
 * With them the daily values of `include=` that a dataset user cannot derive from sunrise and sunset alone: the end
 * of the Sun's and the Moon's sign (the next sankranti, the Moon's sign change) and the Varjyam and Amrit kalam
 * windows that begin in the Hindu day (anchor → next sunrise), by the engine's `nakshatraWindows` (the `muhurtas`
 * group's rule, calendar/panchang/day-groups/nakshatra-windows.ts). Choghadiya, hora, Dur muhurtam, Brahma muhurta
 * and the other day parts are arithmetic on the stored sun times (docs/generator.md) and are not stored.
 */
import { AMRIT_GHATIS, angaSpanAt, angaSpansBetween, masaAt, nakshatraWindows, samvatOf, VARJYAM_GHATIS, type AngaTables } from '../../calendar/index.js';

export interface DayElements {
  vara: Uint8Array;
  tithi: Uint8Array;
  tithiEndMs: Float64Array;
  nakshatra: Uint8Array;
  pada: Uint8Array;
  nakshatraEndMs: Float64Array;
  yoga: Uint8Array;
  yogaEndMs: Float64Array;
  karana: Uint8Array;
  karanaEndMs: Float64Array;
  sunRashi: Uint8Array;
  sunRashiEndMs: Float64Array;
  moonRashi: Uint8Array;
  moonRashiEndMs: Float64Array;
  /** Start and end (Unix ms) of each Varjyam / Amrit kalam window beginning in the Hindu day, in order (0–3 a day). */
  varjyamStartMs: number[][];
  varjyamEndMs: number[][];
  amritStartMs: number[][];
  amritEndMs: number[][];
  masaAmanta: Uint8Array;
  masaAmantaAdhika: Uint8Array;
  masaPurnimanta: Uint8Array;
  masaPurnimantaAdhika: Uint8Array;
  shakaYear: Int16Array;
  vikramYear: Int16Array;
  gujaratiYear: Int16Array;
}

/**
 * @brief Elements at `anchorsMs[i]` (convention of `tables`); `days[i]` = local date as days since 1970-01-01 (for the
 * weekday); `windowEndsMs[i]` = the end of the Hindu day (the next sunrise, or the next local midnight where the Sun
 * does not rise: computePanchangDay's window).
 */
export function dayElements(anchorsMs: Float64Array, days: Int32Array, windowEndsMs: Float64Array, tables: AngaTables): DayElements {
  const n = anchorsMs.length;
  const e: DayElements = {
    vara: new Uint8Array(n), tithi: new Uint8Array(n), tithiEndMs: new Float64Array(n), nakshatra: new Uint8Array(n), pada: new Uint8Array(n),
    nakshatraEndMs: new Float64Array(n), yoga: new Uint8Array(n), yogaEndMs: new Float64Array(n), karana: new Uint8Array(n), karanaEndMs: new Float64Array(n),
    sunRashi: new Uint8Array(n), sunRashiEndMs: new Float64Array(n), moonRashi: new Uint8Array(n), moonRashiEndMs: new Float64Array(n),
    varjyamStartMs: new Array(n), varjyamEndMs: new Array(n), amritStartMs: new Array(n), amritEndMs: new Array(n), masaAmanta: new Uint8Array(n), masaAmantaAdhika: new Uint8Array(n),
    masaPurnimanta: new Uint8Array(n), masaPurnimantaAdhika: new Uint8Array(n), shakaYear: new Int16Array(n), vikramYear: new Int16Array(n), gujaratiYear: new Int16Array(n),
  };
  const c = tables.convention;
  let masaUntil = -Infinity;
  let masaFrom = Infinity;
  let masa: ReturnType<typeof masaAt> | null = null;
  for (let i = 0; i < n; i++) {
    const t = anchorsMs[i]!;
    e.vara[i] = (((days[i]! + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
    const ti = angaSpanAt('tithi', t, c, tables);
    e.tithi[i] = ti.number; e.tithiEndMs[i] = ti.endUnixMs;
    const na = angaSpanAt('nakshatra', t, c, tables);
    e.nakshatra[i] = na.number; e.nakshatraEndMs[i] = na.endUnixMs;
    e.pada[i] = ((angaSpanAt('pada', t, c, tables).number - 1) % 4) + 1;
    const yo = angaSpanAt('yoga', t, c, tables);
    e.yoga[i] = yo.number; e.yogaEndMs[i] = yo.endUnixMs;
    const ka = angaSpanAt('karana', t, c, tables);
    e.karana[i] = ka.number; e.karanaEndMs[i] = ka.endUnixMs;
    const sr = angaSpanAt('sunRashi', t, c, tables);
    e.sunRashi[i] = sr.number; e.sunRashiEndMs[i] = sr.endUnixMs;
    const mr = angaSpanAt('moonRashi', t, c, tables);
    e.moonRashi[i] = mr.number; e.moonRashiEndMs[i] = mr.endUnixMs;
    const naks = angaSpansBetween('nakshatra', t, windowEndsMs[i]!, c, tables);
    const v = nakshatraWindows(naks, VARJYAM_GHATIS, t, windowEndsMs[i]!);
    e.varjyamStartMs[i] = v.map((w) => w.startUnixMs); e.varjyamEndMs[i] = v.map((w) => w.endUnixMs);
    const a = nakshatraWindows(naks, AMRIT_GHATIS, t, windowEndsMs[i]!);
    e.amritStartMs[i] = a.map((w) => w.startUnixMs); e.amritEndMs[i] = a.map((w) => w.endUnixMs);
    // masaAt is constant between two changes of either month: reuse it while t stays inside both.
    if (!masa || t < masaFrom || t >= masaUntil) {
      masa = masaAt(t, c, tables);
      masaFrom = Math.max(masa.amanta.startUnixMs, masa.purnimanta.startUnixMs);
      masaUntil = Math.min(masa.amanta.endUnixMs, masa.purnimanta.endUnixMs);
      const s = samvatOf(masa);
      e.shakaYear[i] = s.shaka; e.vikramYear[i] = s.vikram; e.gujaratiYear[i] = s.gujarati;
    } else {
      e.shakaYear[i] = e.shakaYear[i - 1]!; e.vikramYear[i] = e.vikramYear[i - 1]!; e.gujaratiYear[i] = e.gujaratiYear[i - 1]!;
    }
    e.masaAmanta[i] = masa.amanta.index; e.masaAmantaAdhika[i] = masa.amanta.adhika ? 1 : 0;
    e.masaPurnimanta[i] = masa.purnimanta.index; e.masaPurnimantaAdhika[i] = masa.purnimanta.adhika ? 1 : 0;
  }
  return e;
}
