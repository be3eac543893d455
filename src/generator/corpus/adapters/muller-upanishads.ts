/**
 * F. Max Müller's English Upaniṣads (The Sacred Books of the East, vol. 1, 1879, and vol. 15, 1884; public domain),
 * as dnotes/ocean-library converted them from sacred-texts.com's transcription to Markdown (commit 21a00b84, one
 * file per Upaniṣad; modern transliteration, footnotes removed). Attached as translations to the default edition of
 * each work, mantra by mantra, where Müller's numbering is the edition's: Kaṭha, Kena, Muṇḍaka, Praśna,
 * Śvetāśvatara, Chāndogya, Bṛhadāraṇyaka (Kāṇva, as Müller translated it), Taittirīya and Aitareya (read from his
 * Aitareya-Āraṇyaka II.4–6: aitareyaSegments), and the Īśa from sacred-texts.com's HTML page as mirrored in
 * oarcscience/ith.oarc.science (isaSegments). Müller did not translate the Māṇḍūkya.
 *
 * How a mantra's text is found is anchored-translation.ts's; where a file has no anchors in a part (the Taittirīya's
 * second and third vallīs, the Bṛhadāraṇyaka's 4.6 and 5.11), the headings give the section and its whole text is its
 * first mantra. The files' numbering slips are corrected by MULLER_FILES' repairs, each with its reason.
 */
import type { CorpusData } from '../../../corpus/model.js';
import {
  attachTranslations, cleanTranslationParagraph, headingOrdinal, translationLog,
  type TranslationFileRule, type TranslationSegment,
} from '../anchored-translation.js';

export const MULLER_SOURCE = 'ocean-library-muller-upanishads';
/** Müller's Īśa (SBE 1), sacred-texts.com's page as mirrored in oarcscience/ith.oarc.science. */
export const MULLER_ISA_SOURCE = 'oarc-muller-isa';
const AUTHOR = 'F. Max Müller (Sacred Books of the East 1 and 15, 1879–84)';

const colonToDot = (a: string): string => a.replace(':', '.');
const muller = { source: MULLER_SOURCE, author: AUTHOR, licence: 'public domain' };

/** The files and how their anchors read as the edition's references (rules as data; the repairs cite the text). */
export const MULLER_FILES: TranslationFileRule[] = [
  {
    ...muller, work: 'katha-upanishad', path: 'katha-upanishad-sbe15.md', refOf: (a) => {
      // Müller numbers the vallīs 1–6 through both adhyāyas; the edition reads adhyāya.vallī.mantra.
      const [v, m] = a.split('.').map(Number);
      return v! <= 3 ? `1.${v}.${m}` : `2.${v! - 3}.${m}`;
    },
    repairs: [
      { anchor: '6.116', occurrence: 1, to: '6.16', why: 'the converter read "16." as 116 (it follows 6.15, the hundred and one arteries)' },
      { anchor: '6.19', occurrence: 1, to: 'drop', why: 'the closing śānti, which the edition leaves out' },
    ],
  },
  { ...muller, work: 'kena-upanishad', path: 'kena-upanishad.md', refOf: colonToDot, repairs: [] },
  { ...muller, work: 'mundaka-upanishad', path: 'mundaka-upanishad-sbe15.md', refOf: colonToDot, repairs: [] },
  { ...muller, work: 'prashna-upanishad', path: 'prasna-upanishad-sbe15.md', refOf: colonToDot, repairs: [] },
  { ...muller, work: 'shvetashvatara-upanishad', path: 'svetasvatara-upanishad-sbe15.md', refOf: colonToDot, repairs: [] },
  { ...muller, work: 'chandogya-upanishad', path: 'chandogya-upanishad.md', refOf: colonToDot, repairs: [] },
  {
    ...muller, work: 'brihadaranyaka-upanishad', path: 'brihadaranyaka-upanishad-sbe15.md', refOf: colonToDot,
    // 4.6 and 5.11 have no anchors: the headings give the brāhmaṇa, its text is its first mantra (and holds the others)
    sectionsFromHeadings: true,
    repairs: [
      { anchor: '1:3.28', occurrence: 1, to: '1:3.28', startsParagraphsBefore: 5, why: 'the mantra (athātaḥ pavamānānām evābhyārohaḥ … asato mā sad gamaya) begins at "Next follows the Abhyāroha", five paragraphs before the anchored one' },
      { anchor: '3:1.1', occurrence: 2, to: '3:1.3', why: 'between 3.1.2 and 3.1.4 ("Yājñavalkya," said he, "since all this is overtaken by day and night")' },
      ...[1, 2, 3, 4, 5, 6, 7].map((k) => ({ anchor: `3:9.${k}`, occurrence: 2, to: 'continue' as const, why: 'the seven verses of the tree after 3.9.28, which Śaṅkara (and the edition) read as one mantra, 3.9.28' })),
      ...[10, 11, 12, 13, 14].map((k) => ({ anchor: `6:5.${k}`, occurrence: 1, to: `6:1.${k}`, why: 'in the first brāhmaṇa of the sixth adhyāya, after 6.1.9 (the senses going out of the body)' })),
      { anchor: '6:5.36', occurrence: 1, to: 'continue', why: 'the list of teachers of 6.5 numbers its names; the anchor is a name\'s number' },
    ],
  },
  { ...muller, work: 'taittiriya-upanishad', path: 'taittiriyaka-upanishad-sbe15.md', refOf: colonToDot, repairs: [], sectionsFromHeadings: true },
  { ...muller, work: 'aitareya-upanishad', path: 'Aitareya-Aranyaka.md', refOf: (a) => a, repairs: [], segments: (md) => aitareyaSegments(md) },
  { ...muller, source: MULLER_ISA_SOURCE, work: 'isha-upanishad', path: 'sbe01243.htm', refOf: (a) => a, repairs: [], segments: (html) => isaSegments(html) },
];

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', acirc: 'ā', Acirc: 'Ā', icirc: 'ī', Icirc: 'Ī', ucirc: 'ū', Ucirc: 'Ū', uuml: 'ü' };

/**
 * Müller's Īśa from sacred-texts.com's HTML page of SBE 1 (pp. 311–314): the paragraphs "1. ALL this …" to "18. …",
 * up to the rule that ends the text (his notes follow), a paragraph without a number continuing the verse before it
 * (12 and 18 run over a page). Page and footnote marks and sacred-texts' "[paragraph continues]" go; SBE's
 * transliteration is written as in the Markdown of the other Upaniṣads: â ī û as ā ī ū, the italic g of the old
 * scheme as j (Pra<I>g</I>âpati → Prajāpati). Müller follows Śaṅkara's (Kāṇva) text, whose 18 mantras the default
 * edition numbers alike.
 */
export function isaSegments(html: string): TranslationSegment[] {
  const start = html.indexOf('<p>1. ');
  if (start < 0) return [];
  const end = html.indexOf('<p align="center">_', start);
  const out: TranslationSegment[] = [];
  for (const m of html.slice(start, end < 0 ? undefined : end).matchAll(/<p>([\s\S]*?)<\/p>/g)) {
    const text = m[1]!
      .replace(/<span class="contnote">[\s\S]*?<\/span>/g, '')
      .replace(/(&nbsp;)?<A NAME="fr_\d+"><\/A><A HREF="#fn_\d+"><FONT SIZE="1">\d+<\/FONT><\/A>/g, '')
      .replace(/<a name="page_\d+">[\s\S]*?<\/A>/g, '')
      .replace(/<I>g<\/I>/g, 'j').replace(/<I>G<\/I>/g, 'J')
      .replace(/<[^>]+>/g, '')
      .replace(/&(#\d+|[A-Za-z]+);/g, (e, k: string) => (k.startsWith('#') ? String.fromCodePoint(Number(k.slice(1))) : ENTITIES[k] ?? e))
      .replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const n = /^(\d+)\. (.*)$/.exec(text);
    if (n) out.push({ ref: n[1]!, text: n[2]! });
    else if (out.length) out[out.length - 1]!.text += ' ' + text;
  }
  return out;
}

/** Aitareya-Āraṇyaka adhyāya (Müller's II.4, II.5, II.6) → the Upaniṣad's adhyāya. */
const AITAREYA_ADHYAYAS = new Map([['2:4', 1], ['2:5', 2], ['2:6', 3]]);

/**
 * Müller's Aitareya: adhyāyas 4–6 of the Āraṇyaka's second book (`## FOURTH ADHYĀYA. {#2:4}` …) are the Upaniṣad's
 * adhyāyas 1–3, their khaṇḍas its khaṇḍas. Müller numbers his own paragraphs (`3\.`) and marks the traditional
 * mantras in parentheses at their ends: "… the Ap world. (2)". A khaṇḍa's text, from its first numbered paragraph
 * (his introduction to the Upaniṣad and the invocation before it are left out), is cut after each `(n)`; text after
 * the last mark joins the last mantra. A khaṇḍa whose marks do not run 1, 2, 3 … is left out whole. The Āraṇyaka's
 * instruction before II.5 and after it ("Let the women who are with child move away!", "Let the women go back to
 * their place"; apakrāmantu garbhiṇyaḥ) is the rite's, not the Upaniṣad's, and is left out.
 */
export function aitareyaSegments(markdown: string): TranslationSegment[] {
  const out: TranslationSegment[] = [];
  let adhyaya: number | null = null, khanda: number | null = null;
  let paras: string[] = [];
  const flush = () => {
    if (adhyaya !== null && khanda !== null && paras.length) {
      const text = paras.map((p) => cleanTranslationParagraph(p.replace(/\b\d+\\\.\s*/g, ''))).join('\n\n');
      const pieces = text.split(/ *\((\d+)\) */);
      const marks = pieces.filter((_, i) => i % 2 === 1).map(Number);
      if (marks.length && marks.every((m, i) => m === i + 1)) {
        for (let i = 0; i < marks.length; i++) out.push({ ref: `${adhyaya}.${khanda}.${marks[i]}`, text: pieces[2 * i]!.trim() });
        const tail = pieces[pieces.length - 1]!.trim();
        if (tail) out[out.length - 1]!.text += '\n\n' + tail;
      }
    }
    paras = [];
  };
  for (const raw of markdown.split(/\n\s*\n/)) {
    const para = raw.trim();
    const adh = /^## .*\{#(\d+:\d+)\}\s*$/.exec(para);
    if (adh) { flush(); adhyaya = AITAREYA_ADHYAYAS.get(adh[1]!) ?? null; khanda = null; continue; }
    if (/^#/.test(para)) { flush(); khanda = /^### /.test(para) ? headingOrdinal(para) : null; continue; }
    if (!para || /^\* \* \*$/.test(para) || /^\[\^\d+\]:/.test(para)) continue;
    if (adhyaya === null || khanda === null) continue;
    if (paras.length === 0 && !/^\d+\\\./.test(para)) continue; // before the khaṇḍa's first numbered paragraph
    if (/^\d+\\\. Let the women (who are with child move away|go back to their place)/.test(para)) continue; // the Āraṇyaka's rite, not a mantra
    paras.push(para);
  }
  flush();
  return out;
}

/** Adds Müller's translations to the apparatus of each work's default edition; returns the log line. */
export function alignMuller(dataDir: string, corpus: CorpusData): string {
  return translationLog("Müller's Upaniṣads", attachTranslations(dataDir, corpus, MULLER_FILES, "F. Max Müller's translation (SBE 1/15)"));
}
