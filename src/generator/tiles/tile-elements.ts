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

/**
 * Most windows a Hindu day (about 24 h) can begin: Varjyam 3 (e.g. Mūla's two, at ghatis 20 and 56, and Pūrva
 * Āṣāḍhā's at 24: 64 ghatis of short nakshatras; 22 days in 1900–2100 at one place), Amrit kalam 2 (its windows start
 * at ghati 34 or later: a third would need about 120 ghatis). The generator throws rather than drop one.
 */
export const VARJYAM_PER_DAY = 3;
export const AMRIT_PER_DAY = 2;

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
  /**
   * The Varjyam / Amrit kalam windows beginning in the Hindu day, in order: `varjyamStartMs[k][i]` is the (k+1)-th
   * window's start on day i (Unix ms, NaN when the day has fewer). At most VARJYAM_PER_DAY and AMRIT_PER_DAY.
   */
  varjyamStartMs: Float64Array[];
  varjyamEndMs: Float64Array[];
  amritStartMs: Float64Array[];
  amritEndMs: Float64Array[];
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
    varjyamStartMs: slots(VARJYAM_PER_DAY, n), varjyamEndMs: slots(VARJYAM_PER_DAY, n), amritStartMs: slots(AMRIT_PER_DAY, n), amritEndMs: slots(AMRIT_PER_DAY, n), masaAmanta: new Uint8Array(n), masaAmantaAdhika: new Uint8Array(n),
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
    fillSlots(e.varjyamStartMs, e.varjyamEndMs, i, nakshatraWindows(naks, VARJYAM_GHATIS, t, windowEndsMs[i]!), 'Varjyam');
    fillSlots(e.amritStartMs, e.amritEndMs, i, nakshatraWindows(naks, AMRIT_GHATIS, t, windowEndsMs[i]!), 'Amrit kalam');
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

const slots = (k: number, n: number) => Array.from({ length: k }, () => new Float64Array(n).fill(NaN));

function fillSlots(starts: Float64Array[], ends: Float64Array[], day: number, windows: readonly { startUnixMs: number; endUnixMs: number }[], what: string): void {
  if (windows.length > starts.length) throw new Error(`${windows.length} ${what} windows begin in one day (at most ${starts.length} stored)`);
  for (let k = 0; k < windows.length; k++) {
    starts[k]![day] = windows[k]!.startUnixMs;
    ends[k]![day] = windows[k]!.endUnixMs;
  }
}
