/**
 * Regenerates src/server/routes/corpus-examples.json from the default build (real output, long texts and
 * arrays shortened): `node --import=tsx bench/search/examples.ts [--build build] [--write]` (without --write,
 * prints it).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCorpusStore } from '../../src/server/corpus-store.js';
import { arg } from '../lib/args.js';

const build = arg('build', 'build');
const write = process.argv.includes('--write');
const e = loadCorpusStore(join(build, 'corpus'));
const cut = (s: string, n: number) => (s.length > n ? s.slice(0, n) + '…' : s);

function shortenCitation(r: unknown): unknown {
  if (!r || typeof r !== 'object' || 'kind' in r) throw new Error('citation failed: ' + JSON.stringify(r));
  const c = r as { translations: Array<{ text: string; variants?: Array<{ text: string }> }>; commentaries: Array<{ text: string }>; interpretations: Array<{ text: string }> };
  const withVariant = c.translations.filter((t) => t.variants).slice(0, 1);
  c.translations = [...c.translations.filter((t) => !t.variants).slice(0, 2), ...withVariant].map((t) => ({ ...t, text: cut(t.text, 200), ...(t.variants ? { variants: t.variants.slice(0, 1).map((v) => ({ ...v, text: cut(v.text, 200) })) } : {}) }));
  c.commentaries = c.commentaries.slice(0, 1).map((x) => ({ ...x, text: cut(x.text, 200) }));
  c.interpretations = c.interpretations.slice(0, 1).map((x) => ({ ...x, text: cut(x.text, 200) }));
  return c;
}

const toc = e.toc('bhagavad-gita');
if ('kind' in toc) throw new Error(toc.message);
const works = e.listWorks();
const editions = e.listEditions('bhagavad-gita')!;
const out = {
  cite: shortenCitation(e.cite('bhagavad-gita', '2', '47')),
  citeFlat: shortenCitation(e.cite('meghaduta', null, '1')),
  citeRef: shortenCitation(e.citeText('BG 2.47')),
  works: { works: works.filter((w) => w.slug === 'bhagavad-gita' || w.slug === 'meghaduta') },
  editions: { work: editions.work.title_iast, work_slug: editions.work.slug, editions: editions.editions },
  toc: { work: toc.work.title_iast, work_slug: toc.work.slug, edition: toc.edition, chapter_scheme: toc.work.chapter_scheme, chapters: toc.chapters.slice(0, 3) },
  search: e.search({ q: 'karmanye vadhikaraste', limit: 2 }),
};
const text = JSON.stringify(out, null, 2) + '\n';
if (write) writeFileSync(new URL('../../src/server/routes/corpus-examples.json', import.meta.url), text);
else process.stdout.write(text);
