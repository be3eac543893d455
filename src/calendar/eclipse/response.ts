/**
 * @module calendar/eclipse/response
 * The eclipses of a date range at a place as GET /calendar/v1/eclipses answers them: ISO 8601 local times in
 * `tz`, each contact with its visibility, and the sutak (./sutak.ts).
 */
import { formatIsoLocal, localToUnixMs, parseIsoDate, addDays } from '../time/zone.js';
import { localEclipsesBetween, type EclipseContact, type EclipsePlace, type LocalEclipse } from './local-eclipses.js';
import { LUNAR_SUTAK_HOURS, REDUCED_SUTAK_HOURS, SOLAR_SUTAK_HOURS, sutakOf } from './sutak.js';

export interface ContactOut {
  name: string;
  time: string;
  altitude_deg: number;
  visible: boolean;
}

export interface EclipseOut {
  body: 'sun' | 'moon';
  kind: LocalEclipse['kind'];
  local_kind: LocalEclipse['localKind'];
  /** Whether any contact of the eclipse proper (partial phase; for a penumbral eclipse any contact) is visible. */
  visible: boolean;
  magnitude: number | null;
  penumbral_magnitude: number | null;
  obscuration: number | null;
  greatest: ContactOut;
  contacts: ContactOut[];
  sutak: { start: string; end: string; reduced_start: string; from_contact: string } | null;
}

export interface EclipsesResponse {
  location: { lat: number; lng: number; altitude: number; tz: string };
  start_date: string;
  end_date: string;
  sutak_rule: string;
  eclipses: EclipseOut[];
}

/** The sutak rule, stated once for the response. */
export const SUTAK_RULE = `Sutak: ${SOLAR_SUTAK_HOURS} h (4 prahars) before the first visible contact of a solar eclipse, ${LUNAR_SUTAK_HOURS} h (3 prahars) of a lunar one, `
  + `to the end of the eclipse; for children, the elderly and the sick ${REDUCED_SUTAK_HOURS} h (1 prahar) before that contact, as Drik Panchang states it. `
  + 'None when the eclipse is not visible at the place, nor for a penumbral lunar eclipse.';

function contactOut(c: EclipseContact, tz: string): ContactOut {
  return { name: c.name, time: formatIsoLocal(c.unixMs, tz), altitude_deg: c.altitudeDeg, visible: c.visible };
}

/** @brief One eclipse in the response's shape. */
export function eclipseOut(e: LocalEclipse, tz: string): EclipseOut {
  const s = sutakOf(e);
  return {
    body: e.body, kind: e.kind, local_kind: e.localKind,
    visible: e.kind === 'penumbral' ? e.contacts.some((c) => c.visible) : s !== null,
    magnitude: e.magnitude, penumbral_magnitude: e.penumbralMagnitude, obscuration: e.obscuration,
    greatest: contactOut(e.greatest, tz), contacts: e.contacts.map((c) => contactOut(c, tz)),
    sutak: s && { start: formatIsoLocal(s.startUnixMs, tz), end: formatIsoLocal(s.endUnixMs, tz), reduced_start: formatIsoLocal(s.reducedStartUnixMs, tz), from_contact: s.fromContact },
  };
}

/**
 * @brief The eclipses whose greatest eclipse falls on a local date from `startDate` to `endDate` (inclusive) in `tz`.
 * @param startDate YYYY-MM-DD, valid (the caller validates)
 */
export function eclipsesResponse(place: EclipsePlace & { tz: string }, startDate: string, endDate: string): EclipsesResponse {
  const from = localToUnixMs(parseIsoDate(startDate)!, 0, place.tz);
  const to = localToUnixMs(addDays(parseIsoDate(endDate)!, 1), 0, place.tz);
  return {
    location: { lat: place.lat, lng: place.lng, altitude: place.altitudeM ?? 0, tz: place.tz },
    start_date: startDate, end_date: endDate, sutak_rule: SUTAK_RULE,
    eclipses: localEclipsesBetween(place, from, to).map((e) => eclipseOut(e, place.tz)),
  };
}
