/**
 * @module
 * Builds the OpenAPI 3.1 document from the route definitions, so what is validated and what is
 * documented come from the same schemas.
 */
import type { RouteDef } from './route.js';
import { KEYS_CREATED_PER_DAY, MAX_ACTIVE_KEYS, TIERS } from './keys/tiers.js';
import { DEFAULT_ANON_RATE_LIMIT } from './address-limiter.js';
import { UNLIMITED_HEADER_VALUE } from './gateway.js';
import { VALIDATION_BOUNDS } from './errors.js';
import { CORS_ALLOW_HEADERS, CORS_EXPOSE_HEADERS, CORS_MAX_AGE_SEC } from './http/cors.js';

const int = { type: 'integer' } as const;
const vb = VALIDATION_BOUNDS;

/** What a 422 echoes and how large it gets (errors.ts VALIDATION_BOUNDS, stated here for clients). */
const VALIDATION_BOUNDS_TEXT = `A 422 body stays under ${vb.maxBodyBytes / 1024} KiB whatever the input: at most ${vb.maxIssues} issues, and only as many as fit. Each issue's \`input\` echoes the offending value cut short: strings to ${vb.echoCodePoints} code points followed by \`…\`; an array or object to its first ${vb.echoItems} items or keys, followed by an item \`"… N more items"\` or an entry \`"…": "N more keys"\`; arrays and objects inside it as \`"[array of N items]"\` or \`"{object with N keys}"\`. \`loc\` keeps ${vb.locEntries} entries (then \`"…"\`), each name cut to ${vb.locCodePoints} code points; \`msg\` and the strings in \`ctx\` to ${vb.textCodePoints}.`;

/**
 * How long a client or cache may use /openapi.json without asking again. The document changes only with a new
 * version of the server; after an hour a client revalidates with `If-None-Match` and gets a bodiless 304.
 */
export const OPENAPI_MAX_AGE_SEC = 3600;

/** How the service behaves where an HTTP API has choices to make; repeated in README.md and docs/. */
export const API_DECISIONS = `
**How the service behaves**

- **/, /docs, /openapi.json and /healthz need no API key.** A valid key sent to them is not charged; their rate-limit headers then show that key's figures, otherwise ${UNLIMITED_HEADER_VALUE} (not counted). A request to a keyed route without a valid key shows its address's figures (see below).
- **Unlimited figures** (the operator-only \`internal\` tier; the Business tier's month) are reported as ${UNLIMITED_HEADER_VALUE} in the integer X-RateLimit-* and X-Quota-* headers.
- **Rate-limit windows** are fixed wall-clock minutes (X-RateLimit-Reset = the end of the current minute) and UTC calendar months. Every authenticated request counts, cache hits and 4xx answers included; refused (429) requests and \`OPTIONS\` do not.
- **Usage follows the account:** limits are counted per key, but a key counted for the first time starts with its account's usage: the requests the account's other keys, revoked ones included, made in the current minute and UTC month (each key's own requests), each capped at the tier's limit. Revoking a key and creating another does not start afresh: a new key of a Free account that spent its minute gets 429 \`RATE_LIMIT_EXCEEDED\` at once.
- **Key creation:** an account holds at most ${MAX_ACTIVE_KEYS} active keys and creates at most ${KEYS_CREATED_PER_DAY} keys per UTC day, revoked ones included (the dashboard answers 429 with \`Retry-After\` until midnight UTC; the operator's CLI is exempt).
- **Requests without a valid key are limited per client address:** a keyed route called without \`X-API-Key\`, or with a malformed, unknown or revoked key, answers 401 up to ${DEFAULT_ANON_RATE_LIMIT} such requests per address and wall-clock minute (\`kalakosha serve --anon-rate-limit N\`, env \`KALAKOSHA_ANON_RATE_LIMIT\`; 0 turns it off), then 429 \`RATE_LIMIT_EXCEEDED\` with \`Retry-After\` until the minute ends. IPv6 addresses count per /64. Public routes (/, /docs, /healthz, /openapi.json) are not counted. The count is kept per server process (shared by its serving threads; per replica with \`--redis-url\`). The client address is the connection's, or, with \`--trust-proxy\` (behind a reverse proxy that sets it), the right-most \`X-Forwarded-For\` entry; \`X-Forwarded-Proto\` and \`X-Forwarded-Host\` are likewise believed only with \`--trust-proxy\`.
- **Monthly quota exhausted:** 429 with code \`MONTHLY_QUOTA_EXCEEDED\` and \`Retry-After\` in seconds to the start of the next UTC month. \`X-Quota-Limit\`, \`X-Quota-Remaining\` and \`X-Quota-Reset\` report the month on every authenticated response.
- **Other errors** use the same gateway shape \`{"error": {"code", "message", "request_id"}}\`: 404 \`NOT_FOUND\` (unknown path) and the corpus's specific 404 codes, 405 \`METHOD_NOT_ALLOWED\` (with \`Allow\`, e.g. \`GET, HEAD, OPTIONS\`), 413 \`PAYLOAD_TOO_LARGE\`, 414 \`URI_TOO_LONG\`, 431 \`HEADERS_TOO_LARGE\`, 501 \`NOT_IMPLEMENTED\` (a route whose engine is not in this build).
- **422 HTTPValidationError** is FastAPI's shape with pydantic v2 issue types: \`{"detail": [{"type", "loc", "msg", "input", "ctx"?}]}\`. Unknown query parameters (\`extra_forbidden\`) and repeated parameters (\`multiple_values\`) are rejected, so a typo such as \`lon=\` never falls back to a default. Malformed JSON bodies are \`json_invalid\`. Every date is bounded to 1900-01-01 … 2100-12-31. ${VALIDATION_BOUNDS_TEXT}
- **Request limits:** URL (path + query) ≤ 8 KiB (414 \`URI_TOO_LONG\`; a request line beyond the 16 KiB header allowance may be refused as 431), headers ≤ 16 KiB in all (431 \`HEADERS_TOO_LARGE\`, or the connection is closed), body ≤ 2 MiB (413 \`PAYLOAD_TOO_LARGE\`; a full NER batch, 64 texts × 10,000 characters of Devanagari, fits), JSON bodies nested ≤ 32 levels (422 \`json_invalid\`), one computation ≤ 10 s (then 502 \`COMPUTE_ERROR\`). A client must send its whole request within 10 s (uWS) / 30 s (node:http) or the connection is closed. Header values with control characters are not HTTP: the connection is closed.
- **Browsers on other sites (CORS)** may call the API: every API answer, errors and cache hits included, carries \`Access-Control-Allow-Origin: *\` and \`Access-Control-Expose-Headers: ${CORS_EXPOSE_HEADERS}\`. The key goes in the \`X-API-Key\` header, never a cookie, so there is no credentials mode. A preflight (\`OPTIONS\` with \`Access-Control-Request-Method\`) needs no key and is not counted: 204 with \`Access-Control-Allow-Methods\` (the path's methods, e.g. \`GET, HEAD, OPTIONS\`), \`Access-Control-Allow-Headers: ${CORS_ALLOW_HEADERS}\` and \`Access-Control-Max-Age: ${CORS_MAX_AGE_SEC}\`. Any other \`OPTIONS\` on a known path also needs no key and is not counted: 204 with \`Allow\`; on an unknown path, 404 \`NOT_FOUND\`. The dashboard's HTML pages (\`/dashboard…\`, cookie sessions) send no CORS headers.
- **/openapi.json** is sent gzip-compressed when \`Accept-Encoding\` allows it, with a strong \`ETag\` (one per encoding) and \`Cache-Control: public, max-age=${OPENAPI_MAX_AGE_SEC}\` (\`private\` when an X-API-Key was sent: the rate-limit headers then show that key's figures); \`If-None-Match\` with a current ETag gets 304 Not Modified with no body.
- **X-Request-ID:** a client-supplied X-Request-ID of 8–128 characters from \`[A-Za-z0-9._:-]\` is echoed; otherwise the server makes one.
- **Caching:** responses are cached per normalised parameters (a defaulted date or year is filled in first) with each route's lifetime; \`X-Cache\` says HIT or MISS and \`Cache-Control\` gives the remaining lifetime. An answer is kept the second time it is computed, not the first (most exact-location answers are asked for once, and keeping them would push out the ones that are asked for again): the same URL answers MISS, MISS, then HIT. Each serving thread keeps its own cache and they share which answers were computed, so with N threads a URL is computed at most N + 1 times. With \`--redis-url\` the shared cache keeps every answer.
- **Compression:** cached responses of 1 KB or more (JSON, iCalendar) are sent gzip-compressed (\`Content-Encoding: gzip\`, \`Vary: Accept-Encoding\`) when \`Accept-Encoding\` allows gzip; a year of festivals shrinks from 460 KB to 68 KB.
`;

export function buildOpenApi(routes: RouteDef<any, any>[], version: string): object {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    if (r.hidden) continue;
    const op: Record<string, unknown> = {
      operationId: r.operationId,
      summary: r.summary,
      tags: r.tags,
      parameters: (r.params ?? []).map((p) => Object.assign({ name: p.name, in: p.in, required: p.in === 'path' ? true : !!p.required, description: p.description ?? p.schema.description, schema: p.schema }, p.explode === false ? { style: 'form', explode: false } : {})),
      responses: {} as Record<string, unknown>,
    };
    if (r.description) op.description = r.description;
    if (r.auth === false) op.security = [];
    if (r.body) op.requestBody = { required: true, description: r.body.description, content: { 'application/json': { schema: r.body.schema, ...(r.body.example !== undefined ? { example: r.body.example } : {}) } } };
    const responses = op.responses as Record<string, unknown>;
    const okHeaders = { ...commonHeaderRefs(), ...r.response.headers, ...(r.cacheTtlSec ? {
      'Cache-Control': { schema: { type: 'string' }, description: `private, max-age up to ${r.cacheTtlSec}` },
      'Content-Encoding': { schema: { type: 'string', enum: ['gzip'] }, description: 'gzip when Accept-Encoding allows it and the body is 1 KB or more' },
      'Vary': { schema: { type: 'string' }, description: 'Accept-Encoding, on bodies that can be compressed' },
    } : {}) };
    responses['200'] = {
      description: r.response.description + (r.cacheTtlSec ? ` Cached for ${humanTtl(r.cacheTtlSec)}.` : r.auth === false ? '' : ' Not cached.'),
      headers: okHeaders,
      content: { [r.response.contentType ?? 'application/json']: { schema: r.response.schema ?? {}, ...(r.response.example !== undefined ? { example: r.response.example } : {}) } },
    };
    for (const [status, doc] of Object.entries(r.extraResponses ?? {})) {
      const headers = { ...commonHeaderRefs(), ...doc.headers };
      // 204 and 304 have no content (RFC 9110 §15.3.5, §15.4.5)
      responses[status] = status === '204' || status === '304' ? { description: doc.description, headers } : { description: doc.description, headers, content: { [doc.contentType ?? 'application/json']: { schema: doc.schema ?? { $ref: '#/components/schemas/ErrorResponse' } } } };
    }
    if (r.auth !== false) {
      responses['401'] = { $ref: '#/components/responses/Unauthorized' };
      responses['429'] = { $ref: '#/components/responses/TooManyRequests' };
    }
    if ((r.params ?? []).length || r.body) responses['422'] = { $ref: '#/components/responses/ValidationError' };
    if (r.auth !== false) {
      responses['501'] = { $ref: '#/components/responses/NotImplemented' };
      responses['502'] = { $ref: '#/components/responses/ComputeError' };
    }
    (paths[r.path] ??= {})[r.method.toLowerCase()] = op;
  }
  const tierRows = Object.values(TIERS).map((t) => `| ${t.label} | ${t.perMinute ?? 'unlimited'} | ${t.perMonth ?? 'unlimited'} |`).join('\n');
  return {
    openapi: '3.1.0',
    info: {
      title: 'kalakosha: Hindu calendar and Sanskrit corpus API',
      version,
      description: `Panchang, festivals, ceremonies and a Sanskrit corpus. Every request needs an \`X-API-Key\` header except /, /docs, /openapi.json and /healthz. Interactive docs at /docs ("Try it out" takes your key under Authorize).\n\n| Tier | Requests per minute | Requests per month |\n|---|---|---|\n${tierRows}\n${API_DECISIONS}`,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: 'http://127.0.0.1:8080', description: 'local development server' }],
    security: [{ ApiKey: [] }],
    tags: [{ name: 'calendar', description: 'Hindu calendar computations' }, { name: 'corpus', description: 'Sanskrit corpus' }, { name: 'system', description: 'Service description and health' }],
    paths,
    components: {
      securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Keys look like kk_live_ + 28 Base62 characters (the last 6 a CRC-32 checksum).' } },
      headers: {
        'X-Request-ID': { description: 'Unique request identifier (echoes a valid incoming X-Request-ID).', schema: { type: 'string' } },
        'X-RateLimit-Limit': { description: `Requests allowed per minute for the key's tier (${UNLIMITED_HEADER_VALUE} = unlimited; 0 without a key).`, schema: int },
        'X-RateLimit-Remaining': { description: 'Requests remaining in the current minute window.', schema: int },
        'X-RateLimit-Reset': { description: 'Unix time (seconds) when the current minute window resets.', schema: int },
        'X-Quota-Limit': { description: `Requests allowed per UTC calendar month (${UNLIMITED_HEADER_VALUE} = unlimited). Authenticated responses only.`, schema: int },
        'X-Quota-Remaining': { description: 'Requests remaining this month.', schema: int },
        'X-Quota-Reset': { description: 'Unix time (seconds) when the month ends.', schema: int },
        'X-Cache': { description: 'HIT when served from the response cache, MISS when freshly computed.', schema: { type: 'string', enum: ['HIT', 'MISS'] } },
        'Retry-After': { description: 'Seconds until the refused limit resets.', schema: int },
      },
      schemas: {
        ErrorResponse: {
          type: 'object', required: ['error'],
          properties: { error: { type: 'object', required: ['code', 'message', 'request_id'], properties: { code: { type: 'string', examples: ['MISSING_API_KEY', 'INVALID_API_KEY', 'RATE_LIMIT_EXCEEDED', 'MONTHLY_QUOTA_EXCEEDED', 'COMPUTE_ERROR', 'NOT_FOUND'] }, message: { type: 'string' }, request_id: { type: 'string', description: 'Same value as the X-Request-ID header.' } } } },
        },
        ValidationIssue: {
          type: 'object', required: ['type', 'loc', 'msg'],
          properties: { type: { type: 'string', examples: ['missing', 'less_than_equal', 'float_parsing', 'enum', 'extra_forbidden', 'json_invalid'] }, loc: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } }, msg: { type: 'string' }, input: {}, ctx: { type: 'object' } },
        },
        HTTPValidationError: { type: 'object', required: ['detail'], properties: { detail: { type: 'array', items: { $ref: '#/components/schemas/ValidationIssue' } } } },
      },
      responses: {
        Unauthorized: { description: 'MISSING_API_KEY (no X-API-Key header) or INVALID_API_KEY (unknown, malformed or revoked key).', headers: commonHeaderRefs(), content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' }, example: { error: { code: 'MISSING_API_KEY', message: 'Send your API key in the X-API-Key header', request_id: 'req_5f0c…' } } } } },
        TooManyRequests: { description: `RATE_LIMIT_EXCEEDED (the key's per-minute limit, or more than ${DEFAULT_ANON_RATE_LIMIT} requests a minute from one address without a valid key by default) or MONTHLY_QUOTA_EXCEEDED (per-month quota); Retry-After gives the seconds to wait.`, headers: { ...commonHeaderRefs(), 'Retry-After': { $ref: '#/components/headers/Retry-After' } }, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } } },
        ValidationError: { description: `A parameter or body violates its schema. ${VALIDATION_BOUNDS_TEXT}`, headers: commonHeaderRefs(), content: { 'application/json': { schema: { $ref: '#/components/schemas/HTTPValidationError' } } } },
        NotImplemented: { description: 'NOT_IMPLEMENTED: the engine behind this route is not part of this build.', headers: commonHeaderRefs(), content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } } },
        ComputeError: { description: 'COMPUTE_ERROR: the computation failed or took longer than 10 s; the next request is unaffected.', headers: commonHeaderRefs(), content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } } },
      },
    },
  };
}

function commonHeaderRefs(): Record<string, unknown> {
  const names = ['X-Request-ID', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-Cache'];
  return Object.fromEntries(names.map((n) => [n, { $ref: `#/components/headers/${n}` }]));
}

function humanTtl(s: number): string {
  if (s % 86400 === 0) return `${s / 86400} day${s === 86400 ? '' : 's'}`;
  if (s % 3600 === 0) return `${s / 3600} hours`;
  return `${s} seconds`;
}
