/**
 * sarit/SARIT-corpus @ 1eac9ee0: verses cut out of eight TEI files (`sarit_verses.jsonl`, derived by the
 * corpus-sources curators; commentary prose stays in the TEI and is not built). Licences per TEI
 * `<availability>`: CC BY-SA 3.0 (Manu, Nārada, Pātañjalayogaśāstra, Brahmapurāṇa), CC BY-SA 4.0 (Skanda,
 * Yājñavalkya/Mitākṣarā). Numbering is each edition's own (`ref`):
 * - Nāradasmṛti `M.1.1` / `V.n.m` / `P.19.m` (Mātṛkā, Vyavahārapadāni, Pariśiṣṭa) → parts 1 / 2 / 3: `1.1.1`,
 *   `2.n.m`, `3.19.m` (citations take numbers only);
 * - a stanza without an id upstream (`ref: null`: 4 in Manu, 2 in Nārada) gets verse number 10000 + its
 *   sequence in the file (stated in the edition notes), so it is citable and never collides with a real number,
 *   unless it repeats a numbered stanza word for word (Nārada's two: left out, noted);
 * - duplicate refs (6 upstream labels in the Brahmapurāṇa) keep the first and are counted.
 * The Manu and Nārada transcripts mark compound/sandhi junctions inside words with `.` and `-`
 * (`amita.ojā`, `saṃyuktasya-api`): removed (the trigram search matches across junctions anyway).
 */
import type { Apparatus, EditionData, Verse, Work } from '../../../corpus/model.js';
import { bundleMap } from '../source-bundle.js';
import { apparatusFor, makeVerse, type Adapter, type AdapterContext } from '../adapter.js';
import { WORKS } from '../works.js';

const SOURCE = 'sarit';
const COMMIT = '1eac9ee0b055c8d11147edac4a75c76008ccc363';

interface SaritRow { work: string; file: string; ref: string | null; seq: number; chapter: string | null; lines: string[]; text: string }

interface SaritWork { work: Work; edition: string; title: string; licence: string; scheme: 'iast' | 'devanagari'; junctions: boolean }

export const SARIT_WORKS: Record<string, SaritWork> = {
  'manusmrti.xml': { work: WORKS['manusmriti']!, edition: 'sarit', title: 'Manusmṛti (SARIT, Kyoto Joint Seminar transcript)', licence: 'CC BY-SA 3.0', scheme: 'iast', junctions: true },
  'naradasmrti.xml': { work: WORKS['naradasmriti']!, edition: 'sarit', title: 'Nāradasmṛti (SARIT, ed. Lariviere)', licence: 'CC BY-SA 3.0', scheme: 'iast', junctions: true },
  'vijnanesvara-mitaksara.xml': { work: WORKS['yajnavalkyasmriti']!, edition: 'sarit', title: 'Yājñavalkyasmṛti, mūla verses of the Mitākṣarā (SARIT)', licence: 'CC BY-SA 4.0', scheme: 'iast', junctions: false },
  'patanjalayogasastra.xml': { work: WORKS['yoga-sutra']!, edition: 'sarit', title: 'Yogasūtra from the Pātañjalayogaśāstra (SARIT, Āgāśe-based)', licence: 'CC BY-SA 3.0', scheme: 'iast', junctions: false },
  'brahmapurana.xml': { work: WORKS['brahma-purana']!, edition: 'sarit', title: 'Brahmapurāṇa (SARIT, Tübingen Purāṇa Project)', licence: 'CC BY-SA 3.0', scheme: 'iast', junctions: false },
  'skandapurana.xml': { work: WORKS['skanda-purana']!, edition: 'sarit', title: 'Skandapurāṇa, critical edition, adhyāyas 1–69 (SARIT)', licence: 'CC BY-SA 4.0', scheme: 'devanagari', junctions: false },
};

const NARADA_PART: Record<string, string> = { M: '1', V: '2', P: '3' };

/** The edition's reference as [chapter, verse], or null for a stanza without an id. */
export function saritRef(file: string, ref: string | null): [string, string] | null {
  if (!ref) return null;
  let r = ref;
  if (file === 'naradasmrti.xml') {
    const m = /^([MVP])\.(.+)$/.exec(ref);
    if (!m) return null;
    r = `${NARADA_PART[m[1]!]}.${m[2]}`;
  }
  const m = /^(.+)\.(\d+)$/.exec(r);
  return m ? [m[1]!.split('.').map((x) => String(Number(x))).join('.'), String(Number(m[2]))] : null;
}

/** Removes the transcripts' word-internal junction marks and the closing `|| n ||`. */
export function cleanSaritText(text: string, junctions: boolean): string {
  let t = text.replace(/\s*(?:\|\||॥)\s*[\d०-९.-]*\s*(?:\|\||॥)\s*$/, ' ||');
  if (junctions) t = t.replace(/(\p{L}\p{M}*)[.-](?=\p{L})/gu, '$1');
  return t.replace(/\s+\|\s+/g, ' |\n').trim();
}

/**
 * Vyāsa's bhāṣya per sūtra from patanjalayogasastra.xml: each `<div type="sūtra_with_bhāṣya">` holds the sūtra
 * (`<quote … xml:id="pātañjalayogaśāstra.sū.1.2">`) and the bhāṣya paragraphs after it; notes are dropped.
 */
export function parseYogaBhashya(xml: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of xml.matchAll(/<div type="sūtra_with_bhāṣya">([\s\S]*?)<\/div>/g)) {
    const body = m[1]!.replace(/<note[\s\S]*?<\/note>/g, '');
    const id = /xml:id="[^"]*\.sū\.(\d+)\.(\d+)"/.exec(body);
    if (!id) continue;
    const bhashya = body.replace(/<quote[\s\S]*?<\/quote>/, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/\s*---\s*$/, '').trim();
    if (bhashya) out.set(`${Number(id[1])}.${Number(id[2])}`, bhashya);
  }
  return out;
}

export function parseSarit(text: string, yogaXml = ''): EditionData[] {
  const byFile = new Map<string, { verses: Verse[]; seen: Set<string>; dup: number; nulls: string[]; texts: Map<string, string>; repeats: string[] }>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as SaritRow;
    const w = SARIT_WORKS[r.file];
    if (!w) continue;
    let acc = byFile.get(r.file);
    if (!acc) byFile.set(r.file, (acc = { verses: [], seen: new Set(), dup: 0, nulls: [], texts: new Map(), repeats: [] }));
    let ref = saritRef(r.file, r.ref);
    const text = cleanSaritText(r.text, w.junctions);
    if (!ref && acc.texts.has(text)) {
      // a stanza without an id that repeats a numbered one word for word (Nārada 2.1.124 and 2.1.144 stand again
      // in 2.2): the numbered one is the citation
      acc.repeats.push(acc.texts.get(text)!);
      continue;
    }
    if (!ref) {
      const ch = r.chapter ? String(Number(r.chapter)) : '1';
      ref = [r.file === 'naradasmrti.xml' ? `2.${ch}` : ch, String(10000 + r.seq)];
      acc.nulls.push(`${ref[0]}.${ref[1]}`);
    }
    const key = `${ref[0]}.${ref[1]}`;
    if (acc.seen.has(key)) {
      acc.dup++;
      continue;
    }
    acc.seen.add(key);
    if (!acc.texts.has(text)) acc.texts.set(text, key);
    acc.verses.push(makeVerse(w.work.slug, w.edition, ref[0], ref[1], text, w.scheme));
  }
  const out: EditionData[] = [];
  for (const [file, acc] of byFile) {
    const w = SARIT_WORKS[file]!;
    const notes: string[] = [];
    if (acc.nulls.length) notes.push(`${acc.nulls.length} stanzas without an id upstream numbered 10000 + their sequence in the file: ${acc.nulls.join(', ')}`);
    if (acc.repeats.length) notes.push(`${acc.repeats.length} stanzas without an id upstream left out: word for word ${acc.repeats.join(', ')}`);
    if (acc.dup) notes.push(`${acc.dup} duplicate references in the upstream labels dropped`);
    if (w.junctions) notes.push('word-internal junction marks (. and -) of the transcript removed');
    if (file === 'naradasmrti.xml') notes.push('parts numbered 1 = Mātṛkā (M), 2 = Vyavahārapadāni (V), 3 = Pariśiṣṭa (P; chapters 19, 20 as in the edition)');
    const apparatus = new Map<string, Apparatus>();
    if (file === 'patanjalayogasastra.xml') {
      const bhashya = parseYogaBhashya(yogaXml);
      for (const [ref, t] of bhashya) apparatusFor(apparatus, ref).commentaries.push({ author: 'Vyāsa (Yogabhāṣya)', language: 'sa', text: t, licence: w.licence, source: SOURCE });
      notes.push(`Vyāsa's bhāṣya attached to ${bhashya.size} sūtras as a Sanskrit commentary`);
    }
    out.push({
      work: w.work,
      edition: {
        slug: w.edition, work_slug: w.work.slug, title: w.title, source: SOURCE, source_url: `https://github.com/sarit/SARIT-corpus/blob/${COMMIT}/${file}`,
        source_commit: COMMIT, licence: w.licence, licence_class: 'open', licence_note: null, rank: 100, notes,
      },
      verses: acc.verses, apparatus,
    });
  }
  return out;
}

export const saritAdapter: Adapter = {
  source: SOURCE,
  run(ctx: AdapterContext): EditionData[] {
    const files = bundleMap(ctx.dataDir, SOURCE);
    const out = parseSarit(files.get('sarit_verses.jsonl') ?? '', files.get('patanjalayogasastra.xml') ?? '');
    ctx.log(`sarit: ${out.map((e) => `${e.work.slug} ${e.verses.length}`).join(', ')}`);
    return out;
  },
};

