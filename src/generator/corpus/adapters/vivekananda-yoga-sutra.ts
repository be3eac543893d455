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
import { attachTranslations, translationLog, type TranslationFileRule, type TranslationSegment } from '../anchored-translation.js';
import { hasBundle, readBundle } from '../source-bundle.js';

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

/** His number → the edition's: the third pāda's 3.23–56 are its 3.22–55. */
function vivekanandaToEdition(ref: string): string {
  const [pada, sutra] = ref.split('.').map(Number);
  return pada === 3 && sutra! >= 23 ? `3.${sutra! - 1}` : ref;
}

export const VIVEKANANDA_FILES: TranslationFileRule[] = [{
  work: 'yoga-sutra', source: VIVEKANANDA_SOURCE, path: FILE, author: 'Swami Vivekananda (Raja Yoga, 1896)', licence: 'public domain',
  refOf: vivekanandaToEdition, segments: vivekanandaSegments, holdsUnnumbered: false, joinsExtras: false,
  repairs: [{ anchor: '3.22', occurrence: 1, to: 'drop', why: 'etena śabdādyantardhānam uktam: not in the vulgate nor the edition' }],
}];

/** The bundle's file, by path. */
export function vivekanandaFiles(dataDir: string): Map<string, string> {
  return hasBundle(dataDir, VIVEKANANDA_SOURCE) ? new Map(readBundle(dataDir, VIVEKANANDA_SOURCE).filter((f) => f.path === FILE).map((f) => [f.path, f.text])) : new Map();
}

/** Adds Vivekananda's translation to the apparatus of the Yoga Sūtra's default edition; returns the log line. */
export function alignVivekananda(dataDir: string, corpus: CorpusData): string {
  return translationLog("Vivekananda's Yoga Sūtra", attachTranslations(corpus, VIVEKANANDA_FILES, vivekanandaFiles(dataDir), "Swami Vivekananda's translation (Raja Yoga)"));
}
