/**
 * ambuda-org/gretil @ 96e96220: GRETIL TEI files, CC BY-NC-SA 4.0 (non-commercial). Rank 40. The build only
 * runs this adapter with includeNoncommercial. Verses are `<lg>`/`<l>` groups closed by a reference marker
 * (`// BhP_01.01.004 //`, `|| YS_1.1 ||`) or carrying `xml:id="SvetUp_1.1"`; the numbers after `_` give
 * chapter levels and verse. IAST text; GRETIL pāda marks `$ % &` and `/` daṇḍas are normalised.
 */
import type { EditionData, Verse, Work } from '../../../corpus/model.js';
import { bundleMap } from '../source-bundle.js';
import { makeVerse, num, work, type Adapter, type AdapterContext } from '../adapter.js';
import { SAHITYA_WORKS, WORKS } from '../works.js';

const SOURCE = 'ambuda-gretil-tei';

/** file → work; only files whose references parse cleanly are listed. */
export const GRETIL_FILES: Record<string, Work> = {
  'sa_pataJjali-yogasUtra.xml': WORKS['yoga-sutra']!,
  'sa_zvetAzvataropaniSad.xml': WORKS['shvetashvatara-upanishad']!,
  'sa_brahmabindUpaniSad.xml': WORKS['brahmabindu-upanishad']!,
  'sa_nAdabindUpaniSad.xml': WORKS['nadabindu-upanishad']!,
  'sa_bhAgavatapurANa.xml': WORKS['bhagavata-purana']!,
  'sa_viSNupurANa.xml': work({ slug: 'vishnu-purana', title_iast: 'Viṣṇu Purāṇa', title_devanagari: 'विष्णुपुराण', category: 'purana', chapter_scheme: ['amsha', 'adhyaya', 'verse'], authority_tier: 'itihasa-purana', aliases: ['vishnupurana'] }),
  'sa_manusmRti.xml': work({ slug: 'manusmriti', title_iast: 'Manusmṛti', title_devanagari: 'मनुस्मृति', category: 'shastra', author: 'Manu', chapter_scheme: ['adhyaya', 'verse'], authority_tier: 'smriti', aliases: ['manu', 'manava dharmashastra'] }),
  'sa_kAlidAsa-raghuvaMza.xml': SAHITYA_WORKS['raghuvansham']!,
  'sa_kAlidAsa-meghadUta.xml': SAHITYA_WORKS['meghadutam']!,
  'sa_zaMkara-saundaryalaharI.xml': work({ slug: 'saundaryalahari', title_iast: 'Saundaryalaharī', title_devanagari: 'सौन्दर्यलहरी', category: 'stotra', author: 'Śaṅkara', chapter_scheme: ['verse'], authority_tier: 'kavya', aliases: ['saundarya lahari'] }),
  'sa_aSTAvakragItA.xml': work({ slug: 'ashtavakra-gita', title_iast: 'Aṣṭāvakragītā', title_devanagari: 'अष्टावक्रगीता', category: 'gita', chapter_scheme: ['chapter', 'verse'], authority_tier: 'shastra', aliases: ['ashtavakra gita'] }),
  'sa_devIgItA.xml': work({ slug: 'devi-gita', title_iast: 'Devīgītā', title_devanagari: 'देवीगीता', category: 'gita', chapter_scheme: ['chapter', 'verse'], authority_tier: 'itihasa-purana', aliases: ['devi gita'] }),
  'sa_jayadeva-gItagovinda.xml': work({ slug: 'gitagovinda', title_iast: 'Gītagovinda', title_devanagari: 'गीतगोविन्द', category: 'kavya', author: 'Jayadeva', chapter_scheme: ['sarga', 'verse'], authority_tier: 'kavya', aliases: ['gita govinda'] }),
  'sa_yAmuna-stotraratna.xml': work({ slug: 'stotraratna', title_iast: 'Stotraratna', title_devanagari: 'स्तोत्ररत्न', category: 'stotra', author: 'Yāmuna', chapter_scheme: ['verse'], authority_tier: 'kavya', aliases: [] }),
  'sa_harivaMza.xml': work({ slug: 'harivamsha', title_iast: 'Harivaṃśa', title_devanagari: 'हरिवंश', category: 'itihasa', chapter_scheme: ['parvan', 'adhyaya', 'verse'], authority_tier: 'itihasa-purana', aliases: ['harivamsa'] }),
};

const MARK = /(?:\/\/|\|\|)\s*([A-Za-z][A-Za-z]*)_([\d.]+)\*?\s*(?:\/\/|\|\|)/;

function decode(s: string): string {
  return s.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'");
}

/** Parses a GRETIL TEI text into (numbers, iast text) verses. */
export function parseGretil(xml: string, depth: number): Array<{ nums: string[]; text: string }> {
  const body = xml.slice(Math.max(0, xml.indexOf('<body')));
  const out: Array<{ nums: string[]; text: string }> = [];
  const seen = new Set<string>();
  let buf: string[] = [];
  let lgId: string | null = null;
  const emit = (nums: string[]) => {
    const key = nums.join('.');
    if (buf.length && nums.length === depth && !seen.has(key)) {
      seen.add(key);
      out.push({ nums, text: buf.join('\n') });
    }
    buf = [];
  };
  for (const m of body.matchAll(/<lg([^>]*)>|<\/lg>|<l(?:\s[^>]*)?>([\s\S]*?)<\/l>/g)) {
    if (m[0].startsWith('<lg')) {
      buf = [];
      lgId = /xml:id="[^"_]*_([\d.]+)"/.exec(m[1] ?? '')?.[1] ?? null;
    } else if (m[0] === '</lg>') {
      if (buf.length && lgId) emit(lgId.split('.').map(num));
      buf = [];
      lgId = null;
    } else {
      let line = decode(m[2] ?? '');
      const mk = MARK.exec(line);
      if (mk) line = line.slice(0, mk.index);
      line = line.replace(/[$%&]/g, ' ').replace(/\s*\/\/\s*/g, ' || ').replace(/\s*\/\s*/g, ' | ').replace(/\s+/g, ' ').trim();
      if (line) buf.push(line);
      if (mk) emit(mk[2]!.split('.').filter((x) => x).map(num));
    }
  }
  return out;
}

export const gretilAdapter: Adapter = {
  source: SOURCE,
  run(ctx: AdapterContext): EditionData[] {
    const files = bundleMap(ctx.dataDir, SOURCE);
    const out: EditionData[] = [];
    for (const [file, w] of Object.entries(GRETIL_FILES)) {
      const xml = files.get(file);
      if (!xml) continue;
      const verses: Verse[] = parseGretil(xml, w.chapter_scheme.length).map(({ nums, text }) => {
        const chapter = nums.length > 1 ? nums.slice(0, -1).join('.') : null;
        return makeVerse(w.slug, 'gretil', chapter, nums[nums.length - 1]!, text, 'iast');
      });
      if (verses.length === 0) {
        ctx.log(`gretil: ${file}: no verses parsed, skipped`);
        continue;
      }
      out.push({
        work: w,
        edition: {
          slug: 'gretil', work_slug: w.slug, title: `${w.title_iast} (GRETIL TEI)`, source: SOURCE, source_url: 'https://github.com/ambuda-org/gretil',
          source_commit: '96e96220c686c9083d1646f85d5289cf0ab9e9ff', licence: 'CC BY-NC-SA 4.0', licence_class: 'noncommercial', rank: 40, notes: [`file ${file}`],
        },
        verses, apparatus: new Map(),
      });
    }
    return out;
  },
};
