/**
 * Sorted string keys, each with a list of entity numbers, a count per listed entity and a name class (how
 * canonical the key is for that entity: 2 headword, 1 common alias, 0 epithet/patronymic; corpus-mentions.ts):
 * the lookup tables of the entity index, packed in typed arrays (see PackedStringMap for why).
 */
import { PackedStringMap } from '../packed-string-map.js';

export interface PostingsList {
  /** Entity numbers, in the order they were added. */
  entities: number[];
  counts: number[];
  classes: number[];
}

export class KeyPostings {
  /** Keys in code-unit order: key number i is the i-th smallest. */
  readonly keys: PackedStringMap;
  private readonly start: Uint32Array;
  private readonly entities: Int32Array;
  private readonly counts: Int32Array;
  private readonly classes: Uint8Array;

  constructor(lists: Map<string, PostingsList>) {
    const sorted = [...lists.keys()].sort();
    this.keys = new PackedStringMap(sorted);
    let n = 0;
    for (const l of lists.values()) n += l.entities.length;
    this.start = new Uint32Array(sorted.length + 1);
    this.entities = new Int32Array(n);
    this.counts = new Int32Array(n);
    this.classes = new Uint8Array(n);
    let at = 0;
    sorted.forEach((k, i) => {
      this.start[i] = at;
      const l = lists.get(k)!;
      this.entities.set(l.entities, at);
      this.counts.set(l.counts, at);
      this.classes.set(l.classes, at);
      at += l.entities.length;
    });
    this.start[sorted.length] = at;
  }

  /** Positions `from…to` (end exclusive) of key number i's list, for entityAt/countAt/isHeadAt/classAt. */
  range(i: number): [number, number] {
    return [this.start[i]!, this.start[i + 1]!];
  }

  entityAt(p: number): number { return this.entities[p]!; }
  countAt(p: number): number { return this.counts[p]!; }
  isHeadAt(p: number): boolean { return this.classes[p] === 2; }
  classAt(p: number): number { return this.classes[p]!; }

  /** The first key number whose key is ≥ `s` (size when none). */
  lowerBound(s: string): number {
    let lo = 0;
    let hi = this.keys.size;
    while (lo < hi) {
      const m = (lo + hi) >> 1;
      if (this.keys.compareAt(m, s) < 0) lo = m + 1; else hi = m;
    }
    return lo;
  }
}
