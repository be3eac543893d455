/**
 * @module
 * A root's principal parts as Lanman's vocabulary lists them, and what each form is. His root entries open with
 * the forms in parentheses — `√gam (gácchati, -te; jagā́ma, jagmé; V. ágan, later ágamat; gamiṣyáti, -te; gatá;
 * gántum; gatvā́; -gátya, -gámya; gamyáte; …)` — which makes the vocabulary a table of about 600 roots' present,
 * future and passive stems, perfects, participles, infinitives and absolutives (the order and the forms as
 * Whitney's *Roots, Verb-forms and Primary Derivatives* gives them). Pure: an entry body in, forms out.
 */
import { lemmaKey } from './lemma-key.js';
import { toSlp1 } from '../script/to-slp1.js';

export type PrincipalPartKind =
  | 'present' | 'future' | 'passive' | 'causative' | 'desiderative' // thematic stems: every person and number follows
  | 'perfect' | 'past' | 'athematic' // a third person singular as listed
  | 'participle' | 'infinitive' | 'absolutive';

export interface PrincipalPart {
  /** SLP1, accents dropped; for a thematic kind the stem without its final a (gacC, gamizy, gamy) */
  form: string;
  root: string;
  kind: PrincipalPartKind;
  /** an absolutive in -ya that Lanman writes with a hyphen: it stands after a prefix (-gátya: ā-gatya) */
  afterPrefix: boolean;
}

const UNASPIRATED: Record<string, string> = { K: 'k', G: 'g', C: 'c', J: 'j', W: 'w', Q: 'q', T: 't', D: 'd', P: 'p', B: 'b' };
/** The reduplicating consonant of a root's first consonant (Whitney §590: an aspirate by its non-aspirate, a guttural or h by the palatal). */
function reduplicant(c: string): string {
  const u = UNASPIRATED[c] ?? c;
  return u === 'k' ? 'c' : u === 'g' || c === 'h' ? 'j' : u;
}
const VOWEL = /[aAiIuUfFxXeEoO]/;

/** A perfect's reduplicated first syllable (jagāma, cakāra, tasthau, śuśrāva, uvāca): consonant, short vowel, the consonant again. */
function reduplicated(w: string): boolean {
  if (/^(uv|Uc|iy|Iy)/.test(w)) return true; // vac, yaj: uvAca, iyAja (Whitney §784)
  if (w.length < 4 || VOWEL.test(w[0]!) || !/[aiuf]/.test(w[1]!)) return false;
  const next = w[2] === 's' && w[3] && !VOWEL.test(w[3]) ? w[3] : w[2]!; // sth, sk: tasTO, caskanda
  return w[0] === reduplicant(next);
}

/** What a listed form is, by its ending (Whitney's Roots lists them in this order and shape). */
export function classifyForm(form: string, root: string, afterPrefix: boolean): { kind: PrincipalPartKind; form: string } | null {
  if (afterPrefix) return /ya$/.test(form) ? { kind: 'absolutive', form } : null;
  // -tvā, -tum after a cerebral or an aspirate: dṛṣṭvā, draṣṭum, labdhvā, soḍhum
  if (/[twDQ]vA$/.test(form)) return { kind: 'absolutive', form };
  if (/[twDQ]um$/.test(form)) return { kind: 'infinitive', form };
  if (/[sz]yat[ie]$/.test(form)) return { kind: 'future', form: form.slice(0, -3) };
  if (reduplicated(form) && /[sz]at[ie]$/.test(form)) return { kind: 'desiderative', form: form.slice(0, -3) };
  if (/[^a]yate$/.test(form)) return { kind: 'passive', form: form.slice(0, -3) };
  if (/ayat[ie]$/.test(form)) return { kind: 'causative', form: form.slice(0, -3) };
  // the augment: an aorist or imperfect (ábhūt, ágamat, ádṛṣṭa) of a root that does not begin with a
  if (/^a/.test(form) && !VOWEL.test(root[0]!) && /[tn]$|a$/.test(form)) return { kind: 'past', form };
  if (reduplicated(form) && /[aOe]$/.test(form) && !/at[ie]$/.test(form)) return { kind: 'perfect', form };
  if (/^[^aAiIuUfFeEoO]e[^aAiIuUfFeEoO]+e$/.test(form) && !/te$/.test(form)) return { kind: 'perfect', form }; // lebhe, mene: e for the reduplication (Whitney §794e)
  if (/at[ie]$/.test(form)) return { kind: 'present', form: form.slice(0, -3) };
  if (/t[ie]$/.test(form)) return { kind: 'athematic', form };
  if (/[tnwQRD]a$/.test(form)) return { kind: 'participle', form };
  return null;
}

/** Vedic accents off a vowel (á, ā́, ṛ́), not the acute that makes s ś. */
function dropAccents(iast: string): string {
  return iast.normalize('NFD').replace(/([aeiouAEIOU]\u0304?|[rlRL]\u0323\u0304?)[\u0300\u0301]/g, '$1').normalize('NFC');
}

/** The parenthesis that opens a root entry, with Lanman's citations, page marks and line-break notes taken out. */
function principalPartsText(body: string): string | null {
  const after = body.slice(body.indexOf('¦') + 1)
    // [<ls n="wg,608">608]</ls>: a citation that holds its bracket's end keeps it
    .replace(/<ls[^>]*>[\s\S]*?<\/ls>/g, (ls) => (ls.includes(']') ? ']' : ''))
    .replace(/<lbinfo[^>]*\/>/g, '').replace(/\[Page[^\]]*\]/g, '').replace(/\[[^\]]*\]/g, '');
  const open = after.indexOf('(');
  if (open < 0 || open > 60) return null; // "{%younger form of%} {@rabh (lábhate; …": the parenthesis after a note
  let depth = 0;
  for (let i = open; i < after.length; i++) {
    if (after[i] === '(') depth++;
    else if (after[i] === ')' && --depth === 0) {
      // the parenthesis may open or close inside a group of Sanskrit: "{@rabh (lábhate;@}", "{@labdhvā́; -lábhya). --1.@}"
      let text = after.slice(open + 1, i);
      const close = text.indexOf('@}');
      if (close >= 0 && close < (text.indexOf('{@') + 1 || Infinity) - 1) text = '{@' + text;
      if (text.lastIndexOf('{@') > text.lastIndexOf('@}')) text += '@}';
      return text;
    }
  }
  return null;
}

/** The forms a Lanman root entry lists (its `k1`, the body after the record line); empty for other entries. */
export function lanmanPrincipalParts(rootKey: string, body: string): PrincipalPart[] {
  if (!/^\{@√/.test(body)) return [];
  const text = principalPartsText(body);
  if (!text) return [];
  const root = lemmaKey(rootKey);
  const out: PrincipalPart[] = [];
  const seen = new Set<string>();
  // the Sanskrit is in {@ @}; Lanman's italics ({% %}: "V.", "later", "caus.") only qualify it
  for (const group of text.matchAll(/\{@([^@]*)@\}/g)) {
    for (const raw of group[1]!.split(/[,;]/)) {
      const item = raw.replace(/[()]/g, '').trim();
      if (!item || /\s/.test(item)) continue; // "tolayā́m āsa": a periphrastic form
      const afterPrefix = item.startsWith('-');
      const letters = dropAccents(item.replace(/^-/, ''));
      if (afterPrefix && letters.length <= 3) continue; // "-te": the middle ending of the form before
      const slp1 = lemmaKey(toSlp1(letters, 'iast'));
      const c = classifyForm(slp1, root, afterPrefix);
      if (!c || c.form.length < 2) continue;
      const key = `${c.kind}|${c.form}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ form: c.form, root, kind: c.kind, afterPrefix });
    }
  }
  return out;
}
