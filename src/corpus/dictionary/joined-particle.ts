/**
 * @module
 * A particle written joined to the word before it, as editions print a pāda (Whitney §§ 126–177): rāmaś ca →
 * rāmaśca, tathā eva → tathaiva, saḥ api → so'pi, pārvatī iti → pārvatīti, madhoḥ hi → madhorhi. Pure: an SLP1
 * word in, the readings (the word before the particle in pausa, the particle) out, most likely first.
 */

export interface JoinedParticle { word: string; particle: string }

/**
 * How the word before a particle may end, written joined (rules as data): the letters the sandhi left and the pausa
 * finals they stand for. `V` stands for any vowel; "'" for the avagraha.
 */
interface ParticleRule { particle: string; written: string; joinedEnds: ReadonlyArray<[string, readonly string[]]> }

/**
 * Before a consonant-initial particle: the pausa final's sandhi form (visarga, t, n, m). A final vowel, which sandhi
 * leaves as it is, is not read: editions print such a word apart from the particle (sā ca, yā tu), and a word that
 * merely ends so (hetu, jantu, kratu) is far more common.
 */
const BEFORE_C: ReadonlyArray<[string, readonly string[]]> = [['S', ['H']], ['c', ['t']], ['MS', ['n']], ['M', ['m']], ['Y', ['m', 'n']]];
const BEFORE_T: ReadonlyArray<[string, readonly string[]]> = [['s', ['H']], ['M', ['m']]];
const BEFORE_VOICED: ReadonlyArray<[string, readonly string[]]> = [['o', ['aH']], ['r', ['H', 'r']], ['d', ['t']], ['M', ['m']]];
/** Before a vowel-initial particle: a final consonant's voiced or unchanged form, ḥ after a/ā dropped or made r. */
const BEFORE_VOWEL: ReadonlyArray<[string, readonly string[]]> = [['r', ['H', 'r']], ['d', ['t']], ['m', ['m']], ['n', ['n']], ['y', ['i', 'I']], ['v', ['u', 'U']]];

const RULES: readonly ParticleRule[] = [
  { particle: 'ca', written: 'ca', joinedEnds: BEFORE_C },
  { particle: 'cit', written: 'cit', joinedEnds: BEFORE_C },
  { particle: 'cana', written: 'cana', joinedEnds: BEFORE_C },
  { particle: 'tu', written: 'tu', joinedEnds: BEFORE_T },
  { particle: 'hi', written: 'hi', joinedEnds: BEFORE_VOICED },
  { particle: 'vA', written: 'vA', joinedEnds: BEFORE_VOICED },
  // a + a, ā + a → ā; e, o + a → e', o' (avagraha); a final consonant before the vowel
  { particle: 'api', written: 'Api', joinedEnds: [['', ['a', 'A']]] },
  // e, o + a → e', o': the lookup reads the avagraha as the a it stands for (so'pi → soapi); typed without it, sopi
  { particle: 'api', written: 'api', joinedEnds: [['o', ['aH']], ['e', ['e']], ...BEFORE_VOWEL] },
  { particle: 'api', written: 'pi', joinedEnds: [['o', ['aH']], ['e', ['e']]] },
  // a, ā + e → ai; + i → e; i, ī + i → ī
  { particle: 'eva', written: 'Eva', joinedEnds: [['', ['a', 'A']]] },
  { particle: 'eva', written: 'eva', joinedEnds: BEFORE_VOWEL },
  { particle: 'iva', written: 'eva', joinedEnds: [['', ['a', 'A']]] },
  { particle: 'iva', written: 'iva', joinedEnds: BEFORE_VOWEL },
  { particle: 'iti', written: 'eti', joinedEnds: [['', ['a', 'A']]] },
  { particle: 'iti', written: 'Iti', joinedEnds: [['', ['i', 'I']]] },
  { particle: 'iti', written: 'iti', joinedEnds: BEFORE_VOWEL },
];

/** Shortest word left before a particle (sa, tat, kim are pronouns of two or three letters). */
const MIN_LEFT = 2;

/** Every reading of `slp1` as a word followed by a joined particle; empty when it does not end in one. */
export function splitJoinedParticle(slp1: string): JoinedParticle[] {
  const out: JoinedParticle[] = [];
  const seen = new Set<string>();
  for (const r of RULES) {
    if (!slp1.endsWith(r.written)) continue;
    const before = slp1.slice(0, slp1.length - r.written.length);
    for (const [end, pausa] of r.joinedEnds) {
      let stem: string;
      if (end === '') stem = before;
      else { if (!before.endsWith(end)) continue; stem = before.slice(0, before.length - end.length); }
      for (const p of pausa) {
        const word = stem + p;
        if (word.length < MIN_LEFT || seen.has(word + '|' + r.particle)) continue;
        seen.add(word + '|' + r.particle);
        out.push({ word, particle: r.particle });
      }
    }
  }
  return out;
}
