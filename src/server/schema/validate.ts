/**
 * @module
 * One validation layer: checks a value against a {@link JsonSchema} and reports every problem in
 * pydantic v2's issue vocabulary (`missing`, `int_parsing`, `less_than_equal`, `extra_forbidden`, …),
 * which is what FastAPI clients already parse. Issues carry the offending input whole: the 422 builder
 * (`validationErrorBody` in errors.ts) cuts what it echoes.
 */
import type { ValidationIssue } from '../errors.js';
import type { JsonSchema, ParamDef } from './types.js';

/** Earliest and latest dates the service answers for (inclusive). */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2100-12-31';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

const tzCache = new Map<string, boolean>();
/** True when `name` is an IANA zone known to this runtime's ICU (case-sensitive, as IANA names are). */
export function isIanaTimeZone(name: string): boolean {
  let ok = tzCache.get(name);
  if (ok !== undefined) return ok;
  if (name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) ok = false;
  else {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      ok = true;
    } catch {
      ok = false;
    }
  }
  if (tzCache.size < 2000) tzCache.set(name, ok);
  return ok;
}

function isValidDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const y = +m[1], mo = +m[2], d = +m[3];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const dim = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return d <= dim;
}

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function typeMatches(v: unknown, t: string): boolean {
  const actual = typeOf(v);
  if (t === 'number') return actual === 'number' || actual === 'integer';
  return actual === t;
}

const TYPE_ERRORS: Record<string, [string, string]> = {
  string: ['string_type', 'Input should be a valid string'],
  number: ['float_type', 'Input should be a valid number'],
  integer: ['int_type', 'Input should be a valid integer'],
  boolean: ['bool_type', 'Input should be a valid boolean'],
  array: ['list_type', 'Input should be a valid list'],
  object: ['dict_type', 'Input should be a valid dictionary or object'],
  null: ['none_required', 'Input should be None'],
};

/**
 * Validates `value` against `schema`, pushing issues (never throwing) and returning the value with
 * defaults applied. `loc` is the path reported in each issue.
 */
/**
 * Length in code points (what `minLength`/`maxLength` count, as `[...value].length`), computed only when the
 * UTF-16 length cannot decide: a string of n units has between ⌈n/2⌉ and n code points. Spreading every text
 * of a full NER batch (640,000 characters) held the serving thread ~4 ms per request (bench/interference).
 * Returns `value.length` when both bounds are met whatever the pairs.
 */
function codePointLengthWithin(value: string, min: number | undefined, max: number | undefined): number {
  const n = value.length;
  if ((max === undefined || n <= max) && (min === undefined || Math.ceil(n / 2) >= min)) return n;
  let len = n;
  for (let i = 0; i < n - 1; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = value.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        len--;
        i++;
      }
    }
  }
  return len;
}

export function validateValue(schema: JsonSchema, value: unknown, loc: (string | number)[], issues: ValidationIssue[]): unknown {
  if (schema.oneOf || schema.anyOf) {
    const alts = (schema.oneOf ?? schema.anyOf)!;
    for (const alt of alts) {
      const sub: ValidationIssue[] = [];
      const out = validateValue(alt, value, loc, sub);
      if (sub.length === 0) return out;
    }
    issues.push({ type: 'union_tag_invalid', loc, msg: 'Input does not match any allowed form', input: value });
    return value;
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => typeMatches(value, t))) {
      const [type, msg] = TYPE_ERRORS[types[0]] ?? ['type_error', 'Input has the wrong type'];
      issues.push({ type, loc, msg, input: value });
      return value;
    }
  }
  if (value === null) return value;
  if (schema.enum && !schema.enum.includes(value)) {
    const expected = schema.enum.map((e) => `'${String(e)}'`).join(', ');
    issues.push({ type: 'enum', loc, msg: `Input should be ${expected}`, input: value, ctx: { expected } });
    return value;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      issues.push({ type: 'finite_number', loc, msg: 'Input should be a finite number', input: value });
      return value;
    }
    if (schema.minimum !== undefined && value < schema.minimum)
      issues.push({ type: 'greater_than_equal', loc, msg: `Input should be greater than or equal to ${schema.minimum}`, input: value, ctx: { ge: schema.minimum } });
    if (schema.maximum !== undefined && value > schema.maximum)
      issues.push({ type: 'less_than_equal', loc, msg: `Input should be less than or equal to ${schema.maximum}`, input: value, ctx: { le: schema.maximum } });
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum)
      issues.push({ type: 'greater_than', loc, msg: `Input should be greater than ${schema.exclusiveMinimum}`, input: value, ctx: { gt: schema.exclusiveMinimum } });
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum)
      issues.push({ type: 'less_than', loc, msg: `Input should be less than ${schema.exclusiveMaximum}`, input: value, ctx: { lt: schema.exclusiveMaximum } });
  }
  if (typeof value === 'string') {
    const len = codePointLengthWithin(value, schema.minLength, schema.maxLength);
    if (schema.minLength !== undefined && len < schema.minLength)
      issues.push({ type: 'string_too_short', loc, msg: `String should have at least ${schema.minLength} character${schema.minLength === 1 ? '' : 's'}`, input: value, ctx: { min_length: schema.minLength } });
    if (schema.maxLength !== undefined && len > schema.maxLength)
      issues.push({ type: 'string_too_long', loc, msg: `String should have at most ${schema.maxLength} characters`, input: value, ctx: { max_length: schema.maxLength } });
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value))
      issues.push({ type: 'string_pattern_mismatch', loc, msg: `String should match pattern '${schema.pattern}'`, input: value, ctx: { pattern: schema.pattern } });
    if (schema.format) checkFormat(schema.format, value, loc, issues);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      issues.push({ type: 'too_short', loc, msg: `List should have at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`, input: `[${value.length} items]`, ctx: { min_length: schema.minItems, actual_length: value.length } });
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      issues.push({ type: 'too_long', loc, msg: `List should have at most ${schema.maxItems} items, not ${value.length}`, input: `[${value.length} items]`, ctx: { max_length: schema.maxItems, actual_length: value.length } });
    else if (schema.items) return value.map((v, i) => validateValue(schema.items!, v, [...loc, i], issues));
    return value;
  }
  if (typeOf(value) === 'object' && (schema.properties || schema.additionalProperties !== undefined)) {
    const obj = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const name of schema.required ?? []) {
      if (!Object.hasOwn(obj, name)) issues.push({ type: 'missing', loc: [...loc, name], msg: 'Field required', input: value });
    }
    for (const [k, v] of Object.entries(obj)) {
      // Own properties only: a body field named `constructor` or `toString` must not find Object.prototype's.
      const ps = schema.properties && Object.hasOwn(schema.properties, k) ? schema.properties[k] : undefined;
      if (k === '__proto__') issues.push({ type: 'extra_forbidden', loc: [...loc, k], msg: 'Extra inputs are not permitted', input: null });
      else if (ps) out[k] = validateValue(ps, v, [...loc, k], issues);
      else if (schema.additionalProperties === false) issues.push({ type: 'extra_forbidden', loc: [...loc, k], msg: 'Extra inputs are not permitted', input: v });
      else if (typeof schema.additionalProperties === 'object') out[k] = validateValue(schema.additionalProperties, v, [...loc, k], issues);
      else out[k] = v;
    }
    for (const [k, ps] of Object.entries(schema.properties ?? {})) {
      if (!Object.hasOwn(out, k) && ps.default !== undefined) out[k] = ps.default;
    }
    return out;
  }
  return value;
}

function checkFormat(format: string, value: string, loc: (string | number)[], issues: ValidationIssue[]): void {
  if (format === 'date') {
    if (!isValidDate(value)) issues.push({ type: 'date_from_datetime_parsing', loc, msg: 'Input should be a valid date in the format YYYY-MM-DD', input: value });
    else if (value < MIN_DATE || value > MAX_DATE)
      issues.push({ type: 'date_out_of_range', loc, msg: `Date should be between ${MIN_DATE} and ${MAX_DATE}`, input: value, ctx: { ge: MIN_DATE, le: MAX_DATE } });
  } else if (format === 'time') {
    if (!TIME_RE.test(value)) issues.push({ type: 'time_parsing', loc, msg: 'Input should be a valid time in the format HH:MM or HH:MM:SS (24-hour)', input: value });
  } else if (format === 'iana-tz') {
    if (!isIanaTimeZone(value)) issues.push({ type: 'timezone_invalid', loc, msg: 'Input should be an IANA time zone name such as Asia/Kolkata', input: value });
  } else if (format === 'iana-tz-or-auto') {
    if (value !== 'auto' && !isIanaTimeZone(value)) issues.push({ type: 'timezone_invalid', loc, msg: 'Input should be an IANA time zone name such as Asia/Kolkata, or auto', input: value });
  }
}

/** Parses one query-string value into the schema's scalar type, or reports the pydantic parsing error. */
export function coerceQueryValue(schema: JsonSchema, raw: string, loc: (string | number)[], issues: ValidationIssue[]): unknown {
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (t === 'number') {
    const v = raw.trim() === '' ? NaN : Number(raw);
    if (!Number.isFinite(v) || !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(raw.trim())) {
      issues.push({ type: 'float_parsing', loc, msg: 'Input should be a valid number, unable to parse string as a number', input: raw });
      return undefined;
    }
    return v;
  }
  if (t === 'integer') {
    if (!/^[+-]?\d{1,15}$/.test(raw.trim())) {
      issues.push({ type: 'int_parsing', loc, msg: 'Input should be a valid integer, unable to parse string as an integer', input: raw });
      return undefined;
    }
    return Number(raw);
  }
  if (t === 'array') {
    // A comma-separated list (OpenAPI `style: form, explode: false`): `include=hora,signs`. Each item is coerced
    // by the items' schema; validateValue then checks the items (an enum array reports the allowed values).
    const items = schema.items;
    const out: unknown[] = [];
    raw.split(',').forEach((part, i) => {
      const v = items ? coerceQueryValue(items, part.trim(), [...loc, i], issues) : part.trim();
      if (v !== undefined) out.push(v);
    });
    return out;
  }
  if (t === 'boolean') {
    const l = raw.toLowerCase();
    if (['true', '1', 'yes', 'on', 't', 'y'].includes(l)) return true;
    if (['false', '0', 'no', 'off', 'f', 'n'].includes(l)) return false;
    issues.push({ type: 'bool_parsing', loc, msg: 'Input should be a valid boolean, unable to interpret input', input: raw });
    return undefined;
  }
  return raw;
}

/**
 * Validates query or path parameters given as raw strings. Unknown query parameters and repeated
 * parameters are rejected (`extra_forbidden`, `multiple_values`): a typo such as `lon=` should not
 * silently fall back to a default location.
 */
export function validateParams(defs: ParamDef[], where: 'query' | 'path', raw: Map<string, string[]>, issues: ValidationIssue[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const issuesBefore = issues.length;
  for (const def of defs) {
    if (def.in !== where) continue;
    const vals = raw.get(def.name);
    const loc = [where, def.name];
    if (!vals || vals.length === 0) {
      if (def.required) issues.push({ type: 'missing', loc, msg: 'Field required', input: null });
      else if (def.schema.default !== undefined) out[def.name] = def.schema.default;
      continue;
    }
    if (vals.length > 1) {
      issues.push({ type: 'multiple_values', loc, msg: 'Parameter given more than once; give it once', input: vals });
      continue;
    }
    const coerced = coerceQueryValue(def.schema, vals[0], loc, issues);
    if (coerced === undefined) continue;
    out[def.name] = validateValue(def.schema, coerced, loc, issues);
  }
  if (where === 'query' && raw.size > 0) {
    const known = queryNamesOf(defs);
    for (const name of raw.keys()) {
      if (!known.has(name)) issues.push({ type: 'extra_forbidden', loc: ['query', name], msg: 'Unknown query parameter', input: raw.get(name)![0] });
    }
  }
  if (issues.length === issuesBefore) {
    for (const def of resolvedParamsOf(defs)) {
      if (def.in === where && out[def.name] !== undefined) out[def.name] = def.resolve!(out[def.name], out);
    }
  }
  return out;
}

/** The parameters of a list that have a `resolve` step (most have none), computed once per list. */
const RESOLVED = new WeakMap<ParamDef[], ParamDef[]>();
function resolvedParamsOf(defs: ParamDef[]): ParamDef[] {
  let found = RESOLVED.get(defs);
  if (!found) RESOLVED.set(defs, (found = defs.filter((d) => d.resolve)));
  return found;
}

/** The query parameter names of a route's parameter list, computed once per list (not per request). */
const QUERY_NAMES = new WeakMap<ParamDef[], Set<string>>();
function queryNamesOf(defs: ParamDef[]): Set<string> {
  let names = QUERY_NAMES.get(defs);
  if (!names) QUERY_NAMES.set(defs, (names = new Set(defs.filter((d) => d.in === 'query').map((d) => d.name))));
  return names;
}

/**
 * Splits a raw query string into name → values. Invalid percent-encoding or invalid UTF-8 after decoding
 * is reported as a `query` issue instead of throwing.
 */
export function parseQueryString(rawQuery: string, issues: ValidationIssue[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!rawQuery) return out;
  for (const part of rawQuery.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const rk = eq < 0 ? part : part.slice(0, eq);
    const rv = eq < 0 ? '' : part.slice(eq + 1);
    let k: string, v: string;
    try {
      // Most names and many values need no decoding: skip the regex and the decoder for them.
      k = rk.indexOf('%') < 0 && rk.indexOf('+') < 0 ? rk : decodeURIComponent(rk.replace(/\+/g, ' '));
      v = rv.indexOf('%') < 0 && rv.indexOf('+') < 0 ? rv : decodeURIComponent(rv.replace(/\+/g, ' '));
    } catch {
      issues.push({ type: 'url_decoding', loc: ['query', rk], msg: 'Query string is not valid percent-encoded UTF-8', input: part });
      continue;
    }
    const list = out.get(k);
    if (list) list.push(v);
    else out.set(k, [v]);
  }
  return out;
}
