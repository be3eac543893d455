/**
 * Light inflection stripper for Sanskrit nominals in SLP1 (corpus-and-ner.md §3.7): returns candidate stems
 * of a word, longest ending removed first, so that `arjunasya`, `arjunena`, `arjunO`, `BImaSca` → `arjuna`.
 *
 * The list covers the a-, ā-, i-, ī-, u-, ṛ-, n- and s-stem case endings of Whitney's Grammar §§ 330–450 in
 * their pausa forms, plus the external-sandhi variants of final -aḥ / -āḥ (-o, -as, -aś, -aṣ, -a, -ā, -ar)
 * that occur inside unsplit text (`BImo'yam`, `BImastam`, `BImaSca`).
 * Each rule is [ending, replacement]: the stem is word minus ending plus replacement.
 */
const RULE_LIST: ReadonlyArray<readonly [string, string]> = [
  // a-stems (m./n.)
  ['eByaH', 'a'], ['AByAm', 'a'], ['ARAm', 'a'], ['AnAm', 'a'], ['asya', 'a'], ['ayoH', 'a'], ['ena', 'a'],
  ['eRa', 'a'], ['Aya', 'a'], ['EH', 'a'], ['ezu', 'a'], ['At', 'a'], ['Ad', 'a'], ['AH', 'a'], ['An', 'a'],
  ['Ani', 'a'], ['ARi', 'a'], ['am', 'a'], ['aH', 'a'], ['O', 'a'], ['e', 'a'], ['o', 'a'], ['as', 'a'],
  ['aS', 'a'], ['az', 'a'], ['AS', 'a'], ['As', 'a'], ['Az', 'a'],
  // ā-stems (f.)
  ['AyAH', 'A'], ['AyAm', 'A'], ['AyE', 'A'], ['ayA', 'A'], ['AByaH', 'A'], ['ABiH', 'A'], ['Asu', 'A'],
  ['Am', 'A'], ['A', 'A'], ['A', 'a'],
  // i- / ī-stems
  ['IByaH', 'I'], ['IRAm', 'I'], ['InAm', 'I'], ['iByaH', 'i'], ['IBiH', 'I'], ['iBiH', 'i'], ['inA', 'i'],
  ['iRA', 'i'], ['yAH', 'I'], ['yAm', 'I'], ['yE', 'I'], ['yA', 'I'], ['Im', 'I'], ['IH', 'I'], ['ayaH', 'i'],
  ['eH', 'i'], ['im', 'i'], ['iH', 'i'], ['Ir', 'I'], ['ir', 'i'], ['iz', 'i'], ['iS', 'i'], ['is', 'i'],
  ['yaH', 'i'], ['I', 'I'], ['i', 'i'],
  // u-stems
  ['ave', 'u'], ['aye', 'i'], ['uByaH', 'u'], ['UnAm', 'u'], ['URAm', 'u'], ['unA', 'u'], ['uRA', 'u'], ['avaH', 'u'], ['oH', 'u'],
  ['um', 'u'], ['uH', 'u'], ['ur', 'u'], ['uz', 'u'], ['uS', 'u'], ['us', 'u'], ['u', 'u'], ['U', 'u'],
  // ṛ-stems
  ['fRAm', 'f'], ['AraH', 'f'], ['Aram', 'f'], ['arO', 'f'], ['rA', 'f'], ['uH', 'f'], ['ur', 'f'], ['re', 'f'], ['A', 'f'],
  // n-stems (rAjan, Atman, karman, brahman)
  ['AnaH', 'an'], ['Anam', 'an'], ['AnO', 'an'], ['aRaH', 'an'], ['Ana', 'an'], ['nA', 'an'], ['RA', 'an'],
  ['ne', 'an'], ['Re', 'an'], ['naH', 'an'], ['A', 'an'], ['a', 'an'],
  // in-stems (kirIwin, savyasAcin)
  ['inaH', 'in'], ['inam', 'in'], ['inO', 'in'], ['inA', 'in'], ['ine', 'in'], ['I', 'in'], ['i', 'in'],
  // as-stems (n.)
  ['asaH', 'as'], ['asA', 'as'], ['ase', 'as'], ['aH', 'as'],
];

/** Longest ending first (stable for equal lengths, so the list order breaks ties). */
const RULES = [...RULE_LIST].sort((a, b) => b[0].length - a[0].length);

const MIN_STEM = 2;

/** Most letters a candidate stem is shorter than its word (ending length − replacement length): a word longer
 *  than the longest gazetteer key by more than this has no stem that is a key. */
export const MAX_STEM_SHRINK = Math.max(...RULES.map(([ending, repl]) => ending.length - repl.length));

/** Candidate stems of an SLP1 word, in order: the word itself, then by decreasing length of stripped ending. */
export function candidateStems(word: string): string[] {
  const out: string[] = [word];
  const seen = new Set(out);
  for (const [ending, repl] of RULES) {
    if (word.length - ending.length < MIN_STEM || !word.endsWith(ending)) continue;
    const stem = word.slice(0, word.length - ending.length) + repl;
    if (!seen.has(stem)) { seen.add(stem); out.push(stem); }
  }
  return out;
}
