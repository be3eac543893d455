/**
 * The Kena, Muṇḍaka, Māṇḍūkya and Śvetāśvatara Upaniṣads as transcribed on Sanskrit Wikisource (CC BY-SA 4.0), taken from
 * the per-verse files of chettyv/Sandhya (`content/shlokas/kena-K-V.md`, `mundaka-M-K-V.md`, `mandukya-N.md`,
 * `shvetashvatara-A-V.md`), whose headers say "Verse text copied from Sanskrit Wikisource (CC BY-SA transcription of
 * a public-domain text)" and link the Wikisource page. That repository has no
 * licence file, so only the Devanagari verse line of each file is used (the bundle holds nothing else): the Wikisource
 * text, credited to Wikisource. The commit of each file version read is kept per verse in the bundle.
 *
 * Numbering: the Kena by khaṇḍa.verse (4 khaṇḍas, 35 verses: 9 + 5 + 12 + 9, the usual count with the prose of
 * khaṇḍas 3–4 in Śaṅkara's divisions); the Muṇḍaka by muṇḍaka.khaṇḍa.mantra (64, Śaṅkara's numbering: Wikisource's 2.2.7
 * is the long mantra "yaḥ sarvajñaḥ … manomayaḥ prāṇaśarīranetā …", so "bhidyate hṛdayagranthiḥ" is 2.2.8 and "satyam eva
 * jayate" 3.1.6); the Māṇḍūkya by its 12 mantras; the Śvetāśvatara by adhyāya.mantra (113: 16 + 17 + 21 + 22 + 14 + 23,
 * one Wikisource page per adhyāya; 3.8 "vedāham etaṃ puruṣaṃ mahāntam", 6.11 "eko devaḥ sarvabhūteṣu gūḍhaḥ").
 * The śānti-mantras are not included.
 * Cleaning: the " / " line marks become line breaks, except after a segment ending in "-" or "ऽ" (a word split across
 * the layout's lines, "मवर्ण- / मचक्षुः", "निमग्नोऽ / नीशया"), which is joined to the next; the closing `॥1.1॥` marker is
 * dropped, an ASCII `|` is read as a daṇḍa; two U+FFFD characters the copy has for ल in Muṇḍaka 2.2.2 "लोकिनश्च" are
 * restored, and the vowel sign ॊ (U+094A, a short o that Sanskrit does not have) is read as ो in Śvetāśvatara 1.16
 * "तद्ब्रह्मॊपनिषत्" and 2.17 "देवॊऽग्नौ" (REPAIRS: wrong code points, not readings); a segment in Latin letters (a
 * Wikisource footnote leaked into Kena 4.4: "footnoteExtra `aa'kaar is used in the sense of comparison") is dropped
 * and counted. Otherwise the text is Wikisource's, its slips included (Kena 4.8
 * "तसै" for तस्यै, Māṇḍūkya 8 "ओङ्करो", Śvetāśvatara 1.13 "मूर्तिनर्दृश्यते", 4.10 "तस्यवयव-", 6.19 "दग्धेन्दनम्"; kept, listed in
 * the edition's notes as SLIPS_KEPT, not fixed).
 */
import type { EditionData, Verse, Work } from '../../../corpus/model.js';
import { makeVerse, oneFileAdapter, type Adapter } from '../adapter.js';
import { WORKS } from '../works.js';

const SOURCE = 'sandhya-wikisource-upanishads';
const REPO = 'https://github.com/chettyv/Sandhya';
/** The commit holding most of the file versions read (the others are listed in the notes). */
const COMMIT = '2c4f8baa630943150bacd5112b99bcead285a394';

export const WIKISOURCE_UPANISHADS: Record<string, { work: Work; page: string; chaptered: boolean }> = {
  kena: { work: WORKS['kena-upanishad']!, page: 'केनोपनिषद्', chaptered: true },
  mundaka: { work: WORKS['mundaka-upanishad']!, page: 'मुण्डकोपनिषद्', chaptered: true },
  mandukya: { work: WORKS['mandukya-upanishad']!, page: 'माण्डुक्योपनिषद्', chaptered: false },
  shvetashvatara: { work: WORKS['shvetashvatara-upanishad']!, page: 'श्वेताश्वतरोपनिषत्/प्रथमः अध्यायः … षष्ठः अध्यायः', chaptered: true },
};

/** Wrong code points (not readings) → the letters meant; each with the note its edition carries when it applies. */
export const REPAIRS: Array<[string, string, string]> = [
  ['\uFFFD\uFFFDोकिनश्च', 'लोकिनश्च', 'a word with U+FFFD replacement characters (an encoding fault of the copy) restored: लोकिनश्च'],
  ['\u094A', '\u094B', 'the vowel sign ॊ (U+094A, short o, not a Sanskrit letter) read as ो'],
];

/** Slips of the Wikisource text kept as they are (a reading, not a code point): named in the edition's notes. */
export const SLIPS_KEPT: Record<string, string> = {
  kena: 'Kena 4.8 "तसै" (for तस्यै)',
  mundaka: 'Muṇḍaka 2.1.3 "प्रणो"',
  mandukya: 'Māṇḍūkya 8 "ओङ्करो"',
  shvetashvatara: '1.11 "क्लेशेर्", 1.13 "मूर्तिनर्दृश्यते", 3.5 "रुद्रा", 3.6 "गिरिशतं", 4.10 "तस्यवयवभूतैस्तु", 6.19 "दग्धेन्दनम्"',
};

interface Row { work: string; ref: string; path: string; commit: string; devanagari: string }

/** The verse line of a Sandhya file → verse text: " / " to line breaks, the closing reference dropped, Latin-letter segments removed. */
export function cleanSandhyaLine(line: string): { text: string; latinDropped: number; repaired: number; joined: number } {
  let body = line.replace(/\s*॥\s*[\d.]+\s*॥\s*$/, '');
  let repaired = 0;
  for (const [bad, good] of REPAIRS) {
    if (body.includes(bad)) {
      body = body.split(bad).join(good);
      repaired++;
    }
  }
  const segments = body.split(/\s+\/\s+/).map((s) => s.trim()).filter(Boolean);
  const kept = segments.filter((s) => !/[A-Za-z]/.test(s));
  const lines: string[] = [];
  let joined = 0;
  for (const seg of kept) {
    const prev = lines[lines.length - 1];
    if (prev !== undefined && /[-ऽ]$/.test(prev)) {
      lines[lines.length - 1] = prev.replace(/-$/, '') + seg;
      joined++;
    } else lines.push(seg);
  }
  return { text: lines.join('\n').replace(/\s*\|\s*$/gm, ' ।') + ' ॥', latinDropped: segments.length - kept.length, repaired, joined };
}

export function parseWikisourceUpanishads(text: string): EditionData[] {
  const rows = text.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Row);
  const out: EditionData[] = [];
  for (const [key, meta] of Object.entries(WIKISOURCE_UPANISHADS)) {
    const verses: Verse[] = [];
    let latin = 0;
    let repaired = 0;
    let joined = 0;
    const commits = new Set<string>();
    const repairNotes = new Set<string>();
    // dotted references in numeric order (1.2.9 before 1.2.10), as the DCS adapter sorts them
    for (const r of rows.filter((x) => x.work === key).sort((a, b) => a.ref.localeCompare(b.ref, 'en', { numeric: true }))) {
      const { text: t, latinDropped, repaired: rep, joined: j } = cleanSandhyaLine(r.devanagari);
      for (const [bad, , note] of REPAIRS) if (r.devanagari.includes(bad)) repairNotes.add(note);
      latin += latinDropped;
      repaired += rep;
      joined += j;
      commits.add(r.commit.slice(0, 8));
      const parts = r.ref.split('.');
      const chapter = meta.chaptered ? parts.slice(0, -1).join('.') : null;
      verses.push(makeVerse(meta.work.slug, 'wikisource-sandhya', chapter, parts[parts.length - 1]!, t, 'devanagari'));
    }
    if (verses.length === 0) continue;
    const notes = [
      `Sanskrit Wikisource page ${meta.page}, per-verse files of chettyv/Sandhya (content/shlokas/, commits ${[...commits].sort().join(', ')}); only the Devanagari verse line is used`,
      'śānti-mantra not included',
    ];
    if (latin) notes.push(`${latin} leaked Wikisource footnote segment in Latin letters dropped`);
    if (repaired) notes.push(`${repaired} line(s) with wrong code points repaired: ${[...repairNotes].join('; ')}`);
    if (SLIPS_KEPT[key]) notes.push(`Wikisource's slips kept: ${SLIPS_KEPT[key]}`);
    if (joined) notes.push(`${joined} words split across the layout's lines ("-" or "ऽ" at a line end) joined`);
    out.push({
      work: meta.work,
      edition: {
        slug: 'wikisource-sandhya', work_slug: meta.work.slug, title: `${meta.work.title_iast} (Sanskrit Wikisource, via chettyv/Sandhya)`, source: SOURCE,
        source_url: REPO, source_commit: COMMIT, licence: 'CC BY-SA 4.0 (Sanskrit Wikisource text)', licence_class: 'open', licence_note: null, rank: 100, notes,
      },
      verses, apparatus: new Map(),
    });
  }
  return out;
}

export const wikisourceUpanishadsAdapter: Adapter = oneFileAdapter(SOURCE, 'verses.jsonl', parseWikisourceUpanishads);
