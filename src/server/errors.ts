/**
 * @module
 * The one error builder. Gateway and engine errors share the body
 * `{"error": {"code", "message", "request_id"}}`; parameter errors use FastAPI's HTTPValidationError
 * `{"detail": [{"type", "loc", "msg", "input", "ctx"?}]}` (see {@link ValidationIssue}).
 */

/** One entry of an HTTPValidationError, in pydantic v2's shape as FastAPI emits it. */
export interface ValidationIssue {
  type: string;
  loc: (string | number)[];
  msg: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

/** An error a handler or the gateway raises on purpose; anything else thrown becomes 502 COMPUTE_ERROR. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 422 carrying validation issues. */
export class ValidationError extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super(issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; '));
    this.name = 'ValidationError';
  }
}

/** Builds an {@link ApiError}; the single place status codes and machine codes meet. */
export function apiError(status: number, code: string, message: string, headers?: Record<string, string>): ApiError {
  return new ApiError(status, code, message, headers);
}

/** Shorthand for a 404 with a specific machine code, e.g. `notFound('VERSE_NOT_FOUND', '…')`. */
export function notFound(code: string, message: string): ApiError {
  return new ApiError(404, code, message);
}

/** Shorthand for a single-issue 422. */
export function invalid(loc: (string | number)[], msg: string, type = 'value_error', input?: unknown): ValidationError {
  return new ValidationError([{ type, loc, msg, input }]);
}

export function errorBody(code: string, message: string, requestId: string): object {
  return { error: { code, message, request_id: requestId } };
}

/**
 * How small a 422 stays whatever the input (a 2 MB body once came back as a 4 MB 422): at most `maxIssues`
 * issues, and only as many as fit in `maxBodyBytes`. Each issue keeps FastAPI's shape, with its echoed `input`
 * cut: strings to `echoCodePoints` code points then `…`; an array or object to its first `echoItems` items or
 * keys, then a `"… N more items"` item or a `"…": "N more keys"` entry; arrays and objects inside it as a
 * summary (`"[array of N items]"`, `"{object with N keys}"`). `loc` keeps `locEntries` entries (then `"…"`), each
 * name cut to `locCodePoints`; `msg` and the strings of `ctx` are cut to `textCodePoints`. With these, one
 * issue is under 10 KB even for input made of characters JSON must escape.
 */
export const VALIDATION_BOUNDS = {
  maxIssues: 50,
  maxBodyBytes: 16 * 1024,
  echoCodePoints: 100,
  echoItems: 3,
  locEntries: 8,
  locCodePoints: 50,
  textCodePoints: 200,
} as const;

/** The 422 body `{"detail": [...]}` of these issues, within {@link VALIDATION_BOUNDS}. */
export function validationErrorBody(issues: readonly ValidationIssue[]): Buffer {
  const parts: string[] = [];
  let bytes = '{"detail":[]}'.length;
  for (let i = 0; i < issues.length && i < VALIDATION_BOUNDS.maxIssues; i++) {
    const json = JSON.stringify(boundedIssue(issues[i]!));
    const size = Buffer.byteLength(json) + (parts.length ? 1 : 0);
    if (parts.length && bytes + size > VALIDATION_BOUNDS.maxBodyBytes) break;
    parts.push(json);
    bytes += size;
  }
  return Buffer.from(`{"detail":[${parts.join(',')}]}`);
}

function boundedIssue(issue: ValidationIssue): ValidationIssue {
  const b = VALIDATION_BOUNDS;
  const loc = issue.loc.slice(0, b.locEntries).map((x) => (typeof x === 'string' ? cutString(x, b.locCodePoints) : x));
  if (issue.loc.length > b.locEntries) loc.push('…');
  const out: ValidationIssue = { type: issue.type, loc, msg: cutString(issue.msg, b.textCodePoints) };
  if ('input' in issue) out.input = echoOf(issue.input, false);
  if (issue.ctx) {
    const ctx: Record<string, unknown> = Object.create(null);
    for (const [k, v] of Object.entries(issue.ctx)) ctx[k] = typeof v === 'string' ? cutString(v, b.textCodePoints) : echoOf(v, false);
    out.ctx = ctx;
  }
  return out;
}

/** The echo of an offending input within {@link VALIDATION_BOUNDS}; `nested` inside an echoed array or object. */
function echoOf(v: unknown, nested: boolean): unknown {
  const b = VALIDATION_BOUNDS;
  if (typeof v === 'string') return cutString(v, b.echoCodePoints);
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    if (nested) return `[array of ${v.length} items]`;
    const out = v.slice(0, b.echoItems).map((x) => echoOf(x, true));
    if (v.length > b.echoItems) out.push(`… ${v.length - b.echoItems} more items`);
    return out;
  }
  const keys = Object.keys(v);
  if (nested) return `{object with ${keys.length} keys}`;
  // no prototype: an input key named __proto__ stays an ordinary key
  const out: Record<string, unknown> = Object.create(null);
  for (const k of keys.slice(0, b.echoItems)) out[cutString(k, b.echoCodePoints)] = echoOf((v as Record<string, unknown>)[k], true);
  if (keys.length > b.echoItems) out['…'] = `${keys.length - b.echoItems} more keys`;
  return out;
}

/** `s` cut to `maxCodePoints` code points (a surrogate pair is never split), with `…` when cut. */
export function cutString(s: string, maxCodePoints: number): string {
  if (s.length <= maxCodePoints) return s; // UTF-16 units ≥ code points
  let n = 0;
  let end = 0;
  for (const ch of s) {
    if (n === maxCodePoints) return s.slice(0, end) + '…';
    n++;
    end += ch.length;
  }
  return s;
}
