/**
 * The Digital Corpus of Sanskrit (Oliver Hellwig; OliverHellwig/sanskrit, dcs/data/conllu @ 28cd47d1, CC BY 4.0 as
 * stated in dcs/data/conllu/readme.md). One CoNLL-U file per DCS chapter; the bundle keeps only the sentence
 * comment lines, because the surface text is `# text = …` (joining the token rows back would have to undo sandhi).
 * A DCS "sentence" is a half-verse (or a prose sentence): `# sent_counter` is the verse number within the chapter,
 * `# sent_subcounter` the line within the verse, so a verse = its sentences joined, one line each.
 * Defects fixed here (counted in the edition notes): sentences DCS's treebank layer added without a counter
 * (`saḥ amanyata`, an annotator's restoration, not text) are dropped; U+FFB1 (ﾱ), DCS's stand-in for vocalic ḷ
 * (`kﾱp`), is read as ḷ; verses the DCS numbering splits off the standard one are joined back (SPLIT_VERSES).
 */
import type { EditionData, Verse, Work } from '../../../corpus/model.js';
import { readBundle } from '../source-bundle.js';
import { makeVerse, type Adapter, type AdapterContext } from '../adapter.js';
import { WORKS } from '../works.js';

export const DCS_CONLLU_SOURCE = 'dcs-conllu-hellwig';
const COMMIT = '28cd47d102f2d95f6d5e9ef965c8f802a7be2a7f';

export interface DcsSentence { id: string; counter: number | null; subcounter: number | null; text: string }
export interface DcsChapter { chapter: string; sentences: DcsSentence[] }

/** Reads the `## chapter:` header and the per-sentence `# key = value` comments of one CoNLL-U file. */
export function parseConlluComments(text: string): DcsChapter {
  let chapter = '';
  const sentences: DcsSentence[] = [];
  let cur: DcsSentence | null = null;
  for (const line of text.split('\n')) {
    const head = /^## chapter: (.*)$/.exec(line);
    if (head) chapter = head[1]!.trim();
    const m = /^# (text|sent_id|sent_counter|sent_subcounter) = (.*)$/.exec(line);
    if (!m) continue;
    const [, key, value] = m;
    if (key === 'text') {
      cur = { id: '', counter: null, subcounter: null, text: value!.trim() };
      sentences.push(cur);
    } else if (cur && key === 'sent_id') cur.id = value!.trim();
    else if (cur && key === 'sent_counter') cur.counter = parseInt(value!, 10);
    else if (cur && key === 'sent_subcounter') cur.subcounter = parseInt(value!, 10);
  }
  return { chapter, sentences };
}

/** DCS's private-use stand-in for vocalic ḷ (`kﾱp`, `abhikﾱpto`). */
export function cleanDcsText(text: string): string {
  return text.replace(/\uFFB1/g, 'ḷ').replace(/\s+/g, ' ').trim();
}

/**
 * DCS chapter → our chapter reference and the verses DCS numbers separately but the standard text does not:
 * `[chapterRef, [dcsVerse, …]]` joins each listed DCS verse to the one before it and renumbers the rest.
 * Kaṭha: DCS chapters 1–6 are the vallīs (adhyāya 1 = vallīs 1–3, adhyāya 2 = 4–6); in 1.2 DCS counts "om ity etat"
 * (the end of 1.2.15 in Śaṅkara's text) as verse 16, so 1.2 has 26 verses there and the famous "nāyam ātmā
 * pravacanena labhyaḥ" would be 1.2.24 instead of 1.2.23.
 */
interface DcsWorkRule { work: Work; chapterRef: (dcsChapter: string) => string | null; splitVerses?: Record<string, number[]> }

const KATHA: DcsWorkRule = {
  work: WORKS['katha-upanishad']!,
  chapterRef: (c) => {
    const m = /^KaṭhUp, (\d+)$/.exec(c);
    if (!m) return null;
    const valli = parseInt(m[1]!, 10);
    return `${Math.ceil(valli / 3)}.${((valli - 1) % 3) + 1}`;
  },
  splitVerses: { '1.2': [16] },
};

/** Folder of the text in dcs/data/conllu/files → its rule. */
export const DCS_TEXTS: Record<string, DcsWorkRule> = { 'Kaṭhopaniṣad': KATHA };

export interface DcsParseResult { verses: Verse[]; dropped: number; joined: number; vocalicLFixed: number }

/** Verses of one work from its chapter files, in chapter then verse order. */
export function versesFromDcs(rule: DcsWorkRule, chapters: DcsChapter[], edition: string): DcsParseResult {
  const verses: Verse[] = [];
  let dropped = 0;
  let joined = 0;
  let vocalicLFixed = 0;
  const refd = chapters.map((c) => ({ ref: rule.chapterRef(c.chapter), c })).filter((x) => x.ref !== null);
  refd.sort((a, b) => a.ref!.localeCompare(b.ref!, 'en', { numeric: true }));
  for (const { ref, c } of refd) {
    const byVerse = new Map<number, DcsSentence[]>();
    for (const s of c.sentences) {
      if (s.counter === null) {
        dropped++;
        continue;
      }
      if (s.text.includes('\uFFB1')) vocalicLFixed++;
      let list = byVerse.get(s.counter);
      if (!list) byVerse.set(s.counter, (list = []));
      list.push(s);
    }
    const splits = new Set(rule.splitVerses?.[ref!] ?? []);
    const lines: string[][] = [];
    for (const n of [...byVerse.keys()].sort((a, b) => a - b)) {
      const text = byVerse.get(n)!.sort((a, b) => (a.subcounter ?? 0) - (b.subcounter ?? 0)).map((s) => cleanDcsText(s.text));
      if (splits.has(n) && lines.length > 0) {
        lines[lines.length - 1]!.push(...text);
        joined++;
      } else lines.push(text);
    }
    lines.forEach((l, i) => verses.push(makeVerse(rule.work.slug, edition, ref, String(i + 1), `${l.join(' |\n')} ||`, 'iast')));
  }
  return { verses, dropped, joined, vocalicLFixed };
}

export const dcsConlluAdapter: Adapter = {
  source: DCS_CONLLU_SOURCE,
  run(ctx: AdapterContext): EditionData[] {
    const byText = new Map<string, DcsChapter[]>();
    for (const f of readBundle(ctx.dataDir, DCS_CONLLU_SOURCE)) {
      if (!f.path.endsWith('.conllu')) continue;
      const folder = f.path.normalize('NFC').split('/')[0]!;
      let list = byText.get(folder);
      if (!list) byText.set(folder, (list = []));
      list.push(parseConlluComments(f.text));
    }
    const out: EditionData[] = [];
    for (const [folder, chapters] of byText) {
      const rule = DCS_TEXTS[folder];
      if (!rule) {
        ctx.log(`  ${DCS_CONLLU_SOURCE}: no rule for ${folder}; skipped`);
        continue;
      }
      const r = versesFromDcs(rule, chapters, 'dcs');
      out.push({
        work: rule.work,
        edition: {
          slug: 'dcs', work_slug: rule.work.slug, title: `${rule.work.title_iast} (Digital Corpus of Sanskrit, O. Hellwig)`,
          source: DCS_CONLLU_SOURCE, source_url: 'https://github.com/OliverHellwig/sanskrit', source_commit: COMMIT,
          licence: 'CC BY 4.0 (Digital Corpus of Sanskrit, Oliver Hellwig 2010–2024)', licence_class: 'open', licence_note: null, rank: 100,
          notes: [
            'surface text of the DCS sentences (# text); a verse is its half-verse sentences joined, numbered by sent_counter',
            `${r.dropped} sentence(s) without a verse counter dropped (treebank restorations, not text)`,
            `${r.joined} verse(s) DCS numbers separately joined to the preceding verse (standard numbering)`,
            `${r.vocalicLFixed} sentence(s) with DCS's U+FFB1 for vocalic ḷ read as ḷ`,
          ],
        },
        verses: r.verses, apparatus: new Map(),
      });
    }
    return out;
  },
};
