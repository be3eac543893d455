/**
 * Sanskrit named-entity recognition: tokenize (offsets into the original string) → split particles joined to a
 * name (joined-words.ts) → tag each word with the perceptron (tag-words.ts), other forms of a name the text
 * tags with confidence following it (document-names.ts), a word it never saw kept when the knowledge graph names
 * it (gazetteer-rescue.ts) → split/narrow entity words with the gazetteer segmenter, a name
 * before a place head being the place (joined-words.ts) → link to knowledge-graph ids (ranked as link-rank.ts
 * says) and map to spec types. Pure.
 *
 * Type mapping: person → PERSON, location → PLACE, misc → CONCEPT, unless the linked entity has a type of the
 * same NER class (person: PERSON/RISHI/DEITY/LINEAGE; location: PLACE; misc: TEXT/CONCEPT/CELESTIAL/FLORA/
 * MANTRA), in which case the entity's type wins; a location with no PLACE of that name links a DEITY of it
 * (rivers are goddesses in the graph: gaṅgā → deity-ganga) and stays a PLACE.
 *
 * Cost bound: a word longer than MAX_NARROWED_WORD_CHARS is neither split into compound members nor narrowed
 * to its gazetteer prefix (its entity spans the whole word), since mapping letters back to characters folds
 * every prefix of the word (quadratic in its length). The Mahānāma corpus's longest words are 70 characters in
 * IAST and 60 in Devanagari; an unspaced "rāma" × 500 (2,000 characters) took 3.4 s without the bound.
 */
import { nerClassOfType, type EntityType } from '../corpus/entities/entity-model.js';
import type { InputScheme } from '../corpus/script/index.js';
import { LABELS } from './features.js';
import { CLASS_BIT, matchWord, segmentWord, type GazetteerHit, type NerClass } from './gazetteer.js';
import type { NerModel } from './model.js';
import { keepPerWord, tagWords } from './tag-words.js';
import { harmoniseDocumentNames } from './document-names.js';
import { joinedParticleLength, junctionCut, MAX_JUNCTION_CUTS, placeHeadLength, vowelJoinedParticle } from './joined-words.js';
import { RESCUE_CONFIDENCE, rescuedClass } from './gazetteer-rescue.js';
import { prefixLetterCounter, slp1RangeToChars, tokenize, type PrefixLetters, type Token } from './tokenize.js';
import { candidateStems } from './stem-slp1.js';

export interface NerEntity {
  type: EntityType;
  confidence: number;
  text: string;
  entity_id: string | null;
  /** Word index range, end exclusive. */
  word_start: number;
  word_end: number;
  /** Offsets into the original input string (UTF-16 code units), end exclusive. */
  char_start: number;
  char_end: number;
  /** SLP1 form of the matched span. */
  slp1: string;
}

export interface NerResult { entities: NerEntity[]; scheme: InputScheme; wordCount: number }

const DEFAULT_TYPE: Record<NerClass, EntityType> = { person: 'PERSON', location: 'PLACE', misc: 'CONCEPT' };
const MIN_SEGMENT = 4;
/** Longest word (UTF-16 code units of the original) split into compound members or narrowed to a prefix hit. */
export const MAX_NARROWED_WORD_CHARS = 96;

export function recognizeEntities(model: NerModel, text: string, threshold = 0.5, scheme?: InputScheme): NerResult {
  const { scheme: s, tokens } = tokenize(text, scheme);
  const words = splitJoinedParticles(model, tokens, s);
  const slp1 = words.map((t) => t.slp1);
  const tags = tagWords(model.tagger, slp1);
  harmoniseDocumentNames([slp1], [tags]);
  const entities: NerEntity[] = [];
  tags.forEach((tag, i) => {
    const token = words[i]!;
    const rescued = tag.label === 0 ? rescuedClass(model, token.slp1, tag.hit) : null;
    const confidence = rescued ? RESCUE_CONFIDENCE : tag.confidence;
    if ((tag.label === 0 && !rescued) || confidence < threshold) return;
    const cls = rescued ?? (LABELS[tag.label] as NerClass);
    const conf = Math.round(confidence * 1000) / 1000;
    if (token.text.length > MAX_NARROWED_WORD_CHARS) {
      entities.push(makeEntity(model, token, s, tag.hit, cls, conf, false, null));
      return;
    }
    const segs = segmentWord(model.tagger.gazetteer, token.slp1);
    const place = placeCompound(model, token, segs[0] ?? null);
    if (place) { entities.push(makeEntity(model, token, s, place, 'location', conf, true, null)); return; }
    const covers = segs.length >= 2 && segs[segs.length - 1]!.end === token.slp1.length && segs.every((h) => h.end - h.start >= MIN_SEGMENT);
    if (covers) {
      // Two members (the common dvandva) are mapped faster prefix by prefix; more, with all prefixes at once.
      const letters = prefixLetterCounter(token.text, s, segs.length > 2);
      for (const h of segs) entities.push(makeEntity(model, token, s, h, cls, conf, true, letters));
    } else {
      entities.push(makeEntity(model, token, s, tag.hit, cls, conf, tag.hit?.kind === 'prefix', null));
    }
  });
  return { entities, scheme: s, wordCount: tokens.length };
}

/**
 * Words for the tagger: a word that is a particle joined to a name (joined-words.ts) becomes two words with the
 * same word index, the name's characters mapped back into the original word.
 */
function splitJoinedParticles(model: NerModel, tokens: Token[], scheme: InputScheme): Token[] {
  const out: Token[] = [];
  const g = model.tagger.gazetteer;
  for (const t of tokens) {
    if (t.text.length > MAX_NARROWED_WORD_CHARS) { out.push(t); continue; }
    const k = joinedParticleLength(g, t.slp1);
    if (k > 0) {
      const cut = cutToken(t, scheme, k, t.slp1.slice(0, k));
      if (cut) { out.push(cut[0], cut[1]); continue; }
    }
    const v = vowelJoinedParticle(g, t.slp1, (x) => isCommonWord(model, x), (x) => linksName(model, x));
    if (v) {
      const cut = cutToken(t, scheme, v.length, v.left, v.right);
      if (cut) { out.push(cut[0], cut[1]); continue; }
    }
    // Words joined at a sandhi junction, left to right (each cut leaves a rest that may hold another).
    let rest = t;
    for (let n = 0; n < MAX_JUNCTION_CUTS; n++) {
      const j = memoisedJunctionCut(model, rest.slp1);
      const cut = j && cutToken(rest, scheme, j.length, j.left);
      if (!cut) break;
      out.push(cut[0]);
      rest = cut[1];
    }
    out.push(rest);
  }
  return out;
}

/** junctionCut per word, memoised like the tagger's word scores (tag-words.ts: bounded, emptied when idle). */
function memoisedJunctionCut(model: NerModel, w: string): ReturnType<typeof junctionCut> {
  const memo = (model.tagger.junctions ??= new Map());
  const known = memo.get(w);
  if (known !== undefined) return known;
  return keepPerWord(memo, w, junctionCut(model.tagger.gazetteer, w, (x) => isCommonWord(model, x)));
}

/**
 * A word the training text knows as a common word: in the lexicon mostly outside a mention, or not in it (never a
 * mention) while frequent enough to have a weight of its own.
 */
function isCommonWord(model: NerModel, w: string): boolean {
  const c = model.tagger.lexicon.get(w);
  if (c) return c[0]! * 2 >= c[0]! + c[1]! + c[2]! + c[3]!;
  return model.tagger.perceptron.index.get('w=' + w) !== undefined;
}

/** The word's gazetteer hit links first to a name: an entity of the person or location class (not a concept, text, mantra, plant or celestial body). */
function linksName(model: NerModel, w: string): boolean {
  const id = matchWord(model.tagger.gazetteer, w)?.entry.entityIds[0];
  const type = id === undefined ? undefined : model.entityType.get(id);
  return type !== undefined && nerClassOfType(type) !== 'misc';
}

/**
 * A token cut after `k` SLP1 letters (the parts read as `leftSlp1` and `rightSlp1`: sandhi restored, the same number
 * of letters as written on the right), or null when the cut falls outside its characters.
 */
function cutToken(t: Token, scheme: InputScheme, k: number, leftSlp1: string, rightSlp1 = t.slp1.slice(k)): [Token, Token] | null {
  const [, a] = slp1RangeToChars(t, scheme, 0, k);
  if (a <= t.charStart || a >= t.charEnd) return null;
  const cut = a - t.charStart;
  return [
    { index: t.index, text: t.text.slice(0, cut), charStart: t.charStart, charEnd: a, slp1: leftSlp1 },
    { index: t.index, text: t.text.slice(cut), charStart: a, charEnd: t.charEnd, slp1: rightSlp1 },
  ];
}

/**
 * A name followed by a place-head member inside its word (rāmagiri): the hit for the place compound, linked
 * through the compound's own key when the gazetteer has it (nandigrāma), else unlinked (joined-words.ts).
 */
function placeCompound(model: NerModel, token: Token, first: GazetteerHit | null): GazetteerHit | null {
  if (!first || first.start !== 0 || first.end >= token.slp1.length) return null;
  const head = placeHeadLength(token.slp1, first.end);
  if (head === 0) return null;
  const end = first.end + head;
  const g = model.tagger.gazetteer;
  const letters = token.slp1.slice(0, end);
  const isPlace = (k: string): boolean => !!k && ((g.entries.get(k)?.classMask ?? 0) & CLASS_BIT.location) !== 0;
  const key = [letters, ...candidateStems(letters).slice(1), letters.endsWith('y') ? letters.slice(0, -1) + 'i' : ''].find(isPlace);
  return { kind: 'prefix', key: key ?? letters, start: 0, end, entry: key ? g.entries.get(key)! : { classMask: CLASS_BIT.location, entityIds: [] } };
}

function makeEntity(
  model: NerModel, token: Token, scheme: InputScheme, hit: GazetteerHit | null, predicted: NerClass,
  confidence: number, narrowToHit: boolean, letters: PrefixLetters | null,
): NerEntity {
  // A segment whose gazetteer classes exclude the predicted one keeps its own (first) class.
  const cls: NerClass = hit && narrowToHit && !(hit.entry.classMask & CLASS_BIT[predicted]) ? firstClass(hit.entry.classMask) : predicted;
  let entityId: string | null = null;
  let type = DEFAULT_TYPE[cls];
  // Link through the hit's entry, else through the candidate stems of the matched letters (a surface form learnt
  // from the annotation carries no id; its stem usually does: SivAya → Siva).
  const keys = hit ? [hit.key, ...candidateStems(hit.key).slice(1)] : candidateStems(token.slp1);
  outer: for (const k of keys) {
    const entry = k === hit?.key ? hit.entry : model.tagger.gazetteer.entries.get(k);
    if (!entry) continue;
    for (const id of entry.entityIds) {
      const t = model.entityType.get(id);
      if (t && nerClassOfType(t) === cls) { entityId = id; type = t; break outer; }
    }
  }
  // A place the graph knows only as a deity (the river Gaṅgā) links to it; the type stays PLACE.
  if (!entityId && cls === 'location') {
    outer2: for (const k of keys) {
      const entry = k === hit?.key ? hit.entry : model.tagger.gazetteer.entries.get(k);
      for (const id of entry?.entityIds ?? []) if (model.entityType.get(id) === 'DEITY') { entityId = id; break outer2; }
    }
  }
  const narrow = hit !== null && narrowToHit;
  const [a, b] = narrow ? slp1RangeToChars(token, scheme, hit!.start, hit!.end, letters ?? undefined) : [token.charStart, token.charEnd];
  return {
    type,
    confidence,
    text: token.text.slice(a - token.charStart, b - token.charStart),
    entity_id: entityId,
    word_start: token.index,
    word_end: token.index + 1,
    char_start: a,
    char_end: b,
    slp1: narrow ? token.slp1.slice(hit!.start, hit!.end) : token.slp1,
  };
}

function firstClass(mask: number): NerClass {
  return mask & CLASS_BIT.person ? 'person' : mask & CLASS_BIT.location ? 'location' : 'misc';
}
