/**
 * K. M. Ganguli's English Viṣṇu Sahasranāma (Anuśāsana parvan, section CXLIX of his Mahābhārata, 1883–96; public
 * domain), from the Ganguli bundle the Mahābhārata's translation comes from (ganguli.ts). Ganguli renders the
 * thousand names as running prose and closes each group with the names' numbers in Śaṅkara's count, "(I--IX)",
 * "(X--XVII)" … "(CMXCIII--M)": 107 groups, the 107 verses of the stotra (bhāga 2 of the default edition, 2.1–2.107:
 * verse 1 holds names 1–9, viśvaṃ … bhūtabhāvanaḥ). Group k, from the end of the group before (the first from "They
 * are," that opens the list) to its closing numbers, is attached to verse 2.k. The framing prose before and after
 * the list is Ganguli's translation of the pūrva- and uttarabhāga, whose verses he does not number, and is not
 * attached.
 */
import type { CorpusData } from '../../../corpus/model.js';
import { attachTranslations, cleanTranslationParagraph, translationLog, type TranslationFileRule, type TranslationSegment } from '../anchored-translation.js';
import { GANGULI_AUTHOR, GANGULI_SOURCE } from './ganguli.js';

const FILE = 'src/maha13.md';
const GROUP_END = /\(([MDCLXVI]+)\s*-+\s*([MDCLXVI]+)\)/g;

/** The 107 groups of names (pure): verse 2.k of the stotra is the k-th group, its closing numbers kept. */
export function sahasranamaSegments(anushasana: string): TranslationSegment[] {
  const marks = [...anushasana.matchAll(GROUP_END)];
  if (marks.length === 0) return [];
  const opening = anushasana.lastIndexOf('They are,', marks[0]!.index);
  if (opening < 0) return [];
  let from = opening + 'They are,'.length;
  return marks.map((m, k) => {
    const text = `${anushasana.slice(from, m.index!).replace(/^[\s;,]+/, '').replace(/\s*\n\s*/g, ' ')}(${m[1]}–${m[2]})`;
    from = m.index! + m[0].length;
    return { ref: `2.${k + 1}`, text: cleanTranslationParagraph(text.replace(/\[\d+\]/g, '')) }; // footnote marks, as ganguli.ts drops them
  });
}

export const SAHASRANAMA_FILES: TranslationFileRule[] = [{
  work: 'vishnu-sahasranama', source: GANGULI_SOURCE, path: FILE, author: GANGULI_AUTHOR, licence: 'public domain',
  refOf: (a) => a, repairs: [], segments: sahasranamaSegments, holdsUnnumbered: false, joinsExtras: false,
}];

/** Adds Ganguli's groups of names to the Viṣṇu Sahasranāma's default edition; returns the log line. */
export function alignSahasranama(dataDir: string, corpus: CorpusData): string {
  return translationLog("Ganguli's Viṣṇu Sahasranāma", attachTranslations(dataDir, corpus, SAHASRANAMA_FILES, "K. M. Ganguli's translation (Anuśāsana CXLIX), by his groups of names"));
}
