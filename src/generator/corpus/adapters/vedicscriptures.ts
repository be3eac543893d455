/**
 * vedicscriptures/bhagavad-gita-data @ dbc3e1f0 (GPL-3.0). Rank 100: the default Gītā edition.
 * Defects handled: the 18 chapter colophon files (one past each chapter's last verse) are dropped and counted;
 * the `prabhu` key (BBT copyright) is removed when packing and again here; verse counts are checked against
 * chapter/*.json verses_count. Modern EN/HI translations and commentaries: licence 'uncleared' with a licence_note,
 * left out with --exclude-uncleared; the ācārya
 * Sanskrit commentaries (`sc`) are public domain texts.
 */
import type { Apparatus, EditionData, Verse } from '../../../corpus/model.js';
import { bundleMap } from '../source-bundle.js';
import { apparatusFor, makeVerse, noteVariants, NOTE_TRANSLATOR_COPYRIGHT, type Adapter, type AdapterContext } from '../adapter.js';
import { UNCLEARED } from '../../../corpus/model.js';
import { WORKS } from '../works.js';

/** A variant reading the file writes inside a verse: "(or लोव्यनु)". */
const VARIANT_NOTE = /\s*\(or ([^()]*)\)/g;

export const VEDICSCRIPTURES_SOURCE = 'vedicscriptures-bhagavad-gita-data';
const LICENCE = 'GPL-3.0 (repository); Sanskrit texts public domain';
const EXCLUDED_KEYS = new Set(['prabhu']);

/**
 * The `et`/`ht` of an ācārya's key is a modern translation of that ācārya's Sanskrit commentary, credited to its
 * translator (upstream names only the ācārya): Śaṅkara — English Swami Gambhirananda (Advaita Ashrama), Hindi
 * Harikrishnadas Goenka (Gita Press); Rāmānuja — Swami Adidevananda (Sri Ramakrishna Math); Abhinavagupta —
 * Dr. S. Sankaranarayan. Stored as commentaries (they translate the commentary, not the verse).
 */
export const COMMENTARY_TRANSLATORS: Record<string, { acarya: string; et?: string; ht?: string }> = {
  sankar: { acarya: 'Śaṅkara', et: 'Swami Gambhirananda', ht: 'Harikrishnadas Goenka' },
  raman: { acarya: 'Rāmānuja', et: 'Swami Adidevananda' },
  abhinav: { acarya: 'Abhinavagupta', et: 'Dr. S. Sankaranarayan' },
};

export function commentaryTranslator(key: string, field: 'et' | 'ht'): string | null {
  const t = COMMENTARY_TRANSLATORS[key];
  const who = t?.[field];
  return t && who ? `${who} (translation of ${t.acarya}'s commentary)` : null;
}

export interface GitaSlok {
  chapter: number;
  verse: number;
  slok: string;
  transliteration: string;
  [author: string]: unknown;
}

export function readVedicscriptures(dataDir: string): { sloks: GitaSlok[]; versesCount: Map<number, number> } {
  const files = bundleMap(dataDir, VEDICSCRIPTURES_SOURCE);
  const versesCount = new Map<number, number>();
  const sloks: GitaSlok[] = [];
  for (const [path, text] of files) {
    if (path.startsWith('chapter/')) {
      const c = JSON.parse(text) as { chapter_number: number; verses_count: number };
      versesCount.set(c.chapter_number, c.verses_count);
    } else if (path.startsWith('slok/')) {
      sloks.push(JSON.parse(text) as GitaSlok);
    }
  }
  sloks.sort((a, b) => a.chapter - b.chapter || a.verse - b.verse);
  return { sloks, versesCount };
}

export function isColophon(s: GitaSlok, versesCount: Map<number, number>): boolean {
  // Not by text: 17.23 itself begins "ॐ तत्सदिति".
  return s.verse > (versesCount.get(s.chapter) ?? Infinity);
}

export const vedicscripturesAdapter: Adapter = {
  source: VEDICSCRIPTURES_SOURCE,
  run(ctx: AdapterContext): EditionData[] {
    const { sloks, versesCount } = readVedicscriptures(ctx.dataDir);
    const verses: Verse[] = [];
    const apparatus = new Map<string, Apparatus>();
    let colophons = 0;
    for (const s of sloks) {
      if (isColophon(s, versesCount)) {
        colophons++;
        continue;
      }
      // the file notes a few variant readings in the verse itself ("तुमुलोऽभ्यनुनादयन् (or लोव्यनु)"): to the apparatus
      const variants: string[] = [];
      const slok = s.slok.replace(VARIANT_NOTE, (_m, r: string) => (variants.push(r.trim()), ''));
      const v = makeVerse('bhagavad-gita', 'vedicscriptures', String(s.chapter), String(s.verse), slok, 'devanagari');
      verses.push(v);
      noteVariants(apparatus, v.reference, variants, VEDICSCRIPTURES_SOURCE);
      const app = apparatusFor(apparatus, v.reference);
      for (const [key, val] of Object.entries(s)) {
        if (EXCLUDED_KEYS.has(key) || typeof val !== 'object' || val === null) continue;
        const a = val as { author?: string; et?: string; ec?: string; ht?: string; hc?: string; sc?: string };
        const author = a.author ?? key;
        const src = `${VEDICSCRIPTURES_SOURCE}#${key}`;
        if (a.sc && !/did not comment/.test(a.sc)) app.commentaries.push({ author, language: 'sa', text: stripRef(a.sc), licence: 'public domain (classical text)', source: src });
        if (!ctx.includeUncleared) continue;
        const lic = { licence: UNCLEARED, licence_note: NOTE_TRANSLATOR_COPYRIGHT, source: src };
        const etBy = commentaryTranslator(key, 'et');
        const htBy = commentaryTranslator(key, 'ht');
        if (a.et) {
          if (etBy) app.commentaries.push({ author: etBy, language: 'en', text: stripRef(a.et), ...lic });
          else app.translations.push({ language: 'en', author, text: stripRef(a.et), ...lic });
        }
        if (a.ht) {
          if (htBy) app.commentaries.push({ author: htBy, language: 'hi', text: stripRef(a.ht), ...lic });
          else app.translations.push({ language: 'hi', author, text: stripRef(a.ht), ...lic });
        }
        if (a.ec) app.commentaries.push({ author, language: 'en', text: stripRef(a.ec), ...lic });
        if (a.hc) app.commentaries.push({ author, language: 'hi', text: stripRef(a.hc), ...lic });
      }
    }
    const notes = [`dropped ${colophons} chapter colophon files numbered past the chapter's last verse`, 'excluded key "prabhu" (BBT copyright)'];
    for (const [c, n] of versesCount) {
      const got = verses.filter((v) => v.chapter === String(c)).length;
      if (got !== n) notes.push(`chapter ${c}: ${got} verses, chapter file says ${n}`);
    }
    return [{
      work: WORKS['bhagavad-gita']!,
      edition: {
        slug: 'vedicscriptures', work_slug: 'bhagavad-gita', title: 'Bhagavad Gita (vedicscriptures)', source: VEDICSCRIPTURES_SOURCE,
        source_url: 'https://github.com/vedicscriptures/bhagavad-gita-data', source_commit: 'dbc3e1f0d3c03f1c0323d0c2cbc5fc53010022d9',
        licence: LICENCE, licence_class: 'open', rank: 100, notes,
      },
      verses, apparatus,
    }];
  },
};

/** Removes a leading "2.47" / "।।2.47।।" reference from commentary text. */
export function stripRef(s: string): string {
  return s.replace(/^\s*(?:[।|]{0,2}\s*\d+\.\d+\.?\s*[।|]{0,2})\s*/, '').replace(/\u00a0/g, ' ').trim();
}
