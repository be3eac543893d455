/**
 * Laghu/guru weights of a verse in SLP1 (Piṅgala, Chandaḥśāstra 1.9–10; conventions as in vidyut-chandas,
 * MIT): a syllable is guru (G) when its vowel is long (A I U F X e E o O), or it carries anusvāra/visarga
 * (M H), or it is followed by a conjunct (two or more consonants, across word boundaries); otherwise laghu (L).
 * The weight of the last syllable of a pāda is free (anceps) and is not used for matching.
 */
const SHORT = new Set(['a', 'i', 'u', 'f', 'x']);
const LONG = new Set(['A', 'I', 'U', 'F', 'X', 'e', 'E', 'o', 'O']);
const CONSONANT = /[kKgGNcCjJYwWqQRtTdDnpPbBmyrlvSzshL]/;

/** 'L'/'G' string for one run of SLP1 text (spaces and punctuation ignored). */
export function weightsOf(slp1: string): string {
  const s = slp1.replace(/[^a-zA-Z]/g, '');
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (!SHORT.has(ch) && !LONG.has(ch)) continue;
    let j = i + 1;
    let heavy = LONG.has(ch);
    if (s[j] === 'M' || s[j] === 'H') {
      heavy = true;
      j++;
    }
    let cons = 0;
    while (j < s.length && CONSONANT.test(s[j]!)) {
      cons++;
      j++;
    }
    if (cons >= 2) heavy = true;
    out += heavy ? 'G' : 'L';
  }
  return out;
}

/** Weights of the whole verse (half-verse markers and line breaks ignored). */
export function verseWeights(slp1: string): string {
  const halves = slp1.split(/\.+|\n/).map((h) => h.trim()).filter((h) => /[aAiIuUfFxXeEoO]/.test(h));
  return weightsOf(halves.join(' '));
}

/** Splits an SLP1 verse into its pādas' weights: by half-verse markers (`.`/newline) then halves of each. */
export function padaWeights(slp1: string): string[] {
  const halves = slp1.split(/\.+|\n/).map((h) => h.trim()).filter((h) => /[aAiIuUfFxXeEoO]/.test(h));
  const all = weightsOf(halves.join(' '));
  const n = all.length;
  if (n % 4 === 0) {
    const p = n / 4;
    return [0, 1, 2, 3].map((k) => all.slice(k * p, (k + 1) * p));
  }
  return halves.map((h) => weightsOf(h));
}
