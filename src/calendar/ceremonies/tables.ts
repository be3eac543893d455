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
  rites: RiteRow[];
  sources: Record<string, Sources>;
}

/** The file names `parseCeremonyTables` expects (without directory). */
export const CEREMONY_TABLE_FILES = [
  'avakahada.json', 'nakshatras.json', 'rashis.json', 'masa-devatas.json', 'amritadi-yoga.json',
  'combustion.json', 'vivah-criteria.json', 'shraddha-rites.json',
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
  const ri = doc(files, 'shraddha-rites.json');
  const sources: Record<string, Sources> = {};
  for (const f of CEREMONY_TABLE_FILES) sources[f] = (files[f] as any).sources;
  return {
    avakahada: av.rows, nakshatras: nk.rows, rashis: ra.rows, masaDevatas: md.rows, adhikaDevata: md.adhika,
    amritadi: am.rows, combustion: comb, vivahCriteria: vc.rows, rites: ri.rows, sources,
  };
}
