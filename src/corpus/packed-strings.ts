/**
 * A read-only list of strings held as UTF-8 bytes in one `Uint8Array` with an offset per string, instead of an
 * array of strings.
 *
 * Why: a string is a heap object, and a serving thread holds its corpus indexes for its lifetime: every full
 * garbage collection marks each of them (docs/operations.md; see also packed-string-map.ts). Bytes in a typed array are one
 * object, stored outside the marked heap, and UTF-8 halves the size of the Devanagari-and-IAST texts that V8
 * would keep as two-byte strings. `at(i)` decodes a new string on each call (for the few items an answer shows).
 * A string that UTF-8 cannot carry (an unpaired surrogate) is kept as it is, so `at` always returns the input.
 */
const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** UTF-8 length of `s` (an unpaired surrogate counts as U+FFFD, as TextEncoder writes it), and whether it is well-formed. */
function utf8Length(s: string): { bytes: number; wellFormed: boolean } {
  let bytes = 0;
  let wellFormed = true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else {
      if (c >= 0xd800 && c <= 0xdfff) wellFormed = false;
      bytes += 3;
    }
  }
  return { bytes, wellFormed };
}

export class PackedStrings {
  readonly size: number;
  private readonly bytes: Uint8Array;
  /** item i is bytes[offsets[i], offsets[i + 1]) */
  private readonly offsets: Uint32Array;
  /** items that are not well-formed UTF-16, as given (almost always none) */
  private readonly irregular: Map<number, string> | null;

  constructor(items: readonly string[]) {
    this.size = items.length;
    this.offsets = new Uint32Array(items.length + 1);
    let irregular: Map<number, string> | null = null;
    let total = 0;
    items.forEach((s, i) => {
      this.offsets[i] = total;
      const { bytes, wellFormed } = utf8Length(s);
      if (!wellFormed) (irregular ??= new Map()).set(i, s);
      total += bytes;
    });
    this.offsets[items.length] = total;
    this.irregular = irregular;
    this.bytes = new Uint8Array(total);
    items.forEach((s, i) => encoder.encodeInto(s, this.bytes.subarray(this.offsets[i], this.offsets[i + 1])));
  }

  /** Item i (a new string on each call). */
  at(i: number): string {
    const odd = this.irregular?.get(i);
    if (odd !== undefined) return odd;
    const a = this.offsets[i]!;
    const b = this.offsets[i + 1]!;
    return a === b ? '' : decoder.decode(this.bytes.subarray(a, b));
  }
}
