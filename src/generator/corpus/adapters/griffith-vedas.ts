/**
 * Ralph T. H. Griffith's English Atharvaveda (The Hymns of the Atharva-Veda, Benares 1895–96) and White Yajurveda
 * (The Texts of the White Yajurveda, Benares 1899), both public domain, as dnotes/ocean-library converted
 * sacred-texts.com's transcriptions to Markdown (commit 21a00b84, `content/en/hindu/atharva-veda.md` and
 * `white-yajurveda.md`). Griffith translated the Śaunaka vulgate of Roth and Whitney and the Mādhyandina Vājasaneyi
 * Saṃhitā, the recensions of the default editions `atharvaveda-shaunaka` and `yajurveda-vs-madhyandina`; his verses
 * are attached to theirs by number (anchored-translation.ts).
 *
 * The Atharvaveda file anchors each hymn's heading (`### HYMN IV {#1:4}`) and numbers the verses inside it as
 * Griffith printed them (`3\. Here, even here, …`): a verse is its numbered paragraph and the unnumbered ones after it,
 * the hymn's title line (`#### A charm against dysentery`) left out (avHymnSegments). The White Yajurveda file anchors
 * each verse's paragraph (`{#1:2}`), read as the Upaniṣads are; its lines are the printed page's and are joined (the
 * Atharvaveda's are Griffith's verse lines and are kept).
 */
import type { CorpusData } from '../../../corpus/model.js';
import { attachTranslations, cleanTranslationParagraph, translationLog, type TranslationFileRule, type TranslationSegment } from '../anchored-translation.js';

export const GRIFFITH_SOURCE = 'ocean-library-griffith-vedas';

/**
 * The Atharvaveda's verses (pure): `### HYMN … {#book:hymn}` opens a hymn, a paragraph beginning with Griffith's
 * verse number (`12\.`) opens a verse, unnumbered paragraphs continue it, a rule or heading ends the hymn.
 */
export function avHymnSegments(markdown: string): TranslationSegment[] {
  const out: TranslationSegment[] = [];
  let hymn: string | null = null;
  let verse = 0;
  let current: TranslationSegment | null = null;
  for (const raw of markdown.replace(/^---\n[\s\S]*?\n---\n/, '').split(/\n\s*\n/)) {
    const para = raw.trim();
    if (!para) continue;
    const h = /^### .*\{#(\d+):(\d+)\}\s*$/.exec(para);
    if (h) { hymn = `${h[1]}.${h[2]}`; verse = 0; current = null; continue; }
    if (/^#/.test(para) || /^\* \* \*$/.test(para)) { current = null; if (/^##? /.test(para)) hymn = null; continue; }
    if (hymn === null || /^\[\^\d+\]:/.test(para)) continue;
    // A verse starts at Griffith's number opening a paragraph (`12\.`), or at a line inside one that carries the
    // next number unescaped ("13. Tiraschirājis …", "-4. Loud neighing …": the transcription's slips).
    const pieces: { n: number | null; lines: string[] }[] = [{ n: null, lines: [] }];
    para.split('\n').forEach((line, k) => {
      const m = /^\s*-?(\d+)\\?\.\s+/.exec(line);
      const n = m && ((k === 0 && /^\d+\\\./.test(line)) || Number(m[1]) === (pieces[pieces.length - 1]!.n ?? verse) + 1) ? Number(m[1]) : null;
      if (n !== null) pieces.push({ n, lines: [line.slice(m![0].length)] });
      else pieces[pieces.length - 1]!.lines.push(line);
    });
    for (const piece of pieces) {
      // a number printed twice ("0\. 13\. Tiraschirājis …"): the text starts after the second
      const text = cleanTranslationParagraph(piece.lines.join('\n').replace(/^\d+\\\.\s+/, ''));
      if (piece.n !== null) { verse = piece.n; out.push((current = { ref: `${hymn}.${piece.n}`, text })); }
      else if (text && current) current.text += '\n\n' + text;
    }
  }
  return out;
}

const griffith = { source: GRIFFITH_SOURCE, licence: 'public domain' };

/** The files and how they read as the editions' references (rules as data). */
export const GRIFFITH_FILES: TranslationFileRule[] = [
  {
    ...griffith, work: 'atharvaveda-shaunaka', path: 'atharva-veda.md', author: 'Ralph T. H. Griffith (1895–96)',
    refOf: (a) => a, segments: avHymnSegments,
    // The edition (DharmicData) numbers Griffith's one hymn 13.4 (56 verses) as 13.4–13.9 with the verses numbered on.
    numberingContinues: true,
    repairs: [
      { anchor: '10.4.2', occurrence: 1, to: '10.4.1', why: 'the transcription numbers the first verse "2." ("The first of all is Indra\'s car"), then 2 again' },
      { anchor: '10.4.0', occurrence: 1, to: '10.4.13', why: 'the transcription\'s "0\\. 13\\." between 12 and 14' },
    ],
  },
  {
    ...griffith, work: 'yajurveda-vs-madhyandina', path: 'white-yajurveda.md', author: 'Ralph T. H. Griffith (1899)',
    refOf: (a) => a.replace(':', '.'), joinLines: true, repairs: [],
  },
];

/** Adds Griffith's translations to the apparatus of the two saṃhitās' default editions; returns the log line. */
export function alignGriffith(dataDir: string, corpus: CorpusData): string {
  return translationLog("Griffith's Atharvaveda and White Yajurveda", attachTranslations(dataDir, corpus, GRIFFITH_FILES, "Ralph T. H. Griffith's translation"));
}
