/**
 * Counts, over every verse of a built corpus (build/corpus/verses.msgpack), the words that are a knowledge-graph
 * key: a word counts once for each distinct key among its SLP1 form and candidate stems (arjunasya → arjuna;
 * gaMgA → gaNgA after the anusvāra fold of src/ner/normalize-slp1.ts). Returns null when the corpus is not built.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Packr } from 'msgpackr';
import type { Verse } from '../../corpus/model.js';
import { normalizeSlp1Word } from '../../ner/normalize-slp1.js';
import { candidateStems } from '../../ner/stem-slp1.js';

/** Works of the Mahābhārata, the text Mahānāma annotates (the Gītā and the Viṣṇu Sahasranāma are passages of it). */
export const MAHABHARATA_WORKS: ReadonlySet<string> = new Set(['mahabharata', 'mahabharata-ce', 'bhagavad-gita', 'vishnu-sahasranama']);

/** `counts`: over every verse; `inMahabharata`: over the verses of MAHABHARATA_WORKS. */
export function countCorpusKeys(corpusDir: string, keys: ReadonlySet<string>): { counts: Map<string, number>; inMahabharata: Map<string, number>; verses: number } | null {
  const path = join(corpusDir, 'verses.msgpack');
  if (!existsSync(path)) return null;
  const packr = new Packr({ moreTypes: true });
  const file = packr.unpack(readFileSync(path)) as { chunks: Uint8Array[] };
  const counts = new Map<string, number>();
  const inMahabharata = new Map<string, number>();
  // Many words repeat: their matching keys are memoised.
  const memo = new Map<string, string[]>();
  let verses = 0;
  for (const chunk of file.chunks) {
    for (const v of packr.unpack(chunk) as Verse[]) {
      verses++;
      const mahabharata = MAHABHARATA_WORKS.has(v.work_slug) ? inMahabharata : null;
      for (const raw of v.content_slp1.split(/[^A-Za-z']+/)) {
        if (!raw) continue;
        let hit = memo.get(raw);
        if (!hit) {
          const w = normalizeSlp1Word(raw);
          hit = w ? [...new Set(candidateStems(w).filter((s) => keys.has(s)))] : [];
          if (memo.size < 500_000) memo.set(raw, hit);
        }
        for (const k of hit) {
          counts.set(k, (counts.get(k) ?? 0) + 1);
          mahabharata?.set(k, (mahabharata.get(k) ?? 0) + 1);
        }
      }
    }
  }
  return { counts, inMahabharata, verses };
}
