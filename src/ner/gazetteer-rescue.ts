/**
 * Names the tagger never saw: the tagger learnt Mahābhārata language, so a word absent from its training corpus
 * (vitteśo, daśarathaṃ, vārāṇasīṃ in a Purāṇa) is tagged O from its affixes and neighbours alone, even when the
 * knowledge graph names it. Such a word is still an entity when
 * - the tagger has no knowledge of the word itself: it is not in the lexicon (never a mention in training) and the
 *   perceptron has no weight for it (`w=` feature: it was not a frequent word of the training text either);
 * - the whole word is a famous knowledge-graph name (FAMOUS_BIT: stated by our curated records or ≥ 10 Mahānāma
 *   mentions under it; link-rank.ts) once its case ending or a following ca (-ś ca, -ś cāsmi: startsWithCa) is
 *   stripped (not any short rest: bhavanti, kāmaye are verbs), a key of ≥ 4 letters that links an entity;
 * - the entity it links first is a person, deity, ṛṣi, lineage or place, and no entity of the key is a concept
 *   (dharma, kāla, yoga are also common nouns; sāgara is King Sagara's descendants and the ocean, so sāgaraṃ is
 *   the ocean far more often than a name).
 * Its confidence is RESCUE_CONFIDENCE: the tagger gave no evidence either way, the graph alone names it, so the
 * default threshold (0.5) keeps it and any higher threshold drops it.
 */
import { nerClassOfType } from '../corpus/entities/entity-model.js';
import { FAMOUS_BIT, type GazetteerHit, type NerClass } from './gazetteer.js';
import type { NerModel } from './model.js';
import { startsWithCa } from './joined-words.js';

export const RESCUE_CONFIDENCE = 0.5;
const MIN_KEY = 4;

/** The class of a word the tagger left O that the knowledge graph names, else null. */
export function rescuedClass(model: NerModel, word: string, hit: GazetteerHit | null): NerClass | null {
  if (!hit || hit.key.length < MIN_KEY || hit.start !== 0 || !(hit.entry.classMask & FAMOUS_BIT)) return null;
  // Not any short rest: Bava|nti, kAma|ye are verbs. Only the enclitic ca (Bava|Sca is still Bhava).
  if (hit.kind === 'prefix' && !startsWithCa(word.slice(hit.end))) return null;
  const id = hit.entry.entityIds[0];
  if (id === undefined) return null;
  const type = model.entityType.get(id);
  // a name's type: the person and location classes (not a concept, text, mantra, plant or celestial body)
  if (!type || nerClassOfType(type) === 'misc') return null;
  if (hit.entry.entityIds.some((other) => model.entityType.get(other) === 'CONCEPT')) return null;
  if (model.tagger.lexicon.get(word) !== undefined || model.tagger.perceptron.index.get('w=' + word) !== undefined) return null;
  return nerClassOfType(type);
}
