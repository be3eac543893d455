/**
 * @module calendar/eclipse/local-eclipses
 * Solar and lunar eclipses as seen from a place (astronomy-engine: SearchLunarEclipse / NextLunarEclipse,
 * SearchGlobalSolarEclipse / NextGlobalSolarEclipse, SearchLocalSolarEclipse / NextLocalSolarEclipse).
 *
 * - Lunar eclipses are found with astronomy-engine; their contacts are the same everywhere (P1 penumbral, U1
 *   partial, U2 total begin; U3, U4, P4 end) and are solved here on the shadow model of the eclipse canon (Espenak
 *   and Meeus, Five Millennium Canon of Lunar Eclipses, NASA TP-2009-214172 §1.4: the Earth's radius enlarged by
 *   1 % for its atmosphere, umbra radius 1.01 π☾ + π☉ − s☉, penumbra 1.01 π☾ + π☉ + s☉, from the geocentric
 *   parallaxes π and the Sun's semi-diameter s☉). astronomy-engine's own semi-durations enlarge the Earth by
 *   88 km (1.4 %), which puts the penumbral contacts 7 minutes from Swiss Ephemeris; this model agrees with it
 *   within 35 s. Kind from the contacts that occur (U2: total, U1: partial, else penumbral). A contact is
 *   `visible` when the Moon's centre is above the horizon at the place then (apparent altitude with standard
 *   refraction > 0°). Magnitude: umbral = (umbra radius + Moon's semi-diameter − distance of the Moon's centre
 *   from the antisolar point) / Moon's diameter; penumbral likewise with the penumbra.
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

const EARTH_EQUATORIAL_RADIUS_KM = 6378.14;
/** The canon's enlargement of the Earth's shadow for its atmosphere (Danjon-style, 1 %). */
const SHADOW_ENLARGEMENT = 1.01;
const HOUR_MS = 3_600_000;

/** Geocentric shadow geometry at `unixMs`, radians: Moon-centre distance from the antisolar point, umbra and penumbra radii, Moon's semi-diameter. */
function shadowAt(unixMs: number): { d: number; umbra: number; penumbra: number; moonSd: number } {
  const t = Astronomy.MakeTime(new Date(unixMs));
  const s = Astronomy.GeoVector(Astronomy.Body.Sun, t, true);
  const m = Astronomy.GeoMoon(t);
  const sunKm = Math.hypot(s.x, s.y, s.z) * KM_PER_AU, moonKm = Math.hypot(m.x, m.y, m.z) * KM_PER_AU;
  const cos = -(s.x * m.x + s.y * m.y + s.z * m.z) * KM_PER_AU * KM_PER_AU / (sunKm * moonKm);
  const moonParallax = Math.asin(EARTH_EQUATORIAL_RADIUS_KM / moonKm), sunParallax = Math.asin(EARTH_EQUATORIAL_RADIUS_KM / sunKm);
  const sunSd = Math.asin(SUN_RADIUS_KM / sunKm);
  return {
    d: Math.acos(Math.max(-1, Math.min(1, cos))),
    umbra: SHADOW_ENLARGEMENT * moonParallax + sunParallax - sunSd,
    penumbra: SHADOW_ENLARGEMENT * moonParallax + sunParallax + sunSd,
    moonSd: Math.asin(MOON_RADIUS_KM / moonKm),
  };
}

/** The instant in [a, b] where `f` changes sign (bisection to 1 ms), f(a) and f(b) of opposite signs. */
function bisect(f: (ms: number) => number, a: number, b: number): number {
  let fa = f(a);
  while (b - a > 1) {
    const c = (a + b) / 2;
    const fc = f(c);
    if (Math.sign(fc) === Math.sign(fa)) {
      a = c;
      fa = fc;
    } else b = c;
  }
  return (a + b) / 2;
}

/** Begin and end of a phase (where `gap` < 0) around the greatest eclipse, or null when it does not occur. */
function phase(peakMs: number, gap: (g: ReturnType<typeof shadowAt>) => number): [number, number] | null {
  const f = (ms: number) => gap(shadowAt(ms));
  if (f(peakMs) >= 0) return null;
  return [bisect(f, peakMs - 4 * HOUR_MS, peakMs), bisect(f, peakMs, peakMs + 4 * HOUR_MS)];
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

function lunarEclipse(e: Astronomy.LunarEclipseInfo, obs: Astronomy.Observer): LocalEclipse | null {
  const peakMs = e.peak.date.getTime();
  const penumbral = phase(peakMs, (g) => g.d - (g.penumbra + g.moonSd));
  if (!penumbral) return null; // astronomy-engine's wider penumbra only grazes the Moon
  const partial = phase(peakMs, (g) => g.d - (g.umbra + g.moonSd));
  const total = phase(peakMs, (g) => g.d - (g.umbra - g.moonSd));
  const at = (name: EclipseContactName, ms: number) => contact(name, ms, altitudeDeg(Astronomy.Body.Moon, ms, obs));
  const greatest = at('greatest', peakMs);
  const contacts = [at('P1', penumbral[0])];
  if (partial) contacts.push(at('U1', partial[0]));
  if (total) contacts.push(at('U2', total[0]));
  contacts.push(greatest);
  if (total) contacts.push(at('U3', total[1]));
  if (partial) contacts.push(at('U4', partial[1]));
  contacts.push(at('P4', penumbral[1]));
  const g = shadowAt(peakMs);
  const kind = total ? 'total' : partial ? 'partial' : 'penumbral';
  return {
    body: 'moon', kind, localKind: kind,
    magnitude: round4((g.umbra + g.moonSd - g.d) / (2 * g.moonSd)), penumbralMagnitude: round4((g.penumbra + g.moonSd - g.d) / (2 * g.moonSd)),
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
    const l = lunarEclipse(e, obs);
    if (l) out.push(l);
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
