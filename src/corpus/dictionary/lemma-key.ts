/**
 * @module
 * The one form under which dictionary headwords and analysed words meet: the NER's SLP1 word normalisation
 * (src/ner/normalize-slp1.ts: letters only, anusvāra before a stop written as that stop's nasal, a final
 * anusvāra as m), so that `paSyaMti` = `paSyanti` and the endings (-anti, -antam) read the same in both.
 */
import { normalizeSlp1Word } from '../../ner/normalize-slp1.js';

export function lemmaKey(slp1: string): string {
  return normalizeSlp1Word(slp1);
}

/** Citation forms differ in a final visarga: Lanman writes `kutas`, the DCS and sanskritsahitya `kutaH`. */
export function sameLemma(a: string, b: string): boolean {
  return a === b || a.replace(/H$/, 's') === b.replace(/H$/, 's');
}
