/** Rendering of SLP1 into display scripts. */
import { sanscriptT } from './sanscript.js';

export type OutputScheme = 'devanagari' | 'iast' | 'hk' | 'itrans' | 'velthuis' | 'slp1';

/** SLP1 → `target`. For IAST, daṇḍas are rendered `|` / `||` (Sanscript's convention). */
export function slp1To(slp1: string, target: OutputScheme): string {
  if (target === 'slp1') return slp1;
  return sanscriptT(slp1, 'slp1', target).normalize('NFC');
}
