/**
 * Kind of an alias relative to its entity's headword (both SLP1):
 * - `name`: the headword itself;
 * - `spelling`: same loose key (DanaMjaya / DanaYjaya, kfSRa / kfzRa);
 * - `patronymic`: ends in a kinship suffix (-putra, -suta, -sUnu, -Atmaja, -tanaya, -nandana, -ja, -eya,
 *   -Ayana, -Ayani, -ApaTya) or starts with a vṛddhi vowel the headword lacks (pArTa ← pṛthā, kOnteya ← kuntī,
 *   pARqava ← pāṇḍu: Pāṇini 4.1.92 ff., taddhita apatya suffixes with vṛddhi of the first syllable);
 * - `epithet`: anything else.
 */
import { looseKey } from '../script/index.js';
import type { AliasKind } from './entity-model.js';

const KIN_SUFFIX = /(putra|suta|sUnu|Atmaja|tanaya|nandana|dAyAda|eya|Ayana|Ayani|ApaTya|[^a]ja)$/;
const FIRST_VOWEL = /[aAiIuUfFxXeEoO]/;

export function aliasKind(alias: string, headword: string): AliasKind {
  if (alias === headword) return 'name';
  if (looseKey(alias) === looseKey(headword)) return 'spelling';
  if (KIN_SUFFIX.test(alias) && alias.length > 4) return 'patronymic';
  const va = FIRST_VOWEL.exec(alias)?.[0];
  const vh = FIRST_VOWEL.exec(headword)?.[0];
  if (va && vh && 'AEO'.includes(va) && !'AEO'.includes(vh) && alias.slice(0, 1) !== headword.slice(0, 1)) return 'patronymic';
  return 'epithet';
}
