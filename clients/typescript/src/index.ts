/**
 * @module
 * A typed client for the kalakosha API: openapi-fetch over the types generated from the server's OpenAPI
 * document (src/schema.d.ts), with the API key sent in the `X-API-Key` header of every request.
 *
 * Every call resolves to `{ data, error, response }`: `data` is the typed 200 body, `error` the typed body of
 * any other status (a gateway error `{"error": {code, message, request_id}}`, or a 422 `{"detail": [...]}`).
 * Network failures reject.
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };

/** A gateway error body: 401, 404, 405, 413, 429, 501, 502, 503 … */
export type ErrorResponse = components['schemas']['ErrorResponse'];
/** A 422 body (FastAPI's shape): one issue per offending parameter or body field. */
export type HTTPValidationError = components['schemas']['HTTPValidationError'];
export type ValidationIssue = components['schemas']['ValidationIssue'];

/** The default of {@link KalakoshaClientOptions.baseUrl}: `make run`'s address. */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:8080';

export interface KalakoshaClientOptions {
  /** The server's origin, e.g. `https://api.example.org` (default {@link DEFAULT_BASE_URL}). */
  baseUrl?: string;
  /** Your key (`kk_live_…`), sent as `X-API-Key`. Only /, /docs, /openapi.json and /healthz work without one. */
  apiKey?: string;
  /** Extra headers for every request (e.g. `X-Request-ID`). */
  headers?: Record<string, string>;
  /** A fetch implementation (default: the global `fetch`). */
  fetch?: ClientOptions['fetch'];
}

export type KalakoshaClient = Client<paths>;

/**
 * Array query parameters go comma-separated in one parameter (`include=balam,yogas`: the document's
 * `style: form, explode: false`); the server answers a repeated parameter with 422 `multiple_values`.
 */
const ARRAYS_COMMA_SEPARATED = { array: { style: 'form', explode: false } } as const;

/**
 * A client for one server and key.
 *
 * @example
 * const kk = createKalakoshaClient({ baseUrl: 'http://127.0.0.1:8080', apiKey: process.env.KALAKOSHA_KEY });
 * const { data, error } = await kk.GET('/calendar/v1/panchang', { params: { query: { lat: 25.3176, lng: 82.9739, tz: 'Asia/Kolkata' } } });
 */
export function createKalakoshaClient(options: KalakoshaClientOptions = {}): KalakoshaClient {
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey !== undefined) headers['X-API-Key'] = options.apiKey;
  return createClient<paths>({ baseUrl: options.baseUrl ?? DEFAULT_BASE_URL, headers, querySerializer: ARRAYS_COMMA_SEPARATED, ...(options.fetch ? { fetch: options.fetch } : {}) });
}

/** Whether an `error` is a 422 validation body (`detail`) rather than a gateway error (`error`). */
export function isValidationError(error: unknown): error is HTTPValidationError {
  return typeof error === 'object' && error !== null && Array.isArray((error as { detail?: unknown }).detail);
}

/** Whether an `error` is a gateway error body (`{"error": {code, message, request_id}}`). */
export function isErrorResponse(error: unknown): error is ErrorResponse {
  const e = typeof error === 'object' && error !== null ? (error as { error?: unknown }).error : undefined;
  return typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string';
}
