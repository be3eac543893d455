/**
 * The corpus model every adapter maps its source into (docs/corpus.md §"Model").
 * A work has one citation scheme; editions are a second key. References are dotted: chapter levels joined by
 * '.', then the verse number (`2.47`, Rigveda `1.1.1` = chapter `1.1`, verse `1`). Works without chapters
 * have chapter null and reference = verse number.
 */

/** Bump when the artifact layout or any field meaning changes; the store refuses other versions. */
export const CORPUS_FORMAT_VERSION = 2;

export type WorkCategory =
  | 'itihasa' | 'veda' | 'upanishad' | 'purana' | 'kavya' | 'stotra' | 'sutra' | 'shastra' | 'gita' | 'nataka';

/**
 * Licence class: decides whether an edition is built (docs/corpus.md §"Licences"): 'open' always;
 * 'uncleared' (upstream states no licence, or translator copyright not cleared; for research and evaluation)
 * by default, dropped with --exclude-uncleared; 'noncommercial' (GRETIL, CC BY-NC-SA) only with
 * --include-noncommercial.
 */
export type LicenceClass = 'open' | 'noncommercial' | 'uncleared';

/** The `licence` string of uncleared content, and the note every such edition/translation carries. */
export const UNCLEARED = 'uncleared';

export interface Work {
  slug: string;
  title_iast: string;
  title_devanagari: string;
  category: WorkCategory;
  author: string | null;
  /** Names of the reference levels, outermost first, the last being the verse: ['chapter', 'verse']. */
  chapter_scheme: string[];
  /** Other names people use (any script); resolved through the loose key. */
  aliases: string[];
  /** Authority tier reported in citations: 'shruti' | 'smriti' | 'itihasa-purana' | 'kavya' | 'shastra'. */
  authority_tier: string;
}

export interface Edition {
  slug: string;
  work_slug: string;
  title: string;
  source: string;
  source_url: string;
  source_commit: string;
  licence: string;
  licence_class: LicenceClass;
  /** Why the licence is uncleared or restricted (null when open). */
  licence_note?: string | null;
  /** Adapter rank: the highest is the default edition of the work. */
  rank: number;
  counts: { chapters: number; verses: number; translations: number; commentaries: number };
  /** Known source defects fixed or flagged at ingestion. */
  notes: string[];
}

export interface Meter {
  name: string;
  /** 'source' when the source labels it, 'identified' when computed from the laghu/guru pattern. */
  origin: 'source' | 'identified';
}

export interface Verse {
  /** `${work}:${edition}:${reference}` */
  id: string;
  work_slug: string;
  edition_slug: string;
  chapter: string | null;
  verse_number: string;
  reference: string;
  content_devanagari: string;
  content_iast: string;
  content_slp1: string;
  meter: Meter | null;
  speaker: string | null;
}

export interface Translation {
  language: 'en' | 'hi' | 'sa';
  author: string;
  text: string;
  licence: string;
  /** set when `licence` is 'uncleared' */
  licence_note?: string;
  source: string;
}

export interface Commentary {
  author: string;
  language: 'en' | 'hi' | 'sa';
  text: string;
  licence: string;
  /** set when `licence` is 'uncleared' */
  licence_note?: string;
  source: string;
}

export interface Interpretation {
  /** concordance: the same passage in another edition or work ("= Bhagavadgītā 1.1"); variant: a reading the
   *  source marks as supplementary/alternative, kept out of the verse's (searchable) text. */
  kind: 'word_meanings' | 'anvaya' | 'summary' | 'header' | 'concordance' | 'variant';
  language: 'en' | 'hi' | 'sa';
  author: string | null;
  text: string;
  machine_generated: boolean;
  /** set for uncleared content ('uncleared', with a licence_note) */
  licence?: string;
  licence_note?: string;
  source: string;
}

/** Translations, commentaries and interpretations of one reference, pooled over the sources of a work. */
export interface Apparatus {
  translations: Translation[];
  commentaries: Commentary[];
  interpretations: Interpretation[];
}

/** What an adapter returns for one edition. */
export interface EditionData {
  work: Work;
  edition: Omit<Edition, 'counts'>;
  verses: Verse[];
  /** Keyed by reference. */
  apparatus: Map<string, Apparatus>;
}

/** The whole assembled corpus in memory at build time (serialised by generator/corpus/write-artifacts.ts). */
export interface CorpusData {
  formatVersion: number;
  builtAt: string;
  works: Work[];
  editions: Edition[];
  verses: Verse[];
  /** `${work}|${reference}` → apparatus */
  apparatus: Record<string, Apparatus>;
}

export function verseId(work: string, edition: string, reference: string): string {
  return `${work}:${edition}:${reference}`;
}

export function emptyApparatus(): Apparatus {
  return { translations: [], commentaries: [], interpretations: [] };
}
