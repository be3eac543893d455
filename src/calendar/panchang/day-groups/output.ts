/**
 * @module calendar/panchang/day-groups/output
 * The optional groups of a panchang answer (`include=`): their response shapes and how they are built from what
 * a day already has (sunrise, sunset, the neighbouring sunset and sunrise, the nakshatra spans, the month).
 * Day mode gives the whole Hindu day (sunrise → next sunrise); instant mode the same shapes holding only what is in
 * force at the instant (of the Hindu day that contains it), with sign times null as for the other elements.
 */
import type { Convention } from '../../astro/ephemeris.js';
import { angaSpanAt, angaSpansBetween, type AngaSpan } from '../../anga/spans.js';
import type { AngaTables } from '../../anga/tables.js';
import { formatIsoLocal } from '../../time/zone.js';
import type { WindowMs } from '../muhurat.js';
import { RASHI_NAMES } from '../names.js';
import { CHOGHADIYA, choghadiyaOfDay, type ChoghadiyaPeriod, type Quality } from './choghadiya.js';
import type { DayFrame, UnavailableReason } from './day-parts.js';
import { horasOfDay } from './hora.js';
import { muhurtasOfDay, type MuhurtaWindows } from './muhurtas.js';
import { AMRIT_GHATIS, nakshatraWindows, VARJYAM_GHATIS } from './nakshatra-windows.js';
import { AYANA_NAMES, isUttarayana, RITU_NAMES, rituOfMonth, rituOfSunDeg, sunTropicalDeg, type Named } from './periods.js';
import { planetName } from './planets.js';

/** The groups `include` can ask for (`all` = every one). */
export const PANCHANG_GROUPS = ['muhurtas', 'choghadiya', 'hora', 'signs', 'periods'] as const;
export type PanchangGroup = (typeof PANCHANG_GROUPS)[number];

export interface TimeWindowOut { start: string; end: string }

export interface ChoghadiyaOut {
  /** 1–8 within the day or the night. */
  number: number;
  name: string;
  name_devanagari: string;
  /** The spelling Drik Panchang prints: Amrit, Shubh, Labh, Char, Udveg, Kaal, Rog. */
  label: string;
  quality: Quality;
  start: string;
  end: string;
}
export interface ChoghadiyaGroup {
  day: ChoghadiyaOut[] | null;
  night: ChoghadiyaOut[] | null;
  reason: UnavailableReason | null;
}

export interface HoraOut {
  number: number;
  part: 'day' | 'night';
  lord: string;
  lord_devanagari: string;
  /** English planet name. */
  lord_label: string;
  start: string;
  end: string;
}
export interface HoraGroup { horas: HoraOut[] | null; reason: UnavailableReason | null }

export interface MuhurtasGroup {
  brahma_muhurta: TimeWindowOut | null;
  pratah_sandhya: TimeWindowOut | null;
  vijaya_muhurta: TimeWindowOut | null;
  madhyahna_kaal: TimeWindowOut | null;
  godhuli_muhurta: TimeWindowOut | null;
  sayahna_sandhya: TimeWindowOut | null;
  pradosh_kaal: TimeWindowOut | null;
  nishita_muhurta: TimeWindowOut | null;
  dur_muhurtam: TimeWindowOut[] | null;
  varjyam: TimeWindowOut[];
  amrit_kalam: TimeWindowOut[];
  reason: UnavailableReason | null;
}

export interface SignOut {
  number: number;
  name: string;
  name_devanagari: string;
  start: string | null;
  end: string | null;
}
export type SignWithSequence = SignOut & { sequence: SignOut[] | null };
export interface SignsGroup { sun: SignWithSequence; moon: SignWithSequence }

export interface NamedOut { number?: number; name: string; name_devanagari: string; label: string }
export interface PeriodsGroup {
  ritu: { tropical: NamedOut; sidereal: NamedOut; lunar: NamedOut };
  ayana: { tropical: NamedOut; sidereal: NamedOut };
  dinamana_seconds: number | null;
  ratrimana_seconds: number | null;
  /** Local midday: the middle of sunrise → sunset. */
  madhyahna: string | null;
  reason: UnavailableReason | null;
}

export interface PanchangGroups {
  muhurtas?: MuhurtasGroup;
  choghadiya?: ChoghadiyaGroup;
  hora?: HoraGroup;
  signs?: SignsGroup;
  periods?: PeriodsGroup;
}

/** What the groups are built from. */
export interface GroupInputs {
  frame: DayFrame;
  tz: string;
  convention: Convention;
  tables: AngaTables | null;
  /** The Hindu day's bounds: the anchor (sunrise, or local midnight) and the next sunrise (or the civil day's end). */
  fromUnixMs: number;
  toUnixMs: number;
  /** Nakshatra spans covering [fromUnixMs, toUnixMs); in instant mode, the nakshatra at the instant. */
  nakshatras: readonly AngaSpan[];
  /** Amanta month index (0 = Chaitra) at the anchor; an adhika month has its nija month's index. */
  amantaMonthIndex: number;
  /** Instant mode: only what is in force at this instant. */
  instantUnixMs: number | null;
}

const win = (w: WindowMs, tz: string): TimeWindowOut => ({ start: formatIsoLocal(w.startUnixMs, tz), end: formatIsoLocal(w.endUnixMs, tz) });
const holds = (w: WindowMs, t: number | null) => t === null || (w.startUnixMs <= t && t < w.endUnixMs);

function choghadiyaOut(list: ChoghadiyaPeriod[] | null, g: GroupInputs): ChoghadiyaOut[] | null {
  if (!list) return null;
  const out: ChoghadiyaOut[] = [];
  for (const p of list) {
    if (!holds(p, g.instantUnixMs)) continue;
    const c = CHOGHADIYA[p.id];
    out.push({ number: p.number, name: c.iast, name_devanagari: c.devanagari, label: c.label, quality: c.quality, start: formatIsoLocal(p.startUnixMs, g.tz), end: formatIsoLocal(p.endUnixMs, g.tz) });
  }
  return out;
}

function muhurtasOut(g: GroupInputs): MuhurtasGroup {
  const m: MuhurtaWindows = muhurtasOfDay(g.frame);
  const one = (w: WindowMs | null) => (w && holds(w, g.instantUnixMs) ? win(w, g.tz) : null);
  const many = (ws: WindowMs[]) => ws.filter((w) => holds(w, g.instantUnixMs)).map((w) => win(w, g.tz));
  // Day mode: the windows that begin this Hindu day (as Drik lists them). Instant mode: whichever holds the instant.
  const windowsFrom = g.instantUnixMs === null ? g.fromUnixMs : -Infinity;
  const windowsTo = g.instantUnixMs === null ? g.toUnixMs : Infinity;
  let brahma = m.brahma_muhurta, pratah = m.pratah_sandhya;
  const f = g.frame;
  if (g.instantUnixMs !== null && f.nextSunriseUnixMs !== null && f.sunsetUnixMs !== null) {
    // In the night, the instant may be in the next sunrise's Brahma muhurta or Pratah sandhya (they belong to the day
    // that sunrise begins, in day mode).
    const next = muhurtasOfDay({ sunriseUnixMs: f.nextSunriseUnixMs, sunsetUnixMs: null, nextSunriseUnixMs: null, prevSunsetUnixMs: f.sunsetUnixMs, weekday: (f.weekday + 1) % 7 });
    if (next.brahma_muhurta && holds(next.brahma_muhurta, g.instantUnixMs)) brahma = next.brahma_muhurta;
    if (next.pratah_sandhya && holds(next.pratah_sandhya, g.instantUnixMs)) pratah = next.pratah_sandhya;
  }
  return {
    brahma_muhurta: one(brahma),
    pratah_sandhya: one(pratah),
    vijaya_muhurta: one(m.vijaya_muhurta),
    madhyahna_kaal: one(m.madhyahna_kaal),
    godhuli_muhurta: one(m.godhuli_muhurta),
    sayahna_sandhya: one(m.sayahna_sandhya),
    pradosh_kaal: one(m.pradosh_kaal),
    nishita_muhurta: one(m.nishita_muhurta),
    dur_muhurtam: m.dur_muhurtam ? many(m.dur_muhurtam) : null,
    varjyam: many(nakshatraWindows(g.nakshatras, VARJYAM_GHATIS, windowsFrom, windowsTo)),
    amrit_kalam: many(nakshatraWindows(g.nakshatras, AMRIT_GHATIS, windowsFrom, windowsTo)),
    reason: m.reason,
  };
}

function signOut(s: AngaSpan, tz: string, withTimes: boolean): SignOut {
  const n = RASHI_NAMES[s.number - 1]!;
  return { number: s.number, name: n.iast, name_devanagari: n.devanagari, start: withTimes ? formatIsoLocal(s.startUnixMs, tz) : null, end: withTimes ? formatIsoLocal(s.endUnixMs, tz) : null };
}

function signsOut(g: GroupInputs): SignsGroup {
  const one = (kind: 'sunRashi' | 'moonRashi'): SignWithSequence => {
    if (g.instantUnixMs !== null) return Object.assign(signOut(angaSpanAt(kind, g.instantUnixMs, g.convention, g.tables), g.tz, false), { sequence: null });
    const seq = angaSpansBetween(kind, g.fromUnixMs, g.toUnixMs, g.convention, g.tables).map((s) => signOut(s, g.tz, true));
    return Object.assign({}, seq[0]!, { sequence: seq });
  };
  return { sun: one('sunRashi'), moon: one('moonRashi') };
}

const named = (x: Named, number?: number): NamedOut =>
  number === undefined ? { name: x.iast, name_devanagari: x.devanagari, label: x.label } : { number, name: x.iast, name_devanagari: x.devanagari, label: x.label };

function periodsOut(g: GroupInputs): PeriodsGroup {
  const t = g.instantUnixMs ?? g.fromUnixMs;
  const tropical = sunTropicalDeg(t);
  const sidereal = (angaSpanAt('sunRashi', t, g.convention, g.tables).number - 1) * 30 + 15; // only the sign matters
  const rt = rituOfSunDeg(tropical), rs = rituOfSunDeg(sidereal), rl = rituOfMonth(g.amantaMonthIndex);
  const ay = (lon: number) => named(isUttarayana(lon) ? AYANA_NAMES.uttarayana : AYANA_NAMES.dakshinayana);
  const f = g.frame;
  const hasDay = f.sunriseUnixMs !== null && f.sunsetUnixMs !== null && f.sunsetUnixMs > f.sunriseUnixMs;
  const hasNight = hasDay && f.nextSunriseUnixMs !== null && f.nextSunriseUnixMs > f.sunsetUnixMs!;
  return {
    ritu: { tropical: named(RITU_NAMES[rt - 1]!, rt), sidereal: named(RITU_NAMES[rs - 1]!, rs), lunar: named(RITU_NAMES[rl - 1]!, rl) },
    ayana: { tropical: ay(tropical), sidereal: ay(sidereal) },
    dinamana_seconds: hasDay ? Math.round((f.sunsetUnixMs! - f.sunriseUnixMs!) / 1000) : null,
    ratrimana_seconds: hasNight ? Math.round((f.nextSunriseUnixMs! - f.sunsetUnixMs!) / 1000) : null,
    madhyahna: hasDay ? formatIsoLocal((f.sunriseUnixMs! + f.sunsetUnixMs!) / 2, g.tz) : null,
    reason: f.sunriseUnixMs === null ? 'no_sunrise' : !hasDay ? 'no_sunset' : !hasNight ? 'no_next_sunrise' : null,
  };
}

/** @brief The requested groups, in PANCHANG_GROUPS order (members appended one by one: no spreads, see response.ts). */
export function panchangGroups(include: ReadonlySet<PanchangGroup>, g: GroupInputs): PanchangGroups {
  const out: PanchangGroups = {};
  if (include.has('muhurtas')) out.muhurtas = muhurtasOut(g);
  if (include.has('choghadiya')) {
    const c = choghadiyaOfDay(g.frame);
    out.choghadiya = { day: choghadiyaOut(c.day, g), night: choghadiyaOut(c.night, g), reason: c.reason };
  }
  if (include.has('hora')) {
    const h = horasOfDay(g.frame);
    out.hora = {
      horas: h.horas
        ? h.horas.filter((x) => holds(x, g.instantUnixMs)).map((x) => {
            const p = planetName(x.lord);
            return { number: x.number, part: x.part, lord: p.iast, lord_devanagari: p.devanagari, lord_label: p.ascii, start: formatIsoLocal(x.startUnixMs, g.tz), end: formatIsoLocal(x.endUnixMs, g.tz) };
          })
        : null,
      reason: h.reason,
    };
  }
  if (include.has('signs')) out.signs = signsOut(g);
  if (include.has('periods')) out.periods = periodsOut(g);
  return out;
}
