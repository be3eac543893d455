/**
 * @module calendar/astro/eclipses
 * Solar and lunar eclipses in a time range (astronomy-engine `SearchLunarEclipse` /
 * `SearchGlobalSolarEclipse`).
 *
 * - Lunar: only umbral eclipses (partial or total) count; penumbral ones carry no religious weight.
 *   The eclipse runs over the partial (umbral) phase, greatest eclipse ± semi-duration.
 * - Solar: every global eclipse (partial, annular, total), taken at its instant of greatest eclipse.
 * - Visibility at the place is not required (a conservative choice for muhurta; docs/ceremonies.md).
 */
import * as Astronomy from 'astronomy-engine';
import './ephemeris.js';

export interface EclipseEvent {
  body: 'sun' | 'moon';
  kind: 'partial' | 'total' | 'annular' | 'hybrid';
  peakMs: number;
  startMs: number;
  endMs: number;
}

const DAY_MS = 86_400_000;

const memo = new Map<number, EclipseEvent[]>();

/** Eclipses with greatest eclipse in UTC year `y` (memoised: location-free, a pure function of y). */
function eclipsesOfYear(y: number): EclipseEvent[] {
  let v = memo.get(y);
  if (v) return v;
  const from = Date.UTC(y, 0, 1), to = Date.UTC(y + 1, 0, 1);
  v = [];
  let le = Astronomy.SearchLunarEclipse(new Date(from));
  while (le.peak.date.getTime() < to) {
    if (le.kind !== Astronomy.EclipseKind.Penumbral) {
      const peak = Math.round(le.peak.date.getTime());
      const half = le.sd_partial * 60_000;
      v.push({ body: 'moon', kind: le.kind as EclipseEvent['kind'], peakMs: peak, startMs: Math.round(peak - half), endMs: Math.round(peak + half) });
    }
    le = Astronomy.NextLunarEclipse(le.peak);
  }
  let se = Astronomy.SearchGlobalSolarEclipse(new Date(from));
  while (se.peak.date.getTime() < to) {
    const peak = Math.round(se.peak.date.getTime());
    v.push({ body: 'sun', kind: se.kind as EclipseEvent['kind'], peakMs: peak, startMs: peak, endMs: peak });
    se = Astronomy.NextGlobalSolarEclipse(se.peak);
  }
  v.sort((a, b) => a.peakMs - b.peakMs);
  if (memo.size > 400) memo.clear();
  memo.set(y, v);
  return v;
}

/**
 * @brief Eclipses whose span meets [fromMs, toMs), in time order. Each UTC year is searched once and
 * memoised (≈ 10–15 ms per year on first use).
 */
export function eclipsesBetween(fromMs: number, toMs: number): EclipseEvent[] {
  const out: EclipseEvent[] = [];
  const y0 = new Date(fromMs - DAY_MS).getUTCFullYear(), y1 = new Date(toMs + DAY_MS).getUTCFullYear();
  for (let y = y0; y <= y1; y++) for (const e of eclipsesOfYear(y)) if (e.endMs > fromMs && e.startMs < toMs) out.push(e);
  return out;
}
