/**
 * @module calendar/festivals/enrich
 * Presentation of festival facts (./facts.ts) as `EnrichedFestivalInfo` (the items of /calendar/v1/festivals):
 * names with the month filled in the requested calendar system, the deciding element with its start
 * and end, the kaala and muhurat windows, masa and paksha, and the curated metadata.
 *
 * calendar_system: a festival's date is the day its tradition keeps it, so dates never depend on the
 * system. What changes is the reported month of Krishna-paksha days: in `purnimant` the Krishna half of
 * an amanta month belongs to the next month (an adhika month keeps its own label in both systems,
 * conventions §4). Shukla-paksha labels are identical in both systems.
 */
import { fillMasa, masaNames } from './masa-names.js';
import { NAKSHATRA_NAMES as NAKSHATRA, PAKSHA_NAMES, RASHI_NAMES as RASHI, tithiName as tithiNameOf } from '../panchang/names.js';
import type { FestivalFact } from './facts.js';
import { purnimantaOfKrishna } from './sky-lookup.js';
import type { CalendarSystem, FestivalRule, Names } from './types.js';

export const TITHI_NAMES = [
  'Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami', 'Navami', 'Dashami',
  'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi',
];
export const NAKSHATRA_NAMES = [
  'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Magha',
  'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula',
  'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati',
];
export const RASHI_NAMES = ['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena'];

/** @brief Name of tithi 1–30 (15 Purnima, 30 Amavasya). */
export function tithiName(n: number): string {
  if (n === 15) return 'Purnima';
  if (n === 30) return 'Amavasya';
  return TITHI_NAMES[(n - 1) % 15]!;
}

/** A time window as ISO 8601 local times with offset. */
export interface IsoWindow { start: string; end: string }

/** Curated shastric data (data/festivals/metadata), see docs/festivals.md. */
export interface FestivalMetadata {
  deity: { entity_id: string | null; name: string } | null;
  shloka: { ref: { work: string; chapter?: string; verse: string }; cite_path: string; text_devanagari: string; text_iast?: string; gloss: string } | null;
  katha: string;
  observances: string[];
  verse_refs: Array<{ work: string; chapter?: string; verse: string; cite_path: string; note?: string }>;
}

export interface EnrichedFestivalInfo {
  id: string;
  rule_id: string;
  /** IAST (the naming convention: a name member holds the IAST, `<member>_en` the English) */
  name: string;
  name_en: string;
  names: Names;
  date: string;
  weekday: number;
  category: string;
  tags: string[];
  /** the regional sets (calendar/festivals/regions.ts) the observance belongs to; absent for the pan-Indian set */
  regions?: string[];
  variant: string | null;
  paksha: 'Shukla' | 'Krishna' | null;
  masa: { number: number; name: string; name_en: string; adhika: boolean; system: CalendarSystem } | null;
  decided_by:
    | { type: 'tithi' | 'nakshatra'; number: number; name: string; name_en: string; start: string; end: string }
    | { type: 'sankranti'; rashi: number; name: string; name_en: string; instant: string }
    | { type: 'relative'; anchor: string; offset_days: number }
    | { type: 'weekday'; weekday: number; masa: number }
    /** the first evening the new crescent counts as seen (Yallop's q at least `min_yallop_q`); masa 0 = every month */
    | { type: 'crescent'; masa: number; min_yallop_q: number };
  kaala: { name: string; start: string; end: string } | null;
  muhurat: IsoWindow | null;
  decision: { priority: string; how: string };
  metadata: FestivalMetadata | null;
}

export interface EnrichOptions {
  system: CalendarSystem;
  /** ISO local time formatter (instant → `YYYY-MM-DDTHH:MM:SS+05:30`) */
  iso: (unixMs: number) => string;
  metadata?: ReadonlyMap<string, FestivalMetadata>;
}

/** Rules and observance names by id: what presenting a fact needs besides the fact. */
export interface ObservanceCatalog {
  rule(ruleId: string): FestivalRule;
  /** names of an observance id (before the month is filled in) */
  names(id: string): Names;
}

const catalogs = new WeakMap<readonly FestivalRule[], ObservanceCatalog>();

/**
 * @brief The catalogue of `rules`: every observance id the evaluator can produce (rule, `-gauna`, variant and
 * companion ids) with its names (memoised per rules array).
 */
export function observanceCatalog(rules: readonly FestivalRule[]): ObservanceCatalog {
  let c = catalogs.get(rules);
  if (c) return c;
  const byRule = new Map<string, FestivalRule>();
  const names = new Map<string, Names>();
  const add = (id: string, n: Names) => {
    const had = names.get(id);
    if (had && had !== n) throw new Error(`festival rules: observance id ${id} is produced by two records`);
    names.set(id, n);
  };
  for (const r of rules) {
    byRule.set(r.id, r);
    add(r.id, r.names);
    if (r.gauna) add(`${r.id}-gauna`, r.gauna.names);
    for (const v of r.variants) add(`${r.id}-${v.key}`, v.names);
    for (const k of r.companions) add(`${r.id}-${k.key}`, k.names);
  }
  c = {
    rule: (id) => byRule.get(id) ?? (() => { throw new Error(`unknown festival rule ${id}`); })(),
    names: (id) => names.get(id) ?? (() => { throw new Error(`unknown festival observance ${id}`); })(),
  };
  catalogs.set(rules, c);
  return c;
}

const pakshaOf = (f: FestivalFact): EnrichedFestivalInfo['paksha'] => (f.tithi === null ? null : f.tithi <= 15 ? 'Shukla' : 'Krishna');

function masaOf(f: FestivalFact, system: CalendarSystem): EnrichedFestivalInfo['masa'] {
  if (!f.lunation) return null;
  const m = system === 'purnimant' && pakshaOf(f) === 'Krishna' ? purnimantaOfKrishna(f.lunation) : f.lunation;
  const n = masaNames(m.masa, false);
  return { number: m.masa, name: n.iast, name_en: n.english, adhika: m.adhika, system };
}

/** Names with the month filled in, per base names and month: one shared (read-only) object per observance and month. */
const filledNames = new WeakMap<Names, Map<number, Names>>();

function namesOf(f: FestivalFact, catalog: ObservanceCatalog, masa: EnrichedFestivalInfo['masa']): Names {
  const base = catalog.names(f.id);
  if (!masa) return base;
  let byMonth = filledNames.get(base);
  if (!byMonth) { byMonth = new Map(); filledNames.set(base, byMonth); }
  const key = masa.number * 2 + (masa.adhika ? 1 : 0);
  let n = byMonth.get(key);
  if (!n) { n = fillMasa(base, masaNames(masa.number, masa.adhika)); byMonth.set(key, n); }
  return n;
}

/** Which element the item's `decided_by` reports. */
function decidedKind(f: FestivalFact, rule: FestivalRule): 'relative' | 'sankranti' | 'weekday' | 'crescent' | 'anga' {
  const t = rule.timing;
  if (t.kind === 'weekday_in_masa') return 'weekday';
  if (t.kind === 'crescent') return 'crescent';
  if (t.kind === 'relative' || f.variant === 'parana' || (f.decision.includes('day from') && t.kind !== 'sankranti')) return 'relative';
  return f.sankranti ? 'sankranti' : 'anga';
}

/**
 * @brief The text of an item without its times (name in `system`, category, decided_by type, kaala name):
 * what the generator's `festivals` table stores per observance.
 */
export function festivalLabel(f: FestivalFact, catalog: ObservanceCatalog, system: CalendarSystem): { name: string; category: string; decidedBy: string; kaala: string | null } {
  const rule = catalog.rule(f.ruleId);
  const kind = decidedKind(f, rule);
  return { name: namesOf(f, catalog, masaOf(f, system)).english, category: rule.category, decidedBy: kind === 'anga' ? f.anga!.type : kind, kaala: f.kaala?.name ?? null };
}

/** The deciding element of an item (`decided_by`). */
function decidedByOf(f: FestivalFact, rule: FestivalRule, paksha: EnrichedFestivalInfo['paksha'], iso: EnrichOptions['iso']): EnrichedFestivalInfo['decided_by'] {
  const t = rule.timing;
  const kind = decidedKind(f, rule);
  if (kind === 'relative') {
    return t.kind === 'relative'
      ? { type: 'relative', anchor: t.anchor, offset_days: t.offsetDays }
      : { type: 'relative', anchor: rule.id, offset_days: rule.companions.find((c) => c.key === f.variant)?.offsetDays ?? 0 };
  }
  if (kind === 'weekday') return { type: 'weekday', weekday: f.weekday, masa: t.kind === 'weekday_in_masa' ? t.masa : 0 };
  if (kind === 'crescent') return { type: 'crescent', masa: t.kind === 'crescent' ? t.masa ?? 0 : 0, min_yallop_q: t.kind === 'crescent' ? t.minYallopQ : 0 };
  if (kind === 'sankranti') {
    const sk = f.sankranti!;
    return { type: 'sankranti', rashi: sk.rashi, name: `${RASHI[sk.rashi - 1]!.iast} Saṅkrānti`, name_en: `${RASHI_NAMES[sk.rashi - 1]} Sankranti`, instant: iso(sk.unixMs) };
  }
  const a = f.anga!;
  return {
    type: a.type, number: a.n,
    name: a.type === 'tithi' ? `${PAKSHA_NAMES[paksha === 'Shukla' ? 'shukla' : 'krishna'].iast} ${tithiNameOf(a.n).iast}` : NAKSHATRA[a.n - 1]!.iast,
    name_en: a.type === 'tithi' ? `${paksha} ${tithiName(a.n)}` : NAKSHATRA_NAMES[a.n - 1]!,
    start: iso(a.startMs), end: iso(a.endMs),
  };
}

function kaalaOf(f: FestivalFact, iso: EnrichOptions['iso']): EnrichedFestivalInfo['kaala'] {
  return f.kaala ? { name: f.kaala.name, start: iso(f.kaala.startMs), end: iso(f.kaala.endMs) } : null;
}

function muhuratOf(f: FestivalFact, iso: EnrichOptions['iso']): EnrichedFestivalInfo['muhurat'] {
  return f.muhurat ? { start: iso(f.muhurat[0]), end: iso(f.muhurat[1]) } : null;
}

function decisionOf(f: FestivalFact, rule: FestivalRule): EnrichedFestivalInfo['decision'] {
  const t = rule.timing;
  return { priority: t.kind === 'tithi' || t.kind === 'nakshatra' ? (f.variant === 'vaishnava' ? rule.variants.find((v) => v.key === 'vaishnava')?.priority ?? rule.priority : rule.priority) : t.kind, how: f.decision };
}

/** @brief One festival's facts (./facts.ts) as the API item. */
export function presentFestival(f: FestivalFact, catalog: ObservanceCatalog, opt: EnrichOptions): EnrichedFestivalInfo {
  const rule = catalog.rule(f.ruleId);
  const paksha = pakshaOf(f);
  const masa = masaOf(f, opt.system);
  const names = namesOf(f, catalog, masa);
  const decidedBy = decidedByOf(f, rule, paksha, opt.iso);
  const kaala = kaalaOf(f, opt.iso);
  const muhurat = muhuratOf(f, opt.iso);
  const decision = decisionOf(f, rule);
  const metadata = opt.metadata?.get(rule.id) ?? null;
  // one literal per shape (`regions` only on regional items, after `tags`: the default answer stays byte-identical),
  // not a literal grown by Object.assign, whose items are slower to read when serialized
  return rule.regions.length > 0
    ? {
      id: f.id, rule_id: rule.id, name: names.iast, name_en: names.english, names, date: f.date, weekday: f.weekday, category: rule.category,
      tags: rule.tags, regions: rule.regions, variant: f.variant, paksha, masa, decided_by: decidedBy, kaala, muhurat, decision, metadata,
    }
    : {
      id: f.id, rule_id: rule.id, name: names.iast, name_en: names.english, names, date: f.date, weekday: f.weekday, category: rule.category,
      tags: rule.tags, variant: f.variant, paksha, masa, decided_by: decidedBy, kaala, muhurat, decision, metadata,
    };
}

/** The members of an item in the order `presentFestival` writes them (`regions` only on regional items). */
export const FESTIVAL_ITEM_MEMBERS = [
  'id', 'rule_id', 'name', 'name_en', 'names', 'date', 'weekday', 'category', 'tags', 'regions', 'variant', 'paksha', 'masa',
  'decided_by', 'kaala', 'muhurat', 'decision', 'metadata',
] as const satisfies ReadonlyArray<keyof EnrichedFestivalInfo>;

/**
 * @brief `presentFestival` with only the members in `members`, in the same order and with the same values: the
 * unasked members (the local times above all) are never made (the `fields` form of /calendar/v1/festivals).
 */
export function presentFestivalMembers(f: FestivalFact, catalog: ObservanceCatalog, opt: EnrichOptions, members: ReadonlySet<string>): Partial<EnrichedFestivalInfo> {
  const rule = catalog.rule(f.ruleId);
  const paksha = pakshaOf(f);
  const masa = members.has('masa') || members.has('name') || members.has('name_en') || members.has('names') ? masaOf(f, opt.system) : null;
  const out: Record<string, unknown> = {};
  for (const k of FESTIVAL_ITEM_MEMBERS) {
    if (!members.has(k)) continue;
    switch (k) {
      case 'id': out[k] = f.id; break;
      case 'rule_id': out[k] = rule.id; break;
      case 'name': out[k] = namesOf(f, catalog, masa).iast; break;
      case 'name_en': out[k] = namesOf(f, catalog, masa).english; break;
      case 'names': out[k] = namesOf(f, catalog, masa); break;
      case 'date': out[k] = f.date; break;
      case 'weekday': out[k] = f.weekday; break;
      case 'category': out[k] = rule.category; break;
      case 'tags': out[k] = rule.tags; break;
      case 'regions': if (rule.regions.length > 0) out[k] = rule.regions; break;
      case 'variant': out[k] = f.variant; break;
      case 'paksha': out[k] = paksha; break;
      case 'masa': out[k] = masa; break;
      case 'decided_by': out[k] = decidedByOf(f, rule, paksha, opt.iso); break;
      case 'kaala': out[k] = kaalaOf(f, opt.iso); break;
      case 'muhurat': out[k] = muhuratOf(f, opt.iso); break;
      case 'decision': out[k] = decisionOf(f, rule); break;
      case 'metadata': out[k] = opt.metadata?.get(rule.id) ?? null; break;
    }
  }
  return out as Partial<EnrichedFestivalInfo>;
}
