/**
 * @module calendar/panchang/day-groups/gowri
 * Gowri panchangam (கௌரி பஞ்சாங்கம், "Gowri nalla neram"), the Tamil calendars' eight day parts (sunrise → sunset)
 * and eight night parts (sunset → next sunrise), each with a name and a quality.
 *
 * Rule (as data below): each part is ruled by a weekday lord, taken in weekday order (Sun, Moon, Mars, Mercury,
 * Jupiter, Venus, Saturn) from the day's own lord for the day and from the lord of the fifth weekday (the day's
 * + 4) for the night, with an eighth part, Visham (Rahu's), put in. By day Visham is the part Rahu rules in the
 * Rahu-kala chakra (Sun, Mars, Jupiter, Mercury, Venus, Saturn, Moon, Rahu from the day's lord): the Rahu kalam part,
 * Sunday 8 … Saturday 3. By night Visham follows the same lord it follows by day (Saturn on Sunday and Wednesday, the
 * Moon on Monday and Thursday, the Sun on Tuesday, Friday and Saturday). Names by lord: Sun Uthi, Moon Amirdha, Mars
 * Rogam, Mercury Laabam, Jupiter Dhanam, Venus Sugam, Saturn Soram, Rahu Visham. Good: Amirdha, Uthi, Laabam, Sugam,
 * Dhanam; bad: Soram, Rogam, Visham. So Sunday reads Uthi, Amirdha, Rogam, Laabam, Dhanam, Sugam, Soram, Visham by
 * day and Dhanam, Sugam, Soram, Visham, Uthi, Amirdha, Rogam, Laabam by night, as Tamil calendars print them.
 * Source: the day rule is the derivation of the printed table from the Rahu-kala and vara chakras (S. Prabhakaran,
 * "Gowri Panchangam", sanjayprabhakaran.blogspot.com, 2014). His night rule (Rahu's chakra from the graha opposite the
 * day's lord) disagrees with the printed night rows on Monday, Wednesday, Friday and Saturday; the rule above
 * reproduces the fourteen printed rows of two independent published tables (one stated to be copied from Drik
 * Panchang's Tamil Gowri page, one a Tamil calendar's Saturday). No Drik or calendar data is in the fixtures, so the
 * rows are checked by this definition and against those printed rows (test/calendar/day-groups-2.test.ts).
 */
import { equalParts, daySpan, nightSpan, type DayFrame, type UnavailableReason } from './day-parts.js';
import type { Quality } from './choghadiya.js';
import { WEEKDAY_LORD, type Planet } from './planets.js';

export type GowriId = 'uthi' | 'amirdha' | 'rogam' | 'laabam' | 'dhanam' | 'sugam' | 'soram' | 'visham';

/** Names as Tamil calendars transliterate them, in Tamil script, the Sanskrit word (IAST), lord and quality. */
export const GOWRI: Readonly<Record<GowriId, { name: string; tamil: string; iast: string; lord: Planet | 'rahu'; quality: Exclude<Quality, 'neutral'> }>> = {
  uthi: { name: 'Uthi', tamil: 'உத்தி', iast: 'Udvega', lord: 'sun', quality: 'good' },
  amirdha: { name: 'Amirdha', tamil: 'அமிர்தம்', iast: 'Amṛta', lord: 'moon', quality: 'good' },
  rogam: { name: 'Rogam', tamil: 'ரோகம்', iast: 'Roga', lord: 'mars', quality: 'bad' },
  laabam: { name: 'Laabam', tamil: 'லாபம்', iast: 'Lābha', lord: 'mercury', quality: 'good' },
  dhanam: { name: 'Dhanam', tamil: 'தனம்', iast: 'Dhana', lord: 'jupiter', quality: 'good' },
  sugam: { name: 'Sugam', tamil: 'சுகம்', iast: 'Sukha', lord: 'venus', quality: 'good' },
  soram: { name: 'Soram', tamil: 'சோரம்', iast: 'Cora', lord: 'saturn', quality: 'bad' },
  visham: { name: 'Visham', tamil: 'விஷம்', iast: 'Viṣa', lord: 'rahu', quality: 'bad' },
};

const BY_LORD: Readonly<Record<Planet, GowriId>> = { sun: 'uthi', moon: 'amirdha', mars: 'rogam', mercury: 'laabam', jupiter: 'dhanam', venus: 'sugam', saturn: 'soram' };
/** The Rahu-kala chakra: eight rulers in order, Rahu last. */
export const RAHU_KALA_CHAKRA: readonly (Planet | 'rahu')[] = ['sun', 'mars', 'jupiter', 'mercury', 'venus', 'saturn', 'moon', 'rahu'];

/** @brief The eight names of the day (`night` false) or night of a weekday (0 = Sunday), by the module's rule. */
export function gowriSequence(weekday: number, night: boolean): GowriId[] {
  // By day, Rahu's part in the chakra read from the day's lord (never the first: the lord itself rules that).
  const dayVishamPart = (7 - RAHU_KALA_CHAKRA.indexOf(WEEKDAY_LORD[weekday]!) + 8) % 8; // 0-based
  const after = WEEKDAY_LORD[(weekday + dayVishamPart - 1) % 7]!; // the lord Visham follows
  const out: GowriId[] = [];
  for (let w = night ? weekday + 4 : weekday; out.length < 8; w++) {
    const lord = WEEKDAY_LORD[w % 7]!;
    out.push(BY_LORD[lord]);
    if (lord === after) out.push('visham');
  }
  return out;
}

/** Day and night rows by weekday (0 = Sunday), built once from the rule. */
export const DAY_GOWRI: readonly (readonly GowriId[])[] = [0, 1, 2, 3, 4, 5, 6].map((w) => gowriSequence(w, false));
export const NIGHT_GOWRI: readonly (readonly GowriId[])[] = [0, 1, 2, 3, 4, 5, 6].map((w) => gowriSequence(w, true));

export interface GowriPeriod { number: number; id: GowriId; startUnixMs: number; endUnixMs: number }

function periods(span: ReturnType<typeof daySpan>, ids: readonly GowriId[]): GowriPeriod[] | UnavailableReason {
  if (typeof span === 'string') return span;
  return equalParts(span.startUnixMs, span.endUnixMs, 8).map((w, i) => ({ number: i + 1, id: ids[i]!, startUnixMs: w.startUnixMs, endUnixMs: w.endUnixMs }));
}

/** @brief The sixteen Gowri periods of a Hindu day; null parts (with a reason) where the Sun does not rise or set. */
export function gowriOfDay(f: DayFrame): { day: GowriPeriod[] | null; night: GowriPeriod[] | null; reason: UnavailableReason | null } {
  const day = periods(daySpan(f), DAY_GOWRI[f.weekday]!);
  const night = periods(nightSpan(f), NIGHT_GOWRI[f.weekday]!);
  const reason = typeof day === 'string' ? day : typeof night === 'string' ? night : null;
  return { day: typeof day === 'string' ? null : day, night: typeof night === 'string' ? null : night, reason };
}
