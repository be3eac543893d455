/**
 * Sama-vṛtta patterns (each pāda identical), L/G per syllable, last syllable anceps. Re-typed from the standard
 * definitions (Kedārabhaṭṭa, Vṛttaratnākara ch. 3), cross-checked with vidyut-chandas data/meters.tsv (MIT).
 * Names in IAST; upajāti = a mix of indravajrā and upendravajrā pādas.
 */
export interface SamavrttaDef {
  name: string;
  pattern: string;
}

export const SAMAVRTTAS: readonly SamavrttaDef[] = [
  { name: 'indravajrā', pattern: 'GGLGGLLGLGG' },
  { name: 'upendravajrā', pattern: 'LGLGGLLGLGG' },
  { name: 'rathoddhatā', pattern: 'GLGLLLGLGLG' },
  { name: 'svāgatā', pattern: 'GLGLLLGLLGG' },
  { name: 'śālinī', pattern: 'GGGGGLGGLGG' },
  { name: 'dodhaka', pattern: 'GLLGLLGLLGG' },
  { name: 'vaṃśastha', pattern: 'LGLGGLLGLGLG' },
  { name: 'indravaṃśā', pattern: 'GGLGGLLGLGLG' },
  { name: 'drutavilambita', pattern: 'LLLGLLGLLGLG' },
  { name: 'bhujaṅgaprayāta', pattern: 'LGGLGGLGGLGG' },
  { name: 'toṭaka', pattern: 'LLGLLGLLGLLG' },
  { name: 'sragviṇī', pattern: 'GLGGLGGLGGLG' },
  { name: 'pramitākṣarā', pattern: 'LLGLGLLLGLLG' },
  { name: 'praharṣiṇī', pattern: 'GGGLLLLGLGLGG' },
  { name: 'mañjubhāṣiṇī', pattern: 'LLGLGLLLGLGLG' },
  { name: 'rucirā', pattern: 'LGLGLLLLGLGLG' },
  { name: 'vasantatilakā', pattern: 'GGLGLLLGLLGLGG' },
  { name: 'mālinī', pattern: 'LLLLLLGGGLGGLGG' },
  { name: 'mandākrāntā', pattern: 'GGGGLLLLLGGLGGLGG' },
  { name: 'śikhariṇī', pattern: 'LGGGGGLLLLLGGLLLG' },
  { name: 'pṛthvī', pattern: 'LGLLLGLGLLLGLGGLG' },
  { name: 'hariṇī', pattern: 'LLLLLGGGGGLGLLGLG' },
  { name: 'śārdūlavikrīḍita', pattern: 'GGGLLGLGLLLGGGLGGLG' },
  { name: 'sragdharā', pattern: 'GGGGLGGLLLLLLGGLGGLGG' },
];

/** Ardha-sama-vṛttas: odd pādas (1, 3) and even pādas (2, 4) differ (Vṛttaratnākara ch. 4). */
export interface ArdhasamaDef {
  name: string;
  odd: string;
  even: string;
}

export const ARDHASAMAS: readonly ArdhasamaDef[] = [
  { name: 'viyoginī', odd: 'LLGLLGLGLG', even: 'LLGGLLGLGLG' },
  { name: 'puṣpitāgrā', odd: 'LLLLLLGLGLGG', even: 'LLLLGLLGLGLGG' },
  { name: 'aupacchandasika', odd: 'LLGLLGLGLGG', even: 'LLGGLLGLGLGG' },
];
