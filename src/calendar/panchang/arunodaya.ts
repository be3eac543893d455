/**
 * @module calendar/panchang/arunodaya
 * Arunodaya, the dawn before sunrise that decides Dashami-viddha (the Vaishnava Ekadashi) and the festivals kept
 * "at arunodaya": the last two muhurtas of the night, i.e. four ghatis of that night (night / 30 each: the night runs
 * from the previous sunset to this sunrise), so 96 minutes only at the equinox (Hari Bhakti Vilasa 12 and
 * Dharmasindhu: "udayāt prāk catasras tu ghaṭikā aruṇodayaḥ", four ghatis before sunrise; the ghatis of the night
 * it ends). Drik Panchang's Vaishnava Ekadashis follow the night's ghatis where the two readings differ: New Delhi
 * 1918-01-23, 1940-11-26 and 1990-11-29 (Ekadashi began 1–11 min before sunrise − 96 min, after sunrise − 4/30 of
 * the night), with no even year 1900–2050 going the other way (bench/drik/festivals.ts).
 */

/** Without the previous sunset (polar night edge, the first day of a table): the equinox value, 96 minutes. */
const EQUINOX_ARUNODAYA_MS = 96 * 60_000;

/** @brief The instant arunodaya begins, for the sunrise `sunriseMs` whose night began at `previousSunsetMs`. */
export function arunodayaStartMs(sunriseMs: number, previousSunsetMs: number | null): number {
  return previousSunsetMs === null ? sunriseMs - EQUINOX_ARUNODAYA_MS : sunriseMs - ((sunriseMs - previousSunsetMs) * 4) / 30;
}
