/**
 * G. Bühler's English Manusmṛti (The Laws of Manu, Sacred Books of the East 25, 1886; public domain), from the
 * per-verse files of vishvAsa/kalpAntaram (branch static_files, commit c49d3d9e), of which the bundle keeps each
 * file's Bühler block only. Bühler translated the vulgate with Kullūka's commentary, the text of the default edition
 * (SARIT's Manusmṛti, adhyāya.verse); his verses are attached to the edition's by his own numbers
 * (anchored-translation.ts's planner).
 *
 * A block opens with Bühler's verse number (`006<TAB>The whole Veda is …`), which is what counts: the files are
 * named by the repository's verse order, which in adhyāya 11 runs one behind Bühler's after 11.51 (his 11.52 is not
 * in the files, nor in the edition: BUHLER_FILES' refOf) and in adhyāya 7 adds eight verses outside the vulgate (087-1,
 * 206-1 … 206-7), whose Bühler block holds Sanskrit instead: those are left out, and the edition's own additions
 * there (7.11267, 7.11387–89) get no English. A block reading "See 077" (6.76) is a verse Bühler translates together
 * with the one it names: that text is attached to the first of the two, naming both. The chapter is the file's
 * folder (`01_praveshaH` is adhyāya 1).
 */
import type { CorpusData } from '../../../corpus/model.js';
import { attachTranslations, renumberFrom, translationLog, type TranslationFileRule, type TranslationSegment } from '../anchored-translation.js';

export const BUHLER_SOURCE = 'kalpantaram-buhler-manu';
/** The bundle's per-verse files, joined by translationFiles, each after a `@@ <path>` line. */
const FOLDER = 'smRtiH/manuH/sarvASh_TIkAH/';

/** Bühler's verses from the joined per-verse blocks (pure): chapter from the folder, verse from his own number. */
export function buhlerSegments(joined: string): TranslationSegment[] {
  const out: TranslationSegment[] = [];
  const seen = new Set<string>();
  let joinedFrom: string | null = null; // a block reading "See 077": Bühler translates it with the verse named
  for (const part of joined.split(/^@@ /m)) {
    const chapter = /^smRtiH\/manuH\/sarvASh_TIkAH\/(\d+)[^/]*\//.exec(part)?.[1];
    const m = /<summary>Bühler<\/summary>\s*(\d+)\t([\s\S]*?)\s*<\/details>/.exec(part);
    if (!chapter || !m || /[\u0900-\u097F]/.test(m[2]!)) continue;
    const ref = `${Number(chapter)}.${Number(m[1])}`;
    if (seen.has(ref)) continue; // the files' 11/266 repeats Bühler's 11.266
    seen.add(ref);
    const text = m[2]!.replace(/\s+/g, ' ').trim();
    if (/^See \d+$/.test(text)) { joinedFrom = ref; continue; }
    if (joinedFrom) out.push({ ref: joinedFrom, text, covers: [joinedFrom, ref] });
    else out.push({ ref, text });
    joinedFrom = null;
  }
  return out;
}

export const BUHLER_FILES: TranslationFileRule[] = [{
  work: 'manusmriti', source: BUHLER_SOURCE, path: FOLDER, author: 'G. Bühler (Sacred Books of the East 25, 1886)', licence: 'public domain',
  // SARIT's adhyāya 11, like the repository's files, lacks the verse Bühler numbers 11.52, so his 11.53–266 are its
  // 11.52–265 (its 11.52 "evaṃ karmaviśeṣeṇa jāyante sadvigarhitāḥ" is his 11.53, "Thus in consequence of a remnant
  // of … crimes, are born idiots").
  refOf: renumberFrom('11', 53, -1), repairs: [], segments: buhlerSegments, holdsUnnumbered: false,
}];

/** Adds Bühler's translation to the apparatus of the Manusmṛti's default edition; returns the log line. */
export function alignBuhler(dataDir: string, corpus: CorpusData): string {
  return translationLog("Bühler's Manu", attachTranslations(dataDir, corpus, BUHLER_FILES, "G. Bühler's translation (SBE 25)"));
}
