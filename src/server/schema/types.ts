/**
 * @module
 * The JSON Schema subset every route declares once. The same objects drive the validator, the 422
 * details and the OpenAPI 3.1 document, so the three cannot disagree.
 */

export type JsonSchema = {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null' | Array<'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null'>;
  description?: string;
  title?: string;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  enum?: readonly unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /**
   * `date` (YYYY-MM-DD, 1900-01-01…2100-12-31), `time` (HH:MM[:SS]), `iana-tz`, `iana-tz-or-auto` (a zone or
   * the word `auto`, which the parameter's `resolve` replaces), `date-time`, `uri`.
   */
  format?: string;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  $ref?: string;
  readOnly?: boolean;
  deprecated?: boolean;
  [k: `x-${string}`]: unknown;
};

/** A query or path parameter. */
export interface ParamDef {
  name: string;
  in: 'query' | 'path';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
  /** An array parameter given once as a comma-separated list (OpenAPI `style: form, explode: false`). */
  explode?: false;
  /**
   * Replaces the validated value with the one the cache key, `prepare` and the handler see, computed from the
   * route's other validated query parameters (`tz=auto` → the zone at `lat`/`lng`, common.ts). Runs only when
   * every query parameter is valid; never in /openapi.json.
   */
  resolve?: (value: unknown, query: Record<string, unknown>) => unknown;
}
