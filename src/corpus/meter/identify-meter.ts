/**
 * Meter identification from the laghu/guru pattern (weights.ts):
 * - anuṣṭubh (śloka): four pādas of 8 syllables; accepted when the even pādas end in the pathyā cadence
 *   (syllables 5–7 = L G L) and the odd pādas do not have L L at syllables 2–3 (Vṛttaratnākara 5.10–11);
 *   vipulā variants of the odd pādas are accepted;
 * - sama-vṛttas of meters.ts: every pāda matches the pattern (last syllable free), allowing one pāda in four to
 *   mismatch (sandhi and variant readings); indravajrā/upendravajrā mixtures are reported as upajāti.
 * - ardha-sama-vṛttas of meters.ts (viyoginī, puṣpitāgrā, aupacchandasika): the verse's syllables split as
 *   odd, even, odd, even pāda, at least three pādas matching.
 * Returns null when nothing fits.
 */
import { padaWeights, verseWeights } from './weights.js';
import { ARDHASAMAS, SAMAVRTTAS } from './meters.js';

function matches(pada: string, pattern: string): boolean {
  if (pada.length !== pattern.length) return false;
  return pada.slice(0, -1) === pattern.slice(0, -1);
}

function isAnushtubh(padas: string[]): boolean {
  if (padas.length !== 4 || padas.some((p) => p.length !== 8)) return false;
  const even = [padas[1]!, padas[3]!].every((p) => p.slice(4, 7) === 'LGL');
  const odd = [padas[0]!, padas[2]!].every((p) => p.slice(1, 3) !== 'LL');
  return even && odd;
}

function ardhasama(all: string): string | null {
  for (const m of ARDHASAMAS) {
    const o = m.odd.length;
    const e = m.even.length;
    if (all.length !== 2 * (o + e)) continue;
    const padas = [all.slice(0, o), all.slice(o, o + e), all.slice(o + e, 2 * o + e), all.slice(2 * o + e)];
    const hits = padas.filter((p, i) => matches(p, i % 2 === 0 ? m.odd : m.even)).length;
    if (hits >= 3) return m.name;
  }
  return null;
}

export function identifyMeter(slp1: string): string | null {
  const padas = padaWeights(slp1);
  if (padas.length !== 4) return ardhasama(verseWeights(slp1));
  if (isAnushtubh(padas)) return 'anuṣṭubh';
  const len = padas[0]!.length;
  if (!padas.every((p) => p.length === len)) return null;
  let best: { name: string; hits: number } | null = null;
  const used = new Set<string>();
  for (const m of SAMAVRTTAS) {
    if (m.pattern.length !== len) continue;
    const hits = padas.filter((p) => matches(p, m.pattern)).length;
    if (hits > 0) used.add(m.name);
    if (!best || hits > best.hits) best = { name: m.name, hits };
  }
  if (len === 11) {
    const iv = padas.filter((p) => matches(p, 'GGLGGLLGLGG') || matches(p, 'LGLGGLLGLGG')).length;
    if (iv >= 3 && used.has('indravajrā') && used.has('upendravajrā')) return 'upajāti';
  }
  if (len === 12) {
    const vi = padas.filter((p) => matches(p, 'LGLGGLLGLGLG') || matches(p, 'GGLGGLLGLGLG')).length;
    if (vi >= 3 && used.has('vaṃśastha') && used.has('indravaṃśā')) return 'upajāti';
  }
  if (best && best.hits >= 3) return best.name;
  const half = ardhasama(padas.join(''));
  if (half) return half;
  // anuṣṭubh with one irregular pāda
  if (padas.every((p) => p.length === 8)) {
    const even = [padas[1]!, padas[3]!].filter((p) => p.slice(4, 7) === 'LGL').length;
    if (even >= 1) return 'anuṣṭubh';
  }
  return null;
}
