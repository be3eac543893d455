/**
 * Checks the verse-by-verse attachment of the anchored translations (src/generator/corpus/anchored-translation.ts:
 * Müller's Upaniṣads, Griffith's Atharvaveda and White Yajurveda, Bühler's Manu, Woods's and Vivekananda's Yoga Sūtra, Ganguli's Viṣṇu Sahasranāma) against the Sanskrit they are attached to: the proper names of each English text (capitalised words with a diacritic
 * or of 5+ letters, folded to plain letters, ṣ and sh alike) looked up in the folded IAST of the verses it covers,
 * and in those of the verses just before and after. An attachment shifted by one shows as a neighbour holding
 * more of its names; an unshifted one holds at least as many as either neighbour (Müller also names in parentheses
 * whom a mantra speaks of, so a few right attachments fall short). Second, the letters of each English text over those
 * of its Sanskrit: a paragraph given to the wrong mantra shows as a pair of neighbours, one over twice the median
 * ratio and the next under half of it.
 *   node --import=tsx bench/corpus-sources/translation-alignment.ts [data/corpus]
 */
import { OPEN_ADAPTERS } from '../../src/generator/corpus/adapters/index.js';
import { BUHLER_FILES } from '../../src/generator/corpus/adapters/buhler-manu.js';
import { GRIFFITH_FILES } from '../../src/generator/corpus/adapters/griffith-vedas.js';
import { SAHASRANAMA_FILES } from '../../src/generator/corpus/adapters/ganguli-sahasranama.js';
import { MULLER_FILES } from '../../src/generator/corpus/adapters/muller-upanishads.js';
import { VIVEKANANDA_FILES } from '../../src/generator/corpus/adapters/vivekananda-yoga-sutra.js';
import { WOODS_FILES } from '../../src/generator/corpus/adapters/woods-yoga-sutra.js';
import { planTranslations, translationFiles } from '../../src/generator/corpus/anchored-translation.js';

const dataDir = process.argv[2] ?? 'data/corpus';
const ctx = { dataDir, includeUncleared: false, includeNoncommercial: false, log: () => {} };
const best = new Map<string, { rank: number; refs: string[]; iast: Map<string, string> }>();
const RULES = [...MULLER_FILES, ...GRIFFITH_FILES, ...BUHLER_FILES, ...WOODS_FILES, ...VIVEKANANDA_FILES, ...SAHASRANAMA_FILES];
const works = new Set(RULES.map((r) => r.work));
for (const a of OPEN_ADAPTERS) {
  if (!/upanishad|wikisource|isha|dcs|DharmicData|sarit|sahasranama/.test(a.source)) continue;
  for (const e of a.run(ctx)) {
    if (!works.has(e.work.slug)) continue;
    const prev = best.get(e.work.slug);
    if (prev && prev.rank >= e.edition.rank) continue;
    best.set(e.work.slug, { rank: e.edition.rank, refs: e.verses.map((v) => v.reference), iast: new Map(e.verses.map((v) => [v.reference, v.content_iast])) });
  }
}
const fold = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/sh/g, 's').replace(/[^a-z]/g, '');
const names = (en: string): string[] => [...new Set((en.match(/\b[A-ZĀĪŪṚŚṢṆ][\p{L}]+/gu) ?? [])
  .filter((w) => /[^\x00-\x7f]/.test(w) || w.length >= 5).map((w) => fold(w).slice(0, 5)).filter((w) => w.length >= 4))];
const files = translationFiles(dataDir, RULES);
const refs = new Map([...best].map(([k, e]) => [k, e.refs]));
const plans = RULES.map((rule) => ({ rule, ...planTranslations([rule], files, refs) }));
const letters = (x: string): number => x.replace(/[^\p{L}]/gu, '').length;
const ratioOf = (a: { work: string; covers: string[]; text: string }): number => letters(a.text) / Math.max(1, letters(a.covers.map((x) => best.get(a.work)!.iast.get(x) ?? '').join(' ')));
const median = plans.flatMap((p) => p.attachments.map(ratioOf)).sort((p, q) => p - q)[plans.reduce((n, p) => n + p.attachments.length, 0) >> 1]!;
console.log(`English letters per Sanskrit letter: median ${median.toFixed(2)}`);
for (const { rule, attachments, reports } of plans) {
  const r = reports[0];
  if (!r) continue;
  const ed = best.get(r.work)!;
  const sanskrit = (refs: string[]): string => fold(refs.map((x) => ed.iast.get(x) ?? '').join(' '));
  let withNames = 0, attachedBest = 0;
  const worse: string[] = [];
  for (const a of attachments) {
    const ns = names(a.text.replace(/^\[[^\]]*\] /, ''));
    if (ns.length === 0) continue;
    withNames++;
    const hits = (refs: string[]): number => { const s = sanskrit(refs); return ns.filter((n) => s.includes(n)).length; };
    const i = ed.refs.indexOf(a.ref);
    const j = ed.refs.indexOf(a.covers[a.covers.length - 1]!);
    const own = hits(a.covers);
    const before = i > 0 ? hits([ed.refs[i - 1]!]) : 0;
    const after = j + 1 < ed.refs.length ? hits([ed.refs[j + 1]!]) : 0;
    if (own >= before && own >= after) attachedBest++;
    else worse.push(`${a.ref} (${own} vs ${Math.max(before, after)} of ${ns.length})`);
  }
  const ratios = attachments.map(ratioOf);
  const slips: string[] = [];
  attachments.forEach((a, k) => {
    const b = attachments[k + 1];
    if (!b) return;
    const [x, y] = [ratios[k]!, ratios[k + 1]!];
    if ((x > 2 * median && y < median / 2) || (x < median / 2 && y > 2 * median)) slips.push(`${a.ref}/${b.ref} (${x.toFixed(2)}, ${y.toFixed(2)})`);
  });
  console.log(`${r.work} (${rule.author}): ${r.covered} of ${r.verses} verses covered by ${r.attached} attachments; of the ${withNames} with names, ${attachedBest} hold at least as many of them as either neighbour${worse.length ? `; fewer: ${worse.join(', ')}` : ''}${r.notInEdition.length ? `; not in the edition: ${r.notInEdition.join(' ')}` : ''}; length pairs off the median: ${slips.length ? slips.join(', ') : 'none'}`);
}
