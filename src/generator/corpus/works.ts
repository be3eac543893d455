/** Work metadata shared by adapters (one citation scheme per work; see docs/corpus.md). */
import type { Work } from '../../corpus/model.js';
import { work } from './adapter.js';

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
    category: 'veda', chapter_scheme: ['adhyaya', 'verse'], authority_tier: 'shruti', aliases: ['yajurveda', 'vs', 'shukla yajurveda', 'यजुर्वेद'],
  }),
  'yajurveda-vs-kanva': work({
    slug: 'yajurveda-vs-kanva', title_iast: 'Vājasaneyi Saṃhitā (Kāṇva)', title_devanagari: 'वाजसनेयिसंहिता (काण्व)',
    category: 'veda', chapter_scheme: ['adhyaya', 'verse'], authority_tier: 'shruti', aliases: ['kanva samhita'],
  }),
  ramayana: work({
    slug: 'ramayana', title_iast: 'Vālmīki Rāmāyaṇa', title_devanagari: 'वाल्मीकिरामायण', category: 'itihasa', author: 'Vālmīki',
    chapter_scheme: ['kanda', 'sarga', 'shloka'], authority_tier: 'itihasa-purana',
    aliases: ['ramayan', 'valmiki ramayana', 'rāmāyaṇa', 'रामायण', 'ram'],
  }),
  'mahabharata-ce': work({
    slug: 'mahabharata-ce', title_iast: 'Mahābhārata (Critical Edition)', title_devanagari: 'महाभारत', category: 'itihasa', author: 'Vyāsa',
    chapter_scheme: ['parvan', 'adhyaya', 'shloka'], authority_tier: 'itihasa-purana', aliases: ['mahabharata', 'mbh', 'महाभारतम्'],
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
