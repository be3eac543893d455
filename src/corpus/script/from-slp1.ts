/** Rendering of SLP1 into display scripts. */
import { sanscriptT } from './sanscript.js';

export type OutputScheme = 'devanagari' | 'iast' | 'hk' | 'itrans' | 'velthuis' | 'slp1';

/**
 * SLP1 → `target`. For IAST, daṇḍas are rendered `|` / `||` (Sanscript's convention), and candrabindu (SLP1 `~`,
 * Devanagari ँ, which Sanscript leaves as `~`) as ISO 15919's m̐: Vedic texts write it for anusvāra (इदँ सर्वं,
 * idam̐ sarvaṃ).
 */
export function slp1To(slp1: string, target: OutputScheme): string {
  if (target === 'slp1') return slp1;
  const out = sanscriptT(slp1, 'slp1', target);
  return (target === 'iast' ? out.replace(/~/g, 'm\u0310') : out).normalize('NFC');
}
