/**
 * Word normalisation for matching and features over SLP1.
 * - keeps SLP1 letters only (drops digits, punctuation, avagraha `'`, Vedic accent marks `/ \ ^`);
 * - word-final anusvāra M → m (`sarasvatIM` = `sarasvatIm`, the Mahānāma token form), and M before a
 *   consonant of a stop class becomes that class's nasal (saṃkalpa = saṅkalpa: corpus-and-ner.md §3.4).
 */
const SLP1_LETTER = /[aAiIuUfFxXeEoOMHkKgGNcCjJYwWqQRtTdDnpPbBmyrlvSzsh]/;
const NASAL_BEFORE: Record<string, string> = {
  k: 'N', K: 'N', g: 'N', G: 'N',
  c: 'Y', C: 'Y', j: 'Y', J: 'Y',
  w: 'R', W: 'R', q: 'R', Q: 'R',
  t: 'n', T: 'n', d: 'n', D: 'n',
  p: 'm', P: 'm', b: 'm', B: 'm',
};

export function normalizeSlp1Word(word: string): string {
  let letters = '';
  for (const ch of word) if (SLP1_LETTER.test(ch)) letters += ch;
  if (letters.length === 0) return '';
  let out = '';
  for (let i = 0; i < letters.length; i++) {
    const ch = letters[i]!;
    if (ch === 'M') {
      const next = letters[i + 1];
      out += next === undefined ? 'm' : (NASAL_BEFORE[next] ?? 'M');
    } else out += ch;
  }
  return out;
}

/** True when the token carries at least one SLP1 letter (punctuation tokens such as `.` and `..` do not). */
export function isWordToken(word: string): boolean {
  return SLP1_LETTER.test(word);
}
