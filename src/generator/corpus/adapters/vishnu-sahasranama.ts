/**
 * The Viṣṇu Sahasranāma as it stands in the Kumbhakonam Mahābhārata, Anuśāsana 254 (= BORI 13.135), cut out of
 * `mbh-kumbhakonam-sarit` by the corpus-sources curators (stotrasamhita/Mahabharatam @ 4421f008; SARIT text,
 * CC BY-SA 3.0). The epic text, not the recitation form (no dhyāna/nyāsa).
 * Numbering: bhāga.verse — 1 = pūrvabhāga (15 blocks), 2 = the stotra (verses 1–107, `stotra_verse`: 2.1 is
 * "viśvaṃ viṣṇur vaṣaṭkāraḥ"), 3 = phalaśruti (26 blocks); in parts 1 and 3 the number is the block's position.
 * Normalised: speaker labels glued after ॥ move to `speaker` of the next block; upstream's insertion quotes
 * (`` ` … ' ``) dropped; the typing errors listed by the curators corrected (TYPO_FIXES; each is the reading
 * of the standard text and of the same word elsewhere in the stotra).
 */
import type { Apparatus, EditionData, Verse } from '../../../corpus/model.js';
import { bundleMap } from '../source-bundle.js';
import { apparatusFor, makeVerse, type Adapter, type AdapterContext } from '../adapter.js';
import { WORKS } from '../works.js';
import { cleanKumbhakonamBlock } from './kumbhakonam.js';

const SOURCE = 'vishnu-sahasranama-kumbhakonam';

export const TYPO_FIXES: Array<[string, string]> = [
  ['सर्वबूतभवोद्भवम्', 'सर्वभूतभवोद्भवम्'], ['सर्वदुःकातिगो', 'सर्वदुःखातिगो'], ['स्थापुर्', 'स्थाणुर्'], ['माघवो', 'माधवो'],
  ['नारयणोद्भवम्', 'नारायणोद्भवम्'], ['कीर्तनीयस्यि', 'कीर्तनीयस्य'], ['दुःखप्ननाशनः', 'दुःस्वप्ननाशनः'], ['भन्ति', 'भवन्ति'],
];

const PART: Record<string, string> = { purvabhaga: '1', stotra: '2', phalasruti: '3' };

interface Row { block: number; part: string; stotra_verse: number | null; text: string }

export function parseVishnuSahasranama(text: string): { verses: Verse[]; apparatus: Map<string, Apparatus>; fixes: number } {
  const verses: Verse[] = [];
  const apparatus = new Map<string, Apparatus>();
  const pos: Record<string, number> = {};
  let speaker: string | null = null;
  let fixes = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as Row;
    const part = PART[r.part];
    if (!part) continue;
    let t = r.text;
    for (const [bad, good] of TYPO_FIXES) {
      if (t.includes(bad)) {
        t = t.split(bad).join(good);
        fixes++;
      }
    }
    const b = cleanKumbhakonamBlock(t.split('\n'));
    if (b.speakerOnly) {
      speaker = b.speakerOnly;
      continue;
    }
    pos[part] = (pos[part] ?? 0) + 1;
    const n = part === '2' && r.stotra_verse ? String(r.stotra_verse) : String(pos[part]);
    const v = makeVerse('vishnu-sahasranama', 'kumbhakonam-sarit', part, n, b.text, 'devanagari');
    if (!v.speaker && speaker) v.speaker = speaker;
    speaker = b.nextSpeaker;
    verses.push(v);
    apparatusFor(apparatus, v.reference).interpretations.push({ kind: 'concordance', language: 'en', author: null, text: `= Mahābhārata (Kumbhakonam) 13.254.${r.block} (block sequence); BORI 13.135`, machine_generated: false, source: SOURCE });
  }
  return { verses, apparatus, fixes };
}

export const vishnuSahasranamaAdapter: Adapter = {
  source: SOURCE,
  run(ctx: AdapterContext): EditionData[] {
    const { verses, apparatus, fixes } = parseVishnuSahasranama(bundleMap(ctx.dataDir, SOURCE).get('vishnu_sahasranama.jsonl') ?? '');
    return [{
      work: WORKS['vishnu-sahasranama']!,
      edition: {
        slug: 'kumbhakonam-sarit', work_slug: 'vishnu-sahasranama', title: 'Viṣṇusahasranāma, Mahābhārata 13.254 (Kumbhakonam edition, SARIT)', source: SOURCE,
        source_url: 'https://github.com/stotrasamhita/Mahabharatam', source_commit: '4421f00875e7efb5058b7b8d29478659ffcf8e2d',
        licence: 'CC BY-SA 3.0 (SARIT text); repository CC0 1.0', licence_class: 'open', licence_note: null, rank: 100,
        notes: ['bhāga 1 = pūrvabhāga, 2 = stotra (verses 1–107), 3 = phalaśruti; in 1 and 3 the verse number is the block position', `${fixes} upstream typing errors corrected (sarvabhūta-, sarvaduḥkhātigo, sthāṇur, mādhavo, nārāyaṇodbhavam, kīrtanīyasya, duḥsvapnanāśanaḥ, bhavanti)`, 'epic text: no dhyāna-ślokas or nyāsa of the recitation form'],
      },
      verses, apparatus,
    }];
  },
};
