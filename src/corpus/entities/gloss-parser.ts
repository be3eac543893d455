/**
 * Small pattern parser for the English glosses of the Purāṇa Index (V.R.R. Dikshitar, 1951–55) and the
 * Vedic Index (Macdonell & Keith, 1912), as digitised by sanskrit-lexicon/csl-orig (CC BY-SA 4.0).
 *
 * - `classifyGloss`: entity type + subtype from the head noun of the gloss ("a son of …" → PERSON/son,
 *   "a sage …" → RISHI/sage, "a tīrtha …" → PLACE/tīrtha, "a Śakti …" → DEITY/śakti, "a Pravara …" →
 *   LINEAGE/pravara). Unknown heads fall back to CONCEPT.
 * - `glossRelations`: kinship and discipleship phrases "(a|the) son of X (and Y)", "daughter of", "wife of",
 *   "father of", "mother of", "brother of", "sister of", "pupil/disciple of", "teacher/guru of",
 *   "avatār of", "vehicle of", "born of X and Y", "queen of", "husband of", "king/lord of".
 * - `glossAliasTarget`: "see X", "same as X", "a name/epithet of X", "another name of X" → X.
 * - `puiTextRefs`: the Purāṇa abbreviations that close each gloss (Br., Bhā., M., Vā., Vi.).
 * Names are returned in IAST as printed; the caller folds them to SLP1 and resolves them.
 */
import type { EntityType, RelationKind } from './entity-model.js';

export interface GlossClass { type: EntityType; subtype: string }

const N = "[A-Za-zĀāĪīŪūṚṛṜṝḶḷṄṅÑñṬṭḌḍṆṇŚśṢṣṂṃḤḥ'-]";
const NAME = `([A-ZĀĪŪṚŚṢṆṬḌ]${N}{1,40})`;

/** Ordered rules: the first whose pattern matches the opening of the gloss wins. */
const CLASS_RULES: ReadonlyArray<readonly [RegExp, EntityType, string]> = [
  [/^(?:an? |the )?(?:mind-?born )?(?:son|daughter|grandson|granddaughter)s? of(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'PERSON', 'child'],
  [/^(?:an? |the )?(?:wife|queen|husband|consort)s? of(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'PERSON', 'spouse'],
  [/^(?:an? |the )?(?:father|mother|brother|sister)s? of(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'PERSON', 'kin'],
  [/^born of(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'PERSON', 'child'],
  [/^(?:an? |the )?(?:pupil|disciple)s? of(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'RISHI', 'disciple'],
  [/^(?:an? |the )?(?:sage|ṛṣi|r̥ṣi|ṛṣika|muni|brahmarṣi|maharṣi|devarṣi|rājarṣi|seer|mantrakṛt|śrutarṣi|ṛtvik|ascetic|yogin|ṛṣiputra|trayārṣeya|ārṣeya)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'RISHI', 'sage'],
  [/^(?:an? |the )?(?:śrutarṣi|mantrakṛt|mantrakr̥t)/i, 'RISHI', 'sage'],
  [/^(?:an? |the )?(?:teacher|ācārya|brahmavādin|preceptor)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'RISHI', 'teacher'],
  [/^(?:an? |the )?(?:god|goddess|deity|deva|devī|śakti|marut|āditya|vasu|rudra|sādhya|viśvedeva|tuṣita|amitābha|devatā)s?(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'DEITY', 'deity'],
  [/^(?:an? |the )?(?:avatār|avatāra|incarnation)s?(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'DEITY', 'avatar'],
  [/^(?:an? |the )?(?:pravara|gotra|gotrakāra|family|clan|dynasty|race|branch|varṇa|tribe|people|class of|group of|gaṇa)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'LINEAGE', 'lineage'],
  [/^(?:an? |the )?(?:r\.(?=\s)|river|stream)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'PLACE', 'river'],
  [/^(?:an? |the )?(?:mt\.?|mount|mountain|hill|peak|range)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'PLACE', 'mountain'],
  [/^(?:an? |the )?(?:tīrtha|tīrtham|kṣetra|shrine|temple|sacred place|holy place)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'PLACE', 'tīrtha'],
  [/^(?:an? |the )?(?:(?:northern|southern|eastern|western|central) )?(?:kingdom|country|janapada|region|land|city|capital|town|village|province|division|dvīpa|varṣa|island|forest|lake|sea|ocean|hell|loka|world|place|puri|pura)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'PLACE', 'place'],
  [/^(?:in|on) the\b/i, 'PLACE', 'place'],
  [/^sacred to\b/i, 'PLACE', 'tīrtha'],
  [/^(?:an? |the )?(?:tree|plant|flower|creeper|grass|herb|lotus|fruit)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'FLORA', 'plant'],
  [/^(?:an? |the )?(?:star|constellation|planet|nakṣatra|graha|comet|asterism)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'CELESTIAL', 'star'],
  [/^(?:an? |the )?(?:mantra|hymn|sāman|stotra|gāthā|prayer)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'MANTRA', 'mantra'],
  [/^(?:an? |the )?(?:purāṇa|upapurāṇa|veda|saṃhitā|work|treatise|book|śākhā|brāhmaṇa|sūtra|upaniṣad)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'TEXT', 'text'],
  [/^(?:an? |the )?(?:asura|dānava|daitya|rākṣasa|rakṣas|yakṣa|nāga|gandharva|apsaras|kinnara|piśāca|vānara|monkey|bear|kādraveya|guhyaka|bhūta)s?(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'PERSON', 'being'],
  [/^(?:an? |the )?(?:king|queen|prince|princess|ruler|chief|commander|minister|warrior|hero|brāhmaṇa|brahmin|vaiśya|śūdra|hunter|patron|priest|physician|charioteer|courtesan|son|daughter|wife)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'PERSON', 'person'],
  [/^(?:is|was) the (?:name|patronymic|metronymic) of (?:a |an |the )?(?:teacher|sage|seer|priest|ṛṣi)/i, 'RISHI', 'teacher'],
  [/^(?:is|was) the (?:name|patronymic|metronymic) of (?:a |an |the )?(?:river|stream)/i, 'PLACE', 'river'],
  [/^(?:is|was) the (?:name|patronymic|metronymic) of (?:a |an |the )?(?:mountain|place|country|locality|district)/i, 'PLACE', 'place'],
  [/^(?:is|was) the (?:name|patronymic|metronymic) of (?:a |an |the )?(?:people|tribe|family|clan)/i, 'LINEAGE', 'people'],
  [/^(?:is|was) the (?:name|patronymic|metronymic) of (?:a |an |the )?(?:plant|tree)/i, 'FLORA', 'plant'],
  [/^(?:is|was) the (?:name|patronymic|metronymic) of (?:a |an |the )?(?:king|prince|man|patron|person|chief|warrior)/i, 'PERSON', 'person'],
  [/^(?:is|was) the (?:name|patronymic|metronymic) of(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'PERSON', 'person'],
  [/^(?:is|was) (?:mentioned|found)\b.*\b(?:teacher|priest|seer|sage)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'RISHI', 'teacher'],
  [/^(?:is|was) (?:mentioned|found)\b.*\b(?:king|prince|patron)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'PERSON', 'person'],
  [/^(?:is|was) the patronymic\b/i, 'PERSON', 'person'],
  [/^descendant of(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'PERSON', 'descendant'],
  [/^(?:one of the|one of)\b.*\b(?:sages|ṛṣis|seers)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'RISHI', 'sage'],
  [/^(?:one of the|one of)\b.*\b(?:sons|daughters|wives|kings|queens)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'PERSON', 'person'],
  [/^(?:one of the|one of)\b.*\b(?:gods|goddesses|maruts|ādityas|śaktis|mothers|mātṛs|devas|rudras|vasus)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'DEITY', 'deity'],
  [/^(?:one of the|one of)\b.*\b(?:rivers)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'PLACE', 'river'],
  [/^(?:one of the|one of)\b.*\b(?:hills|mountains|tīrthas|kingdoms|countries|dvīpas|hells)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'PLACE', 'place'],
  [/^(?:one of the|one of)\b.*\b(?:asuras|dānavas|rākṣasas|nāgas|gandharvas|apsarases|yakṣas)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'PERSON', 'being'],
  [/^(?:one of the|one of)\b.*\b(?:pravaras|gotras|families|clans|tribes)(?![\wāīūṛṝḷṅñṭḍṇśṣṃḥ])/i, 'LINEAGE', 'lineage'],
];

/** Second pass: a head noun anywhere in the first clause ("a Vānara chief", "the sacred hill"). */
const KEYWORD_RULES: ReadonlyArray<readonly [RegExp, EntityType, string]> = [
  [/\b(?:sage|ṛṣi|r̥ṣi|seer|muni|gotrakara|gotrakāra|mantrakṛt|ārṣeya|brahmavādin|sāmaga|teacher|ācārya)/i, 'RISHI', 'sage'],
  [/\b(?:pravara|gotra|family|clan|dynasty|tribe|people|race)/i, 'LINEAGE', 'lineage'],
  [/\b(?:river|r\.|nadī|stream)(?![a-z])/i, 'PLACE', 'river'],
  [/\b(?:hill|mountain|mt\.|peak)/i, 'PLACE', 'mountain'],
  [/\b(?:tīrtha|kṣetra|shrine|enshrined)/i, 'PLACE', 'tīrtha'],
  [/\b(?:kingdom|country|janapada|region|city|capital|town|village|forest|lake|dvīpa|varṣa|hell|loka)/i, 'PLACE', 'place'],
  [/\b(?:god|goddess|devī|deva|śakti|mother|mātṛ|marut|āditya|indra of|agni)/i, 'DEITY', 'deity'],
  [/\b(?:asura|dānava|daitya|rākṣasa|yakṣa|nāga|gandharva|apsaras|vānara|serpent|kinnara|piśāca|guhyaka)/i, 'PERSON', 'being'],
  [/\b(?:king|queen|prince|princess|son|daughter|wife|husband|father|brother|sister|warrior|chief|minister|follower|attendant|commander|married|killed|born|brāhmaṇa)/i, 'PERSON', 'person'],
  [/\b(?:tree|plant|flower|creeper|grass|herb)/i, 'FLORA', 'plant'],
  [/\b(?:star|constellation|planet|nakṣatra|eclipse)/i, 'CELESTIAL', 'star'],
  [/\b(?:mantra|hymn|sāman|stotra)/i, 'MANTRA', 'mantra'],
  [/\b(?:purāṇa|veda|saṃhitā|treatise|śākhā|upaniṣad)/i, 'TEXT', 'text'],
];

export function classifyGloss(gloss: string): GlossClass {
  const g = gloss.trim().replace(/^\d+\s*/, '').replace(/^\([^)]*\)\s*/, '');
  for (const [re, type, subtype] of CLASS_RULES) if (re.test(g)) return { type, subtype };
  const clause = g.split(/[;:]|\.\s/)[0]!.slice(0, 80);
  for (const [re, type, subtype] of KEYWORD_RULES) if (re.test(clause)) return { type, subtype };
  return { type: 'CONCEPT', subtype: 'term' };
}

const REL_RULES: ReadonlyArray<readonly [RegExp, RelationKind]> = [
  [new RegExp(`\\b(?:son|daughter|grandson|granddaughter|child|issue)s? of ${NAME}(?: and ${NAME})?`, 'g'), 'child_of'],
  [new RegExp(`\\bborn of ${NAME}(?: and ${NAME})?`, 'g'), 'child_of'],
  [new RegExp(`\\b(?:wife|queen|husband|consort)s? of ${NAME}`, 'g'), 'spouse_of'],
  [new RegExp(`\\b(?:father|mother)s? of ${NAME}(?: and ${NAME})?`, 'g'), 'parent_of'],
  [new RegExp(`\\b(?:brother|sister)s? of ${NAME}`, 'g'), 'sibling_of'],
  [new RegExp(`\\b(?:pupil|disciple)s? of ${NAME}`, 'g'), 'student_of'],
  [new RegExp(`\\b(?:teacher|guru|preceptor)s? of ${NAME}`, 'g'), 'teacher_of'],
  [new RegExp(`\\b(?:avatār|avatāra|incarnation)s? of ${NAME}`, 'g'), 'avatar_of'],
  [new RegExp(`\\b(?:vehicle|vāhana)s? of ${NAME}`, 'g'), 'mount_of'],
  [new RegExp(`\\b(?:king|lord|ruler|overlord)s? of (?:the )?${NAME}`, 'g'), 'lord_of'],
];

export interface GlossRelation { relation: RelationKind; name: string }

/** Relations stated in a gloss. Only the first sentence-like clause before the references is used. */
export function glossRelations(gloss: string): GlossRelation[] {
  const out: GlossRelation[] = [];
  const head = gloss.split(/\.\s+[A-Z][a-zāī]{0,3}\.\s+[IVX0-9]/)[0] ?? gloss;
  for (const [re, relation] of REL_RULES) {
    for (const m of head.matchAll(re)) {
      for (const name of [m[1], m[2]]) if (name && !STOP_NAMES.has(name)) out.push({ relation, name: stripName(name) });
    }
  }
  return out;
}

const STOP_NAMES = new Set(['The', 'This', 'He', 'She', 'His', 'Her', 'It', 'One', 'Brahmā\'s', 'Kali', 'Devas', 'Gods']);

function stripName(n: string): string {
  return n.replace(/'s$/, '').replace(/-$/, '');
}

/** Target of "see X", "same as X", "a name of X", "an epithet of X", "another name of X"; null otherwise. */
export function glossAliasTarget(gloss: string): string | null {
  const m = new RegExp(`^(?:see|same as|also|=|(?:a|an|another) (?:name|epithet|title) (?:of|for)) ${NAME}`).exec(gloss.trim());
  return m ? stripName(m[1]!) : null;
}

/** Purāṇa Index reference abbreviations → slp1 keys of TEXT entities (data/entities/curated/texts.json). */
export const PUI_TEXT_ABBR: Record<string, string> = {
  'Br.': 'brahmARqapurARa', 'Bhā.': 'BAgavatapurARa', 'M.': 'matsyapurARa', 'Vā.': 'vAyupurARa', 'Vi.': 'vizRupurARa',
};

/** Distinct Purāṇas cited in a PUI gloss ("Br. II. 18, 45", "M. 194. 1"). */
export function puiTextRefs(gloss: string): string[] {
  const out = new Set<string>();
  for (const m of gloss.matchAll(/(?:^|[\s;(])(Br|Bhā|M|Vā|Vi)\.\s*(?:[IVX]+\.|\d)/g)) out.add(PUI_TEXT_ABBR[m[1] + '.']!);
  return [...out].sort();
}

/** Vedic texts cited in a Vedic Index gloss, as slp1 keys of TEXT entities. */
export function veiTextRefs(gloss: string): string[] {
  const out = new Set<string>();
  if (/Rigveda|Rv\./.test(gloss)) out.add('fgveda');
  if (/Atharvaveda|Av\./.test(gloss)) out.add('aTarvaveda');
  if (/Yajurveda|Taittirīya Saṃhitā|Vājasaneyi/.test(gloss)) out.add('yajurveda');
  if (/Śatapatha Brāhmaṇa/.test(gloss)) out.add('SatapaTabrAhmaRa');
  return [...out].sort();
}
