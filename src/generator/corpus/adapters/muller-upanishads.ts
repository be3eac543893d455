/**
 * F. Max Müller's English Upaniṣads (The Sacred Books of the East, vol. 1, 1879, and vol. 15, 1884; public domain),
 * as dnotes/ocean-library converted them from sacred-texts.com's transcription to Markdown (commit 21a00b84, one
 * file per Upaniṣad; modern transliteration, footnotes removed). Attached as translations to the default edition of
 * each work, mantra by mantra, where Müller's numbering is the edition's: Kaṭha, Kena, Muṇḍaka, Praśna,
 * Śvetāśvatara, Chāndogya, Bṛhadāraṇyaka (Kāṇva, as Müller translated it), Taittirīya and Aitareya (read from his
 * Aitareya-Āraṇyaka II.4–6: aitareyaSegments), and the Īśa from sacred-texts.com's HTML page as mirrored in
 * oarcscience/ith.oarc.science (isaSegments). Müller did not translate the Māṇḍūkya.
 *
 * How a mantra's text is found: the converter turned each paragraph that began with Müller's verse number into a
 * paragraph ending in an anchor (`{#1.4}`, `{#6:8.7}`). A mantra is its anchored paragraph and the paragraphs after
 * it up to the next anchor or heading (Müller's own explanations in parentheses included: they are part of his
 * text). Paragraphs after a heading and before the first anchor of a section are that section's first mantra when
 * the first anchor is its second (the converter missed a "1." printed on the heading's line); where a file has no
 * anchors in a part (the Taittirīya's second and third vallīs), the headings give the anuvāka and its whole text is
 * its first mantra. Page markers (`[pg 7]`) and footnote marks go. Where the edition has mantras that Müller's file
 * does not anchor, the text before the next anchor holds them too: it is attached to the first, its head naming
 * the span (`[1.3.11–12]`). The files' numbering slips are corrected by MULLER_FILES' repairs, each with its reason.
 */
import type { CorpusData } from '../../../corpus/model.js';
import { emptyApparatus } from '../../../corpus/model.js';
import { hasBundle, readBundle } from '../source-bundle.js';

export const MULLER_SOURCE = 'ocean-library-muller-upanishads';
/** Müller's Īśa (SBE 1), sacred-texts.com's page as mirrored in oarcscience/ith.oarc.science. */
export const MULLER_ISA_SOURCE = 'oarc-muller-isa';
const AUTHOR = 'F. Max Müller (Sacred Books of the East 1 and 15, 1879–84)';

/** A correction of one anchor of a file: its `occurrence`-th (1-based) `anchor` is renamed, or its text continues the mantra before it. */
export interface AnchorRepair {
  anchor: string;
  occurrence: number;
  to: string | 'continue' | 'drop';
  why: string;
  /** The mantra starts this many paragraphs before the anchored one (the anchor landed on a later paragraph). */
  startsParagraphsBefore?: number;
}

export interface MullerFileRule {
  work: string;
  path: string;
  /** The edition's reference of an anchor (after repairs). */
  refOf: (anchor: string) => string;
  repairs: AnchorRepair[];
  /** `## <ordinal> …` and `### <ordinal> …` headings number part and section (files without anchors in places). */
  sectionsFromHeadings?: boolean;
  /** A file read its own way instead of by anchors (the Aitareya inside the Aitareya-Āraṇyaka). */
  segments?: (markdown: string) => MullerSegment[];
}

const colonToDot = (a: string): string => a.replace(':', '.');

/** The files and how their anchors read as the edition's references (rules as data; the repairs cite the text). */
export const MULLER_FILES: MullerFileRule[] = [
  {
    work: 'katha-upanishad', path: 'katha-upanishad-sbe15.md', refOf: (a) => {
      // Müller numbers the vallīs 1–6 through both adhyāyas; the edition reads adhyāya.vallī.mantra.
      const [v, m] = a.split('.').map(Number);
      return v! <= 3 ? `1.${v}.${m}` : `2.${v! - 3}.${m}`;
    },
    repairs: [
      { anchor: '6.116', occurrence: 1, to: '6.16', why: 'the converter read "16." as 116 (it follows 6.15, the hundred and one arteries)' },
      { anchor: '6.19', occurrence: 1, to: 'drop', why: 'the closing śānti, which the edition leaves out' },
    ],
  },
  { work: 'kena-upanishad', path: 'kena-upanishad.md', refOf: colonToDot, repairs: [] },
  { work: 'mundaka-upanishad', path: 'mundaka-upanishad-sbe15.md', refOf: colonToDot, repairs: [] },
  { work: 'prashna-upanishad', path: 'prasna-upanishad-sbe15.md', refOf: colonToDot, repairs: [] },
  { work: 'shvetashvatara-upanishad', path: 'svetasvatara-upanishad-sbe15.md', refOf: colonToDot, repairs: [] },
  { work: 'chandogya-upanishad', path: 'chandogya-upanishad.md', refOf: colonToDot, repairs: [] },
  {
    work: 'brihadaranyaka-upanishad', path: 'brihadaranyaka-upanishad-sbe15.md', refOf: colonToDot,
    repairs: [
      { anchor: '1:3.28', occurrence: 1, to: '1:3.28', startsParagraphsBefore: 5, why: 'the mantra (athātaḥ pavamānānām evābhyārohaḥ … asato mā sad gamaya) begins at "Next follows the Abhyāroha", five paragraphs before the anchored one' },
      { anchor: '3:1.1', occurrence: 2, to: '3:1.3', why: 'between 3.1.2 and 3.1.4 ("Yājñavalkya," said he, "since all this is overtaken by day and night")' },
      ...[1, 2, 3, 4, 5, 6, 7].map((k) => ({ anchor: `3:9.${k}`, occurrence: 2, to: 'continue' as const, why: 'the seven verses of the tree after 3.9.28, which Śaṅkara (and the edition) read as one mantra, 3.9.28' })),
      ...[10, 11, 12, 13, 14].map((k) => ({ anchor: `6:5.${k}`, occurrence: 1, to: `6:1.${k}`, why: 'in the first brāhmaṇa of the sixth adhyāya, after 6.1.9 (the senses going out of the body)' })),
      { anchor: '6:5.36', occurrence: 1, to: 'continue', why: 'the list of teachers of 6.5 numbers its names; the anchor is a name\'s number' },
    ],
  },
  { work: 'taittiriya-upanishad', path: 'taittiriyaka-upanishad-sbe15.md', refOf: colonToDot, repairs: [], sectionsFromHeadings: true },
  { work: 'aitareya-upanishad', path: 'Aitareya-Aranyaka.md', refOf: (a) => a, repairs: [], segments: (md) => aitareyaSegments(md) },
  { work: 'isha-upanishad', path: 'sbe01243.htm', refOf: (a) => a, repairs: [], segments: (html) => isaSegments(html) },
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
export function isaSegments(html: string): MullerSegment[] {
  const start = html.indexOf('<p>1. ');
  if (start < 0) return [];
  const end = html.indexOf('<p align="center">_', start);
  const out: MullerSegment[] = [];
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
export function aitareyaSegments(markdown: string): MullerSegment[] {
  const out: MullerSegment[] = [];
  let adhyaya: number | null = null, khanda: number | null = null;
  let paras: string[] = [];
  const flush = () => {
    if (adhyaya !== null && khanda !== null && paras.length) {
      const text = paras.map((p) => cleanMullerParagraph(p.replace(/\b\d+\\\.\s*/g, ''))).join('\n\n');
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
    paras.push(para.replace(/\[pg \d+\]/g, ''));
  }
  flush();
  return out;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth',
  'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
/** The number of a heading that opens with an English ordinal ("THIRD ANUVĀKA."), or null. */
function headingOrdinal(heading: string): number | null {
  const w = /^#+\s+([A-Za-z]+)/.exec(heading)?.[1]?.toLowerCase();
  const k = w ? ORDINALS.indexOf(w) : -1;
  return k >= 0 ? k + 1 : null;
}

/** Müller's text of a paragraph without page markers, footnote marks (with the no-break space before them), Markdown escapes and the anchor. */
export function cleanMullerParagraph(p: string): string {
  return p.replace(/\u00a0/g, ' ').replace(/\{#[^}]*\}/g, '').replace(/\[pg \d+\]/g, '').replace(/ ?\[\^\d+\]/g, '').replace(/\\([.*_[\]()-])/g, '$1')
    .replace(/^\{\.list\}$/gm, '').replace(/[ \t]+/g, ' ').replace(/ *\n */g, '\n').replace(/\n{2,}/g, '\n').trim();
}

export interface MullerSegment { ref: string; text: string }

/**
 * Müller's mantras of one file in reading order (pure): anchored paragraphs and their continuations, the repairs
 * applied, sections' unanchored first paragraphs read as their first mantra (module doc).
 */
export function mullerSegments(markdown: string, rule: MullerFileRule): MullerSegment[] {
  const out: MullerSegment[] = [];
  const seen = new Map<string, number>();
  let current: MullerSegment | null = null;
  let preamble: string[] = [];
  let part: number | null = null, section: number | null = null;
  const flushPreambleAsSection = () => {
    if (rule.sectionsFromHeadings && preamble.length && part !== null && section !== null) out.push({ ref: `${part}.${section}.1`, text: preamble.join('\n\n') });
    preamble = [];
  };
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  for (const raw of body.split(/\n\s*\n/)) {
    const para = raw.trim();
    if (!para) continue;
    if (/^#/.test(para) || /^\* \* \*$/.test(para)) {
      flushPreambleAsSection();
      current = null;
      if (/^## /.test(para) && headingOrdinal(para) !== null) { part = headingOrdinal(para); section = null; }
      else if (/^### /.test(para) && headingOrdinal(para) !== null) section = headingOrdinal(para);
      continue;
    }
    if (/^\[\^\d+\]:/.test(para)) continue; // a footnote's own text
    const text = cleanMullerParagraph(para);
    if (!text) continue;
    const anchor = /\{#([^}]+)\}\s*$/.exec(para)?.[1];
    if (!anchor) {
      if (current) current.text += '\n\n' + text;
      else preamble.push(text);
      continue;
    }
    const n = (seen.get(anchor) ?? 0) + 1;
    seen.set(anchor, n);
    const repair = rule.repairs.find((r) => r.anchor === anchor && r.occurrence === n);
    if (repair?.to === 'drop') { current = null; preamble = []; continue; }
    if (repair?.to === 'continue' && current) { current.text += '\n\n' + text; continue; }
    const ref = rule.refOf(repair ? repair.to : anchor);
    const dot = ref.lastIndexOf('.');
    if (preamble.length && dot > 0 && ref.slice(dot + 1) !== '1') {
      // Unanchored paragraphs opening a section: its first mantra (and any before this anchor).
      out.push({ ref: `${ref.slice(0, dot)}.1`, text: preamble.join('\n\n') });
    }
    preamble = [];
    let opening = text;
    const back = repair?.startsParagraphsBefore ?? 0;
    if (back > 0 && current) {
      const paras = current.text.split('\n\n');
      opening = [...paras.splice(paras.length - back, back), text].join('\n\n');
      current.text = paras.join('\n\n');
    }
    current = { ref, text: opening };
    out.push(current);
  }
  flushPreambleAsSection();
  return out;
}

export interface MullerAttachment { work: string; ref: string; covers: string[]; text: string }
export interface MullerReport { work: string; mantras: number; segments: number; attached: number; covered: number; notInEdition: string[] }

const sectionOf = (ref: string): string => ref.slice(0, ref.lastIndexOf('.'));

/**
 * Müller's mantras attached to the edition's references (pure). `editionRefs` is each work's default edition in
 * reading order. A segment whose reference the edition lacks joins the segment before it in the same section (the
 * edition makes one mantra of Müller's several: Bṛhadāraṇyaka 5.15); edition mantras with no segment of their own
 * between two segments of one section are held by the first (its text heads with the span).
 */
export function planMuller(files: Map<string, string>, editionRefs: Map<string, string[]>): { attachments: MullerAttachment[]; reports: MullerReport[] } {
  const attachments: MullerAttachment[] = [];
  const reports: MullerReport[] = [];
  for (const rule of MULLER_FILES) {
    const md = files.get(rule.path);
    const refs = editionRefs.get(rule.work);
    if (md === undefined || !refs) continue;
    const index = new Map(refs.map((r, i) => [r, i]));
    const merged: MullerSegment[] = [];
    const notInEdition: string[] = [];
    for (const s of rule.segments ? rule.segments(md) : mullerSegments(md, rule)) {
      const prev = merged[merged.length - 1];
      if (index.has(s.ref) && !merged.some((m) => m.ref === s.ref)) merged.push({ ...s });
      else if (prev && sectionOf(prev.ref) === sectionOf(s.ref)) prev.text += '\n\n' + s.text;
      else notInEdition.push(s.ref);
    }
    merged.sort((a, b) => index.get(a.ref)! - index.get(b.ref)!);
    let covered = 0;
    merged.forEach((s, k) => {
      const i = index.get(s.ref)!;
      const end = k + 1 < merged.length ? index.get(merged[k + 1]!.ref)! : refs.length;
      const covers = [s.ref];
      for (let j = i + 1; j < end && sectionOf(refs[j]!) === sectionOf(s.ref); j++) covers.push(refs[j]!);
      const last = covers[covers.length - 1]!;
      const head = covers.length > 1 ? `[${s.ref}–${last.slice(last.lastIndexOf('.') + 1)}] ` : '';
      attachments.push({ work: rule.work, ref: s.ref, covers, text: head + s.text });
      covered += covers.length;
    });
    reports.push({ work: rule.work, mantras: refs.length, segments: merged.length, attached: merged.length, covered, notInEdition });
  }
  return { attachments, reports };
}

/** The files of Müller's bundles present in `dataDir`, by path. */
export function mullerFiles(dataDir: string): Map<string, string> {
  return new Map([MULLER_SOURCE, MULLER_ISA_SOURCE].filter((b) => hasBundle(dataDir, b)).flatMap((b) => readBundle(dataDir, b)).map((f) => [f.path, f.text]));
}

/** Adds Müller's translations to the apparatus of each work's default edition (planMuller); returns the log line. */
export function alignMuller(dataDir: string, corpus: CorpusData): string {
  const files = mullerFiles(dataDir);
  const editionRefs = new Map<string, string[]>();
  const defaultEdition = new Map<string, CorpusData['editions'][number]>();
  for (const e of corpus.editions) {
    const d = defaultEdition.get(e.work_slug);
    if (!d || e.rank > d.rank) defaultEdition.set(e.work_slug, e);
  }
  for (const v of corpus.verses) {
    if (defaultEdition.get(v.work_slug)?.slug !== v.edition_slug) continue;
    let list = editionRefs.get(v.work_slug);
    if (!list) editionRefs.set(v.work_slug, (list = []));
    list.push(v.reference);
  }
  const { attachments, reports } = planMuller(files, editionRefs);
  for (const a of attachments) {
    const app = (corpus.apparatus[`${a.work}|${a.ref}`] ??= emptyApparatus());
    app.translations.push({ language: 'en', author: AUTHOR, text: a.text, licence: 'public domain', source: MULLER_SOURCE });
    const ed = defaultEdition.get(a.work);
    if (ed) ed.counts.translations++;
  }
  for (const r of reports) {
    const spans = r.covered - r.attached;
    defaultEdition.get(r.work)?.notes.push(`English: F. Max Müller's translation (SBE 1/15), attached by his mantra numbers: ${r.covered} of ${r.mantras} mantras`
      + (spans > 0 ? `, ${spans} of them inside the text of the mantra before (Müller's file does not number them; that text heads with the span, [1.3.11–12])` : ''));
  }
  return `Müller's Upaniṣads: ${reports.map((r) => `${r.work} ${r.covered}/${r.mantras} mantras in ${r.attached} attachments${r.notInEdition.length ? ` (not in the edition: ${r.notInEdition.join(' ')})` : ''}`).join('; ')}`;
}
