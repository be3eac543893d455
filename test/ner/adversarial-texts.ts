/**
 * @module
 * Adversarial NER inputs, shared by test/ner/adversarial.test.ts (fast-check property) and
 * bench/ner/adversarial.ts (worst case at 1k–10k characters): long unspaced runs of names, words just under the
 * narrowing bound, every script the API reads, and characters that fold to nothing (emoji, marks, joiners).
 */

/** A repeating unit: text is `unit` (+ `sep`) repeated. */
export interface AdversarialUnit { name: string; unit: string; sep: string }

/** Names (gazetteer keys, compound members) and letters in the scripts the API accepts or passes through. */
export const ADVERSARIAL_WORDS: readonly { name: string; word: string }[] = [
  { name: 'iast rāma', word: 'rāma' },
  { name: 'iast compound', word: 'nakulasahadevau' },
  { name: 'iast bhīmasena', word: 'bhīmasenārjuna' },
  { name: 'devanagari राम', word: 'राम' },
  { name: 'devanagari compound', word: 'भीमार्जुनसमा' },
  { name: 'slp1', word: 'BImasena' },
  { name: 'hk', word: 'bhImasena' },
  { name: 'ascii', word: 'raama' },
  { name: 'vowel a', word: 'a' },
  { name: 'tamil', word: 'ராம' },
  { name: 'bengali', word: 'রাম' },
  { name: 'telugu', word: 'రామ' },
  { name: 'latin', word: 'Roma' },
  { name: 'emoji', word: '😀' },
  { name: 'combining acute', word: 'a\u0301\u0301' },
  { name: 'zwj', word: 'र\u094d\u200dम' },
  { name: 'zwnj iast', word: 'rā\u200cma' },
  { name: 'itrans marks', word: 'RRiLLi~N^i' },
  { name: 'velthuis marks', word: '.t.d.n~n"n' },
  { name: 'verse numbers', word: '।।1.1।।' },
];

/** Each word unspaced, space-separated, daṇḍa-separated, and run together up to just under the narrowing bound. */
export function adversarialUnits(narrowedWordChars: number): AdversarialUnit[] {
  const out: AdversarialUnit[] = [];
  for (const { name, word } of ADVERSARIAL_WORDS) {
    out.push({ name: `${name}, unspaced`, unit: word, sep: '' });
    out.push({ name: `${name}, spaced`, unit: word, sep: ' ' });
    const n = Math.max(1, Math.floor(narrowedWordChars / word.length));
    out.push({ name: `${name} × ${n}, spaced`, unit: word.repeat(n), sep: ' ' });
  }
  out.push({ name: 'iast rāma, daṇḍa', unit: 'rāma', sep: ' । ' });
  out.push({ name: 'mixed scripts, unspaced', unit: 'rāmaराम😀BImaரাম\u200d', sep: '' });
  return out;
}

/** `unit` (+ `sep`) repeated to exactly `chars` code points (the unit the API's 10,000 limit counts). */
export function repeatToChars(u: AdversarialUnit, chars: number): string {
  const piece = u.unit + u.sep;
  const pieceChars = [...piece].length;
  return [...piece.repeat(Math.ceil(chars / pieceChars))].slice(0, chars).join('');
}

/** Distinct made-up words (cold per-word memo): deterministic syllables, space-separated, `chars` code points. */
export function distinctWords(chars: number, seed = 1): string {
  const syl = ['ka', 'rā', 'ma', 'bhī', 'se', 'na', 'ju', 'dhṛ', 'ta', 'ṣṭra', 'vi', 'ṇu', 'ya', 'kṣe', 'tre', 'pā'];
  let s = seed >>> 0 || 1;
  const next = (): number => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s; };
  let text = '';
  while ([...text].length < chars) {
    const n = 2 + (next() % 5);
    for (let i = 0; i < n; i++) text += syl[next() % syl.length];
    text += ' ';
  }
  return [...text].slice(0, chars).join('');
}
