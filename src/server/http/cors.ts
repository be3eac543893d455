/**
 * @module
 * Cross-origin calls to the API (the CORS protocol of the Fetch standard,
 * https://fetch.spec.whatwg.org/#http-cors-protocol). Any site's page may call the API: the key travels in the
 * `X-API-Key` header, never in a cookie, so answers carry the constant `Access-Control-Allow-Origin: *` with no
 * credentials mode (and need no `Vary: Origin`). The dashboard's HTML pages run on cookie sessions and are
 * same-origin only: they get none of these headers.
 *
 * Every `OPTIONS` on a known path is answered before authentication and never counted: a preflight (it carries
 * `Access-Control-Request-Method`) gets 204 with the `Access-Control-Allow-*` headers, any other `OPTIONS` gets
 * 204 with `Allow` (RFC 9110 §9.3.7).
 */

/** Request headers a cross-origin page may send (the preflight's `Access-Control-Allow-Headers`). */
export const CORS_ALLOW_HEADERS = 'X-API-Key, Content-Type, X-Request-ID, Accept, Range, If-None-Match';

/**
 * Response headers a cross-origin page may read beyond the CORS-safelisted ones (Content-Type, Cache-Control …):
 * the limit and quota figures, Retry-After, the request id, the cache verdict, and the download headers of the
 * dataset and document routes.
 */
export const CORS_EXPOSE_HEADERS =
  'X-Request-ID, X-Cache, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-Quota-Limit, X-Quota-Remaining, X-Quota-Reset, Retry-After, Content-Disposition, Content-Range, Accept-Ranges, ETag';

/** How long a browser may reuse a preflight's answer (Firefox honours a day; Chromium caps it at 2 hours). */
export const CORS_MAX_AGE_SEC = 86400;

/** The dashboard's paths (HTML, cookie sessions): no CORS headers. */
const DASHBOARD_PATH = '/dashboard';

/** Whether answers on `path` carry CORS headers: every path but the dashboard's. */
export function corsApplies(path: string): boolean {
  return !(path.startsWith(DASHBOARD_PATH) && (path.length === DASHBOARD_PATH.length || path[DASHBOARD_PATH.length] === '/'));
}

/** Adds the headers of an actual cross-origin answer (constants: nothing depends on the request). */
export function addCorsHeaders(headers: Record<string, string>): void {
  headers['Access-Control-Allow-Origin'] = '*';
  headers['Access-Control-Expose-Headers'] = CORS_EXPOSE_HEADERS;
}

/** Whether an OPTIONS request is a CORS preflight (it names the method the page wants to send). */
export function isPreflight(headers: Record<string, string>): boolean {
  return headers['access-control-request-method'] !== undefined;
}

/** The preflight's permission headers for a path whose routes take `allowMethods` (an `Allow` value). */
export function addPreflightHeaders(headers: Record<string, string>, allowMethods: string): void {
  headers['Access-Control-Allow-Origin'] = '*';
  headers['Access-Control-Allow-Methods'] = allowMethods;
  headers['Access-Control-Allow-Headers'] = CORS_ALLOW_HEADERS;
  headers['Access-Control-Max-Age'] = String(CORS_MAX_AGE_SEC);
}

/** The `Allow` value of a path whose routes take `methods`: HEAD wherever GET is, and OPTIONS everywhere. */
export function allowHeaderOf(methods: readonly string[]): string {
  const all = new Set(methods);
  if (all.has('GET')) all.add('HEAD');
  all.add('OPTIONS');
  return [...all].join(', ');
}
