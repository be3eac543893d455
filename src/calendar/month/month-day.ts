/**
 * @module calendar/month/month-day
 * One day of the month view (GET /calendar/v1/month): the civil date with its weekday, sun and moon times,
 * the tithi / nakshatra / yoga / karana that occur in its Hindu day (sunrise to the next sunrise, as the day
 * panchang's `sequence`s: the first is the one in force at sunrise), the lunar month in both systems, the paksha
 * at sunrise, and the day's festivals by id and name. A projection of the day panchang (computePanchangDay), so
 * every time equals the day panchang's for the same place and date.
 */
import type { KaranaEntry, NakshatraEntry, PanchangResponse, Paksha, TithiEntry, YogaEntry } from '../panchang/response.js';
import type { EnrichedFestivalInfo } from '../festivals/enrich.js';

/** A lunar month in one system. */
export interface MonthDayMasa {
  /** 0 = Chaitra … 11 = Phalguna. */
  index: number;
  name: string;
  name_devanagari: string;
  adhika: boolean;
}

export interface MonthDayFestival {
  /** Observance id, as in GET /calendar/v1/festivals. */
  id: string;
  /** IAST (the naming convention); English in `name_en`. */
  name: string;
  name_en: string;
  name_devanagari: string;
  category: string;
}

export interface MonthDay {
  date: string;
  vara: { number: number; name: string; name_devanagari: string };
  anchor: 'sunrise' | 'local_midnight';
  sunrise: string | null;
  sunset: string | null;
  moonrise: string | null;
  moonset: string | null;
  /** Every element from this sunrise to the next (ISO local start and end), the first in force at sunrise. */
  tithi: TithiEntry[];
  nakshatra: NakshatraEntry[];
  yoga: YogaEntry[];
  karana: KaranaEntry[];
  paksha: Paksha;
  masa: { amanta: MonthDayMasa; purnimanta: MonthDayMasa };
  festivals: MonthDayFestival[];
}

export interface MonthResponse {
  year: number;
  month: number;
  location: PanchangResponse['location'];
  convention: PanchangResponse['convention'];
  days: MonthDay[];
}

const masaOf = (m: { index: number; name: string; name_devanagari: string; adhika: boolean }): MonthDayMasa => ({
  index: m.index, name: m.name, name_devanagari: m.name_devanagari, adhika: m.adhika,
});

/** @brief The month-view day of a day-mode panchang answer and the festivals dated that day. */
export function monthDayOf(p: PanchangResponse, festivals: readonly EnrichedFestivalInfo[]): MonthDay {
  const masa = p.masa!;
  const vara = p.vara!;
  const sun = p.sun!;
  return {
    date: p.date,
    vara: { number: vara.number, name: vara.name, name_devanagari: vara.name_devanagari },
    anchor: p.anchor === 'local_midnight' ? 'local_midnight' : 'sunrise',
    sunrise: sun.sunrise, sunset: sun.sunset, moonrise: sun.moonrise, moonset: sun.moonset,
    tithi: p.tithi.sequence!, nakshatra: p.nakshatra.sequence!, yoga: p.yoga.sequence!, karana: p.karana.sequence!,
    paksha: p.tithi.paksha,
    masa: { amanta: masaOf(masa.amanta), purnimanta: masaOf(masa.purnimanta) },
    festivals: festivals.map((f) => ({ id: f.id, name: f.names.iast, name_en: f.names.english, name_devanagari: f.names.devanagari, category: f.category })),
  };
}
