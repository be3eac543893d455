/**
 * gita/gita @ c6fce395 (Unlicense). Rank 90. 701 verses (13.1 "arjuna uvāca prakṛtiṃ puruṣaṃ…" included, as in
 * vedicscriptures). Known defect fixed: the Devanagari of 1.20, 1.21, 1.26 and 1.27 is misaligned with the
 * verse numbering upstream; those four verses are replaced by the vedicscriptures text and flagged.
 * Translations (5 EN, 2 HI) and word meanings are modern and not cleared: licence 'uncleared' with a licence_note;
 * left out with --exclude-uncleared.
 */
import type { Apparatus, EditionData, Verse } from '../../../corpus/model.js';
import { bundleMap } from '../source-bundle.js';
import { apparatusFor, makeVerse, NOTE_TRANSLATOR_COPYRIGHT, type Adapter, type AdapterContext } from '../adapter.js';
import { UNCLEARED } from '../../../corpus/model.js';
import { WORKS } from '../works.js';
import { readVedicscriptures } from './vedicscriptures.js';

export const GITA_GITA_MISALIGNED = ['1.20', '1.21', '1.26', '1.27'];

interface GVerse { id: number; chapter_number: number; verse_number: number; text: string; word_meanings: string }
interface GTranslation { authorName: string; lang: string; description: string; verse_id: number }

export const gitaGitaAdapter: Adapter = {
  source: 'gita-gita',
  run(ctx: AdapterContext): EditionData[] {
    const files = bundleMap(ctx.dataDir, 'gita-gita');
    const gverses = JSON.parse(files.get('verse.json')!) as GVerse[];
    const { sloks } = readVedicscriptures(ctx.dataDir);
    const vsText = new Map(sloks.map((s) => [`${s.chapter}.${s.verse}`, s.slok]));
    const verses: Verse[] = [];
    const apparatus = new Map<string, Apparatus>();
    const byId = new Map<number, string>();
    for (const g of gverses) {
      const ref = `${g.chapter_number}.${g.verse_number}`;
      const raw = GITA_GITA_MISALIGNED.includes(ref) ? vsText.get(ref)! : g.text;
      const v = makeVerse('bhagavad-gita', 'gita-gita', String(g.chapter_number), String(g.verse_number), raw, 'devanagari');
      verses.push(v);
      byId.set(g.id, ref);
      if (ctx.includeUncleared && g.word_meanings) {
        apparatusFor(apparatus, ref).interpretations.push({ kind: 'word_meanings', language: 'en', author: null, text: g.word_meanings.trim(), machine_generated: false, licence: UNCLEARED, licence_note: NOTE_TRANSLATOR_COPYRIGHT, source: 'gita-gita' });
      }
    }
    let translations = 0;
    if (ctx.includeUncleared) {
      for (const t of JSON.parse(files.get('translation.json')!) as GTranslation[]) {
        const ref = byId.get(t.verse_id);
        if (!ref) continue;
        apparatusFor(apparatus, ref).translations.push({
          language: t.lang === 'hindi' ? 'hi' : 'en', author: t.authorName,
          text: t.description.replace(/^\s*[।|]*\s*\d+\.\d+\s*[।|]*\s*/, '').trim(),
          licence: UNCLEARED, licence_note: NOTE_TRANSLATOR_COPYRIGHT, source: 'gita-gita',
        });
        translations++;
      }
    }
    return [{
      work: WORKS['bhagavad-gita']!,
      edition: {
        slug: 'gita-gita', work_slug: 'bhagavad-gita', title: 'Bhagavad Gita (bhagavadgita.io data)', source: 'gita-gita',
        source_url: 'https://github.com/gita/gita', source_commit: 'c6fce39595445768876ddbb8d1268a9c935e1d2b',
        licence: 'Unlicense (data); translations: uncleared (see each translation\'s licence_note)', licence_class: 'open', rank: 90,
        notes: [`Devanagari of ${GITA_GITA_MISALIGNED.join(', ')} misaligned upstream: replaced by vedicscriptures text`,
          ctx.includeUncleared ? `${translations} translations (licence uncleared) included` : 'translations left out (--exclude-uncleared)'],
      },
      verses, apparatus,
    }];
  },
};
