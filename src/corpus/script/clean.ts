/**
 * Unicode clean-up applied to every Sanskrit string before transliteration (docs/corpus.md §"Normalisation",
 * after ../notes/corpus-and-ner.md §3 step 3):
 * - NFC; ISO 15919 forms folded to IAST: ṁ→ṃ, m̐ (candrabindu) kept as ṃ, r̥→ṛ, r̥̄→ṝ, l̥→ḷ, l̥̄→ḹ, ē→e, ō→o;
 * - Vedic accents removed: Devanagari udātta/anudātta U+0951–U+0954, Vedic Extensions U+1CD0–U+1CFF,
 *   Devanagari Extended U+A8E0–U+A8F1, and in roman text the combining acute/grave (U+0301/U+0300);
 * - verse markers removed: daṇḍa-enclosed numbers (`।।1.1।।`, `॥१-१-१॥`, `||12||`) and bare numbers;
 * - typing slips of the sources: an ASCII colon after a Devanagari letter read as visarga (विश्वत: = विश्वतः,
 *   DharmicData's Ṛgveda and Rāmāyaṇa), no-break and other wide spaces as a space, the nukta (no Sanskrit letter
 *   has one: क़ = क) and the eyelash ra (ऱ = र) folded, and what no reader sees removed: zero-width joiners,
 *   soft hyphens, C1 control and private-use characters, the non-Sanskrit vowel signs U+093A/B, U+094E/F, U+0955–7;
 * - ITRANS letters a conversion left inside Devanagari words (the Rāmāyaṇa of DharmicData and Wikisource), where
 *   they can be read one way only: after a virama R/RR/R^ = ृ, O = ो, E = े (म्Rते = मृते, लक्ष्मण्Oऽग्रतः); L, G, C
 *   before an independent vowel = ल, ग, छ with that vowel's sign (काLइन्दीम् = कालिन्दीम्, च्Cइत = च्छित); R opening
 *   a word = ऋ (Rषि); `<br>` a line break. Letters that could stand for two (z, J, Y, K, B) are left. An `o`
 *   closing a Devanagari word is the abbreviation sign ॰ (the Brahmavaivarta's colophons: इति श्रीब्रह्मo महाo).
 * Daṇḍas themselves are kept by `cleanSanskrit` (display) and removed by `stripPunctuation` (search).
 */

const ACCENTS_DEVA = /[\u0951-\u0954\u1CD0-\u1CFF\uA8E0-\uA8F1]/g;
/** Acute/grave on a (decomposed) vowel only: ś, ṣ etc. also carry U+0301 in NFD. */
const ACCENTS_ROMAN = /([aeiouAEIOUrlRL][\u0304\u0323\u0325]*)[\u0300\u0301\u030D\u030E]/g;
/** Numbers wrapped in daṇḍas or pipes, e.g. ।।1.1।।, ॥१-१-१॥, ||2.47||, ॥ १ ॥ */
const VERSE_MARKER = /(?:[।॥|]{1,2}|\.\.)\s*[0-9०-९]+(?:\s*[.\-:,/]\s*[0-9०-९]+)*\s*(?:[।॥|]{1,2}|\.\.)/g;
const BARE_NUMBER = /[0-9०-९]+(?:[.\-:/][0-9०-९]+)*/g;
/** An ASCII colon typed for visarga: after a Devanagari letter or sign (not a daṇḍa or digit), before no digit. */
const COLON_VISARGA = /([\u0900-\u0963\u0971-\u097F]):(?![0-9])/g;
const WIDE_SPACES = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;
const DEVA_VOWEL_SIGN: Record<string, string> = { 'अ': '', 'आ': 'ा', 'इ': 'ि', 'ई': 'ी', 'उ': 'ु', 'ऊ': 'ू', 'ऋ': 'ृ', 'ए': 'े', 'ऐ': 'ै', 'ओ': 'ो', 'औ': 'ौ' };
const ITRANS_CONSONANT: Record<string, string> = { L: 'ल', G: 'ग', C: 'छ' };

/** Latin letters a conversion or a typist left in Devanagari words (see the module comment); Devanagari text only. */
function mendLatinResidue(t: string): string {
  if (!/[\u0900-\u097F][A-Za-z<]|[A-Za-z>][\u0900-\u097F]/.test(t)) return t;
  return t
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/\u094D(?:R\^|RR|R)/g, '\u0943').replace(/\u094DO/g, '\u094B').replace(/\u094DE/g, '\u0947')
    .replace(/([LGC])([अआइईउऊऋएऐओऔ])/g, (_m, c: string, v: string) => ITRANS_CONSONANT[c]! + DEVA_VOWEL_SIGN[v]!)
    .replace(/(^|[\s।॥])R(?=[\u0915-\u0939])/g, '$1ऋ')
    .replace(/([\u0900-\u097F])o(?=[\s।॥]|$)/gm, '$1\u0970');
}

const INVISIBLE = /[\u0080-\u009F\u00AD\u200B-\u200D\u2060\uFEFF\uE000-\uF8FF\u093A\u093B\u093C\u094E\u094F\u0955-\u0957]/g;

export function cleanSanskrit(text: string): string {
  let t = mendLatinResidue(text.normalize('NFC')).normalize('NFD');
  t = t.replace(COLON_VISARGA, '$1\u0903').replace(WIDE_SPACES, ' ').replace(INVISIBLE, '').replace(/\u0931/g, '\u0930');
  t = t.replace(ACCENTS_ROMAN, '$1');
  t = t.normalize('NFC');
  t = t
    .replace(/ṁ/g, 'ṃ').replace(/Ṁ/g, 'Ṃ')
    .replace(/m\u0310/g, 'ṃ')
    .replace(/r\u0325\u0304|ṛ\u0304/g, 'ṝ').replace(/r\u0325/g, 'ṛ').replace(/R\u0325/g, 'Ṛ')
    .replace(/l\u0325\u0304|ḷ\u0304/g, 'ḹ').replace(/l\u0325/g, 'ḷ')
    .replace(/ē/g, 'e').replace(/ō/g, 'o');
  t = t.replace(ACCENTS_DEVA, '');
  t = t.replace(VERSE_MARKER, (m) => (m.includes('॥') || m.includes('||') || m.startsWith('..') ? ' ॥' : ' ।'));
  t = t.replace(BARE_NUMBER, ' ');
  t = t.replace(/[ \t]+/g, ' ').replace(/ *\n */g, '\n').trim();
  return t.normalize('NFC');
}

/** Removes daṇḍas, avagraha, quotes and ASCII punctuation, for search keys. Input: any script. */
export function stripPunctuation(text: string): string {
  return text
    .replace(/[।॥|ऽ]/g, ' ')
    .replace(/[.,;:!?"“”‘’()[\]{}<>\-_*#=+\\/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
