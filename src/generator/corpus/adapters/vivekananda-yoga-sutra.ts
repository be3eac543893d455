/**
 * Swami Vivekananda's English Yoga Sūtra (Raja Yoga, New York 1896; public domain), from the one array of
 * rajesh-krishnan/pys's pys.html that holds it (commit 869a7e83; the bundle keeps that array only, README.md): four
 * pādas of "N. text". Vivekananda counts 56 sūtras in the third pāda: his 3.22 ("By this the disappearance or
 * concealment of words which are being spoken …", etena śabdādyantardhānam uktam) is not in the vulgate nor in the
 * default edition (SARIT), and is left out; his 3.23–56 are the edition's 3.22–55 (his "Karma is of two kinds" is
 * its 3.22, sopakramaṃ nirupakramaṃ ca karma). Like Woods's, his 2.33 has no Sanskrit in the edition and is left out.
 * The digitisation's spaced hyphens ("mind - stuff") are written as the book prints them (mind-stuff).
 */
import type { CorpusData } from '../../../corpus/model.js';
import { attachTranslations, renumberFrom, translationLog, type TranslationFileRule, type TranslationSegment } from '../anchored-translation.js';

export const VIVEKANANDA_SOURCE = 'pys-vivekananda-yoga-sutra';
const FILE = 'vivekananda.json';

/** Vivekananda's sūtras from the bundle's array (pure), numbered as he numbers them. */
export function vivekanandaSegments(json: string): TranslationSegment[] {
  const padas = JSON.parse(json) as string[][];
  return padas.flatMap((sutras, p) => sutras.flatMap((s) => {
    const m = /^\s*(\d+)\.\s*([\s\S]*)$/.exec(s);
    return m ? [{ ref: `${p + 1}.${m[1]}`, text: m[2]!.replace(/(\w) - (\w)/g, '$1-$2').replace(/\s+/g, ' ').trim() }] : [];
  }));
}

export const VIVEKANANDA_FILES: TranslationFileRule[] = [{
  work: 'yoga-sutra', source: VIVEKANANDA_SOURCE, path: FILE, author: 'Swami Vivekananda (Raja Yoga, 1896)', licence: 'public domain',
  refOf: renumberFrom('3', 23, -1), // his 3.23–56 are the edition's 3.22–55
  segments: vivekanandaSegments, holdsUnnumbered: false, joinsExtras: false,
  repairs: [{ anchor: '3.22', occurrence: 1, to: 'drop', why: 'etena śabdādyantardhānam uktam: not in the vulgate nor the edition' }],
}];

/** Adds Vivekananda's translation to the apparatus of the Yoga Sūtra's default edition; returns the log line. */
export function alignVivekananda(dataDir: string, corpus: CorpusData): string {
  return translationLog("Vivekananda's Yoga Sūtra", attachTranslations(dataDir, corpus, VIVEKANANDA_FILES, "Swami Vivekananda's translation (Raja Yoga)"));
}
