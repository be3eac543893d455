import test from 'ava';
import fc from 'fast-check';
import { readNerModel } from '../../src/generator/ner/model-file.js';
import { loadNerModel } from '../../src/ner/model.js';
import { matchWord, segmentWord } from '../../src/ner/gazetteer.js';
import { recognizeEntities } from '../../src/ner/recognize.js';
import { forgetWordMemo, MAX_MEMO_WORD_LETTERS, tagWords } from '../../src/ner/tag-words.js';
import { ADVERSARIAL_WORDS, repeatToChars } from './adversarial-texts.js';

// The committed pretrained model, as the server falls back to it.
const model = loadNerModel(readNerModel('data/ner/model.msgpack.gz'));

/** Generous bound (the worst adversarial text costs ~15 ms per 1,000 characters; the quadratic code took seconds). */
const MAX_CPU_MS_PER_1K = 50;
const SAMPLES = 3;

/** Lowest CPU ms per 1,000 code points over up to SAMPLES cold runs (stops at the first run under the bound). */
function cpuMsPer1k(text: string): number {
  const chars = [...text].length;
  let best = Infinity;
  for (let i = 0; i < SAMPLES && best >= MAX_CPU_MS_PER_1K; i++) {
    forgetWordMemo(model.tagger);
    const c = process.cpuUsage();
    recognizeEntities(model, text, 0);
    const u = process.cpuUsage(c);
    best = Math.min(best, ((u.user + u.system) / 1000 / chars) * 1000);
  }
  return best;
}

const word = fc.constantFrom(...ADVERSARIAL_WORDS.map((w) => w.word));
const adversarialText = fc.record({
  words: fc.array(word, { minLength: 1, maxLength: 3 }),
  repeat: fc.integer({ min: 1, max: 40 }),
  sep: fc.constantFrom('', ' ', ' । ', '\u200d', '\u0301', '  😀 '),
  chars: fc.integer({ min: 1000, max: 2500 }),
}).map(({ words, repeat, sep, chars }) => repeatToChars({ name: '', unit: words.join('').repeat(repeat), sep }, chars));

test('NER CPU per 1,000 characters stays bounded on adversarial text (any script, spaced or not)', (t) => {
  // JIT warm-up, not measured.
  recognizeEntities(model, 'rāma'.repeat(24) + ' ' + 'भीमार्जुनसमा nakulasahadevau', 0);
  // Words of 96 characters (recognize.ts MAX_NARROWED_WORD_CHARS), each split into 24 members: the costliest.
  const worst = 'rāma'.repeat(24) + ' ';
  fc.assert(
    fc.property(adversarialText, (text) => {
      const ms = cpuMsPer1k(text);
      if (ms >= MAX_CPU_MS_PER_1K) t.log(`${ms.toFixed(1)} ms per 1,000 characters: ${JSON.stringify(text.slice(0, 60))}…`);
      return ms < MAX_CPU_MS_PER_1K;
    }),
    {
      numRuns: 30, seed: 20261125, endOnFailure: true,
      examples: [['rāma'.repeat(500)], [worst.repeat(21)], ['राम'.repeat(700)], ['nakulasahadevau'.repeat(100)], ['BImasena'.repeat(250)]],
    },
  );
  t.pass();
});

test('adversarial text: every entity is the input sliced at its offsets', (t) => {
  fc.assert(
    fc.property(adversarialText.map((s) => s.slice(0, 600)), (text) => {
      for (const e of recognizeEntities(model, text, 0).entities) if (text.slice(e.char_start, e.char_end) !== e.text) return false;
      return true;
    }),
    { numRuns: 40, seed: 7 },
  );
  t.pass();
});

test('gazetteer: an unspaced run of names is segmented in time linear in its length', (t) => {
  const g = model.tagger.gazetteer;
  const word = 'rAma'.repeat(400);
  segmentWord(g, 'rAma'.repeat(30)); // JIT warm-up
  let best = Infinity;
  let hits: ReturnType<typeof segmentWord> = [];
  for (let i = 0; i < SAMPLES && best >= 50; i++) {
    const c = process.cpuUsage();
    hits = segmentWord(g, word);
    matchWord(g, word);
    const u = process.cpuUsage(c);
    best = Math.min(best, (u.user + u.system) / 1000);
  }
  t.is(hits.length, 400);
  t.true(hits.every((h, i) => h.key === 'rAma' && h.start === 4 * i && h.end === 4 * i + 4));
  t.true(best < 50, `${best.toFixed(1)} ms for 1,600 letters`); // the cubic search took ~1 s
});

test('per-word memo: long words are tagged alike but not kept (memory stays bounded)', (t) => {
  const long = 'rAma'.repeat(50);
  model.tagger.cache = undefined;
  const first = tagWords(model.tagger, ['arjunaH', long, 'uvAca']);
  t.true(model.tagger.cache!.has('arjunaH'));
  t.false(model.tagger.cache!.has(long));
  t.true([...model.tagger.cache!.keys()].every((w) => w.length <= MAX_MEMO_WORD_LETTERS));
  t.deepEqual(tagWords(model.tagger, ['arjunaH', long, 'uvAca']), first);
});

test('junction-cut memo: a long word is cut alike but not kept; forgetWordMemo empties it', (t) => {
  const long = 'vAlmIkernArado'.repeat(6); // 84 letters
  forgetWordMemo(model.tagger);
  const text = `vālmīkernārado ${'vālmīkernārado'.repeat(6)}`;
  const first = recognizeEntities(model, text);
  t.true(model.tagger.junctions!.has('vAlmIkernArado'));
  t.false(model.tagger.junctions!.has(long));
  t.true([...model.tagger.junctions!.keys()].every((w) => w.length <= MAX_MEMO_WORD_LETTERS));
  t.deepEqual(recognizeEntities(model, text), first);
  forgetWordMemo(model.tagger);
  t.is(model.tagger.junctions!.size, 0);
});
