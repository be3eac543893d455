/**
 * @module calendar/eclipse/local-eclipses
 * Solar and lunar eclipses as seen from a place (astronomy-engine: SearchLunarEclipse / NextLunarEclipse,
 * SearchGlobalSolarEclipse / NextGlobalSolarEclipse, SearchLocalSolarEclipse / NextLocalSolarEclipse).
 *
 * - Lunar contacts are the same everywhere (P1 penumbral, U1 partial, U2 total begin; U3, U4, P4 end), taken
 *   as greatest eclipse ∓ astronomy-engine's semi-durations; a contact is `visible` when the Moon's centre is
 *   above the horizon at the place then (apparent altitude with standard refraction > 0°).
 *   Magnitudes from astronomy-engine's shadow model (Earth radius + 88 km of atmosphere, Moon radius 1737.4 km):
 *   umbral = (umbra radius + Moon radius − distance of the Moon's centre from the shadow axis) / Moon diameter,
 *   penumbral likewise with the penumbra.
 * - Solar contacts are the local ones (C1 partial begin, C2/C3 total or annular, C4 partial end; greatest eclipse
 *   is the local maximum); `visible` when the Sun's centre is above the horizon (refracted altitude > 0°).
 *   `kind` is the global kind (total, annular, partial, hybrid); `local_kind` what the place sees. A solar eclipse
 *   whose penumbra misses the place, or that happens wholly at night there, has no contacts.
 *   Magnitude: fraction of the Sun's diameter covered at greatest eclipse, topocentric.
 * Checked against Swiss Ephemeris 2.10.03 (Moshier) for 2020–2030: test/calendar/eclipses-swe.test.ts.
 */
import * as Astronomy from 'astronomy-engine';
import '../astro/ephemeris.js';

export type EclipseContactName = 'P1' | 'U1' | 'U2' | 'greatest' | 'U3' | 'U4' | 'P4' | 'C1' | 'C2' | 'C3' | 'C4';

export interface EclipseContact {
  name: EclipseContactName;
  unixMs: number;
  /** Apparent (refracted) altitude of the eclipsed body's centre at the place, degrees. */
  altitudeDeg: number;
  visible: boolean;
}

export interface LocalEclipse {
  body: 'sun' | 'moon';
  /** Global kind. */
  kind: 'total' | 'annular' | 'partial' | 'hybrid' | 'penumbral';
  /** What the place sees (solar: null when the eclipse does not reach the place; lunar: the kind). */
  localKind: 'total' | 'annular' | 'partial' | 'penumbral' | null;
  /** Solar: fraction of the Sun's diameter covered at the local greatest eclipse (null: not seen); lunar: umbral magnitude (negative for a penumbral eclipse). */
  magnitude: number | null;
  /** Lunar only: penumbral magnitude. */
  penumbralMagnitude: number | null;
  /** Solar: fraction of the Sun's disc area covered locally; lunar: of the Moon's disc in the umbra (astronomy-engine). */
  obscuration: number | null;
  /** Greatest eclipse: the global instant for the Moon, the local maximum for the Sun (global when not seen). */
  greatest: EclipseContact;
  /** Contacts in time order, greatest eclipse included (solar: empty when the eclipse does not reach the place). */
  contacts: EclipseContact[];
}

export interface EclipsePlace {
  lat: number;
  lng: number;
  altitudeM?: number;
}

const MINUTE_MS = 60_000;
const KM_PER_AU = Astronomy.KM_PER_AU;
const EARTH_ECLIPSE_RADIUS_KM = 6371.0 + 88.0; // astronomy-engine's EARTH_MEAN_RADIUS_KM + EARTH_ATMOSPHERE_KM
const MOON_RADIUS_KM = 1737.4;
const SUN_RADIUS_KM = 695700.0;

/** Apparent altitude (standard refraction) of a body's centre at the place, degrees. */
function altitudeDeg(body: Astronomy.Body, unixMs: number, obs: Astronomy.Observer): number {
  const t = Astronomy.MakeTime(new Date(unixMs));
  const eq = Astronomy.Equator(body, t, obs, true, true);
  return Astronomy.Horizon(t, obs, eq.ra, eq.dec, 'normal').altitude;
}

function contact(name: EclipseContactName, unixMs: number, alt: number): EclipseContact {
  return { name, unixMs: Math.round(unixMs), altitudeDeg: Math.round(alt * 100) / 100, visible: alt > 0 };
}

/** Umbral and penumbral magnitudes at `t` (astronomy-engine's EarthShadow geometry). */
function lunarMagnitudes(t: Astronomy.AstroTime): { umbral: number; penumbral: number } {
  const s = Astronomy.GeoVector(Astronomy.Body.Sun, t, true);
  const m = Astronomy.GeoMoon(t);
  const dir = { x: -s.x, y: -s.y, z: -s.z };
  const u = (dir.x * m.x + dir.y * m.y + dir.z * m.z) / (dir.x * dir.x + dir.y * dir.y + dir.z * dir.z);
  const r = KM_PER_AU * Math.hypot(u * dir.x - m.x, u * dir.y - m.y, u * dir.z - m.z);
  const k = SUN_RADIUS_KM - (1 + u) * (SUN_RADIUS_KM - EARTH_ECLIPSE_RADIUS_KM);
  const p = -SUN_RADIUS_KM + (1 + u) * (SUN_RADIUS_KM + EARTH_ECLIPSE_RADIUS_KM);
  return { umbral: (k + MOON_RADIUS_KM - r) / (2 * MOON_RADIUS_KM), penumbral: (p + MOON_RADIUS_KM - r) / (2 * MOON_RADIUS_KM) };
}

/** Topocentric fraction of the Sun's diameter covered by the Moon at `t`. */
function solarMagnitude(t: Astronomy.AstroTime, obs: Astronomy.Observer): number {
  const sun = Astronomy.Equator(Astronomy.Body.Sun, t, obs, true, true);
  const moon = Astronomy.Equator(Astronomy.Body.Moon, t, obs, true, true);
  const sepDeg = Astronomy.AngleBetween(sun.vec, moon.vec);
  const rs = (Math.asin(SUN_RADIUS_KM / (sun.dist * KM_PER_AU)) * 180) / Math.PI;
  const rm = (Math.asin(MOON_RADIUS_KM / (moon.dist * KM_PER_AU)) * 180) / Math.PI;
  return (rs + rm - sepDeg) / (2 * rs);
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

function lunarEclipse(e: Astronomy.LunarEclipseInfo, obs: Astronomy.Observer): LocalEclipse {
  const peakMs = e.peak.date.getTime();
  const at = (name: EclipseContactName, offsetMin: number) => {
    const ms = peakMs + offsetMin * MINUTE_MS;
    return contact(name, ms, altitudeDeg(Astronomy.Body.Moon, ms, obs));
  };
  const contacts = [at('P1', -e.sd_penum)];
  if (e.sd_partial > 0) contacts.push(at('U1', -e.sd_partial));
  if (e.sd_total > 0) contacts.push(at('U2', -e.sd_total));
  const greatest = at('greatest', 0);
  contacts.push(greatest);
  if (e.sd_total > 0) contacts.push(at('U3', e.sd_total));
  if (e.sd_partial > 0) contacts.push(at('U4', e.sd_partial));
  contacts.push(at('P4', e.sd_penum));
  const mag = lunarMagnitudes(e.peak);
  const kind = e.kind as 'penumbral' | 'partial' | 'total';
  return {
    body: 'moon', kind, localKind: kind, magnitude: round4(mag.umbral), penumbralMagnitude: round4(mag.penumbral),
    obscuration: round4(e.obscuration), greatest, contacts,
  };
}

function solarEclipse(g: Astronomy.GlobalSolarEclipseInfo, local: Astronomy.LocalSolarEclipseInfo | null, obs: Astronomy.Observer): LocalEclipse {
  const kind = g.kind as 'total' | 'annular' | 'partial' | 'hybrid';
  if (!local) {
    const ms = g.peak.date.getTime();
    return {
      body: 'sun', kind, localKind: null, magnitude: null, penumbralMagnitude: null, obscuration: null,
      greatest: contact('greatest', ms, altitudeDeg(Astronomy.Body.Sun, ms, obs)), contacts: [],
    };
  }
  const ev = (name: EclipseContactName, e: Astronomy.EclipseEvent) => contact(name, e.time.date.getTime(), e.altitude);
  const greatest = ev('greatest', local.peak);
  const contacts = [ev('C1', local.partial_begin)];
  if (local.total_begin) contacts.push(ev('C2', local.total_begin));
  contacts.push(greatest);
  if (local.total_end) contacts.push(ev('C3', local.total_end));
  contacts.push(ev('C4', local.partial_end));
  return {
    body: 'sun', kind, localKind: local.kind as 'total' | 'annular' | 'partial', magnitude: round4(solarMagnitude(local.peak.time, obs)),
    penumbralMagnitude: null, obscuration: round4(local.obscuration), greatest, contacts,
  };
}

/**
 * @brief Every solar and lunar eclipse whose greatest eclipse falls in [fromMs, toMs), in time order, as seen
 * from `place` (penumbral lunar eclipses included; solar eclipses that do not reach the place listed with no
 * contacts). About 2 ms per eclipse.
 */
export function localEclipsesBetween(place: EclipsePlace, fromMs: number, toMs: number): LocalEclipse[] {
  const obs = new Astronomy.Observer(place.lat, place.lng, place.altitudeM ?? 0);
  const out: LocalEclipse[] = [];
  for (let e = Astronomy.SearchLunarEclipse(new Date(fromMs)); e.peak.date.getTime() < toMs; e = Astronomy.NextLunarEclipse(e.peak)) {
    out.push(lunarEclipse(e, obs));
  }
  // Local eclipses seen at the place, matched to the global ones by greatest eclipse (within a day).
  const locals: Astronomy.LocalSolarEclipseInfo[] = [];
  const DAY_MS = 86_400_000;
  for (let l = Astronomy.SearchLocalSolarEclipse(new Date(fromMs - DAY_MS), obs); l.peak.time.date.getTime() < toMs + DAY_MS; l = Astronomy.NextLocalSolarEclipse(l.peak.time, obs)) locals.push(l);
  for (let g = Astronomy.SearchGlobalSolarEclipse(new Date(fromMs)); g.peak.date.getTime() < toMs; g = Astronomy.NextGlobalSolarEclipse(g.peak)) {
    const peak = g.peak.date.getTime();
    out.push(solarEclipse(g, locals.find((l) => Math.abs(l.peak.time.date.getTime() - peak) < DAY_MS) ?? null, obs));
  }
  return out.sort((a, b) => a.greatest.unixMs - b.greatest.unixMs);
}
