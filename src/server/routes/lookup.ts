/**
 * @module
 * GET /corpus/v1/lookup: a Sanskrit word in any script → its lemma candidates, their grammar and their entries in
 * the open dictionaries (engine: src/corpus/dictionary; artifact: build/dictionary/dictionary.msgpack.gz).
 */
import { join } from 'node:path';
import { DictionaryIndex } from '../../corpus/dictionary/dictionary-index.js';
import { DICTIONARY_FORMAT_VERSION, type DictionaryData } from '../../corpus/dictionary/dictionary-model.js';
import { bestReading, lookupWord } from '../../corpus/dictionary/lookup-word.js';
import { INPUT_SCHEMES, type InputScheme } from '../../corpus/script/scheme.js';
import { loadArtifact } from '../artifacts.js';
import { apiError, invalid } from '../errors.js';
import type { RouteModule } from '../route.js';
import type { JsonSchema } from '../schema/types.js';
import EXAMPLE from './lookup-example.json' with { type: 'json' };

let index: DictionaryIndex | null = null;
let loadError = 'dictionary not loaded';

/** For tests and embedding: use a dictionary built elsewhere. */
export function setDictionaryIndex(i: DictionaryIndex | null): void { index = i; }

/** The longest word accepted, in characters (the longest compounds in the corpus are under 60 letters). */
export const MAX_LOOKUP_WORD = 100;

const STR: JsonSchema = { type: 'string' };
const ANALYSIS_SCHEMA: JsonSchema = {
  type: 'object', required: ['kind'],
  properties: {
    kind: { type: 'string', enum: ['nominal', 'pronoun', 'verb', 'indeclinable'] },
    case: { type: 'string', enum: ['nominative', 'accusative', 'instrumental', 'dative', 'ablative', 'genitive', 'locative', 'vocative'] },
    number: { type: 'string', enum: ['singular', 'dual', 'plural'] },
    gender: { type: 'string', enum: ['m', 'f', 'n'] },
    person: { type: 'string', enum: ['first', 'second', 'third'] },
    tense: { type: 'string', description: 'present, imperfect, imperative, optative, future, perfect, aorist; for a passive, causative or desiderative stem the mood is followed by it ("present passive")' },
    form: { type: 'string', enum: ['absolutive', 'infinitive', 'participle'], description: 'A form of the verb that is not finite (gatvā, āgatya; gantum; gata-, with its case, number and gender); the lemma is the root' },
    voice: { type: 'string', enum: ['active', 'middle'] },
    stem_class: { type: 'string', description: 'Nominal stem class (`a`, `ā`, `i`, `ī`, `u`, `ṛ`, `an`, `in`, `as`, `us`, `is`, `at`, `consonant`) or the verb\'s present stem (SLP1)' },
    ending: { type: 'string', description: 'The ending recognised (SLP1)' },
  },
};
const ENTRY_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['headword_iast', 'headword_devanagari', 'homonym', 'grammar', 'genders', 'meaning', 'reference', 'dictionary', 'dictionary_title', 'licence', 'licence_url'],
  properties: {
    headword_iast: STR, headword_devanagari: STR,
    homonym: { type: ['integer', 'null'] },
    grammar: { type: ['string', 'null'], description: 'The dictionary\'s label: `m.`, `f.`, `n.`, `a.` (adjective), `adv.`, `√` (root) …' },
    genders: { type: 'array', items: { type: 'string', enum: ['m', 'f', 'n'] } },
    meaning: { type: 'string', description: 'English (Lanman); for a Sanskrit synonym lexicon `= synonym, synonym …` in IAST, or the verse listing them (Abhidhānaratnamālā)' },
    reference: { type: ['string', 'null'], description: 'Page-column (Lanman) or verse of the printed book' },
    dictionary: { type: 'string', enum: ['lan', 'abch', 'armh', 'acph', 'acsj', 'nmmb'], description: 'Cologne (CDSL) code' },
    dictionary_title: STR,
    licence: { type: 'string', description: '`CC-BY-4.0` (Lanman) or `GPL-3.0` (the koshas)' },
    licence_url: STR,
  },
};
const CANDIDATE_SCHEMA: JsonSchema = {
  type: 'object', required: ['lemma_slp1', 'lemma_iast', 'lemma_devanagari', 'score', 'readings', 'analyses', 'entries'],
  properties: {
    lemma_slp1: STR, lemma_iast: STR, lemma_devanagari: STR,
    score: { type: 'number', description: 'Ranking score (higher first; comparable within one answer only)' },
    readings: { type: 'array', items: { type: 'string', enum: ['pronoun', 'verb', 'ending', 'ner-stem', 'compound', 'form'] }, description: 'What proposed the lemma: a pronoun form, a finite verb, a nominal ending, the NER stemmer, a compound member, the word itself' },
    analyses: { type: 'array', items: ANALYSIS_SCHEMA, description: 'Every grammatical reading of the word under this lemma (case/number/gender; person/number/tense for verbs)' },
    prefixes: { type: 'array', items: STR, description: 'Verbs: the prefixes (upasargas) split off, SLP1' },
    components: { type: 'array', items: STR, description: 'Compounds: the members found, SLP1' },
    entries: { type: 'array', items: ENTRY_SCHEMA },
  },
};
const LOOKUP_SCHEMA: JsonSchema = {
  type: 'object', required: ['word', 'scheme', 'slp1', 'iast', 'devanagari', 'search_key', 'segments', 'candidates', 'guesses', 'entries_found'],
  properties: {
    word: { type: 'string', description: 'The word as sent' },
    scheme: { type: 'string', enum: [...INPUT_SCHEMES], description: 'Input scheme (as given, or detected)' },
    slp1: STR, iast: STR, devanagari: STR,
    search_key: { type: 'string', description: 'The key GET /corpus/v1/search matches this word on (loose spelling, sandhi-insensitive)' },
    segments: { type: 'array', items: STR, description: 'Compound members found by the splitter over the dictionary headwords (empty: not split), SLP1' },
    candidates: { type: 'array', items: CANDIDATE_SCHEMA, description: 'Lemmas with a dictionary entry, a known name, or a pronoun or verb reading, best first' },
    guesses: { type: 'array', items: CANDIDATE_SCHEMA, description: 'Stems the ending tables allow but no dictionary lists (at most 3), best first; their `entries` are empty' },
    entries_found: { type: 'integer', description: 'Entries over all candidates; 0 when no lemma of the word is in the dictionaries' },
  },
};

export const lookupModule: RouteModule = {
  name: 'lookup',
  warmup: (config, log) => {
    try {
      const t = performance.now();
      const data = loadArtifact<DictionaryData>(join(config.buildDir, 'dictionary', 'dictionary.msgpack.gz'), {
        formatVersion: DICTIONARY_FORMAT_VERSION, rebuild: 'kalakosha generate --only dictionary',
      });
      index = new DictionaryIndex(data);
      log(`lookup: ${index.size} dictionary entries loaded in ${Math.round(performance.now() - t)} ms`);
    } catch (e) {
      loadError = (e as Error).message;
      log(`lookup: not loaded: ${loadError}`);
    }
  },
  routes: [{
    method: 'GET', path: '/corpus/v1/lookup', operationId: 'lookupWord', summary: 'Look a Sanskrit word up: lemmas, grammar, dictionary entries', tags: ['corpus'],
    description: [
      'Finds the dictionary form (lemma) of an inflected Sanskrit word and its entries in the open dictionaries: Lanman\'s *Sanskrit Reader* vocabulary (Sanskrit→English, 4,944 entries, CC BY 4.0) and five Sanskrit synonym lexica (Abhidhānacintāmaṇi, Abhidhānaratnamālā, its pariśiṣṭa and śiloñcha, Nāmamālikā; GPL-3.0), from the Cologne Digital Sanskrit Lexicon. Each entry names its dictionary and licence.',
      '',
      '- `word`: one word in Devanagari, IAST, Harvard-Kyoto, SLP1, ITRANS, Velthuis or plain ASCII (`scheme` overrides detection; a word in plain ASCII is read as ITRANS, SLP1 and Harvard-Kyoto and the reading with the best-supported lemma is kept, so `Darmasya` is SLP1 and `dharmakSetre` Harvard-Kyoto). `dharmaḥ`, `dharmasya`, `धर्मेण` and `Darmasya` all find **dharma**.',
      '- The word is analysed by the nominal ending tables (case, number, gender for a-, ā-, i-, ī-, u-, ṛ-, an-, in-, as-, us-, is-, at- and consonant stems), the pronoun paradigms (aham, tvam, tad, etad, yad, kim, idam …), finite verbs of the common roots (person, number, tense, voice; prefixes split off, the lemma is the root), the forms Lanman lists under his ~600 roots (present, future, passive, causative and desiderative stems with every thematic ending; the nu- and nā-classes\' whole present system from the listed third person singular; perfects, aorists and other athematic presents as listed; past and present participles, infinitives and absolutives: `jagāma`, `gatvā`, `āgatya`, `gantum`, `gataḥ` and `gacchantam` find **gam**), the NER stemmer, and a compound splitter over the headwords (`dharmakṣetre` → dharma + kṣetra).',
      '- `candidates` (best first, at most `limit`) are lemmas a dictionary or the name list knows, or that a pronoun/verb reading names; `guesses` (at most 3) are stems the endings allow but no dictionary lists.',
      '- A word with no entry is not an error: **200** with `entries_found: 0` (and usually empty `candidates`, its stems in `guesses`).',
      '- A hyphen between letters joins the members of a compound as editions print them (`dharma-kṣetre`, `विघ्न-भयेन`): one word; so is a word with an avagraha (`सोऽपि`, read as saḥ + api). A particle joined by sandhi (`rāmaśca`, `tathaiva`) names the word\'s lemma, then the particle. 422 for an empty word, one over 100 characters, one without Sanskrit letters, or more than one word.',
      '- Accuracy (`bench/lookup`, gold lemmas from a word-by-word analysis of the Gītā): the right lemma is first for 85 % and among the first three for 96 % of the 5,538 words of chapters 7–18 (94.9 % on chapters 1–6, on which the ranking\'s weights were set), and among the first three for 90–93 % of the words of four kāvya texts (Meghadūta, Kumārasambhava, Kirātārjunīya, Śatakatraya). Verbs outside the common roots, rare stem classes and Sanskrit-only words fare worse.',
    ].join('\n'),
    params: [
      { name: 'word', in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: MAX_LOOKUP_WORD, description: 'One Sanskrit word, any script', examples: ['dharmasya', 'धर्मेण', 'Darmasya'] } },
      { name: 'scheme', in: 'query', schema: { type: 'string', enum: [...INPUT_SCHEMES], description: 'Input scheme; detected when absent' } },
      { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 20, default: 5, description: 'Most candidates returned' } },
    ],
    cacheTtlSec: 24 * 3600,
    response: { description: 'Lemma candidates with their entries', schema: LOOKUP_SCHEMA, example: EXAMPLE },
    extraResponses: { '503': { description: 'DICTIONARY_NOT_BUILT: build/dictionary/dictionary.msgpack.gz is missing (`kalakosha generate --only dictionary`)' } },
    handler: (ctx) => {
      if (!index) throw apiError(503, 'DICTIONARY_NOT_BUILT', loadError);
      const { word, scheme, limit } = ctx.query as { word: string; scheme?: InputScheme; limit: number };
      const reading = bestReading(index, word, scheme);
      if (reading === null) throw invalid(['query', 'word'], 'the word has no Sanskrit letter', 'value_error', word);
      if (reading === 'several') throw invalid(['query', 'word'], 'one word only (compounds are split by the lookup itself)', 'value_error', word);
      return { body: lookupWord(index, word, reading.slp1, { scheme: reading.scheme, limit }) };
    },
  }],
};
