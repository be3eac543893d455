/**
 * @module
 * A "doorkeeper": remembers, approximately and in a fixed 128 KiB, which strings it has been shown recently.
 * The response cache asks it whether a key has missed before, to admit only answers that are asked for again
 * (TinyLFU's doorkeeper: Einziger, Friedman & Manes, "TinyLFU: A Highly Efficient Cache Admission Policy",
 * ACM TOS 13(4), 2017, §3.4.2). It is a Bloom filter with three probes, cleared after {@link RESET_AFTER}
 * additions, so what was seen once long ago is forgotten and a false positive (a one-off admitted) stays
 * rare: at most ~0.5 % just before a reset. It allocates nothing per call.
 *
 * Its words may live in a SharedArrayBuffer that every serving thread's cache uses (`serve --threads N`):
 * then a key computed on one thread counts as seen on the others. Bits are set with `Atomics.or`; a clear that
 * races with an addition can only forget a key (one more computation), never corrupt the filter.
 */

const BITS_LOG2 = 20;
const MASK = (1 << BITS_LOG2) - 1;
/** Additions before the filter is cleared: bits/16, where three probes give a false-positive rate of ~0.5 %. */
export const RESET_AFTER = 1 << (BITS_LOG2 - 4);
/** Word 0 counts additions; the bits follow. */
const WORDS = 1 + (1 << (BITS_LOG2 - 5));

export class SeenKeys {
  private readonly words: Int32Array;

  /** `buffer`: the words of a filter shared with other threads (from {@link SeenKeys.sharedBuffer}); default: this instance's own. */
  constructor(buffer?: SharedArrayBuffer) {
    if (buffer && buffer.byteLength !== WORDS * 4) throw new RangeError(`a SeenKeys buffer has ${WORDS * 4} bytes, not ${buffer.byteLength}`);
    this.words = new Int32Array(buffer ?? new ArrayBuffer(WORDS * 4));
  }

  /** A zeroed buffer for a filter shared by threads (pass it to each thread's `new SeenKeys(buffer)`). */
  static sharedBuffer(): SharedArrayBuffer {
    return new SharedArrayBuffer(WORDS * 4);
  }

  /** True if `key` was added since the last reset (or, rarely, a false positive); adds it otherwise. */
  checkAndAdd(key: string): boolean {
    // FNV-1a over the UTF-16 code units, then a second hash derived from it (double hashing: probe i at h1 + i·h2).
    let h1 = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) h1 = Math.imul(h1 ^ key.charCodeAt(i), 0x01000193);
    let h2 = Math.imul(h1 ^ (h1 >>> 16), 0x85ebca6b);
    h2 = (Math.imul(h2 ^ (h2 >>> 13), 0xc2b2ae35) ^ (h2 >>> 16)) | 1;
    let present = true;
    for (let i = 0, h = h1; i < 3; i++, h = (h + h2) | 0) {
      const bit = h & MASK;
      const m = 1 << (bit & 31);
      if ((Atomics.or(this.words, 1 + (bit >>> 5), m) & m) === 0) present = false;
    }
    if (present) return true;
    // Exactly one caller sees the count reach the bound (Atomics.add returns each value once): it clears.
    if (Atomics.add(this.words, 0, 1) + 1 === RESET_AFTER) this.clear();
    return false;
  }

  clear(): void {
    this.words.fill(0, 1);
    Atomics.store(this.words, 0, 0);
  }
}
