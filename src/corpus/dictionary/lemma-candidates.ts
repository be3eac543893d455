/**
 * @module
 * Ranked lemma candidates of one SLP1 word (pure). Readings are gathered from
 * - the pronoun forms (pronoun-forms.ts) and finite verbs (verb-forms.ts), which name their lemma outright;
 * - the nominal ending tables (nominal-endings.ts), which also give case, number and gender;
 * - the NER stemmer's candidate stems (src/ner/stem-slp1.ts) and the gazetteer's compound splitter
 *   (src/ner/gazetteer.ts `segmentWord`, run over the dictionary's headwords): `Darmakzetre` → Darma + kzetra;
 * - the word itself (indeclinables: ca, eva, iti).
 * Score: the strongest reading (pronoun 10 > verb 6 > ending 2 + 0.3 per ending letter + the stem class's prior
 * > the bare word 2.5 > NER stem 1), plus 5 when the lemma has a dictionary entry (6 for a known name), 1.5 more
 * when an entry's gender agrees with the ending's, 6 for an indeclinable the dictionary lists as such.
 * The weights were set on Gītā chapters 1–6 (bench/lookup), never on the held-out sample.
 */
import type { Gazetteer } from '../../ner/gazetteer.js';
import { segmentWord } from '../../ner/gazetteer.js';
import { candidateStems } from '../../ner/stem-slp1.js';
import type { Gender } from './dictionary-model.js';
import type { Analysis } from './grammar.js';
import { ENDING_RULES, FEMININE_IN_I } from './nominal-endings.js';
import { PRONOUN_FORMS } from './pronoun-forms.js';
import { splitJoinedParticle } from './joined-particle.js';
import { analyseVerb, listedParticiple, nasalInfixGuesses, rootGuesses, thematicStemRoot, type ListedForm } from './verb-forms.js';

export type Reading = 'pronoun' | 'verb' | 'ending' | 'ner-stem' | 'compound' | 'form';

export interface LemmaCandidate {
  /** SLP1 lemma (a root for verbs) */
  lemma: string;
  score: number;
  readings: Reading[];
  analyses: Analysis[];
  /** verbs: the upasargas split off, SLP1 */
  prefixes?: string[];
  /** compounds: the members the gazetteer splitter found, SLP1 */
  components?: string[];
  /** the lemma has an entry in one of the dictionaries */
  has_entry: boolean;
}

/** What the ranking asks of the dictionary. */
export interface Lexicon {
  /** genders and grammar labels of the key's entries; null when the key has no entry */
  entryInfo(key: string): { genders: Gender[]; grammar: string[] } | null;
  /** a known name without an entry (gazetteer) */
  isName(key: string): boolean;
  /** the dictionary's headwords as a gazetteer, for the compound splitter */
  gazetteer: Gazetteer;
  /** the roots a verb form or thematic stem belongs to, as the dictionary lists them */
  listedForms(formOrStem: string): readonly ListedForm[];
}

/** A candidate a dictionary or the name list knows, or that a pronoun or verb reading names (what lookup shows as a candidate, not a guess). */
export function isKnownCandidate(c: LemmaCandidate, lex: Lexicon): boolean {
  return c.has_entry || lex.isName(c.lemma) || c.readings.includes('verb') || c.readings.includes('pronoun');
}

/** The bare word's own score: an indeclinable (punar, tattvatas, anantaram) is its own lemma, and no ending
 *  table knows it, so it must stay within reach of the top three when no stem is known. */
const FORM_BASE = 2.5;

const RESTORED_PENALTY = 0.7;

const INDECLINABLE = /^(adv|conj|encl|indecl|ind|prep|interj|part|pcl|neg)/;
const MIN_STEM = 2;

/** Word-final external sandhi undone (Whitney §§ 157–177): the pausa forms a final letter may stand for. */
function pausaVariants(w: string): string[] {
  const out = [w];
  const last = w[w.length - 1];
  const body = w.slice(0, -1);
  if (last === 'o') out.push(body + 'aH');
  if (last === 'r' || last === 'S' || last === 's' || last === 'z') out.push(body + 'H');
  if (last === 'd') out.push(body + 't');
  if (last === 'g') out.push(body + 'k');
  if (last === 'Y' || last === 'N') out.push(body + 'n');
  if (last === 'a' && w.length > 3) out.push(w + 'H'); // -aḥ before a voiced sound or vowel, visarga dropped
  if (last === 'A' && w.length > 3) out.push(w + 'H');
  // retroflex ṇ by internal sandhi (rāmeṇa, karmaṇā) and jñ (rājñā) read with dental n for the ending tables
  for (const v of [...out]) {
    const i = v.lastIndexOf('R');
    if (i >= v.length - 5 && i > 0) out.push(v.slice(0, i) + 'n' + v.slice(i + 1));
    if (/jY/.test(v.slice(-5))) out.push(v.replace(/jY(?=[^jY]{0,3}$)/, 'jn'));
  }
  return [...new Set(out)];
}

class Candidates {
  readonly map = new Map<string, LemmaCandidate & { base: number }>();
  add(lemma: string, reading: Reading, base: number, analysis?: Analysis, extra?: Partial<LemmaCandidate>): void {
    if (lemma.length < 1) return;
    let c = this.map.get(lemma);
    if (!c) { c = { lemma, score: 0, base: 0, readings: [], analyses: [], has_entry: false }; this.map.set(lemma, c); }
    c.base = Math.max(c.base, base);
    if (!c.readings.includes(reading)) c.readings.push(reading);
    if (analysis && !c.analyses.some((a) => JSON.stringify(a) === JSON.stringify(analysis))) c.analyses.push(analysis);
    if (extra?.prefixes && !c.prefixes) c.prefixes = extra.prefixes;
    if (extra?.components && !c.components) c.components = extra.components;
  }
}

/** Vowels a compound junction may have merged into (a + a → ā, a + i → e, a + u → o): the second member's first letter. */
const JUNCTION: Record<string, string[]> = { A: ['a', 'A'], e: ['i', 'I'], o: ['u', 'U'], E: ['e', 'E'], O: ['o', 'O'] };

/** Shortest first member of a compound split here; the last member is one letter longer (kosha words of
 *  three letters, eta, anas, match inside too many words). */
const MIN_MEMBER = 3;

/** The longest known final member of a stem (≥ 3 letters), with vowel sandhi at the junction undone. */
function knownSuffixes(stem: string, lex: Lexicon): Array<[string, string]> {
  for (let i = MIN_MEMBER; i <= stem.length - MIN_MEMBER - 1; i++) {
    const rest = stem.slice(i);
    for (const t of [rest, ...(JUNCTION[stem[i - 1]!] ?? []).map((v) => v + rest)]) {
      if (t.length >= MIN_MEMBER + 1 && lex.entryInfo(t)) return [[t, stem.slice(0, i)]];
    }
    // the junction vowel itself belongs to the second member (pARqav-A-nIka)
    if (JUNCTION[stem[i]!]) for (const v of JUNCTION[stem[i]!]!) {
      const t = v + stem.slice(i + 1);
      if (t.length >= 4 && lex.entryInfo(t)) return [[t, stem.slice(0, i)]];
    }
  }
  return [];
}

/** Ranked lemma candidates (best first) of a word given as normalised SLP1 (`lemmaKey`). */
export function lemmaCandidates(word: string, lex: Lexicon, limit = 10): LemmaCandidate[] {
  const own = wordCandidates(word, lex);
  const joined = joinedParticleCandidates(word, lex, own);
  return (joined.length ? mergeCandidates(own, joined) : own).slice(0, limit);
}

/** Below the best reading of the word as a whole: the lemmas of the word before a joined particle, then the particle. */
const JOINED_WORD_PENALTY = 1;
const JOINED_PARTICLE_PENALTY = 2;
const INDEFINITE_MAKERS = new Set(['cit', 'cana', 'api']);
const INDEFINITE_BASES = new Set(['kim', 'kadA', 'kva', 'kutra', 'kutas', 'kaTam', 'kati', 'kiyat', 'taTA', 'yadi']);

/**
 * A particle joined to the word before it (rāmaśca, tathaiva, so'pi, pārvatīti: joined-particle.ts): the word's own
 * candidates, when one of them is known (an entry, a name, a verb or pronoun reading), a little behind the whole
 * word's, and the particle after them.
 */
function joinedParticleCandidates(word: string, lex: Lexicon, own: readonly LemmaCandidate[]): LemmaCandidate[] {
  const out: LemmaCandidate[] = [];
  for (const j of splitJoinedParticle(word)) {
    const inner = wordCandidates(j.word, lex).filter((c) => isKnownCandidate(c, lex));
    if (!inner.length) continue;
    for (const c of inner.slice(0, 3)) out.push(Object.assign({}, c, { score: Math.round((c.score - JOINED_WORD_PENALTY) * 100) / 100 }));
    // cit, cana, api after an interrogative or tathā, yadi make a word of its own (kaścit, kadācana, tathāpi, yadyapi),
    // which dictionaries list as such: it comes first
    if (INDEFINITE_MAKERS.has(j.particle) && INDEFINITE_BASES.has(inner[0]!.lemma)) {
      out.push({ lemma: word, score: inner[0]!.score, readings: inner[0]!.readings.includes('pronoun') ? ['pronoun'] : ['form'], analyses: [{ kind: 'indeclinable' }], has_entry: lex.entryInfo(word) !== null });
    }
    out.push({
      lemma: j.particle, score: Math.round((inner[0]!.score - JOINED_PARTICLE_PENALTY) * 100) / 100, readings: ['form'],
      analyses: [{ kind: 'indeclinable' }], has_entry: lex.entryInfo(j.particle) !== null,
    });
  }
  const best = out.reduce((m, c) => Math.max(m, c.score), -Infinity);
  return own.length && own[0]!.score > best + JOINED_WORD_PENALTY ? [] : out;
}

/** Two ranked lists as one: a lemma keeps its best-scoring entry. */
function mergeCandidates(a: readonly LemmaCandidate[], b: readonly LemmaCandidate[]): LemmaCandidate[] {
  const best = new Map<string, LemmaCandidate>();
  for (const c of [...a, ...b]) if ((best.get(c.lemma)?.score ?? -Infinity) < c.score) best.set(c.lemma, c);
  return [...best.values()].sort(byRank);
}

function byRank(a: LemmaCandidate, b: LemmaCandidate): number {
  return b.score - a.score || a.lemma.length - b.lemma.length || (a.lemma < b.lemma ? -1 : 1);
}

/** Every candidate of the word read as a whole, best first. */
function wordCandidates(word: string, lex: Lexicon): LemmaCandidate[] {
  const cs = new Candidates();
  if (!word) return [];
  const listed = (f: string) => lex.listedForms(f);
  for (const v of pausaVariants(word)) {
    // a restored pausa form is a guess about the next word: its endings count a little less
    const restored = v === word ? 0 : RESTORED_PENALTY;
    for (const p of PRONOUN_FORMS.get(v) ?? []) cs.add(p.lemma, 'pronoun', 10, p.analysis);
    // the bare imperative -a (2nd sg.) is weak evidence: every a-stem vocative ends so
    for (const r of analyseVerb(v, listed)) cs.add(r.root, 'verb', (r.analysis.ending === 'a' ? 4 : 6) - (r.secondary ? 0.5 : 0), r.analysis, r.prefixes.length ? { prefixes: r.prefixes } : undefined);
    for (const r of [...rootGuesses(v), ...nasalInfixGuesses(v)]) {
      if (lex.entryInfo(r.root)?.grammar.includes('√')) cs.add(r.root, 'verb', 3.5, r.analysis, r.prefixes.length ? { prefixes: r.prefixes } : undefined);
    }
    for (const rule of ENDING_RULES) {
      if (v.length - rule.ending.length < MIN_STEM - 1 || !v.endsWith(rule.ending)) continue;
      const stem = v.slice(0, v.length - rule.ending.length) + rule.stemFinal;
      if (stem.length < MIN_STEM) continue;
      const base = 2 + 0.3 * rule.ending.length + rule.prior - restored;
      cs.add(stem, 'ending', base, rule.analysis);
      // a past participle the dictionary lists under its root (gata- of gam): the root too, a little behind the stem
      if (rule.stemFinal === 'a' || rule.stemFinal === 'A') for (const p of listedParticiple(stem.replace(/A$/, 'a'), listed)) {
        cs.add(p.root, 'verb', base - 0.5, Object.assign({}, rule.analysis, { kind: 'verb' as const, form: 'participle' as const }), p.prefixes.length ? { prefixes: p.prefixes } : undefined);
      }
      // a present participle: a thematic stem with -at (gacchantam) or -amāna (vartamānaḥ)
      const thematic = /[^a]at$/.test(stem) ? stem.slice(0, -2) : /amAn[aA]$/.test(stem) ? stem.slice(0, -5) : null;
      const presentRoot = thematic && thematicStemRoot(thematic, listed);
      if (presentRoot) cs.add(presentRoot, 'verb', base - 0.5, Object.assign({}, rule.analysis, { kind: 'verb' as const, form: 'participle' as const, stem_class: thematic + 'a' }));
      for (const [fem, masc] of FEMININE_IN_I) {
        if (rule.stemFinal === 'I' && stem.endsWith(fem)) cs.add(stem.slice(0, stem.length - fem.length) + masc, 'ending', base - 0.2, Object.assign({}, rule.analysis, { gender: 'f' as const }));
      }
    }
  }
  for (const s of candidateStems(word).slice(1)) cs.add(s, 'ner-stem', 1);
  // the word itself; an absolutive (-tvā, prefix + root + -ya) or infinitive (-tum) is its own lemma
  const uninflected = /[twDQ](vA|um)$/.test(word) || (/ya$/.test(word) && analyseVerb(word.slice(0, -2) + 'ati', listed).some((r) => r.prefixes.length > 0));
  cs.add(word, 'form', uninflected ? 4 : FORM_BASE, uninflected ? { kind: 'indeclinable' } : undefined);
  // a final visarga stands for s or r: Lanman cites kutaH as kutas, punaH as punar
  if (word.endsWith('H')) for (const f of ['s', 'r']) cs.add(word.slice(0, -1) + f, 'form', FORM_BASE - 0.1);
  // members of a compound or a negated word (a-/an- + known word), for stems no dictionary knows whole
  // only from the best-supported stems (within 0.5 of the longest ending's score): a weak reading's stem
  // (dharmasī from dharmasya) has spurious known tails (masī)
  const stems = [...cs.map.values()].filter((c) => c.readings.includes('ending'));
  const bestBase = Math.max(0, ...stems.map((c) => c.base));
  for (const c of stems) {
    if (c.base < bestBase - 0.5 || lex.entryInfo(c.lemma) || lex.isName(c.lemma)) continue;
    // the negative prefix (naY: a- before a consonant, an- before a vowel) on a known word: a-nitya, an-ASin
    const negated = /^a[^aAiIuUfeEoO]/.test(c.lemma) ? c.lemma.slice(1) : /^an[aAiIuUfeEoO]/.test(c.lemma) ? c.lemma.slice(2) : null;
    if (negated && negated.length >= MIN_MEMBER && lex.entryInfo(negated)) cs.add(negated, 'compound', c.base - 0.3, c.analyses[0], { components: ['a', negated] });
    else for (const [suffix, first] of knownSuffixes(c.lemma, lex)) cs.add(suffix, 'compound', c.base - 0.5, c.analyses[0], { components: [first, suffix] });
  }
  // compound members by the gazetteer's splitter over the dictionary headwords: the last member carries the case
  const hits = segmentWord(lex.gazetteer, word);
  if (hits.length >= 2 && hits[hits.length - 1]!.end === word.length) {
    const components = hits.map((h) => h.key);
    const last = components[components.length - 1]!;
    cs.add(last, 'compound', 3, undefined, { components });
    const whole = word.slice(0, hits[hits.length - 1]!.start) + last;
    cs.add(whole, 'compound', 3, undefined, { components });
  }
  const out: LemmaCandidate[] = [];
  for (const c of cs.map.values()) {
    const info = lex.entryInfo(c.lemma);
    let score = c.base;
    if (info) {
      c.has_entry = true;
      score += 5;
      if (c.analyses.some((a) => a.gender && info.genders.includes(a.gender))) score += 1.5;
      if (c.readings.includes('form') && info.grammar.some((g) => INDECLINABLE.test(g))) {
        score += 6;
        c.analyses.push({ kind: 'indeclinable' });
      }
      // a root entry (√) only supports a verb reading
      if (info.grammar.length && info.grammar.every((g) => g === '√') && !c.readings.includes('verb')) score -= 4;
    } else if (lex.isName(c.lemma)) score += 6;
    // keep the analyses that agree with the dictionary's gender when some do
    if (info?.genders.length) {
      const agreeing = c.analyses.filter((a) => !a.gender || info.genders.includes(a.gender));
      if (agreeing.length) c.analyses = agreeing;
    }
    const cand: LemmaCandidate = { lemma: c.lemma, score: Math.round(score * 100) / 100, readings: c.readings, analyses: c.analyses, has_entry: c.has_entry };
    if (c.prefixes) cand.prefixes = c.prefixes;
    if (c.components) cand.components = c.components;
    out.push(cand);
  }
  return out.sort(byRank);
}
