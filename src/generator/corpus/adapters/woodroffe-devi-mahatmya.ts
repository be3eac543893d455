/**
 * John Woodroffe's English of the Devīmāhātmya's three hymns (Hymns to the Goddess, 1913; public domain): the gods'
 * praise after Mahiṣa's death (chapter 4), the "yā devī sarvabhūteṣu" hymn (chapter 5) and the Nārāyaṇī stuti
 * (chapter 11), from sacred-texts.com's pages as held in oarcscience/ith.oarc.science (bundle README.md). Woodroffe
 * numbers the stanzas of each hymn from 1; the concordance below gives the edition's verse (Sanskrit Wikisource's
 * numbering, `wikisource-vyasa`) of each, read stanza by stanza against the Sanskrit. Where the edition divides the
 * lines otherwise (chapter 5's opening, where his stanzas 2–4 run across verses 8–10, and chapter 4's protection
 * verses 24–25, one stanza of his) the stanzas are attached together to the first verse, naming the span. The edition
 * verses he does not translate (dhṛti 5.27, nīti 5.31, puṣṭi 5.33, 11.23 sarvataḥ pāṇipādānte) get no English.
 */
import type { CorpusData } from '../../../corpus/model.js';
import { attachTranslations, translationLog, type TranslationFileRule, type TranslationSegment } from '../anchored-translation.js';

export const WOODROFFE_SOURCE = 'oarc-woodroffe-devi-hymns';
const FILE = 'woodroffe.json';

/** One run of Woodroffe's stanzas: stanzas `from`–`to` of the hymn in `chapter` are verses `firstVerse`… in order, or all one verse's when `covers` is given. */
interface StanzaRun { chapter: string; from: number; to: number; firstVerse: number; covers?: number[]; why: string }

export const WOODROFFE_CONCORDANCE: readonly StanzaRun[] = [
  { chapter: '4', from: 1, to: 21, firstVerse: 3, why: 'devyā yayā tatam idaṃ … kenopamā … trailokyam etad akhilam: one stanza a verse' },
  { chapter: '4', from: 22, to: 22, firstVerse: 24, covers: [24, 25], why: 'spear, sword, bell and bow (4.24), then east, west, south and north (4.25)' },
  { chapter: '4', from: 23, to: 24, firstVerse: 26, why: 'saumyāni yāni rūpāṇi, khaḍgaśūlagadādīni' },
  { chapter: '5', from: 1, to: 1, firstVerse: 7, why: 'namo devyai mahādevyai' },
  { chapter: '5', from: 2, to: 4, firstVerse: 8, covers: [8, 9, 10], why: 'raudrā, nityā, gaurī, dhātrī … durgā, khyāti, kṛṣṇā, dhūmrā: his stanzas divide these lines otherwise' },
  { chapter: '5', from: 5, to: 20, firstVerse: 11, why: 'atisaumyātiraudrā, then viṣṇumāyā (5.12) … lakṣmī (5.26)' },
  { chapter: '5', from: 21, to: 23, firstVerse: 28, why: 'vṛtti, smṛti, dayā (he has no stanza for dhṛti, 5.27)' },
  { chapter: '5', from: 24, to: 24, firstVerse: 32, why: 'tuṣṭi (none for nīti, 5.31)' },
  { chapter: '5', from: 25, to: 30, firstVerse: 34, why: 'mātṛ (none for puṣṭi, 5.33), bhrānti, indriyāṇām adhiṣṭhātrī, citi, stutā suraiḥ, yā sāmpratam' },
  { chapter: '11', from: 1, to: 21, firstVerse: 2, why: 'devi prapannārtihare … medhe sarasvati' },
  { chapter: '11', from: 22, to: 33, firstVerse: 24, why: 'sarvasvarūpe sarveśe … praṇatānāṃ prasīda (none for 11.23, sarvataḥ pāṇipādānte)' },
];

/** The edition's reference of stanza `n` of the hymn in `chapter`, and the verses it covers, or null. */
export function woodroffeVerse(chapter: string, n: number): { ref: string; covers?: string[] } | null {
  const run = WOODROFFE_CONCORDANCE.find((r) => r.chapter === chapter && n >= r.from && n <= r.to);
  if (!run) return null;
  if (run.covers) return { ref: `${chapter}.${run.firstVerse}`, covers: run.covers.map((v) => `${chapter}.${v}`) };
  return { ref: `${chapter}.${run.firstVerse + n - run.from}` };
}

/** The stanzas of the bundle's file as edition segments (pure): stanzas of one verse join it (the planner joins them). */
export function woodroffeSegments(json: string): TranslationSegment[] {
  const pages = JSON.parse(json) as Record<string, { chapter: string; stanzas: [string, string][] }>;
  const out: TranslationSegment[] = [];
  for (const page of Object.values(pages)) {
    for (const [n, text] of page.stanzas) {
      const at = woodroffeVerse(page.chapter, Number(n));
      if (!at) throw new Error(`Woodroffe: stanza ${page.chapter}/${n} has no verse in the concordance`);
      out.push(at.covers ? { ref: at.ref, text, covers: at.covers } : { ref: at.ref, text });
    }
  }
  return out;
}

export const WOODROFFE_FILES: TranslationFileRule[] = [{
  work: 'devi-mahatmya', source: WOODROFFE_SOURCE, path: FILE, author: 'John Woodroffe (Hymns to the Goddess, 1913)', licence: 'public domain',
  refOf: (ref) => ref, segments: woodroffeSegments, holdsUnnumbered: false, joinLines: true, repairs: [],
  spansWhy: 'his stanzas divide these lines otherwise than the edition\'s verses',
}];

/** Adds Woodroffe's hymns to the apparatus of the Devīmāhātmya's default edition; returns the log line. */
export function alignWoodroffe(dataDir: string, corpus: CorpusData): string {
  return translationLog("Woodroffe's Devīmāhātmya hymns", attachTranslations(dataDir, corpus, WOODROFFE_FILES, "John Woodroffe's translation of the three hymns (Hymns to the Goddess)"));
}
