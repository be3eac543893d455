/**
 * What a reader of the built corpus would trip over, counted per edition: verses with no letters (a bare daṇḍa
 * left by a source's marker), verses whose Devanagari holds Latin letters (conversion residue; the Kumbhakonam's
 * `xxxx` lacunae are the edition's own and counted apart), the characters of `content_iast` outside IAST letters,
 * daṇḍas and the apostrophe of avagraha (punctuation the sources print, such as hyphens, parentheses and `!`, is
 * listed too), and consecutive verses with the same text. Reads a built corpus (`generate --only corpus`).
 *   node --import=tsx bench/corpus-sources/text-hygiene.ts [build/corpus] [--chars 6]
 */
import { loadCorpusStore } from '../../src/server/corpus-store.js';
import { arg } from '../lib/args.js';

const dir = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'build/corpus';
const nChars = Number(arg('chars', '6'));
const engine = loadCorpusStore(dir);
const IAST = new Set([...'abcdefghijklmnopqrstuvwxyzāīūṛṝḷḹṅñṭḍṇśṣṃḥ \n|\''.normalize('NFC')]);
/** Marks that belong to IAST words: candrabindu (m̐) and the Vedic ḻ (l̤). */
const IAST_MARKS = new Set(['\u0310', '\u0324']);

interface Row { verses: number; empty: number; latin: number; lacunae: number; repeated: number; chars: Map<string, number> }
const rows = new Map<string, Row>();
let prev: { edition: string; text: string } | null = null;
const { verses } = engine;
for (let i = 0; i < verses.count; i++) {
  const v = verses.get(i);
  const edition = `${v.work_slug}:${v.id.split(':')[1]}`;
  let r = rows.get(edition);
  if (!r) rows.set(edition, (r = { verses: 0, empty: 0, latin: 0, lacunae: 0, repeated: 0, chars: new Map() }));
  r.verses++;
  const letters = v.content_slp1.replace(/[.|'\s]/g, '');
  if (letters.length === 0) r.empty++;
  const latin = v.content_devanagari.replace(/x{2,}/g, '');
  if (/[A-Za-z]/.test(latin)) r.latin++;
  else if (/x{2,}/.test(v.content_devanagari)) r.lacunae++;
  if (prev && prev.edition === edition && prev.text === letters && letters.length > 20) r.repeated++;
  prev = { edition, text: letters };
  for (const ch of v.content_iast) if (!IAST.has(ch) && !IAST_MARKS.has(ch)) r.chars.set(ch, (r.chars.get(ch) ?? 0) + 1);
}

const total = { verses: 0, empty: 0, latin: 0, lacunae: 0, repeated: 0, other: 0 };
console.log('edition\tverses\tempty\tlatin in devanagari\tlacunae\trepeated\tother characters in content_iast');
for (const [edition, r] of [...rows].sort()) {
  const other = [...r.chars].sort((a, b) => b[1] - a[1]);
  const n = other.reduce((s, [, k]) => s + k, 0);
  total.verses += r.verses; total.empty += r.empty; total.latin += r.latin; total.lacunae += r.lacunae; total.repeated += r.repeated; total.other += n;
  if (!r.empty && !r.latin && !r.lacunae && !r.repeated && !n) continue;
  const list = other.slice(0, nChars).map(([c, k]) => `${JSON.stringify(c)} U+${c.codePointAt(0)!.toString(16).padStart(4, '0')} ×${k}`).join(', ');
  console.log(`${edition}\t${r.verses}\t${r.empty}\t${r.latin}\t${r.lacunae}\t${r.repeated}\t${list}`);
}
console.log(`\nall ${rows.size} editions: ${total.verses} verses, ${total.empty} without letters, ${total.latin} with Latin letters in the Devanagari (besides ${total.lacunae} with the Kumbhakonam's lacunae), ${total.repeated} repeating the verse before, ${total.other} other characters in content_iast`);
