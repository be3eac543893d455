/**
 * @module
 * CSRF protection for the dashboard's forms (OWASP CSRF Prevention Cheat Sheet):
 * - a synchronizer-style token in every form, derived as HMAC-SHA256(server secret, binding): bound to the
 *   session for signed-in forms, and to a random pre-session cookie for the sign-in and sign-up forms
 *   (login CSRF), so no token needs storing;
 * - a same-origin check: a POST whose `Origin` names another host, or whose `Sec-Fetch-Site` says
 *   cross-site, is refused before the token is even looked at;
 * - cookies are `SameSite=Lax`, so browsers do not send them on cross-site POSTs in the first place.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { requestHost } from '../http/client.js';

export function csrfToken(secret: Buffer, binding: string): string {
  return createHmac('sha256', secret).update('csrf|' + binding).digest('base64url');
}

export function csrfValid(secret: Buffer, binding: string, token: string | undefined): boolean {
  if (!token) return false;
  const want = Buffer.from(csrfToken(secret, binding));
  const got = Buffer.from(token);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** False when the browser says the request comes from another site. */
export function sameOrigin(headers: Record<string, string>, trustProxy: boolean): boolean {
  const site = headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = headers['origin'];
  if (origin === undefined) return true; // not sent by every browser on same-origin POSTs; the token still applies
  if (origin === 'null') return false;
  const host = requestHost(headers, trustProxy).toLowerCase();
  try {
    return new URL(origin).host.toLowerCase() === host;
  } catch {
    return false;
  }
}
