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
  { name: 'hariṇī', pattern: 'LLLLLGGGGLGLLGLLG' },
  { name: 'śārdūlavikrīḍita', pattern: 'GGGLLGLGLLLGGGLGGLG' },
  { name: 'sragdharā', pattern: 'GGGGLGGLLLLLLGGLGGLGG' },
];
