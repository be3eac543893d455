/**
 * @module
 * A "doorkeeper": remembers, approximately and in a fixed 128 KiB, which strings it has been shown recently.
 * The response cache asks it whether a key has missed before, to admit only answers that are asked for again
 * (TinyLFU's doorkeeper: Einziger, Friedman & Manes, "TinyLFU: A Highly Efficient Cache Admission Policy",
 * ACM TOS 13(4), 2017, §3.4.2). It is a Bloom filter with three probes, cleared after {@link RESET_AFTER}
 * additions, so what was seen once long ago is forgotten and a false positive (a one-off admitted) stays
 * rare: at most ~0.5 % just before a reset. It allocates nothing per call.
 */

const BITS_LOG2 = 20;
const MASK = (1 << BITS_LOG2) - 1;
/** Additions before the filter is cleared: bits/16, where three probes give a false-positive rate of ~0.5 %. */
export const RESET_AFTER = 1 << (BITS_LOG2 - 4);

export class SeenKeys {
  private readonly bits = new Uint32Array(1 << (BITS_LOG2 - 5));
  private added = 0;

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
      const word = bit >>> 5;
      const m = 1 << (bit & 31);
      if ((this.bits[word] & m) === 0) {
        present = false;
        this.bits[word] |= m;
      }
    }
    if (present) return true;
    if (++this.added >= RESET_AFTER) this.clear();
    return false;
  }

  clear(): void {
    this.bits.fill(0);
    this.added = 0;
  }
}
