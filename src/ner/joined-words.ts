/**
 * Names written joined to a neighbour word by sandhi, and names inside place compounds. Pure; SLP1 in, offsets out.
 *
 * Joined particle (bhavānbhīṣmaśca = bhavān + bhīṣmaś ca, Gītā 1.8): a word that begins with one of the pronouns
 * or particles below, whose rest is on its own a name of the gazetteer (form, or a stem once the case ending is
 * stripped, key ≥ 4 letters), is tagged as two words. The left part must be one of these closed-class words, never
 * any letters: a name found anywhere inside a word would tag rāma in ārāma ("garden") or kṛpa in kṛpaṇa. Only
 * consonant junctions are split (the particle ends in a consonant or in a vowel that sandhi leaves alone before a
 * consonant); a vowel merged across the junction (tatrārjunaḥ) stays one word.
 *
 * Place compound (rāmagiri, Meghadūta 1: "Rāma's hill", a hill's name, not the person): a name followed inside
 * its word by a member meaning mountain, forest, ford, field, village or lake (PLACE_HEADS) names a place. The
 * entity is that place, spanning the name and the head member; never the person the first member names.
 */
import { candidateStems } from './stem-slp1.js';
import { matchWord, type Gazetteer } from './gazetteer.js';

/** Pronouns and particles seen written joined to a following name (SLP1, in their pre-consonant sandhi forms). */
const JOINED_PARTICLES: readonly string[] = [
  'BavAn', 'BavAm', 'tatas', 'tataS', 'tataz', 'tato', 'atas', 'ataS', 'aTa', 'tatra', 'saha', 'evam', 'punar',
  'punas', 'punaS', 'iti', 'api', 'aham', 'tvam', 'ayam', 'tasya', 'tena', 'yatra', 'yadA', 'tadA', 'sarve',
];

const MIN_JOINED_NAME = 4;
/** Letters after a name that still leave it a word of its own (ca, Sca, tu, api with sandhi: -Sca, -stu, -pi). */
const MAX_ENCLITIC = 4;

/** Letters of the leading particle when `word` is particle + a gazetteer name, else 0. */
export function joinedParticleLength(g: Gazetteer, word: string): number {
  const whole = matchWord(g, word);
  for (const p of JOINED_PARTICLES) {
    if (word.length - p.length < MIN_JOINED_NAME || !word.startsWith(p)) continue;
    // A word that is itself a name reaching past the particle (sahadevaH: not saha + devaH) is left whole.
    if (whole && whole.key.length >= MIN_JOINED_NAME && (whole.kind !== 'prefix' || whole.end > p.length)) return 0;
    const rest = word.slice(p.length);
    if (isNameWord(g, rest)) return p.length;
  }
  return 0;
}

/** A name on its own: form or stem hit, or a name followed by a short enclitic or ending (bhīṣmaś ca → BIzmaSca). */
function isNameWord(g: Gazetteer, w: string): boolean {
  const h = matchWord(g, w);
  return h !== null && h.key.length >= MIN_JOINED_NAME && (h.kind !== 'prefix' || isEncliticRest(w.slice(h.end)));
}

/** After a name, letters that leave it a word of its own: a short ending or enclitic (-Sca, -stu, -pi), or "ca"
 *  with what sandhi joined to it (pAvakaScAsmi = pAvakaH ca asmi). */
export function isEncliticRest(rest: string): boolean {
  return rest.length <= MAX_ENCLITIC || startsWithCa(rest);
}

/** "ca" after a name, its final made ś/ṣ/s by sandhi, with whatever sandhi joined to it (-Sca, -ScAsmi). */
export function startsWithCa(rest: string): boolean {
  return /^[Szs]?c[aAeEoO]/.test(rest);
}

/**
 * Second members that make a compound the proper name of a place (SLP1 stems; the case ending or a following
 * member may follow): giri/parvata/Saila/adri mountain, vana forest, tIrTa ford, kzetra field, grAma/nagara
 * village and town, saras/hrada lake, kuRqa pool. Not the descriptive "X's city / hermitage" (purandarapura,
 * vyāsāśrama: Mahānāma tags the person there, and so do we): pura, purI, ASrama are no heads.
 */
export const PLACE_HEADS: readonly string[] = [
  'giri', 'gir', 'parvata', 'Saila', 'adri', 'vana', 'tIrTa', 'kzetra', 'grAma', 'nagara', 'saras', 'hrada', 'kuRqa',
];

/**
 * Letters of the place-head member that begins `word` at `from`, else 0: the head itself (giri-, giry- before a
 * vowel) or, at the end of the word, the head with its case ending (nandigrAme, girim).
 */
export function placeHeadLength(word: string, from: number): number {
  const rest = word.slice(from);
  const stems = candidateStems(rest);
  let best = 0;
  for (const h of PLACE_HEADS) {
    if (h.length <= best) continue;
    if (rest.startsWith(h)) best = h.length;
    else if (stems.includes(h)) best = rest.length;
    // a + a → ā across the junction: the name's hit ends on the merged vowel (rAmA|Sramam = rāma + āśrama).
    else if ((h[0] === 'a' || h[0] === 'A') && word[from - 1] === 'A' && rest.startsWith(h.slice(1))) best = h.length - 1;
  }
  if (best === 3) return rest[3] === 'y' ? 4 : 0; // gir- only as giri + vowel → giry-
  return best;
}
