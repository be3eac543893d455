/** Loads the Mahānāma training corpus copied into data/ner (see pack-mahanama.ts and NOTICE). */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parseMahanamaConllu, type MahanamaSentence } from '../../ner/conllu.js';

export function loadMahanamaSentences(path = 'data/ner/mahanama-conllu.txt.gz'): MahanamaSentence[] {
  return parseMahanamaConllu(gunzipSync(readFileSync(path)).toString('utf8'));
}
