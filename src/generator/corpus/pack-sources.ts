/**
 * Developer tool (not part of the build): copies the source files the corpus build needs from a checkout of
 * the shared corpus sources into data/corpus/<source>.jsonl.gz. Run once when sources change:
 *   node --import=tsx src/generator/corpus/pack-sources.ts <corpus-sources-dir> [data/corpus]
 * Derived content: the vedicscriptures `prabhu` key (BBT copyright) is removed here, so it never enters git.
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out.sort();
}

interface PackRule {
  source: string;
  include: (rel: string) => boolean;
  transform?: (rel: string, text: string) => string;
}

/** Re-serialises JSON without whitespace; an unparsable upstream file is kept as is (the adapter flags it). */
function minifyJson(p: string, text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    console.warn(`warning: ${p} is not valid JSON; kept verbatim`);
    return text;
  }
}

const KAVYA_SKIP = new Set(['ashtadhyayi', 'chhanda', 'dhatu', 'kadambarisangraha']);

export const PACK_RULES: PackRule[] = [
  { source: 'gita-gita', include: (p) => /^(verse|translation|chapters|authors|languages)\.json$|^LICENSE/.test(p) },
  {
    source: 'vedicscriptures-bhagavad-gita-data',
    include: (p) => /^(slok|chapter)\/.*\.json$|^LICENSE$/.test(p),
    transform: (p, text) => {
      if (!p.startsWith('slok/')) return text;
      const obj = JSON.parse(text) as Record<string, unknown>;
      delete obj['prabhu'];
      return JSON.stringify(obj);
    },
  },
  { source: 'rvlinks', include: (p) => p.endsWith('.jsonl') || p === 'README.md' },
  { source: 'itihasa', include: (p) => /\.(sn|en)$/.test(p) || p === 'README.md' },
  {
    source: 'DharmicData',
    include: (p) => /\.json$/.test(p) && !p.includes('MBh18UR') && !p.includes('/speakers/') || p === 'LICENSE.txt',
    transform: (p, text) => (p.endsWith('.json') ? minifyJson(p, text) : text),
  },
  {
    source: 'sanskritsahitya-com-data',
    include: (p) => /^([a-z]+)\/\1\.json$/.test(p) && !KAVYA_SKIP.has(p.split('/')[0]!),
    transform: minifyJson,
  },
  // The Raghuvaṃśa of the same site's data, from adarshtadwai/SahityaData (not among the staged corpus sources),
  // with README.md.
  { source: 'sahityadata-raghuvamsha', include: (p) => p === 'raghuvansham/raghuvansham.json' || p === 'README.md', transform: (p, text) => (p.endsWith('.json') ? minifyJson(p, text) : text) },
  { source: 'ambuda-gretil-tei', include: (p) => p.endsWith('.xml') || p === 'README.md' },
  // Gap-filling batch (2026-11-25): the derived JSONL of each folder, not the raw TEI/TeX the adapters never read.
  {
    source: 'mbh-kumbhakonam-sarit',
    include: (p) => /^extracted_data\/.*\.json$/.test(p) || p === 'parvas_from_tex.jsonl' || p.startsWith('LICENSE'),
    transform: (p, text) => (p.endsWith('.json') ? minifyJson(p, text) : text),
  },
  { source: 'sarit', include: (p) => p === 'sarit_verses.jsonl' || p === 'patanjalayogasastra.xml' },
  { source: 'ramayana-wikisource', include: (p) => p === 'verses.jsonl' || p === 'ramayanam_map.json' },
  { source: 'puranas-wikisource-cltk', include: (p) => /^[a-z]+\.jsonl$/.test(p) || p.startsWith('LICENSE') },
  { source: 'vishnu-sahasranama-kumbhakonam', include: (p) => p.endsWith('.jsonl') },
  { source: 'isha-upanishad-vajasaneyi', include: (p) => p.endsWith('.jsonl') },
  { source: 'brahmasutra-bhashya-gitasupersite', include: (p) => p.endsWith('.jsonl') || p.startsWith('LICENSE') },
  { source: 'ganguli-mahabharata', include: (p) => p.endsWith('.md') || p.startsWith('LICENSE') },
  // Digital Corpus of Sanskrit (CC BY 4.0): only the sentence comment lines of the CoNLL-U chapter files (the
  // token rows are 20x the text and the adapter never reads them).
  {
    source: 'dcs-conllu-hellwig',
    include: (p) => p.endsWith('.conllu') || p === 'readme.md',
    transform: (p, text) => (p.endsWith('.conllu') ? text.split('\n').filter((l) => l.startsWith('#') || l === '').join('\n') : text),
  },
  // Sanskrit Wikisource's Mārkaṇḍeya Purāṇa (CC BY-SA 4.0) as crawled by vyasa-sa-wikisource/content-puranas: the
  // thirteen Devīmāhātmya chapter files (080–092) and the workspace's vyasac.toml, which states the licence.
  { source: 'vyasa-markandeya-devi-mahatmya', include: (p) => /^data\/processed\/markandeya-purana\/(content\/mula\/0(8\d|9[0-2])\.vy|vyasac\.toml)$/.test(p) },
  // Sanskrit Wikisource's Kena and Māṇḍūkya (CC BY-SA 4.0), derived: the Devanagari verse line of each per-verse file
  // of chettyv/Sandhya (no repository licence, so nothing else of those files), with path and commit.
  { source: 'sandhya-wikisource-upanishads', include: (p) => p === 'verses.jsonl' || p === 'README.md' },
  // Sanskrit Wikisource's Praśna and Chāndogya (CC BY-SA 4.0): the raw page records of yjzw6km8y5-hub/viveka's
  // data/raw/upanishads/*.json (data licence CC BY-SA 4.0), the Upaniṣad pages only (pages.jsonl), with README.md.
  { source: 'viveka-wikisource-upanishads', include: (p) => p === 'pages.jsonl' || p === 'README.md' },
  // The Lalitā Sahasranāma in IAST from Sanskrit Wikisource (CC BY-SA) with Pradyumna Revur's English glosses
  // (CC BY 4.0): revurpk/stotramala's tools/stotras/lalitha-sahasranamam.py, verbatim, with README.md.
  { source: 'stotramala-lalita', include: (p) => p === 'lalitha-sahasranamam.py' || p === 'README.md' },
  // F. Max Müller's Upaniṣads (SBE 1 and 15, public domain) in dnotes/ocean-library's Markdown, unchanged, with README.md.
  { source: 'ocean-library-muller-upanishads', include: (p) => p.endsWith('.md') },
  // Griffith's Atharvaveda and White Yajurveda (public domain) in dnotes/ocean-library's Markdown, unchanged.
  { source: 'ocean-library-griffith-vedas', include: (p) => p.endsWith('.md') },
  // Bühler's Laws of Manu (SBE 25, public domain) from vishvAsa/kalpAntaram's per-verse files: derived, only each
  // file's Bühler block (the other translations and commentaries in those files are not copied), with README.md.
  {
    source: 'kalpantaram-buhler-manu',
    include: (p) => p === 'README.md' || /^smRtiH\/manuH\/sarvASh_TIkAH\/[^/]+\/[^/]+\.md$/.test(p),
    transform: (p, text) => (p === 'README.md' ? text : /<details><summary>Bühler<\/summary>[\s\S]*?<\/details>/.exec(text)?.[0] ?? ''),
  },
  // Woods's Yoga Sūtra (HOS 17, 1914, public domain): the translation strings of occult-kranti/astrology-sim-ant's
  // data files, extracted as README.md says, with README.md.
  { source: 'astrology-sim-ant-woods-yoga-sutra', include: (p) => p === 'woods.jsonl' || p === 'README.md' },
  // Vivekananda's Yoga Sūtra (Raja Yoga, 1896, public domain): the one array of rajesh-krishnan/pys's pys.html, as README.md says.
  { source: 'pys-vivekananda-yoga-sutra', include: (p) => p === 'vivekananda.json' || p === 'README.md' },
  // Müller's Īśa (SBE 1, public domain): sacred-texts.com's page as held in oarcscience/ith.oarc.science, unchanged.
  { source: 'oarc-muller-isa', include: (p) => p === 'sbe01243.htm' || p === 'README.md' },
  // Woodroffe's three Devīmāhātmya hymns (Hymns to the Goddess, 1913, public domain): the stanzas of sacred-texts.com's
  // pages as held in oarcscience/ith.oarc.science, transcribed as README.md says, with README.md.
  { source: 'oarc-woodroffe-devi-hymns', include: (p) => p === 'woodroffe.json' || p === 'README.md' },
  { source: 'dcs-cltk-2016', include: (p) => /^corpora\/(Sāṃkhyakārikā|Brahmabindūpaniṣat|Nādabindūpaniṣat|Śira'upaniṣad)\.txt$/.test(p.normalize('NFC')) || p === 'README.md' },
];

/** Packs every rule's source, or only the named ones (`--only a,b`: repacking an unchanged source is a no-op). */
export function packSources(srcRoot: string, outDir: string, only: string[] | null = null): void {
  mkdirSync(outDir, { recursive: true });
  for (const rule of PACK_RULES.filter((r) => !only || only.includes(r.source))) {
    const base = join(srcRoot, rule.source);
    const lines: string[] = [];
    for (const abs of walk(base)) {
      const rel = relative(base, abs);
      if (!rule.include(rel)) continue;
      let text = readFileSync(abs, 'utf8');
      if (rule.transform) text = rule.transform(rel, text);
      lines.push(JSON.stringify({ path: rel, text }));
    }
    const gz = gzipSync(Buffer.from(lines.join('\n') + '\n'), { level: 9 });
    writeFileSync(join(outDir, `${rule.source}.jsonl.gz`), gz);
    console.log(`${rule.source}: ${lines.length} files, ${(gz.length / 1e6).toFixed(1)} MB`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--only');
  const only = i >= 0 ? args.splice(i, 2)[1]!.split(',') : null;
  const [src, out = 'data/corpus'] = args;
  if (!src) throw new Error('usage: pack-sources.ts <corpus-sources-dir> [out-dir] [--only source,source]');
  packSources(src, out, only);
}
