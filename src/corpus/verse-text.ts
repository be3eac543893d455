/**
 * Fills the three scripts of a verse from whatever script the source gives, after the clean-up of
 * script/clean.ts (NFC, ṁ→ṃ, r̥→ṛ, accents and verse markers removed). Daṇḍas are kept for display.
 */
import { cleanSanskrit } from './script/clean.js';
import { slp1To } from './script/from-slp1.js';
import type { InputScheme } from './script/scheme.js';
import { toSlp1 } from './script/to-slp1.js';

export interface VerseText {
  content_devanagari: string;
  content_iast: string;
  content_slp1: string;
}

export function verseText(raw: string, scheme: InputScheme): VerseText {
  const cleaned = cleanSanskrit(raw).replace(/\n{2,}/g, '\n');
  const slp1 = toSlp1(cleaned, scheme).replace(/ +\./g, ' .').trim();
  return {
    content_devanagari: scheme === 'devanagari' ? cleaned.replace(/\|\|/g, '॥').replace(/\|/g, '।') : slp1To(slp1, 'devanagari'),
    content_iast: slp1To(slp1, 'iast'),
    content_slp1: slp1,
  };
}
