/**
 * Agreement of the festival engine with Drik Panchang's festival records at New Delhi, even years 1900–2050
 * (test/fixtures/festivals/drik-newdelhi-festivals-even.csv.gz). Used by bench/drik/festivals.ts and the golden
 * test test/festivals/drik-even-years.test.ts.
 *
 * A Drik record is one (date, name) row. A rule claims a Drik name through its `drik_labels` (patterns as in
 * bench/festivals/drik-compare.ts: `{masa}` any month name, a leading `* ` any prefix; Drik's "Adhika X" counts for
 * X); a derived day (Vaishnava, Gauna) claims the name it is presented with ("Vaishnava Yogini Ekadashi"). For each
 * claimed name and year, each of Drik's dates is paired with the nearest unpaired date we give that name (within 3
 * days): the record is exact when the dates are equal, near when they differ by one day, missed otherwise. Names no
 * rule claims are counted as unmapped (not in the percentages).
 *
 * One Drik record, one rule. When several rules claim a name, rules of the same timing (the same anga of the same
 * month: sectarian alternatives of one observance) do not pool their dates: the record is credited to the first of
 * them in rule order, the main observance (janmashtami-smarta before janmashtami-iskcon: Drik lists one "Krishna
 * Janmashtami" when the two traditions keep the same day, so that day is the Smarta day too). The alternatives'
 * agreement on such records is reported apart (`alternatives`), not counted. Rules of different timing that share a
 * name (Pradosh Vrat of the two pakshas, ~15 days apart) cannot both be within 3 days of one record; each record
 * goes to the rule whose date it is paired with.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { EnrichedFestivalInfo, FestivalRule } from '../../src/calendar/festivals/index.js';
import type { AngaTables } from '../../src/calendar/index.js';
import { readCalendarTables } from '../../src/server/calendar-tables.js';

/**
 * @brief The drik anga tables of build/ when they are of this source's clock, else null (the engine then searches
 * live: the same answers, ~0.2 s a year). A table file of an older format version (e.g. before a ΔT change) is
 * not used, so the figures are always those of the current clock.
 */
export function currentDrikTables(): AngaTables | null {
  try {
    return readCalendarTables('build', 'drik');
  } catch {
    return null;
  }
}

export const NEW_DELHI = { lat: 28.63576, lng: 77.22445, tz: 'Asia/Kolkata' } as const;

export interface DrikRecord { date: string; name: string }

export function readDrikEvenFestivals(path = new URL('../../test/fixtures/festivals/drik-newdelhi-festivals-even.csv.gz', import.meta.url)): DrikRecord[] {
  return gunzipSync(readFileSync(path)).toString('utf8').split('\n').filter((l) => /^\d{4}-/.test(l)).map((l) => {
    const k = l.indexOf(',');
    return { date: l.slice(0, k), name: l.slice(k + 1).trim() };
  });
}

/**
 * The thirty major festivals the figure is about: one Drik name each (the name Drik lists the observance
 * under, every year), except Janmashtami, which Drik lists as "Janmashtami *Smarta" (with "Janmashtami *ISKCON" the
 * next day) when the traditions differ and as one "Krishna Janmashtami" when they agree: both are the Smarta day.
 */
export const MAJOR_DRIK_NAMES = [
  'Makara Sankranti', 'Vasant Panchami', 'Maha Shivaratri', 'Holika Dahan', 'Holi', 'Ugadi', 'Rama Navami',
  'Hanuman Jayanti', 'Akshaya Tritiya', 'Buddha Purnima', 'Ganga Dussehra', 'Nirjala Ekadashi', 'Jagannath Rathyatra',
  'Guru Purnima', 'Nag Panchami', 'Raksha Bandhan', 'Janmashtami *Smarta', 'Krishna Janmashtami', 'Ganesh Chaturthi', 'Anant Chaturdashi',
  'Ghatasthapana', 'Durga Ashtami', 'Maha Navami', 'Dussehra', 'Sharad Purnima', 'Karwa Chauth', 'Dhanteras',
  'Diwali', 'Govardhan Puja', 'Bhaiya Dooj', 'Chhath Puja',
] as const;

/** Clusters of the issue, by rule id (a record belongs to the cluster of the rule that claims its name). */
export const CLUSTERS: Record<string, (ruleId: string, name: string, category: string) => boolean> = {
  diwali: (id) => ['diwali', 'naraka-chaturdashi', 'kali-chaudas', 'dhanteras'].includes(id),
  bhadra: (id) => ['raksha-bandhan', 'holika-dahan', 'holi'].includes(id),
  kaala: (id) => ['maha-navami', 'govardhan-puja', 'pithori-amavasya', 'kalki-jayanti', 'kurma-jayanti', 'matsya-jayanti',
    'sheetala-saptami', 'sheetala-ashtami', 'vat-savitri-vrat', 'pradosh-vrat-shukla', 'pradosh-vrat-krishna'].includes(id),
  adhika: (id, name) => /Adhika? /.test(name) || id === 'ganga-dussehra',
  sankranti: (_id, _name, category) => category === 'sankranti',
  ekadashi: (_id, _name, category) => category === 'ekadashi',
};

const MONTHS = 'Chaitra|Vaishakha|Jyeshtha|Ashadha|Shravana|Bhadrapada|Ashwina|Kartika|Margashirsha|Pausha|Magha|Phalguna';
function labelRegex(label: string): RegExp {
  const anyPrefix = label.startsWith('* ');
  let src = (anyPrefix ? label.slice(2) : label).replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  src = src.replace('{masa} ', `(?:(?:${MONTHS})(?: Adhika)? )?`);
  if (anyPrefix) src = '.+ ' + src;
  return new RegExp(`^${src}$`);
}
const dayNum = (iso: string) => Date.parse(iso + 'T00:00:00Z') / 86_400_000;

export interface RecordOutcome {
  date: string; name: string; ruleId: string | null; ours: string | null; status: 'exact' | 'near' | 'miss' | 'unmapped';
  /** same-timing rules that also claim the name but are not credited with it, and whether each gives Drik's date */
  alternatives?: Array<{ ruleId: string; exact: boolean }>;
}

/** Rules decide the same anga of the same month: alternatives of one observance. */
const timingKey = (r: FestivalRule) => JSON.stringify(r.timing);

/**
 * @brief Pairs Drik's records of the given years with our festivals of those years (module doc).
 * `itemsByYear` maps a year to the festivals computed for it at New Delhi.
 */
export function compareDrikRecords(itemsByYear: ReadonlyMap<number, EnrichedFestivalInfo[]>, rules: readonly FestivalRule[], records: readonly DrikRecord[]): RecordOutcome[] {
  const byRule = new Map(rules.map((r) => [r.id, r]));
  // label pattern → the observance ids presented under it
  const claims: Array<{ re: RegExp; ruleId: string; itemId: (it: EnrichedFestivalInfo) => boolean }> = [];
  for (const r of rules) for (const l of r.drikLabels) claims.push({ re: labelRegex(l), ruleId: r.id, itemId: (it) => it.rule_id === r.id && !it.variant });
  // Drik names a derived day by its kind before the festival's label: "Vaishnava Yogini Ekadashi", "Gauna …"
  for (const r of rules) for (const v of ['vaishnava', 'gauna']) {
    for (const l of r.drikLabels) claims.push({ re: labelRegex(`${v[0]!.toUpperCase()}${v.slice(1)} ${l}`), ruleId: r.id, itemId: (it) => it.rule_id === r.id && it.variant === v });
  }
  const claimOf = new Map<string, typeof claims>();
  const out: RecordOutcome[] = [];
  const byYearName = new Map<string, DrikRecord[]>();
  for (const rec of records) {
    const y = Number(rec.date.slice(0, 4));
    if (!itemsByYear.has(y)) continue;
    const key = `${y}|${rec.name}`;
    byYearName.set(key, [...(byYearName.get(key) ?? []), rec]);
  }
  for (const [key, recs] of byYearName) {
    const y = Number(key.slice(0, 4));
    const name = recs[0]!.name;
    let cs = claimOf.get(name);
    if (!cs) {
      const bare = name.replace(/^Adhika? /, '');
      cs = claims.filter((c) => c.re.test(name) || c.re.test(bare));
      claimOf.set(name, cs);
    }
    if (cs.length === 0) { for (const r of recs) out.push({ ...r, ruleId: null, ours: null, status: 'unmapped' }); continue; }
    // one rule per timing: the first in rule order (module doc)
    const credited = new Map<string, string>();
    for (const c of cs) { const k = timingKey(byRule.get(c.ruleId)!); if (!credited.has(k)) credited.set(k, c.ruleId); }
    const creditedIds = new Set(credited.values());
    const alternativeIds = [...new Set(cs.map((c) => c.ruleId))].filter((id) => !creditedIds.has(id));
    const mine = cs.filter((c) => creditedIds.has(c.ruleId));
    const oursItems = itemsByYear.get(y)!.filter((it) => mine.some((c) => c.itemId(it)));
    const ours = [...new Set(oursItems.map((it) => it.date))];
    const ruleOfDate = new Map(oursItems.map((it) => [it.date, it.rule_id]));
    const altDates = new Map(alternativeIds.map((id) => [id, new Set(itemsByYear.get(y)!.filter((it) => cs!.some((c) => c.ruleId === id && c.itemId(it))).map((it) => it.date))]));
    const free = new Set(ours.map((_, i) => i));
    // exact dates first, then nearest
    const sorted = [...recs].sort((a, b) => Number(!ours.includes(a.date)) - Number(!ours.includes(b.date)));
    for (const r of sorted) {
      let best = -1;
      for (const i of free) if (best < 0 || Math.abs(dayNum(ours[i]!) - dayNum(r.date)) < Math.abs(dayNum(ours[best]!) - dayNum(r.date))) best = i;
      const d = best >= 0 ? Math.abs(dayNum(ours[best]!) - dayNum(r.date)) : Infinity;
      if (d <= 3) free.delete(best);
      const ruleId = d <= 3 ? ruleOfDate.get(ours[best]!)! : mine[0]!.ruleId;
      const alternatives = alternativeIds.length ? alternativeIds.map((id) => ({ ruleId: id, exact: altDates.get(id)!.has(r.date) })) : undefined;
      out.push({ ...r, ruleId, ours: d <= 3 ? ours[best]! : null, status: d === 0 ? 'exact' : d === 1 ? 'near' : 'miss', ...(alternatives ? { alternatives } : {}) });
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

export interface Tally { exact: number; near: number; total: number }
export function tally(rs: readonly RecordOutcome[]): Tally {
  const m = rs.filter((r) => r.status !== 'unmapped');
  return { exact: m.filter((r) => r.status === 'exact').length, near: m.filter((r) => r.status === 'near').length, total: m.length };
}
export const pct = (t: Tally) => (t.total ? (100 * t.exact) / t.total : 100);

/** @brief The figures: overall, the thirty major festivals, each cluster, each decade. */
export function agreementFigures(outcomes: readonly RecordOutcome[], rules: readonly FestivalRule[]) {
  const cat = new Map(rules.map((r) => [r.id, r.category as string]));
  const major = outcomes.filter((r) => (MAJOR_DRIK_NAMES as readonly string[]).includes(r.name));
  const clusters = Object.fromEntries(Object.entries(CLUSTERS).map(([k, f]) => [k, tally(outcomes.filter((r) => r.ruleId && f(r.ruleId, r.name, cat.get(r.ruleId) ?? '')))]));
  const decades = new Map<number, Tally>();
  for (const d of new Set(outcomes.map((r) => Math.floor(Number(r.date.slice(0, 4)) / 10) * 10))) decades.set(d, tally(outcomes.filter((r) => Math.floor(Number(r.date.slice(0, 4)) / 10) * 10 === d)));
  const majorWorst = Math.max(0, ...major.map((r) => (r.status === 'exact' ? 0 : r.status === 'near' ? 1 : 9)));
  return { overall: tally(outcomes), major: tally(major), majorWorstDays: majorWorst, clusters, decades, unmapped: outcomes.filter((r) => r.status === 'unmapped').length };
}
