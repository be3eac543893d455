/**
 * @module calendar/festivals/rule-schema
 * Validation of festival rule records (the TOML tables of `data/festivals/*.toml`, already parsed)
 * into `FestivalRule`s. Every problem is reported with the file and the field path, e.g.
 * `data/festivals/major.toml: festival[3] (holi).timing.tithi: expected an integer 1–30, got 31`.
 *
 * A file may hold a `[defaults]` table whose keys fill in every record of that file that does not set
 * them. In `names` of variants, companions and gauna, `{iast}`, `{devanagari}` and `{english}` are
 * replaced by the record's own names.
 */
import {
  CATEGORIES, FALLBACKS, KAALAS, PRIORITIES,
  type AdhikaPolicy, type Category, type CompanionRule, type Fallback, type FestivalRule, type Kaala,
  type Names, type Priority, type Timing, type VariantRule,
} from './types.js';
import { FIRST_DAY_RULES } from '../solar/first-day-rules.js';
import { FESTIVAL_REGIONS } from './regions.js';

export class FestivalRuleError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid festival rules:\n  ${problems.join('\n  ')}`);
    this.name = 'FestivalRuleError';
  }
}

const KARANA_NAMES: Record<string, number> = {
  bava: 1, balava: 2, kaulava: 3, taitila: 4, garaja: 5, vanija: 6, vishti: 7, bhadra: 7,
  shakuni: 8, chatushpada: 9, naga: 10, kimstughna: 11,
};
const ID_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const KNOWN_KEYS = new Set([
  'id', 'catalogue_id', 'names', 'category', 'tags', 'regions', 'timing', 'kaala', 'fallback_kaala', 'priority',
  'fallback', 'full_coverage', 'udaya_min_muhurtas', 'exclusion_udaya_min_muhurtas', 'kaala_nakshatra', 'kaala_nakshatra_udaya_min_muhurtas', 'kaala_min_ghatis', 'kaala_joined_nakshatra', 'with_tithi', 'nakshatra_joined', 'weekday', 'avoid_karana', 'parana_check', 'gauna', 'variant',
  'companion', 'muhurat', 'drik_labels', 'notes',
]);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `nakshatra_joined = { nakshatra (1–27), kaala }`, or undefined. */
function nakshatraJoinedOf(c: Checker, raw: Obj): { nakshatra: number; kaala: Kaala } | undefined {
  const v = raw['nakshatra_joined'];
  if (v === undefined) return undefined;
  if (!isObj(v)) { c.fail('nakshatra_joined', 'expected a table { nakshatra, kaala }'); return undefined; }
  for (const k of Object.keys(v)) if (k !== 'nakshatra' && k !== 'kaala') c.fail(`nakshatra_joined.${k}`, 'unknown field (allowed: nakshatra, kaala)');
  const nakshatra = c.int(v, 'nakshatra', 'nakshatra_joined.nakshatra', 1, 27);
  const kaala = c.oneOf(v, 'kaala', 'nakshatra_joined.kaala', KAALAS);
  return nakshatra === undefined ? undefined : { nakshatra, kaala };
}

/** `kaala_nakshatra` (1–27) with `kaala_nakshatra_udaya_min_muhurtas` (1–15, default 3), or undefined. */
function kaalaNakshatraOf(c: Checker, raw: Obj): { nakshatra: number; udayaMinMuhurtas: number } | undefined {
  const nakshatra = c.int(raw, 'kaala_nakshatra', 'kaala_nakshatra', 1, 27, false);
  const udaya = c.int(raw, 'kaala_nakshatra_udaya_min_muhurtas', 'kaala_nakshatra_udaya_min_muhurtas', 1, 15, false);
  if (nakshatra === undefined) {
    if (udaya !== undefined) c.fail('kaala_nakshatra_udaya_min_muhurtas', 'needs kaala_nakshatra');
    return undefined;
  }
  return { nakshatra, udayaMinMuhurtas: udaya ?? 3 };
}

/** Collects problems for one record; each check returns a usable value even after a problem. */
class Checker {
  constructor(private readonly where: string, private readonly problems: string[]) {}
  fail(field: string, msg: string): void { this.problems.push(`${this.where}.${field}: ${msg}`); }
  str(o: Obj, field: string, path: string, required = true): string | undefined {
    const v = o[field];
    if (v === undefined) { if (required) this.fail(path, 'missing (expected a string)'); return undefined; }
    if (typeof v !== 'string' || v.trim() === '') { this.fail(path, `expected a non-empty string, got ${JSON.stringify(v)}`); return undefined; }
    return v;
  }
  int(o: Obj, field: string, path: string, lo: number, hi: number, required = true): number | undefined {
    const v = o[field];
    if (v === undefined) { if (required) this.fail(path, `missing (expected an integer ${lo}–${hi})`); return undefined; }
    if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) {
      this.fail(path, `expected an integer ${lo}–${hi}, got ${JSON.stringify(v)}`); return undefined;
    }
    return v;
  }
  bool(o: Obj, field: string, path: string, dflt: boolean): boolean {
    const v = o[field];
    if (v === undefined) return dflt;
    if (typeof v !== 'boolean') { this.fail(path, `expected true or false, got ${JSON.stringify(v)}`); return dflt; }
    return v;
  }
  oneOf<T extends string>(o: Obj, field: string, path: string, allowed: readonly T[], dflt?: T): T {
    const v = o[field];
    if (v === undefined) {
      if (dflt === undefined) this.fail(path, `missing (expected one of ${allowed.join(', ')})`);
      return (dflt ?? allowed[0]) as T;
    }
    if (typeof v !== 'string' || !allowed.includes(v as T)) {
      this.fail(path, `expected one of ${allowed.join(', ')}, got ${JSON.stringify(v)}`);
      return (dflt ?? allowed[0]) as T;
    }
    return v as T;
  }
  strList(o: Obj, field: string, path: string): string[] {
    const v = o[field];
    if (v === undefined) return [];
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) {
      this.fail(path, `expected a list of strings, got ${JSON.stringify(v)}`); return [];
    }
    return v as string[];
  }
  names(o: Obj, field: string, path: string, own?: Names): Names {
    const v = o[field];
    if (!isObj(v)) {
      this.fail(path, v === undefined ? 'missing (expected a table { iast, devanagari, english })' : `expected a table, got ${JSON.stringify(v)}`);
      return { iast: '', devanagari: '', english: '' };
    }
    const fill = (s: string | undefined): string => (s === undefined || own === undefined ? s ?? '' :
      s.replaceAll('{iast}', own.iast).replaceAll('{devanagari}', own.devanagari).replaceAll('{english}', own.english));
    const iast = fill(this.str(v, 'iast', `${path}.iast`));
    const devanagari = fill(this.str(v, 'devanagari', `${path}.devanagari`));
    const english = fill(this.str(v, 'english', `${path}.english`));
    if (devanagari && !/[\u0900-\u097F]/.test(devanagari)) this.fail(`${path}.devanagari`, `expected Devanagari text, got ${JSON.stringify(devanagari)}`);
    return { iast, devanagari, english };
  }
}

function checkTiming(c: Checker, t: unknown): Timing {
  if (!isObj(t)) {
    c.fail('timing', t === undefined ? 'missing (expected a table with kind = tithi | nakshatra | sankranti | relative | solar_day | weekday_in_masa | crescent)' : `expected a table, got ${JSON.stringify(t)}`);
    return { kind: 'tithi', tithi: 1, adhika: 'any' };
  }
  const kind = c.oneOf(t, 'kind', 'timing.kind', ['tithi', 'nakshatra', 'sankranti', 'relative', 'solar_day', 'weekday_in_masa', 'crescent'] as const);
  const adhikaOf = (dflt: AdhikaPolicy): AdhikaPolicy => c.oneOf(t, 'adhika', 'timing.adhika', ['nija', 'adhika', 'any', 'first'] as const, dflt);
  const allowed: Record<string, string[]> = {
    tithi: ['kind', 'masa', 'tithi', 'adhika', 'solar_month', 'first_day_rule', 'pick_by_nakshatra'],
    nakshatra: ['kind', 'nakshatra', 'masa', 'solar_month', 'adhika', 'pick'],
    sankranti: ['kind', 'rashi', 'punya_before_min', 'punya_after_min', 'listed_on'],
    relative: ['kind', 'anchor', 'offset_days'],
    solar_day: ['kind', 'rashi', 'day', 'first_day_rule'],
    weekday_in_masa: ['kind', 'masa', 'weekday', 'adhika'],
    crescent: ['kind', 'masa', 'adhika', 'min_yallop_q'],
  };
  for (const k of Object.keys(t)) if (!allowed[kind]!.includes(k)) c.fail(`timing.${k}`, `unknown field for kind = "${kind}" (allowed: ${allowed[kind]!.join(', ')})`);
  switch (kind) {
    case 'tithi': {
      const masa = c.int(t, 'masa', 'timing.masa', 1, 12, false);
      const solarMonth = c.int(t, 'solar_month', 'timing.solar_month', 1, 12, false);
      const firstDayRule = t['first_day_rule'] === undefined ? undefined : c.oneOf(t, 'first_day_rule', 'timing.first_day_rule', FIRST_DAY_RULES);
      if (firstDayRule !== undefined && solarMonth === undefined) c.fail('timing.first_day_rule', 'needs timing.solar_month');
      const pickByNakshatra = c.int(t, 'pick_by_nakshatra', 'timing.pick_by_nakshatra', 1, 27, false);
      if (pickByNakshatra !== undefined && solarMonth === undefined) c.fail('timing.pick_by_nakshatra', 'needs timing.solar_month');
      return { kind, masa, tithi: c.int(t, 'tithi', 'timing.tithi', 1, 30) ?? 1, adhika: adhikaOf(masa === undefined ? 'any' : 'nija'),
        solarMonth, ...(firstDayRule ? { firstDayRule } : {}), ...(pickByNakshatra !== undefined ? { pickByNakshatra } : {}) };
    }
    case 'nakshatra': {
      const masa = c.int(t, 'masa', 'timing.masa', 1, 12, false);
      const solarMonth = c.int(t, 'solar_month', 'timing.solar_month', 1, 12, false);
      if (masa !== undefined && solarMonth !== undefined) c.fail('timing', 'set masa or solar_month, not both');
      return { kind, nakshatra: c.int(t, 'nakshatra', 'timing.nakshatra', 1, 27) ?? 1, masa, solarMonth, adhika: adhikaOf(masa === undefined ? 'any' : 'nija'),
        pick: c.oneOf(t, 'pick', 'timing.pick', ['all', 'last', 'full-moon'] as const, 'all') };
    }
    case 'sankranti':
      return { kind, rashi: c.int(t, 'rashi', 'timing.rashi', 1, 12) ?? 1,
        punyaBeforeMin: c.int(t, 'punya_before_min', 'timing.punya_before_min', 0, 1440) ?? 0,
        punyaAfterMin: c.int(t, 'punya_after_min', 'timing.punya_after_min', 0, 1440) ?? 0,
        listedOn: c.oneOf(t, 'listed_on', 'timing.listed_on', ['punya-day', 'ingress-day', 'sunset-day', 'sunrise-day'] as const, 'punya-day') };
    case 'relative':
      return { kind, anchor: c.str(t, 'anchor', 'timing.anchor') ?? '', offsetDays: c.int(t, 'offset_days', 'timing.offset_days', -60, 60) ?? 0 };
    case 'solar_day':
      return { kind, rashi: c.int(t, 'rashi', 'timing.rashi', 1, 12) ?? 1, day: c.int(t, 'day', 'timing.day', 1, 32) ?? 1,
        firstDayRule: c.oneOf(t, 'first_day_rule', 'timing.first_day_rule', FIRST_DAY_RULES) };
    case 'weekday_in_masa':
      return { kind, masa: c.int(t, 'masa', 'timing.masa', 1, 12) ?? 1, weekday: c.int(t, 'weekday', 'timing.weekday', 0, 6) ?? 0, adhika: adhikaOf('nija') };
    case 'crescent': {
      const masa = c.int(t, 'masa', 'timing.masa', 1, 12, false);
      const q = t['min_yallop_q'];
      if (typeof q !== 'number' || !Number.isFinite(q) || q < -1 || q > 1) c.fail('timing.min_yallop_q', `expected a number in [-1, 1] (Yallop's q), got ${JSON.stringify(q)}`);
      return { kind, masa, adhika: adhikaOf(masa === undefined ? 'any' : 'nija'), minYallopQ: typeof q === 'number' ? q : 0 };
    }
  }
}

/** Calls `f` with each table of the array of tables `raw[key]` ([[festival.<key>]]) and its path; absent = none. */
function eachTable(c: Checker, raw: Obj, key: string, f: (table: Obj, path: string) => void): void {
  const list = raw[key] ?? [];
  if (!Array.isArray(list)) { c.fail(key, `expected an array of tables ([[festival.${key}]])`); return; }
  list.forEach((v, i) => {
    const p = `${key}[${i}]`;
    if (!isObj(v)) { c.fail(p, 'expected a table'); return; }
    f(v, p);
  });
}

function checkRecord(raw: Obj, where: string, problems: string[]): FestivalRule {
  const c = new Checker(where, problems);
  for (const k of Object.keys(raw)) if (!KNOWN_KEYS.has(k)) c.fail(k, `unknown field (allowed: ${[...KNOWN_KEYS].join(', ')})`);
  const id = c.str(raw, 'id', 'id') ?? '';
  if (id && !ID_RE.test(id)) c.fail('id', `expected lower-case kebab-case ASCII, got ${JSON.stringify(id)}`);
  const names = c.names(raw, 'names', 'names');
  const category: Category = c.oneOf(raw, 'category', 'category', CATEGORIES);
  const timing = checkTiming(c, raw['timing']);
  const kaala: Kaala = c.oneOf(raw, 'kaala', 'kaala', KAALAS, 'sunrise');
  const priority: Priority = c.oneOf(raw, 'priority', 'priority', PRIORITIES, 'puurvaviddha');
  const fallback: Fallback = c.oneOf(raw, 'fallback', 'fallback', FALLBACKS, 'containing-end');
  const fallbackKaalas = c.strList(raw, 'fallback_kaala', 'fallback_kaala').filter((k, i) => {
    if (!(KAALAS as readonly string[]).includes(k)) { c.fail(`fallback_kaala[${i}]`, `expected one of ${KAALAS.join(', ')}, got ${JSON.stringify(k)}`); return false; }
    return true;
  }) as Kaala[];
  const avoidKaranas = c.strList(raw, 'avoid_karana', 'avoid_karana').flatMap((k, i) => {
    const n = KARANA_NAMES[k.toLowerCase()];
    if (n === undefined) { c.fail(`avoid_karana[${i}]`, `unknown karana ${JSON.stringify(k)} (e.g. "vishti")`); return []; }
    return [n];
  });
  const variants: VariantRule[] = [];
  eachTable(c, raw, 'variant', (v, p) => {
    variants.push({
      key: c.str(v, 'key', `${p}.key`) ?? 'variant', names: c.names(v, 'names', `${p}.names`, names),
      kaala: c.oneOf(v, 'kaala', `${p}.kaala`, KAALAS, kaala), priority: c.oneOf(v, 'priority', `${p}.priority`, PRIORITIES, priority),
      fallback: c.oneOf(v, 'fallback', `${p}.fallback`, FALLBACKS, fallback), fullCoverage: c.bool(v, 'full_coverage', `${p}.full_coverage`, false),
      onlyIfDifferent: c.bool(v, 'only_if_different', `${p}.only_if_different`, true),
      nextVriddhiFirstDay: c.bool(v, 'next_vriddhi_first_day', `${p}.next_vriddhi_first_day`, false),
    });
  });
  const companions: CompanionRule[] = [];
  eachTable(c, raw, 'companion', (v, p) => {
    companions.push({ key: c.str(v, 'key', `${p}.key`) ?? 'companion', names: c.names(v, 'names', `${p}.names`, names),
      offsetDays: c.int(v, 'offset_days', `${p}.offset_days`, -30, 30) ?? 1 });
  });
  let gauna: FestivalRule['gauna'];
  if (raw['gauna'] !== undefined) {
    if (!isObj(raw['gauna'])) c.fail('gauna', 'expected a table { names = {...} }');
    else gauna = { names: c.names(raw['gauna'], 'names', 'gauna.names', names) };
  }
  const regions = c.strList(raw, 'regions', 'regions').filter((r, i) => {
    if (!(FESTIVAL_REGIONS as readonly string[]).includes(r)) { c.fail(`regions[${i}]`, `expected one of ${FESTIVAL_REGIONS.join(', ')}, got ${JSON.stringify(r)}`); return false; }
    return true;
  });
  if ((timing.kind === 'sankranti' || timing.kind === 'relative' || timing.kind === 'solar_day' || timing.kind === 'crescent') && raw['kaala'] !== undefined) {
    c.fail('kaala', `not used with timing.kind = "${timing.kind}"`);
  }
  return {
    id, source: where.split(':')[0] ?? where, catalogueId: c.str(raw, 'catalogue_id', 'catalogue_id', false), names, category,
    tags: c.strList(raw, 'tags', 'tags'), regions, timing, kaala, fallbackKaalas, priority, fallback,
    fullCoverage: c.bool(raw, 'full_coverage', 'full_coverage', false),
    udayaMinMuhurtas: c.int(raw, 'udaya_min_muhurtas', 'udaya_min_muhurtas', 1, 15, false),
    exclusionUdayaMinMuhurtas: c.int(raw, 'exclusion_udaya_min_muhurtas', 'exclusion_udaya_min_muhurtas', 1, 15, false),
    kaalaNakshatra: kaalaNakshatraOf(c, raw),
    kaalaMinGhatis: c.int(raw, 'kaala_min_ghatis', 'kaala_min_ghatis', 1, 15, false),
    kaalaJoinedNakshatra: c.int(raw, 'kaala_joined_nakshatra', 'kaala_joined_nakshatra', 1, 27, false),
    withTithi: c.int(raw, 'with_tithi', 'with_tithi', 1, 30, false),
    nakshatraJoined: nakshatraJoinedOf(c, raw),
    weekday: c.int(raw, 'weekday', 'weekday', 0, 6, false), avoidKaranas,
    paranaCheck: c.bool(raw, 'parana_check', 'parana_check', false), gauna, variants, companions,
    muhurat: c.bool(raw, 'muhurat', 'muhurat', false), drikLabels: c.strList(raw, 'drik_labels', 'drik_labels'),
    notes: c.str(raw, 'notes', 'notes', false),
  };
}

/**
 * @brief Validates the parsed content of one rule file (`{ defaults?, festival: [...] }`).
 * Problems are appended to `problems`; the valid records are returned.
 */
export function validateRuleFile(parsed: unknown, file: string, problems: string[]): FestivalRule[] {
  if (!isObj(parsed)) { problems.push(`${file}: expected a TOML document`); return []; }
  for (const k of Object.keys(parsed)) if (k !== 'festival' && k !== 'defaults') problems.push(`${file}: unknown top-level table "${k}" (allowed: defaults, festival)`);
  const defaults = parsed['defaults'] ?? {};
  if (!isObj(defaults)) { problems.push(`${file}: defaults: expected a table`); return []; }
  const list = parsed['festival'];
  if (!Array.isArray(list)) { problems.push(`${file}: expected an array of [[festival]] tables`); return []; }
  const out: FestivalRule[] = [];
  list.forEach((rec, i) => {
    if (!isObj(rec)) { problems.push(`${file}: festival[${i}]: expected a table`); return; }
    const id = typeof rec['id'] === 'string' ? ` (${rec['id']})` : '';
    const merged: Obj = { ...defaults, ...rec };
    if (isObj(defaults['timing']) && isObj(rec['timing'])) merged['timing'] = { ...defaults['timing'], ...rec['timing'] };
    const before = problems.length;
    const rule = checkRecord(merged, `${file}: festival[${i}]${id}`, problems);
    rule.source = file;
    if (problems.length === before) out.push(rule);
  });
  return out;
}

/**
 * @brief Cross-record checks: unique ids, relative anchors that exist and do not form cycles.
 */
export function checkRuleSet(rules: FestivalRule[], problems: string[]): void {
  const byId = new Map<string, FestivalRule>();
  for (const r of rules) {
    const prev = byId.get(r.id);
    if (prev) problems.push(`${r.source}: festival ${r.id}: id: duplicate id (also in ${prev.source})`);
    byId.set(r.id, r);
  }
  for (const r of rules) {
    if (r.timing.kind !== 'relative') continue;
    const seen = new Set([r.id]);
    let cur: FestivalRule | undefined = r;
    while (cur && cur.timing.kind === 'relative') {
      const next = byId.get(cur.timing.anchor);
      if (!next) { problems.push(`${cur.source}: festival ${cur.id}: timing.anchor: no festival with id "${cur.timing.anchor}"`); break; }
      if (seen.has(next.id)) { problems.push(`${r.source}: festival ${r.id}: timing.anchor: cycle through "${next.id}"`); break; }
      seen.add(next.id);
      cur = next;
    }
  }
}
