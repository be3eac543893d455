/** Public API of the Sanskrit script module (stable: used by src/ner and src/corpus). */
export { detectScheme, INPUT_SCHEMES, type InputScheme } from './scheme.js';
export { cleanSanskrit, stripPunctuation } from './clean.js';
export { toSlp1 } from './to-slp1.js';
export { slp1To, type OutputScheme } from './from-slp1.js';
export { looseKey } from './loose-key.js';
export { normalizeSanskrit, foldAnusvara } from './normalize.js';
