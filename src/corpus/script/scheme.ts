/**
 * Input schemes a Sanskrit string can be typed in, and a detector for them.
 *
 * Detection follows docs/corpus.md §"Search" (from ../notes/corpus-and-ner.md §3 step 1): Devanagari by Unicode
 * block (U+0900–097F, Vedic U+1CD0–1CFF, U+A8E0–A8FF); IAST (and ISO 15919) by its diacritics; the ASCII schemes
 * by their marks: Velthuis by dotted letters (`.t .d .n .m .h .r .s`, `~n`, `"n`), ITRANS by `RRi`, `Sh`, `~N`,
 * `ch`, doubled vowels, SLP1 by letters only SLP1 uses in upper case (E O K C W Q P B Y F X) or lower-case
 * `f x q w` next to capitals, Harvard-Kyoto by remaining capitals inside words. Plain lower-case ASCII with none
 * of these marks is `ascii`: typed without diacritics, matched through the loose key.
 */
export type InputScheme = 'devanagari' | 'iast' | 'hk' | 'itrans' | 'slp1' | 'velthuis' | 'ascii';

export const INPUT_SCHEMES: readonly InputScheme[] = ['devanagari', 'iast', 'hk', 'itrans', 'slp1', 'velthuis', 'ascii'];

const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF]/;
/** IAST + ISO 15919 letters with diacritics (precomposed) or combining marks used by them. */
const IAST = /[āīūṛṝḷḹṅñṭḍṇśṣṃḥṁēōĀĪŪṚṜḶḸṄÑṬḌṆŚṢṂḤṀ\u0304\u0323\u0325\u0307\u0331]/;
const VELTHUIS = /\.[tdnmhrsl]|~n|"[ns]|\.a/;
const SLP1_ONLY = /[EOKCWQPBYFX]/;
const ITRANS_MARKS = /RR[iI]|LL[iI]|R\^[iI]|Sh|~N|\.N|GY|chh?|Ch|aa|ii|uu|ee|oo|\^i/;

export function detectScheme(text: string): InputScheme {
  if (DEVANAGARI.test(text)) return 'devanagari';
  const nfc = text.normalize('NFC');
  if (IAST.test(nfc)) return 'iast';
  // Capitals only at word starts (title case, "Bhagavad Gita") are not scheme marks.
  const hasUpper = /[A-Za-z][A-Z]/.test(text) || /(^|[^A-Za-z])[A-Z](?![a-z])/.test(text) || /(^|[^A-Za-z])[EOKCWQPBYFXzf][a-z]*[A-Z]/.test(text);
  if (!hasUpper && VELTHUIS.test(text)) return 'velthuis';
  if (hasUpper) {
    // capitals inside words: SLP1, ITRANS or HK
    if (ITRANS_MARKS.test(text) && !SLP1_ONLY.test(text.replace(/Sh|GY|Ch/g, ''))) return 'itrans';
    if (SLP1_ONLY.test(text) || /[fxqw]/.test(text)) return 'slp1';
    // HK R is the vowel ṛ (between consonants); SLP1 R is ṇ, next to vowels.
    if (/[aAiIuUeo]R|R[aAiIuUeoy]/.test(text)) return 'slp1';
    return 'hk';
  }
  if (/RR|LL|~N|\^i/.test(text)) return 'itrans';
  return 'ascii';
}
