/**
 * Names written joined to a neighbour word by sandhi, and names inside place compounds. Pure; SLP1 in, offsets out.
 *
 * Joined particle (bhavānbhīṣmaśca = bhavān + bhīṣmaś ca, Gītā 1.8): a word that begins with one of the pronouns
 * or particles below, whose rest is on its own a name of the gazetteer (form, or a stem once the case ending is
 * stripped, key ≥ 4 letters), is tagged as two words. The left part must be one of these closed-class words, never
 * any letters: a name found anywhere inside a word would tag rāma in ārāma ("garden") or kṛpa in kṛpaṇa. Only
 * consonant junctions are split here (the particle ends in a consonant or in a vowel that sandhi leaves alone before
 * a consonant).
 *
 * Particle joined by a merged vowel (tathārjunaśca = tathā + arjunaś ca, caivāgnir = ca eva + agnir): a word that
 * begins with one of the a-final particles below whose final vowel has merged with the next word's first vowel
 * (Whitney §§ 126–127: a/ā + a/ā → ā, + i/ī → e, + u/ū → o, + e/ai → ai, + o/au → au) is cut before the merged vowel
 * when the rest, its first vowel restored, is a well-known name (FAMOUS_BIT, as for junction cuts below) that the
 * tagger does not know as a common word and whose first knowledge-graph entity is not a concept (cātmānam is ca +
 * ātmānam, the self), and the whole word is neither a name nor a common word (vāyuḥ is not vā + Āyu). The name
 * keeps the merged vowel's characters (text "ārjunaśca", slp1 "arjunaSca").
 *
 * Words joined at a consonant junction (saṃhitā text, as Wikisource prints the Rāmāyaṇa: vālmīkernārado =
 * vālmīkeḥ nāradaḥ, saṃpāterhanumān, śaṃsadrāmo, daśarathassvargaṃ, cāpyagastyaṃ): a word is cut where the
 * letters show a word boundary's sandhi (JUNCTIONS: a final visarga made r, s, ś or ṣ, a final t made d, a final
 * i made y before a vowel, a final m or n kept before a vowel) and one side is a well-known name
 * (FAMOUS_BIT, ≥ 4 letters, the whole side: form, or stem once the ending the sandhi changed is restored). The
 * other side is any word. A compound's members meet without these finals (a stem has no visarga), so a name
 * inside a compound (rāma in ārāma, kṛpa in kṛpaṇa) is never cut out this way.
 *
 * Place compound (rāmagiri, Meghadūta 1: "Rāma's hill", a hill's name, not the person): a name followed inside
 * its word by a member meaning mountain, forest, ford, field, village or lake (PLACE_HEADS) names a place. The
 * entity is that place, spanning the name and the head member; never the person the first member names.
 */
import { candidateStems } from './stem-slp1.js';
import { FAMOUS_BIT, matchWord, type Gazetteer } from './gazetteer.js';

/** Pronouns and particles seen written joined to a following name (SLP1, in their pre-consonant sandhi forms). */
const JOINED_PARTICLES: readonly string[] = [
  'BavAn', 'BavAm', 'tatas', 'tataS', 'tataz', 'tato', 'atas', 'ataS', 'aTa', 'tatra', 'saha', 'evam', 'punar',
  'punas', 'punaS', 'iti', 'api', 'aham', 'tvam', 'ayam', 'tasya', 'tena', 'yatra', 'yadA', 'tadA', 'sarve',
];

/** Particles ending in a or ā whose final vowel merges with a following name's first vowel (SLP1). */
const VOWEL_JOINED_PARTICLES: readonly string[] = [
  'ca', 'cEva', 'aTa', 'taTA', 'taTEva', 'yaTA', 'tatra', 'yatra', 'atra', 'saha', 'eva', 'iva', 'vA', 'tadA', 'yadA',
  'sadA', 'sma', 'ha',
];
/** The particles above by their first letter, each with its letters before the final vowel (a word's first letter picks the few to try). */
const VOWEL_PARTICLES_BY_FIRST = new Map<string, { particle: string; stem: string }[]>();
for (const particle of VOWEL_JOINED_PARTICLES) {
  const list = VOWEL_PARTICLES_BY_FIRST.get(particle[0]!) ?? [];
  list.push({ particle, stem: particle.slice(0, -1) });
  VOWEL_PARTICLES_BY_FIRST.set(particle[0]!, list);
}
/** A merged vowel and the first vowels of the next word it may stand for (a/ā + that vowel). */
const MERGED_VOWEL: Readonly<Record<string, readonly string[]>> = { A: ['a', 'A'], e: ['i', 'I'], o: ['u', 'U'], E: ['e', 'E'], O: ['o', 'O'] };

const MIN_JOINED_NAME = 4;
/** Letters after a name that still leave it a word of its own (ca, Sca, tu, api with sandhi: -Sca, -stu, -pi). */
const MAX_ENCLITIC = 4;

/** The whole word's gazetteer hit is a name reaching past a particle's first `k` letters: the word is one word. */
function nameReachesPast(whole: ReturnType<typeof matchWord>, k: number): boolean {
  return whole !== null && whole.key.length >= MIN_JOINED_NAME && (whole.kind !== 'prefix' || whole.end > k);
}

/** Letters of the leading particle when `word` is particle + a gazetteer name, else 0. */
export function joinedParticleLength(g: Gazetteer, word: string): number {
  const whole = matchWord(g, word);
  for (const p of JOINED_PARTICLES) {
    if (word.length - p.length < MIN_JOINED_NAME || !word.startsWith(p)) continue;
    // A word that is itself a name reaching past the particle (sahadevaH: not saha + devaH) is left whole.
    if (nameReachesPast(whole, p.length)) return 0;
    const rest = word.slice(p.length);
    if (isNameWord(g, rest)) return p.length;
  }
  return 0;
}

/**
 * A particle joined to a well-known name by a merged vowel (taTArjunaSca → taT|ArjunaSca): the particle's letters
 * before the merged vowel, the particle as it stands alone and the name with its first vowel restored; else null.
 */
export function vowelJoinedParticle(
  g: Gazetteer, word: string, commonWord: (w: string) => boolean = () => false, linksName: (w: string) => boolean = () => true,
): { length: number; left: string; right: string } | null {
  let whole: ReturnType<typeof matchWord> | undefined;
  for (const { particle: p, stem } of VOWEL_PARTICLES_BY_FIRST.get(word[0] ?? '') ?? []) {
    const k = stem.length;
    const restored = MERGED_VOWEL[word[k] ?? ''];
    if (!restored || word.length - k < MIN_JOINED_NAME || !word.startsWith(stem)) continue;
    if (whole === undefined) {
      if (commonWord(word)) return null;
      whole = matchWord(g, word);
    }
    // A name reaching past the particle (vAyuH, nAradaH) is one word.
    if (nameReachesPast(whole, k)) return null;
    for (const v of restored) {
      const right = v + word.slice(k + 1);
      if (!commonWord(right) && isFamousNameWord(g, right, true) && linksName(right)) return { length: k, left: p, right };
    }
  }
  return null;
}

/** Voiced letters (vowels, voiced consonants, semivowels, nasals, h): what a visarga becomes r or o before. */
const VOICED = /^[aAiIuUfFxXeEoOgGjJqQdDbByrlvhnmNYR]/;
const VOWEL = /^[aAiIuUfFxXeEoO]/;
const VOWEL_LETTER = /[aAiIuUfFxXeEoO]/;
const CONSONANT = /[kKgGNcCjJYwWqQRtTdDnpPbBmyrlvSzsh]/;

/**
 * Finals that show a word boundary before the next letter (`after`: the letter before the final), with the final
 * they restore: r before a voiced letter ← ḥ (after a vowel other than a or ā, where a visarga becomes r:
 * vālmīker|nārado; after a or ā an r is the word's own, bhīmār|juna is no cut); s before t/th/s, ś before c/ch/ś,
 * ṣ before ṭ/ṭh/ṣ ← ḥ (daśarathas|svargam); d before a voiced letter ← t (śaṃsad|rāmo); y before a vowel ← i
 * (cāpy|agastyam); m and n before a vowel stay (tasmin|arjunaḥ). Whitney, Sanskrit Grammar §§ 170–176, 129, 159.
 * Only a visarga's cut is made after a name; the others are made only before one: after a name an m or n is as
 * often the next member's first letter (pāvaka-mārutau, not pāvakam ārutau) and a d or y the end of an ablative or a
 * stem in -i (bhīṣmād|īnām, kaly|āṇa).
 */
const JUNCTIONS: readonly { final: string; after: RegExp; next: RegExp; restore: string; nameRightOnly?: boolean }[] = [
  { final: 'r', after: /[iIuUfFeEoO]/, next: VOICED, restore: 'H' },
  { final: 's', after: VOWEL_LETTER, next: /^[tTs]/, restore: 'H' },
  { final: 'S', after: VOWEL_LETTER, next: /^[cCS]/, restore: 'H' },
  { final: 'z', after: VOWEL_LETTER, next: /^[wWz]/, restore: 'H' },
  { final: 'd', after: VOWEL_LETTER, next: VOICED, restore: 't', nameRightOnly: true },
  { final: 'y', after: CONSONANT, next: /^[aAuUeEoO]/, restore: 'i', nameRightOnly: true },
  { final: 'm', after: VOWEL_LETTER, next: VOWEL, restore: 'm', nameRightOnly: true },
  { final: 'n', after: VOWEL_LETTER, next: VOWEL, restore: 'n', nameRightOnly: true },
];
const FINALS = new Set(JUNCTIONS.map((j) => j.final));
const MIN_LEFT = 2;
/** Letters a name side may have beyond the longest key: a case ending or an enclitic (-Sca, -stu). */
const NAME_TAIL = 6;
/** Longest key assumed when the gazetteer does not say. */
const MAX_NAME_LETTERS = 40;
const MIN_RIGHT = 3;
/** Cuts tried in one word (a saṃhitā line of several names: manorikṣvākurghrāṇataḥ). */
export const MAX_JUNCTION_CUTS = 4;

/** A ca after at least four letters (what a name and its enclitic need). */
const HAS_CA = /^.{4,}[Szs]?c[aAeEoO]/;

/**
 * A well-known name on its own, ≥ 4 letters: the word, or one of its candidate stems, is a famous key (an inflected
 * form learnt from the annotation, daśarathaḥ, carries no FAMOUS_BIT; its stem does), or a famous name is followed
 * by ca (`enclitic`: on the right of a cut only; on its left a name and an ending would be any word that begins
 * with a name, pārvatīvad|anagandha…).
 */
function isFamousNameWord(g: Gazetteer, w: string, enclitic: boolean): boolean {
  for (const k of candidateStems(w)) {
    if (k.length < MIN_JOINED_NAME) continue;
    const e = g.entries.get(k);
    if (e && (e.classMask & FAMOUS_BIT) !== 0) return true;
  }
  if (!enclitic || !HAS_CA.test(w)) return false;
  const h = matchWord(g, w);
  return h !== null && h.kind === 'prefix' && h.key.length >= MIN_JOINED_NAME && (h.entry.classMask & FAMOUS_BIT) !== 0 && startsWithCa(w.slice(h.end));
}

/**
 * The first cut of `word` at a sandhi junction next to a well-known name: the left part's length and its letters
 * with the final restored (what the tagger reads), else null. A word that is itself a name is not cut, nor one
 * whose name side is a word the tagger knows as a common word (`commonWord`: guruḥ, balaḥ, sarvaḥ are names too).
 */
export function junctionCut(g: Gazetteer, word: string, commonWord: (w: string) => boolean = () => false): { length: number; left: string } | null {
  if (word.length < MIN_LEFT + MIN_RIGHT + 1) return null;
  // The whole word's gazetteer hit, found once a junction is (most words have none worth checking).
  let whole: ReturnType<typeof matchWord> | undefined;
  const longest = g.maxKeyLength ?? MAX_NAME_LETTERS;
  for (let k = MIN_LEFT; k <= word.length - MIN_RIGHT; k++) {
    const final = word[k - 1]!;
    if (!FINALS.has(final)) continue;
    const rest = word.slice(k);
    const j = JUNCTIONS.find((x) => x.final === final && x.after.test(word[k - 2] ?? '') && x.next.test(rest));
    if (!j) continue;
    const rightFits = rest.length <= longest + NAME_TAIL;
    const leftFits = k >= MIN_JOINED_NAME && k <= longest + NAME_TAIL && !j.nameRightOnly;
    if (!rightFits && !leftFits) continue;
    if (whole === undefined) {
      whole = matchWord(g, word);
      if (whole && whole.kind !== 'prefix') return null;
    }
    // A name prefix of the whole word reaching past the cut (sahadeva…) is one word.
    if (whole && whole.end > k) continue;
    const left = word.slice(0, k - 1) + j.restore;
    // A side longer than any key with an ending or enclitic cannot be a name: checked in O(key length) each.
    if ((rightFits && !commonWord(rest) && isFamousNameWord(g, rest, true))
      || (leftFits && !startsWithCa(rest) && !commonWord(left) && isFamousNameWord(g, left, false))) return { length: k, left };
  }
  return null;
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
