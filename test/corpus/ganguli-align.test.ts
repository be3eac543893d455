/** Ganguli's sections attached to Kumbhakonam adhyāyas by content where the numbers disagree (ganguli-align.ts). */
import test from 'ava';
import type { Verse } from '../../src/corpus/model.js';
import { planGanguli } from '../../src/generator/corpus/adapters/ganguli.js';

const verse = (chapter: string, n: number, slp1: string, speaker: string | null = null): Verse => ({
  id: `mahabharata:kumbhakonam-sarit:${chapter}.${n}`, work_slug: 'mahabharata', edition_slug: 'kumbhakonam-sarit', chapter, verse_number: String(n),
  reference: `${chapter}.${n}`, content_devanagari: '', content_iast: '', content_slp1: slp1, meter: null, speaker,
});

test('Ganguli: a parvan with a southern insertion is aligned by content, the inserted adhyāya left without a section', (t) => {
  const english = [
    '1', 'Sanjaya said, "Then Bhishma and Drona, O king, addressed Duryodhana; and Duryodhana answered Bhishma and Drona in the presence of Kripa."',
    '2', 'Sanjaya said, "Then Karna fought with Arjuna, and Arjuna pierced Karna with arrows, while Salya held the reins of Karna\'s car."',
    '3', 'Sanjaya said, "Then Yudhishthira and Bhimasena with Nakula and Sahadeva rushed against Duryodhana, and Yudhishthira struck him."',
  ].join('\n\n');
  const files = [{ path: 'src/maha09.md', text: english }];
  const verses = [
    verse('9.1', 1, 'tato BIzmaSca droRaSca duryoDanam aBAzatAm . duryoDanastu BIzmaM droRaM ca kfpasannidO ..', 'saMjaya uvAca'),
    verse('9.2', 1, 'nAradaH pulastyaM papracCa tIrTayAtrAm . pulastyo nAradAya kaTayAmAsa tIrTAni ..', 'vESampAyana uvAca'),
    verse('9.3', 1, "tataH karRo'rjunena yuyuDe arjunaH karRaM SarErvivyADa . SalyaH karRasya raTaM ..", 'saMjaya uvAca'),
    verse('9.4', 1, 'tato yuDizWiro BImasenaSca nakulaH sahadevaSca duryoDanam aByadravan yuDizWiraH ..', 'saMjaya uvAca'),
  ];
  const { attachments, reports } = planGanguli(files, verses);
  t.deepEqual(attachments.map((a) => [a.chapter, a.by, a.text.slice(0, 24)]), [
    ['9.1', 'content', '[Section 1, aligned to t'],
    ['9.3', 'content', '[Section 2, aligned to t'],
    ['9.4', 'content', '[Section 3, aligned to t'],
  ]);
  t.like(reports[0], { book: 9, parva: 9, sections: 3, adhyayas: 4, covered: 3, coveredBefore: 0, unattachedSections: 0 });
});
