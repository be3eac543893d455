/**
 * @module calendar/astro/rise-set-fast
 * Sunrise, sunset, moonrise and moonset from the location-free node table (./sky-nodes.ts): the same
 * definition as the calendar engine's `searchRiseSet` (astronomy-engine `SearchRiseSet`: upper limb on a
 * horizon lowered by 34′ of refraction and by the dip for the observer's height; topocentric Moon, whose
 * horizon is lowered by MOON_HORIZON_DEPRESSION_DEG more), but
 * each altitude costs a fraction of a microsecond instead of an ephemeris evaluation.
 *
 * Method: the altitude of the body above the rise/set horizon is sampled on a fixed UTC grid (2 h up to
 * 56° of latitude, 1 h to 62°, 20 min beyond: see sampleStepMs; fixed, so results do not depend on the
 * window asked for), each sign change is refined by the Illinois (regula falsi) method to 0.05 ms and
 * rounded to the millisecond. A rise and a set closer than the step (grazing events near the polar
 * circles) can be missed; all tiles lie below 56°.
 * Agreement with SearchRiseSet: see test/generator/rise-set-fast.test.ts (SearchRiseSet itself stops at
 * a 0.1 s tolerance).
 */
import { NODE_STEP_MS, type SkyNodes } from './sky-nodes.js';
import { MOON_HORIZON_DEPRESSION_DEG } from './moon-horizon.js';

const DEG = Math.PI / 180;
const MS_J2000 = Date.UTC(2000, 0, 1, 12);
const MS_PER_DAY = 86_400_000;
const KM_PER_AU = 1.4959787069098932e8;
const EARTH_FLATTENING = 0.996647180302104;
const EARTH_FLATTENING_SQUARED = EARTH_FLATTENING * EARTH_FLATTENING;
const EARTH_EQUATORIAL_RADIUS_KM = 6378.1366;
const SUN_RADIUS_AU = 695_700 / KM_PER_AU;
const MOON_EQUATORIAL_RADIUS_AU = 1738.1 / KM_PER_AU;
const REFRACTION_NEAR_HORIZON_DEG = 34 / 60;
/**
 * Sampling step by latitude: the shortest time a body spends above or below the horizon bounds it
 * (at |φ| ≤ 56° the Moon at declination −28.6° stays up 4.8 h; the Sun much longer).
 */
export function sampleStepMs(latDeg: number): number {
  const a = Math.abs(latDeg);
  return a <= 56 ? 2 * 3600_000 : a <= 62 ? 3600_000 : 20 * 60_000;
}

export type Body = 'sun' | 'moon';

/** An observer prepared for fast altitude evaluations. */
export interface FastObserver {
  lat: number;
  lng: number;
  altitudeM: number;
  sinLat: number;
  cosLat: number;
  /** Observer vector components (AU) before the Earth's rotation: equatorial radius part and polar part. */
  rhoCosAu: number;
  rhoSinAu: number;
  /** Target altitude of the upper limb, degrees (dip − refraction). */
  horizonDeg: number;
}

/** @brief Prepares an observer (lat, lng degrees; altitude metres, taken as height above the surroundings as in the calendar engine). */
export function fastObserver(lat: number, lng: number, altitudeM = 0): FastObserver {
  const h = Math.max(0, altitudeM);
  const phi = lat * DEG;
  const sinphi = Math.sin(phi);
  const cosphi = Math.cos(phi);
  const c = 1 / Math.hypot(cosphi, EARTH_FLATTENING * sinphi);
  const s = EARTH_FLATTENING_SQUARED * c;
  const htKm = h / 1000;
  const ach = EARTH_EQUATORIAL_RADIUS_KM * c + htKm;
  const ash = EARTH_EQUATORIAL_RADIUS_KM * s + htKm;
  // HorizonDipAngle(observer, metersAboveGround = h): the ground is at sea level.
  let dip = 0;
  if (h > 0) {
    const c0 = 1 / Math.hypot(cosphi, sinphi * EARTH_FLATTENING);
    const s0 = c0 * EARTH_FLATTENING_SQUARED;
    const radiusM = 1000 * Math.hypot(EARTH_EQUATORIAL_RADIUS_KM * c0 * cosphi, EARTH_EQUATORIAL_RADIUS_KM * s0 * sinphi);
    const k = 0.175 * Math.pow(1 - (6.5e-3 / 283.15) * (h - (2 / 3) * h), 3.256);
    dip = -(Math.sqrt((2 * (1 - k) * h) / radiusM) / (1 - k)) / DEG;
  }
  return {
    lat, lng, altitudeM: h, sinLat: sinphi, cosLat: cosphi,
    rhoCosAu: (ach * cosphi) / KM_PER_AU, rhoSinAu: (ash * sinphi) / KM_PER_AU,
    horizonDeg: dip - REFRACTION_NEAR_HORIZON_DEG,
  };
}

/** Interpolated state at an instant: body vectors and Greenwich apparent sidereal angle. */
function lagrange(nodes: SkyNodes, ms: number): { i: number; w0: number; w1: number; w2: number; w3: number } {
  const x = (ms - nodes.firstNodeMs) / NODE_STEP_MS;
  const i = Math.floor(x);
  if (i < 1 || i + 2 >= nodes.count) throw new RangeError(`sky nodes do not cover ${new Date(ms).toISOString()}`);
  const u = x - i;
  const um1 = u - 1, um2 = u - 2, up1 = u + 1;
  return { i, w0: (-u * um1 * um2) / 6, w1: (up1 * um1 * um2) / 2, w2: (-up1 * u * um2) / 2, w3: (up1 * u * um1) / 6 };
}

/** @brief Greenwich apparent sidereal time in degrees, as astronomy-engine's sidereal_time (× 15). */
export function gastDeg(nodes: SkyNodes, ms: number): number {
  const { i, w0, w1, w2, w3 } = lagrange(nodes, ms);
  const e = nodes.eqeqSec, d = nodes.ttMinusUtDays;
  const ee = w0 * e[i - 1]! + w1 * e[i]! + w2 * e[i + 1]! + w3 * e[i + 2]!;
  const dt = w0 * d[i - 1]! + w1 * d[i]! + w2 * d[i + 1]! + w3 * d[i + 2]!;
  const ut = (ms - MS_J2000) / MS_PER_DAY;
  const t = (ut + dt) / 36525;
  const st = 15 * ee + 0.014506 + ((((-0.0000000368 * t - 0.000029956) * t - 0.00000044) * t + 1.3915817) * t + 4612.156534) * t;
  const thet1 = 0.779057273264 + 0.00273781191135448 * ut;
  const thet3 = ut % 1;
  let theta = 360 * ((thet1 + thet3) % 1);
  if (theta < 0) theta += 360;
  let g = (st / 3600 + theta) % 360;
  if (g < 0) g += 360;
  return g;
}

/**
 * @brief Altitude (degrees) of the body's upper limb above the rise/set horizon of `obs` at `ms`
 * (positive: above). Rise = crossing upwards, set = downwards.
 */
export function limbAltitudeDeg(nodes: SkyNodes, body: Body, obs: FastObserver, ms: number): number {
  const { i, w0, w1, w2, w3 } = lagrange(nodes, ms);
  const v = body === 'sun' ? nodes.sun : nodes.moon;
  const a = 3 * (i - 1);
  const gx = w0 * v[a]! + w1 * v[a + 3]! + w2 * v[a + 6]! + w3 * v[a + 9]!;
  const gy = w0 * v[a + 1]! + w1 * v[a + 4]! + w2 * v[a + 7]! + w3 * v[a + 10]!;
  const gz = w0 * v[a + 2]! + w1 * v[a + 5]! + w2 * v[a + 8]! + w3 * v[a + 11]!;
  const lst = (gastDeg(nodes, ms) + obs.lng) * DEG;
  const c = Math.cos(lst), s = Math.sin(lst);
  // topocentric vector = geocentric body − observer (terra), of date
  const x = gx - obs.rhoCosAu * c;
  const y = gy - obs.rhoCosAu * s;
  const z = gz - obs.rhoSinAu;
  const dist = Math.sqrt(x * x + y * y + z * z);
  // zenith unit vector (geodetic normal) rotated by the local sidereal angle
  const pz = (x * obs.cosLat * c + y * obs.cosLat * s + z * obs.sinLat) / dist;
  if (body === 'sun') return (Math.asin(pz) + Math.asin(SUN_RADIUS_AU / dist)) / DEG - obs.horizonDeg;
  return (Math.asin(pz) + Math.asin(MOON_EQUATORIAL_RADIUS_AU / dist)) / DEG - obs.horizonDeg + MOON_HORIZON_DEPRESSION_DEG;
}

/** Rise/set events of one body at one place, sorted. */
export interface RiseSetEvents {
  /** Unix ms of each event, ascending. */
  timesMs: Float64Array;
  /** +1 rise, −1 set. */
  directions: Int8Array;
}

/**
 * @brief Every rise and set of `body` at `obs` in [fromMs, toMs), from hourly UTC samples refined to the ms.
 */
export function riseSetEvents(nodes: SkyNodes, body: Body, obs: FastObserver, fromMs: number, toMs: number): RiseSetEvents {
  const times: number[] = [];
  const dirs: number[] = [];
  const step = sampleStepMs(obs.lat);
  let t0 = Math.floor(fromMs / step) * step;
  let f0 = limbAltitudeDeg(nodes, body, obs, t0);
  while (t0 < toMs) {
    const t1 = t0 + step;
    const f1 = limbAltitudeDeg(nodes, body, obs, t1);
    if ((f0 < 0) !== (f1 < 0)) {
      const root = Math.round(refineRoot(nodes, body, obs, t0, f0, t1, f1));
      if (root >= fromMs && root < toMs) {
        times.push(root);
        dirs.push(f1 >= 0 ? 1 : -1);
      }
    }
    t0 = t1;
    f0 = f1;
  }
  return { timesMs: Float64Array.from(times), directions: Int8Array.from(dirs) };
}

/** Illinois method on a bracket [a, b] with f(a), f(b) of opposite signs (deterministic). */
function refineRoot(nodes: SkyNodes, body: Body, obs: FastObserver, a: number, fa: number, b: number, fb: number): number {
  let side = 0;
  for (let k = 0; k < 60; k++) {
    const c = (a * fb - b * fa) / (fb - fa);
    if (b - a < 0.05) return c;
    const fc = limbAltitudeDeg(nodes, body, obs, c);
    if ((fc < 0) === (fb < 0)) {
      b = c; fb = fc;
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      a = c; fa = fc;
      if (side === 1) fb /= 2;
      side = 1;
    }
    if (Math.abs(fc) < 1e-9) return c;
  }
  return (a + b) / 2;
}

/** @brief The first event of `direction` with fromMs ≤ t < toMs (binary search), or null. */
export function firstEventBetween(ev: RiseSetEvents, direction: 1 | -1, fromMs: number, toMs: number): number | null {
  const t = ev.timesMs;
  let lo = 0, hi = t.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (t[mid]! < fromMs) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < t.length && t[i]! < toMs; i++) if (ev.directions[i] === direction) return t[i]!;
  return null;
}
