/**
 * @module calendar/ceremonies/tables
 * The data tables of the ceremonies engine (`data/ceremonies/*.json`, each row naming its source), as
 * validated records. Pure: the caller reads the files and passes their parsed JSON by file name
 * (see `src/server/routes/ceremonies.ts` `loadCeremonyTables`).
 */

export interface Syllable { latin: string; iast: string; devanagari: string }
export interface AvakahadaRow extends Syllable {
  /** 1–108: (nakshatra − 1) · 4 + pada */
  pada_index: number;
  nakshatra: number;
  nakshatra_name: string;
  pada: number;
  alternative?: Syllable & { note: string };
  source: string;
}
export interface NakshatraRow {
  number: number; name: string; iast: string; devanagari: string;
  lord: string; lord_iast: string; lord_devanagari: string;
  devata: string; devata_iast: string; devata_devanagari: string;
}
export interface RashiRow { index: number; name: string; iast: string; devanagari: string; western: string; lord: string }
export interface MasaDevataRow { masa_index: number; masa: string; devata: string; devata_iast: string; devata_devanagari: string }
export interface AmritadiRow { weekday: number; weekday_name: string; amrita: number[]; marana: number[] }
export interface CombustionRow { planet: 'venus' | 'jupiter'; name: string; devanagari: string; orb_deg: number; orb_retrograde_deg: number }
export type VivahCriterionId =
  | 'nakshatra' | 'tithi' | 'karana' | 'yoga' | 'weekday' | 'kharmas' | 'chaturmasa' | 'asta' | 'amritadi'
  | 'adhika_masa' | 'holashtak' | 'pitru_paksha' | 'eclipse';
export const VIVAH_CRITERION_IDS: readonly VivahCriterionId[] = [
  'nakshatra', 'tithi', 'karana', 'yoga', 'weekday', 'kharmas', 'chaturmasa', 'asta', 'amritadi',
  'adhika_masa', 'holashtak', 'pitru_paksha', 'eclipse',
];
export interface VivahCriterionRow {
  id: VivahCriterionId; name: string; devanagari: string; kind: 'require' | 'reject'; description: string;
  nakshatras?: number[]; tithis?: number[]; karanas?: number[]; yogas?: number[]; weekdays?: number[]; sun_rashis?: number[];
  from?: { masa_index: number; tithi: number }; to?: { masa_index: number; tithi: number };
  masa_index?: number; from_tithi?: number; to_tithi?: number;
  /** nakshatra criterion: gandanta also rejected, the first / last quarter of these nakshatras' durations */
  gandanta_quarters?: { first: number[]; last: number[] };
  /** kharmas criterion: Kharmas lasts to the sunrise after the sankranti that ends it */
  to_next_sunrise?: boolean;
}
/** Parameters a profile may set on a criterion (they replace those of vivah-criteria.json). */
export type VivahCriterionParams = Partial<Pick<VivahCriterionRow,
  'nakshatras' | 'tithis' | 'karanas' | 'yogas' | 'weekdays' | 'sun_rashis' | 'gandanta_quarters' | 'to_next_sunrise' | 'description'>>;
/** One criterion as a profile uses it: applied or not, why (with a source key of vivah-profiles.json), parameters. */
export interface VivahProfileCriterion { id: VivahCriterionId; apply: boolean; why: string; source: string; params?: VivahCriterionParams }
export type VivahProfileId = 'classical' | 'drik';
export const VIVAH_PROFILE_IDS: readonly VivahProfileId[] = ['classical', 'drik'];
/**
 * A vivah profile (data/ceremonies/vivah-profiles.json): which criteria apply with what parameters, the combustion
 * orbs, and the window rule (`sunrise_to_sunrise`: windows are the good time of the Hindu day, through the night).
 */
export interface VivahProfileRow {
  id: VivahProfileId; name: string; description: string; source: string;
  window: 'sunrise_to_sunrise';
  /** replaces the orbs of combustion.json for these planets */
  combustion?: Partial<Record<'venus' | 'jupiter', { orb_deg: number; orb_retrograde_deg: number; orb_west_deg?: number }>>;
  /** the thirteen criteria, in VIVAH_CRITERION_IDS order */
  criteria: VivahProfileCriterion[];
}
export interface RiteRow { day: number; id: string; name: string; devanagari: string; description: string }

/** Sources of each file: key → citation text. */
export type Sources = Record<string, string>;

export interface CeremonyTables {
  /** index 0 = pada_index 1 */
  avakahada: AvakahadaRow[];
  /** index 0 = Ashvini */
  nakshatras: NakshatraRow[];
  /** index 0 = Mesha */
  rashis: RashiRow[];
  /** index 0 = Chaitra */
  masaDevatas: MasaDevataRow[];
  adhikaDevata: Omit<MasaDevataRow, 'masa_index' | 'masa'>;
  /** index 0 = Sunday */
  amritadi: AmritadiRow[];
  combustion: Record<'venus' | 'jupiter', CombustionRow>;
  vivahCriteria: VivahCriterionRow[];
  vivahProfiles: VivahProfileRow[];
  rites: RiteRow[];
  sources: Record<string, Sources>;
}

/** The file names `parseCeremonyTables` expects (without directory). */
export const CEREMONY_TABLE_FILES = [
  'avakahada.json', 'nakshatras.json', 'rashis.json', 'masa-devatas.json', 'amritadi-yoga.json',
  'combustion.json', 'vivah-criteria.json', 'vivah-profiles.json', 'shraddha-rites.json',
] as const;

export class CeremonyTableError extends Error {}

function doc(files: Record<string, unknown>, name: string): { rows: any[]; sources: Sources; adhika?: any } {
  const d = files[name] as any;
  if (!d || typeof d !== 'object' || !Array.isArray(d.rows)) throw new CeremonyTableError(`${name}: missing or without rows`);
  if (d.formatVersion !== 1) throw new CeremonyTableError(`${name}: formatVersion ${d.formatVersion}, expected 1`);
  for (const r of d.rows) {
    const keys = Object.keys(r).filter((k) => k === 'source' || k.endsWith('_source'));
    if (keys.length === 0) throw new CeremonyTableError(`${name}: a row names no source: ${JSON.stringify(r).slice(0, 80)}`);
    for (const k of keys) if (!d.sources?.[r[k]]) throw new CeremonyTableError(`${name}: unknown source '${r[k]}'`);
  }
  return d;
}

function expect(cond: boolean, msg: string): void {
  if (!cond) throw new CeremonyTableError(msg);
}

/** @brief Validates the parsed JSON of the ceremony tables (keyed by file name). Throws CeremonyTableError. */
export function parseCeremonyTables(files: Record<string, unknown>): CeremonyTables {
  const av = doc(files, 'avakahada.json');
  expect(av.rows.length === 108, 'avakahada.json: expected 108 padas');
  av.rows.forEach((r: AvakahadaRow, i: number) => {
    expect(r.pada_index === i + 1 && r.nakshatra === Math.floor(i / 4) + 1 && r.pada === (i % 4) + 1, `avakahada.json: row ${i + 1} out of order`);
    expect(!!r.latin && !!r.devanagari && !!r.iast, `avakahada.json: row ${i + 1} lacks a syllable`);
  });
  const nk = doc(files, 'nakshatras.json');
  expect(nk.rows.length === 27 && nk.rows.every((r: NakshatraRow, i: number) => r.number === i + 1), 'nakshatras.json: expected 27 rows in order');
  const ra = doc(files, 'rashis.json');
  expect(ra.rows.length === 12 && ra.rows.every((r: RashiRow, i: number) => r.index === i + 1), 'rashis.json: expected 12 rows in order');
  const md = doc(files, 'masa-devatas.json');
  expect(md.rows.length === 12 && md.rows.every((r: MasaDevataRow, i: number) => r.masa_index === i), 'masa-devatas.json: expected 12 rows from Chaitra');
  expect(!!md.adhika?.devata, 'masa-devatas.json: missing adhika devata');
  const am = doc(files, 'amritadi-yoga.json');
  expect(am.rows.length === 7 && am.rows.every((r: AmritadiRow, i: number) => r.weekday === i), 'amritadi-yoga.json: expected 7 weekdays from Sunday');
  const co = doc(files, 'combustion.json');
  const comb = Object.fromEntries(co.rows.map((r: CombustionRow) => [r.planet, r])) as Record<'venus' | 'jupiter', CombustionRow>;
  expect(!!comb.venus && !!comb.jupiter, 'combustion.json: needs venus and jupiter');
  const vc = doc(files, 'vivah-criteria.json');
  expect(vc.rows.length === 13 && vc.rows.every((r: VivahCriterionRow, i: number) => r.id === VIVAH_CRITERION_IDS[i]), 'vivah-criteria.json: expected the 13 criteria in order');
  const vp = doc(files, 'vivah-profiles.json');
  expect(VIVAH_PROFILE_IDS.every((id) => vp.rows.some((r: VivahProfileRow) => r.id === id)), `vivah-profiles.json: expected the profiles ${VIVAH_PROFILE_IDS.join(', ')}`);
  for (const r of vp.rows as VivahProfileRow[]) {
    expect(r.window === 'sunrise_to_sunrise', `vivah-profiles.json: ${r.id}: unknown window rule ${JSON.stringify(r.window)}`);
    expect(Array.isArray(r.criteria) && r.criteria.length === 13 && r.criteria.every((c, i) => c.id === VIVAH_CRITERION_IDS[i] && typeof c.apply === 'boolean' && !!c.why && !!vp.sources[c.source]),
      `vivah-profiles.json: ${r.id}: expected the 13 criteria in order, each with apply, why and a known source`);
    for (const [p, o] of Object.entries(r.combustion ?? {})) {
      expect((p === 'venus' || p === 'jupiter') && o.orb_deg > 0 && o.orb_deg < 30 && o.orb_retrograde_deg > 0 && o.orb_retrograde_deg < 30 && (o.orb_west_deg === undefined || (o.orb_west_deg > 0 && o.orb_west_deg < 30)), `vivah-profiles.json: ${r.id}: bad combustion orb for ${p}`);
    }
    for (const c of r.criteria) for (const k of ['nakshatras', 'tithis', 'karanas', 'yogas', 'weekdays', 'sun_rashis'] as const) {
      const v = c.params?.[k];
      expect(v === undefined || (Array.isArray(v) && v.every((n) => Number.isInteger(n) && n >= 0 && n <= 30)), `vivah-profiles.json: ${r.id}.${c.id}.${k}: expected a list of numbers`);
    }
    for (const c of r.criteria) {
      const g = c.params?.gandanta_quarters;
      expect(g === undefined || [g.first, g.last].every((l) => Array.isArray(l) && l.every((n) => Number.isInteger(n) && n >= 1 && n <= 27)), `vivah-profiles.json: ${r.id}.${c.id}.gandanta_quarters: expected first and last nakshatra lists`);
    }
  }
  const ri = doc(files, 'shraddha-rites.json');
  const sources: Record<string, Sources> = {};
  for (const f of CEREMONY_TABLE_FILES) sources[f] = (files[f] as any).sources;
  return {
    avakahada: av.rows, nakshatras: nk.rows, rashis: ra.rows, masaDevatas: md.rows, adhikaDevata: md.adhika,
    amritadi: am.rows, combustion: comb, vivahCriteria: vc.rows, vivahProfiles: vp.rows, rites: ri.rows, sources,
  };
}
