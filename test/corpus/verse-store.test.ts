/**
 * VerseStore's catalog lookups (packed references and one hash table over all verses) against the plain model
 * they replace: a Map of reference → verse per edition (the later verse winning a repeated reference), a Set of
 * chapters per edition, and a table of contents from a walk over the references.
 */
import test from 'ava';
import fc from 'fast-check';
import type { Edition, Verse } from '../../src/corpus/model.js';
import { VerseStore } from '../../src/corpus/verse-store.js';

const edition = (work_slug: string, slug: string) => ({ work_slug, slug }) as Edition;
const EDITIONS = [edition('gita', 'a'), edition('gita', 'b'), edition('rv', 'a'), edition('empty', 'x')];
const CHUNK = 4;

function store(verses: Array<{ e: number; ref: string }>): VerseStore {
  const chapterOf = (r: string) => (r.lastIndexOf('.') < 0 ? '' : r.slice(0, r.lastIndexOf('.')));
  const decode = (c: number) => verses.slice(c * CHUNK, (c + 1) * CHUNK).map((v) => ({ reference: v.ref, chapter: chapterOf(v.ref) }) as unknown as Verse);
  return new VerseStore(EDITIONS, { verseEdition: Uint16Array.from(verses.map((v) => v.e)), refs: verses.map((v) => v.ref).join('\n'), chunkSize: CHUNK }, decode);
}

/** What the per-edition maps answered. */
function model(verses: Array<{ e: number; ref: string }>, e: number) {
  const refs = new Map<string, number>();
  const chapters = new Set<string>();
  const toc: Array<{ chapter: string; verses: number; first_verse: string; last_verse: string }> = [];
  let first = -1;
  verses.forEach((v, i) => {
    if (v.e !== e) return;
    refs.set(v.ref, i);
    if (first < 0) first = i;
    const dot = v.ref.lastIndexOf('.');
    const ch = dot < 0 ? '' : v.ref.slice(0, dot);
    chapters.add(ch);
    const num = v.ref.slice(dot + 1);
    const c = toc.find((x) => x.chapter === ch);
    if (c) {
      c.verses++;
      c.last_verse = num;
    } else toc.push({ chapter: ch, verses: 1, first_verse: num, last_verse: num });
  });
  return { refs, chapters, toc, first };
}

const REF = fc.oneof(
  fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 3 }).map((xs) => xs.join('.')),
  fc.string({ unit: 'binary', maxLength: 6 }).filter((s) => !s.includes('\n')),
);

test('find, hasChapter, toc, firstChapter and referenceAt answer as the per-edition maps did, repeated references included', (t) => {
  fc.assert(fc.property(fc.array(fc.record({ e: fc.integer({ min: 0, max: 2 }), ref: REF }), { maxLength: 60 }), fc.array(REF, { maxLength: 20 }), (verses, probes) => {
    const s = store(verses);
    if (s.count !== verses.length) return false;
    if (!verses.every((v, i) => s.referenceAt(i) === v.ref && s.citationKey(i) === `${v.e}|${v.ref}`)) return false;
    for (let e = 0; e < EDITIONS.length; e++) {
      const { work_slug: w, slug } = EDITIONS[e]!;
      const m = model(verses, e);
      for (const r of [...m.refs.keys(), ...probes, ...verses.map((v) => v.ref)]) if (s.find(w, slug, r) !== (m.refs.get(r) ?? -1)) return false;
      for (const c of [...m.chapters, ...probes, '', '0\n1']) if (s.hasChapter(w, slug, c) !== m.chapters.has(c)) return false;
      if (JSON.stringify(s.toc(w, slug)) !== JSON.stringify(m.toc)) return false;
      const fc0 = s.firstChapter(w, slug);
      if (fc0 !== (m.first < 0 ? null : m.toc[0]!.chapter)) return false;
    }
    return s.find('nope', 'a', '1') === -1 && !s.hasChapter('gita', 'z', '') && s.toc('gita', 'z') === null && s.firstChapter('gita', 'z') === null;
  }), { numRuns: 300 });
  t.pass();
});

test('an empty catalog has no verse; a chapter containing the separator is never found', (t) => {
  const s = store([]);
  t.is(s.count, 0);
  t.is(s.find('gita', 'a', ''), -1);
  t.deepEqual(s.toc('gita', 'a'), []);
  const two = store([{ e: 0, ref: '1.1' }, { e: 0, ref: '2.1' }]);
  t.true(two.hasChapter('gita', 'a', '2'));
  t.false(two.hasChapter('gita', 'a', '1\n2'));
  t.is(two.find('gita', 'a', '2.1'), 1);
  t.is(two.find('gita', 'b', '2.1'), -1);
});
