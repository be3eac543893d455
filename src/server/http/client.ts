/**
 * @module
 * Who is asking, as far as the server can tell: the client address (for per-address limits), the host the
 * client asked for, and whether the browser reached us over TLS (for the cookie's `Secure` attribute).
 *
 * The `X-Forwarded-*` headers are believed only with `trustProxy` (`kalakosha serve --trust-proxy`): behind a
 * reverse proxy that sets them. Without one, any client could pick its own address, host or scheme.
 */

/**
 * The client's address. Behind a reverse proxy every request comes from the proxy, so with
 * `trustProxy` the right-most `X-Forwarded-For` entry (the address the proxy itself saw; nginx's
 * `$proxy_add_x_forwarded_for` appends it) is used instead.
 */
export function clientAddress(headers: Record<string, string>, remoteAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const xff = headers['x-forwarded-for'];
    if (xff) {
      const parts = xff.split(',').map((s) => s.trim()).filter(Boolean);
      if (parts.length) return parts[parts.length - 1];
    }
  }
  return remoteAddress ?? 'unknown';
}

/**
 * Whether the request came over TLS: the server itself speaks plain HTTP, so only a TLS-terminating proxy
 * can say (`X-Forwarded-Proto: https`), and only a trusted one is believed.
 */
export function viaTls(headers: Record<string, string>, trustProxy: boolean): boolean {
  if (!trustProxy) return false;
  const proto = headers['x-forwarded-proto'];
  return !!proto && proto.split(',')[0].trim().toLowerCase() === 'https';
}

/** The host the client asked for: `X-Forwarded-Host` from a trusted proxy, else `Host` ('' when neither). */
export function requestHost(headers: Record<string, string>, trustProxy: boolean): string {
  const forwarded = trustProxy ? headers['x-forwarded-host'] : undefined;
  return (forwarded ?? headers['host'] ?? '').split(',')[0].trim();
}
