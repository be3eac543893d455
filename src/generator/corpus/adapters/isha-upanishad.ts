/**
 * The Īśa Upaniṣad = Vājasaneyi Saṃhitā adhyāya 40, both recensions, cut out of DharmicData (@ e1767713,
 * ODbL 1.0) by the corpus-sources curators. Editions: `kanva` (18 mantras; the text usually printed as the
 * Īśopaniṣad; rank 100) and `madhyandina` (17 mantras, rank 90); each numbered as in its saṃhitā. The order of
 * mantras differs between the recensions (align by content, not number). Heading and colophon rows are left out.
 * Accents are stripped for display/search; the Yajurvedic anusvāra sign ᳪ (U+1CEA, which the accent stripper
 * would delete) is read as ṃ first, an ASCII colon used as visarga is read as ḥ, and the double spaces left
 * where upstream lost that sign are collapsed.
 */
import type { EditionData, Verse } from '../../../corpus/model.js';
import { bundleMap } from '../source-bundle.js';
import { makeVerse, type Adapter, type AdapterContext } from '../adapter.js';
import { WORKS } from '../works.js';

const SOURCE = 'isha-upanishad-vajasaneyi';

interface Row { recension: string; verse: number | null; kind: string; text: string }

/**
 * `restoreLostAnusvara` (Kāṇva only): upstream's Kāṇva file writes the Yajurvedic anusvāra as the private-use
 * glyph U+E001 of its source font (11 places in mantras 1–3, 8, 9, 11, 12, 14, 17: `वा॒स्य॑मि॒द\uE001  सर्वं॒`,
 * `ता\uE001स्ते`), which the clean-up would delete: read as ं (the Mādhyandina has ᳪ or ँ there).
 */
export function cleanIsha(text: string, restoreLostAnusvara = false): string {
  let t = text.replace(/\u1CEA/g, 'ं');
  if (restoreLostAnusvara) t = t.replace(/\uE001/g, 'ं');
  // Upstream writes some visargas as an ASCII colon (`समा:`).
  return t.replace(/([\u0900-\u097F]):/g, '$1ः').replace(/ {2,}/g, ' ').trim() + ' ॥';
}

export function parseIsha(text: string): EditionData[] {
  const byRec = new Map<string, Verse[]>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as Row;
    if (r.kind !== 'mantra' || r.verse === null) continue;
    const ed = r.recension.toLowerCase().startsWith('k') ? 'kanva' : 'madhyandina';
    let list = byRec.get(ed);
    if (!list) byRec.set(ed, (list = []));
    list.push(makeVerse('isha-upanishad', ed, null, String(r.verse), cleanIsha(r.text, ed === 'kanva'), 'devanagari'));
  }
  return [...byRec].map(([ed, verses]) => ({
    work: WORKS['isha-upanishad']!,
    edition: {
      slug: ed, work_slug: 'isha-upanishad', title: `Īśa Upaniṣad, ${ed === 'kanva' ? 'Kāṇva' : 'Mādhyandina'} recension (Vājasaneyi Saṃhitā 40, DharmicData)`,
      source: SOURCE, source_url: 'https://github.com/bhavykhatri/DharmicData', source_commit: 'e1767713548e93f00f0d84027e869a51a8e4fa53',
      licence: 'ODbL 1.0', licence_class: 'open', licence_note: null, rank: ed === 'kanva' ? 100 : 90,
      notes: ['numbered as in the saṃhitā; mantra order differs between recensions', 'no śānti-pāṭha (not part of the saṃhitā chapter)', ed === 'kanva' ? 'the anusvāra written as the private-use glyph U+E001 upstream (11 places) read as ं' : 'accents stripped'],
    },
    verses, apparatus: new Map(),
  }));
}

export const ishaUpanishadAdapter: Adapter = {
  source: SOURCE,
  run(ctx: AdapterContext): EditionData[] {
    return parseIsha(bundleMap(ctx.dataDir, SOURCE).get('isha_upanishad.jsonl') ?? '');
  },
};
