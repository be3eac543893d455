/**
 * @module calendar/panchang/day-groups/muhurtas
 * The named windows of a Hindu day built from sunrise, sunset and the neighbouring sunset/sunrise. A muhurta is a
 * fifteenth of the day (sunrise → sunset) or of the night (sunset → sunrise), numbered 1–15 from its start; the
 * rules below are that number (or a span of them) as data, evaluated by ./day-parts.ts.
 *
 * - Dur muhurtam, by weekday (Muhūrta Cintāmaṇi, śubhāśubha-prakaraṇa: the durmuhūrtas of the seven days). The
 *   indices are the ones Drik Panchang prints, read off every day of its 2023 output (all 365 days agree):
 *   Sunday day 14; Monday day 9 and 12; Tuesday day 4 and night 7; Wednesday day 8; Thursday day 6 and 12;
 *   Friday day 4 and 9; Saturday day 1 and 2.
 * - Brahma muhurta: the 14th muhurta of the night that ends at sunrise (the one before the last).
 * - Pratah sandhya: from the middle of Brahma muhurta to sunrise; Sayahna sandhya: from sunset for the same
 *   length (1½ muhurtas of the night after).
 * - Vijaya muhurta: the 11th muhurta of the day.
 * - Godhuli: half a ghati (12 minutes) either side of sunset (Muhūrta Gaṇapati).
 * - Nishita muhurta: the 8th muhurta of the night (midnight ± night/30), the kaala of Janmashtami and Shivaratri.
 * - Pradosh kaal: the first three muhurtas of the night (sunset → sunset + night/5).
 * - Madhyahna kaal: the 3rd of the five parts of the day (Pratah, Sangava, Madhyahna, Aparahna, Sayahna).
 * These follow the windows Drik Panchang's day page shows under the same names, as far as they are known here; only
 * Dur muhurtam is in the reference data (test/calendar/day-groups-drik.test.ts), so the others are *unverified*
 * against Drik's clock times and are checked by their definitions (test/calendar/day-groups.test.ts).
 */
import type { WindowMs } from '../muhurat.js';
import { daySpan, nightSpan, partOf, prevNightSpan, type DayFrame, type UnavailableReason } from './day-parts.js';

/** A muhurta of the day (`d`) or of the night after it (`n`), numbered 1–15. */
export type MuhurtaRef = { part: 'd' | 'n'; index: number };

/** Dur muhurtam by weekday (0 = Sunday); see the module comment for the source. */
export const DUR_MUHURTAM: readonly (readonly MuhurtaRef[])[] = [
  [{ part: 'd', index: 14 }],
  [{ part: 'd', index: 9 }, { part: 'd', index: 12 }],
  [{ part: 'd', index: 4 }, { part: 'n', index: 7 }],
  [{ part: 'd', index: 8 }],
  [{ part: 'd', index: 6 }, { part: 'd', index: 12 }],
  [{ part: 'd', index: 4 }, { part: 'd', index: 9 }],
  [{ part: 'd', index: 1 }, { part: 'd', index: 2 }],
];

const GODHULI_HALF_MS = 12 * 60_000;

/** The windows of one Hindu day; each null (with the reasons in `reason`) where the Sun does not rise or set. */
export interface MuhurtaWindows {
  brahma_muhurta: WindowMs | null;
  pratah_sandhya: WindowMs | null;
  vijaya_muhurta: WindowMs | null;
  madhyahna_kaal: WindowMs | null;
  godhuli_muhurta: WindowMs | null;
  sayahna_sandhya: WindowMs | null;
  pradosh_kaal: WindowMs | null;
  nishita_muhurta: WindowMs | null;
  dur_muhurtam: WindowMs[] | null;
  reason: UnavailableReason | null;
}

const span = (a: number, b: number): WindowMs => ({ startUnixMs: a, endUnixMs: b });

/** @brief The sunrise/sunset-derived muhurtas of a Hindu day. */
export function muhurtasOfDay(f: DayFrame): MuhurtaWindows {
  const day = daySpan(f);
  const night = nightSpan(f);
  const prev = prevNightSpan(f);
  const d = typeof day === 'string' ? null : day;
  const n = typeof night === 'string' ? null : night;
  const p = typeof prev === 'string' ? null : prev;
  const dm = (k: number) => partOf(d!.startUnixMs, d!.endUnixMs, 15, k);
  const nm = (k: number) => partOf(n!.startUnixMs, n!.endUnixMs, 15, k);
  const pmLen = p ? (p.endUnixMs - p.startUnixMs) / 15 : 0;
  const nmLen = n ? (n.endUnixMs - n.startUnixMs) / 15 : 0;
  const brahma = p ? partOf(p.startUnixMs, p.endUnixMs, 15, 14) : null;
  const durOk = d !== null && (n !== null || !DUR_MUHURTAM[f.weekday]!.some((r) => r.part === 'n'));
  const reason = typeof day === 'string' ? day : typeof night === 'string' ? night : typeof prev === 'string' ? prev : null;
  return {
    brahma_muhurta: brahma,
    pratah_sandhya: p ? span(p.endUnixMs - 1.5 * pmLen, p.endUnixMs) : null,
    vijaya_muhurta: d ? dm(11) : null,
    madhyahna_kaal: d ? partOf(d.startUnixMs, d.endUnixMs, 5, 3) : null,
    godhuli_muhurta: d ? span(d.endUnixMs - GODHULI_HALF_MS, d.endUnixMs + GODHULI_HALF_MS) : null,
    sayahna_sandhya: n ? span(n.startUnixMs, n.startUnixMs + 1.5 * nmLen) : null,
    pradosh_kaal: n ? span(n.startUnixMs, n.startUnixMs + 3 * nmLen) : null,
    nishita_muhurta: n ? nm(8) : null,
    dur_muhurtam: durOk ? DUR_MUHURTAM[f.weekday]!.map((r) => (r.part === 'd' ? dm(r.index) : nm(r.index))) : null,
    reason,
  };
}
