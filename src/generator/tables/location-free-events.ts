/**
 * @module generator/tables/location-free-events
 * Location-free event lists derived from the anga tables of one convention: new and full moons,
 * sankrantis, and the lunar months of both systems (amanta and purnimanta) with adhika / kshaya flags and
 * the samvat years that hold at each month, using the calendar engine's public functions (so the lists
 * agree with the engine by construction).
 */
import {
  fullMoonsBetween, masaAt, newMoonsBetween, samvatOf, sankrantisBetween, type AngaTables, type Convention,
} from '../../calendar/index.js';

export const EVENTS_FORMAT_VERSION = 1;

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

/** @brief Every event in [fromMs, toMs) from the tables (which must cover a lunation beyond both ends). */
export function buildLocationFreeEvents(tables: AngaTables, fromMs: number, toMs: number): LocationFreeEvents {
  const c = tables.convention;
  const newMoons = newMoonsBetween(fromMs, toMs, c, tables);
  const fullMoons = fullMoonsBetween(fromMs, toMs, c, tables);
  const lunarMonths: LunarMonthRow[] = [];
  for (const nm of newMoons) {
    const m = masaAt(nm, c, tables);
    const s = samvatOf(m);
    const a = m.amanta;
    lunarMonths.push({ system: 'amanta', index: a.index, adhika: a.adhika, kshaya: a.kshaya, startMs: a.startUnixMs, endMs: a.endUnixMs, shaka: s.shaka, vikram: s.vikram, gujarati: s.gujarati });
  }
  for (const fm of fullMoons) {
    const m = masaAt(fm, c, tables);
    const s = samvatOf(m);
    const p = m.purnimanta;
    lunarMonths.push({ system: 'purnimanta', index: p.index, adhika: p.adhika, kshaya: p.kshaya, startMs: p.startUnixMs, endMs: p.endUnixMs, shaka: s.shaka, vikram: s.vikram, gujarati: s.gujarati });
  }
  return {
    formatVersion: EVENTS_FORMAT_VERSION, convention: c, fromMs, toMs,
    newMoonsMs: newMoons, fullMoonsMs: fullMoons, sankrantis: sankrantisBetween(fromMs, toMs, c, tables), lunarMonths,
  };
}
