/**
 * Prose Upaniṣads that GRETIL (ambuda-org/gretil @ 96e96220, CC BY-NC-SA 4.0: non-commercial, rank 40) gives only
 * inside Śaṅkara's bhāṣya: the Bṛhadāraṇyaka (Kāṇva recension), the Aitareya and the Taittirīya (the last marks its
 * mūla differently: parseGretilMulaParagraphs). In the first two the root text (mūla) is the
 * bold markup (`<hi rend="bold">` or `<l rend="bold">`), each mantra closed by its reference marker
 * (`|| BrhUp_1,4.10 ||` = adhyāya 1, brāhmaṇa 4, mantra 10); the rest is the bhāṣya, attached to the mantras as
 * Śaṅkara's commentary (parseGretilBhashya, parseGretilBhashyaNotes).
 * A mantra is the mūla text since the previous marker, so a mantra the bhāṣya interrupts is joined back.
 * Bold lines without a marker that are colophons or headings ("iti … brāhmaṇam //1//", "atha pañcamo 'dhyāyaḥ") are
 * dropped. The seven tree verses GRETIL numbers 3,9.28:1 … :7 are one mantra, BĀU 3.9.28, as printed.
 * The Aitareya's adhyāyas 2 and 3 have one khaṇḍa each (GRETIL `AitUp_3.3`); they are numbered 2.1.n and 3.1.n so
 * the work has one scheme (adhyāya.khaṇḍa.mantra): "prajñānaṃ brahma" is 3.1.3.
 */
import type { Apparatus, EditionData, Verse, Work } from '../../../corpus/model.js';
import { bundleMap } from '../source-bundle.js';
import { apparatusFor, makeVerse, num, type Adapter, type AdapterContext } from '../adapter.js';
import { WORKS } from '../works.js';

const SOURCE = 'ambuda-gretil-tei';

/** `markers`: bold mūla closed by `|| Abbr_… ||` markers; `paragraphs`: one `<p xml:id="Abbr_a.b.c">` per mantra. */
interface ProseFile { work: Work; abbr: string; markup: 'markers' | 'paragraphs' }

/** GRETIL file → work, the abbreviation its references use, and how it marks the mūla. */
export const GRETIL_BHASHYA_FILES: Record<string, ProseFile> = {
  'sa_bRhadAraNyakopaniSadkANva-recension-comm.xml': { work: WORKS['brihadaranyaka-upanishad']!, abbr: 'BrhUp', markup: 'markers' },
  'sa_aitareyopaniSad-comm.xml': { work: WORKS['aitareya-upanishad']!, abbr: 'AitUp', markup: 'markers' },
  'sa_taittirIyopaniSad-zaMkarabhASya.xml': { work: WORKS['taittiriya-upanishad']!, abbr: 'TaittU', markup: 'paragraphs' },
};

const MULA = /<hi rend="bold">([\s\S]*?)<\/hi>|<l rend="bold">([\s\S]*?)<\/l>/g;
/** `|| BrhUp_1,4.10 ||`, `|| AitUp_2.6 ||`, `|| BrhUp_3,9.28:4 ||`; one marker has a single leading bar. */
const MARKER = /\|{1,2}\s*([A-Za-z]+)_(\d+)(?:,(\d+))?\.(\d+)(?::\d+)?\s*\|\|/g;
const HEADING = /^\W*(?:iti|atha|oṃ atha)\b[^|]*(?:brāhmaṇam|brahmaṇam|dhyāyaḥ)\W*(?:\/\/\s*\d*\s*\/\/)?\s*$/;

function decode(s: string): string {
  return s.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'");
}

export interface MulaMantra { nums: [string, string, string]; text: string }
export interface MulaParse { mantras: MulaMantra[]; headings: number; stray: string[]; repeats: number }

/**
 * The mūla mantras of one GRETIL bhāṣya file, in file order. Only bold text between a `START …` paragraph and the
 * commentary that follows it (`<p>BrhUpBh_…`) is read; bold text after the last marker of such a stretch is a
 * quotation repeated inside the commentary paragraph (BĀU 3.8.9's "yajamānaṃ devāḥ … // 9 //") and is returned in
 * `stray`, not in a mantra.
 */
export function parseGretilMula(xml: string, abbr: string): MulaParse {
  const body = xml.slice(Math.max(0, xml.indexOf('<body')));
  const byRef = new Map<string, MulaMantra>();
  const stray: string[] = [];
  let headings = 0;
  let repeats = 0;
  const windows = body.split(/<p>START\b/).slice(1);
  for (const win of windows) {
    const commentary = commentaryStart(abbr).exec(win);
    const root = commentary ? win.slice(0, commentary.index) : win;
    let pending: string[] = [];
    for (const m of root.matchAll(MULA)) {
      const seg = decode(m[1] ?? m[2] ?? '');
      let last = 0;
      let marked = false;
      for (const mk of seg.matchAll(MARKER)) {
        marked = true;
        pending.push(seg.slice(last, mk.index));
        last = mk.index! + mk[0].length;
        if (mk[1] !== abbr) continue;
        const nums: [string, string, string] = [num(mk[2]!), mk[3] ? num(mk[3]) : '1', num(mk[4]!)];
        const key = nums.join('.');
        const prev = byRef.get(key);
        const lines = [...(prev ? prev.text.split('\n') : []), ...toLines(pending.join('\n'))];
        pending = [];
        const r = dropRepeatedRuns(lines);
        repeats += r.dropped;
        if (prev) prev.text = r.lines.join('\n');
        else byRef.set(key, { nums, text: r.lines.join('\n') });
      }
      const rest = seg.slice(last);
      if (!marked && HEADING.test(rest.replace(/\s+/g, ' ').trim())) headings++;
      else if (rest.trim()) pending.push(rest);
    }
    const left = pending.join(' ').replace(/\s+/g, ' ').trim();
    if (left) {
      if (HEADING.test(left)) headings++;
      else stray.push(left);
    }
  }
  return { mantras: [...byRef.values()], headings, stray, repeats };
}

/** Where a mantra's commentary begins: its label `BrhUpBh_1,1.1` opening a paragraph or a verse line. */
function commentaryStart(abbr: string): RegExp {
  return new RegExp(`<(?:p|l)>${abbr}Bh_(\\d+)(?:,(\\d+))?\\.(\\d+)`);
}

/** Commentary markup → text: one line per paragraph or verse line, tags dropped, GRETIL's `====` rules dropped. */
function commentaryText(xml: string): string {
  return decode(xml.replace(/<\/(?:p|l|head)>|<lb\/>/g, '\n')).split('\n').map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l && !/^=+$/.test(l)).join('\n');
}

/**
 * Śaṅkara's bhāṣya of a `markers` file per mantra reference: the text from the label `BrhUpBh_1,4.10` to the next
 * `START`, the label removed. A range (`BrhUpBh_1,3.3-6`) is attached to its first mantra; the parts of 3.9.28 are
 * joined. Glosses the file puts between `START` and the root text are not included.
 */
export function parseGretilBhashya(xml: string, abbr: string): Map<string, string> {
  const body = xml.slice(Math.max(0, xml.indexOf('<body')));
  const out = new Map<string, string>();
  for (const win of body.split(/<p>START\b/).slice(1)) {
    const m = commentaryStart(abbr).exec(win);
    if (!m) continue;
    const key = [num(m[1]!), m[2] ? num(m[2]) : '1', num(m[3]!)].join('.');
    const text = commentaryText(win.slice(m.index)).replace(new RegExp(`^${abbr}Bh_[\\d,.:-]+\\.?\\s*`), '');
    if (!text) continue;
    out.set(key, out.has(key) ? `${out.get(key)}\n${text}` : text);
  }
  return out;
}

/** Śaṅkara's bhāṣya of a `paragraphs` file: each `<note type="commentary">` attached to the first mantra it targets. */
export function parseGretilBhashyaNotes(xml: string, abbr: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of xml.matchAll(new RegExp(`<note type="commentary" target="#${abbr}_(\\d+)\\.(\\d+)\\.(\\d+)[^"]*"[^>]*>([\\s\\S]*?)</note>`, 'g'))) {
    const key = [num(m[1]!), num(m[2]!), num(m[3]!)].join('.');
    const text = commentaryText(m[4]!);
    if (text) out.set(key, out.has(key) ? `${out.get(key)}\n${text}` : text);
  }
  return out;
}

/**
 * The mūla of a GRETIL file that gives each mantra its own paragraph, `<p xml:id="TaittU_2.1.1">`, with the bhāṣya
 * in `<note type="commentary">` (the Taittirīya: vallī.anuvāka.mantra). GRETIL's `/` separates the sentences; each
 * becomes a line.
 */
export function parseGretilMulaParagraphs(xml: string, abbr: string): MulaParse {
  const mantras: MulaMantra[] = [];
  for (const m of xml.matchAll(new RegExp(`<p xml:id="${abbr}_(\\d+)\\.(\\d+)\\.(\\d+)"[^>]*>([\\s\\S]*?)</p>`, 'g'))) {
    const lines = decode(m[4]!).split(/\/+/).map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l);
    if (lines.length) mantras.push({ nums: [num(m[1]!), num(m[2]!), num(m[3]!)], text: lines.join('\n') });
  }
  return { mantras, headings: 0, stray: [], repeats: 0 };
}

/** Lines of mūla text without their closing daṇḍas (GRETIL `|`, `||`, `//`) and GRETIL's ` -- ` before quoted speech. */
function toLines(text: string): string[] {
  return text.split('\n').map((l) => l.replace(/\s*(?:--|:\s*--)\s*/g, ' ').replace(/\s+/g, ' ').replace(/\s*:?\s*(?:\|+|\/\/?\s*\d*\s*\/*)\s*$/, '').trim()).filter((l) => l);
}

/**
 * GRETIL repeats a couplet of BĀU 3.9.28 as a verse group right after the prose line that holds it; a run of two
 * or more lines equal to the lines just before it is dropped. (Single repeated lines are left alone: the text
 * repeats some on purpose.)
 */
export function dropRepeatedRuns(lines: string[]): { lines: string[]; dropped: number } {
  const out: string[] = [];
  let dropped = 0;
  for (let i = 0; i < lines.length; ) {
    let skipped = false;
    for (let k = Math.min(out.length, lines.length - i); k >= 2; k--) {
      if (lines.slice(i, i + k).every((l, j) => l === out[out.length - k + j])) {
        i += k;
        dropped += k;
        skipped = true;
        break;
      }
    }
    if (!skipped) out.push(lines[i++]!);
  }
  return { lines: out, dropped };
}

/** Each mantra line ends in a daṇḍa; the last in a double daṇḍa. */
function mantraText(text: string): string {
  const lines = text.split('\n');
  return lines.map((l, i) => `${l} ${i === lines.length - 1 ? '||' : '|'}`).join('\n');
}

export const gretilBhashyaAdapter: Adapter = {
  source: SOURCE,
  run(ctx: AdapterContext): EditionData[] {
    const files = bundleMap(ctx.dataDir, SOURCE);
    const out: EditionData[] = [];
    for (const [file, { work: w, abbr, markup }] of Object.entries(GRETIL_BHASHYA_FILES)) {
      const xml = files.get(file);
      if (!xml) continue;
      const { mantras, headings, stray, repeats } = markup === 'markers' ? parseGretilMula(xml, abbr) : parseGretilMulaParagraphs(xml, abbr);
      for (const x of stray) ctx.log(`gretil: ${file}: bold text outside a mantra dropped: ${x.slice(0, 80)}`);
      const verses: Verse[] = mantras.map(({ nums, text }) => makeVerse(w.slug, 'gretil', `${nums[0]}.${nums[1]}`, nums[2], mantraText(text), 'iast'));
      const refs = new Set(verses.map((v) => v.reference));
      const apparatus = new Map<string, Apparatus>();
      const bhashya = markup === 'markers' ? parseGretilBhashya(xml, abbr) : parseGretilBhashyaNotes(xml, abbr);
      let orphans = 0;
      for (const [ref, text] of bhashya) {
        if (!refs.has(ref)) {
          orphans++;
          continue;
        }
        apparatusFor(apparatus, ref).commentaries.push({ author: 'Śaṅkara', language: 'sa', text, licence: 'CC BY-NC-SA 4.0 (GRETIL transcription)', source: SOURCE });
      }
      if (verses.length === 0) {
        ctx.log(`gretil: ${file}: no mantras parsed, skipped`);
        continue;
      }
      out.push({
        work: w,
        edition: {
          slug: 'gretil', work_slug: w.slug, title: `${w.title_iast} (GRETIL TEI, mūla of Śaṅkara's bhāṣya)`, source: SOURCE,
          source_url: 'https://github.com/ambuda-org/gretil', source_commit: '96e96220c686c9083d1646f85d5289cf0ab9e9ff',
          licence: 'CC BY-NC-SA 4.0', licence_class: 'noncommercial', rank: 40,
          notes: [`file ${file}`, markup === 'markers'
            ? 'root text: the bold markup of the bhāṣya file, numbered by its mantra markers'
            : 'root text: the paragraphs with mantra ids in the bhāṣya file',
            `Śaṅkara's bhāṣya attached as the commentary of ${bhashya.size - orphans} mantra(s) (a passage on several mantras to the first); ${orphans} passage(s) whose mantra is missing dropped`,
            `${headings} heading/colophon line(s) and ${stray.length} bold quotation(s) inside the commentary dropped; ${repeats} line(s) GRETIL repeats right after themselves dropped`],
        },
        verses, apparatus,
      });
    }
    return out;
  },
};
