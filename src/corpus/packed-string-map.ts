/**
 * A read-only set of string keys numbered 0…n−1, held in typed arrays instead of a `Map<string, …>`.
 *
 * Why: a `Map` of 400,000 strings is 400,000 heap objects that every full garbage collection marks; a serving
 * thread holding the NER features, lexicon, gazetteer and entity index that way pays 70+ ms at each full
 * mark-compact (docs/operations.md, "What a serving thread's heap holds"). Here the keys are UTF-16 code
 * units in one `Uint16Array` (compared with `charCodeAt`, no encoding per lookup) and the hash table is an
 * `Int32Array`: a handful of objects whatever the size, stored outside the marked heap.
 *
 * Callers keep values in their own typed arrays indexed by the key's number. Lookups hash the query once
 * (FNV-1a over code units) and probe linearly.
 */
export class PackedStringMap {
  /** Number of keys. */
  readonly size: number;
  private readonly units: Uint16Array;
  /** `offsets[i]…offsets[i+1]` are key i's code units. */
  private readonly offsets: Uint32Array;
  /** Open addressing: key number + 1, 0 for an empty slot; length a power of two ≥ 2 × size. */
  private readonly slots: Int32Array;
  private readonly mask: number;

  /** Keys must be distinct; key i gets number i. */
  constructor(keys: readonly string[]) {
    this.size = keys.length;
    let total = 0;
    for (const k of keys) total += k.length;
    this.units = new Uint16Array(total);
    this.offsets = new Uint32Array(keys.length + 1);
    let at = 0;
    keys.forEach((k, i) => {
      this.offsets[i] = at;
      for (let j = 0; j < k.length; j++) this.units[at + j] = k.charCodeAt(j);
      at += k.length;
    });
    this.offsets[keys.length] = at;
    let cap = 16;
    while (cap < keys.length * 2) cap *= 2;
    this.slots = new Int32Array(cap);
    this.mask = cap - 1;
    keys.forEach((k, i) => {
      let s = hashString(k) & this.mask;
      while (this.slots[s] !== 0) {
        if (this.equals(this.slots[s]! - 1, k)) throw new Error(`PackedStringMap: duplicate key ${JSON.stringify(k)}`);
        s = (s + 1) & this.mask;
      }
      this.slots[s] = i + 1;
    });
  }

  /** The number of `key`, or −1 when it is not a key. */
  indexOf(key: string): number {
    let s = hashString(key) & this.mask;
    for (;;) {
      const v = this.slots[s]!;
      if (v === 0) return -1;
      if (this.equals(v - 1, key)) return v - 1;
      s = (s + 1) & this.mask;
    }
  }

  /** `Map`-style: the number of `key`, or undefined (so it stands in for a `Map<string, number>`). */
  get(key: string): number | undefined {
    const i = this.indexOf(key);
    return i < 0 ? undefined : i;
  }

  /** Key number i as a string (a new string on each call). */
  keyAt(i: number): string {
    const a = this.offsets[i]!;
    const b = this.offsets[i + 1]!;
    let s = '';
    for (let p = a; p < b; p += 4096) s += String.fromCharCode.apply(null, this.units.subarray(p, Math.min(b, p + 4096)) as unknown as number[]);
    return s;
  }

  /** Key i against `s` by UTF-16 code units, as `<` orders strings: negative, 0 or positive. */
  compareAt(i: number, s: string): number {
    const a = this.offsets[i]!;
    const n = this.offsets[i + 1]! - a;
    const m = Math.min(n, s.length);
    for (let j = 0; j < m; j++) {
      const d = this.units[a + j]! - s.charCodeAt(j);
      if (d !== 0) return d;
    }
    return n - s.length;
  }

  /** Whether key i starts with `prefix`. */
  startsWithAt(i: number, prefix: string): boolean {
    const a = this.offsets[i]!;
    if (this.offsets[i + 1]! - a < prefix.length) return false;
    for (let j = 0; j < prefix.length; j++) if (this.units[a + j] !== prefix.charCodeAt(j)) return false;
    return true;
  }

  private equals(i: number, key: string): boolean {
    const a = this.offsets[i]!;
    if (this.offsets[i + 1]! - a !== key.length) return false;
    for (let j = 0; j < key.length; j++) if (this.units[a + j] !== key.charCodeAt(j)) return false;
    return true;
  }
}

/** FNV-1a (32-bit): the offset basis a hash starts from. */
export const FNV_OFFSET_BASIS = 0x811c9dc5;

/** FNV-1a: `h` extended by one 16-bit unit. */
export function fnv1aStep(h: number, unit: number): number {
  return Math.imul(h ^ unit, 0x01000193);
}

/** FNV-1a: `h` extended by the UTF-16 code units s[from, to), read in place (no slice). */
export function fnv1aRange(h: number, s: string, from = 0, to = s.length): number {
  for (let i = from; i < to; i++) h = fnv1aStep(h, s.charCodeAt(i));
  return h;
}

/** FNV-1a over UTF-16 code units, as a non-negative 31-bit integer. */
function hashString(s: string): number {
  return fnv1aRange(FNV_OFFSET_BASIS, s) >>> 1;
}
