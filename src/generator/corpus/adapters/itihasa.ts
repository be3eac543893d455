/**
 * rahular/itihasa @ 37df077a: M. N. Dutt's English (1890s, public domain) paired with Sanskrit lines, shuffled
 * and without references. Aligned here to Rāmāyaṇa / Mahābhārata verses by the loose key of the first
 * half-verse (script/loose-key.ts); unmatched pairs (Dutt translated the vulgate, not the critical edition)
 * are counted and left out.
 */
import type { CorpusData } from '../../../corpus/model.js';
import { emptyApparatus } from '../../../corpus/model.js';
import { looseKey } from '../../../corpus/script/loose-key.js';
import { toSlp1 } from '../../../corpus/script/to-slp1.js';
import { bundleMap } from '../source-bundle.js';

function firstHalfKey(slp1: string): string {
  const half = slp1.split(/\.+|\n/).map((s) => s.trim()).find((s) => s.length > 0) ?? '';
  return looseKey(half).replace(/ /g, '');
}

export function alignItihasa(dataDir: string, corpus: CorpusData): string {
  const files = bundleMap(dataDir, 'itihasa');
  const byKey = new Map<string, { work: string; ref: string }>();
  for (const v of corpus.verses) {
    if (v.work_slug !== 'ramayana' && v.work_slug !== 'mahabharata' && v.work_slug !== 'mahabharata-ce') continue;
    const k = firstHalfKey(v.content_slp1);
    if (k.length >= 12 && !byKey.has(k)) byKey.set(k, { work: v.work_slug, ref: v.reference });
  }
  let pairs = 0;
  let matched = 0;
  for (const split of ['dev', 'test']) {
    const sn = (files.get(`${split}.sn`) ?? '').split('\n');
    const en = (files.get(`${split}.en`) ?? '').split('\n');
    for (let i = 0; i < sn.length; i++) {
      if (!sn[i]!.trim() || !en[i]?.trim()) continue;
      pairs++;
      const hit = byKey.get(firstHalfKey(toSlp1(sn[i]!.split(/[।॥]/)[0]!, 'devanagari')));
      if (!hit) continue;
      matched++;
      const a = (corpus.apparatus[`${hit.work}|${hit.ref}`] ??= emptyApparatus());
      a.translations.push({ language: 'en', author: 'M. N. Dutt (1890s)', text: en[i]!.trim(), licence: 'public domain', source: 'itihasa' });
      const ed = corpus.editions.find((e) => e.work_slug === hit.work);
      if (ed) ed.counts.translations++;
    }
  }
  return `itihasa: ${matched} of ${pairs} M. N. Dutt pairs aligned to verses by first half-verse`;
}
