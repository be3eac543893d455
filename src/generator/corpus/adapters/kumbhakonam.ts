/**
 * stotrasamhita/Mahabharatam @ 4421f008: the Mahābhārata, Kumbhakonam edition (T. R. Krishnacharya &
 * T. R. Vyasacharya, 1906–10, southern recension), text digitised and distributed by SARIT under CC BY-SA 3.0
 * (the repository's own code is CC0). The default Mahābhārata (work `mahabharata`, rank 100): the BORI critical
 * edition's electronic text may not be redistributed (see dharmicdata.ts), this one may.
 *
 * Numbering is the edition's own, parva.adhyāya.verse:
 * - 13 parvas (2, 4–6, 8–11, 14–18) from `extracted_data/*.json`, numbered by SARIT's verse ids
 *   (`bhisma-6-25-1` → 6.25.1);
 * - Ādi, Āraṇyaka, Droṇa, Śānti, Anuśāsana (1, 3, 7, 12, 13) only as TeX upstream, converted to blocks
 *   (`parvas_from_tex.jsonl`): their verse number is the **block's sequence in the adhyāya**, not the printed
 *   verse number (the TeX dropped the ids; blocks are 0–3 % fewer than verses where both exist).
 * Normalised here (upstream defects, corpus-sources README): trailing NBSP stripped; a speaker name glued after
 * the closing ॥ (`…सञ्जय ॥सञ्जय उवाच`) becomes the `speaker` of the next verse, as does a verse 0 that is only
 * a speaker line; Kumbhakonam's supplementary-passage quotes (`` ` … ' ``) are dropped and its variant readings
 * in parentheses (`चैव(व्यासं)`) move to the apparatus (kind 'variant'), out of the searchable text; the TeX's
 * line ids before an added passage's lines (`1-64a-1a`) are dropped (its `xxxx` lacunae are kept).
 * Concordances, only where one is established: Bhīṣma 25–42 = Bhagavadgītā 1–18 (same verse numbers);
 * Anuśāsana 254 = BORI 13.135 (the Viṣṇu Sahasranāma; adhyāya level only).
 */
import type { Apparatus, EditionData, Verse } from '../../../corpus/model.js';
import { readBundle } from '../source-bundle.js';
import { apparatusFor, makeVerse, noteVariants, type Adapter, type AdapterContext } from '../adapter.js';
import { WORKS } from '../works.js';

const SOURCE = 'mbh-kumbhakonam-sarit';
const EDITION = 'kumbhakonam-sarit';
/** Parvas whose numbers are block sequences (TeX only upstream). */
export const TEX_PARVAS = [1, 3, 7, 12, 13];

/** A speaker label glued after the closing daṇḍa, or standing alone: "॥सञ्जय उवाच", "धृतराष्ट्र उवाच". */
const GLUED_SPEAKER = /\s*॥\s*([^॥।`'()]+?\s*(?:उवाच|ऊचुः|ऊचतुः|उवाचः))\s*[।॥]?\s*$/;
const SPEAKER_ONLY = /^\s*([^॥।`'()]+?\s*(?:उवाच|ऊचुः|ऊचतुः))\s*[।॥]?\s*$/;
const VARIANT = /\(([^()]*)\)/g;
/**
 * The TeX's line ids before the lines of added passages (`1-64a-1a`, `3-27-32b`, `109a`): ASCII digits, letters and
 * hyphens with a digit among them, which the conversion left in the text (the verse-number clean-up would leave
 * their letters behind, `a- a`).
 */
const LINE_ID = /(^|[\s॥।[])(?=[0-9a-z-]*[0-9])[0-9a-z]+(?:-[0-9a-z]+)*(?=[\s\u0900-\u097F[\]]|$)/g;

export interface CleanBlock {
  /** Verse text, lines joined by '\n', closing with ॥; '' when the block was only a speaker label. */
  text: string;
  /** Speaker label found glued at the end: it introduces the next verse. */
  nextSpeaker: string | null;
  /** Speaker label when the whole block is one (upstream verse 0 / a bare line). */
  speakerOnly: string | null;
  variants: string[];
}

/** Normalises one upstream verse/block (see the module comment). */
export function cleanKumbhakonamBlock(lines: string[]): CleanBlock {
  let ls = lines.map((l) => l.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim()).filter((l) => l.length > 0);
  // a supplementary passage may open with its speaker: "`वैशंपायन उवाच" is a speaker line too
  const whole = ls.join(' ').replace(/[`']/g, '');
  const only = SPEAKER_ONLY.exec(whole);
  if (only) return { text: '', nextSpeaker: null, speakerOnly: only[1]!.trim(), variants: [] };
  let nextSpeaker: string | null = null;
  if (ls.length > 0) {
    const last = ls[ls.length - 1]!;
    const m = GLUED_SPEAKER.exec(last);
    if (m) {
      nextSpeaker = m[1]!.trim();
      ls[ls.length - 1] = last.slice(0, m.index).trim() + ' ॥';
    }
  }
  const variants: string[] = [];
  ls = ls.map((l) => l.replace(VARIANT, (_all, v: string) => {
    if (v.trim()) variants.push(v.trim());
    return '';
  }).replace(/[`']/g, '').replace(LINE_ID, '$1').replace(/\s+/g, ' ').trim()).filter((l) => l.length > 0 && l !== '॥');
  let text = ls.join('\n').replace(/॥(\s*॥)+/g, '॥');
  if (text && !/॥\s*$/.test(text)) text += ' ॥';
  return { text, nextSpeaker, speakerOnly: null, variants };
}

interface JsonVerse { verse_no: string; chandas: string; verse_text: string[] }
interface TexBlock { parva: number; adhyaya: number; seq: number; macro: string; check: boolean; lines: string[] }

interface Collector { verses: Verse[]; apparatus: Map<string, Apparatus>; speaker: string | null; speakerLines: number; variantCount: number }

function add(c: Collector, chapter: string, n: string, lines: string[], chandas: string | null): void {
  const b = cleanKumbhakonamBlock(lines);
  if (b.speakerOnly) {
    c.speaker = b.speakerOnly;
    c.speakerLines++;
    return;
  }
  if (!b.text) return;
  const v = makeVerse('mahabharata', EDITION, chapter, n, b.text, 'devanagari', chandas || null);
  if (!v.speaker && c.speaker) v.speaker = c.speaker;
  c.speaker = b.nextSpeaker;
  if (b.nextSpeaker) c.speakerLines++;
  c.verses.push(v);
  c.variantCount += b.variants.length;
  noteVariants(c.apparatus, v.reference, b.variants, SOURCE);
  const [p, a] = chapter.split('.').map(Number) as [number, number];
  if (p === 6 && a >= 25 && a <= 42 && Number(n) >= 1) {
    apparatusFor(c.apparatus, v.reference).interpretations.push({ kind: 'concordance', language: 'en', author: null, text: `= Bhagavadgītā ${a - 24}.${n}`, machine_generated: false, source: SOURCE });
  }
  if (p === 13 && a === 254) {
    apparatusFor(c.apparatus, v.reference).interpretations.push({ kind: 'concordance', language: 'en', author: null, text: `Viṣṇusahasranāma adhyāya: Kumbhakonam 13.254 = BORI critical edition 13.135 (verse numbers not aligned; block sequence ${n})`, machine_generated: false, source: SOURCE });
  }
}

/** `bhisma-6-25-1` → ['6.25', '1']. */
export function parseVerseNo(id: string): [string, string] | null {
  const m = /-(\d+)-(\d+)-(\d+)$/.exec(id);
  return m ? [`${Number(m[1])}.${Number(m[2])}`, String(Number(m[3]))] : null;
}

/** A SARIT verse id of the "B" text: `karnaB-8-97-1`, `strIB-11-8-0`. */
const B_TEXT_ID = /^[^-]*B-\d+-\d+-\d+$/;

interface NumberedVerse { n: string; jv: JsonVerse; bText: boolean }

/**
 * One parva's JSON in reading order, one entry per adhyāya, with verse numbers that do not repeat.
 * SARIT gives some adhyāyas (Karṇa 1–3, 97, 99; Śalya 2, 56; Strī 8–9) a second, "B" text of a passage — ids
 * `karnaB-8-97-1`, opening with `[` — whose counter restarts inside the adhyāya (so 8.1.1 stood four times),
 * and repeats most of them under keys of their own (`karnaB-8-97`, `karṇaparvaB_adhyāya_001--003`).
 * Rule: a key whose every verse id also occurs under a regular `…__adhyāya_NNN` key is a copy and is skipped;
 * B-text verses follow their adhyāya's own verses, numbered on from its last own verse (8.97.1B → 8.97.110),
 * in their upstream order.
 */
export function numberBText(parva: Record<string, { verses: JsonVerse[] }>): Array<{ chapter: string; verses: NumberedVerse[] }> {
  const keys = Object.keys(parva).sort();
  const regular = keys.filter((k) => /__adhyāya_\d+$/.test(k));
  const regularIds = new Set(regular.flatMap((k) => parva[k]!.verses.map((v) => v.verse_no)));
  const own = new Map<string, NumberedVerse[]>();
  const bText = new Map<string, JsonVerse[]>();
  for (const key of keys) {
    const vs = parva[key]!.verses;
    if (!regular.includes(key) && vs.every((v) => regularIds.has(v.verse_no))) continue;
    for (const jv of vs) {
      const id = parseVerseNo(jv.verse_no);
      if (!id) continue;
      if (!own.has(id[0])) own.set(id[0], []);
      if (B_TEXT_ID.test(jv.verse_no)) {
        if (!bText.has(id[0])) bText.set(id[0], []);
        bText.get(id[0])!.push(jv);
      } else own.get(id[0])!.push({ n: id[1], jv, bText: false });
    }
  }
  const out: Array<{ chapter: string; verses: NumberedVerse[] }> = [];
  for (const [chapter, verses] of own) {
    let last = verses.reduce((m, v) => Math.max(m, Number(v.n)), 0);
    for (const jv of bText.get(chapter) ?? []) verses.push({ n: String(++last), jv, bText: true });
    out.push({ chapter, verses });
  }
  return out;
}

/** Parses the bundle's files into the verses/apparatus of one edition (exported for the fixture test). */
export function parseKumbhakonam(files: Array<{ path: string; text: string }>): { verses: Verse[]; apparatus: Map<string, Apparatus>; notes: string[] } {
  const c: Collector = { verses: [], apparatus: new Map(), speaker: null, speakerLines: 0, variantCount: 0 };
  const byParva = new Map<number, () => void>();
  let bTextVerses = 0;
  for (const f of files) {
    const m = /^extracted_data\/(\d\d)-.*\.json$/.exec(f.path);
    if (!m) continue;
    byParva.set(Number(m[1]), () => {
      const obj = JSON.parse(f.text) as Record<string, Record<string, { verses: JsonVerse[] }>>;
      for (const parva of Object.values(obj)) {
        const chapters = numberBText(parva);
        for (const ch of chapters) {
          c.speaker = null;
          for (const v of ch.verses) add(c, ch.chapter, v.n, v.jv.verse_text, v.jv.chandas);
          bTextVerses += ch.verses.filter((v) => v.bText).length;
        }
      }
    });
  }
  const tex = files.find((f) => f.path === 'parvas_from_tex.jsonl');
  const texByParva = new Map<number, TexBlock[]>();
  if (tex) {
    for (const line of tex.text.split('\n')) {
      if (!line.trim()) continue;
      const b = JSON.parse(line) as TexBlock;
      if (!TEX_PARVAS.includes(b.parva) || byParva.has(b.parva)) continue;
      let list = texByParva.get(b.parva);
      if (!list) texByParva.set(b.parva, (list = []));
      list.push(b);
    }
  }
  for (const [p, blocks] of texByParva) {
    byParva.set(p, () => {
      let chapter = '';
      for (const b of blocks) {
        const ch = `${b.parva}.${b.adhyaya}`;
        if (ch !== chapter) c.speaker = null;
        chapter = ch;
        add(c, ch, String(b.seq), b.lines, null);
      }
    });
  }
  for (const p of [...byParva.keys()].sort((a, b) => a - b)) byParva.get(p)!();
  const texPresent = TEX_PARVAS.filter((p) => texByParva.has(p));
  const notes = [
    `parvas present: ${[...byParva.keys()].sort((a, b) => a - b).join(', ')}`,
    `parvas ${texPresent.join(', ')}: verse number = the block's sequence in the adhyāya (upstream TeX dropped the verse ids), not the printed verse number`,
    `${c.speakerLines} speaker labels moved to the speaker field; ${c.variantCount} variant readings moved to the apparatus`,
    `${bTextVerses} verses of SARIT's "B" text (a second text of a passage, its counter restarting inside the adhyāya) numbered on after their adhyāya's own verses; the B keys that only repeat them skipped`,
    'concordance: Bhīṣma 25–42 = Bhagavadgītā 1–18; Anuśāsana 254 = BORI 13.135 (Viṣṇu Sahasranāma)',
  ];
  return { verses: c.verses, apparatus: c.apparatus, notes };
}

export const kumbhakonamAdapter: Adapter = {
  source: SOURCE,
  run(ctx: AdapterContext): EditionData[] {
    const { verses, apparatus, notes } = parseKumbhakonam(readBundle(ctx.dataDir, SOURCE));
    ctx.log(`${SOURCE}: ${verses.length} verses`);
    return [{
      work: WORKS['mahabharata']!,
      edition: {
        slug: EDITION, work_slug: 'mahabharata', title: 'Mahābhārata, Kumbhakonam edition (SARIT, via stotrasamhita/Mahabharatam)',
        source: SOURCE, source_url: 'https://github.com/stotrasamhita/Mahabharatam', source_commit: '4421f00875e7efb5058b7b8d29478659ffcf8e2d',
        licence: 'CC BY-SA 3.0 (SARIT text); repository CC0 1.0', licence_class: 'open', licence_note: null, rank: 100, notes,
      },
      verses, apparatus,
    }];
  },
};
