/**
 * @module
 * A JSON request body, from bytes to a validated value: UTF-8, JSON, nesting depth, then the route's body
 * schema (validate.ts). The gateway runs it for every body route; a route may instead run it on the compute
 * pool for a large body (`body.parseOnPoolFromBytes` in route.ts), so both places give the same 422s.
 */
import { TextDecoder } from 'node:util';
import type { ValidationIssue } from '../errors.js';
import type { JsonSchema } from './types.js';
import { validateValue } from './validate.js';

/** Deepest JSON body nesting accepted (no route needs more than a few levels; deeper input is hostile). */
export const MAX_JSON_DEPTH = 32;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The validated (and defaulted) body, with its problems pushed onto `issues` (then the value is not to be used). */
export function parseJsonBody(schema: JsonSchema, raw: Uint8Array | null, issues: ValidationIssue[]): unknown {
  if (!raw || raw.length === 0) {
    issues.push({ type: 'missing', loc: ['body'], msg: 'Field required', input: null });
    return undefined;
  }
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    issues.push({ type: 'json_invalid', loc: ['body'], msg: 'JSON decode error: the body is not valid UTF-8', input: null, ctx: { error: 'invalid UTF-8' } });
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    issues.push({ type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error', input: {}, ctx: { error: String((e as Error).message).slice(0, 200) } });
    return undefined;
  }
  if (nestingDepthExceeds(parsed, MAX_JSON_DEPTH)) {
    issues.push({ type: 'json_invalid', loc: ['body'], msg: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`, input: null, ctx: { max_depth: MAX_JSON_DEPTH } });
    return undefined;
  }
  return validateValue(schema, parsed, ['body'], issues);
}

/** True when `v` nests arrays/objects deeper than `max` (iterative: hostile input cannot overflow the stack). */
function nestingDepthExceeds(v: unknown, max: number): boolean {
  if (v === null || typeof v !== 'object') return false;
  const stack: [unknown, number][] = [[v, 1]];
  while (stack.length) {
    const [x, d] = stack.pop()!;
    if (d > max) return true;
    const children = Array.isArray(x) ? x : Object.values(x as object);
    for (const c of children) if (c !== null && typeof c === 'object') stack.push([c, d + 1]);
  }
  return false;
}
