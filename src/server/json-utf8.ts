/**
 * @module server/json-utf8
 * `jsonUtf8(value)`: the bytes of `new TextEncoder().encode(JSON.stringify(value))`, for less CPU.
 *
 * Why: a ceremony answer (a vivah year ~78 KB, a shraddha timeline ~26 KB) holds IAST names, so the text
 * `JSON.stringify` builds is a two-byte string, and `TextEncoder.encode` of it walks the text twice (to size its
 * buffer, then to write). Here the text is encoded once into a buffer this thread keeps, then copied out
 * (bench/heavy/stages-ceremonies.ts: ~20 % less CPU for the JSON and UTF-8 of a vivah year). A walker in JS that
 * wrote ASCII byte by byte and copied pre-encoded names was tried: on the server it cost more than
 * JSON.stringify and the encoder together (its property reads are megamorphic), so the text stays V8's.
 * Test: test/server/json-utf8.test.ts.
 */

const encoder = new TextEncoder();
/** Reused per thread: encodeInto writes at most 3 bytes per UTF-16 unit, so it grows to 3 × the longest text. */
let scratch = new Uint8Array(1 << 18);
const SCRATCH_KEEP = 1 << 22;

/**
 * @brief `JSON.stringify(v)` as UTF-8 in a buffer of its own (transferable), byte for byte; `undefined` where
 * JSON.stringify answers `undefined`.
 */
export function jsonUtf8(v: unknown): Uint8Array | undefined {
  const text = JSON.stringify(v);
  if (text === undefined) return undefined;
  const need = text.length * 3;
  if (need > scratch.length) {
    // a very large body gets a buffer of its own rather than growing the kept one past SCRATCH_KEEP
    if (need > SCRATCH_KEEP) return encoder.encode(text);
    scratch = new Uint8Array(need);
  }
  return scratch.slice(0, encoder.encodeInto(text, scratch).written);
}
