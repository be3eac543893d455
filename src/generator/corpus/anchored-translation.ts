/**
 * Translations attached verse by verse to the default edition of a work. Most are read from Markdown that marks each
 * verse's paragraph with an anchor (`{#1.4}`, `{#6:8.7}`): the form dnotes/ocean-library gives the sacred-texts.com
 * transcriptions it converted (Müller's Upaniṣads, Griffith's Vedas); a file of another form brings its own
 * segmenter (an HTML page, per-verse blocks, records: `segments`). A file is described by a rule record
 * (TranslationFileRule: its work, translator, how its numbers read as the edition's references, and the repairs of
 * its numbering slips, each with its reason), read by one planner (pure), and attached by attachTranslations. How an
 * anchored verse's text is found: the converter turned each paragraph that began with the
 * translator's verse number into a paragraph ending in an anchor. A verse is its anchored paragraph and the
 * paragraphs after it up to the next anchor or heading (the translator's explanations in parentheses included).
 * Paragraphs after a heading and before the first anchor of a section are that section's first verse when the first
 * anchor is its second (the converter missed a "1." printed on the heading's line). Page markers (`[pg 7]`) and
 * footnote marks go. Where the edition has verses the file does not anchor, the text before the next anchor holds them
 * too: it is attached to the first, its head naming the span (`[1.3.11–12]`).
 */
import { defaultEditions } from '../../corpus/editions.js';
import type { CorpusData } from '../../corpus/model.js';
import { emptyApparatus } from '../../corpus/model.js';
import { hasBundle, readBundle } from './source-bundle.js';

/** A correction of one anchor of a file: its `occurrence`-th (1-based) `anchor` is renamed, or its text continues the verse before it. */
export interface AnchorRepair {
  anchor: string;
  occurrence: number;
  to: string | 'continue' | 'drop';
  why: string;
  /** The verse starts this many paragraphs before the anchored one (the anchor landed on a later paragraph). */
  startsParagraphsBefore?: number;
}

export interface TranslationFileRule {
  work: string;
  /**
   * The bundle and path of the file (translationFiles). A path ending in `/` is a folder of the bundle: its files,
   * in path order, joined into one text, each after a line `@@ <path>`.
   */
  source: string;
  path: string;
  /** The translator as credited in each translation record, and the licence of the translation. */
  author: string;
  licence: string;
  /** The edition's reference of an anchor (after repairs). */
  refOf: (anchor: string) => string;
  repairs: AnchorRepair[];
  /** `## <ordinal> …` and `### <ordinal> …` headings number part and section (files without anchors in places). */
  sectionsFromHeadings?: boolean;
  /** A file read its own way instead of by anchors. */
  segments?: (text: string) => TranslationSegment[];
  /** The file's line breaks inside a paragraph are the printed page's, not the verse's: joined with spaces. */
  joinLines?: boolean;
  /**
   * The edition divides some of the translator's hymns into several and numbers their verses on (the translator's
   * 13.4.14 is the edition's 13.5.14): a reference the edition lacks is looked for in the hymns after it.
   */
  numberingContinues?: boolean;
  /**
   * false: every verse of the translation carries its number, so an edition verse between two of them is one the
   * translator did not have (the Manusmṛti edition's additions in adhyāya 7), not one inside the text before it.
   */
  holdsUnnumbered?: boolean;
  /**
   * false: a verse the edition lacks is left out (reported), not joined to the verse before it (the edition's one
   * mantra of the translator's several, Müller's Bṛhadāraṇyaka 5.15).
   */
  joinsExtras?: boolean;
  /** Why some verses are inside the text of the verse before, for the edition's note (default: the file does not number them). */
  spansWhy?: string;
}

/** A verse's translation; `covers` when it is known to hold the edition's next verses too (its first is `ref`). */
export interface TranslationSegment { ref: string; text: string; covers?: string[] }

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth',
  'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
/** The number of a heading that opens with an English ordinal ("THIRD ANUVĀKA."), or null. */
export function headingOrdinal(heading: string): number | null {
  const w = /^#+\s+([A-Za-z]+)/.exec(heading)?.[1]?.toLowerCase();
  const k = w ? ORDINALS.indexOf(w) : -1;
  return k >= 0 ? k + 1 : null;
}

/** The translator's text of a paragraph without page markers, footnote marks (with the no-break space before them), Markdown escapes and the anchor. */
export function cleanTranslationParagraph(p: string): string {
  return p.replace(/\u00a0/g, ' ').replace(/\{#[^}]*\}/g, '').replace(/\[pg [^\]]*\]/g, '').replace(/ ?\[\^\d+\]/g, '').replace(/\\([.*_[\]()-])/g, '$1')
    .replace(/^\{\.list\}$/gm, '').replace(/[ \t]+/g, ' ').replace(/ *\n */g, '\n').replace(/\n{2,}/g, '\n').trim();
}

/**
 * A file's verses in reading order (pure): anchored paragraphs and their continuations, the repairs
 * applied, sections' unanchored first paragraphs read as their first verse (module doc).
 */
export function anchoredSegments(markdown: string, rule: TranslationFileRule): TranslationSegment[] {
  const out: TranslationSegment[] = [];
  const seen = new Map<string, number>();
  let current: TranslationSegment | null = null;
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
    const text = cleanTranslationParagraph(para);
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
      // Unanchored paragraphs opening a section: its first verse (and any before this anchor).
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

export interface TranslationAttachment { work: string; ref: string; covers: string[]; text: string }
export interface TranslationReport { work: string; verses: number; attached: number; covered: number; notInEdition: string[] }

const sectionOf = (ref: string): string => ref.slice(0, ref.lastIndexOf('.'));

/**
 * `book.hymn.verse` in one of the next ten hymns of the book whose numbering continues (it has no verse 1) and
 * that has the verse, or null.
 */
function continuedRef(ref: string, index: Map<string, number>): string | null {
  const [book, hymn, verse] = ref.split('.');
  if (verse === undefined) return null;
  for (let h = Number(hymn) + 1; h <= Number(hymn) + 10; h++) {
    if (index.has(`${book}.${h}.1`)) return null;
    if (index.has(`${book}.${h}.${verse}`)) return `${book}.${h}.${verse}`;
  }
  return null;
}

/**
 * A `refOf` for a translation one verse ahead of (or behind) the edition in part of a section: the translator's
 * `section.n` for n ≥ `from` is the edition's `section.(n + shift)`; other references are the same.
 */
export function renumberFrom(section: string, from: number, shift: number): (ref: string) => string {
  return (ref) => {
    const dot = ref.lastIndexOf('.');
    const n = Number(ref.slice(dot + 1));
    return ref.slice(0, dot) === section && n >= from ? `${section}.${n + shift}` : ref;
  };
}

/** The rules' files present in `dataDir`, by path: each rule's file of its bundle, or its folder joined (`path`). */
export function translationFiles(dataDir: string, rules: readonly TranslationFileRule[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of rules) {
    if (out.has(rule.path) || !hasBundle(dataDir, rule.source)) continue;
    const files = readBundle(dataDir, rule.source);
    if (!rule.path.endsWith('/')) {
      const file = files.find((f) => f.path === rule.path);
      if (file) out.set(rule.path, file.text);
      continue;
    }
    const inFolder = files.filter((f) => f.path.startsWith(rule.path)).sort((a, b) => (a.path < b.path ? -1 : 1));
    if (inFolder.length) out.set(rule.path, inFolder.map((f) => `@@ ${f.path}\n${f.text}`).join('\n'));
  }
  return out;
}

/**
 * The files' verses attached to the edition's references (pure). `editionRefs` is each work's default edition in
 * reading order. A segment whose reference the edition lacks joins the segment before it in the same section (the
 * edition makes one verse of the translator's several: Müller's Bṛhadāraṇyaka 5.15); edition verses with no segment of their own
 * between two segments of one section are held by the first (its text heads with the span).
 */
export function planTranslations(rules: readonly TranslationFileRule[], files: Map<string, string>, editionRefs: Map<string, string[]>): { attachments: TranslationAttachment[]; reports: TranslationReport[] } {
  const attachments: TranslationAttachment[] = [];
  const reports: TranslationReport[] = [];
  for (const rule of rules) {
    const md = files.get(rule.path);
    const refs = editionRefs.get(rule.work);
    if (md === undefined || !refs) continue;
    const index = new Map(refs.map((r, i) => [r, i]));
    const merged: TranslationSegment[] = [];
    const mergedRefs = new Set<string>();
    const notInEdition: string[] = [];
    const seen = new Map<string, number>();
    for (const s of rule.segments ? rule.segments(md) : anchoredSegments(md, rule)) {
      if (rule.segments) {
        // A file read its own way carries its slips in its references: the repairs rename them by occurrence.
        const n = (seen.get(s.ref) ?? 0) + 1;
        seen.set(s.ref, n);
        const repair = rule.repairs.find((r) => r.anchor === s.ref && r.occurrence === n);
        if (repair?.to === 'drop') continue;
        if (repair && repair.to !== 'continue') s.ref = repair.to;
        s.ref = rule.refOf(s.ref);
        if (s.covers) s.covers = s.covers.map(rule.refOf);
      }
      if (rule.numberingContinues && !index.has(s.ref)) s.ref = continuedRef(s.ref, index) ?? s.ref;
      if (rule.joinLines) s.text = s.text.split('\n\n').map((p) => p.replace(/\n/g, ' ')).join('\n\n');
      const prev = merged[merged.length - 1];
      if (index.has(s.ref) && !mergedRefs.has(s.ref)) { merged.push({ ...s }); mergedRefs.add(s.ref); }
      else if (rule.joinsExtras !== false && prev && sectionOf(prev.ref) === sectionOf(s.ref)) prev.text += '\n\n' + s.text;
      else notInEdition.push(s.ref);
    }
    merged.sort((a, b) => index.get(a.ref)! - index.get(b.ref)!);
    let covered = 0;
    merged.forEach((s, k) => {
      const i = index.get(s.ref)!;
      const end = k + 1 < merged.length ? index.get(merged[k + 1]!.ref)! : refs.length;
      const covers = s.covers?.filter((r) => index.has(r)) ?? [s.ref];
      if (!s.covers && rule.holdsUnnumbered !== false) for (let j = i + 1; j < end && sectionOf(refs[j]!) === sectionOf(s.ref); j++) covers.push(refs[j]!);
      const last = covers[covers.length - 1]!;
      const head = covers.length > 1 ? `[${s.ref}–${last.slice(last.lastIndexOf('.') + 1)}] ` : '';
      attachments.push({ work: rule.work, ref: s.ref, covers, text: head + s.text });
      covered += covers.length;
    });
    reports.push({ work: rule.work, verses: refs.length, attached: merged.length, covered, notInEdition });
  }
  return { attachments, reports };
}

/** Each work's default edition (corpus/editions.ts's choice) and its references in reading order. */
function defaultEditionRefs(corpus: CorpusData): { editions: Map<string, CorpusData['editions'][number]>; refs: Map<string, string[]> } {
  const slugs = defaultEditions(corpus.editions);
  const editions = new Map(corpus.editions.filter((e) => slugs.get(e.work_slug) === e.slug).map((e) => [e.work_slug, e]));
  const refs = new Map<string, string[]>();
  for (const v of corpus.verses) {
    if (slugs.get(v.work_slug) !== v.edition_slug) continue;
    let list = refs.get(v.work_slug);
    if (!list) refs.set(v.work_slug, (list = []));
    list.push(v.reference);
  }
  return { editions, refs };
}

/**
 * Adds the rules' translations (their files read from `dataDir`) to the apparatus of each work's default edition
 * (planTranslations) and a note to the edition; returns the reports for the log.
 */
export function attachTranslations(dataDir: string, corpus: CorpusData, rules: readonly TranslationFileRule[], translator: string): TranslationReport[] {
  const { editions, refs } = defaultEditionRefs(corpus);
  const { attachments, reports } = planTranslations(rules, translationFiles(dataDir, rules), refs);
  const ruleOf = new Map(rules.map((r) => [r.work, r]));
  for (const a of attachments) {
    const rule = ruleOf.get(a.work)!;
    const app = (corpus.apparatus[`${a.work}|${a.ref}`] ??= emptyApparatus());
    app.translations.push({ language: 'en', author: rule.author, text: a.text, licence: rule.licence, source: rule.source });
    const ed = editions.get(a.work);
    if (ed) ed.counts.translations++;
  }
  for (const r of reports) {
    const spans = r.covered - r.attached;
    const why = ruleOf.get(r.work)!.spansWhy ?? "the translation's file does not number them";
    editions.get(r.work)?.notes.push(`English: ${translator}, verse by verse: ${r.covered} of ${r.verses} verses`
      + (spans > 0 ? `, ${spans} of them inside the text of the verse before (${why}; that text heads with the span, [1.3.11–12])` : ''));
  }
  return reports;
}

/** One log line of attachTranslations' reports. */
export function translationLog(title: string, reports: readonly TranslationReport[]): string {
  return `${title}: ${reports.map((r) => `${r.work} ${r.covered}/${r.verses} verses in ${r.attached} attachments${r.notInEdition.length ? ` (not in the edition: ${r.notInEdition.join(' ')})` : ''}`).join('; ')}`;
}
