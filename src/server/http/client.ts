/**
 * @module
 * Who is asking, as far as the server can tell: the client address (for per-address limits) and
 * whether the browser reached us over TLS (for the cookie's `Secure` attribute).
 */

/**
 * The client's address. Behind a reverse proxy every request comes from the proxy, so with
 * `trustProxy` the right-most `X-Forwarded-For` entry (the address the proxy itself saw; nginx's
 * `$proxy_add_x_forwarded_for` appends it) is used instead. Never trust the header without a proxy
 * that sets it: clients could pick their own address.
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

/** Whether the request came over TLS: the server itself speaks plain HTTP, so only a TLS-terminating proxy can say. */
export function viaTls(headers: Record<string, string>): boolean {
  const proto = headers['x-forwarded-proto'];
  return !!proto && proto.split(',')[0].trim().toLowerCase() === 'https';
}
