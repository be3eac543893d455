/**
 * The Indian public holidays that follow the Hindu (lunar or solar), Sikh or Jain calendar (issue 21's aim), each with
 * the festival id that gives it in the service, the place it is a holiday, the calendar it follows and the names under
 * which Drik Panchang's New Delhi month pages list it (test/fixtures/festivals/drik-newdelhi-festivals-even.csv.gz).
 * Sources of the list: the Government of India's gazetted and restricted holidays (DoPT O.M.s 2016–2026) and the state
 * lists of test/fixtures/holidays/README.md.
 */
export interface Place { lat: number; lng: number; tz: string }
export const PLACES = {
  'new-delhi': { lat: 28.63576, lng: 77.22445, tz: 'Asia/Kolkata' },
  chennai: { lat: 13.0827, lng: 80.2707, tz: 'Asia/Kolkata' },
  thiruvananthapuram: { lat: 8.5241, lng: 76.9366, tz: 'Asia/Kolkata' },
  kolkata: { lat: 22.5726, lng: 88.3639, tz: 'Asia/Kolkata' },
  guwahati: { lat: 26.1445, lng: 91.7362, tz: 'Asia/Kolkata' },
  chandigarh: { lat: 30.7333, lng: 76.7794, tz: 'Asia/Kolkata' },
  bhubaneswar: { lat: 20.2961, lng: 85.8245, tz: 'Asia/Kolkata' },
  agartala: { lat: 23.8315, lng: 91.2868, tz: 'Asia/Kolkata' },
  mirzapur: { lat: 25.146, lng: 82.569, tz: 'Asia/Kolkata' },
  lucknow: { lat: 26.8467, lng: 80.9462, tz: 'Asia/Kolkata' },
  bhopal: { lat: 23.2599, lng: 77.4126, tz: 'Asia/Kolkata' },
  jaipur: { lat: 26.9124, lng: 75.7873, tz: 'Asia/Kolkata' },
  'kuala-lumpur': { lat: 3.139, lng: 101.6869, tz: 'Asia/Kuala_Lumpur' },
} as const satisfies Record<string, Place>;
export type PlaceId = keyof typeof PLACES;

/** The place a state's list speaks for (its capital). */
export const PLACE_OF_JURISDICTION: Record<string, PlaceId> = {
  'IN-DL': 'new-delhi', 'IN-TN': 'chennai', 'IN-KL': 'thiruvananthapuram', 'IN-WB': 'kolkata', 'IN-AS': 'guwahati', 'IN-PB': 'chandigarh', 'IN-OR': 'bhubaneswar', 'IN-TR': 'agartala',
  'IN-HR': 'chandigarh', 'IN-UP': 'lucknow', 'IN-MP': 'bhopal', 'IN-RJ': 'jaipur',
  MY: 'kuala-lumpur', // Malaysia's federal territories and states that keep Thaipusam
};

export interface Holiday {
  /** Festival id in the service; null = missing. */
  id: string | null;
  name: string;
  /** Where it is a public holiday (G = Government of India gazetted, R = restricted). */
  where: string;
  calendar: string;
  /** The place the date is computed for when a list (not Drik) is compared: the region's own capital. */
  home: PlaceId;
  /** Drik's names on its New Delhi pages (even years 1900–2050). */
  drik?: string[];
  /** Drik's names in its 2023 Mirzapur list (test/fixtures/festivals/drik-2023-festivals.tsv). */
  drik2023?: string[];
  note?: string;
  /**
   * Where the published sources keep two conventions, the one the service does not follow: rows whose source starts
   * with `sourcePrefix` are shown apart and left out of the holiday's figure (docs/festivals.md, "Public holidays").
   */
  apart?: { sourcePrefix: string; why: string };
}

const L = 'lunar (amanta months, tithi at the rule\'s time of day)';
export const HOLIDAYS: Holiday[] = [
  { id: 'makara-sankranti', name: 'Makar Sankranti / Uttarayan', where: 'India (R); state holiday in many states', calendar: 'sidereal solar: Makara sankranti, listed on the day of the first sunset after it', home: 'new-delhi', drik: ['Makara Sankranti'], drik2023: ['Makara Sankranti'], apart: { sourcePrefix: 'dopt-', why: 'the Government of India keeps 14 January every year; the service follows the ingress (Drik, state lists)' } },
  { id: 'thai-pongal', name: 'Pongal (Thai Pongal)', where: 'Tamil Nadu, Puducherry; India (R)', calendar: 'Tamil solar: Thai 1', home: 'chennai', drik: ['Pongal'], drik2023: ['Pongal'] },
  { id: 'thaipusam', name: 'Thaipusam', where: 'Tamil Nadu (G); Malaysia (federal territories and five states)', calendar: 'Tamil solar month Thai: the Pusam of its full moon, the day Pusam and Purnima share', home: 'chennai', drik2023: ['Thai Pusam'] },
  { id: 'kaanum-pongal', name: 'Uzhavar Thirunal / Kaanum Pongal', where: 'Tamil Nadu', calendar: 'Tamil solar: Thai 3', home: 'chennai' },
  { id: 'bhogali-bihu', name: 'Magh Bihu (Bhogali Bihu)', where: 'Assam; India (R, with Makar Sankranti)', calendar: 'Assamese solar', home: 'guwahati', drik2023: ['Magh Bihu'], apart: { sourcePrefix: 'dopt-', why: 'the Government of India lists it with Makar Sankranti on 14 January; Assam\'s own list and Drik follow the ingress' } },
  { id: 'lohri', name: 'Lohri', where: 'Punjab, Haryana, Delhi (R)', calendar: 'Punjabi solar: eve of Maghi (Magh 1, the sunrise-to-sunrise day of the Makara sankranti)', home: 'chandigarh', apart: { sourcePrefix: 'drik-', why: 'Drik keeps the eve of its Makara Sankranti (14 Jan 2023); Punjab and the Government of India keep 13 January' } },
  { id: 'guru-gobind-singh-jayanti', name: 'Guru Gobind Singh Jayanti', where: 'Punjab (G); India (R)', calendar: L + ': Pausha Shukla Saptami', home: 'chandigarh' },
  { id: 'vasant-panchami', name: 'Vasant Panchami / Sri Panchami', where: 'India (R); West Bengal, Odisha, Tripura', calendar: L, home: 'new-delhi', drik: ['Vasant Panchami'] },
  { id: 'guru-ravidas-jayanti', name: 'Guru Ravidas Jayanti', where: 'Punjab, Haryana, HP (G); India (R)', calendar: L + ': Magha Purnima', home: 'chandigarh', drik2023: ['Guru Ravidas Jayanti'] },
  { id: 'maha-shivaratri', name: 'Maha Shivaratri', where: 'India (R); many states (G)', calendar: L + ': nishita', home: 'new-delhi', drik: ['Maha Shivaratri'] },
  { id: 'holika-dahan', name: 'Holika Dahan / Dol Yatra', where: 'India (R)', calendar: L, home: 'new-delhi', drik: ['Holika Dahan'] },
  { id: 'holi', name: 'Holi', where: 'India (G)', calendar: L, home: 'new-delhi', drik: ['Holi'] },
  { id: 'ugadi', name: 'Ugadi / Gudi Padwa / Chaitra Sukladi', where: 'India (R); Karnataka, AP, Telangana, Maharashtra', calendar: L + ': Chaitra Shukla Pratipada', home: 'new-delhi', drik: ['Ugadi', 'Gudi Padwa'] },
  { id: 'cheti-chand', name: 'Cheti Chand (Jhulelal Jayanti)', where: 'India (R, with Ugadi); Gujarat, Maharashtra, Rajasthan (Sindhi)', calendar: 'lunar: the first evening of Chaitra the new crescent is seen (Yallop q ≥ −0.160)', home: 'new-delhi', drik2023: ['Jhulelal Jayanti'], note: 'Drik keeps it on its Chaitra Chandra Darshana; rule and agreement in docs/festivals.md. No list row: the Government of India lists it with Chaitra Sukladi (counted for Ugadi)' },
  { id: 'rama-navami', name: 'Ram Navami', where: 'India (G)', calendar: L + ': madhyahna', home: 'new-delhi', drik: ['Rama Navami', 'Rama Navami *Smarta'] },
  { id: 'mahavir-jayanti', name: 'Mahavir Jayanti', where: 'India (G)', calendar: L + ': Chaitra Shukla Trayodashi', home: 'new-delhi', drik2023: ['Mahavir Swami Jayanti'], apart: { sourcePrefix: 'jain-date-', why: 'the Jain community\'s date, to which states moved the holiday at its request (2016 Haryana, Punjab, UP; 2023 Madhya Pradesh, Rajasthan) or which it asked for (2026); in 2023 and 2026 the day Trayodashi began, soon after sunrise, not the next sunrise it held for about 2 h (2023) and 43 min (2026), which the service, Drik and the central list keep (bench/holidays/mahavir-jayanti.ts)' } },
  { id: 'vaisakhi', name: 'Vaisakhi', where: 'Punjab (G); India (R)', calendar: 'Punjabi solar: Vaisakh 1 (the sunrise-to-sunrise day of the Mesha sankranti)', home: 'chandigarh', drik: ['Solar New Year'], apart: { sourcePrefix: 'drik-', why: 'Drik\'s Solar New Year is the civil day of the ingress; Punjab and the Government of India keep the day before when it falls before sunrise' } },
  { id: 'vishu', name: 'Vishu', where: 'Kerala (G)', calendar: 'Malayalam solar: Medam 1', home: 'thiruvananthapuram', drik2023: ['Vishu Kani'] },
  { id: 'puthandu', name: 'Puthandu (Tamil New Year, Meshadi)', where: 'Tamil Nadu (G); India (R)', calendar: 'Tamil solar: Chithirai 1', home: 'chennai', drik2023: ['Puthandu'] },
  { id: 'pohela-boishakh', name: 'Pohela Boishakh (Vaisakhadi)', where: 'West Bengal, Tripura (G); India (R)', calendar: 'Bengali solar: Boishakh 1', home: 'kolkata', drik2023: ['Pohela Boishakha'] },
  { id: 'rongali-bihu', name: 'Bohag Bihu (Rongali Bihu)', where: 'Assam (G); India (R)', calendar: 'Assamese solar: Bohag 1', home: 'guwahati' },
  { id: 'pana-sankranti', name: 'Pana Sankranti (Maha Vishuba Sankranti)', where: 'Odisha (G)', calendar: 'Odia solar: Baisakha 1', home: 'bhubaneswar' },
  { id: 'buddha-purnima', name: 'Buddha Purnima', where: 'India (G)', calendar: L + ': Vaishakha Purnima', home: 'new-delhi', drik: ['Buddha Purnima'] },
  { id: 'jagannath-rathyatra', name: 'Rath Yatra', where: 'Odisha (G); India (R)', calendar: L + ': Ashadha Shukla Dwitiya', home: 'new-delhi', drik: ['Jagannath Rathyatra'] },
  { id: 'raksha-bandhan', name: 'Raksha Bandhan', where: 'India (R); several states (G)', calendar: L + ': Shravana Purnima, aparahna without Bhadra', home: 'new-delhi', drik: ['Raksha Bandhan'] },
  { id: 'janmashtami-smarta', name: 'Janmashtami (Smarta)', where: 'India (R, Smarta; G, Vaishnava)', calendar: L + ': Bhadrapada Krishna Ashtami at nishita', home: 'new-delhi', drik: ['Janmashtami *Smarta', 'Krishna Janmashtami'] },
  { id: 'janmashtami-iskcon', name: 'Janmashtami (Vaishnava)', where: 'India (G); Punjab and most states (G)', calendar: L + ': Vaishnava Janmashtami (the day after the Smarta one when they differ)', home: 'new-delhi', drik: ['Janmashtami *ISKCON', 'Krishna Janmashtami'] },
  { id: 'ganesh-chaturthi', name: 'Ganesh Chaturthi', where: 'India (R); Maharashtra, Karnataka, AP, Telangana, Goa (G)', calendar: L + ': madhyahna', home: 'new-delhi', drik: ['Ganesh Chaturthi'] },
  { id: 'sreekrishna-jayanthi-kerala', name: 'Sreekrishna Jayanthi (Kerala: Ashtami Rohini)', where: 'Kerala (G)', calendar: 'Malayalam solar month Chingam: Krishna Ashtami at midnight; of two in Chingam, the one Rohini joins', home: 'thiruvananthapuram' },
  { id: 'onam', name: 'Onam (Thiruvonam)', where: 'Kerala (G); India (R)', calendar: 'Malayalam solar month Chingam, Thiruvonam (Shravana) nakshatra', home: 'thiruvananthapuram', drik2023: ['Onam'] },
  { id: 'navratri-begins', name: 'Navratri begins (Ghatasthapana; Bathukamma day 1 in the R list)', where: 'India (R)', calendar: L, home: 'new-delhi', drik: ['Ghatasthapana'] },
  { id: 'durga-puja-saptami', name: 'Durga Puja (Maha Saptami)', where: 'West Bengal, Odisha, Assam, Tripura (G); India (R)', calendar: L, home: 'kolkata' },
  { id: 'durga-ashtami', name: 'Durga Puja (Maha Ashtami)', where: 'West Bengal, Odisha, Assam, Tripura (G); India (R)', calendar: L, home: 'new-delhi', drik: ['Durga Ashtami'] },
  { id: 'maha-navami', name: 'Maha Navami', where: 'Kerala, Karnataka, Tamil Nadu, West Bengal (G); India (R)', calendar: L, home: 'new-delhi', drik: ['Maha Navami'] },
  { id: 'bijoya-dashami', name: 'Bijoya Dashami (Durga Puja Dashami)', where: 'West Bengal, Odisha, Assam, Tripura (G)', calendar: L + ': Ashvin Shukla Dashami at sunrise', home: 'kolkata', drik: ['Durga Visarjan'] },
  { id: 'mahanavami-ayudha-puja', name: 'Mahanavami / Ayutha Pooja (Kerala, Tamil Nadu)', where: 'Kerala, Tamil Nadu (G)', calendar: L + ': Ashvin Shukla Navami at sunrise', home: 'thiruvananthapuram' },
  { id: 'vidyarambham', name: 'Vijayadashami (Kerala, Tamil Nadu: Vidyarambham)', where: 'Kerala, Tamil Nadu (G)', calendar: L + ': Ashvin Shukla Dashami at sunrise', home: 'thiruvananthapuram' },
  { id: 'vijayadashami', name: 'Dussehra (Vijayadashami)', where: 'India (G)', calendar: L + ': aparahna', home: 'new-delhi', drik: ['Dussehra'] },
  { id: 'diwali', name: 'Diwali (Deepavali)', where: 'India (G)', calendar: L + ': Amavasya at pradosha', home: 'new-delhi', drik: ['Diwali'] },
  { id: 'naraka-chaturdashi', name: 'Deepavali (Kerala, Tamil Nadu, Karnataka: Naraka Chaturdashi)', where: 'Kerala, Tamil Nadu (G)', calendar: L + ': Chaturdashi at arunodaya', home: 'chennai', drik: ['Narak Chaturdashi'], drik2023: ['Tamil Deepavali'] },
  { id: 'govardhan-puja', name: 'Govardhan Puja', where: 'India (R)', calendar: L, home: 'new-delhi', drik: ['Govardhan Puja'] },
  { id: 'bhai-dooj', name: 'Bhai Dooj (Bhatri Dwitiya)', where: 'India (R)', calendar: L, home: 'new-delhi', drik: ['Bhaiya Dooj'] },
  { id: 'chhath-puja', name: 'Chhath Puja (Surya Shashthi)', where: 'Bihar, Jharkhand (G); India (R)', calendar: L + ': Kartika Shukla Shashthi', home: 'new-delhi', drik: ['Chhath Puja'] },
  { id: 'kati-bihu', name: 'Kati Bihu', where: 'Assam (half day)', calendar: 'Assamese solar: Kati 1', home: 'guwahati' },
  { id: 'guru-nanak-jayanti', name: 'Guru Nanak Jayanti', where: 'India (G)', calendar: L + ': Kartika Purnima', home: 'new-delhi', drik2023: ['Guru Nanak Jayanti'] },
  { id: 'guru-tegh-bahadur-martyrdom', name: 'Guru Tegh Bahadur Martyrdom Day', where: 'Punjab (G); India (R)', calendar: L + ': Margashirsha Shukla Panchami (SGPC); the Government of India list keeps 24 November (Nanakshahi)', home: 'chandigarh', apart: { sourcePrefix: 'dopt-', why: 'the Government of India keeps the Nanakshahi 24 November; Punjab and the SGPC the lunar date' } },
];
