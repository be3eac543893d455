/**
 * @module generator/tables/location-free-events
 * Location-free event lists derived from the anga tables of one convention: new and full moons,
 * sankrantis, and the lunar months of both systems (amanta and purnimanta) with adhika / kshaya flags and
 * the samvat years that hold at each month, using the calendar engine's public functions (so the lists
 * agree with the engine by construction). Amanta months run new moon to new moon; purnimanta months are the
 * runs of pakshas that `masaAt` labels alike (full moon to full moon, except that an adhika month runs new
 * moon to new moon between the two halves of its nija month, as Drik Panchang shows it).
 */
import {
  fullMoonsBetween, masaAt, newMoonsBetween, samvatOf, sankrantisBetween, type AngaTables, type Convention,
} from '../../calendar/index.js';

/** 3: new and full moons and months from the drik Moon on Drik's ayanamsa and time scale (calendar/astro/ephemeris.ts). */
export const EVENTS_FORMAT_VERSION = 3;

export interface LunarMonthRow {
  system: 'amanta' | 'purnimanta';
  /** 0 = Chaitra … 11 = Phalguna. */
  index: number;
  adhika: boolean;
  kshaya: boolean;
  startMs: number;
  endMs: number;
  /** Era years in force at the start of the month (Shaka/Gujarati from the amanta month, Vikram from the purnimanta). */
  shaka: number;
  vikram: number;
  gujarati: number;
}

export interface LocationFreeEvents {
  formatVersion: number;
  convention: Convention;
  fromMs: number;
  toMs: number;
  newMoonsMs: number[];
  fullMoonsMs: number[];
  sankrantis: Array<{ rashi: number; unixMs: number }>;
  lunarMonths: LunarMonthRow[];
}

const MARGIN_MS = 45 * 86_400_000;

/**
 * @brief Every event in [fromMs − 45 d, toMs + 45 d) (so that the months around both ends are whole) from the
 * tables; beyond the tables the engine searches live (same instants).
 */
export function buildLocationFreeEvents(tables: AngaTables, fromMs: number, toMs: number): LocationFreeEvents {
  const c = tables.convention;
  fromMs -= MARGIN_MS;
  toMs += MARGIN_MS;
  const newMoons = newMoonsBetween(fromMs, toMs, c, tables);
  const fullMoons = fullMoonsBetween(fromMs, toMs, c, tables);
  const lunarMonths: LunarMonthRow[] = [];
  for (const nm of newMoons) {
    const m = masaAt(nm, c, tables);
    const s = samvatOf(m);
    const a = m.amanta;
    lunarMonths.push({ system: 'amanta', index: a.index, adhika: a.adhika, kshaya: a.kshaya, startMs: a.startUnixMs, endMs: a.endUnixMs, shaka: s.shaka, vikram: s.vikram, gujarati: s.gujarati });
  }
  // Purnimanta: the engine labels each paksha (new moon → full moon, full moon → new moon); adjacent pakshas with the
  // same label form one month (so an adhika month appears once, between the two halves of its nija month).
  const pakshaStarts = [...newMoons, ...fullMoons].sort((a, b) => a - b);
  let cur: LunarMonthRow | null = null;
  for (let k = 0; k + 1 < pakshaStarts.length; k++) {
    const from = pakshaStarts[k]!;
    const to = pakshaStarts[k + 1]!;
    const m = masaAt(from, c, tables);
    const p = m.purnimanta;
    if (cur && cur.index === p.index && cur.adhika === p.adhika && cur.endMs === from) {
      cur.endMs = to;
      continue;
    }
    const s = samvatOf(m);
    cur = { system: 'purnimanta', index: p.index, adhika: p.adhika, kshaya: p.kshaya, startMs: from, endMs: to, shaka: s.shaka, vikram: s.vikram, gujarati: s.gujarati };
    lunarMonths.push(cur);
  }
  return {
    formatVersion: EVENTS_FORMAT_VERSION, convention: c, fromMs, toMs,
    newMoonsMs: newMoons, fullMoonsMs: fullMoons, sankrantis: sankrantisBetween(fromMs, toMs, c, tables), lunarMonths,
  };
}
