/**
 * @module
 * The loaded dictionary (immutable): entries by SLP1 key, the `Lexicon` view the lemma ranking uses, and the
 * headwords as a `Gazetteer` so src/ner/gazetteer.ts `segmentWord` splits compounds over them.
 */
import type { Gazetteer, GazetteerEntry } from '../../ner/gazetteer.js';
import type { DictionaryData, DictionaryEntry, Gender } from './dictionary-model.js';
import type { Lexicon } from './lemma-candidates.js';

/** Keys shorter than this are not offered to the compound splitter (kosha one- and two-letter words: kA, Ri). */
const MIN_SPLIT_KEY = 3;
const KNOWN: GazetteerEntry = { classMask: 0, entityIds: [] };

export class DictionaryIndex implements Lexicon {
  private readonly byKey = new Map<string, number[]>();
  private readonly names: Set<string>;
  readonly gazetteer: Gazetteer;

  constructor(readonly data: DictionaryData) {
    data.entries.forEach((e, i) => {
      const list = this.byKey.get(e.key);
      if (list) list.push(i);
      else this.byKey.set(e.key, [i]);
    });
    this.names = new Set(data.names);
    let maxKeyLength = 0;
    for (const k of this.byKey.keys()) maxKeyLength = Math.max(maxKeyLength, k.length);
    for (const k of this.names) maxKeyLength = Math.max(maxKeyLength, k.length);
    const get = (k: string): GazetteerEntry | undefined => (k.length >= MIN_SPLIT_KEY && (this.byKey.has(k) || this.names.has(k)) ? KNOWN : undefined);
    this.gazetteer = { entries: { get }, maxKeyLength };
  }

  get size(): number { return this.data.entries.length; }

  /** Entries under an SLP1 key, in source order (Lanman first), then by homonym. */
  entriesOf(key: string): DictionaryEntry[] {
    return (this.byKey.get(key) ?? []).map((i) => this.data.entries[i]!);
  }

  entryInfo(key: string): { genders: Gender[]; grammar: string[] } | null {
    const ids = this.byKey.get(key);
    if (!ids) return null;
    const genders = new Set<Gender>();
    const grammar: string[] = [];
    for (const i of ids) {
      const e = this.data.entries[i]!;
      for (const g of e.genders) genders.add(g);
      if (e.grammar) grammar.push(e.grammar);
    }
    return { genders: [...genders], grammar };
  }

  isName(key: string): boolean { return this.names.has(key); }
}
