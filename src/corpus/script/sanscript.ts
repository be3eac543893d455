/**
 * Thin typed wrapper over @indic-transliteration/sanscript (MIT), the only place that imports it.
 * Source: https://github.com/indic-transliteration/sanscript.js (v1.3.3).
 */
import SanscriptModule from '@indic-transliteration/sanscript';

/** Sanscript scheme ids used by kalakosha. */
export type SanscriptScheme = 'devanagari' | 'iast' | 'hk' | 'itrans' | 'slp1' | 'velthuis';

// The package is CommonJS whose d.ts declares an ES default export; under NodeNext the default import is
// module.exports itself, which is the Sanscript object.
const Sanscript = SanscriptModule as unknown as { t(data: string, from: string, to: string): string };

export function sanscriptT(text: string, from: SanscriptScheme, to: SanscriptScheme): string {
  return Sanscript.t(text, from, to);
}
