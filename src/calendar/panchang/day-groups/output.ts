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
import { chandrabalamFor, tarabalamFor, TARAS } from './balam.js';
import { panchakaBetween, PANCHAKA_KIND_BY_WEEKDAY } from './panchaka.js';
import { ANANDADI_YOGAS, anandadiYogaOf, nakshatra28Spans } from './anandadi.js';
import { DISHA_SHOOL } from './disha-shool.js';
import { GOWRI, gowriOfDay, type GowriPeriod } from './gowri.js';
import { lagnasBetween, lagnaSky } from './lagna.js';
import { moonSiderealDeg } from '../../astro/ephemeris.js';
import { NAKSHATRA_NAMES } from '../names.js';

/** The groups `include` can ask for (`all` = every one). */
export const PANCHANG_GROUPS = ['muhurtas', 'choghadiya', 'hora', 'signs', 'periods', 'balam', 'panchaka', 'yogas', 'gowri', 'lagna'] as const;
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

export interface BirthNakshatraOut { number: number; name: string; name_devanagari: string; tara: number; tara_name: string }
export interface TarabalamOut { moon_nakshatra: number; start: string | null; end: string | null; favourable: BirthNakshatraOut[] }
export interface BirthRashiOut { number: number; name: string; name_devanagari: string; house: number }
export interface ChandrabalamOut { moon_rashi: number; start: string | null; end: string | null; favourable: BirthRashiOut[] }
export interface BalamGroup { tarabalam: TarabalamOut[]; chandrabalam: ChandrabalamOut[] }

export interface PanchakaOut {
  start: string | null;
  end: string | null;
  /** Weekday (0 = Sunday, from sunrise) on which it begins. */
  begins_weekday: number;
  kind: { name: string; name_devanagari: string; label: string } | null;
}

export interface AnandadiOut { number: number; name: string; name_devanagari: string; label: string; quality: 'good' | 'bad'; start: string | null; end: string | null }
export interface YogasGroup {
  anandadi: AnandadiOut[];
  disha_shool: { name: string; name_devanagari: string; label: string };
}

export interface GowriOut { number: number; name: string; name_tamil: string; name_iast: string; quality: 'good' | 'bad'; start: string; end: string }
export interface GowriGroup { day: GowriOut[] | null; night: GowriOut[] | null; reason: UnavailableReason | null }

export interface LagnaOut { number: number; name: string; name_devanagari: string; start: string; end: string }
export interface LagnaGroup { lagnas: LagnaOut[] | null; reason: UnavailableReason | 'ecliptic_circumpolar' | null }

export interface PanchangGroups {
  muhurtas?: MuhurtasGroup;
  choghadiya?: ChoghadiyaGroup;
  hora?: HoraGroup;
  signs?: SignsGroup;
  periods?: PeriodsGroup;
  balam?: BalamGroup;
  panchaka?: PanchakaOut | null;
  yogas?: YogasGroup;
  gowri?: GowriGroup;
  lagna?: LagnaGroup;
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
  /** The place (udaya lagna). */
  latDeg: number;
  lngDeg: number;
  /** The weekday (0 = Sunday) of the Hindu day, sunrise to sunrise, holding an instant at the place (panchaka's kind). */
  weekdayAt: (unixMs: number) => number;
}

const win = (w: WindowMs, tz: string): TimeWindowOut => ({ start: formatIsoLocal(w.startUnixMs, tz), end: formatIsoLocal(w.endUnixMs, tz) });
const holds = (w: WindowMs, t: number | null) => t === null || (w.startUnixMs <= t && t < w.endUnixMs);

/** Equal-part periods (choghadiya, Gowri) as answered: every one in day mode, the one in force in instant mode. */
function equalPartsOut<P extends WindowMs, R extends object>(list: P[] | null, g: GroupInputs, present: (p: P) => R): (R & TimeWindowOut)[] | null {
  if (!list) return null;
  const out: (R & TimeWindowOut)[] = [];
  for (const p of list) if (holds(p, g.instantUnixMs)) out.push(Object.assign(present(p), win(p, g.tz)));
  return out;
}

function choghadiyaOut(list: ChoghadiyaPeriod[] | null, g: GroupInputs): ChoghadiyaOut[] | null {
  return equalPartsOut(list, g, (p) => {
    const c = CHOGHADIYA[p.id];
    return { number: p.number, name: c.iast, name_devanagari: c.devanagari, label: c.label, quality: c.quality };
  });
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

/** Day mode: the element's times; instant mode: null (as the angas' transition times). */
const elementTimes = (s: AngaSpan, g: GroupInputs) =>
  g.instantUnixMs === null ? { start: formatIsoLocal(s.startUnixMs, g.tz), end: formatIsoLocal(s.endUnixMs, g.tz) } : { start: null, end: null };

/** The nakshatra spans of the day (day mode) or the one at the instant. */
function nakshatrasOf(g: GroupInputs): readonly AngaSpan[] {
  return g.instantUnixMs === null ? g.nakshatras : [angaSpanAt('nakshatra', g.instantUnixMs, g.convention, g.tables)];
}

function balamOut(g: GroupInputs): BalamGroup {
  const rashis = g.instantUnixMs === null ? angaSpansBetween('moonRashi', g.fromUnixMs, g.toUnixMs, g.convention, g.tables) : [angaSpanAt('moonRashi', g.instantUnixMs, g.convention, g.tables)];
  return {
    tarabalam: nakshatrasOf(g).map((s) => Object.assign({ moon_nakshatra: s.number }, elementTimes(s, g), {
      favourable: tarabalamFor(s.number).map((x) => ({ number: x.nakshatra, name: NAKSHATRA_NAMES[x.nakshatra - 1]!.iast, name_devanagari: NAKSHATRA_NAMES[x.nakshatra - 1]!.devanagari, tara: x.tara, tara_name: TARAS[x.tara - 1]!.iast })),
    })),
    chandrabalam: rashis.map((s) => Object.assign({ moon_rashi: s.number }, elementTimes(s, g), {
      favourable: chandrabalamFor(s.number).map((x) => ({ number: x.rashi, name: RASHI_NAMES[x.rashi - 1]!.iast, name_devanagari: RASHI_NAMES[x.rashi - 1]!.devanagari, house: x.house })),
    })),
  };
}

function panchakaOut(g: GroupInputs): PanchakaOut | null {
  const from = g.instantUnixMs ?? g.fromUnixMs;
  const to = g.instantUnixMs === null ? g.toUnixMs : g.instantUnixMs + 1;
  const p = panchakaBetween(from, to, (ms) => angaSpanAt('moonRashi', ms, g.convention, g.tables));
  if (!p) return null;
  const weekday = g.weekdayAt(p.startUnixMs);
  const k = PANCHAKA_KIND_BY_WEEKDAY[weekday]!;
  return Object.assign(elementTimes({ number: 0, startUnixMs: p.startUnixMs, endUnixMs: p.endUnixMs }, g), {
    begins_weekday: weekday,
    kind: k ? { name: k.iast, name_devanagari: k.devanagari, label: k.label } : null,
  });
}

function yogasOut(g: GroupInputs): YogasGroup {
  const t = g.instantUnixMs;
  const spans = nakshatra28Spans(
    nakshatrasOf(g),
    (ms) => angaSpanAt('pada', ms - 1, g.convention, g.tables).startUnixMs,
    (ms) => moonSiderealDeg(ms, g.convention),
  ).filter((s) => (t === null ? s.endUnixMs > g.fromUnixMs && s.startUnixMs < g.toUnixMs : s.startUnixMs <= t && t < s.endUnixMs));
  const d = DISHA_SHOOL[g.frame.weekday]!;
  return {
    anandadi: spans.map((s) => {
      const y = ANANDADI_YOGAS[anandadiYogaOf(g.frame.weekday, s.number) - 1]!;
      return Object.assign({ number: anandadiYogaOf(g.frame.weekday, s.number), name: y.iast, name_devanagari: y.devanagari, label: y.label, quality: y.good ? 'good' as const : 'bad' as const }, elementTimes(s, g));
    }),
    disha_shool: { name: d.iast, name_devanagari: d.devanagari, label: d.label },
  };
}

function gowriOut(list: GowriPeriod[] | null, g: GroupInputs): GowriOut[] | null {
  return equalPartsOut(list, g, (p) => {
    const x = GOWRI[p.id];
    return { number: p.number, name: x.name, name_tamil: x.tamil, name_iast: x.iast, quality: x.quality };
  });
}

function lagnaOut(g: GroupInputs): LagnaGroup {
  const f = g.frame;
  if (f.sunriseUnixMs === null) return { lagnas: null, reason: 'no_sunrise' };
  if (f.nextSunriseUnixMs === null || !(f.nextSunriseUnixMs > f.sunriseUnixMs)) return { lagnas: null, reason: 'no_next_sunrise' };
  const spans = lagnasBetween(lagnaSky(f.sunriseUnixMs, g.latDeg, g.lngDeg), f.sunriseUnixMs, f.nextSunriseUnixMs);
  if (!spans) return { lagnas: null, reason: 'ecliptic_circumpolar' };
  const out: LagnaOut[] = [];
  for (const s of spans) {
    if (!holds(s, g.instantUnixMs)) continue;
    const n = RASHI_NAMES[s.number - 1]!;
    out.push({ number: s.number, name: n.iast, name_devanagari: n.devanagari, start: formatIsoLocal(s.startUnixMs, g.tz), end: formatIsoLocal(s.endUnixMs, g.tz) });
  }
  return { lagnas: out, reason: null };
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
  if (include.has('balam')) out.balam = balamOut(g);
  if (include.has('panchaka')) out.panchaka = panchakaOut(g);
  if (include.has('yogas')) out.yogas = yogasOut(g);
  if (include.has('gowri')) {
    const c = gowriOfDay(g.frame);
    out.gowri = { day: gowriOut(c.day, g), night: gowriOut(c.night, g), reason: c.reason };
  }
  if (include.has('lagna')) out.lagna = lagnaOut(g);
  return out;
}
