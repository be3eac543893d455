/**
 * @module
 * The loaded dictionary (immutable): entries by SLP1 key, the `Lexicon` view the lemma ranking uses, and the
 * headwords as a `Gazetteer` so src/ner/gazetteer.ts `segmentWord` splits compounds over them.
 *
 * Held as a few typed arrays, not an object per entry: the serving thread keeps the index for
 * its lifetime and every full garbage collection marks each live object (31,000 entries as objects with their
 * strings and arrays, plus a map of arrays by key, would be ~230,000 objects; docs/operations.md). An entry is rebuilt as a
 * `DictionaryEntry` when `entriesOf` asks for it; `entryInfo`, on the ranking's hot path, reads codes only.
 */
import type { Gazetteer, GazetteerEntry } from '../../ner/gazetteer.js';
import { PackedStringMap } from '../packed-string-map.js';
import { PackedStrings } from '../packed-strings.js';
import { groupIndices } from '../grouped-indices.js';
import type { DictionaryData, DictionaryEntry, Gender } from './dictionary-model.js';
import type { DictionarySource } from './sources.js';
import type { Lexicon } from './lemma-candidates.js';
import type { ListedForm } from './verb-forms.js';

/** Keys shorter than this are not offered to the compound splitter (kosha one- and two-letter words: kA, Ri). */
const MIN_SPLIT_KEY = 3;
const KNOWN: GazetteerEntry = { classMask: 0, entityIds: [] };
const NO_FORMS: readonly ListedForm[] = [];

/** An entry's genders as stated (at most four), a base-4 digit each (lowest first; 0 ends): 1 m, 2 f, 3 n. */
const GENDERS: readonly Gender[] = ['m', 'f', 'n'];
const GENDER_DIGIT: Readonly<Record<Gender, number>> = { m: 1, f: 2, n: 3 };

export class DictionaryIndex implements Lexicon {
  readonly sources: DictionarySource[];
  readonly gazetteer: Gazetteer;
  /** distinct keys, numbered in order of first entry */
  private readonly keys: PackedStringMap;
  /** key number k → its entries: entryOrder[keyFirst[k], keyFirst[k + 1]), in source order */
  private readonly keyFirst: Uint32Array;
  private readonly entryOrder: Uint32Array;
  private readonly names: PackedStringMap;
  /** per entry: key number, source, homonym (−1 none), grammar (0 none, else grammarLabels[g − 1]), genders */
  private readonly entryKey: Uint32Array;
  private readonly entrySource: Uint8Array;
  private readonly entryHomonym: Int16Array;
  private readonly entryGrammar: Uint8Array;
  private readonly entryGenders: Uint8Array;
  private readonly grammarLabels: string[];
  private readonly meanings: PackedStrings;
  /** references; entryHasReference tells '' from null */
  private readonly references: PackedStrings;
  private readonly entryHasReference: Uint8Array;
  /** Lanman's principal parts by form or stem (about 2,300: a map is small here) */
  private readonly verbForms: Map<string, ListedForm[]>;

  constructor(data: DictionaryData) {
    const entries = data.entries;
    const n = entries.length;
    this.sources = data.sources;
    const keyNumber = new Map<string, number>();
    this.entryKey = new Uint32Array(n);
    this.entrySource = new Uint8Array(n);
    this.entryHomonym = new Int16Array(n);
    this.entryGrammar = new Uint8Array(n);
    this.entryGenders = new Uint8Array(n);
    this.entryHasReference = new Uint8Array(n);
    const grammarCode = new Map<string, number>();
    entries.forEach((e, i) => {
      let k = keyNumber.get(e.key);
      if (k === undefined) keyNumber.set(e.key, (k = keyNumber.size));
      this.entryKey[i] = k;
      if (e.source < 0 || e.source > 255) throw new Error(`dictionary entry ${e.key}: source ${e.source} out of range`);
      this.entrySource[i] = e.source;
      if (e.homonym !== null && (e.homonym < 0 || e.homonym > 32767)) throw new Error(`dictionary entry ${e.key}: homonym ${e.homonym} out of range`);
      this.entryHomonym[i] = e.homonym ?? -1;
      if (e.grammar !== null) {
        let g = grammarCode.get(e.grammar);
        if (g === undefined) grammarCode.set(e.grammar, (g = grammarCode.size + 1));
        if (g > 255) throw new Error('dictionary: more than 255 grammar labels');
        this.entryGrammar[i] = g;
      }
      if (e.genders.length > 4) throw new Error(`dictionary entry ${e.key}: more than four genders`);
      let code = 0;
      let scale = 1;
      for (const g of e.genders) {
        code += GENDER_DIGIT[g] * scale;
        scale *= 4;
      }
      this.entryGenders[i] = code;
      this.entryHasReference[i] = e.reference === null ? 0 : 1;
    });
    this.grammarLabels = [...grammarCode.keys()];
    this.meanings = new PackedStrings(entries.map((e) => e.meaning));
    this.references = new PackedStrings(entries.map((e) => e.reference ?? ''));
    this.keys = new PackedStringMap([...keyNumber.keys()]);
    ({ first: this.keyFirst, members: this.entryOrder } = groupIndices(this.entryKey, keyNumber.size));
    this.names = new PackedStringMap([...new Set(data.names)]);
    let maxKeyLength = 0;
    for (const k of keyNumber.keys()) maxKeyLength = Math.max(maxKeyLength, k.length);
    for (const k of data.names) maxKeyLength = Math.max(maxKeyLength, k.length);
    this.gazetteer = this.headwordGazetteer(maxKeyLength);
    this.verbForms = new Map();
    for (const [form, root, kind, afterPrefix] of data.verbForms) {
      const list = this.verbForms.get(form) ?? [];
      if (!list.some((f) => f.root === root && f.kind === kind)) list.push({ root, kind, afterPrefix });
      this.verbForms.set(form, list);
    }
  }

  /** The roots a form or thematic stem belongs to, as Lanman lists them (principal-parts.ts). */
  listedForms(formOrStem: string): readonly ListedForm[] { return this.verbForms.get(formOrStem) ?? NO_FORMS; }

  /** Made outside the constructor so that its closure does not keep the constructor's scratch maps alive. */
  private headwordGazetteer(maxKeyLength: number): Gazetteer {
    const get = (k: string): GazetteerEntry | undefined => (k.length >= MIN_SPLIT_KEY && (this.keys.indexOf(k) >= 0 || this.names.indexOf(k) >= 0) ? KNOWN : undefined);
    return { entries: { get }, maxKeyLength };
  }

  get size(): number { return this.entryKey.length; }

  /** Entries under an SLP1 key, in source order (Lanman first), then by homonym. */
  entriesOf(key: string): DictionaryEntry[] {
    const k = this.keys.indexOf(key);
    if (k < 0) return [];
    const out: DictionaryEntry[] = [];
    for (let j = this.keyFirst[k]!; j < this.keyFirst[k + 1]!; j++) out.push(this.entry(this.entryOrder[j]!, key));
    return out;
  }

  private entry(i: number, key: string): DictionaryEntry {
    const h = this.entryHomonym[i]!;
    const g = this.entryGrammar[i]!;
    return {
      source: this.entrySource[i]!, key, homonym: h < 0 ? null : h, grammar: g === 0 ? null : this.grammarLabels[g - 1]!,
      genders: this.genders(i), meaning: this.meanings.at(i), reference: this.entryHasReference[i] ? this.references.at(i) : null,
    };
  }

  private genders(i: number): Gender[] {
    const out: Gender[] = [];
    for (let c = this.entryGenders[i]!; c > 0; c >>= 2) out.push(GENDERS[(c & 3) - 1]!);
    return out;
  }

  entryInfo(key: string): { genders: Gender[]; grammar: string[] } | null {
    const k = this.keys.indexOf(key);
    if (k < 0) return null;
    const genders = new Set<Gender>();
    const grammar: string[] = [];
    for (let j = this.keyFirst[k]!; j < this.keyFirst[k + 1]!; j++) {
      const i = this.entryOrder[j]!;
      for (let c = this.entryGenders[i]!; c > 0; c >>= 2) genders.add(GENDERS[(c & 3) - 1]!);
      const g = this.entryGrammar[i]!;
      const label = g === 0 ? null : this.grammarLabels[g - 1]!;
      if (label) grammar.push(label);
    }
    return { genders: [...genders], grammar };
  }

  isName(key: string): boolean { return this.names.indexOf(key) >= 0; }
}
