/** Known-item queries typed the way people type them; expect = `work_slug:reference`. */
export interface KnownItem {
  q: string;
  expect: string;
  mode?: 'fulltext' | 'translation';
  note?: string;
  /** other verses that are as right a first hit (a refrain) */
  alt?: string[];
}

export const KNOWN_ITEMS: KnownItem[] = [
  // Bhagavad Gita, several schemes
  { q: 'karmanye vadhikaraste', expect: 'bhagavad-gita:2.47', note: 'ascii' },
  { q: 'कर्मण्येवाधिकारस्ते मा फलेषु कदाचन', expect: 'bhagavad-gita:2.47', note: 'devanagari' },
  { q: 'karmaRyevADikAraste mA Palezu', expect: 'bhagavad-gita:2.47', note: 'slp1' },
  { q: 'yada yada hi dharmasya', expect: 'bhagavad-gita:4.7', note: 'ascii' },
  { q: 'yadā yadā hi dharmasya glānir bhavati bhārata', expect: 'bhagavad-gita:4.7', note: 'iast' },
  { q: 'yadA yadA hi Darmasya glAnirBavati BArata', expect: 'bhagavad-gita:4.7', note: 'slp1' },
  { q: 'paritranaya sadhunam vinashaya cha dushkritam', expect: 'bhagavad-gita:4.8', note: 'ascii' },
  { q: 'dharmakshetre kurukshetre', expect: 'bhagavad-gita:1.1', note: 'ascii' },
  { q: 'dharmak.setre kuruk.setre samavetaa yuyutsava.h', expect: 'bhagavad-gita:1.1', note: 'velthuis' },
  { q: 'sarvadharmān parityajya mām ekaṃ śaraṇaṃ vraja', expect: 'bhagavad-gita:18.66', note: 'iast' },
  { q: 'vAsAMsi jIrNAni yathA vihAya', expect: 'bhagavad-gita:2.22', note: 'hk' },
  { q: 'nainaM Chindanti shastrANi nainaM dahati pAvakaH', expect: 'bhagavad-gita:2.23', note: 'itrans' },
  { q: 'yogah karmasu kaushalam', expect: 'bhagavad-gita:2.50', note: 'ascii' },
  { q: 'samatvam yoga uchyate', expect: 'bhagavad-gita:2.48', note: 'ascii' },
  { q: 'patram pushpam phalam toyam', expect: 'bhagavad-gita:9.26', note: 'ascii' },
  { q: 'kAlo.asmi lokakShayakRRitpravRRiddho', expect: 'bhagavad-gita:11.32', note: 'itrans' },
  { q: 'uddhared ātmanātmānaṃ nātmānam avasādayet', expect: 'bhagavad-gita:6.5', note: 'iast' },
  { q: 'श्रेयान्स्वधर्मो विगुणः', expect: 'bhagavad-gita:3.35', note: 'devanagari' },
  // Rigveda
  { q: 'agnimīḷe purohitaṃ', expect: 'rigveda:1.1.1', note: 'iast' },
  { q: 'agnim ile purohitam yajnasya devam ritvijam', expect: 'rigveda:1.1.1', note: 'ascii' },
  { q: 'tat savitur varenyam bhargo devasya dhimahi', expect: 'rigveda:3.62.10', note: 'ascii' },
  { q: 'तत्सवितुर्वरेण्यं भर्गो देवस्य धीमहि', expect: 'rigveda:3.62.10', note: 'devanagari' },
  { q: 'ekam sad vipra bahudha vadanti', expect: 'rigveda:1.164.46', note: 'ascii' },
  { q: 'nāsad āsīn no sad āsīt tadānīm', expect: 'rigveda:10.129.1', note: 'iast' },
  { q: 'tryambakam yajamahe sugandhim pushtivardhanam', expect: 'rigveda:7.59.12', note: 'ascii' },
  { q: 'sahasrashirsha purushah sahasrakshah sahasrapat', expect: 'rigveda:10.90.1', note: 'ascii' },
  { q: 'hiraNyagarbhaH samavartatAgre', expect: 'rigveda:10.121.1', note: 'hk' },
  // Other Vedas
  { q: 'ye triṣaptāḥ pariyanti viśvā rūpāṇi bibhrataḥ', expect: 'atharvaveda-shaunaka:1.1.1', note: 'iast' },
  { q: 'ishe tvorje tva vayava stha', expect: 'yajurveda-vs-madhyandina:1.1', note: 'ascii' },
  // Itihasa
  { q: 'tapah svadhyaya niratam tapasvi vagvidam varam', expect: 'ramayana:1.1.1', note: 'ascii' },
  { q: 'ततो युद्धपरिश्रान्तं समरे चिन्तया स्थितम्', expect: 'ramayana:6.107.1', note: 'devanagari' },
  // the BORI text (mahabharata-ce 1.1.0) is opt-in; the Kumbhakonam default numbers this invocation 1.1.2 (checked)
  { q: 'nārāyaṇaṃ namaskṛtya naraṃ caiva narottamam', expect: 'mahabharata:1.1.2', note: 'iast' },
  // Yoga Sutra, Upanishads, Puranas, kavya (non-commercial / uncleared builds)
  { q: 'yoga chitta vritti nirodha', expect: 'yoga-sutra:1.2', note: 'ascii' },
  { q: 'atha yoganushasanam', expect: 'yoga-sutra:1.1', note: 'ascii' },
  { q: 'sthira sukham asanam', expect: 'yoga-sutra:2.46', note: 'ascii' },
  { q: 'aham brahmasmi', expect: 'brihadaranyaka-upanishad:1.4.10', note: 'ascii' },
  { q: 'asato ma sad gamaya tamaso ma jyotir gamaya', expect: 'brihadaranyaka-upanishad:1.3.28', note: 'ascii' },
  { q: 'athāta ādeśo neti neti', expect: 'brihadaranyaka-upanishad:2.3.6', note: 'iast' },
  { q: 'प्रज्ञानं ब्रह्म', expect: 'aitareya-upanishad:3.1.3', note: 'devanagari' },
  { q: 'satyam jnanam anantam brahma', expect: 'taittiriya-upanishad:2.1.1', note: 'ascii' },
  { q: 'matru devo bhava pitru devo bhava', expect: 'taittiriya-upanishad:1.11.2', note: 'ascii' },
  { q: 'ya devi sarvabhuteshu vishnumayeti shabdita', expect: 'devi-mahatmya:5.12', note: 'ascii' },
  { q: 'sarva mangala mangalye shive sarvartha sadhike', expect: 'devi-mahatmya:11.9', note: 'ascii' },
  { q: 'satyameva jayate', expect: 'mundaka-upanishad:3.1.6', note: 'ascii' },
  { q: 'ayam atma brahma', expect: 'mandukya-upanishad:2', note: 'ascii' },
  { q: 'केनेषितं पतति प्रेषितं मनः', expect: 'kena-upanishad:1.1', note: 'devanagari' },
  { q: 'kiṃkāraṇaṃ brahma kutaḥ sma jātā', expect: 'shvetashvatara-upanishad:1.1', note: 'iast' },
  { q: 'vedaham etam purusham mahantam adityavarnam tamasah parastat', expect: 'shvetashvatara-upanishad:3.8', note: 'ascii' },
  { q: 'एको देवः सर्वभूतेषु गूढः', expect: 'shvetashvatara-upanishad:6.11', note: 'devanagari' },
  { q: 'ajam ekam lohitashuklakrishnam', expect: 'shvetashvatara-upanishad:4.5', note: 'ascii' },
  { q: 'sarvam khalvidam brahma', expect: 'chandogya-upanishad:3.14.1', note: 'ascii' },
  // the refrain that closes Chāndogya 6.8–6.16; Ṛgveda 10.145.5's "sahamānātha tvamasi" holds the same letters
  { q: 'tat tvam asi', expect: 'chandogya-upanishad:6.8.7', note: 'ascii',
    alt: ['6.9.4', '6.10.3', '6.11.3', '6.12.3', '6.13.3', '6.14.3', '6.15.3', '6.16.3'].map((r) => `chandogya-upanishad:${r}`) },
  { q: 'ओमित्येतदक्षरमुद्गीथमुपासीत', expect: 'chandogya-upanishad:1.1.1', note: 'devanagari' },
  { q: 'sukesha cha bharadvajah', expect: 'prashna-upanishad:1.1', note: 'ascii' },
  { q: 'srimata srimaharajni srimatsimhasaneshvari', expect: 'lalita-sahasranama:1', note: 'ascii' },
  { q: 'janmadyasya yato nvayad itaratash charthesv abhijnah svarat', expect: 'bhagavata-purana:1.1.1', note: 'ascii' },
  { q: 'kashchit kantaviraha guruna', expect: 'meghaduta:1', note: 'ascii' },
  { q: 'astyuttarasyāṃ diśi devatātmā himālayo nāma nagādhirājaḥ', expect: 'kumarasambhava:1.1', note: 'iast' },
  { q: 'vagarthaviva samprktau', expect: 'raghuvamsha:1.1', note: 'ascii' },
  { q: 'shivah shaktya yukto yadi bhavati shaktah prabhavitum', expect: 'saundaryalahari:1', note: 'ascii' },
  // Translation mode: English (stemmed) and Hindi
  { q: 'I laud Agni, the chosen Priest', expect: 'rigveda:1.1.1', mode: 'translation' },
  { q: 'Then was not non-existent nor existent', expect: 'rigveda:10.129.1', mode: 'translation' },
  { q: 'thy right is to work only, but never with its fruits', expect: 'bhagavad-gita:2.47', mode: 'translation' },
  { q: 'whenever there is decay of righteousness', expect: 'bhagavad-gita:4.7', mode: 'translation' },
  { q: 'abandoning all duties take refuge in me alone', expect: 'bhagavad-gita:18.66', mode: 'translation' },
  { q: 'कर्म करने मात्र में तुम्हारा अधिकार है', expect: 'bhagavad-gita:2.47', mode: 'translation' },
  { q: 'धर्मभूमि कुरुक्षेत्र में युद्ध की इच्छा से इकट्ठे', expect: 'bhagavad-gita:1.1', mode: 'translation' },
  // Translation mode over the public-domain translations of the Upaniṣads, smṛti and sūtras (paraphrased)
  { q: 'the whole Veda is the first source of sacred law', expect: 'manusmriti:2.6', mode: 'translation' },
  { q: 'the sudra has only one birth, there is no fifth caste', expect: 'manusmriti:10.4', mode: 'translation' },
  { q: 'when all the ties of the heart are cut, the mortal becomes immortal', expect: 'katha-upanishad:2.3.15', mode: 'translation' },
  { q: 'whatever moves on earth is to be hidden in the Lord', expect: 'isha-upanishad:1', mode: 'translation' },
  { q: 'lead me from the unreal to the real, from darkness to light', expect: 'brihadaranyaka-upanishad:1.3.28', mode: 'translation' },
  { q: 'yoga is restraining the mind stuff from taking various forms', expect: 'yoga-sutra:1.2', mode: 'translation' },
  { q: 'posture is firm and pleasant', expect: 'yoga-sutra:2.46', mode: 'translation' },
  { q: 'to the Devi who in all beings exists as mother', expect: 'devi-mahatmya:5.34', mode: 'translation' },
];
