/**
 * Folding of any supported input scheme to SLP1, the canonical index form (one ASCII letter per phoneme,
 * reversible). SLP1: Scharf & Hyman, "Linguistic Issues in Encoding Sanskrit" (2011), Appendix B.
 */
import { cleanSanskrit } from './clean.js';
import { detectScheme, type InputScheme } from './scheme.js';
import { sanscriptT } from './sanscript.js';

/**
 * Converts Sanskrit text to SLP1. `scheme` defaults to `detectScheme(text)`. Plain `ascii` (typed without
 * diacritics) is read as lower-case ITRANS, so `ch`→c, `sh`→S, `aa`→A, `ee`→I work; what cannot be recovered
 * (length, retroflexion) is matched later through `looseKey`. Daṇḍas become `.`/`..`, avagraha `'`.
 */
export function toSlp1(text: string, scheme?: InputScheme): string {
  const cleaned = cleanSanskrit(text);
  const s = scheme ?? detectScheme(cleaned);
  // Sanscript reads IAST "oṃ" anywhere as the Om sign and writes ॐ as "AUM"; SLP1 for both is oM.
  return convert(s === 'iast' ? cleaned.replace(/o(?=[ṃṁ])/g, 'o\u200C') : cleaned, s).replace(/\u200C/g, '').replace(/AUM/g, 'oM');
}

function convert(cleaned: string, s: InputScheme): string {
  switch (s) {
    case 'slp1':
      return cleaned.replace(/[।|]/g, '.').replace(/॥/g, '..');
    case 'devanagari':
      // ASCII pipes are daṇḍas in Devanagari sources; Sanscript's SLP1 reads '|' as a Vedic letter.
      return sanscriptT(cleaned.replace(/\|\|/g, '॥').replace(/\|/g, '।'), 'devanagari', 'slp1');
    case 'iast':
      return sanscriptT(cleaned.toLowerCase(), 'iast', 'slp1').replace(/[।|]/g, '.').replace(/॥/g, '..');
    case 'hk':
      return sanscriptT(cleaned, 'hk', 'slp1');
    case 'itrans':
      return sanscriptT(cleaned, 'itrans', 'slp1');
    case 'velthuis':
      return sanscriptT(cleaned, 'velthuis', 'slp1');
    case 'ascii':
      return sanscriptT(cleaned.toLowerCase(), 'itrans', 'slp1');
  }
}
