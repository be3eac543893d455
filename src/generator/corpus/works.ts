/** Work metadata shared by adapters (one citation scheme per work; see docs/corpus.md). */
import type { Work } from '../../corpus/model.js';
import { work } from './adapter.js';

function purana(slug: string, iast: string, deva: string, scheme: string[], aliases: string[]): Work {
  return work({ slug, title_iast: iast, title_devanagari: deva, category: 'purana', chapter_scheme: scheme, authority_tier: 'itihasa-purana', aliases });
}

export const WORKS: Record<string, Work> = {
  'bhagavad-gita': work({
    slug: 'bhagavad-gita', title_iast: 'Bhagavadgītā', title_devanagari: 'भगवद्गीता', category: 'gita',
    author: 'Vyāsa', chapter_scheme: ['chapter', 'verse'], authority_tier: 'smriti',
    aliases: ['gita', 'bhagavad gita', 'bhagavadgita', 'bg', 'geeta', 'srimad bhagavad gita', 'श्रीमद्भगवद्गीता', 'गीता'],
  }),
  rigveda: work({
    slug: 'rigveda', title_iast: 'Ṛgveda', title_devanagari: 'ऋग्वेद', category: 'veda', chapter_scheme: ['mandala', 'sukta', 'verse'],
    authority_tier: 'shruti', aliases: ['rv', 'rig veda', 'rgveda', 'ṛgvedasaṃhitā', 'ऋग्वेदः'],
  }),
  'atharvaveda-shaunaka': work({
    slug: 'atharvaveda-shaunaka', title_iast: 'Atharvaveda (Śaunaka)', title_devanagari: 'अथर्ववेद (शौनक)', category: 'veda',
    chapter_scheme: ['kanda', 'sukta', 'verse'], authority_tier: 'shruti', aliases: ['atharvaveda', 'av', 'atharva veda', 'अथर्ववेद'],
  }),
  'yajurveda-vs-madhyandina': work({
    slug: 'yajurveda-vs-madhyandina', title_iast: 'Vājasaneyi Saṃhitā (Mādhyandina)', title_devanagari: 'वाजसनेयिसंहिता (माध्यन्दिन)',
    category: 'veda', chapter_scheme: ['adhyaya', 'verse'], authority_tier: 'shruti', aliases: ['yajurveda', 'vs', 'shukla yajurveda', 'white yajurveda', 'यजुर्वेद',
      // the samhita's own name: the Mādhyandina recension is the one meant when none is named
      'vajasaneyi samhita', 'vājasaneyi saṃhitā', 'vajasaneyi', 'वाजसनेयिसंहिता', 'madhyandina'],
  }),
  'yajurveda-vs-kanva': work({
    slug: 'yajurveda-vs-kanva', title_iast: 'Vājasaneyi Saṃhitā (Kāṇva)', title_devanagari: 'वाजसनेयिसंहिता (काण्व)',
    category: 'veda', chapter_scheme: ['adhyaya', 'verse'], authority_tier: 'shruti', aliases: ['kanva samhita', 'kāṇva saṃhitā', 'vajasaneyi kanva', 'kanva'],
  }),
  ramayana: work({
    slug: 'ramayana', title_iast: 'Vālmīki Rāmāyaṇa', title_devanagari: 'वाल्मीकिरामायण', category: 'itihasa', author: 'Vālmīki',
    chapter_scheme: ['kanda', 'sarga', 'shloka'], authority_tier: 'itihasa-purana',
    aliases: ['ramayan', 'valmiki ramayana', 'rāmāyaṇa', 'रामायण', 'ram'],
  }),
  /** The Kumbhakonam edition's numbering (the default Mahābhārata: its text may be redistributed). */
  mahabharata: work({
    slug: 'mahabharata', title_iast: 'Mahābhārata', title_devanagari: 'महाभारत', category: 'itihasa', author: 'Vyāsa',
    chapter_scheme: ['parvan', 'adhyaya', 'shloka'], authority_tier: 'itihasa-purana',
    aliases: ['mbh', 'महाभारतम्', 'mahabharatam', 'kumbhakonam mahabharata'],
  }),
  /** BORI critical-edition numbering: built only with --include-noncommercial (BORI: "do not provide copies"). */
  'mahabharata-ce': work({
    slug: 'mahabharata-ce', title_iast: 'Mahābhārata (Critical Edition)', title_devanagari: 'महाभारत (संशोधित संस्करण)', category: 'itihasa', author: 'Vyāsa',
    chapter_scheme: ['parvan', 'adhyaya', 'shloka'], authority_tier: 'itihasa-purana', aliases: ['mbh ce', 'bori mahabharata', 'critical edition mahabharata'],
  }),
  manusmriti: work({
    slug: 'manusmriti', title_iast: 'Manusmṛti', title_devanagari: 'मनुस्मृति', category: 'shastra', author: 'Manu',
    chapter_scheme: ['adhyaya', 'verse'], authority_tier: 'smriti', aliases: ['manu', 'manava dharmashastra', 'manusmrti'],
  }),
  naradasmriti: work({
    slug: 'naradasmriti', title_iast: 'Nāradasmṛti', title_devanagari: 'नारदस्मृति', category: 'shastra', author: 'Nārada',
    chapter_scheme: ['part', 'adhyaya', 'verse'], authority_tier: 'smriti', aliases: ['narada smriti', 'naradasmrti'],
  }),
  yajnavalkyasmriti: work({
    slug: 'yajnavalkyasmriti', title_iast: 'Yājñavalkyasmṛti', title_devanagari: 'याज्ञवल्क्यस्मृति', category: 'shastra', author: 'Yājñavalkya',
    chapter_scheme: ['adhyaya', 'verse'], authority_tier: 'smriti', aliases: ['yajnavalkya smriti', 'yajnavalkyasmrti', 'yajnavalkya'],
  }),
  'brahma-purana': purana('brahma-purana', 'Brahmapurāṇa', 'ब्रह्मपुराण', ['adhyaya', 'verse'], ['brahmapurana', 'brahma purana']),
  'skanda-purana': purana('skanda-purana', 'Skandapurāṇa', 'स्कन्दपुराण', ['adhyaya', 'verse'], ['skandapurana', 'skanda purana']),
  'vishnu-purana': purana('vishnu-purana', 'Viṣṇu Purāṇa', 'विष्णुपुराण', ['amsha', 'adhyaya', 'verse'], ['vishnupurana', 'vishnu purana']),
  'agni-purana': purana('agni-purana', 'Agni Purāṇa', 'अग्निपुराण', ['adhyaya', 'verse'], ['agnipurana', 'agni purana']),
  'brahmavaivarta-purana': purana('brahmavaivarta-purana', 'Brahmavaivarta Purāṇa', 'ब्रह्मवैवर्तपुराण', ['adhyaya', 'verse'], ['brahmavaivartapurana', 'brahmavaivarta purana']),
  'garuda-purana': purana('garuda-purana', 'Garuḍa Purāṇa', 'गरुडपुराण', ['khanda', 'adhyaya', 'verse'], ['garudapurana', 'garuda purana']),
  'linga-purana': purana('linga-purana', 'Liṅga Purāṇa', 'लिङ्गपुराण', ['bhaga', 'adhyaya', 'verse'], ['lingapurana', 'linga purana']),
  'matsya-purana': purana('matsya-purana', 'Matsya Purāṇa', 'मत्स्यपुराण', ['adhyaya', 'verse'], ['matsyapurana', 'matsya purana']),
  'narada-purana': purana('narada-purana', 'Nārada Purāṇa', 'नारदपुराण', ['bhaga', 'adhyaya', 'verse'], ['naradapurana', 'narada purana', 'naradiya purana']),
  'vamana-purana': purana('vamana-purana', 'Vāmana Purāṇa', 'वामनपुराण', ['adhyaya', 'verse'], ['vamanapurana', 'vamana purana']),
  'varaha-purana': purana('varaha-purana', 'Varāha Purāṇa', 'वराहपुराण', ['adhyaya', 'verse'], ['varahapurana', 'varaha purana']),
  'vayu-purana': purana('vayu-purana', 'Vāyu Purāṇa', 'वायुपुराण', ['bhaga', 'adhyaya', 'verse'], ['vayupurana', 'vayu purana']),
  'vishnu-sahasranama': work({
    slug: 'vishnu-sahasranama', title_iast: 'Viṣṇusahasranāma', title_devanagari: 'विष्णुसहस्रनाम', category: 'stotra', author: 'Vyāsa',
    chapter_scheme: ['bhaga', 'verse'], authority_tier: 'itihasa-purana',
    aliases: ['vishnu sahasranama', 'vishnu sahasranamam', 'vsn', 'विष्णुसहस्रनामस्तोत्रम्', 'sahasranama'],
  }),
  /** Brahmāṇḍa Purāṇa, Uttarakhaṇḍa: the stotra's ślokas (0 = the dhyāna-śloka, 1–182, 183 = the closing half-śloka). */
  'lalita-sahasranama': work({
    slug: 'lalita-sahasranama', title_iast: 'Lalitāsahasranāma', title_devanagari: 'ललितासहस्रनाम', category: 'stotra', author: null,
    chapter_scheme: ['verse'], authority_tier: 'itihasa-purana',
    aliases: ['lalita sahasranama', 'lalitha sahasranamam', 'lalita sahasranamam', 'lalitha sahasranama', 'lalitasahasranama', 'lsn',
      'ललितासहस्रनामस्तोत्रम्', 'श्रीललितासहस्रनामस्तोत्रम्', 'ललिता सहस्रनाम', 'ललितासहस्रनामम्'],
  }),
  /** Mārkaṇḍeya Purāṇa 81–93 (Wikisource numbering); chapter.verse, the Purāṇa's verse numbers (not the Saptaśatī's 700). */
  'devi-mahatmya': work({
    slug: 'devi-mahatmya', title_iast: 'Devīmāhātmya', title_devanagari: 'देवीमाहात्म्य', category: 'stotra', author: null,
    chapter_scheme: ['adhyaya', 'verse'], authority_tier: 'itihasa-purana',
    aliases: ['devi mahatmya', 'devi mahatmyam', 'durga-saptashati', 'durga saptashati', 'saptashati', 'chandi', 'chandi path', 'candipatha',
      'देवीमाहात्म्यम्', 'दुर्गासप्तशती', 'सप्तशती', 'चण्डी', 'चण्डीपाठ'],
  }),
  /** Sanskrit Wikisource's text; khaṇḍa.verse (9 + 5 + 12 + 9). */
  'kena-upanishad': work({
    slug: 'kena-upanishad', title_iast: 'Kena Upaniṣad', title_devanagari: 'केनोपनिषद्', category: 'upanishad',
    chapter_scheme: ['khanda', 'verse'], authority_tier: 'shruti',
    aliases: ['kena', 'kenopanishad', 'kenopanisad', 'talavakara upanishad', 'केनोपनिषत्', 'केन', 'keu'],
  }),
  /** Sanskrit Wikisource's text; muṇḍaka.khaṇḍa.mantra (9 + 13, 10 + 11, 10 + 11), Śaṅkara's numbering. */
  'mundaka-upanishad': work({
    slug: 'mundaka-upanishad', title_iast: 'Muṇḍaka Upaniṣad', title_devanagari: 'मुण्डकोपनिषद्', category: 'upanishad',
    chapter_scheme: ['mundaka', 'khanda', 'mantra'], authority_tier: 'shruti',
    aliases: ['mundaka', 'mundakopanishad', 'mundaka upanisad', 'मुण्डकोपनिषत्', 'मुण्डक', 'muu'],
  }),
  /** Sanskrit Wikisource's text; the 12 mantras (without Gauḍapāda's kārikās). */
  'mandukya-upanishad': work({
    slug: 'mandukya-upanishad', title_iast: 'Māṇḍūkya Upaniṣad', title_devanagari: 'माण्डूक्योपनिषद्', category: 'upanishad',
    chapter_scheme: ['mantra'], authority_tier: 'shruti',
    aliases: ['mandukya', 'mandukyopanishad', 'mandukya upanisad', 'माण्डूक्योपनिषत्', 'माण्डुक्योपनिषद्', 'माण्डूक्य', 'mau', 'māu'],
  }),
  /**
   * adhyāya.mantra (16 + 17 + 21 + 22 + 14 + 23 = 113). One work, two editions: Sanskrit Wikisource's text (default,
   * rank 100) and GRETIL's (non-commercial builds only, rank 40), numbered alike.
   */
  'shvetashvatara-upanishad': work({
    slug: 'shvetashvatara-upanishad', title_iast: 'Śvetāśvatara Upaniṣad', title_devanagari: 'श्वेताश्वतरोपनिषद्', category: 'upanishad',
    chapter_scheme: ['adhyaya', 'mantra'], authority_tier: 'shruti',
    aliases: ['shvetashvatara', 'svetasvatara', 'śvetāśvatara', 'shvetashvataropanishad', 'svetasvataropanisad', 'shvetashvatara upanishad',
      'svetasvatara upanisad', 'swetaswatara', 'श्वेताश्वतर', 'श्वेताश्वतरोपनिषत्', 'श्वेताश्वतर उपनिषद्', 'svu', 'śvu', 'svet', 'shvet'],
  }),
  /** Sanskrit Wikisource's text; praśna.mantra (16 + 13 + 12 + 11 + 7 + 8 = 67). */
  'prashna-upanishad': work({
    slug: 'prashna-upanishad', title_iast: 'Praśna Upaniṣad', title_devanagari: 'प्रश्नोपनिषद्', category: 'upanishad',
    chapter_scheme: ['prashna', 'mantra'], authority_tier: 'shruti',
    aliases: ['prashna', 'prasna', 'praśna', 'prashnopanishad', 'prasnopanisad', 'prashna upanishad', 'prasna upanisad', 'प्रश्न',
      'प्रश्नोपनिषत्', 'प्रश्न उपनिषद्', 'pu', 'prau'],
  }),
  /** Sanskrit Wikisource's text; prapāṭhaka.khaṇḍa.mantra (8 prapāṭhakas, 154 khaṇḍas). */
  'chandogya-upanishad': work({
    slug: 'chandogya-upanishad', title_iast: 'Chāndogya Upaniṣad', title_devanagari: 'छान्दोग्योपनिषद्', category: 'upanishad',
    chapter_scheme: ['prapathaka', 'khanda', 'mantra'], authority_tier: 'shruti',
    aliases: ['chandogya', 'chhandogya', 'chāndogya', 'chandogyopanishad', 'chhandogya upanishad', 'chandogya upanisad', 'chu',
      'छान्दोग्य', 'छान्दोग्योपनिषत्', 'छान्दोग्य उपनिषद्', 'cu'],
  }),
  'isha-upanishad': work({
    slug: 'isha-upanishad', title_iast: 'Īśa Upaniṣad', title_devanagari: 'ईशोपनिषद्', category: 'upanishad',
    chapter_scheme: ['verse'], authority_tier: 'shruti', aliases: ['isha', 'ishopanishad', 'isavasya', 'ishavasya upanishad', 'ईशावास्योपनिषद्', 'iu', 'īu', 'isha upanishad'],
  }),
  'katha-upanishad': work({
    slug: 'katha-upanishad', title_iast: 'Kaṭha Upaniṣad', title_devanagari: 'कठोपनिषद्', category: 'upanishad',
    chapter_scheme: ['adhyaya', 'valli', 'verse'], authority_tier: 'shruti',
    aliases: ['katha', 'kathopanishad', 'kathaka upanishad', 'kathopanisad', 'कठोपनिषत्', 'kau', 'katha upanishad'],
  }),
  /** Kāṇva recension (Śaṅkara's text), adhyāya.brāhmaṇa.mantra; Sanskrit Wikisource's text (default) and GRETIL's, numbered alike. */
  'brihadaranyaka-upanishad': work({
    slug: 'brihadaranyaka-upanishad', title_iast: 'Bṛhadāraṇyaka Upaniṣad', title_devanagari: 'बृहदारण्यकोपनिषद्', category: 'upanishad',
    chapter_scheme: ['adhyaya', 'brahmana', 'mantra'], authority_tier: 'shruti',
    aliases: ['brihadaranyaka', 'brihadaranyakopanishad', 'brhadaranyaka', 'bau', 'बृहदारण्यक', 'बृहदारण्यकोपनिषत्', 'bu', 'bāu', 'brihadaranyaka upanishad'],
  }),
  /** Aitareya Āraṇyaka 2.4–2.6; adhyāya.khaṇḍa.mantra (adhyāyas 2 and 3 are one khaṇḍa each); Wikisource's text (default) and GRETIL's. */
  'aitareya-upanishad': work({
    slug: 'aitareya-upanishad', title_iast: 'Aitareya Upaniṣad', title_devanagari: 'ऐतरेयोपनिषद्', category: 'upanishad',
    chapter_scheme: ['adhyaya', 'khanda', 'mantra'], authority_tier: 'shruti',
    aliases: ['aitareya', 'aitareyopanishad', 'ऐतरेय', 'ऐतरेयोपनिषत्', 'au', 'aitu', 'aitareya upanishad'],
  }),
  /** Taittirīya Āraṇyaka 7–9; vallī.anuvāka.mantra; Wikisource's text (default) and GRETIL's. */
  'taittiriya-upanishad': work({
    slug: 'taittiriya-upanishad', title_iast: 'Taittirīya Upaniṣad', title_devanagari: 'तैत्तिरीयोपनिषद्', category: 'upanishad',
    chapter_scheme: ['valli', 'anuvaka', 'mantra'], authority_tier: 'shruti',
    aliases: ['taittiriya', 'taittiriyopanishad', 'तैत्तिरीय', 'तैत्तिरीयोपनिषत्', 'tu', 'taiu', 'taittiriya upanishad'],
  }),
  'brahmabindu-upanishad': work({
    slug: 'brahmabindu-upanishad', title_iast: 'Brahmabindu Upaniṣad', title_devanagari: 'ब्रह्मबिन्दूपनिषद्', category: 'upanishad',
    chapter_scheme: ['verse'], authority_tier: 'shruti', aliases: ['brahmabindu'],
  }),
  'nadabindu-upanishad': work({
    slug: 'nadabindu-upanishad', title_iast: 'Nādabindu Upaniṣad', title_devanagari: 'नादबिन्दूपनिषद्', category: 'upanishad',
    chapter_scheme: ['verse'], authority_tier: 'shruti', aliases: ['nadabindu'],
  }),
  /** The Atharvaśiras ("Śira-upaniṣad" in the DCS): prose, numbered by the DCS's sections. */
  'atharvashiras-upanishad': work({
    slug: 'atharvashiras-upanishad', title_iast: 'Atharvaśiras Upaniṣad', title_devanagari: 'अथर्वशिरउपनिषद्', category: 'upanishad',
    chapter_scheme: ['section'], authority_tier: 'shruti', aliases: ['atharvashiras', 'atharvasiras', 'shira upanishad', 'śiraupaniṣad', 'अथर्वशिरोपनिषद्'],
  }),
  samkhyakarika: work({
    slug: 'samkhyakarika', title_iast: 'Sāṃkhyakārikā', title_devanagari: 'सांख्यकारिका', category: 'shastra', author: 'Īśvarakṛṣṇa',
    chapter_scheme: ['verse'], authority_tier: 'shastra', aliases: ['samkhya karika', 'sankhya karika', 'sankhyakarika', 'सांख्यकारिका'],
  }),
  'brahma-sutra-bhashya': work({
    slug: 'brahma-sutra-bhashya', title_iast: 'Brahmasūtrabhāṣya', title_devanagari: 'ब्रह्मसूत्रभाष्य', category: 'shastra', author: 'Śaṅkara',
    chapter_scheme: ['adhyaya', 'pada', 'sutra', 'paragraph'], authority_tier: 'shastra',
    aliases: ['brahma sutra bhashya', 'shankara bhashya', 'brahmasutra', 'vedanta sutra', 'ब्रह्मसूत्रशाङ्करभाष्यम्'],
  }),
  'bhagavata-purana': work({
    slug: 'bhagavata-purana', title_iast: 'Bhāgavata Purāṇa', title_devanagari: 'भागवतपुराण', category: 'purana',
    chapter_scheme: ['skandha', 'adhyaya', 'verse'], authority_tier: 'itihasa-purana',
    aliases: ['bhagavatam', 'srimad bhagavatam', 'shrimad bhagavatam', 'bhagavata', 'श्रीमद्भागवतम्', 'bhp'],
  }),
  'yoga-sutra': work({
    slug: 'yoga-sutra', title_iast: 'Yogasūtra', title_devanagari: 'योगसूत्र', category: 'sutra', author: 'Patañjali',
    chapter_scheme: ['pada', 'sutra'], authority_tier: 'shastra', aliases: ['yoga sutras', 'patanjali yoga sutra', 'ys', 'yogasutra'],
  }),
};

/** sanskritsahitya.org works: folder → work. */
export const SAHITYA_WORKS: Record<string, Work> = {
  srimadbhagavadgita: WORKS['bhagavad-gita']!,
  srimadbhaagavatam: WORKS['bhagavata-purana']!,
  meghadutam: work({ slug: 'meghaduta', title_iast: 'Meghadūta', title_devanagari: 'मेघदूत', category: 'kavya', author: 'Kālidāsa', chapter_scheme: ['verse'], authority_tier: 'kavya', aliases: ['meghadutam', 'meghdoot'] }),
  raghuvansham: work({ slug: 'raghuvamsha', title_iast: 'Raghuvaṃśa', title_devanagari: 'रघुवंश', category: 'kavya', author: 'Kālidāsa', chapter_scheme: ['sarga', 'verse'], authority_tier: 'kavya', aliases: ['raghuvamsam', 'raghuvansh', 'raghuvansham', 'raghuvamsham'] }),
  kumarasambhavam: work({ slug: 'kumarasambhava', title_iast: 'Kumārasambhava', title_devanagari: 'कुमारसम्भव', category: 'kavya', author: 'Kālidāsa', chapter_scheme: ['sarga', 'verse'], authority_tier: 'kavya', aliases: ['kumarasambhavam'] }),
  rtusamharam: work({ slug: 'rtusamhara', title_iast: 'Ṛtusaṃhāra', title_devanagari: 'ऋतुसंहार', category: 'kavya', author: 'Kālidāsa', chapter_scheme: ['sarga', 'verse'], authority_tier: 'kavya', aliases: ['ritusamhara'] }),
  shakuntalam: work({ slug: 'abhijnanashakuntala', title_iast: 'Abhijñānaśākuntala', title_devanagari: 'अभिज्ञानशाकुन्तल', category: 'nataka', author: 'Kālidāsa', chapter_scheme: ['anka', 'verse'], authority_tier: 'kavya', aliases: ['shakuntalam', 'shakuntala'] }),
  kiratarjuniyam: work({ slug: 'kiratarjuniya', title_iast: 'Kirātārjunīya', title_devanagari: 'किरातार्जुनीय', category: 'kavya', author: 'Bhāravi', chapter_scheme: ['sarga', 'verse'], authority_tier: 'kavya', aliases: ['kiratarjuniyam'] }),
  shishupalavadham: work({ slug: 'shishupalavadha', title_iast: 'Śiśupālavadha', title_devanagari: 'शिशुपालवध', category: 'kavya', author: 'Māgha', chapter_scheme: ['sarga', 'verse'], authority_tier: 'kavya', aliases: ['shishupalavadham', 'magha'] }),
  naishadhiyacaritam: work({ slug: 'naishadhiyacarita', title_iast: 'Naiṣadhīyacarita', title_devanagari: 'नैषधीयचरित', category: 'kavya', author: 'Śrīharṣa', chapter_scheme: ['sarga', 'verse'], authority_tier: 'kavya', aliases: ['naishadhiyacharitam'] }),
  bhattikavyam: work({ slug: 'bhattikavya', title_iast: 'Bhaṭṭikāvya', title_devanagari: 'भट्टिकाव्य', category: 'kavya', author: 'Bhaṭṭi', chapter_scheme: ['sarga', 'verse'], authority_tier: 'kavya', aliases: ['bhattikavyam', 'ravanavadha'] }),
  shatakatrayam: work({ slug: 'shatakatraya', title_iast: 'Śatakatraya', title_devanagari: 'शतकत्रय', category: 'kavya', author: 'Bhartṛhari', chapter_scheme: ['shataka', 'verse'], authority_tier: 'kavya', aliases: ['shatakatrayam', 'bhartrihari'] }),
  amarushatakam: work({ slug: 'amarushataka', title_iast: 'Amaruśataka', title_devanagari: 'अमरुशतक', category: 'kavya', author: 'Amaru', chapter_scheme: ['verse'], authority_tier: 'kavya', aliases: ['amarushatakam'] }),
  anyapadeshashatakam: work({ slug: 'anyapadeshashataka', title_iast: 'Anyāpadeśaśataka', title_devanagari: 'अन्यापदेशशतक', category: 'kavya', chapter_scheme: ['verse'], authority_tier: 'kavya', aliases: ['anyapadeshashatakam'] }),
  pancatantram: work({ slug: 'pancatantra', title_iast: 'Pañcatantra', title_devanagari: 'पञ्चतन्त्र', category: 'kavya', author: 'Viṣṇuśarman', chapter_scheme: ['tantra', 'verse'], authority_tier: 'kavya', aliases: ['panchatantra', 'pancatantram'] }),
  natyashastram: work({ slug: 'natyashastra', title_iast: 'Nāṭyaśāstra', title_devanagari: 'नाट्यशास्त्र', category: 'shastra', author: 'Bharata', chapter_scheme: ['adhyaya', 'verse'], authority_tier: 'shastra', aliases: ['natyashastram'] }),
};
