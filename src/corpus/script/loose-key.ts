/**
 * The loose ASCII key (docs/corpus.md §"Search", after ../notes/corpus-and-ner.md §3 steps 4–5): a lossy form
 * under which spellings people type without diacritics meet the SLP1 text.
 * - vowel length dropped (A→a, I→i, U→u), vocalic f/F→r, x/X→l, E→ai, O→au;
 * - aspiration and retroflexion dropped (K→k, G→g, C→c, J→j, w/W→t, q/Q→d, T→t, D→d, P→p, B→b);
 * - sibilants merged (S, z → s), nasals before a stop → n (saṅkalpa = saṃkalpa = sankalpa), Y/R/N → n, M → m,
 *   candrabindu after a vowel → m (Vedic texts write it for anusvāra: idam̐ = idaṃ = idam; a `~` elsewhere, as in
 *   ITRANS's j~n typed for jñ, is dropped), visarga (and a word-final `h` typed for it) and avagraha dropped;
 * - anglicised/Hindi spellings folded: `sh`→s, `ri`→r (kṛṣṇa = krishna), `ee`→i, `oo`→u,
 *   remaining `h` after a consonant dropped (chitta, dharma), doubled letters collapsed;
 * - final schwa deleted (gītā = gita = geet, rāmāyaṇa = ramayan).
 * Applied alike to indexed text and queries, so it only needs to be consistent, not reversible.
 */

const SLP1_FOLD: Record<string, string> = {
  A: 'a', I: 'i', U: 'u', f: 'r', F: 'r', x: 'l', X: 'l', E: 'ai', O: 'au',
  K: 'k', G: 'g', C: 'c', J: 'j', w: 't', W: 't', q: 'd', Q: 'd', T: 't', D: 'd', P: 'p', B: 'b',
  S: 's', z: 's', Y: 'n', R: 'n', N: 'n', M: 'm', H: '', '~': '', "'": '', L: 'l', '|': 'l',
};

const CANDRABINDU_AFTER_VOWEL = /([aAiIuUfFxXeEoO])~/g;

/** Loose key of one word or a run of words (spaces kept as word separators). Input: SLP1. */
export function looseKey(slp1: string, opts: { keepFinalSchwa?: boolean } = {}): string {
  let out = '';
  for (const ch of slp1.replace(CANDRABINDU_AFTER_VOWEL, '$1M')) out += SLP1_FOLD[ch] ?? ch;
  out = out.toLowerCase();
  out = out
    .replace(/ee/g, 'i').replace(/oo/g, 'u')
    .replace(/sh/g, 's')
    .replace(/ri/g, 'r')
    .replace(/([kgcjtdpbs])h/g, '$1')
    .replace(/[mn](?=[kgcjtdpb])/g, 'n')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/[^a-z ]/g, '');
  return out
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .map((w) => (w.length > 2 && /[aeiou]h$/.test(w) ? w.slice(0, -1) : w))
    .map((w) => (!opts.keepFinalSchwa && w.length > 2 && w.endsWith('a') ? w.slice(0, -1) : w))
    .join(' ');
}
