/**
 * @module calendar/time/zone-at-location
 * The IANA time zone in force at a place, from its coordinates: what `tz=auto` means on the API.
 *
 * The lookup is `@photostructure/tz-lookup` (CC0-1.0; its boundaries derive from timezone-boundary-builder,
 * ODbL, © OpenStreetMap contributors: NOTICE), the same one that gave the tiles their zones
 * (src/generator/tiles/build-tile-list.ts). It answers from a compact grid in memory (~0.2 µs a lookup); at
 * sea it answers the nautical zone (`Etc/GMT-5` is UTC+5). Borders are approximate to a few kilometres.
 */
import tzLookup from '@photostructure/tz-lookup';
import { isValidTimeZone } from './zone.js';

/**
 * @brief The IANA zone at latDeg (−90…90, north positive), lngDeg (−180…180, east positive).
 * A name this runtime's ICU does not know (a zone newer than Node's tzdata) gives way to the nautical zone of
 * the longitude, so the answer is always usable with `Intl`.
 */
export function zoneAtLocation(latDeg: number, lngDeg: number): string {
  const tz = tzLookup(latDeg, lngDeg);
  if (isValidTimeZone(tz)) return tz;
  const h = Math.round(lngDeg / 15);
  // POSIX sign: Etc/GMT-5 is five hours *ahead* of UTC.
  return h === 0 ? 'Etc/GMT' : `Etc/GMT${h > 0 ? '-' : '+'}${Math.abs(h)}`;
}
