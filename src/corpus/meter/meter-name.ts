/**
 * A meter's name as the corpus writes it, whoever named it: IAST, the stem without the nominative ending a label
 * carries (उपजातिः, वंशस्थम्: upajāti, vaṃśastha) and without the notes after it (`आर्या (१२, १८, १२, १५)`,
 * `पुष्पिताग्रा = [१२: ननरय] …`), and for the meters the identifier knows its own spelling (अनुष्टुप्: anuṣṭubh), so
 * a verse's `meter.name` reads alike whether its source named the meter or the identifier found it.
 */
import { looseKey } from '../script/loose-key.js';
import { slp1To } from '../script/from-slp1.js';
import { toSlp1 } from '../script/to-slp1.js';
import { ARDHASAMAS, SAMAVRTTAS } from './meters.js';

/** The identifier's names (identify-meter.ts), by loose key of the stem. */
const KNOWN = new Map(['anuṣṭubh', 'upajāti', ...SAMAVRTTAS.map((m) => m.name), ...ARDHASAMAS.map((m) => m.name)]
  .map((name) => [stemKey(toSlp1(name, 'iast')), name] as const));

/** Loose key of a name's stem: final a dropped, and anuṣṭup (the pada form) = anuṣṭubh. */
function stemKey(slp1: string): string {
  const k = looseKey(slp1, { keepFinalSchwa: true }).replace(/ /g, '').replace(/a$/, '');
  return k.replace(/tup$/, 'tub');
}

/** The corpus's name of a meter a source labels `label` (any script), or null for an empty label. */
export function meterNameOf(label: string): string | null {
  const base = label.split(/\s*[=([]/)[0]!.trim();
  if (!base) return null;
  // the stem: a label in the nominative ends in a visarga or (neuter) m
  const slp1 = toSlp1(base).replace(/[HM]$|(?<=a)m$/, '');
  return KNOWN.get(stemKey(slp1)) ?? slp1To(slp1, 'iast');
}
