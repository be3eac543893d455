/**
 * @module calendar/astro/sky-nodes
 * Location-free positions of the Sun and the Moon on a fixed 6-hour UTC grid, from which the rise and
 * set of either body at any place is found with a few microseconds of arithmetic (./rise-set-fast.ts).
 *
 * Each node holds what astronomy-engine's `Equator(body, t, observer, ofdate = true, aberration = true)`
 * uses before the observer enters: the geocentric equatorial vector of the body in the true equator and
 * equinox of date (Sun with light-time and aberration, `GeoVector(Sun, t, true)`; Moon `GeoMoon(t)`), both
 * rotated with `Rotation_EQJ_EQD`; the equation of the equinoxes (`e_tilt(t).ee`, s) and TT − UT (days),
 * so that Greenwich apparent sidereal time follows astronomy-engine's `sidereal_time` exactly but for the
 * interpolation. Between nodes, 4-point Lagrange interpolation (error below 0.01″ for the Moon).
 *
 * Nodes sit at multiples of NODE_STEP_MS since the Unix epoch, so a table built for a year and one built
 * on the fly for two days give bit-identical values at the same instants.
 *
 * The service's ΔT model is installed by importing ./ephemeris.ts.
 */
import * as Astronomy from 'astronomy-engine';
import './ephemeris.js'; // installs the service's ΔT model

export const NODE_STEP_MS = 6 * 3600_000;
const MS_J2000 = Date.UTC(2000, 0, 1, 12);
const MS_PER_DAY = 86_400_000;
const CACHE_RESET_TIME = { tt: -1.0e7 } as Astronomy.AstroTime;

/** Location-free node table over [firstNodeMs, firstNodeMs + (count − 1) · NODE_STEP_MS]. */
export interface SkyNodes {
  firstNodeMs: number;
  count: number;
  /** x, y, z (AU) per node: Sun, true equator of date, apparent. */
  sun: Float64Array;
  /** x, y, z (AU) per node: Moon, true equator of date, geometric. */
  moon: Float64Array;
  /** Equation of the equinoxes, seconds of time. */
  eqeqSec: Float64Array;
  /** TT − UT, days. */
  ttMinusUtDays: Float64Array;
}

/** @brief Nodes covering [fromMs, toMs] with two spare nodes on each side (for the 4-point interpolation). */
export function buildSkyNodes(fromMs: number, toMs: number): SkyNodes {
  const first = (Math.floor(fromMs / NODE_STEP_MS) - 2) * NODE_STEP_MS;
  const last = (Math.ceil(toMs / NODE_STEP_MS) + 2) * NODE_STEP_MS;
  const count = (last - first) / NODE_STEP_MS + 1;
  const sun = new Float64Array(count * 3);
  const moon = new Float64Array(count * 3);
  const eqeqSec = new Float64Array(count);
  const ttMinusUtDays = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const ms = first + i * NODE_STEP_MS;
    Astronomy.e_tilt(CACHE_RESET_TIME); // no cached nutation from a nearby instant: each node is a function of its time only
    const time = new Astronomy.AstroTime((ms - MS_J2000) / MS_PER_DAY);
    const rot = Astronomy.Rotation_EQJ_EQD(time);
    const s = Astronomy.RotateVector(rot, Astronomy.GeoVector(Astronomy.Body.Sun, time, true));
    const m = Astronomy.RotateVector(rot, Astronomy.GeoMoon(time));
    sun[3 * i] = s.x; sun[3 * i + 1] = s.y; sun[3 * i + 2] = s.z;
    moon[3 * i] = m.x; moon[3 * i + 1] = m.y; moon[3 * i + 2] = m.z;
    eqeqSec[i] = Astronomy.e_tilt(time).ee;
    ttMinusUtDays[i] = time.tt - time.ut;
  }
  return { firstNodeMs: first, count, sun, moon, eqeqSec, ttMinusUtDays };
}

/** @brief Joins node tables of adjacent ranges (the second may overlap the first; nodes are identical where they do). */
export function sliceSkyNodes(nodes: SkyNodes, fromMs: number, toMs: number): SkyNodes {
  const a = Math.max(0, Math.floor((fromMs - nodes.firstNodeMs) / NODE_STEP_MS) - 2);
  const b = Math.min(nodes.count - 1, Math.ceil((toMs - nodes.firstNodeMs) / NODE_STEP_MS) + 2);
  return {
    firstNodeMs: nodes.firstNodeMs + a * NODE_STEP_MS,
    count: b - a + 1,
    sun: nodes.sun.slice(3 * a, 3 * (b + 1)),
    moon: nodes.moon.slice(3 * a, 3 * (b + 1)),
    eqeqSec: nodes.eqeqSec.slice(a, b + 1),
    ttMinusUtDays: nodes.ttMinusUtDays.slice(a, b + 1),
  };
}
