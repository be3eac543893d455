/**
 * @module calendar/panchang/names
 * Names of the panchang elements: IAST, Devanagari, and the ASCII spelling Drik Panchang prints
 * (used to compare with its output). Index 0 of each list is element number 1.
 */

/** A name in three scripts. */
export interface Name {
  /** IAST transliteration. */
  iast: string;
  /** Devanagari. */
  devanagari: string;
  /** ASCII spelling as Drik Panchang prints it. */
  ascii: string;
}

const n = (iast: string, devanagari: string, ascii: string): Name => ({ iast, devanagari, ascii });

/** Tithi names within a paksha: 1 Pratipadā … 14 Caturdaśī; 15 is Pūrṇimā (Shukla) or Amāvāsyā (Krishna). */
export const TITHI_NAMES: readonly Name[] = [
  n('Pratipadā', 'प्रतिपदा', 'Pratipada'),
  n('Dvitīyā', 'द्वितीया', 'Dwitiya'),
  n('Tṛtīyā', 'तृतीया', 'Tritiya'),
  n('Caturthī', 'चतुर्थी', 'Chaturthi'),
  n('Pañcamī', 'पञ्चमी', 'Panchami'),
  n('Ṣaṣṭhī', 'षष्ठी', 'Shashthi'),
  n('Saptamī', 'सप्तमी', 'Saptami'),
  n('Aṣṭamī', 'अष्टमी', 'Ashtami'),
  n('Navamī', 'नवमी', 'Navami'),
  n('Daśamī', 'दशमी', 'Dashami'),
  n('Ekādaśī', 'एकादशी', 'Ekadashi'),
  n('Dvādaśī', 'द्वादशी', 'Dwadashi'),
  n('Trayodaśī', 'त्रयोदशी', 'Trayodashi'),
  n('Caturdaśī', 'चतुर्दशी', 'Chaturdashi'),
  n('Pūrṇimā', 'पूर्णिमा', 'Purnima'),
];
export const AMAVASYA: Name = n('Amāvāsyā', 'अमावस्या', 'Amavasya');

/** @brief Name of tithi 1–30 (16–29 repeat the Shukla names; 30 is Amāvāsyā). */
export function tithiName(tithi: number): Name {
  if (tithi === 30) return AMAVASYA;
  return TITHI_NAMES[(tithi - 1) % 15]!;
}

export const PAKSHA_NAMES = {
  shukla: n('Śukla', 'शुक्ल', 'Shukla'),
  krishna: n('Kṛṣṇa', 'कृष्ण', 'Krishna'),
} as const;

/** The nine grahas as nakshatra and weekday lords. */
export const GRAHA = {
  sun: n('Sūrya', 'सूर्य', 'Sun'),
  moon: n('Candra', 'चन्द्र', 'Moon'),
  mars: n('Maṅgala', 'मङ्गल', 'Mars'),
  mercury: n('Budha', 'बुध', 'Mercury'),
  jupiter: n('Bṛhaspati', 'बृहस्पति', 'Jupiter'),
  venus: n('Śukra', 'शुक्र', 'Venus'),
  saturn: n('Śani', 'शनि', 'Saturn'),
  rahu: n('Rāhu', 'राहु', 'Rahu'),
  ketu: n('Ketu', 'केतु', 'Ketu'),
} as const;

/** Nakshatras 1–27 and their Vimshottari lords. */
export const NAKSHATRA_NAMES: readonly Name[] = [
  n('Aśvinī', 'अश्विनी', 'Ashwini'),
  n('Bharaṇī', 'भरणी', 'Bharani'),
  n('Kṛttikā', 'कृत्तिका', 'Krittika'),
  n('Rohiṇī', 'रोहिणी', 'Rohini'),
  n('Mṛgaśīrṣa', 'मृगशीर्ष', 'Mrigashirsha'),
  n('Ārdrā', 'आर्द्रा', 'Ardra'),
  n('Punarvasu', 'पुनर्वसु', 'Punarvasu'),
  n('Puṣya', 'पुष्य', 'Pushya'),
  n('Āśleṣā', 'आश्लेषा', 'Ashlesha'),
  n('Maghā', 'मघा', 'Magha'),
  n('Pūrva Phalgunī', 'पूर्व फाल्गुनी', 'Purva Phalguni'),
  n('Uttara Phalgunī', 'उत्तर फाल्गुनी', 'Uttara Phalguni'),
  n('Hasta', 'हस्त', 'Hasta'),
  n('Citrā', 'चित्रा', 'Chitra'),
  n('Svātī', 'स्वाती', 'Swati'),
  n('Viśākhā', 'विशाखा', 'Vishakha'),
  n('Anurādhā', 'अनुराधा', 'Anuradha'),
  n('Jyeṣṭhā', 'ज्येष्ठा', 'Jyeshtha'),
  n('Mūla', 'मूल', 'Mula'),
  n('Pūrva Āṣāḍhā', 'पूर्वाषाढा', 'Purva Ashadha'),
  n('Uttara Āṣāḍhā', 'उत्तराषाढा', 'Uttara Ashadha'),
  n('Śravaṇa', 'श्रवण', 'Shravana'),
  n('Dhaniṣṭhā', 'धनिष्ठा', 'Dhanishtha'),
  n('Śatabhiṣā', 'शतभिषा', 'Shatabhisha'),
  n('Pūrva Bhādrapadā', 'पूर्व भाद्रपदा', 'Purva Bhadrapada'),
  n('Uttara Bhādrapadā', 'उत्तर भाद्रपदा', 'Uttara Bhadrapada'),
  n('Revatī', 'रेवती', 'Revati'),
];
const LORD_CYCLE = [GRAHA.ketu, GRAHA.venus, GRAHA.sun, GRAHA.moon, GRAHA.mars, GRAHA.rahu, GRAHA.jupiter, GRAHA.saturn, GRAHA.mercury];
/** @brief Vimshottari lord of nakshatra 1–27 (Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury, repeating). */
export function nakshatraLord(nakshatra: number): Name {
  return LORD_CYCLE[(nakshatra - 1) % 9]!;
}

export const YOGA_NAMES: readonly Name[] = [
  n('Viṣkambha', 'विष्कम्भ', 'Vishkambha'),
  n('Prīti', 'प्रीति', 'Priti'),
  n('Āyuṣmān', 'आयुष्मान्', 'Ayushmana'),
  n('Saubhāgya', 'सौभाग्य', 'Saubhagya'),
  n('Śobhana', 'शोभन', 'Shobhana'),
  n('Atigaṇḍa', 'अतिगण्ड', 'Atiganda'),
  n('Sukarmā', 'सुकर्मा', 'Sukarma'),
  n('Dhṛti', 'धृति', 'Dhriti'),
  n('Śūla', 'शूल', 'Shula'),
  n('Gaṇḍa', 'गण्ड', 'Ganda'),
  n('Vṛddhi', 'वृद्धि', 'Vriddhi'),
  n('Dhruva', 'ध्रुव', 'Dhruva'),
  n('Vyāghāta', 'व्याघात', 'Vyaghata'),
  n('Harṣaṇa', 'हर्षण', 'Harshana'),
  n('Vajra', 'वज्र', 'Vajra'),
  n('Siddhi', 'सिद्धि', 'Siddhi'),
  n('Vyatīpāta', 'व्यतीपात', 'Vyatipata'),
  n('Varīyān', 'वरीयान्', 'Variyana'),
  n('Parigha', 'परिघ', 'Parigha'),
  n('Śiva', 'शिव', 'Shiva'),
  n('Siddha', 'सिद्ध', 'Siddha'),
  n('Sādhya', 'साध्य', 'Sadhya'),
  n('Śubha', 'शुभ', 'Shubha'),
  n('Śukla', 'शुक्ल', 'Shukla'),
  n('Brahma', 'ब्रह्म', 'Brahma'),
  n('Indra', 'इन्द्र', 'Indra'),
  n('Vaidhṛti', 'वैधृति', 'Vaidhriti'),
];

/** Karanas 1–11: 1 Bava … 7 Vishti, 8 Shakuni, 9 Chatushpada, 10 Naga, 11 Kimstughna. */
export const KARANA_NAMES: readonly Name[] = [
  n('Bava', 'बव', 'Bava'),
  n('Bālava', 'बालव', 'Balava'),
  n('Kaulava', 'कौलव', 'Kaulava'),
  n('Taitila', 'तैतिल', 'Taitila'),
  n('Gara', 'गर', 'Garaja'),
  n('Vaṇija', 'वणिज', 'Vanija'),
  n('Viṣṭi', 'विष्टि', 'Vishti'),
  n('Śakuni', 'शकुनि', 'Shakuni'),
  n('Catuṣpada', 'चतुष्पद', 'Chatushpada'),
  n('Nāga', 'नाग', 'Nagava'),
  n('Kiṃstughna', 'किंस्तुघ्न', 'Kinstughna'),
];

/** Lunar months, index 0 = Chaitra … 11 = Phalguna. */
export const MASA_NAMES: readonly Name[] = [
  n('Caitra', 'चैत्र', 'Chaitra'),
  n('Vaiśākha', 'वैशाख', 'Vaishakha'),
  n('Jyeṣṭha', 'ज्येष्ठ', 'Jyeshtha'),
  n('Āṣāḍha', 'आषाढ', 'Ashadha'),
  n('Śrāvaṇa', 'श्रावण', 'Shravana'),
  n('Bhādrapada', 'भाद्रपद', 'Bhadrapada'),
  n('Āśvina', 'आश्विन', 'Ashwina'),
  n('Kārttika', 'कार्त्तिक', 'Kartika'),
  n('Mārgaśīrṣa', 'मार्गशीर्ष', 'Margashirsha'),
  n('Pauṣa', 'पौष', 'Pausha'),
  n('Māgha', 'माघ', 'Magha'),
  n('Phālguna', 'फाल्गुन', 'Phalguna'),
];
export const ADHIKA: Name = n('Adhika', 'अधिक', 'Adhik');

/** Sidereal signs 1–12 (rashi), Mesha … Meena. */
export const RASHI_NAMES: readonly Name[] = [
  n('Meṣa', 'मेष', 'Mesha'),
  n('Vṛṣabha', 'वृषभ', 'Vrishabha'),
  n('Mithuna', 'मिथुन', 'Mithuna'),
  n('Karka', 'कर्क', 'Karka'),
  n('Siṃha', 'सिंह', 'Simha'),
  n('Kanyā', 'कन्या', 'Kanya'),
  n('Tulā', 'तुला', 'Tula'),
  n('Vṛścika', 'वृश्चिक', 'Vrishchika'),
  n('Dhanu', 'धनु', 'Dhanu'),
  n('Makara', 'मकर', 'Makara'),
  n('Kumbha', 'कुम्भ', 'Kumbha'),
  n('Mīna', 'मीन', 'Meena'),
];

/** Weekdays, 0 = Sunday (Ravivāra) … 6 = Saturday, with their lords. */
export const VARA_NAMES: readonly Name[] = [
  n('Ravivāra', 'रविवार', 'Raviwara'),
  n('Somavāra', 'सोमवार', 'Somawara'),
  n('Maṅgalavāra', 'मङ्गलवार', 'Mangalawara'),
  n('Budhavāra', 'बुधवार', 'Budhawara'),
  n('Guruvāra', 'गुरुवार', 'Guruwara'),
  n('Śukravāra', 'शुक्रवार', 'Shukrawara'),
  n('Śanivāra', 'शनिवार', 'Shaniwara'),
];
export const VARA_LORDS: readonly Name[] = [GRAHA.sun, GRAHA.moon, GRAHA.mars, GRAHA.mercury, GRAHA.jupiter, GRAHA.venus, GRAHA.saturn];

/** The 60-year cycle, 1 = Prabhava … 60 = Akshaya (ASCII as Drik prints them). */
export const SAMVATSARA_NAMES: readonly Name[] = [
  n('Prabhava', 'प्रभव', 'Prabhava'), n('Vibhava', 'विभव', 'Vibhava'), n('Śukla', 'शुक्ल', 'Shukla'),
  n('Pramoda', 'प्रमोद', 'Pramoda'), n('Prajāpati', 'प्रजापति', 'Prajapati'), n('Āṅgirasa', 'आङ्गिरस', 'Angirasa'),
  n('Śrīmukha', 'श्रीमुख', 'Shrimukha'), n('Bhāva', 'भाव', 'Bhava'), n('Yuvan', 'युवन्', 'Yuva'),
  n('Dhātṛ', 'धातृ', 'Dhata'), n('Īśvara', 'ईश्वर', 'Ishwara'), n('Bahudhānya', 'बहुधान्य', 'Bahudhanya'),
  n('Pramāthin', 'प्रमाथी', 'Pramathi'), n('Vikrama', 'विक्रम', 'Vikrama'), n('Vṛṣa', 'वृष', 'Vrisha'),
  n('Citrabhānu', 'चित्रभानु', 'Chitrabhanu'), n('Svabhānu', 'स्वभानु', 'Svabhanu'), n('Tāraṇa', 'तारण', 'Tarana'),
  n('Pārthiva', 'पार्थिव', 'Parthiva'), n('Vyaya', 'व्यय', 'Vyaya'), n('Sarvajit', 'सर्वजित्', 'Sarvajit'),
  n('Sarvadhārin', 'सर्वधारी', 'Sarvadhari'), n('Virodhin', 'विरोधी', 'Virodhi'), n('Vikṛti', 'विकृति', 'Vikriti'),
  n('Khara', 'खर', 'Khara'), n('Nandana', 'नन्दन', 'Nandana'), n('Vijaya', 'विजय', 'Vijaya'),
  n('Jaya', 'जय', 'Jaya'), n('Manmatha', 'मन्मथ', 'Manmatha'), n('Durmukha', 'दुर्मुख', 'Durmukha'),
  n('Hemalamba', 'हेमलम्ब', 'Hemalamba'), n('Vilamba', 'विलम्ब', 'Vilamba'), n('Vikārin', 'विकारी', 'Vikari'),
  n('Śārvarī', 'शार्वरी', 'Sharvari'), n('Plava', 'प्लव', 'Plava'), n('Śubhakṛt', 'शुभकृत्', 'Shubhakrit'),
  n('Śobhakṛt', 'शोभकृत्', 'Shobhakrit'), n('Krodhin', 'क्रोधी', 'Krodhi'), n('Viśvāvasu', 'विश्वावसु', 'Vishvavasu'),
  n('Parābhava', 'पराभव', 'Parabhava'), n('Plavaṅga', 'प्लवङ्ग', 'Plavanga'), n('Kīlaka', 'कीलक', 'Kilaka'),
  n('Saumya', 'सौम्य', 'Saumya'), n('Sādhāraṇa', 'साधारण', 'Sadharana'), n('Virodhakṛt', 'विरोधकृत्', 'Virodhikrit'),
  n('Paridhāvin', 'परिधावी', 'Paridhavi'), n('Pramādin', 'प्रमादी', 'Pramadi'), n('Ānanda', 'आनन्द', 'Aananda'),
  n('Rākṣasa', 'राक्षस', 'Rakshasa'), n('Nala', 'नल', 'Nala'), n('Piṅgala', 'पिङ्गल', 'Pingala'),
  n('Kālayukta', 'कालयुक्त', 'Kalayukta'), n('Siddhārthin', 'सिद्धार्थी', 'Siddharthi'), n('Raudra', 'रौद्र', 'Raudra'),
  n('Durmati', 'दुर्मति', 'Durmati'), n('Dundubhi', 'दुन्दुभि', 'Dundubhi'), n('Rudhirodgārin', 'रुधिरोद्गारी', 'Rudhirodgari'),
  n('Raktākṣa', 'रक्ताक्ष', 'Raktakshi'), n('Krodhana', 'क्रोधन', 'Krodhana'), n('Akṣaya', 'अक्षय', 'Akshaya'),
];

/** Ekadashi names by amanta month index (0 = Chaitra) and paksha, plus the two adhika-month names. */
export const EKADASHI_NAMES: readonly { shukla: Name; krishna: Name }[] = [
  { shukla: n('Kāmadā', 'कामदा', 'Kamada'), krishna: n('Varūthinī', 'वरूथिनी', 'Varuthini') },
  { shukla: n('Mohinī', 'मोहिनी', 'Mohini'), krishna: n('Aparā', 'अपरा', 'Apara') },
  { shukla: n('Nirjalā', 'निर्जला', 'Nirjala'), krishna: n('Yoginī', 'योगिनी', 'Yogini') },
  { shukla: n('Devaśayanī', 'देवशयनी', 'Devshayani'), krishna: n('Kāmikā', 'कामिका', 'Kamika') },
  { shukla: n('Śrāvaṇa Putradā', 'श्रावण पुत्रदा', 'Shravana Putrada'), krishna: n('Ajā', 'अजा', 'Aja') },
  { shukla: n('Pārśva', 'पार्श्व', 'Parsva'), krishna: n('Indirā', 'इन्दिरा', 'Indira') },
  { shukla: n('Pāpāṅkuśā', 'पापाङ्कुशा', 'Papankusha'), krishna: n('Ramā', 'रमा', 'Rama') },
  { shukla: n('Devotthānī', 'देवोत्थानी', 'Devutthana'), krishna: n('Utpannā', 'उत्पन्ना', 'Utpanna') },
  { shukla: n('Mokṣadā', 'मोक्षदा', 'Mokshada'), krishna: n('Saphalā', 'सफला', 'Saphala') },
  { shukla: n('Pauṣa Putradā', 'पौष पुत्रदा', 'Pausha Putrada'), krishna: n('Ṣaṭtilā', 'षट्तिला', 'Shattila') },
  { shukla: n('Jayā', 'जया', 'Jaya'), krishna: n('Vijayā', 'विजया', 'Vijaya') },
  { shukla: n('Āmalakī', 'आमलकी', 'Amalaki'), krishna: n('Pāpamocanī', 'पापमोचनी', 'Papmochani') },
];
export const ADHIKA_EKADASHI_NAMES = {
  shukla: n('Padminī', 'पद्मिनी', 'Padmini'),
  krishna: n('Paramā', 'परमा', 'Parama'),
} as const;
