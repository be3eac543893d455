/**
 * @module server/json-utf8
 * `jsonUtf8(value)`: the bytes of `new TextEncoder().encode(JSON.stringify(value))`, for less CPU.
 *
 * Why: a ceremony answer (a vivah year ~78 KB, a shraddha timeline ~26 KB) holds IAST names, so the text
 * `JSON.stringify` builds is a two-byte string: 156 KB for a vivah year, beyond V8's largest regular heap object
 * (128 KB), so as one string each answer's text is mapped and unmapped on its own (~0.15 ms of system time), and
 * `TextEncoder.encode` walks a text twice (to size its buffer, then to write). Here a plain object with a long array
 * member is written member by member and that array element by element, each piece through `JSON.stringify` and
 * encoded straight into a buffer this thread keeps, which is then copied out once. The separators and the members JSON.stringify leaves out (`undefined`, functions, symbols;
 * `null` in arrays) follow ECMA-262 §25.5.2 (SerializeJSONObject, SerializeJSONArray); anything else (a `toJSON`
 * method, a short array, a nested value, an answer without a long array) is JSON.stringify's own text. Not a JSON
 * writer in JS: value by value into bytes, or per date by templates with the names converted once, both cost more
 * than JSON.stringify and the encoder on fresh results (docs/benchmarks.md). Test: test/server/json-utf8.test.ts.
 */

const encoder = new TextEncoder();
/** Reused per thread; encodeInto writes at most 3 bytes per UTF-16 unit. */
let scratch = new Uint8Array(1 << 18);
let len = 0;
const SCRATCH_KEEP = 1 << 22;
/** Arrays at least this long are written element by element (a vivah year's dates); an answer without one (a shraddha
 * timeline: its whole text, ~52 KB, stays a regular object) is one JSON.stringify. */
const SPLIT_ARRAY_MIN = 32;

function text(s: string): void {
  const need = len + s.length * 3;
  if (need > scratch.length) {
    const next = new Uint8Array(Math.max(need, scratch.length * 2));
    next.set(scratch.subarray(0, len));
    scratch = next;
  }
  len += encoder.encodeInto(s, len === 0 ? scratch : scratch.subarray(len)).written;
}

const omitted = (x: unknown): boolean => x === undefined || typeof x === 'function' || typeof x === 'symbol';

function array(a: readonly unknown[]): void {
  text('[');
  for (let i = 0; i < a.length; i++) {
    const s = JSON.stringify(a[i]);
    text(i === 0 ? s ?? 'null' : ',' + (s ?? 'null'));
  }
  text(']');
}

function plainObject(o: Record<string, unknown>): void {
  let sep = '{';
  for (const k of Object.keys(o)) {
    const x = o[k];
    if (omitted(x)) continue;
    text(sep + JSON.stringify(k) + ':');
    sep = ',';
    if (Array.isArray(x) && x.length >= SPLIT_ARRAY_MIN) array(x);
    else text(JSON.stringify(x)!);
  }
  text(sep === '{' ? '{}' : '}');
}

/** Whether a member of `o` is an array long enough to be written element by element (else one JSON.stringify does). */
function hasLongArray(o: object): boolean {
  for (const k of Object.keys(o)) {
    const x = (o as Record<string, unknown>)[k];
    if (Array.isArray(x) && x.length >= SPLIT_ARRAY_MIN) return true;
  }
  return false;
}

/**
 * @brief `JSON.stringify(v)` as UTF-8 in a buffer of its own (transferable), byte for byte; `undefined` where
 * JSON.stringify answers `undefined`.
 */
export function jsonUtf8(v: unknown): Uint8Array | undefined {
  len = 0;
  try {
    if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON !== 'function' && (Array.isArray(v) ? v.length >= SPLIT_ARRAY_MIN : hasLongArray(v))) {
      if (Array.isArray(v)) array(v);
      else plainObject(v as Record<string, unknown>);
    } else {
      const s = JSON.stringify(v);
      if (s === undefined) return undefined;
      text(s);
    }
    return scratch.slice(0, len);
  } finally {
    // a very large body does not keep its buffer
    if (scratch.length > SCRATCH_KEEP) scratch = new Uint8Array(1 << 18);
  }
}
