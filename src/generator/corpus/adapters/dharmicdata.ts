/**
 * bhavykhatri/DharmicData @ e1767713 (ODbL 1.0). Ṛgveda (rank 90, second edition), Atharvaveda Śaunaka,
 * Vājasaneyi Saṃhitā (Mādhyandina, Kāṇva), Vālmīki Rāmāyaṇa and the Mahābhārata critical edition (rank 100).
 * Parsing: Vedic sūkta texts are split on their ॥N॥ markers; the unaccented lines before the first verse are
 * the ṛṣi/devatā/chandas header (kept as an interpretation of kind 'header'). Mahābhārata lines `BBCCCVVVx`
 * are grouped into verses BB.CCC.VVV; lines without a half-verse letter are speaker lines. Books 7, 12, 13 are
 * missing upstream; books 1 and 3 come from chapters/; the Mahābhārata is built only with includeNoncommercial
 * (BORI_LICENCE). Duplicate verse numbers are counted and dropped.
 */
import type { Apparatus, EditionData, Verse, Work } from '../../../corpus/model.js';
import { asciiDigits } from '../../../corpus/citation/parse-reference.js';
import { bundleMap } from '../source-bundle.js';
import { apparatusFor, makeVerse, num, type Adapter, type AdapterContext } from '../adapter.js';
import { WORKS } from '../works.js';

const SOURCE = 'DharmicData';
const COMMIT = 'e1767713548e93f00f0d84027e869a51a8e4fa53';
const URL = 'https://github.com/bhavykhatri/DharmicData';
const LICENCE = 'ODbL 1.0';
const ACCENT = /[\u0951\u0952\u1CD0-\u1CFF]/;

const MARKER = /(?:॥|\|\||।।)\s*([०-९0-9]+)\s*(?:॥|\|\||।।)+/g;

/** Splits a sūkta/adhyāya text into [header, verses by number]. */
export function splitNumbered(text: string): { header: string; verses: Array<{ n: string; text: string }> } {
  const verses: Array<{ n: string; text: string }> = [];
  let last = 0;
  let header = '';
  for (const m of text.matchAll(MARKER)) {
    let chunk = text.slice(last, m.index);
    last = m.index! + m[0].length;
    if (verses.length === 0) {
      const lines = chunk.split('\n');
      const head: string[] = [];
      while (lines.length > 1 && !ACCENT.test(lines[0]!)) head.push(lines.shift()!);
      // Ṛgveda: the header is the first line even when the verse is unaccented.
      header = head.join(' ').trim();
      chunk = lines.join('\n');
    }
    verses.push({ n: asciiDigits(m[1]!), text: chunk.trim() + ' ॥' });
  }
  return { header, verses };
}

interface Ed { work: Work; slug: string; title: string; rank: number; notes: string[]; verses: Verse[]; apparatus: Map<string, Apparatus> }

/**
 * The BORI critical edition's electronic text carries its rights holder's own terms, which DharmicData's ODbL
 * (a database licence) does not override: MBh00.txt (bombay.indology.info, J. D. Smith): "The electronic text of
 * the Mahabharata is Copyright (C) The Bhandarkar Oriental Research Institute (BORI), Pune. … Please do not
 * provide copies of the text to others." Built only with --include-noncommercial; the default Mahābhārata is
 * the Kumbhakonam edition (kumbhakonam.ts).
 */
export const BORI_LICENCE = 'BORI electronic text: copyright BORI, Pune, "please do not provide copies of the text to others" (ODbL 1.0 covers the DharmicData database only)';
export const BORI_NOTE = 'The Bhandarkar Oriental Research Institute asks that copies of its electronic text not be provided to others; permission not obtained. Built only with --include-noncommercial (internal/research deployments); the default Mahābhārata is the Kumbhakonam edition (work mahabharata).';

function edition(e: Ed, restricted = false): EditionData {
  return {
    work: e.work,
    edition: {
      slug: e.slug, work_slug: e.work.slug, title: e.title, source: SOURCE, source_url: URL, source_commit: COMMIT,
      licence: restricted ? BORI_LICENCE : LICENCE, licence_class: restricted ? 'noncommercial' : 'open', licence_note: restricted ? BORI_NOTE : null,
      rank: e.rank, notes: e.notes,
    },
    verses: e.verses, apparatus: e.apparatus,
  };
}

/**
 * `bySequence`: number the verses by their position in the adhyāya instead of upstream's markers (the Kāṇva
 * file's numbers restart at each anuvāka and are noisy — `॥२२॥` for 2 — so 1,489 verses collided and were lost).
 */
function vedic(files: Map<string, string>, prefix: RegExp, work: Work, slug: string, title: string, rank: number,
  chapterOf: (row: Record<string, unknown>) => string, bySequence = false): EditionData {
  const verses: Verse[] = [];
  const apparatus = new Map<string, Apparatus>();
  const seen = new Set<string>();
  let dup = 0;
  for (const [path, text] of [...files].filter(([p]) => prefix.test(p))) {
    let rows: Array<Record<string, unknown>>;
    try {
      rows = JSON.parse(text) as Array<Record<string, unknown>>;
    } catch {
      continue;
    }
    void path;
    for (const row of rows) {
      const chapter = chapterOf(row);
      // The Kāṇva file writes the Yajurvedic anusvāra as its font's private-use glyph U+E001 (deleted by the clean-up),
      // the Mādhyandina file as a Latin j or k after the letter (त्रिjशद्, अjहो: triṃśad, aṃho).
      const { header, verses: split } = splitNumbered(String(row['text']).replace(/\uE001/g, 'ं').replace(/([\u0900-\u097F])[jk](?![A-Za-z])/g, '$1ं'));
      // numbered by sequence, a segment without letters is no mantra: the Kāṇva file closes some with three
      // markers at once (॥४॥४॥७॥), which leave empty segments between them
      const vs = bySequence ? split.filter((v) => /[\u0905-\u0939]/.test(v.text)).map((v, i) => ({ n: String(i + 1), text: v.text })) : split;
      for (const { n, text: t } of vs) {
        const ref = `${chapter}.${n}`;
        if (seen.has(ref)) {
          dup++;
          continue;
        }
        seen.add(ref);
        const v = makeVerse(work.slug, slug, chapter, n, t, 'devanagari');
        verses.push(v);
        if (header) apparatusFor(apparatus, ref).interpretations.push({ kind: 'header', language: 'sa', author: null, text: header, machine_generated: false, source: SOURCE });
      }
    }
  }
  const notes = dup > 0 ? [`${dup} duplicate verse numbers dropped`] : [];
  return edition({ work, slug, title, rank, notes, verses, apparatus });
}

function ramayana(files: Map<string, string>): EditionData {
  const verses: Verse[] = [];
  const seen = new Set<string>();
  let dup = 0;
  const paths = [...files.keys()].filter((p) => p.startsWith('ValmikiRamayana/')).sort();
  for (const p of paths) {
    const kanda = num(p.split('/')[1]!.split('_')[0]!);
    for (const r of JSON.parse(files.get(p)!) as Array<{ sarg: number; shloka: number; text: string }>) {
      const ref = `${kanda}.${r.sarg}.${r.shloka}`;
      if (seen.has(ref)) {
        dup++;
        continue;
      }
      seen.add(ref);
      verses.push(makeVerse('ramayana', 'dharmicdata', `${kanda}.${r.sarg}`, String(r.shloka), r.text, 'devanagari'));
    }
  }
  return edition({ work: WORKS['ramayana']!, slug: 'dharmicdata', title: 'Vālmīki Rāmāyaṇa (DharmicData)', rank: 100, notes: dup ? [`${dup} duplicate ślokas dropped`] : [], verses, apparatus: new Map() });
}

type MbhLine = { text: { ud: string } | string };

function mahabharata(files: Map<string, string>): EditionData {
  const books = new Map<number, Record<string, MbhLine>>();
  for (const [p, text] of files) {
    const whole = /Critical Edition\/MBh(\d\d)\.json$/.exec(p);
    const chap = /Critical Edition\/chapters\/MBh(\d\d)\/Chapter_\d+\.json$/.exec(p);
    if (!whole && !chap) continue;
    const b = parseInt((whole ?? chap)![1]!, 10);
    if (chap && [...files.keys()].some((q) => q.endsWith(`Critical Edition/MBh${chap[1]}.json`))) continue;
    let obj: Record<string, MbhLine>;
    try {
      obj = JSON.parse(text) as Record<string, MbhLine>;
    } catch {
      continue;
    }
    books.set(b, Object.assign(books.get(b) ?? {}, obj));
  }
  const verses: Verse[] = [];
  for (const b of [...books.keys()].sort((x, y) => x - y)) {
    const lines = books.get(b)!;
    const keys = Object.keys(lines).sort();
    let speaker: string | null = null;
    let cur: { ref: string; ch: string; v: string; parts: string[]; speaker: string | null } | null = null;
    const flush = () => {
      if (!cur) return;
      const raw = cur.parts.map((l, i) => l + (i === cur!.parts.length - 1 ? ' ॥' : ' ।')).join('\n');
      const v = makeVerse('mahabharata-ce', 'bori-dharmicdata', cur.ch, cur.v, raw, 'devanagari');
      v.speaker = cur.speaker;
      verses.push(v);
      cur = null;
    };
    for (const k of keys) {
      const m = /^(\d\d)(\d{3})(\d{3})([a-zA-Z]*)$/.exec(k);
      if (!m) continue;
      const val = lines[k]!;
      const ud = (typeof val.text === 'string' ? val.text : val.text.ud).trim();
      if (!m[4]) {
        flush();
        speaker = ud;
        continue;
      }
      const ch = `${num(m[1]!)}.${num(m[2]!)}`;
      const v = num(m[3]!);
      const ref = `${ch}.${v}`;
      if (!cur || cur.ref !== ref) {
        flush();
        cur = { ref, ch, v, parts: [], speaker };
        speaker = null;
      }
      cur.parts.push(ud);
    }
    flush();
  }
  const present = [...books.keys()].sort((x, y) => x - y);
  return edition({
    work: WORKS['mahabharata-ce']!, slug: 'bori-dharmicdata', title: 'Mahābhārata, BORI critical edition (DharmicData)', rank: 100,
    notes: [`books present: ${present.join(', ')}; missing upstream: ${[...Array(18).keys()].map((i) => i + 1).filter((i) => !books.has(i)).join(', ')}`],
    verses, apparatus: new Map(),
  }, true);
}

export const dharmicDataAdapter: Adapter = {
  source: SOURCE,
  run(ctx: AdapterContext): EditionData[] {
    const files = bundleMap(ctx.dataDir, SOURCE);
    const out: EditionData[] = [];
    out.push(vedic(files, /^Rigveda\//, WORKS['rigveda']!, 'dharmicdata', 'Ṛgveda Saṃhitā (DharmicData)', 90, (r) => `${r['mandala']}.${r['sukta']}`));
    out.push(vedic(files, /^AtharvaVeda\//, WORKS['atharvaveda-shaunaka']!, 'dharmicdata', 'Atharvaveda Śaunaka (DharmicData)', 100, (r) => `${r['kaanda']}.${r['sukta']}`));
    out.push(vedic(files, /^Yajurveda\/vajasneyi_madhyadina/, WORKS['yajurveda-vs-madhyandina']!, 'dharmicdata', 'Vājasaneyi Saṃhitā Mādhyandina (DharmicData)', 100, (r) => String(r['adhyaya'])));
    const kanva = vedic(files, /^Yajurveda\/vajasneyi_kanva/, WORKS['yajurveda-vs-kanva']!, 'dharmicdata', 'Vājasaneyi Saṃhitā Kāṇva (DharmicData)', 100, (r) => String(r['chapter']), true);
    kanva.edition.notes.push('adhyāya 1 missing upstream (not filled: no other open Kāṇva text)', "verse number = the mantra's sequence in the adhyāya: upstream numbers restart at each anuvāka and carry typing errors, so they are not the edition's numbers");
    out.push(kanva);
    out.push(ramayana(files));
    if (ctx.includeNoncommercial) out.push(mahabharata(files));
    ctx.log(`DharmicData: ${out.map((e) => `${e.work.slug} ${e.verses.length}`).join(', ')}`);
    return out;
  },
};
