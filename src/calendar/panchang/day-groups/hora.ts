/**
 * @module calendar/panchang/day-groups/hora
 * Hora (होरा), the planetary hours: twelve equal parts of the day (sunrise → sunset) and twelve of the night
 * (sunset → next sunrise). The first hora of the day is ruled by the weekday's lord; each next one by the next
 * planet in the Chaldean order from the Sun (Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars: ./planets.ts), so
 * the 25th would be the next weekday's lord. Source: Surya Siddhanta 12.78–79; B. V. Raman, *Muhurtha* ch. 3;
 * Drik Panchang's hora page (drikpanchang.com/muhurat/hora.html) uses these unequal (seasonal) hours.
 */
import { equalParts, daySpan, nightSpan, type DayFrame, type UnavailableReason } from './day-parts.js';
import { CHALDEAN_FROM_SUN, WEEKDAY_LORD, type Planet } from './planets.js';

export interface HoraPeriod {
  /** 1–24 from sunrise (1–12 day, 13–24 night). */
  number: number;
  part: 'day' | 'night';
  lord: Planet;
  startUnixMs: number;
  endUnixMs: number;
}

/** @brief Lord of hora `number` (1–24) of a day with weekday 0 = Sunday … 6 = Saturday. */
export function horaLord(weekday: number, number: number): Planet {
  const first = CHALDEAN_FROM_SUN.indexOf(WEEKDAY_LORD[weekday]!);
  return CHALDEAN_FROM_SUN[(first + number - 1) % 7]!;
}

/** @brief The 24 horas of a Hindu day, or null with a reason where the Sun does not rise or set. */
export function horasOfDay(f: DayFrame): { horas: HoraPeriod[] | null; reason: UnavailableReason | null } {
  const day = daySpan(f);
  const night = nightSpan(f);
  if (typeof night === 'string') return { horas: null, reason: night };
  const d = day as Exclude<typeof day, string>;
  const parts = equalParts(d.startUnixMs, d.endUnixMs, 12).concat(equalParts(night.startUnixMs, night.endUnixMs, 12));
  return {
    horas: parts.map((w, i) => ({ number: i + 1, part: i < 12 ? 'day' : 'night', lord: horaLord(f.weekday, i + 1), startUnixMs: w.startUnixMs, endUnixMs: w.endUnixMs })),
    reason: null,
  };
}
