/**
 * @module calendar/astro/moon-horizon
 * How much lower Drik Panchang's horizon is for the Moon than the standard rise/set horizon (./rise-set.ts:
 * the upper limb at 34′ of refraction below the true horizon, topocentric Moon).
 *
 * Fitted, like the solar shift of notes/calendar-conventions.md §2a, on Drik Panchang's 2023 daily output for
 * Mirzapur (test/fixtures/calendar/drikpanchang_2023_daily.json.gz): 353 moonrises and 352 moonsets printed
 * to the minute. With the standard horizon 42 % of the moonrises and 35 % of the moonsets matched to the
 * minute, ours late at rise and early at set by about half a minute. Lowering the Moon's horizon by a constant
 * angle, the share to the minute peaks near 0.12° in both halves of the year fitted separately (January–June:
 * rise 88 %, set 91 %; July–December: rise 88 %, set 87 %). 0.12° (7.2′) is close to the +0.125° that the
 * classical formula h₀ = 0.7275π − 34′ gives for the Moon's centre at its mean parallax (Meeus, Astronomical
 * Algorithms, 2nd ed., ch. 15), which suggests Drik's source; the mechanism is not confirmed. The Sun's horizon
 * is unchanged (all 730 sunrise and sunset times already agree within a minute).
 */
export const MOON_HORIZON_DEPRESSION_DEG = 0.12;
