/**
 * Linked-entity gold set outside the Mahābhārata (tests and bench only; never training data): 189 names in 90
 * verses of the built corpus — Rāmāyaṇa 1.1 (the Saṅkṣepa, Wikisource sandhi text) and other Rāmāyaṇa verses,
 * Gītā 1.8, 10.23, 15.6, Kumārasambhava, Bhāgavata and Viṣṇu Purāṇa — each with the knowledge-graph id it names.
 *
 * How it was checked: every verse was read and each name given the bearer the verse means (Rāghava, Maithilī,
 * Vaidehī, Kākutstha are Rāma and Sītā; Vitteśa, Dhanada Kubera; Pāvaka, Agni; Rohiṇī beside the Moon the
 * nakṣatra); the id was taken only when the graph record identifies that bearer (a curated description or
 * relation, an alias that names the bearer — Sugrīva "sūryaputra", Vālin "śakraputra" —, or the only record of
 * the name). Names whose bearer the graph cannot identify (Bharata, Kausalyā, Kaikeyī, Sumitrā, Guha, Nala,
 * Kabandha, Tārā, Dundubhi; Rāghava for Śatrughna in 7.72.5) or lacks (Virādha, Sutīkṣṇa, Triśiras, Śabarī,
 * Akṣa) are left out. `surface` is the name's letters as written (inside a compound or sandhi: "gni" of
 * caivāgni-); names are listed in text order, a repeated surface is its next occurrence.
 */
import type { NerEntity } from '../../src/ner/recognize.js';

export interface GoldVerse { work: string; edition: string; ref: string; text: string; names: [surface: string, entityId: string][] }

export const LINKED_GOLD: readonly GoldVerse[] = [
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.1', text: 'tapaḥsvādhyāyanirataṃ tapasvī vāgvidāṃ varam | nāradaṃ paripapraccha vālmīkirmunipuṅgavam ||', names: [['nāradaṃ', 'rishi-narada'], ['vālmīkir', 'rishi-valmiki']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.6', text: 'śrutvā caitattrilokajño vālmīkernārado vacaḥ | śrūyatāmiti cāmantrya prahṛṣṭo vākyamabravīt ||', names: [['vālmīker', 'rishi-valmiki'], ['nārado', 'rishi-narada']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.8', text: 'ikṣvākuvaṃśaprabhavo rāmo nāma janaiḥ śrutaḥ | niyatātmā mahāvīryo dyutimāndhṛtimānvaśī ||', names: [['ikṣvāku', 'person-ikshvaku'], ['rāmo', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.18', text: 'viṣṇunā sadṛśo vīrye somavatpriyadarśanaḥ | kālāgnisadṛśaḥ krodhe kṣamayā pṛthivīsamaḥ ||', names: [['viṣṇunā', 'deity-vishnu'], ['soma', 'deity-candra']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.19', text: 'dhanadena samastyāge satye dharma ivāparaḥ | tamevaṃguṇasampannaṃ rāmaṃ satyaparākramam ||', names: [['dhanadena', 'deity-kubera'], ['rāmaṃ', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.20', text: 'jyeṣṭhaṃ jyeṣṭhaguṇairyuktaṃ priyaṃ daśarathassutam | prakṛtīnāṃ hitairyuktaṃ prakṛtipriyakāmyayā ||', names: [['daśarathas', 'person-dasharatha']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.22', text: 'pūrvaṃ dattavarā devī varamenamayācata | vivāsanañca rāmasya bharatasyābhiṣecanam ||', names: [['rāmasya', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.23', text: 'sa satyavacanādrājā dharmapāśena saṃyataḥ | vivāsayāmāsa sutaṃ rāmaṃ daśarathaḥ priyam ||', names: [['rāmaṃ', 'deity-rama'], ['daśarathaḥ', 'person-dasharatha']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.25', text: 'taṃ vrajantaṃ priyo bhrātā lakṣmaṇo\'nujagāma ha | snehād vinayasampannaḥ sumitrānandavardhanaḥ ||', names: [['lakṣmaṇo', 'person-lakshmana']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.26', text: 'bhrātaraṃ dayito bhrātuḥ saubhrātramanudarśayan | rāmasya dayitā bhāryā nityaṃ prāṇasamā hitā ||', names: [['rāmasya', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.27', text: 'janakasya kule jātā devamāyeva nirmitā | sarvalakṣaṇasampannā nārīṇāmuttamā vadhūḥ ||', names: [['janakasya', 'person-janaka']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.28', text: 'sītāpyanugatā rāmaṃ śaśinaṃ rohiṇī yathā | paurairanugato dūraṃ pitrā daśarathena ca ||', names: [['sītā', 'deity-sita'], ['rāmaṃ', 'deity-rama'], ['rohiṇī', 'celestial-rohini'], ['daśarathena', 'person-dasharatha']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.29', text: 'śṛṅgaverapure sūtaṃ gaṅgākūle vyasarjayat | guhamāsādya dharmātmā niṣādādhipatiṃ priyam ||', names: [['śṛṅgaverapure', 'place-shringaverapura'], ['gaṅgā', 'deity-ganga']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.30', text: 'guhena sahito rāmo lakṣmaṇena ca sītayā | te vanena vanaṅgatvā nadīstīrtvā bahūdakāḥ ||', names: [['rāmo', 'deity-rama'], ['lakṣmaṇena', 'person-lakshmana'], ['sītayā', 'deity-sita']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.31', text: 'citrakūṭamanuprāpya bharadvājasya śāsanāt | ramyamāvasathaṃ kṛtvā ramamāṇā vane trayaḥ ||', names: [['citrakūṭam', 'place-citrakuta'], ['bharadvājasya', 'rishi-bharadvaja']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.32', text: 'devagandharvasaṃkāśāḥ tatra te nyavasan sukham | citrakūṭaṅgate rāme putraśokāturastathā ||', names: [['citrakūṭaṅ', 'place-citrakuta'], ['rāme', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.33', text: 'rājā daśarathassvargaṃ jagāma vilapan sutam | gate tu tasmin bharato vasiṣṭhapramukhairdvijaiḥ ||', names: [['daśarathas', 'person-dasharatha'], ['vasiṣṭha', 'rishi-vasishtha']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.34', text: 'niyujyamāno rājyāya naicchat rājyaṃ mahābalaḥ | sa jagāma vanaṃ vīro rāmapādaprasādakaḥ ||', names: [['rāma', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.35', text: 'gatvā tu sa mahātmānaṃ rāmaṃ satyaparākramam | ayācadbhrātaraṃ rāmam āryabhāvapuraskṛtaḥ ||', names: [['rāmaṃ', 'deity-rama'], ['rāmam', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.36', text: 'tvameva rājā dharmajña iti rāmaṃ vaco\'bravīt | rāmo\'pi paramodāraḥ sumukhassumahāyaśāḥ ||', names: [['rāmaṃ', 'deity-rama'], ['rāmo', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.37', text: 'na caicchat piturādeśāt rājyaṃ rāmo mahābalaḥ | pāduke cāsya rājyāya nyāsaṃ dattvā punaḥ punaḥ ||', names: [['rāmo', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.38', text: 'nivartayāmāsa tato bharataṃ bharatāgrajaḥ | sa kāmamanavāpyaiva rāmapādāvupaspṛśan ||', names: [['rāma', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.39', text: 'nandigrāme\'karod rājyaṃ rāmāgamanakāṅkṣayā | gate tu bharate śrīmān satyasandho jitendriyaḥ ||', names: [['rāmā', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.40', text: 'rāmastu punarālakṣya nāgarasya janasya ca | tatrāgamanamekāgro daṇḍakān praviveśa ha ||', names: [['rāmas', 'deity-rama'], ['daṇḍakān', 'place-dandakaranya']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.41', text: 'praviśya tu mahāraṇyaṃ rāmo rājīvalocanaḥ | virādhaṃ rākṣasaṃ hatvā śarabhaṅgaṃ dadarśa ha ||', names: [['rāmo', 'deity-rama'], ['śarabhaṅgaṃ', 'person-sharabhanga']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.42', text: 'sutīkṣṇaṃ cāpyagastyaṃ ca agastyabhrātaraṃ tathā | agastyavacanāccaiva jagrāhaindraṃ śarāsanam ||', names: [['agastyaṃ', 'rishi-agastya'], ['agastya', 'rishi-agastya'], ['agastya', 'rishi-agastya']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.43', text: 'khaḍgañca parama prītastūṇī cākṣayasāyakau | vasatastasya rāmasya vane vanacaraiḥ saha ||', names: [['rāmasya', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.45', text: 'pratijñātaśca rāmeṇa vadhaḥ saṃyati rakṣasām | ṛṣīṇāmagnikalpānāṃ daṇḍakāraṇyavāsinām ||', names: [['rāmeṇa', 'deity-rama'], ['daṇḍakāraṇya', 'place-dandakaranya']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.46', text: 'tena tatraiva vasatā janasthānanivāsinī | virūpitā śūrpaṇakhā rākṣasī kāmarūpiṇī ||', names: [['janasthāna', 'place-janasthana'], ['śūrpaṇakhā', 'person-shurpanakha']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.47', text: 'tataḥ śūrpaṇakhāvākyādudyuktān sarvarākṣasān | kharaṃ triśirasaṃ caiva dūṣaṇaṃ caiva rākṣasam ||', names: [['śūrpaṇakhā', 'person-shurpanakha'], ['kharaṃ', 'person-khara'], ['dūṣaṇaṃ', 'person-dushana']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.48', text: 'nijaghāna raṇe rāmasteṣāṃ caiva padānugān | vane tasmin nivasatā janasthānanivāsinām ||', names: [['rāmas', 'deity-rama'], ['janasthāna', 'place-janasthana']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.49', text: 'rakṣasāṃ nihatānyāsan sahasrāṇi caturdaśa | tato jñātivadhaṃ śrutvā rāvaṇaḥ krodhamūrchitaḥ ||', names: [['rāvaṇaḥ', 'person-ravana']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.50', text: 'sahāyaṃ varayāmāsa mārīcaṃ nāma rākṣasam | vāryamāṇaḥ subahuśo mārīcena sa rāvaṇaḥ ||', names: [['mārīcaṃ', 'person-marica'], ['mārīcena', 'person-marica'], ['rāvaṇaḥ', 'person-ravana']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.51', text: 'na virodho balavatā kṣamo rāvaṇa tena te | anādṛtya tu tadvākyaṃ rāvaṇaḥ kālacoditaḥ ||', names: [['rāvaṇa', 'person-ravana'], ['rāvaṇaḥ', 'person-ravana']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.52', text: 'jagāma sahamārīcastasyāśramapadaṃ tadā | tena māyāvinā dūramapavāhya nṛpātmajau ||', names: [['mārīcas', 'person-marica']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.53', text: 'jahāra bhāryāṃ rāmasya gṛdhraṃ hatvā jaṭāyuṣam | gṛdhrañca nihataṃ dṛṣṭvā hṛtāṃ śrutvā ca maithilīm ||', names: [['rāmasya', 'deity-rama'], ['maithilīm', 'deity-sita']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.54', text: 'rāghavaḥ śokasaṃtapto vilalāpākulendriyaḥ | tatastenaiva śokena gṛdhraṃ dagdhvā jaṭāyuṣam ||', names: [['rāghavaḥ', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.55', text: 'mārgamāṇo vane sītāṃ rākṣasaṃ sandadarśa ha | kabandhaṃ nāma rūpeṇa vikṛtaṃ ghoradarśanam ||', names: [['sītāṃ', 'deity-sita']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.57', text: 'śramaṇāṃ dharmanipuṇāmabhigaccheti rāghava | so\'bhya gacchanmahātejāḥ śabarīṃ śatrusūdanaḥ ||', names: [['rāghava', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.58', text: 'śabaryā pūjitaḥ samyag rāmo daśarathātmajaḥ | pampātīre hanumatā saṅgato vānareṇa ha ||', names: [['rāmo', 'deity-rama'], ['daśarathā', 'person-dasharatha'], ['pampā', 'place-pampa'], ['hanumatā', 'deity-hanumat']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.59', text: 'hanumadvacanāccaiva sugrīveṇa samāgataḥ | sugrīvāya ca tatsarvaṃ śaṃsadrāmo mahābalaḥ ||', names: [['hanumad', 'deity-hanumat'], ['sugrīveṇa', 'person-sugriva'], ['sugrīvāya', 'person-sugriva'], ['rāmo', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.60', text: 'āditastad yathāvṛttaṃ sītāyāśca viśeṣataḥ | sugrīvaścāpi tatsarvaṃ śrutvā rāmasya vānaraḥ ||', names: [['sītāyāś', 'deity-sita'], ['sugrīvaś', 'person-sugriva'], ['rāmasya', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.61', text: 'cakāra sakhyaṃ rāmeṇa prītaścaivāgnisākṣikam | tato vānararājena vairānukathanaṃ prati ||', names: [['rāmeṇa', 'deity-rama'], ['gni', 'deity-agni']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.62', text: 'rāmāyāveditaṃ sarvaṃ praṇayāt duḥkhitena ca | pratijñātaṃ ca rāmeṇa tadā vālivadhaṃ prati ||', names: [['rāmāyā', 'deity-rama'], ['rāmeṇa', 'deity-rama'], ['vāli', 'person-valin']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.63', text: 'vālinaśca balaṃ tatra kathayāmāsa vānaraḥ | sugrīvaḥ śaṅkitaścāsīnnityaṃ vīryeṇa rāghave ||', names: [['vālinaś', 'person-valin'], ['sugrīvaḥ', 'person-sugriva'], ['rāghave', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.64', text: 'rāghavapratyayārthaṃ tu dundubheḥ kāyamuttamam | darśayāmāsa sugrīvo mahāparvatasannibham ||', names: [['rāghava', 'deity-rama'], ['sugrīvo', 'person-sugriva']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.67', text: 'tataḥ prītamanāstena viśvastassa mahākapiḥ | kiṣkindhāṃ rāmasahito jagāma ca guhāṃ tadā ||', names: [['kiṣkindhāṃ', 'place-kishkindha'], ['rāma', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.68', text: 'tato\'garjaddharivaraḥ sugrīvo hemapiṅgalaḥ | tena nādena mahatā nirjagāma harīśvaraḥ ||', names: [['sugrīvo', 'person-sugriva']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.69', text: 'anumānya tadā tārāṃ sugrīveṇa samāgataḥ | nijaghāna ca tatrainaṃ śareṇaikena rāghavaḥ ||', names: [['sugrīveṇa', 'person-sugriva'], ['rāghavaḥ', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.70', text: 'tataḥ sugrīvavacanāt hatvā vālinamāhave | sugrīvameva tadrājye rāghavaḥ pratyapādayat ||', names: [['sugrīva', 'person-sugriva'], ['vālinam', 'person-valin'], ['sugrīvam', 'person-sugriva'], ['rāghavaḥ', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.71', text: 'sa ca sarvān samānīya vānarān vānararṣabhaḥ | diśaḥ prasthāpayāmāsa didṛkṣurjanakātmajām ||', names: [['janakā', 'person-janaka']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.72', text: 'tato gṛdhrasya vacanāt saṃpāterhanumān balī | śatayojanavistīrṇaṃ pupluve lavaṇārṇavam ||', names: [['saṃpāter', 'person-sampati'], ['hanumān', 'deity-hanumat']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.73', text: 'tatra laṅkāṃ samāsādya purīṃ rāvaṇapālitām | dadarśa sītāṃ dhyāyantīm aśokavanikāṃ gatām ||', names: [['laṅkāṃ', 'place-lanka'], ['rāvaṇa', 'person-ravana'], ['sītāṃ', 'deity-sita']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.74', text: 'nivedayitvābhijñānaṃ pravṛttiṃ vinivedya ca | samāśvāsya ca vaidehīṃ mardayāmāsa toraṇam ||', names: [['vaidehīṃ', 'deity-sita']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.77', text: 'tato dagdhvā purīṃ laṅkām ṛte sītāñca maithilīm | rāmāya priyamākhyātuṃ punarāyānmahākapiḥ ||', names: [['laṅkām', 'place-lanka'], ['sītāñ', 'deity-sita'], ['maithilīm', 'deity-sita'], ['rāmāya', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.78', text: 'so\'bhigamya mahātmānaṃ kṛtvā rāmaṃ pradakṣiṇam | nyavedayadameyātmā dṛṣṭā sīteti tattvataḥ ||', names: [['rāmaṃ', 'deity-rama'], ['sīte', 'deity-sita']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.79', text: 'tataḥ sugrīvasahito gatvā tīraṃ mahodadheḥ | samudraṃ kṣobhayāmāsa śarairādityasannibhaiḥ ||', names: [['sugrīva', 'person-sugriva']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.81', text: 'tena gatvā purīṃ laṅkāṃ hatvā rāvaṇamāhave | rāmaḥ sītāmanuprāpya parāṃ vrīḍāmupāgamat ||', names: [['laṅkāṃ', 'place-lanka'], ['rāvaṇam', 'person-ravana'], ['rāmaḥ', 'deity-rama'], ['sītām', 'deity-sita']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.82', text: 'tāmuvāca tato rāmaḥ paruṣaṃ janasaṃsadi | amṛṣyamāṇā sā sītā viveśa jvalanaṃ satī ||', names: [['rāmaḥ', 'deity-rama'], ['sītā', 'deity-sita']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.83', text: 'tato\'gnivacanāt sītāṃ jñātvā vigatakalmaṣām | karmaṇā tena mahatā trailokyaṃ sacarācaram ||', names: [['gni', 'deity-agni'], ['sītāṃ', 'deity-sita']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.84', text: 'sadevarṣigaṇaṃ tuṣṭaṃ rāghavasya mahātmanaḥ | babhau rāmaḥ samprahṛṣṭaḥ pūjitaḥ sarvadevataiḥ ||', names: [['rāghavasya', 'deity-rama'], ['rāmaḥ', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.85', text: 'abhyaṣicya ca laṅkāyāṃ rākṣasendraṃ vibhīṣaṇam | kṛtakṛtyastadā rāmo vijvaraḥ pramumoda ha ||', names: [['laṅkāyāṃ', 'place-lanka'], ['vibhīṣaṇam', 'person-vibhishana']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.86', text: 'devatābhyo varaṃ prāpya samutthāpya ca vānarān | ayodhyāṃ prasthito rāmaḥ puṣpakeṇa suhṛdvṛtaḥ ||', names: [['ayodhyāṃ', 'place-ayodhya'], ['rāmaḥ', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.87', text: 'bharadvājāśramaṃ gatvā rāmaḥ satyaparākramaḥ | bharatasyāntike rāmo hanūmantaṃ vyasarjayat ||', names: [['bharadvājā', 'rishi-bharadvaja'], ['rāmaḥ', 'deity-rama'], ['rāmo', 'deity-rama'], ['hanūmantaṃ', 'deity-hanumat']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.88', text: 'punarākhyāyikāṃ jalpan sugrīvasahitastadā | puṣpakaṃ tat samāruhya nandigrāmaṃ yayau tadā ||', names: [['sugrīva', 'person-sugriva'], ['nandigrāmaṃ', 'place-nandigrama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.89', text: 'nandigrāme jaṭāṃ hitvā bhrātṛbhiḥ sahito\'naghaḥ | rāmaḥ sītāmanuprāpya rājyaṃ punaravāptavān ||', names: [['nandigrāme', 'place-nandigrama'], ['rāmaḥ', 'deity-rama'], ['sītām', 'deity-sita']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.96', text: 'rājavaṃśān śataguṇān sthāpayiṣyati rāghavaḥ | cāturvarṇyaṃ ca loke\'smin sve sve dharme niyokṣyati ||', names: [['rāghavaḥ', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.97', text: 'daśavarṣasahasrāṇi daśavarṣaśatāni ca | rāmo rājyamupāsitvā brahmalokaṃ prayāsyati ||', names: [['rāmo', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '1.1.98', text: 'idaṃ pavitraṃ pāpaghnaṃ puṇyaṃ vedaiśca sammitam | yaḥ paṭhed rāmacaritaṃ sarvapāpaiḥ pramucyate ||', names: [['rāma', 'deity-rama']] },
  { work: 'ramayana', edition: 'wikisource', ref: '7.49.10', text: 'tāṃ sītāṃ śokabhārārtāṃ vālmīkirmunipuṅgavaḥ | uvāca madhurāṃ vāṇīṃ hlādayanniva tejasā ||', names: [['sītāṃ', 'deity-sita'], ['vālmīkir', 'rishi-valmiki']] },
  { work: 'ramayana', edition: 'wikisource', ref: '7.72.5', text: 'ityevaṃvādinaṃ taṃ tu śatrughnaṃ śatrutāpanam | vālmīkiḥ sampariṣvajya visasarja ca rāghavam ||', names: [['śatrughnaṃ', 'person-shatrughna'], ['vālmīkiḥ', 'rishi-valmiki']] },
  { work: 'ramayana', edition: 'wikisource', ref: '7.94.25', text: 'vālmīkirbhagavānkartā samprāpto yajñasaṃvidham | yenedaṃ caritaṃ tubhyamaśeṣaṃ sampradarśitam ||', names: [['vālmīkir', 'rishi-valmiki']] },
  { work: 'ramayana', edition: 'wikisource', ref: '7.16.26', text: 'cālanātparvatasyaiva gaṇā devasya kampitāḥ | cacāla pārvatī cāpi tadā\'\'śliṣṭā maheśvaram ||', names: [['pārvatī', 'deity-parvati'], ['maheśvaram', 'deity-shiva']] },
  { work: 'ramayana', edition: 'wikisource', ref: '6.119.26', text: 'yathā māṃ śuddhacāritrāṃ duṣṭāṃ jānāti rāghavaḥ| tathā lokasya sākṣī māṃ sarvataḥ pātu pāvakaḥ ||', names: [['rāghavaḥ', 'deity-rama'], ['pāvakaḥ', 'deity-agni']] },
  { work: 'ramayana', edition: 'wikisource', ref: '6.84.4', text: 'rāghavaṃ ca mahātmānamikṣvākukulanandanam| dadarśa mohamāpannaṃ lakṣmaṇasyāṅkamāśritam ||', names: [['rāghavaṃ', 'deity-rama'], ['ikṣvāku', 'person-ikshvaku'], ['lakṣmaṇasyā', 'person-lakshmana']] },
  { work: 'ramayana', edition: 'wikisource', ref: '7.11.10', text: 'athābravīddaśagrīvo mātāmahamupasthitam | vitteśo gururasmākaṃ nārhase vaktumīdṛśam ||', names: [['daśagrīvo', 'person-ravana'], ['vitteśo', 'deity-kubera']] },
  { work: 'ramayana', edition: 'wikisource', ref: '7.11.28', text: 'tacchrūyatāṃ mahāprājña sarvaśāstraviśārada | vacanaṃ mama vitteśa yadbravīti daśānanaḥ ||', names: [['vitteśa', 'deity-kubera'], ['daśānanaḥ', 'person-ravana']] },
  { work: 'ramayana', edition: 'wikisource', ref: '6.12.36', text: 'ahamutsādayiṣyāmi śatrūṃstava niśācara| yadi śakravivasvantau yadi pāvakamārutau| tāvahaṃ yodhayiṣyāmi kuberavaruṇāvapi ||', names: [['śakra', 'deity-indra'], ['vivasvantau', 'deity-surya'], ['pāvaka', 'deity-agni'], ['mārutau', 'deity-vayu'], ['kubera', 'deity-kubera'], ['varuṇāv', 'deity-varuna']] },
  { work: 'ramayana', edition: 'wikisource', ref: '2.98.12', text: 'subhagaścitrakūṭo\'sau girirājopamo giriḥ| yasmin vasati kākutsthaḥ kubera iva nandane ||', names: [['citrakūṭo', 'place-citrakuta'], ['kākutsthaḥ', 'deity-rama'], ['kubera', 'deity-kubera']] },
  { work: 'ramayana', edition: 'wikisource', ref: '7.38.18', text: 'tadbhavānadya kāśeya purīṃ vārāṇasīṃ vraja | ramaṇīyāṃ tvayā guptāṃ suprakāśāṃ sutoraṇām ||', names: [['vārāṇasīṃ', 'place-kashi']] },
  { work: 'ramayana', edition: 'wikisource', ref: '7.38.20', text: 'visarjayāmāsa tadā kausalyānandavardhanaḥ | rāghaveṇābhyanujñātaḥ kāśīśo\'pyakutobhayaḥ | vārāṇasīṃ yayau tūrṇaṃ rāghaveṇa visarjitaḥ ||', names: [['rāghaveṇā', 'deity-rama'], ['vārāṇasīṃ', 'place-kashi'], ['rāghaveṇa', 'deity-rama']] },
  { work: 'bhagavad-gita', edition: 'sanskritsahitya', ref: '10.23', text: 'rudrāṇāṃ śaṃkaraścāsmi vitteśo yakṣarakṣasām | vasūnāṃ pāvakaścāsmi meruḥ śikhariṇāmaham ||', names: [['śaṃkaraś', 'deity-shiva'], ['vitteśo', 'deity-kubera'], ['pāvakaś', 'deity-agni'], ['meruḥ', 'place-meru']] },
  { work: 'bhagavad-gita', edition: 'sanskritsahitya', ref: '15.6', text: 'na tadbhāsayate sūryo na śaśāṅko na pāvakaḥ | yadgatvā na nivartante taddhāma paramaṃ mama ||', names: [['sūryo', 'deity-surya'], ['śaśāṅko', 'deity-candra'], ['pāvakaḥ', 'deity-agni']] },
  { work: 'bhagavad-gita', edition: 'sanskritsahitya', ref: '1.8', text: 'bhavānbhīṣmaśca karṇaśca kṛpaśca samitiṃjayaḥ | aśvatthāmā vikarṇaśca saumadattistathaiva ca ||', names: [['bhīṣmaś', 'person-bhishma'], ['karṇaś', 'person-karna'], ['kṛpaś', 'person-kripa'], ['aśvatthāmā', 'person-ashvatthaman'], ['vikarṇaś', 'person-vikarna']] },
  { work: 'kumarasambhava', edition: 'sanskritsahitya', ref: '5.31', text: 'tamātitheyī bahumānapūrvayā saparyayā pratyudiyāya pārvatī | bhavanti sāmye\'pi niviṣṭacetasāṃ vapurviśeṣeṣvatigauravāḥ kriyāḥ ||', names: [['pārvatī', 'deity-parvati']] },
  { work: 'kumarasambhava', edition: 'sanskritsahitya', ref: '8.19', text: 'cumbanādalakacūrṇadūṣitaṃ śaṅkaro\'pi nayanaṃ lalāṭajam | ucchvasatkamalagandhaye dadau pārvatīvadanagandhavāhine ||', names: [['śaṅkaro', 'deity-shiva'], ['pārvatī', 'deity-parvati']] },
  { work: 'bhagavata-purana', edition: 'sanskritsahitya', ref: '1.9.3', text: 'bhagavānapi viprarṣe rathena sadhanañjayaḥ | sa tairvyarocata nṛpaḥ kubera iva guhyakaiḥ||', names: [['dhanañjayaḥ', 'person-arjuna'], ['kubera', 'deity-kubera']] },
  { work: 'bhagavata-purana', edition: 'sanskritsahitya', ref: '12.12.41', text: 'māhātmyaṃ ca vadhasteṣāṃ vārāṇasyāśca dāhanam | bhārāvataraṇaṃ bhūmernimittīkṛtya pāṇḍavān||', names: [['vārāṇasyā', 'place-kashi']] },
  { work: 'vishnu-purana', edition: 'wikisource-cltk', ref: '5.34.41', text: 'śastrastramokṣacaturaṃ dagdhvā tadūbalamojasā | kṛtyāgarbhāmaśeṣāṃ tāṃ dagdhvā vārāṇasīṃ purīm ||', names: [['vārāṇasīṃ', 'place-kashi']] },
  { work: 'vishnu-purana', edition: 'wikisource-cltk', ref: '4.2.3', text: 'kṣuvataśva manorikṣvākurghrāṇataḥ putro jajñe | tasya putraśatapravarā vikukṣi-nimi-daṇḍākhyāstrayaḥ putrāḥ | śakunipramukhāḥ pañcāśat putrāuttarā patharakṣitāro babhūvuḥ | catvāriṃśadaṣṭau ca dakṣiṇāpathe bhūpālāḥ ||', names: [['manor', 'person-manu'], ['ikṣvākur', 'person-ikshvaku']] },
];

export interface LinkedScore {
  names: number;
  /** An entity overlaps the name and links the gold id (a former id of a merged record does not count). */
  linked: number;
  /** An entity overlaps the name (any id). */
  detected: number;
  accuracy: number;
  misses: string[];
}

/** Scores `recognize` (text → entities) on the gold set. */
export function scoreLinkedGold(recognize: (text: string) => NerEntity[]): LinkedScore {
  let names = 0; let linked = 0; let detected = 0;
  const misses: string[] = [];
  for (const v of LINKED_GOLD) {
    const entities = recognize(v.text);
    let pos = 0;
    for (const [surface, id] of v.names) {
      const a = v.text.indexOf(surface, pos);
      const b = a + surface.length;
      pos = b;
      names++;
      const over = entities.filter((e) => e.char_start < b && e.char_end > a);
      if (over.length > 0) detected++;
      if (over.some((e) => e.entity_id !== null && e.entity_id === id)) linked++;
      else misses.push(`${v.work} ${v.ref} ${surface} → ${id}: ${over.map((e) => `${e.text}=${e.entity_id}`).join(', ') || 'none'}`);
    }
  }
  return { names, linked, detected, accuracy: Math.round((linked / Math.max(1, names)) * 1000) / 1000, misses };
}
